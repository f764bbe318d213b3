// /{lang}/jobs/apply (?job=<id> for a job, without it an open application): a real HTML form, posted as multipart by the
// browser with or without JavaScript, to this route's action. The server reads at most the CV's limit, validates every
// field and the CV's bytes, rate-limits per client address, stores the application and mails both sides. A refused
// post changes nothing and comes back with each field's error beside it and what was typed still in place.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import {
  APPLICATION_FORM_MAX_BYTES,
  CV_ACCEPT,
  CV_MAX_BYTES,
  applicationFieldErrors,
  applicationFormInput,
  applicationFormSchema,
  cvFileProblem,
  type ApplicationField,
  type ApplicationFieldErrors,
  type ApplicationFormInput,
} from "../jobs/application-form.ts";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { isLang } from "../lib/languages.ts";
import { jobsMessages } from "../lib/messages.server.ts";
import { loadPage, notFound } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { pagePath } from "../lib/site-map.ts";
import { translate } from "../lib/translate.ts";
import { formatWait } from "../lib/wait-time.ts";
import type { Route } from "./+types/job-apply";

const CV_MEGABYTES = CV_MAX_BYTES / (1024 * 1024);

export async function loader(args: Route.LoaderArgs) {
  const lang = args.params.lang;
  if (!isLang(lang)) notFound(args.request);
  const { services, organization } = args.context.get(requestContext);
  const asked = pageUrl(args.request).searchParams.get("job");
  const target = asked ? await services.jobs.applicationTarget(asked, lang) : null;
  const job = target?.open ? { id: target.id, title: target.title, slug: target.slug } : null;
  const messages = jobsMessages(lang);
  const heading = job ? translate(messages.jobs.apply, "titleFor", { title: job.title }) : messages.jobs.apply.titleOpen;
  const page = loadPage(args, undefined, { copy: { title: heading, h1: heading, intro: "", pending: undefined } });
  return { ...page, job, jobUnavailable: Boolean(asked) && !job, organization: { name: organization.name, email: organization.email }, messages };
}

type Problem = "rateLimited" | "sendFailed" | "unreadable" | "tooLarge";

type ActionResult =
  | { ok: true; email: string }
  | { ok: false; errors: ApplicationFieldErrors; values: Record<string, string>; problem?: Problem; retryAfterSeconds?: number };

/** What the applicant typed, to put back into the form (a file cannot be put back). */
function typedValues(input: ApplicationFormInput): Record<string, string> {
  return {
    name: input.name,
    email: input.email,
    phone: input.phone ?? "",
    linkedinUrl: input.linkedinUrl ?? "",
    coverLetter: input.coverLetter,
    consent: input.consent ? "on" : "",
  };
}

class BodyTooLarge extends Error {}

/**
 * The posted form, reading at most `maxBytes` of the body: a declared length above it is refused before anything is
 * read, a body that runs past it is cut off there.
 */
async function readForm(request: Request, maxBytes: number): Promise<FormData | "tooLarge" | "unreadable"> {
  const declared = Number(request.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > maxBytes) return "tooLarge";
  if (!request.body) return "unreadable";
  let seen = 0;
  const counted = request.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        seen += chunk.byteLength;
        if (seen > maxBytes) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  try {
    return await new Response(counted, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    return seen > maxBytes ? "tooLarge" : "unreadable";
  }
}

function fileOf(form: FormData, name: string): File | null {
  const value = form.get(name);
  return typeof value === "object" && value !== null && typeof value.arrayBuffer === "function" && value.name ? value : null;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLang(params.lang)) notFound(request);
  const form = await readForm(request, APPLICATION_FORM_MAX_BYTES);
  if (form === "tooLarge") {
    return data({ ok: false, errors: { cv: "cvTooLarge" }, values: {}, problem: "tooLarge" } satisfies ActionResult, { status: 413 });
  }
  if (form === "unreadable") return data({ ok: false, errors: {}, values: {}, problem: "unreadable" } satisfies ActionResult, { status: 400 });
  const input = applicationFormInput(form);
  const values = typedValues(input);
  try {
    const { services, clientAddress } = context.get(requestContext);
    const file = fileOf(form, "cv");
    const cv = file ? { name: file.name, data: new Uint8Array(await file.arrayBuffer()) } : null;
    const result = await services.jobs.applications.submit(input, cv, { language: params.lang, clientAddress });
    if (result.ok) return { ok: true, email: input.email.trim() } satisfies ActionResult;
    if (result.status === 429) {
      return data({ ok: false, errors: {}, values, problem: "rateLimited", retryAfterSeconds: result.retryAfterSeconds } satisfies ActionResult, {
        status: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    }
    return data({ ok: false, errors: result.errors, values } satisfies ActionResult, { status: result.status });
  } catch (error) {
    console.error("job application failed", error);
    return data({ ok: false, errors: {}, values, problem: "sendFailed" } satisfies ActionResult, { status: 500 });
  }
}

/** The action's Retry-After reaches the page's own response when a refused form post renders it again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

/** A post that never reached the server (offline) is the send failure, with what was typed left in place. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const values = typedValues(applicationFormInput(await sent));
    return data({ ok: false, errors: {}, values, problem: "sendFailed" } satisfies ActionResult, { status: 503 });
  }
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";
const hintText = "mt-1 text-sm text-slate-600 dark:text-slate-300";
const alertBox = "rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200";

const TEXT_FIELDS: { name: "name" | "email" | "phone" | "linkedinUrl"; type: string; autoComplete: string; required: boolean; hint?: string }[] = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
  { name: "linkedinUrl", type: "url", autoComplete: "url", required: false, hint: "jobs.apply.linkedinHint" },
];

function ApplicationForm({ result, jobId, organization }: { result: ActionResult | undefined; jobId: string | null; organization: { name: string; email: string } }) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [clientErrors, setClientErrors] = useState<ApplicationFieldErrors | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const problem = clientErrors ? undefined : failed?.problem;
  const problemText =
    problem === "rateLimited"
      ? t("jobs.apply.rateLimited", { wait: formatWait(lang, failed?.retryAfterSeconds ?? 60) })
      : problem === "sendFailed"
        ? t("jobs.apply.sendFailed", { email: organization.email })
        : problem === "unreadable"
          ? t("jobs.apply.unreadable")
          : problem === "tooLarge"
            ? t("jobs.apply.tooLarge", { megabytes: CV_MEGABYTES })
            : null;

  useEffect(() => {
    if (hasErrors || problem) summary.current?.focus();
  }, [hasErrors, problem, result, clientErrors]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const parsed = applicationFormSchema.safeParse(applicationFormInput(form));
    const found: ApplicationFieldErrors = parsed.success ? {} : applicationFieldErrors(parsed.error);
    const file = form.get("cv");
    const cvProblem = cvFileProblem(typeof file === "object" && file !== null ? { name: file.name, size: file.size } : null);
    if (cvProblem) found.cv = cvProblem;
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
  }

  const errorOf = (field: ApplicationField) => (errors[field] ? t(`jobs.apply.errors.${errors[field]}`, { megabytes: CV_MEGABYTES }) : null);
  const describedBy = (field: ApplicationField, hint?: boolean) =>
    [hint ? `${field}-hint` : "", errors[field] ? `${field}-error` : ""].filter(Boolean).join(" ") || undefined;
  const value = (field: string) => failed?.values[field] ?? "";
  const label = (field: ApplicationField, required: boolean) => (
    <label htmlFor={field} className="block text-sm font-semibold">
      {t(`jobs.apply.${field}`)}
      {required ? (
        <span aria-hidden="true" className="text-red-700 dark:text-red-300">
          {" "}
          *
        </span>
      ) : (
        <span className="font-normal text-slate-600 dark:text-slate-300"> ({t("jobs.apply.optional")})</span>
      )}
    </label>
  );

  return (
    <Form method="post" encType="multipart/form-data" noValidate onSubmit={validate} className="space-y-5" aria-labelledby="application-form-heading">
      {jobId ? <input type="hidden" name="job" value={jobId} /> : null}
      <div ref={summary} tabIndex={-1} role="alert" className="space-y-3 outline-none">
        {hasErrors ? <p className={alertBox}>{t("jobs.apply.errorSummary")}</p> : null}
        {errors.job ? <p className={alertBox}>{errorOf("job")}</p> : null}
        {problemText ? <p className={alertBox}>{problemText}</p> : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map((field) => (
          <div key={field.name}>
            {label(field.name, field.required)}
            <input
              id={field.name}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-required={field.required}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name, Boolean(field.hint))}
              defaultValue={value(field.name)}
              className={inputClass}
            />
            {field.hint ? (
              <p id={`${field.name}-hint`} className={hintText}>
                {t(field.hint)}
              </p>
            ) : null}
            {errors[field.name] ? (
              <p id={`${field.name}-error`} className={errorText}>
                {errorOf(field.name)}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <div>
        {label("coverLetter", false)}
        <textarea
          id="coverLetter"
          name="coverLetter"
          rows={8}
          aria-invalid={errors.coverLetter ? true : undefined}
          aria-describedby={describedBy("coverLetter", true)}
          defaultValue={value("coverLetter")}
          className={inputClass}
        />
        <p id="coverLetter-hint" className={hintText}>
          {t("jobs.apply.coverLetterHint")}
        </p>
        {errors.coverLetter ? (
          <p id="coverLetter-error" className={errorText}>
            {errorOf("coverLetter")}
          </p>
        ) : null}
      </div>
      <div>
        {label("cv", true)}
        <input
          id="cv"
          name="cv"
          type="file"
          accept={CV_ACCEPT}
          required
          aria-required
          aria-invalid={errors.cv ? true : undefined}
          aria-describedby={describedBy("cv", true)}
          className="mt-1 block w-full text-sm file:mr-4 file:rounded-md file:border-0 file:bg-brand-600 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-brand-700"
        />
        <p id="cv-hint" className={hintText}>
          {t("jobs.apply.cvHint", { megabytes: CV_MEGABYTES })}
          {failed && !clientErrors && Object.keys(failed.values).length ? ` ${t("jobs.apply.cvAgain")}` : ""}
        </p>
        {errors.cv ? (
          <p id="cv-error" className={errorText}>
            {errorOf("cv")}
          </p>
        ) : null}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            required
            aria-required
            defaultChecked={value("consent") === "on"}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy("consent")}
            className="mt-1 h-5 w-5 shrink-0 rounded border-slate-400"
          />
          <label htmlFor="consent" className="text-sm">
            {t("jobs.apply.consent", { org: organization.name })}{" "}
            <Link to={pagePath(lang, "privacy")} className="font-semibold text-brand-700 underline dark:text-brand-100">
              {t("jobs.apply.privacyLink")}
            </Link>
            .
            <span aria-hidden="true" className="text-red-700 dark:text-red-300">
              {" "}
              *
            </span>
          </label>
        </div>
        {errors.consent ? (
          <p id="consent-error" className={errorText}>
            {errorOf("consent")}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {submitting ? t("jobs.apply.sending") : t("jobs.apply.submit")}
      </button>
    </Form>
  );
}

function ApplyPage({ data: loaded, result }: { data: Route.ComponentProps["loaderData"]; result: ActionResult | undefined }) {
  const { lang, t } = useI18n();
  const { head, breadcrumbs, copy, job, jobUnavailable, organization } = loaded;
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.ok) thanks.current?.focus();
  }, [result]);
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{copy.h1}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{job ? t("jobs.apply.introFor") : t("jobs.apply.introOpen")}</p>
      {job?.slug ? (
        <p className="mt-2">
          <Link to={pagePath(lang, `jobs/${job.slug}`)} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
            {job.title}
          </Link>
        </p>
      ) : null}
      {jobUnavailable ? (
        <p className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
          {t("jobs.apply.jobClosedNotice")}
        </p>
      ) : null}
      <section aria-labelledby="application-form-heading" className="mt-8 max-w-3xl">
        <h2 id="application-form-heading" className="mb-4 text-xl font-bold">
          {t("jobs.apply.formHeading")}
        </h2>
        {result?.ok ? (
          <div role="status" className="rounded-lg border border-green-700 bg-green-50 p-6 dark:border-green-400 dark:bg-green-950">
            <h3 ref={thanks} tabIndex={-1} className="text-lg font-bold text-green-900 outline-none dark:text-green-100">
              {t("jobs.apply.successTitle")}
            </h3>
            <p className="mt-2 text-green-900 dark:text-green-100">{t("jobs.apply.successText", { email: result.email })}</p>
            <Link to={pagePath(lang, "jobs")} className="mt-4 inline-block font-semibold text-green-900 underline dark:text-green-100">
              {t("jobs.apply.backToJobs")}
            </Link>
          </div>
        ) : (
          <ApplicationForm result={result} jobId={job?.id ?? null} organization={organization} />
        )}
      </section>
    </article>
  );
}

export default function JobApply({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages as unknown as Messages}>
      <ApplyPage data={loaderData} result={actionData as ActionResult | undefined} />
    </WithMessages>
  );
}
