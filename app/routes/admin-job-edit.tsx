// The console's job editor: /{lang}/admin/jobs/new and /{lang}/admin/jobs/{id} (administrators). What applies to every
// language (employment type, workplace, closing date) once; then each language the job is published in, with its own
// address, title, summary, Markdown description and requirements, places and department. Saving (and publishing,
// closing, deleting) is a call to /api/staff/jobs; the rules are checked here first and by the server again, whose
// field errors are shown beside the fields.
import { useId, useState, type FormEvent, type ReactNode } from "react";
import { data, Link, useNavigate, useRevalidator } from "react-router";
import { dangerButton, primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { showToast } from "../components/toasts.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame } from "../console/console-frame.tsx";
import { JobStatusBadge } from "../console/jobs-console.tsx";
import { staffCall } from "../console/staff-api.ts";
import {
  EMPLOYMENT_TYPES,
  JOB_LIMITS,
  REMOTE_OPTIONS,
  jobFieldErrors,
  jobInputSchema,
  locationLines,
  slugify,
  type EmploymentType,
  type JobInput,
  type RemoteOption,
  type StaffJob,
} from "../jobs/jobs-contract.ts";
import { useI18n } from "../lib/i18n.tsx";
import { HTML_LANG, LANGUAGES, LANGUAGE_NAMES, type Lang } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/admin-job-edit";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "jobs");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const id = args.params.jobId;
  if (!id) return { ...gate, editing: { kind: "new" as const } };
  const job = await args.context.get(requestContext).services.jobs.find(id);
  return job ? { ...gate, editing: { kind: "job" as const, job } } : data({ ...gate, editing: { kind: "missing" as const } }, { status: 404 });
}

const TOAST_MS = 5000;
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";
const errorClass = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";
const hintClass = "mt-1 text-sm text-slate-600 dark:text-slate-300";

interface VersionDraft {
  include: boolean;
  /** The slug follows the title until someone edits it. */
  slugTouched: boolean;
  slug: string;
  title: string;
  summary: string;
  description: string;
  requirements: string;
  locations: string;
  department: string;
}

interface Draft {
  employmentType: EmploymentType;
  remote: RemoteOption;
  closingDate: string;
  versions: Record<Lang, VersionDraft>;
}

function draftOf(job: StaffJob | null, consoleLang: Lang): Draft {
  const versions = Object.fromEntries(
    LANGUAGES.map((lang) => {
      const version = job?.translations[lang];
      return [
        lang,
        version
          ? { include: true, slugTouched: true, ...version, locations: version.locations.join("\n") }
          : { include: !job && lang === consoleLang, slugTouched: false, slug: "", title: "", summary: "", description: "", requirements: "", locations: "", department: "" },
      ];
    }),
  ) as Record<Lang, VersionDraft>;
  return { employmentType: job?.employmentType ?? "full-time", remote: job?.remote ?? "on-site", closingDate: job?.closingDate ?? "", versions };
}

function bodyOf(draft: Draft): JobInput {
  const translations: JobInput["translations"] = {};
  for (const lang of LANGUAGES) {
    const version = draft.versions[lang];
    if (!version.include) continue;
    translations[lang] = {
      slug: version.slug,
      title: version.title,
      summary: version.summary,
      description: version.description,
      requirements: version.requirements,
      locations: locationLines(version.locations),
      department: version.department,
    };
  }
  return { employmentType: draft.employmentType, remote: draft.remote, closingDate: draft.closingDate || null, translations };
}

/** A labelled field with its hint and error tied to it. */
function Labelled({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: (describedBy?: string) => ReactNode }) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {children(describedBy)}
      {hint ? (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function VersionFields({
  lang,
  version,
  errors,
  onChange,
}: {
  lang: Lang;
  version: VersionDraft;
  errors: Record<string, string>;
  onChange: (next: VersionDraft) => void;
}) {
  const { t } = useI18n();
  const base = `job-${lang}`;
  const set = (field: keyof VersionDraft, value: string) => {
    const next = { ...version, [field]: value };
    if (field === "title" && !version.slugTouched) next.slug = slugify(value);
    if (field === "slug") next.slugTouched = true;
    onChange(next);
  };
  const error = (field: string) => errors[`${lang}.${field}`];
  const text = (field: "slug" | "title" | "department", max: number, hint?: string) => (
    <Labelled id={`${base}-${field}`} label={t(`jobsConsole.editor.${field}`)} hint={hint} error={error(field)}>
      {(describedBy) => (
        <input
          id={`${base}-${field}`}
          value={version[field]}
          maxLength={max}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={error(field) ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
          {...(field === "slug" ? { spellCheck: false, autoCapitalize: "off" } : {})}
        />
      )}
    </Labelled>
  );
  const area = (field: "summary" | "description" | "requirements" | "locations", rows: number, max: number, hint?: string) => (
    <Labelled id={`${base}-${field}`} label={t(`jobsConsole.editor.${field}`)} hint={hint} error={error(field)}>
      {(describedBy) => (
        <textarea
          id={`${base}-${field}`}
          value={version[field]}
          rows={rows}
          maxLength={max}
          onChange={(event) => set(field, event.target.value)}
          aria-invalid={error(field) ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    </Labelled>
  );
  return (
    <div lang={HTML_LANG[lang]} className="mt-4 grid gap-5">
      {text("title", JOB_LIMITS.title)}
      {text("slug", JOB_LIMITS.slug, t("jobsConsole.editor.slugHint", { lang, slug: version.slug || "…" }))}
      {area("summary", 2, JOB_LIMITS.summary, t("jobsConsole.editor.summaryHint"))}
      {area("description", 10, JOB_LIMITS.description, t("jobsConsole.editor.descriptionHint"))}
      {area("requirements", 6, JOB_LIMITS.requirements, t("jobsConsole.editor.requirementsHint"))}
      <div className="grid gap-5 sm:grid-cols-2">
        {area("locations", 3, JOB_LIMITS.location * JOB_LIMITS.locations, t("jobsConsole.editor.locationsHint"))}
        {text("department", JOB_LIMITS.department, t("jobsConsole.editor.departmentHint"))}
      </div>
    </div>
  );
}

/** One change through the API; a toast says how it went. */
function useJobCall() {
  const { lang, t } = useI18n();
  const [busy, setBusy] = useState(false);
  async function run<T>(path: string, body: object, success: string): Promise<{ ok: true; data: T } | { ok: false; fields: Record<string, string> }> {
    setBusy(true);
    try {
      const result = await staffCall<T>(path, lang, body);
      if (result.ok) {
        showToast({ title: success, duration: TOAST_MS });
        return { ok: true, data: result.data };
      }
      showToast({ title: t("jobsConsole.editor.failed"), description: result.message ?? undefined, duration: TOAST_MS, variant: "destructive" });
      return { ok: false, fields: result.fields ?? {} };
    } finally {
      setBusy(false);
    }
  }
  return { busy, run };
}

function JobEditor({ job }: { job: StaffJob | null }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [draft, setDraft] = useState(() => draftOf(job, lang));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const call = useJobCall();
  const typeId = useId();
  const remoteId = useId();
  const closingId = useId();

  async function save(publish: boolean) {
    const body = bodyOf(draft);
    const checked = jobInputSchema.safeParse(body);
    if (!checked.success) {
      const codes = jobFieldErrors(checked.error);
      setErrors(Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`jobsConsole.fieldErrors.${code}`)])));
      document.getElementById("job-errors")?.focus();
      return;
    }
    const saved = await call.run<{ job: StaffJob }>(job ? `/api/staff/jobs/${job.id}` : "/api/staff/jobs", body, t("jobsConsole.editor.saved"));
    if (!saved.ok) {
      setErrors(saved.fields);
      document.getElementById("job-errors")?.focus();
      return;
    }
    setErrors({});
    const id = saved.data.job.id;
    if (publish) {
      const published = await call.run<{ job: StaffJob }>(`/api/staff/jobs/${id}/publish`, {}, t("jobsConsole.editor.published"));
      if (!published.ok) setErrors(published.fields);
    }
    if (job) await revalidate();
    else await navigate(`/${lang}/admin/jobs/${id}`, { replace: true });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void save(submitter?.value === "publish");
  }

  const errorCount = Object.keys(errors).length;
  const canPublish = !job || job.status !== "published";
  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-labelledby="job-editor-heading">
      <div id="job-errors" tabIndex={-1} role="alert" className="outline-none">
        {errorCount ? (
          <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
            {t("jobsConsole.editor.errorSummary")}
            {errors.translations ? ` ${errors.translations}` : ""}
          </p>
        ) : null}
      </div>
      <fieldset className={card}>
        <legend className="px-1 text-lg font-bold">{t("jobsConsole.editor.common")}</legend>
        <div className="mt-2 grid gap-5 sm:grid-cols-3">
          <Labelled id={typeId} label={t("jobsConsole.editor.employmentType")} error={errors.employmentType}>
            {(describedBy) => (
              <select
                id={typeId}
                value={draft.employmentType}
                onChange={(event) => setDraft({ ...draft, employmentType: event.target.value as EmploymentType })}
                aria-describedby={describedBy}
                className={inputClass}
              >
                {EMPLOYMENT_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`jobsConsole.employmentTypes.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled id={remoteId} label={t("jobsConsole.editor.remote")} error={errors.remote}>
            {(describedBy) => (
              <select
                id={remoteId}
                value={draft.remote}
                onChange={(event) => setDraft({ ...draft, remote: event.target.value as RemoteOption })}
                aria-describedby={describedBy}
                className={inputClass}
              >
                {REMOTE_OPTIONS.map((option) => (
                  <option key={option} value={option}>
                    {t(`jobsConsole.remoteOptions.${option}`)}
                  </option>
                ))}
              </select>
            )}
          </Labelled>
          <Labelled id={closingId} label={t("jobsConsole.editor.closingDate")} hint={t("jobsConsole.editor.closingDateHint")} error={errors.closingDate}>
            {(describedBy) => (
              <input
                id={closingId}
                type="date"
                value={draft.closingDate}
                onChange={(event) => setDraft({ ...draft, closingDate: event.target.value })}
                aria-invalid={errors.closingDate ? true : undefined}
                aria-describedby={describedBy}
                className={inputClass}
              />
            )}
          </Labelled>
        </div>
      </fieldset>
      <section aria-labelledby="job-languages-heading">
        <h2 id="job-languages-heading" className="text-lg font-bold">
          {t("jobsConsole.editor.languagesHeading")}
        </h2>
        <p className={hintClass}>{t("jobsConsole.editor.languagesHint")}</p>
        <div className="mt-4 space-y-4">
          {LANGUAGES.map((code) => {
            const version = draft.versions[code];
            return (
              <fieldset key={code} className={card}>
                <legend className="px-1 font-bold">{LANGUAGE_NAMES[code]}</legend>
                <div className="flex items-center gap-3">
                  <input
                    id={`job-${code}-include`}
                    type="checkbox"
                    checked={version.include}
                    onChange={(event) => setDraft({ ...draft, versions: { ...draft.versions, [code]: { ...version, include: event.target.checked } } })}
                    className="h-5 w-5 rounded border-slate-400"
                  />
                  <label htmlFor={`job-${code}-include`} className="font-semibold">
                    {t("jobsConsole.editor.include", { language: LANGUAGE_NAMES[code] })}
                  </label>
                </div>
                {version.include ? (
                  <VersionFields
                    lang={code}
                    version={version}
                    errors={errors}
                    onChange={(next) => setDraft({ ...draft, versions: { ...draft.versions, [code]: next } })}
                  />
                ) : null}
              </fieldset>
            );
          })}
        </div>
      </section>
      <div className="flex flex-wrap gap-3">
        <button type="submit" name="intent" value="save" disabled={call.busy} className={canPublish ? secondaryButton : primaryButton}>
          {call.busy ? t("jobsConsole.editor.saving") : t("jobsConsole.editor.save")}
        </button>
        {canPublish ? (
          <button type="submit" name="intent" value="publish" disabled={call.busy} className={primaryButton}>
            {t("jobsConsole.editor.saveAndPublish")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function StatusPart({ job }: { job: StaffJob }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const call = useJobCall();
  const [confirming, setConfirming] = useState(false);
  async function change(action: "publish" | "close") {
    const done = await call.run(`/api/staff/jobs/${job.id}/${action}`, {}, t(action === "publish" ? "jobsConsole.editor.published" : "jobsConsole.editor.closed"));
    if (done.ok) await revalidate();
  }
  async function remove() {
    const done = await call.run(`/api/staff/jobs/${job.id}/delete`, {}, t("jobsConsole.editor.deleted"));
    if (done.ok) await navigate(`/${lang}/admin/jobs`, { replace: true });
  }
  return (
    <section aria-labelledby="job-status-heading" className={card}>
      <h2 id="job-status-heading" className="text-lg font-bold">
        {t("jobsConsole.editor.statusHeading")}
      </h2>
      <p className="mt-3">
        {t("jobsConsole.editor.currentStatus")} <JobStatusBadge job={job} />
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        {job.status === "draft" ? (
          <button type="button" disabled={call.busy} onClick={() => void change("publish")} className={primaryButton}>
            {t("jobsConsole.editor.publish")}
          </button>
        ) : null}
        {job.status === "closed" ? (
          <button type="button" disabled={call.busy} onClick={() => void change("publish")} className={secondaryButton}>
            {t("jobsConsole.editor.reopen")}
          </button>
        ) : null}
        {job.status === "published" ? (
          <button type="button" disabled={call.busy} onClick={() => void change("close")} className={secondaryButton}>
            {t("jobsConsole.editor.close")}
          </button>
        ) : null}
        {confirming ? null : (
          <button type="button" disabled={call.busy} onClick={() => setConfirming(true)} className={dangerButton}>
            {t("jobsConsole.editor.delete")}
          </button>
        )}
      </div>
      {confirming ? (
        <div role="group" aria-labelledby="job-delete-question" className="mt-4 rounded-lg bg-red-50 p-4 dark:bg-red-950">
          <p id="job-delete-question" className="font-semibold text-red-900 dark:text-red-100">
            {t("jobsConsole.editor.deleteConfirm")}
          </p>
          <div className="mt-3 flex flex-wrap gap-3">
            <button type="button" disabled={call.busy} onClick={() => void remove()} className={dangerButton}>
              {t("jobsConsole.editor.deleteYes")}
            </button>
            <button type="button" onClick={() => setConfirming(false)} className={secondaryButton}>
              {t("jobsConsole.editor.cancel")}
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}

function LinksPart({ job }: { job: StaffJob }) {
  const { lang, t } = useI18n();
  const languages = LANGUAGES.filter((code) => job.translations[code]);
  return (
    <section aria-labelledby="job-links-heading" className={card}>
      <h2 id="job-links-heading" className="text-lg font-bold">
        {t("jobsConsole.editor.previewHeading")}
      </h2>
      <ul className="mt-3 space-y-2">
        {languages.map((code) => (
          <li key={code} className="flex flex-wrap gap-x-6 gap-y-1">
            <Link to={`/${lang}/admin/jobs/${job.id}/preview?language=${code}`} className={link}>
              {t("jobsConsole.editor.preview", { language: LANGUAGE_NAMES[code] })}
            </Link>
            {job.open ? (
              <a href={`/${code}/jobs/${job.translations[code]!.slug}`} className={link}>
                {t("jobsConsole.editor.publicPage", { language: LANGUAGE_NAMES[code] })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Granted = Extract<Route.ComponentProps["loaderData"], { editing: unknown }>;

function EditorSection({ data: loaded }: { data: Granted }) {
  const { lang, t } = useI18n();
  const { editing } = loaded;
  const job = editing.kind === "job" ? editing.job : null;
  return (
    <>
      <p>
        <Link to={`/${lang}/admin/jobs`} className={link}>
          {t("jobsConsole.editor.back")}
        </Link>
      </p>
      <h1 id="job-editor-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {job ? t("jobsConsole.editor.editHeading") : t("jobsConsole.editor.newHeading")}
      </h1>
      {editing.kind === "missing" ? (
        <p className="mt-6">{t("jobsConsole.errors.notFound")}</p>
      ) : (
        <div className="mt-6 grid gap-6 xl:grid-cols-[1fr_18rem]">
          {/* A new key after each save: the form starts again from what the server holds. */}
          <JobEditor key={job ? `${job.id}-${job.updatedAt}` : "new"} job={job} />
          {job ? (
            <div className="space-y-6">
              <StatusPart job={job} />
              <LinksPart job={job} />
            </div>
          ) : (
            <p className={hintClass}>{t("jobsConsole.editor.saveFirst")}</p>
          )}
        </div>
      )}
    </>
  );
}

export default function AdminJobEditPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"editing" in loaderData ? <EditorSection data={loaderData} /> : null}</ConsoleFrame>;
}
