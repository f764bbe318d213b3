// A moment (sign-in, last activity, a chat's start) in the reader's own time zone. The server writes it in the
// company's zone; once in the browser it is written again in the visitor's, so hydration never disagrees.
import { useEffect, useState } from "react";
import { COMPANY_TIME_ZONE, DATE_LOCALES } from "../lib/document-date.ts";
import { useI18n } from "../lib/i18n.tsx";

const STYLES = {
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  date: { dateStyle: "long" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

type TimeStyle = keyof typeof STYLES;

/** The moment as text, for labels and headings built from a template. */
export function useLocalTimeText(iso: string, style: TimeStyle = "dateTime"): string {
  const { lang } = useI18n();
  const format = (timeZone?: string) => new Intl.DateTimeFormat(DATE_LOCALES[lang], { ...STYLES[style], timeZone }).format(new Date(iso));
  const [text, setText] = useState(() => format(COMPANY_TIME_ZONE));
  useEffect(() => setText(format()), [iso, lang, style]);
  return text;
}

export function LocalTime({ iso, style = "dateTime" }: { iso: string; style?: TimeStyle }) {
  return <time dateTime={iso}>{useLocalTimeText(iso, style)}</time>;
}
