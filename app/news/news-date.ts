// An article's date in its language's format (the site's DATE_LOCALES: sv-SE, en-GB, fi-FI, nb-NO), on the
// company's calendar, so the day does not depend on the server's time zone.
import { COMPANY_TIME_ZONE, DATE_LOCALES } from "../lib/document-date.ts";
import type { Lang } from "../lib/languages.ts";

const FORMATS = new Map<Lang, Intl.DateTimeFormat>();

export function formatNewsDate(lang: Lang, iso: string): string {
  let format = FORMATS.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: "long", timeZone: COMPANY_TIME_ZONE });
    FORMATS.set(lang, format);
  }
  return format.format(new Date(iso));
}
