// The contact page: a form that works without JavaScript (a plain POST to this route's action) and gives
// instant feedback with it. The server validates again, rate-limits, stores the lead and sends the mail.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, isRouteErrorResponse, Link, useNavigation } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { contactFormInput, contactFormSchema, fieldErrors, type ContactField, type ContactFieldErrors } from "../lib/contact-form.ts";
import { useI18n } from "../lib/i18n.tsx";
import { isLang } from "../lib/languages.ts";
import { formatWait } from "../lib/wait-time.ts";
import { bookingMessages } from "../lib/messages.server.ts";
import { loadPage, notFound } from "../lib/page-data.server.ts";
import { requestContext } from "../lib/request-context.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/contact";

export function loader(args: Route.LoaderArgs) {
  const { organization } = args.context.get(requestContext);
  const page = loadPage(args);
  return { ...page, organization, bookCall: bookingMessages(page.lang).booking.contactLink };
}

type ActionResult =
  | { ok: true; email: string }
  | {
      ok: false;
      errors: ContactFieldErrors;
      values: Record<string, string>;
      problem?: "rateLimited" | "sendFailed" | "unreadable";
      retryAfterSeconds?: number;
    };

/** What the visitor typed, to put back into the form when a send fails. */
function typedValues(input: ReturnType<typeof contactFormInput>): Record<string, string> {
  return { name: input.name, email: input.email, phone: input.phone ?? "", company: input.company ?? "", message: input.message };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLang(params.lang)) notFound(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    // Not a form post (JSON, plain text) or a cut-off multipart body: nothing to read, nothing stored.
    return data({ ok: false, errors: {}, values: {}, problem: "unreadable" } satisfies ActionResult, { status: 400 });
  }
  const input = contactFormInput(form);
  const values = typedValues(input);
  try {
    const { services, clientAddress } = context.get(requestContext);
    const result = await services.submitContactRequest(input, { source: "contact-form", language: params.lang, clientKey: clientAddress });
    if (result.ok) return { ok: true, email: input.email.trim() } satisfies ActionResult;
    if (result.status === 429) {
      return data({ ok: false, errors: {}, values, problem: "rateLimited", retryAfterSeconds: result.retryAfterSeconds } satisfies ActionResult, {
        status: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    }
    return data({ ok: false, errors: result.errors, values } satisfies ActionResult, { status: 400 });
  } catch (error) {
    console.error("contact form failed", error);
    return data({ ok: false, errors: {}, values, problem: "sendFailed" } satisfies ActionResult, { status: 500 });
  }
}

/** The action's Retry-After reaches the page's own response when a refused form post renders it again. */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

const FIELDS: { name: Exclude<ContactField, "consent">; type: string; autoComplete: string; required: boolean }[] = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
  { name: "company", type: "text", autoComplete: "organization", required: false },
];

const input =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

/**
 * With JavaScript the form posts through React Router, and a request that never reaches the server (offline,
 * connection lost) would otherwise show the crash screen and reload the page empty. It becomes the send
 * failure of SPEC section 8 instead, with what the visitor typed left in place. Its error status keeps React
 * Router from reloading the page's data, which would fail the same way. Without JavaScript nothing changes.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const sent = request.clone().formData();
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    const input = contactFormInput(await sent);
    const values = typedValues(input);
    return data({ ok: false, errors: {}, values, problem: "sendFailed" } satisfies ActionResult, { status: 503 });
  }
}

function ContactForm({ result, contactEmail }: { result: ActionResult | undefined; contactEmail: string }) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const [clientErrors, setClientErrors] = useState<ContactFieldErrors | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const failed = result && !result.ok ? result : undefined;
  const errors = clientErrors ?? failed?.errors ?? {};
  const hasErrors = Object.keys(errors).length > 0;
  const problem = clientErrors ? undefined : failed?.problem;

  const problemText =
    problem === "rateLimited"
      ? t("form.errors.rateLimited", { wait: formatWait(lang, failed?.retryAfterSeconds ?? 60) })
      : problem === "sendFailed"
        ? t("form.errors.sendFailed", { email: contactEmail })
        : problem === "unreadable"
          ? t("form.errors.generic")
          : null;

  useEffect(() => {
    if (hasErrors || problem) summary.current?.focus();
  }, [hasErrors, problem, result, clientErrors]);

  function validate(event: FormEvent<HTMLFormElement>) {
    const parsed = contactFormSchema.safeParse(contactFormInput(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(fieldErrors(parsed.error));
  }

  const describedBy = (field: ContactField) => (errors[field] ? `${field}-error` : undefined);
  const value = (field: string) => failed?.values[field] ?? "";

  return (
    <Form method="post" noValidate onSubmit={validate} className="space-y-5" aria-labelledby="contact-form-heading">
      <div ref={summary} tabIndex={-1} role="alert" className="outline-none">
        {hasErrors ? <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">{t("form.errorSummary")}</p> : null}
        {problemText ? (
          <p className="rounded-md border border-red-700 bg-red-50 p-3 font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
            {problemText}
          </p>
        ) : null}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <div key={field.name}>
            <label htmlFor={field.name} className="block text-sm font-semibold">
              {t(`form.${field.name}`)}
              {field.required ? <span aria-hidden="true" className="text-red-700 dark:text-red-300"> *</span> : <span className="font-normal text-slate-600 dark:text-slate-300"> ({t("form.optional")})</span>}
            </label>
            <input
              id={field.name}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              required={field.required}
              aria-required={field.required}
              aria-invalid={errors[field.name] ? true : undefined}
              aria-describedby={describedBy(field.name)}
              defaultValue={value(field.name)}
              className={input}
            />
            {errors[field.name] ? <p id={`${field.name}-error`} className={errorText}>{t(`form.errors.${errors[field.name]}`)}</p> : null}
          </div>
        ))}
      </div>
      <div>
        <label htmlFor="message" className="block text-sm font-semibold">
          {t("form.message")}
          <span aria-hidden="true" className="text-red-700 dark:text-red-300"> *</span>
        </label>
        <textarea
          id="message"
          name="message"
          rows={6}
          required
          aria-required
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy("message")}
          defaultValue={value("message")}
          className={input}
        />
        {errors.message ? <p id="message-error" className={errorText}>{t(`form.errors.${errors.message}`)}</p> : null}
      </div>
      <div>
        <div className="flex items-start gap-3">
          <input
            id="consent"
            name="consent"
            type="checkbox"
            required
            aria-required
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={describedBy("consent")}
            className="mt-1 h-5 w-5 rounded border-slate-400"
          />
          <label htmlFor="consent" className="text-sm">
            {t("form.consent")}{" "}
            <Link to={pagePath(lang, "privacy")} className="font-semibold text-brand-700 underline dark:text-brand-100">
              {t("form.privacyLink")}
            </Link>
            .<span aria-hidden="true" className="text-red-700 dark:text-red-300"> *</span>
          </label>
        </div>
        {errors.consent ? <p id="consent-error" className={errorText}>{t(`form.errors.${errors.consent}`)}</p> : null}
      </div>
      <button
        type="submit"
        disabled={submitting}
        className="inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
      >
        {submitting ? t("form.sending") : t("form.submit")}
      </button>
    </Form>
  );
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, organization, lang, bookCall } = loaderData;
  const { t } = useI18n();
  const result = actionData as ActionResult | undefined;
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.ok) thanks.current?.focus();
  }, [result]);
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <aside aria-labelledby="book-call-heading" className="mt-6 flex flex-wrap items-center gap-4 rounded-xl border border-brand-600 p-5">
        <div className="flex-1">
          <h2 id="book-call-heading" className="text-lg font-bold">{bookCall.heading}</h2>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{bookCall.text}</p>
        </div>
        <Link to={pagePath(lang, "booking")} className="inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {bookCall.link}
        </Link>
      </aside>
      <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading" className="mb-4 text-xl font-bold">{t("contactPage.formHeading")}</h2>
          {result?.ok ? (
            <div role="status" className="rounded-lg border border-green-700 bg-green-50 p-6 dark:border-green-400 dark:bg-green-950">
              <h3 ref={thanks} tabIndex={-1} className="text-lg font-bold text-green-900 outline-none dark:text-green-100">{t("form.successTitle")}</h3>
              <p className="mt-2 text-green-900 dark:text-green-100">{t("form.successText", { email: result.email })}</p>
              <Link to={pagePath(lang, "kontakt")} className="mt-4 inline-block font-semibold text-green-900 underline dark:text-green-100">
                {t("form.sendAnother")}
              </Link>
            </div>
          ) : (
            <ContactForm result={result} contactEmail={organization.email} />
          )}
        </section>
        <aside aria-labelledby="contact-details-heading" className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
          <h2 id="contact-details-heading" className="text-xl font-bold">{t("contactPage.detailsHeading")}</h2>
          <dl className="mt-4 space-y-3 text-sm">
            <div>
              <dt className="font-semibold">{t("contactPage.phone")}</dt>
              <dd><a className="inline-block py-1 text-brand-700 underline dark:text-brand-100" href={`tel:${organization.telephone.replace(/\s/g, "")}`}>{organization.telephone}</a></dd>
            </div>
            <div>
              <dt className="font-semibold">{t("contactPage.email")}</dt>
              <dd><a className="inline-block py-1 text-brand-700 underline dark:text-brand-100" href={`mailto:${organization.email}`}>{organization.email}</a></dd>
            </div>
            <div>
              <dt className="font-semibold">{t("contactPage.address")}</dt>
              <dd>{organization.address.street}, {organization.address.postalCode} {organization.address.locality}</dd>
            </div>
          </dl>
          <ul className="mt-6 space-y-2 text-sm text-slate-700 dark:text-slate-300">
            <li>{t("contactPage.responseTime")}</li>
            <li>{t("contactPage.freeAnalysis")}</li>
            <li>{t("contactPage.coverage")}</li>
          </ul>
        </aside>
      </div>
    </article>
  );
}
