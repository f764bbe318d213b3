// The privacy policy's retention periods (SPEC section 9), in one place: the retention job deletes by them and the
// privacy page's text is filled in from them ({{inquiryYears}}, {{applicationYears}}, {{analyticsMonths}}), so the
// page and the job cannot disagree. Shared by the browser and the server (no server imports).

/** How long something is kept after the moment its period counts from. */
export interface RetentionPeriod {
  months: number;
}

export const RETENTION_PERIODS = {
  /** Leads, chat conversations with their messages and attachments, bookings: after the last contact. */
  inquiries: { months: 24 },
  /** Job applications and their CVs: after the last activity on the application. */
  jobApplications: { months: 24 },
  /** Page views and the consent records they were counted under. */
  webAnalytics: { months: 26 },
} as const satisfies Record<string, RetentionPeriod>;

export type RetentionPeriodName = keyof typeof RETENTION_PERIODS;

/** The moment before which something counted from is past its period, seen from `now`. */
export function retentionCutoff(period: RetentionPeriod, now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCMonth(cutoff.getUTCMonth() - period.months);
  return cutoff;
}

/** The moment something counted from `from` passes its period. */
export function retentionEnds(period: RetentionPeriod, from: Date): Date {
  const end = new Date(from.getTime());
  end.setUTCMonth(end.getUTCMonth() + period.months);
  return end;
}

/** The placeholders the privacy and cookie policies' texts use for the periods. */
export function retentionTextVars(): Record<string, number> {
  return {
    inquiryYears: RETENTION_PERIODS.inquiries.months / 12,
    applicationYears: RETENTION_PERIODS.jobApplications.months / 12,
    analyticsMonths: RETENTION_PERIODS.webAnalytics.months,
  };
}

/** A policy text with the periods' placeholders filled in (other placeholders are left as they are). */
export function withRetentionPeriods(text: string): string {
  const vars = retentionTextVars();
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}
