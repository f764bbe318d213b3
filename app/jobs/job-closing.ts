// The instant a job's closing day ends, for the server's documents and the JobPosting (kept apart from job-dates.ts so
// the pages' browser code does not carry a time zone library).
import { TZDate } from "@date-fns/tz";
import { COMPANY_TIME_ZONE } from "../lib/document-date.ts";

/** The last moment of the closing day in Malmö, with its offset: `2026-12-31T23:59:59.000+01:00`. */
export function closingMoment(closingDate: string): string {
  const [year, month, day] = closingDate.split("-").map(Number) as [number, number, number];
  return new TZDate(year, month - 1, day, 23, 59, 59, COMPANY_TIME_ZONE).toISOString();
}
