// /{lang}/news: published articles, newest first, filtered by category and page by page (links with query parameters,
// rendered on the server). While a client-side navigation loads another view the list says "Loading news...";
// when the articles cannot be read the error boundary says "Could not load news".
import { isRouteErrorResponse, Link, useParams, useRouteLoaderData } from "react-router";
import { NotFound, type Suggestion } from "../components/not-found.tsx";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { WithMessages, useI18n } from "../lib/i18n.tsx";
import { isLang, type Lang } from "../lib/languages.ts";
import { loadNewsList } from "../news/news-page.server.ts";
import { CategoryFilter, NewsCardItem, NewsLoading, NewsPagination, newsLink, useNewsLoading } from "../news/news-ui.tsx";
import { newsListHref, newsRssPath } from "../news/news-contract.ts";
import enNews from "../../content/locales/en/news.json";
import fiNews from "../../content/locales/fi/news.json";
import noNews from "../../content/locales/no/news.json";
import seNews from "../../content/locales/se/news.json";
import type { Route } from "./+types/news";
import type { loader as rootLoader } from "../root.tsx";

export function loader(args: Route.LoaderArgs) {
  return loadNewsList(args);
}

function NewsList({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { lang, t } = useI18n();
  const loading = useNewsLoading();
  const { list, query, pages } = data;
  return (
    <>
      <CategoryFilter query={query} />
      {loading ? <NewsLoading /> : null}
      <div aria-busy={loading || undefined} className={loading ? "opacity-60" : undefined}>
        {list.articles.length ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
            {list.articles.map((card) => (
              <NewsCardItem key={card.id} card={card} />
            ))}
          </ul>
        ) : (
          <p className="mt-8 text-lg">{t("news.states.empty")}</p>
        )}
      </div>
      <NewsPagination query={query} pages={pages} />
      <p className="mt-10 text-sm">
        <a href={newsRssPath(lang)} className={newsLink}>
          {t("news.rss")}
        </a>
      </p>
    </>
  );
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, messages } = loaderData;
  return (
    <div>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <PageIntro copy={copy} />
      <WithMessages messages={messages}>
        <NewsList data={loaderData} />
      </WithMessages>
    </div>
  );
}

const STATES: Record<Lang, { couldNotLoad: string; tryAgain: string }> = {
  se: { couldNotLoad: seNews.news.states.couldNotLoad, tryAgain: seNews.news.tryAgain },
  en: { couldNotLoad: enNews.news.states.couldNotLoad, tryAgain: enNews.news.tryAgain },
  fi: { couldNotLoad: fiNews.news.states.couldNotLoad, tryAgain: fiNews.news.tryAgain },
  no: { couldNotLoad: noNews.news.states.couldNotLoad, tryAgain: noNews.news.tryAgain },
};

/** The list could not be read (the database did not answer, the network failed): said in the page's language. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const params = useParams();
  const root = useRouteLoaderData<typeof rootLoader>("root");
  // A page that does not exist (an unknown category, a page past the last) is the site's not-found page.
  if (root && isRouteErrorResponse(error) && error.status === 404) {
    const suggestions = (error.data as { suggestions?: Suggestion[] } | null)?.suggestions ?? [];
    return <NotFound suggestions={suggestions} organization={root.organization} />;
  }
  const lang: Lang = isLang(params.lang) ? params.lang : "se";
  const texts = STATES[lang];
  return (
    <section aria-labelledby="news-error-heading" className="max-w-3xl">
      <h1 id="news-error-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {texts.couldNotLoad}
      </h1>
      <p className="mt-6">
        <Link to={newsListHref(lang, { category: null, page: 1 })} reloadDocument className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
          {texts.tryAgain}
        </Link>
      </p>
    </section>
  );
}
