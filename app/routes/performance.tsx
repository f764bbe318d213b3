// /{lang}/performance: how fast the site is for its real visitors — the 75th percentile of LCP, INP, CLS and TTFB
// over the last 28 days against Google's thresholds, for the whole site, per day (a chart drawn here on the server,
// with its figures in a table) and per page type and language. Samples come only from visitors who granted
// analytics (app/lib/vitals.ts); the figures are read from daily histogram rollups (server/vitals, decision 019).
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { LANGUAGE_NAMES, LOCALE_CODES, isLang, type Lang } from "../lib/languages.ts";
import { pageCopy, performanceMessages } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { requestContext } from "../lib/request-context.ts";
import { EXTRA_PAGE_TYPES, rateVital, VITAL_METRICS, VITAL_THRESHOLDS, VITALS_MIN_SAMPLES, VITALS_WINDOW_DAYS, type VitalMetric, type VitalRating } from "../lib/vitals-contract.ts";
import type { Route } from "./+types/performance";

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const dashboard = await args.context.get(requestContext).services.vitals.dashboard();
  const messages = performanceMessages(page.lang);
  const pageNames: Record<string, string> = {};
  for (const group of dashboard.pages) {
    pageNames[group.pageType] ??= (EXTRA_PAGE_TYPES as readonly string[]).includes(group.pageType)
      ? messages.performance.pageTypes[group.pageType as (typeof EXTRA_PAGE_TYPES)[number]]
      : pageCopy(page.lang, group.pageType).h1;
  }
  return { ...page, dashboard, pageNames, messages };
}

type Dashboard = Route.ComponentProps["loaderData"]["dashboard"];

const section = "mt-10";
const h2 = "text-2xl font-bold tracking-tight text-slate-900 dark:text-white";
const muted = "text-slate-700 dark:text-slate-300";
const tableClass = "mt-4 w-full border-collapse text-left text-sm";
const th = "border-b border-slate-300 px-3 py-2 font-semibold text-slate-900 dark:border-slate-600 dark:text-white";
const td = "border-b border-slate-200 px-3 py-2 align-top text-slate-800 dark:border-slate-700 dark:text-slate-200";

const RATING_LOOK: Record<VitalRating, string> = {
  good: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  needsImprovement: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  poor: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
};
/** A shape beside the word, so the rating is not told by colour alone. */
const RATING_MARK: Record<VitalRating, string> = { good: "●", needsImprovement: "▲", poor: "■" };

function useFormat() {
  const { lang, t } = useI18n();
  const locale = LOCALE_CODES[lang];
  const number = (value: number, digits: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
  const unit = (v: number, name: "millisecond" | "second", digits: number) =>
    new Intl.NumberFormat(locale, { style: "unit", unit: name, unitDisplay: "short", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(v);
  const value = (metric: VitalMetric, v: number) =>
    metric === "CLS" ? number(v, 2) : metric === "INP" ? unit(v, "millisecond", 0) : unit(v / 1000, "second", 2);
  const count = (n: number) => new Intl.NumberFormat(locale).format(n);
  return { value, count, number, lang, t };
}

function Rating({ metric, value }: { metric: VitalMetric; value: number }) {
  const { t } = useI18n();
  const rating = rateVital(metric, value);
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${RATING_LOOK[rating]}`}>
      <span aria-hidden="true">{RATING_MARK[rating]}</span>
      {t(`performance.ratings.${rating}`)}
    </span>
  );
}

function Figure({ metric, figure }: { metric: VitalMetric; figure: { p75: number; samples: number } | undefined | null }) {
  const { value, count, t } = useFormat();
  if (!figure) return <span className={muted}>{t("performance.noSamples")}</span>;
  if (figure.samples < VITALS_MIN_SAMPLES) {
    return <span className={muted}>{t("performance.tooFew", { samples: count(figure.samples), minimum: VITALS_MIN_SAMPLES })}</span>;
  }
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className="font-semibold tabular-nums">{value(metric, figure.p75)}</span>
      <Rating metric={metric} value={figure.p75} />
      <span className={`text-xs ${muted}`}>{t("performance.samples", { samples: count(figure.samples) })}</span>
    </span>
  );
}

function thresholdsText(metric: VitalMetric, format: ReturnType<typeof useFormat>) {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return format.t("performance.thresholds", { good: format.value(metric, good), poor: format.value(metric, poor) });
}

function SiteSummary({ dashboard }: { dashboard: Dashboard }) {
  const format = useFormat();
  const { t } = format;
  return (
    <section aria-labelledby="site-heading" className={section}>
      <h2 id="site-heading" className={h2}>{t("performance.site.heading")}</h2>
      <p className={`mt-2 max-w-3xl ${muted}`}>{t("performance.site.text", { days: VITALS_WINDOW_DAYS })}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {VITAL_METRICS.map((metric) => (
          <li key={metric} className="rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-700 dark:bg-slate-900" data-metric={metric}>
            <h3 className="font-semibold text-slate-900 dark:text-white">{t(`performance.metrics.${metric}.name`)}</h3>
            <p className={`text-sm ${muted}`}>{t(`performance.metrics.${metric}.what`)}</p>
            <div className="mt-3">
              <Figure metric={metric} figure={dashboard.site[metric]} />
            </div>
            <p className={`mt-2 text-xs ${muted}`}>{thresholdsText(metric, format)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const CHART = { width: 640, height: 220, left: 56, right: 12, top: 12, bottom: 28 };

/** One metric's daily 75th percentile over the window, with the thresholds' bands behind it. */
function TrendChart({ metric, dashboard }: { metric: VitalMetric; dashboard: Dashboard }) {
  const format = useFormat();
  const { t, count } = format;
  const days = dashboard.days;
  const points = dashboard.trend[metric].filter((d) => d.samples >= VITALS_MIN_SAMPLES);
  const { good, poor } = VITAL_THRESHOLDS[metric];
  const top = Math.max(poor * 1.25, ...points.map((p) => p.p75 * 1.1));
  const plotWidth = CHART.width - CHART.left - CHART.right;
  const plotHeight = CHART.height - CHART.top - CHART.bottom;
  const x = (day: string) => CHART.left + (days.indexOf(day) / Math.max(1, days.length - 1)) * plotWidth;
  const y = (v: number) => CHART.top + plotHeight - (Math.min(v, top) / top) * plotHeight;
  const headingId = `trend-${metric}-heading`;
  const summaryId = `trend-${metric}-summary`;
  const latest = points.at(-1);
  const summary = points.length
    ? t("performance.trend.summary", { days: points.length, first: days[0]!, last: days.at(-1)!, latest: format.value(metric, latest!.p75), latestDay: latest!.day })
    : t("performance.trend.empty", { minimum: VITALS_MIN_SAMPLES });
  const line = points.map((p, i) => `${i === 0 ? "M" : "L"}${x(p.day).toFixed(1)},${y(p.p75).toFixed(1)}`).join(" ");
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-lg border border-slate-300 p-4 dark:border-slate-700" data-trend={metric}>
      <h3 id={headingId} className="font-semibold text-slate-900 dark:text-white">{t(`performance.metrics.${metric}.name`)}</h3>
      <p id={summaryId} className={`text-sm ${muted}`}>{summary}</p>
      <svg viewBox={`0 0 ${CHART.width} ${CHART.height}`} className="mt-3 h-auto w-full max-w-3xl" role="img" aria-labelledby={`${headingId} ${summaryId}`}>
        <rect x={CHART.left} width={plotWidth} y={y(good)} height={CHART.top + plotHeight - y(good)} className="fill-green-100 dark:fill-green-950" />
        <rect x={CHART.left} width={plotWidth} y={y(poor)} height={y(good) - y(poor)} className="fill-amber-100 dark:fill-amber-950" />
        <rect x={CHART.left} width={plotWidth} y={CHART.top} height={y(poor) - CHART.top} className="fill-red-100 dark:fill-red-950" />
        {[0, good, poor].map((v) => (
          <text key={v} x={CHART.left - 6} y={y(v) + 4} textAnchor="end" className="fill-slate-700 text-[11px] dark:fill-slate-300">
            {format.value(metric, v)}
          </text>
        ))}
        {([[days[0]!, "start"], [days[Math.floor(days.length / 2)]!, "middle"], [days.at(-1)!, "end"]] as const).map(([day, anchor]) => (
          <text key={day} x={x(day)} y={CHART.height - 8} textAnchor={anchor} className="fill-slate-700 text-[11px] dark:fill-slate-300">
            {day.slice(5)}
          </text>
        ))}
        {points.length > 1 ? <path d={line} fill="none" strokeWidth={2.5} className="stroke-brand-700 dark:stroke-brand-100" /> : null}
        {points.map((p) => (
          <circle key={p.day} cx={x(p.day)} cy={y(p.p75)} r={3.5} className="fill-brand-700 dark:fill-brand-100" />
        ))}
      </svg>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-700 underline dark:text-brand-100">{t("performance.trend.tableToggle")}</summary>
        <table className={tableClass}>
          <caption className="sr-only">{t("performance.trend.caption", { metric: t(`performance.metrics.${metric}.name`) })}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>{t("performance.trend.day")}</th>
              <th scope="col" className={th}>{t("performance.p75")}</th>
              <th scope="col" className={th}>{t("performance.trend.samples")}</th>
            </tr>
          </thead>
          <tbody>
            {dashboard.trend[metric].map((d) => (
              <tr key={d.day}>
                <th scope="row" className={`${td} font-normal`}>{d.day}</th>
                <td className={td}>{d.samples >= VITALS_MIN_SAMPLES ? <Figure metric={metric} figure={d} /> : "—"}</td>
                <td className={td}>{count(d.samples)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function PageTable({ dashboard, pageNames }: { dashboard: Dashboard; pageNames: Record<string, string> }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="pages-heading" className={section}>
      <h2 id="pages-heading" className={h2}>{t("performance.pages.heading")}</h2>
      <p className={`mt-2 max-w-3xl ${muted}`}>{t("performance.pages.text", { days: VITALS_WINDOW_DAYS, minimum: VITALS_MIN_SAMPLES })}</p>
      {dashboard.pages.length === 0 ? (
        <p className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4 text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200">
          {t("performance.pages.empty")}
        </p>
      ) : (
        <div className="mt-2 overflow-x-auto" tabIndex={0} role="region" aria-labelledby="pages-heading">
          <table className={tableClass} data-testid="vitals-by-page">
            <thead>
              <tr>
                <th scope="col" className={th}>{t("performance.pages.page")}</th>
                <th scope="col" className={th}>{t("performance.pages.language")}</th>
                {VITAL_METRICS.map((metric) => (
                  <th key={metric} scope="col" className={th}>
                    <abbr title={t(`performance.metrics.${metric}.name`)} className="no-underline">{metric}</abbr>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {dashboard.pages.map((group) => (
                <tr key={`${group.pageType}-${group.language}`} data-page-type={group.pageType} data-language={group.language}>
                  <th scope="row" className={`${td} font-semibold`}>{pageNames[group.pageType] ?? group.pageType}</th>
                  <td className={td}>{isLang(group.language) ? LANGUAGE_NAMES[group.language as Lang] : group.language}</td>
                  {VITAL_METRICS.map((metric) => (
                    <td key={metric} className={td}>
                      <Figure metric={metric} figure={group.metrics[metric]} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function PerformanceBody({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { dashboard, pageNames } = loaderData;
  const total = VITAL_METRICS.reduce((sum, metric) => sum + (dashboard.site[metric]?.samples ?? 0), 0);
  return (
    <>
      <section aria-labelledby="method-heading" className="mt-6 max-w-3xl rounded-lg border border-slate-300 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-900">
        <h2 id="method-heading" className="font-semibold text-slate-900 dark:text-white">{t("performance.method.heading")}</h2>
        <p className="mt-1 text-slate-800 dark:text-slate-200">{t("performance.method.text", { minimum: VITALS_MIN_SAMPLES })}</p>
        <p className="mt-2 text-slate-800 dark:text-slate-200" data-testid="vitals-total">
          {t("performance.method.total", { samples: new Intl.NumberFormat(LOCALE_CODES[loaderData.lang]).format(total), days: VITALS_WINDOW_DAYS })}
        </p>
      </section>
      <SiteSummary dashboard={dashboard} />
      <section aria-labelledby="trend-heading" className={section}>
        <h2 id="trend-heading" className={h2}>{t("performance.trend.heading")}</h2>
        <p className={`mt-2 max-w-3xl ${muted}`}>{t("performance.trend.text", { minimum: VITALS_MIN_SAMPLES })}</p>
        {VITAL_METRICS.map((metric) => (
          <TrendChart key={metric} metric={metric} dashboard={dashboard} />
        ))}
      </section>
      <PageTable dashboard={dashboard} pageNames={pageNames} />
    </>
  );
}

export default function PerformancePage(props: Route.ComponentProps) {
  const { head, breadcrumbs, copy, messages } = props.loaderData;
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{copy.h1}</h1>
      <p className={`mt-4 max-w-3xl text-lg ${muted}`}>{copy.intro}</p>
      <WithMessages messages={messages as unknown as Messages}>
        <PerformanceBody {...props} />
      </WithMessages>
    </article>
  );
}
