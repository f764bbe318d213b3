// The console's applications (/{lang}/admin/jobs/applications, administrators): every application, or one job's, or the
// open ones (?job=<id>|open), by status; `?open=<id>` opens one with its cover letter, CV, status pipeline and notes,
// and deletes it on request. Each change is a call to /api/staff/job-applications/…, after which the page's data is
// read again.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { data, Form, Link, useNavigate, useRevalidator, useSubmit } from "react-router";
import { LocalTime } from "../account/local-time.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { showToast } from "../components/toasts.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { Cell, ConsoleTable, HeaderCell } from "../console/console-ui.tsx";
import { jobTitle } from "../console/jobs-console.tsx";
import { staffCall } from "../console/staff-api.ts";
import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_STATUSES,
  readApplicationFilters,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationStatus,
  type ApplicationSummary,
} from "../jobs/jobs-contract.ts";
import { useI18n } from "../lib/i18n.tsx";
import { HTML_LANG, LANGUAGE_NAMES, LOCALE_CODES } from "../lib/languages.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/admin-job-applications";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "jobs");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const url = pageUrl(args.request);
  const { filters } = readApplicationFilters(url.searchParams);
  const { jobs } = args.context.get(requestContext).services;
  const jobOptions = (await jobs.list()).map((job) => ({ id: job.id, title: jobTitle(job.languages, gate.lang) ?? job.id }));
  const openId = url.searchParams.get("open");
  if (openId !== null) return { ...gate, filters, jobOptions, view: { kind: "application" as const, application: await jobs.applications.find(openId) } };
  return { ...gate, filters, jobOptions, view: { kind: "list" as const, list: await jobs.applications.list(filters) } };
}

const TOAST_MS = 5000;
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm dark:border-slate-500 dark:bg-slate-900 dark:text-white";
const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

const STATUS_LOOK: Record<ApplicationStatus, string> = {
  new: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  reviewing: "bg-brand-100 text-brand-900 dark:bg-slate-800 dark:text-brand-100",
  interview: "bg-brand-100 text-brand-900 dark:bg-slate-800 dark:text-brand-100",
  offer: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  hired: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  rejected: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>{t(`jobsConsole.applicationStatuses.${status}`)}</span>;
}

function JobName({ application }: { application: ApplicationSummary }) {
  const { t } = useI18n();
  if (!application.jobTitle) return <>{t("jobsConsole.applications.open")}</>;
  if (!application.jobId) return <>{t("jobsConsole.applications.deletedJob", { title: application.jobTitle })}</>;
  return <>{application.jobTitle}</>;
}

function query(filters: ApplicationFilters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (filters.job) params.set("job", filters.job);
  if (filters.status) params.set("status", filters.status);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const text = params.toString();
  return text ? `?${text}` : "?";
}

function formatSize(bytes: number, locale: string): string {
  const kilobytes = bytes / 1024;
  return kilobytes < 1024
    ? new Intl.NumberFormat(locale, { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 }).format(Math.max(1, kilobytes))
    : new Intl.NumberFormat(locale, { style: "unit", unit: "megabyte", maximumFractionDigits: 1 }).format(kilobytes / 1024);
}

function Filters({ filters, jobOptions }: { filters: ApplicationFilters; jobOptions: { id: string; title: string }[] }) {
  const { t } = useI18n();
  const jobId = useId();
  const statusId = useId();
  const submit = useSubmit();
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    for (const [name, value] of [...fields]) if (typeof value === "string" && !value) fields.delete(name);
    void submit(fields, { method: "get" });
  }
  return (
    <Form method="get" role="search" onSubmit={search} aria-label={t("jobsConsole.applications.filtersLabel")} className={`${card} flex flex-wrap items-end gap-4`}>
      <div className="min-w-[14rem] flex-1">
        <label htmlFor={jobId} className="block text-sm font-semibold">
          {t("jobsConsole.applications.job")}
        </label>
        <select id={jobId} name="job" defaultValue={filters.job ?? ""} className={inputClass}>
          <option value="">{t("jobsConsole.applications.allJobs")}</option>
          <option value="open">{t("jobsConsole.applications.openOnly")}</option>
          {jobOptions.map((job) => (
            <option key={job.id} value={job.id}>
              {job.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={statusId} className="block text-sm font-semibold">
          {t("jobsConsole.applications.status")}
        </label>
        <select id={statusId} name="status" defaultValue={filters.status ?? ""} className={inputClass}>
          <option value="">{t("jobsConsole.applications.allStatuses")}</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`jobsConsole.applicationStatuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={primaryButton}>
        {t("jobsConsole.applications.submit")}
      </button>
    </Form>
  );
}

function ListView({ list, filters }: { list: { applications: ApplicationSummary[]; total: number }; filters: ApplicationFilters }) {
  const { t } = useI18n();
  return (
    <>
      <p role="status" className="mt-6 font-semibold">
        {t("jobsConsole.applications.found", { count: list.total })}
      </p>
      {list.applications.length ? (
        <ConsoleTable
          id="applications-table"
          caption={t("jobsConsole.applications.tableCaption")}
          head={
            <>
              <HeaderCell>{t("jobsConsole.applications.columns.received")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.applications.columns.applicant")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.applications.columns.job")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.applications.columns.status")}</HeaderCell>
              <HeaderCell>{t("jobsConsole.applications.columns.lastActivity")}</HeaderCell>
            </>
          }
        >
          {list.applications.map((application) => (
            <tr key={application.id}>
              <Cell wrap="short">
                <LocalTime iso={application.createdAt} />
              </Cell>
              <Cell>
                <Link to={query(filters, { open: application.id })} aria-label={t("jobsConsole.applications.openNamed", { name: application.name })} className={link}>
                  {application.name}
                </Link>
                <p className="[overflow-wrap:anywhere] text-xs text-slate-700 dark:text-slate-300">{application.email}</p>
              </Cell>
              <Cell>
                <JobName application={application} />
              </Cell>
              <Cell wrap="short">
                <StatusBadge status={application.status} />
              </Cell>
              <Cell wrap="short">
                <LocalTime iso={application.lastActivityAt} />
              </Cell>
            </tr>
          ))}
        </ConsoleTable>
      ) : (
        <p className="mt-4">{t("jobsConsole.applications.empty")}</p>
      )}
    </>
  );
}

function useApplicationCall() {
  const { lang, t } = useI18n();
  const [busy, setBusy] = useState(false);
  async function run(path: string, body: object, success: string): Promise<boolean> {
    setBusy(true);
    try {
      const result = await staffCall(path, lang, body);
      if (result.ok) showToast({ title: success, duration: TOAST_MS });
      else showToast({ title: t("jobsConsole.editor.failed"), description: result.message ?? undefined, duration: TOAST_MS, variant: "destructive" });
      return result.ok;
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h3>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function StatusPart({ application }: { application: ApplicationDetail }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const call = useApplicationCall();
  const selectId = useId();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = t(`jobsConsole.applicationStatuses.${status}`);
    if (await call.run(`/api/staff/job-applications/${application.id}/status`, { status }, t("jobsConsole.applications.statusPart.changed", { status: name }))) {
      await revalidate();
    }
  }
  return (
    <Part id="application-status" title={t("jobsConsole.applications.statusPart.heading")}>
      <p>
        <StatusBadge status={application.status} />
      </p>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-[12rem] flex-1">
          <label htmlFor={selectId} className="block text-sm font-semibold">
            {t("jobsConsole.applications.statusPart.label")}
          </label>
          <select id={selectId} value={status} onChange={(event) => setStatus(event.target.value as ApplicationStatus)} className={inputClass}>
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {t(`jobsConsole.applicationStatuses.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={call.busy || status === application.status} className={secondaryButton}>
          {t("jobsConsole.applications.statusPart.save")}
        </button>
      </form>
    </Part>
  );
}

function NotesPart({ application }: { application: ApplicationDetail }) {
  const { t } = useI18n();
  const { revalidate } = useRevalidator();
  const call = useApplicationCall();
  const fieldId = useId();
  const [body, setBody] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await call.run(`/api/staff/job-applications/${application.id}/notes`, { body }, t("jobsConsole.applications.notes.added"))) {
      setBody("");
      await revalidate();
    }
  }
  return (
    <Part id="application-notes" title={t("jobsConsole.applications.notes.heading")}>
      {application.notes.length ? (
        <ol className="space-y-3">
          {application.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <p className="text-xs text-slate-700 dark:text-slate-300">
                <span className="font-semibold">{note.authorName}</span> · <LocalTime iso={note.createdAt} />
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("jobsConsole.applications.notes.empty")}</p>
      )}
      <form onSubmit={submit} className="space-y-3">
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold">
            {t("jobsConsole.applications.notes.label")}
          </label>
          <textarea id={fieldId} rows={3} value={body} maxLength={APPLICATION_NOTE_MAX_LENGTH} onChange={(event) => setBody(event.target.value)} className={inputClass} />
        </div>
        <button type="submit" disabled={call.busy || !body.trim()} className={secondaryButton}>
          {t("jobsConsole.applications.notes.add")}
        </button>
      </form>
    </Part>
  );
}

function DeletePart({ application, back }: { application: ApplicationDetail; back: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const call = useApplicationCall();
  const [confirming, setConfirming] = useState(false);
  async function remove() {
    if (await call.run(`/api/staff/job-applications/${application.id}/delete`, {}, t("jobsConsole.applications.deletePart.done"))) {
      await navigate(back, { replace: true });
    }
  }
  return (
    <Part id="application-delete" title={t("jobsConsole.applications.deletePart.heading")}>
      <p>{t("jobsConsole.applications.deletePart.text")}</p>
      {confirming ? (
        <div role="group" aria-labelledby="application-delete-question" className="rounded-lg bg-red-50 p-4 dark:bg-red-950">
          <p id="application-delete-question" className="font-semibold text-red-900 dark:text-red-100">
            {t("jobsConsole.applications.deletePart.confirm")}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" disabled={call.busy} onClick={() => void remove()} className={dangerButton}>
              {t("jobsConsole.applications.deletePart.yes")}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              {t("jobsConsole.applications.deletePart.cancel")}
            </button>
          </div>
        </div>
      ) : (
        <button type="button" onClick={() => setConfirming(true)} className={dangerButton}>
          {t("jobsConsole.applications.deletePart.button")}
        </button>
      )}
    </Part>
  );
}

function DetailView({ application, filters }: { application: ApplicationDetail | null; filters: ApplicationFilters }) {
  const { lang, t } = useI18n();
  const backHref = query(filters);
  const back = (
    <p>
      <Link to={backHref} className={link}>
        {t("jobsConsole.applications.back")}
      </Link>
    </p>
  );
  if (!application) {
    return (
      <div className="space-y-4">
        {back}
        <p>{t("jobsConsole.applications.notFound")}</p>
      </div>
    );
  }
  const rows: [string, ReactNode][] = [
    [t("jobsConsole.applications.detail.email"), <a href={`mailto:${application.email}`} className={link}>{application.email}</a>],
    [t("jobsConsole.applications.detail.phone"), application.phone ? <a href={`tel:${application.phone.replace(/[^+\d]/g, "")}`} className={link}>{application.phone}</a> : "–"],
    [
      t("jobsConsole.applications.detail.linkedin"),
      application.linkedinUrl ? (
        <a href={application.linkedinUrl} rel="noopener noreferrer nofollow" target="_blank" className={link}>
          {application.linkedinUrl}
        </a>
      ) : (
        "–"
      ),
    ],
    [t("jobsConsole.applications.detail.job"), <JobName application={application} />],
    [t("jobsConsole.applications.detail.language"), <span lang={HTML_LANG[application.language]}>{LANGUAGE_NAMES[application.language]}</span>],
    [t("jobsConsole.applications.detail.received"), <LocalTime iso={application.createdAt} />],
    [t("jobsConsole.applications.detail.lastActivity"), <LocalTime iso={application.lastActivityAt} />],
    [t("jobsConsole.applications.detail.deleteAfter"), <LocalTime iso={application.deleteAfter} style="date" />],
  ];
  return (
    <div className="space-y-6">
      {back}
      <section aria-labelledby="application-heading" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="application-heading" className="break-words text-xl font-bold">
            {application.name}
          </h2>
          <StatusBadge status={application.status} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-5 font-semibold">{t("jobsConsole.applications.detail.cv")}</h3>
        <p className="mt-1">
          {application.cv ? (
            <a href={`/api/staff/job-applications/${application.id}/cv`} download={application.cv.name} className={link}>
              {t("jobsConsole.applications.detail.downloadCv", { name: application.cv.name, size: formatSize(application.cv.size, LOCALE_CODES[lang]) })}
            </a>
          ) : (
            t("jobsConsole.applications.detail.noCv")
          )}
        </p>
        <h3 className="mt-5 font-semibold">{t("jobsConsole.applications.detail.coverLetter")}</h3>
        {application.coverLetter ? (
          <p lang={HTML_LANG[application.language]} className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
            {application.coverLetter}
          </p>
        ) : (
          <p className="mt-1">{t("jobsConsole.applications.detail.noCoverLetter")}</p>
        )}
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <StatusPart key={`status-${application.id}-${application.status}`} application={application} />
        <DeletePart key={`delete-${application.id}`} application={application} back={backHref} />
      </div>
      <NotesPart key={`notes-${application.id}`} application={application} />
    </div>
  );
}

type Granted = Extract<Route.ComponentProps["loaderData"], { view: unknown }>;

function ApplicationsSection({ data: loaded }: { data: Granted }) {
  const { lang, t } = useI18n();
  return (
    <>
      <SectionHeading section="jobs" intro={t("jobsConsole.applications.intro")} />
      <p className="mb-4">
        <Link to={`/${lang}/admin/jobs`} className={link}>
          {t("jobsConsole.editor.back")}
        </Link>
      </p>
      <h2 className="mb-4 text-xl font-bold">{t("jobsConsole.applications.heading")}</h2>
      {loaded.view.kind === "list" ? (
        <>
          <Filters key={JSON.stringify(loaded.filters)} filters={loaded.filters} jobOptions={loaded.jobOptions} />
          <ListView list={loaded.view.list} filters={loaded.filters} />
        </>
      ) : (
        <DetailView application={loaded.view.application} filters={loaded.filters} />
      )}
    </>
  );
}

export default function AdminJobApplicationsPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"view" in loaderData ? <ApplicationsSection data={loaderData} /> : null}</ConsoleFrame>;
}
