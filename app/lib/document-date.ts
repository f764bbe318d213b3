// Dates the pages state about themselves: a policy's last revision, the copyright year.
import type { Lang } from "./languages.ts";

/** The English copy is British ("organisation", "colour"), so its dates are too: 23 November 2026. */
export const DATE_LOCALES: Record<Lang, string> = { se: "sv-SE", en: "en-GB", fi: "fi-FI", no: "nb-NO" };

/** The company's calendar: the new year starts at midnight in Malmö, not at midnight UTC. */
export const COMPANY_TIME_ZONE = "Europe/Stockholm";

/** `2026-11-23` → "23 november 2026", "23 November 2026", "23. marraskuuta 2026", "23. november 2026". */
export function formatDocumentDate(lang: Lang, isoDate: string): string {
  // A calendar day, not an instant: read and written in UTC so the server's time zone cannot shift it.
  const day = new Date(`${isoDate}T00:00:00Z`);
  return new Intl.DateTimeFormat(DATE_LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(day);
}

/** Made once: building a formatter with a time zone costs about half a millisecond, and every page asks. */
const COMPANY_YEAR = new Intl.DateTimeFormat("en", { year: "numeric", timeZone: COMPANY_TIME_ZONE });

export function copyrightYear(now: Date): number {
  return Number(COMPANY_YEAR.format(now));
}
