// The console's Jobs section (/{lang}/admin/jobs, administrators): every job with its languages, status, closing date
// and applications; from here a job is written (new), edited, previewed and published, and its applications opened.
import { data, Link } from "react-router";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { Cell, ConsoleTable, HeaderCell } from "../console/console-ui.tsx";
import { primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { formatDay } from "../jobs/job-dates.ts";
import type { StaffJobSummary } from "../jobs/jobs-contract.ts";
import { JobStatusBadge, jobTitle } from "../console/jobs-console.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { LANGUAGES, LANGUAGE_NAMES } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/admin-jobs";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "jobs");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  return { ...gate, jobs: await args.context.get(requestContext).services.jobs.list() };
}

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

function JobRow({ job }: { job: StaffJobSummary }) {
  const { lang, t } = useI18n();
  const title = jobTitle(job.languages, lang) ?? t("jobsConsole.untitled");
  const languages = LANGUAGES.filter((code) => job.languages[code]);
  return (
    <tr>
      <Cell>
        <Link to={`/${lang}/admin/jobs/${job.id}`} aria-label={t("jobsConsole.editNamed", { title })} className={link}>
          {title}
        </Link>
        {job.example ? <span className="ml-2 text-xs font-semibold uppercase text-amber-800 dark:text-amber-200">{t("jobsConsole.example")}</span> : null}
        <p className="text-xs text-slate-700 dark:text-slate-300">
          {t(`jobsConsole.employmentTypes.${job.employmentType}`)} · {t(`jobsConsole.remoteOptions.${job.remote}`)}
        </p>
      </Cell>
      <Cell wrap="short">
        {languages.map((code) => (
          <abbr key={code} title={LANGUAGE_NAMES[code]} className="mr-1 no-underline">
            {code.toUpperCase()}
          </abbr>
        ))}
      </Cell>
      <Cell wrap="short">
        <JobStatusBadge job={job} />
      </Cell>
      <Cell wrap="short">{job.closingDate ? formatDay(lang, job.closingDate) : t("jobsConsole.noClosingDate")}</Cell>
      <Cell wrap="short">
        <Link to={`/${lang}/admin/jobs/applications?job=${job.id}`} aria-label={t("jobsConsole.applicationsOf", { title })} className={link}>
          {t("jobsConsole.applicationsCount", { total: job.applications.total, fresh: job.applications.new })}
        </Link>
      </Cell>
    </tr>
  );
}

function JobsSection({ jobs }: { jobs: StaffJobSummary[] }) {
  const { lang, t } = useI18n();
  return (
    <>
      <SectionHeading section="jobs" intro={t("jobsConsole.intro")} />
      <div className="flex flex-wrap items-center gap-3">
        <Link to={`/${lang}/admin/jobs/new`} className={primaryButton}>
          {t("jobsConsole.newJob")}
        </Link>
        <Link to={`/${lang}/admin/jobs/applications`} className={secondaryButton}>
          {t("jobsConsole.allApplications")}
        </Link>
        <Link to={`/${lang}/admin/jobs/applications?job=open`} className={secondaryButton}>
          {t("jobsConsole.openApplications")}
        </Link>
      </div>
      {jobs.length ? (
        <ConsoleTable
          id="jobs-table"
          caption={t("jobsConsole.tableCaption")}
          head={
            <>
              <HeaderCell>{t("jobsConsole.columns.title")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.columns.languages")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.columns.status")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.columns.closes")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.columns.applications")}</HeaderCell>
            </>
          }
        >
          {jobs.map((job) => (
            <JobRow key={job.id} job={job} />
          ))}
        </ConsoleTable>
      ) : (
        <p className="mt-6">{t("jobsConsole.empty")}</p>
      )}
    </>
  );
}

export default function AdminJobsPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"jobs" in loaderData ? <JobsSection jobs={loaderData.jobs} /> : null}</ConsoleFrame>;
}
