// A person's data without an account (/{lang}/my-data), linked from the privacy policy: they give their email address
// and get a link to it (the answer is the same for every address: nothing is looked up before the link is opened).
// The link (/{lang}/my-data/{token}) shows what is held and offers one action: a download (a plain form post to
// /api/privacy/export, so it works without JavaScript) or an erasure (this route's action), with what is kept and why.
import { useEffect, useRef } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { Head } from "../components/head.tsx";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { isLang } from "../lib/languages.ts";
import { privacyMessages } from "../lib/messages.server.ts";
import { loadPage, notFound } from "../lib/page-data.server.ts";
import { KEPT_AFTER_ERASURE, PERSON_DATA_KINDS, privacyEmailSchema } from "../lib/privacy-contract.ts";
import { requestContext } from "../lib/request-context.ts";
import { formatWait } from "../lib/wait-time.ts";
import { pageUrl } from "../lib/page-url.ts";
import { pagePath, type PageEntry } from "../lib/site-map.ts";
import type { Route } from "./+types/my-data";

const MY_DATA_PAGE: PageEntry = { id: "myData", slug: "my-data", kind: "area", noindex: true };

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args, MY_DATA_PAGE);
  const { myData } = privacyMessages(page.lang);
  const query = pageUrl(args.request).searchParams;
  const accountDeleted = query.get("deleted") === "account";
  const base = { ...page, breadcrumbs: [], texts: { myData }, accountDeleted };
  const { services } = args.context.get(requestContext);
  const token = args.params.token;
  if (token === undefined) {
    // After an erasure the person lands here with its request number: what was deleted, and what is kept and why.
    const erasedId = query.get("erased");
    const erased = erasedId ? await services.privacy.erasureOutcome(erasedId) : null;
    if (erased) return { ...base, mode: "erased" as const, confirmed: null, erased };
    return { ...base, mode: "form" as const, confirmed: null };
  }
  const confirmed = await services.privacy.confirmed(token);
  if (!confirmed) return data({ ...base, mode: "invalid" as const, confirmed: null }, { status: 404 });
  return { ...base, mode: "confirmed" as const, token, confirmed };
}

type ActionResult =
  | { done: "sent" }
  | { problem: "invalidEmail" | "confirmRequired" | "linkInvalid"; email?: string }
  | { problem: "rateLimited"; wait: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLang(params.lang)) notFound(request);
  const lang = params.lang;
  const { services, clientAddress } = context.get(requestContext);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ problem: "invalidEmail" } satisfies ActionResult, { status: 400 });
  }
  if (params.token === undefined) {
    const raw = String(form.get("email") ?? "");
    const email = privacyEmailSchema.safeParse(raw);
    if (!email.success) return data({ problem: "invalidEmail", email: raw.slice(0, 254) } satisfies ActionResult, { status: 400 });
    const outcome = await services.privacy.request(email.data, lang, clientAddress);
    if (!outcome.ok) {
      return data({ problem: "rateLimited", wait: formatWait(lang, outcome.retryAfterSeconds) } satisfies ActionResult, {
        status: 429,
        headers: { "retry-after": String(outcome.retryAfterSeconds) },
      });
    }
    return { done: "sent" } satisfies ActionResult;
  }
  if (form.get("confirm") !== "on") return data({ problem: "confirmRequired" } satisfies ActionResult, { status: 400 });
  const erased = await services.privacy.eraseByToken(params.token);
  if (!erased) return data({ problem: "linkInvalid" } satisfies ActionResult, { status: 410 });
  throw redirect(`${pagePath(lang, "my-data")}?erased=${erased.id}`);
}

const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const inputClass =
  "mt-1 block w-full max-w-md rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white";
const button = "inline-flex items-center rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-70";

function Outcome({ result }: { result: ActionResult }) {
  const { t } = useI18n();
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), [result]);
  const ok = "done" in result;
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role={ok ? "status" : "alert"}
      className={`mt-6 rounded-lg border p-4 outline-none ${ok ? "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100" : "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"}`}
    >
      {"done" in result ? (
        <>
          <p className="font-semibold">{t("myData.sentHeading")}</p>
          <p className="mt-1">{t("myData.sentText")}</p>
        </>
      ) : result.problem === "rateLimited" ? (
        <p className="font-semibold">{t("myData.rateLimited", { wait: result.wait })}</p>
      ) : result.problem === "linkInvalid" ? (
        <p className="font-semibold">{t("myData.linkInvalidText")}</p>
      ) : (
        <p className="font-semibold">{t(`myData.${result.problem}`)}</p>
      )}
    </div>
  );
}

function RequestForm({ result }: { result: ActionResult | undefined }) {
  const { lang, t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const invalid = result && "problem" in result && result.problem === "invalidEmail";
  return (
    <section className={`${card} mt-6`} aria-labelledby="my-data-form">
      <h2 id="my-data-form" className="text-xl font-bold">{t("myData.formHeading")}</h2>
      <p className="mt-2 max-w-3xl">{t("myData.formIntro")}</p>
      <Form method="post" className="mt-4 space-y-4" noValidate>
        <div>
          <label htmlFor="my-data-email" className="block font-semibold">{t("myData.emailLabel")}</label>
          <input
            id="my-data-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            defaultValue={invalid ? result.email : undefined}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? "my-data-email-error" : undefined}
            className={inputClass}
          />
          {invalid ? (
            <p id="my-data-email-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">{t("myData.invalidEmail")}</p>
          ) : null}
        </div>
        <button type="submit" disabled={busy} className={`${button} bg-brand-600 hover:bg-brand-700`}>{t("myData.submit")}</button>
      </Form>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
        <Link to={pagePath(lang, "dashboard")} className="font-semibold text-brand-700 underline dark:text-brand-100">{t("myData.accountNote")}</Link>
      </p>
    </section>
  );
}

function Kept() {
  const { t } = useI18n();
  return (
    <section className={card} aria-labelledby="my-data-kept">
      <h2 id="my-data-kept" className="text-xl font-bold">{t("myData.keptHeading")}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        {KEPT_AFTER_ERASURE.map((item) => (
          <li key={item}>{t(`myData.kept.${item}`)}</li>
        ))}
      </ul>
      <p className="mt-2">{t("myData.noInvoices")}</p>
    </section>
  );
}

function Erased({ deleted }: { deleted: Record<string, number> }) {
  const { t } = useI18n();
  return (
    <div className="mt-6 space-y-6">
      <section className={card} aria-labelledby="my-data-erased">
        <h2 id="my-data-erased" className="text-xl font-bold">{t("myData.erasedHeading")}</h2>
        <p className="mt-2">{t("myData.erasedText")}</p>
        <ul className="mt-2 list-disc pl-6" data-testid="erased-counts">
          {PERSON_DATA_KINDS.filter((kind) => (deleted[kind] ?? 0) > 0).map((kind) => (
            <li key={kind}>{t(`myData.kinds.${kind}`)}: {deleted[kind]}</li>
          ))}
        </ul>
      </section>
      <Kept />
    </div>
  );
}

function Confirmed({ token, confirmed }: { token: string; confirmed: { email: string; counts: Record<string, number> } }) {
  const { t } = useI18n();
  const busy = useNavigation().state === "submitting";
  const held = PERSON_DATA_KINDS.filter((kind) => (confirmed.counts[kind] ?? 0) > 0);
  return (
    <div className="mt-6 space-y-6">
      <section className={card} aria-labelledby="my-data-held">
        <h2 id="my-data-held" className="text-xl font-bold">{t("myData.confirmedHeading")}</h2>
        <p className="mt-2">{t("myData.heldIntro", { email: confirmed.email })}</p>
        {held.length ? (
          <ul className="mt-2 list-disc pl-6" data-testid="held-counts">
            {held.map((kind) => (
              <li key={kind}>{t(`myData.kinds.${kind}`)}: {confirmed.counts[kind]}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 font-semibold">{t("myData.nothingHeld")}</p>
        )}
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">{t("myData.onceNote")}</p>
      </section>
      <section className={card} aria-labelledby="my-data-download">
        <h2 id="my-data-download" className="text-xl font-bold">{t("myData.downloadHeading")}</h2>
        <p className="mt-2">{t("myData.downloadText")}</p>
        <form method="post" action="/api/privacy/export" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <button type="submit" className={`${button} bg-brand-600 hover:bg-brand-700`}>{t("myData.downloadButton")}</button>
        </form>
      </section>
      <section className={card} aria-labelledby="my-data-erase">
        <h2 id="my-data-erase" className="text-xl font-bold">{t("myData.eraseHeading")}</h2>
        <p className="mt-2">{t("myData.eraseText")}</p>
        <Form method="post" className="mt-4 space-y-4">
          <div className="flex items-start gap-2">
            <input id="my-data-confirm" name="confirm" type="checkbox" className="mt-1 h-4 w-4" />
            <label htmlFor="my-data-confirm">{t("myData.eraseConfirm")}</label>
          </div>
          <button type="submit" disabled={busy} className={`${button} bg-red-700 hover:bg-red-800`}>{t("myData.eraseButton")}</button>
        </Form>
      </section>
      <Kept />
    </div>
  );
}

function Body({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const result = actionData as ActionResult | undefined;
  return (
    <>
      {loaderData.accountDeleted && !result ? (
        <div role="status" className="mt-6 rounded-lg border border-green-700 bg-green-50 p-4 font-semibold text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100">
          {t("myData.accountDeleted")}
        </div>
      ) : null}
      {result ? <Outcome result={result} /> : null}
      {loaderData.mode === "form" ? <RequestForm result={result} /> : null}
      {loaderData.mode === "confirmed" && loaderData.confirmed ? <Confirmed token={loaderData.token} confirmed={loaderData.confirmed} /> : null}
      {loaderData.mode === "erased" ? <Erased deleted={loaderData.erased} /> : null}
      {loaderData.mode === "invalid" ? (
        <section className={`${card} mt-6`} aria-labelledby="my-data-invalid">
          <h2 id="my-data-invalid" className="text-xl font-bold">{t("myData.linkInvalidHeading")}</h2>
          <p className="mt-2">{t("myData.linkInvalidText")}</p>
          <p className="mt-4">
            <Link to={pagePath(lang, "my-data")} className="font-semibold text-brand-700 underline dark:text-brand-100">{t("myData.askAgain")}</Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

export default function MyDataPage(props: Route.ComponentProps) {
  const { head, copy, texts } = props.loaderData;
  return (
    <article>
      <Head head={head} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <WithMessages messages={texts as unknown as Messages}>
        <Body {...props} />
      </WithMessages>
    </article>
  );
}
