// A job's closing date is a day in the company's calendar (Malmö): applications are taken to the end of it.
import { COMPANY_TIME_ZONE, DATE_LOCALES } from "../lib/document-date.ts";
import type { Lang } from "../lib/languages.ts";

const COMPANY_DAY = new Intl.DateTimeFormat("sv-SE", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** Today in the company's calendar, `2026-11-24`. */
export function companyToday(now: Date = new Date()): string {
  return COMPANY_DAY.format(now);
}

/** True while the closing day (if any) has not yet ended in the company's calendar. */
export function beforeClosing(closingDate: string | null, now: Date = new Date()): boolean {
  return closingDate === null || closingDate >= companyToday(now);
}

/** `2026-12-31` → "31 December 2026" in the page's language (a calendar day: no time zone can move it). */
export function formatDay(lang: Lang, isoDay: string): string {
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDay}T00:00:00Z`));
}
