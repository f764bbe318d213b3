// One job as visitors see it: the public page and the administrators' preview draw the same thing.
import { Link } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { pagePath } from "../lib/site-map.ts";
import { formatDay } from "./job-dates.ts";
import { JobMarkdown } from "./job-markdown.tsx";
import type { JobView } from "./jobs-contract.ts";

const button = "inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

export function applyPath(lang: string, jobId: string | null): string {
  return `${pagePath(lang, "jobs/apply")}${jobId ? `?job=${encodeURIComponent(jobId)}` : ""}`;
}

export function ExampleNote() {
  const { t } = useI18n();
  return (
    <p className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <span className="mr-2 inline-block rounded-full bg-amber-200 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-950 dark:bg-amber-800 dark:text-amber-50">
        {t("jobs.example")}
      </span>
      {t("jobs.exampleNote")}
    </p>
  );
}

/** `open`: as a published job taking applications (a draft's preview too); `closed`: says so, and offers no application. */
export function JobPage({ job, state }: { job: JobView; state: "open" | "closed" }) {
  const { lang, t } = useI18n();
  const facts: [string, string][] = [
    [t("jobs.detail.location"), job.locations.join(" / ")],
    [t("jobs.detail.employmentType"), t(`jobs.employmentTypes.${job.employmentType}`)],
    [t("jobs.detail.remote"), t(`jobs.remoteOptions.${job.remote}`)],
    [t("jobs.detail.department"), job.department],
    [t("jobs.detail.closingDate"), job.closingDate ? formatDay(lang, job.closingDate) : t("jobs.detail.openUntilFilled")],
  ].filter((fact): fact is [string, string] => Boolean(fact[1]));
  const apply = applyPath(lang, job.id);
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{job.title}</h1>
      {job.example ? <ExampleNote /> : null}
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{job.summary}</p>
      {state === "closed" ? (
        <section
          aria-labelledby="job-closed-heading"
          className="mt-6 max-w-3xl rounded-lg border border-slate-300 bg-slate-50 p-5 dark:border-slate-600 dark:bg-slate-900"
        >
          <h2 id="job-closed-heading" className="text-lg font-bold">
            {t("jobs.detail.closedTitle")}
          </h2>
          <p className="mt-1">{t("jobs.detail.closedText")}</p>
          <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
            <Link to={pagePath(lang, "jobs")} className={link}>
              {t("jobs.detail.seeOpenJobs")}
            </Link>
            <Link to={applyPath(lang, null)} className={link}>
              {t("jobs.list.openApplication")}
            </Link>
          </p>
        </section>
      ) : null}
      <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="max-w-3xl">
          <section aria-labelledby="job-description-heading">
            <h2 id="job-description-heading" className="text-xl font-bold">
              {t("jobs.detail.description")}
            </h2>
            <div className="mt-3">
              <JobMarkdown text={job.description} />
            </div>
          </section>
          {job.requirements ? (
            <section aria-labelledby="job-requirements-heading" className="mt-8">
              <h2 id="job-requirements-heading" className="text-xl font-bold">
                {t("jobs.detail.requirements")}
              </h2>
              <div className="mt-3">
                <JobMarkdown text={job.requirements} />
              </div>
            </section>
          ) : null}
          {state === "open" ? (
            <p className="mt-10">
              <Link to={apply} className={button}>
                {t("jobs.detail.apply")}
              </Link>
            </p>
          ) : null}
        </div>
        <aside aria-labelledby="job-facts-heading" className="h-fit rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
          <h2 id="job-facts-heading" className="text-lg font-bold">
            {t("jobs.detail.facts")}
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            {facts.map(([label, value]) => (
              <div key={label}>
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          {state === "open" ? (
            <p className="mt-6">
              <Link to={apply} className={button}>
                {t("jobs.detail.apply")}
              </Link>
            </p>
          ) : null}
        </aside>
      </div>
    </>
  );
}
