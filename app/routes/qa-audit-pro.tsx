// The quality-audit page (SPEC section 2: the one page without a language prefix). Staff only — signed-in agents and
// admins with their second factor; anyone else goes to sign in and comes back — unlike the specification, which
// leaves it unguarded (README). It starts an audit of the site (server/audit), shows a running audit's progress
// (stored in the database, so a reload keeps it), the findings of a run with filters that work without JavaScript
// (a GET form), and the history of runs.
import { useEffect } from "react";
import { data, Form, Link, redirect, useNavigation, useRevalidator } from "react-router";
import { Notice, primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { LocalTime, useLocalTimeText } from "../account/local-time.tsx";
import { staffSignInPath } from "../account/redirect-target.ts";
import { Head } from "../components/head.tsx";
import { Cell, ConsoleTable, HeaderCell } from "../console/console-ui.tsx";
import { LANGUAGE_CHANGED_COOKIE, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "../lib/constants.ts";
import { useI18n, WithMessages } from "../lib/i18n.tsx";
import { isLang, LANGUAGE_NAMES, LANGUAGES, type Lang } from "../lib/languages.ts";
import { commonMessages, pageCopy, qaAuditMessages, shareImageCopy } from "../lib/messages.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { buildHead } from "../lib/seo.ts";
import { pagePath } from "../lib/site-map.ts";
import { visitorLanguage } from "../lib/visitor-language.server.ts";
import { sectionPath } from "../console/console-sections.ts";
import { AUDIT_CONCURRENCY, AUDIT_LIMITS, AUDIT_MAX_PAGES, CHECKS, SEVERITIES, type CheckId, type Severity } from "../lib/audit-contract.ts";
import type { AuditRun, StoredFinding } from "../../server/audit/site-audit.ts";
import type { Route } from "./+types/qa-audit-pro";

const PATH = "/qa-audit-pro";
const FINDINGS_PER_PAGE = 50;
const NOTICES = ["started", "busy", "notListening"] as const;
type Notice = (typeof NOTICES)[number];

type Args = Route.LoaderArgs | Route.ActionArgs;

/** Staff with a second factor pass; a visitor or a non-staff account goes to sign in, staff without a second factor to enrol one. */
async function staffGate({ request, context }: Args, lang: Lang) {
  const session = await context.get(requestContext).account.session();
  const url = pageUrl(request);
  const staff = session?.user.roles.some((role) => role === "agent" || role === "admin");
  if (!session || !staff) throw redirect(staffSignInPath(lang, url.pathname + url.search));
  if (!session.user.twoFactorEnabled) throw redirect(`${pagePath(lang, "user-auth")}?notice=enrolTwoFactor#two-factor`);
  return session.user;
}

interface Filters {
  severity: Severity | null;
  check: CheckId | null;
  language: Lang | null;
  page: string;
}

function readFilters(query: URLSearchParams): Filters {
  const severity = query.get("severity");
  const check = query.get("check");
  const language = query.get("language");
  return {
    severity: (SEVERITIES as readonly string[]).includes(severity ?? "") ? (severity as Severity) : null,
    check: (CHECKS as readonly string[]).includes(check ?? "") ? (check as CheckId) : null,
    language: isLang(language) ? language : null,
    page: (query.get("page") ?? "").trim().slice(0, 200),
  };
}

export async function loader(args: Route.LoaderArgs) {
  const { request, context } = args;
  const url = pageUrl(request);
  // ?ui=en chooses the page's language: kept in the site's language cookie (as the language switcher does), then the
  // address without it, so the whole page — header and footer too — is in that language.
  const asked = url.searchParams.get("ui");
  if (isLang(asked)) {
    url.searchParams.delete("ui");
    const secure = url.protocol === "https:" ? "; Secure" : "";
    const attributes = `; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
    const headers = new Headers();
    headers.append("set-cookie", `${LANGUAGE_COOKIE}=${asked}${attributes}`);
    headers.append("set-cookie", `${LANGUAGE_CHANGED_COOKIE}=${Math.floor(Date.now() / 1000)}${attributes}`);
    throw redirect(url.pathname + url.search, { headers });
  }
  const lang = visitorLanguage(request);
  await staffGate(args, lang);
  const ctx = context.get(requestContext);
  const audit = ctx.services.audit;
  const copy = pageCopy(lang, "qaAudit");
  const common = commonMessages(lang);
  const head = buildHead({
    lang,
    siteUrl: ctx.siteUrl,
    siteName: common.meta.siteName,
    organization: ctx.organization,
    organizationDescription: common.meta.organizationDescription,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    localizedPath: null,
    path: PATH,
    noindex: true,
    breadcrumbs: [],
    shareImage: { image: "info", alt: shareImageCopy(lang, "info", ctx.organization.name).alt },
  });

  const query = url.searchParams;
  const filters = readFilters(query);
  const pageNumber = Math.min(10_000, Math.max(1, Math.trunc(Number(query.get("p"))) || 1));
  const [history, running] = await Promise.all([audit.history(20), audit.runningRun()]);
  const asked_run = query.get("run");
  const shown: AuditRun | null = (asked_run ? await audit.run(asked_run) : null) ?? history.find((run) => run.status !== "running") ?? null;
  const found: { findings: StoredFinding[]; total: number } =
    shown && shown.status === "done"
      ? await audit.findings(shown.id, {
          severity: filters.severity ?? undefined,
          check: filters.check ?? undefined,
          lang: filters.language ?? undefined,
          page: filters.page || undefined,
          limit: FINDINGS_PER_PAGE,
          offset: (pageNumber - 1) * FINDINGS_PER_PAGE,
        })
      : { findings: [], total: 0 };
  const notice = query.get("notice");
  return data(
    {
      head,
      lang,
      messages: qaAuditMessages(lang),
      running,
      history,
      shown,
      findings: found.findings,
      total: found.total,
      pageNumber,
      filters,
      notice: (NOTICES as readonly string[]).includes(notice ?? "") ? (notice as Notice) : null,
    },
    { headers: { "cache-control": "no-store" } },
  );
}

/**
 * A form post must come from a page of this site. React Router already refuses (400) an Origin other than the
 * request's own; this also refuses a post without one, which every browser sends with a form post.
 */
function fromOwnSite(request: Request, siteUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") return false;
  try {
    const { origin: normalized } = new URL(origin);
    return normalized === new URL(request.url).origin || normalized === siteUrl;
  } catch {
    return false;
  }
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const lang = visitorLanguage(request);
  const ctx = context.get(requestContext);
  if (!fromOwnSite(request, ctx.siteUrl)) {
    return data({ error: qaAuditMessages(lang).qaAudit.forbiddenOrigin }, { status: 403 });
  }
  const user = await staffGate(args, lang);
  const form = await request.formData().catch(() => null);
  if (form?.get("intent") !== "run") return data({ error: null }, { status: 400 });
  const result = await ctx.services.audit.start("manual", user.id);
  const notice: Notice = result.started ? "started" : result.reason;
  return redirect(`${PATH}?notice=${notice}`);
}

export default function QaAuditPro({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <Head head={loaderData.head} />
      <AuditPage data={loaderData} refusal={actionData?.error ?? null} />
    </WithMessages>
  );
}

type PageData = Route.ComponentProps["loaderData"];

const POLL_MS = 1500;

function AuditPage({ data, refusal }: { data: PageData; refusal: string | null }) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { revalidate, state } = useRevalidator();
  const running = data.running;
  // While a run works, the page reads its progress again (the no-JavaScript page refreshes itself, below).
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      if (state === "idle") void revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, state, revalidate, data]);
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {running ? (
        <noscript>
          <meta httpEquiv="refresh" content="5" />
        </noscript>
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t("qaAudit.h1")}</h1>
          <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t("qaAudit.intro")}</p>
          <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
            {t("qaAudit.limits", {
              titleMin: AUDIT_LIMITS.title.min,
              titleMax: AUDIT_LIMITS.title.max,
              descriptionMin: AUDIT_LIMITS.description.min,
              descriptionMax: AUDIT_LIMITS.description.max,
              htmlKb: Math.round(AUDIT_LIMITS.htmlBytes / 1000),
              pageKb: Math.round(AUDIT_LIMITS.pageBytes / 1000),
              slowMs: AUDIT_LIMITS.slowMs,
              maxPages: AUDIT_MAX_PAGES,
              concurrency: AUDIT_CONCURRENCY,
            })}
          </p>
        </div>
        <LanguageChoice />
      </div>

      <div className="mt-6 flex flex-wrap items-center gap-4">
        <Form method="post" replace>
          <input type="hidden" name="intent" value="run" />
          <button type="submit" className={primaryButton} disabled={submitting || Boolean(running)} aria-busy={submitting || undefined}>
            {submitting ? t("qaAudit.starting") : t("qaAudit.runNow")}
          </button>
        </Form>
        <ConsoleLink />
      </div>
      {refusal ? (
        <div className="mt-4">
          <Notice tone="error">{refusal}</Notice>
        </div>
      ) : null}
      {/* "Started" and "busy" describe a run that works; once it has ended the summary below says the rest. */}
      {data.notice && (data.notice === "notListening" || running) ? (
        <div className="mt-4">
          <Notice tone={data.notice === "notListening" ? "error" : "info"}>{t(`qaAudit.${data.notice}`)}</Notice>
        </div>
      ) : null}

      {running ? <Progress run={running} /> : null}
      {data.shown ? <RunSummary run={data.shown} /> : running ? null : <p className="mt-8 text-slate-700 dark:text-slate-300">{t("qaAudit.noRuns")}</p>}
      {data.shown?.status === "done" ? <Findings data={data} run={data.shown} /> : null}
      {data.history.length ? <History runs={data.history} shownId={data.shown?.id ?? null} /> : null}
    </div>
  );
}

function ConsoleLink() {
  const { lang, t } = useI18n();
  return (
    <Link to={sectionPath(lang, "inbox")} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
      {t("qaAudit.consoleLink")}
    </Link>
  );
}

/** The page's language, as links (no JavaScript needed): the choice is kept like the site's language switcher keeps it. */
function LanguageChoice() {
  const { lang, t } = useI18n();
  return (
    <nav aria-label={t("qaAudit.languageLabel")}>
      <ul className="flex gap-2 text-sm">
        {LANGUAGES.map((code) => (
          <li key={code}>
            <a
              href={`${PATH}?ui=${code}`}
              lang={code === "se" ? "sv" : code === "no" ? "nb" : code}
              aria-current={code === lang ? "true" : undefined}
              className={`block rounded-md px-2.5 py-1.5 font-medium ${
                code === lang ? "bg-brand-700 text-white dark:bg-brand-100 dark:text-slate-900" : "text-brand-700 underline underline-offset-2 dark:text-brand-100"
              }`}
            >
              {LANGUAGE_NAMES[code]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Progress({ run }: { run: AuditRun }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="audit-progress-heading" className="mt-8 rounded-xl border border-slate-200 p-5 dark:border-slate-700" data-testid="audit-progress">
      <h2 id="audit-progress-heading" className="text-xl font-bold">
        {t("qaAudit.statuses.running")} · <LocalTime iso={run.startedAt} />
      </h2>
      <progress className="mt-3 w-full" max={Math.max(run.pagesKnown, 1)} value={run.pagesDone} aria-label={t("qaAudit.progressLabel")} />
      <p role="status" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t("qaAudit.progress", { done: run.pagesDone, known: run.pagesKnown })}
      </p>
    </section>
  );
}

function RunSummary({ run }: { run: AuditRun }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="audit-summary-heading" className="mt-8" data-testid="audit-summary" data-status={run.status}>
      <h2 id="audit-summary-heading" className="text-2xl font-bold">
        {t("qaAudit.latestHeading")}: <LocalTime iso={run.startedAt} /> · {t(`qaAudit.statuses.${run.status}`)}
      </h2>
      {run.status === "done" ? (
        <p className="mt-2 text-slate-800 dark:text-slate-200" data-testid="audit-counts" data-errors={run.errors} data-broken-links={run.brokenLinks}>
          {t("qaAudit.summary", { pages: run.pages, errors: run.errors, warnings: run.warnings, notices: run.notices, brokenLinks: run.brokenLinks })}
        </p>
      ) : null}
      {run.capped ? <p className="mt-2 text-sm">{t("qaAudit.capped")}</p> : null}
      {run.status === "failed" ? (
        <div className="mt-3">
          <Notice tone="error">{t("qaAudit.failed", { reason: run.failure ?? "" })}</Notice>
        </div>
      ) : null}
    </section>
  );
}

const SEVERITY_LOOK: Record<Severity, string> = {
  error: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  warning: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  notice: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

const fieldClass =
  "mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white";

function Findings({ data, run }: { data: PageData; run: AuditRun }) {
  const { t } = useI18n();
  const { filters } = data;
  const started = useLocalTimeText(run.startedAt);
  const pages = Math.max(1, Math.ceil(data.total / FINDINGS_PER_PAGE));
  const pageLink = (target: number) => {
    const query = new URLSearchParams();
    query.set("run", run.id);
    if (filters.severity) query.set("severity", filters.severity);
    if (filters.check) query.set("check", filters.check);
    if (filters.language) query.set("language", filters.language);
    if (filters.page) query.set("page", filters.page);
    if (target > 1) query.set("p", String(target));
    return `${PATH}?${query.toString()}#findings`;
  };
  const filtered = Boolean(filters.severity || filters.check || filters.language || filters.page);
  return (
    <section id="findings" aria-labelledby="findings-heading" className="mt-8 scroll-mt-24">
      <h2 id="findings-heading" className="text-2xl font-bold">
        {t("qaAudit.findingsHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("qaAudit.findingsOf", { started })}</p>
      <Form method="get" action={PATH} className="mt-4">
        <fieldset className="flex flex-wrap items-end gap-3">
          <legend className="mb-2 text-sm font-semibold">{t("qaAudit.filters.legend")}</legend>
          <input type="hidden" name="run" value={run.id} />
          <div>
            <label htmlFor="audit-severity" className="block text-sm font-semibold">
              {t("qaAudit.filters.severity")}
            </label>
            <select id="audit-severity" name="severity" defaultValue={filters.severity ?? ""} key={`s${filters.severity}`} className={fieldClass}>
              <option value="">{t("qaAudit.filters.all")}</option>
              {SEVERITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`qaAudit.severities.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-check" className="block text-sm font-semibold">
              {t("qaAudit.filters.check")}
            </label>
            <select id="audit-check" name="check" defaultValue={filters.check ?? ""} key={`c${filters.check}`} className={fieldClass}>
              <option value="">{t("qaAudit.filters.all")}</option>
              {CHECKS.map((value) => (
                <option key={value} value={value}>
                  {t(`qaAudit.checks.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-language" className="block text-sm font-semibold">
              {t("qaAudit.filters.language")}
            </label>
            <select id="audit-language" name="language" defaultValue={filters.language ?? ""} key={`l${filters.language}`} className={fieldClass}>
              <option value="">{t("qaAudit.filters.anyLanguage")}</option>
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {LANGUAGE_NAMES[code]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="audit-page" className="block text-sm font-semibold">
              {t("qaAudit.filters.page")}
            </label>
            <input id="audit-page" name="page" type="search" defaultValue={filters.page} key={`p${filters.page}`} maxLength={200} className={fieldClass} />
          </div>
          <button type="submit" className={secondaryButton}>
            {t("qaAudit.filters.apply")}
          </button>
          {filtered ? (
            <Link to={`${PATH}?run=${run.id}#findings`} className="self-center font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
              {t("qaAudit.filters.reset")}
            </Link>
          ) : null}
        </fieldset>
      </Form>
      {data.findings.length ? (
        <ConsoleTable
          id="findings-table"
          caption={t("qaAudit.tableCaption")}
          head={
            <>
              <HeaderCell>{t("qaAudit.columns.severity")}</HeaderCell>
              <HeaderCell>{t("qaAudit.columns.check")}</HeaderCell>
              <HeaderCell>{t("qaAudit.columns.page")}</HeaderCell>
              <HeaderCell>{t("qaAudit.columns.language")}</HeaderCell>
              <HeaderCell>{t("qaAudit.columns.finding")}</HeaderCell>
            </>
          }
        >
          {data.findings.map((finding) => (
            <tr key={finding.id} data-severity={finding.severity} data-check={finding.check}>
              <Cell wrap="short">
                <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${SEVERITY_LOOK[finding.severity]}`}>{t(`qaAudit.severities.${finding.severity}`)}</span>
              </Cell>
              <Cell>{t(`qaAudit.checks.${finding.check}`)}</Cell>
              <Cell wrap="token">
                <a href={finding.page} className="font-mono text-xs text-brand-700 underline underline-offset-2 dark:text-brand-100">
                  {finding.page}
                </a>
              </Cell>
              <Cell wrap="short">{finding.lang && isLang(finding.lang) ? LANGUAGE_NAMES[finding.lang] : t("qaAudit.noLanguage")}</Cell>
              <Cell wrap="token">{t(`qaAudit.codes.${finding.code}`, finding.params)}</Cell>
            </tr>
          ))}
        </ConsoleTable>
      ) : (
        <p className="mt-4 text-slate-700 dark:text-slate-300" data-testid="no-findings">
          {filtered ? t("qaAudit.noFindings") : t("qaAudit.noFindingsAtAll")}
        </p>
      )}
      {data.total > FINDINGS_PER_PAGE ? (
        <nav aria-label={t("qaAudit.pagination.label")} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
          {data.pageNumber > 1 ? (
            <Link to={pageLink(data.pageNumber - 1)} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
              {t("qaAudit.pagination.previous")}
            </Link>
          ) : null}
          <p>{t("qaAudit.pagination.status", { page: data.pageNumber, pages, total: data.total })}</p>
          {data.pageNumber < pages ? (
            <Link to={pageLink(data.pageNumber + 1)} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
              {t("qaAudit.pagination.next")}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}

function History({ runs, shownId }: { runs: readonly AuditRun[]; shownId: string | null }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <h2 id="history-heading" className="text-2xl font-bold">
        {t("qaAudit.historyHeading")}
      </h2>
      <ConsoleTable
        id="history-table"
        caption={t("qaAudit.historyCaption")}
        head={
          <>
            <HeaderCell>{t("qaAudit.columns.started")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.trigger")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.status")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.pages")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.errors")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.warnings")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.brokenLinks")}</HeaderCell>
            <HeaderCell>{t("qaAudit.columns.open")}</HeaderCell>
          </>
        }
      >
        {runs.map((run) => (
          <tr key={run.id} className={run.id === shownId ? "bg-brand-50 dark:bg-slate-800" : undefined}>
            <Cell>
              <LocalTime iso={run.startedAt} />
            </Cell>
            <Cell wrap="short">{t(`qaAudit.triggers.${run.trigger}`)}</Cell>
            <Cell wrap="short">{t(`qaAudit.statuses.${run.status}`)}</Cell>
            <Cell wrap="short">{run.status === "done" ? run.pages : "—"}</Cell>
            <Cell wrap="short">{run.status === "done" ? run.errors : "—"}</Cell>
            <Cell wrap="short">{run.status === "done" ? run.warnings : "—"}</Cell>
            <Cell wrap="short">{run.status === "done" ? run.brokenLinks : "—"}</Cell>
            <Cell wrap="short">
              {run.status === "done" && run.id !== shownId ? (
                <Link to={`${PATH}?run=${run.id}#findings`} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
                  {t("qaAudit.showRun")}
                </Link>
              ) : run.id === shownId ? (
                t("qaAudit.shownRun")
              ) : (
                "—"
              )}
            </Cell>
          </tr>
        ))}
      </ConsoleTable>
    </section>
  );
}
