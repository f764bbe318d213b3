// Site search: /{lang}/search?q= over the service, about, legal and CSR pages and published jobs and news, in the
// page's language. Results come from the loader (server-rendered, works without JavaScript); the page is never kept
// in the rendered-page cache (server/http/react-router.ts), so one query's results never answer another.
import { Form, Link } from "react-router";
import { z } from "zod";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { WithMessages, useI18n } from "../lib/i18n.tsx";
import { LOCALE_CODES } from "../lib/languages.ts";
import { searchMessages } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { requestContext } from "../lib/request-context.ts";
import type { SearchResult, SearchResults } from "../lib/search-results.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/search";

/** Longer queries are cut (the index cuts at its own limit); no visitor is refused for typing too much. */
const MAX_QUERY_LENGTH = 200;
/** The query parameter: any text, or nothing (a repeated q uses the first). */
const querySchema = z.object({ q: z.string().catch("") });

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const url = new URL(args.request.url);
  const { q } = querySchema.parse({ q: url.searchParams.get("q") ?? "" });
  const { services } = args.context.get(requestContext);
  const found: SearchResults | null = q.trim() ? await services.search.search(page.lang, q) : null;
  return { ...page, messages: searchMessages(page.lang), query: found?.query ?? q.trim().slice(0, MAX_QUERY_LENGTH), found };
}

function Snippet({ result }: { result: SearchResult }) {
  return (
    <p className="mt-1 text-slate-700 dark:text-slate-300">
      {result.snippet.map((segment, i) =>
        segment.mark ? (
          <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-slate-900 dark:bg-amber-300">
            {segment.text}
          </mark>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </p>
  );
}

function SearchForm({ query }: { query: string }) {
  const { lang, t } = useI18n();
  return (
    <Form method="get" action={pagePath(lang, "search")} role="search" aria-labelledby="search-page-label" className="mt-6 flex max-w-2xl flex-col gap-2">
      <label id="search-page-label" htmlFor="search-page-q" className="font-semibold text-slate-900 dark:text-white">
        {t("searchPage.label")}
      </label>
      <p id="search-page-hint" className="text-sm text-slate-600 dark:text-slate-400">
        {t("searchPage.hint")}
      </p>
      <div className="flex gap-2">
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          key={query}
          maxLength={MAX_QUERY_LENGTH * 4}
          aria-describedby="search-page-hint"
          className="min-w-0 flex-1 rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        />
        <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
          {t("searchPage.submit")}
        </button>
      </div>
    </Form>
  );
}

function Results({ found }: { found: SearchResults }) {
  const { lang, t } = useI18n();
  const count = new Intl.NumberFormat(LOCALE_CODES[lang]).format(found.total);
  const summary =
    found.total === 0
      ? t("searchPage.none", { query: found.query })
      : found.total === 1
        ? t("searchPage.resultsOne", { query: found.query })
        : t("searchPage.resultsMany", { count, query: found.query });
  return (
    <section aria-labelledby="search-summary" className="mt-8 max-w-3xl">
      {found.cut ? <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("searchPage.cut", { max: MAX_QUERY_LENGTH })}</p> : null}
      <h2 id="search-summary" className="text-xl font-bold text-slate-900 dark:text-white">
        {summary}
      </h2>
      {found.total === 0 ? (
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          {t("searchPage.noneHint")}{" "}
          <Link to={pagePath(lang, "kontakt")} className="font-semibold text-brand-700 underline dark:text-brand-100">
            {t("searchPage.contact")}
          </Link>
        </p>
      ) : null}
      {found.total > found.results.length ? (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t("searchPage.shown", { shown: found.results.length })}</p>
      ) : null}
      {found.results.length > 0 ? (
        <ol aria-label={t("searchPage.resultsLabel")} className="mt-4 space-y-6">
          {found.results.map((result) => (
            <li key={result.path}>
              <article>
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {t(`searchPage.kinds.${result.kind}`)}
                </p>
                <h3 className="text-lg font-semibold">
                  <Link to={result.path} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-100">
                    {result.title}
                  </Link>
                </h3>
                <Snippet result={result} />
              </article>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, messages, query, found } = loaderData;
  return (
    <WithMessages messages={messages}>
      <article>
        <Head head={head} />
        <Breadcrumbs items={breadcrumbs} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{copy.h1}</h1>
        <SearchForm query={query} />
        {found ? <Results found={found} /> : null}
      </article>
    </WithMessages>
  );
}
