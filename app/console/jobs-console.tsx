// Pieces the console's Jobs pages share: a job's status as the public sees it, and its title in the reader's language.
import type { StaffJobSummary } from "../jobs/jobs-contract.ts";
import { useI18n } from "../lib/i18n.tsx";
import { LANGUAGES, type Lang } from "../lib/languages.ts";

export const JOB_STATUS_LOOK = {
  draft: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
  published: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  closed: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  expired: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
} as const;

/** A published job past its closing day shows as closed, as the public sees it. */
export function shownStatus(job: Pick<StaffJobSummary, "status" | "open">): keyof typeof JOB_STATUS_LOOK {
  return job.status === "published" && !job.open ? "expired" : job.status;
}

export function JobStatusBadge({ job }: { job: Pick<StaffJobSummary, "status" | "open"> }) {
  const { t } = useI18n();
  const status = shownStatus(job);
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${JOB_STATUS_LOOK[status]}`}>{t(`jobsConsole.statuses.${status}`)}</span>;
}

/** The job's title in the reader's language, else in its first language. */
export function jobTitle(languages: Partial<Record<Lang, { title: string }>>, lang: Lang): string | null {
  return languages[lang]?.title ?? LANGUAGES.map((other) => languages[other]?.title).find(Boolean) ?? null;
}
