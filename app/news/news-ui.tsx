// The news pages' parts: a card in the list, the category filter and the pagination (plain links, so they work
// without JavaScript), the loading state of a client-side navigation, and the article itself (also the console's preview).
import { Link, useNavigation } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { useI18n } from "../lib/i18n.tsx";
import type { Crumb } from "../lib/seo.ts";
import { NEWS_CATEGORIES, newsArticlePath, newsListHref, type NewsArticleView, type NewsCardView, type NewsListQuery } from "./news-contract.ts";
import { ShareButtons } from "./share-buttons.tsx";

export const newsLink = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

function CategoryBadge({ category }: { category: NewsCardView["category"] }) {
  const { t } = useI18n();
  return (
    <span className="inline-block rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-900 dark:bg-slate-800 dark:text-brand-100">
      {t(`news.categories.${category}`)}
    </span>
  );
}

function Tags({ tags }: { tags: string[] }) {
  const { t } = useI18n();
  if (!tags.length) return null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">{t("news.tags")}:</span>
      <ul className="flex flex-wrap gap-2" aria-label={t("news.tags")}>
        {tags.map((tag) => (
          <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-slate-800 dark:bg-slate-800 dark:text-slate-100">
            {tag}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Published({ iso, text }: { iso: string; text: string }) {
  const { t } = useI18n();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      {t("news.published")} <time dateTime={iso}>{text}</time>
    </p>
  );
}

export function NewsCardItem({ card }: { card: NewsCardView }) {
  const { lang, t } = useI18n();
  const href = newsArticlePath(lang, card.slug);
  return (
    <li className="flex flex-col overflow-hidden rounded-xl border border-slate-200 dark:border-slate-700">
      {card.coverImageUrl ? <img src={card.coverImageUrl} alt="" loading="lazy" decoding="async" className="aspect-[16/9] w-full object-cover" /> : null}
      <article className="flex flex-1 flex-col gap-3 p-5" aria-labelledby={`news-${card.id}`}>
        <div className="flex flex-wrap items-center gap-3">
          <CategoryBadge category={card.category} />
          <Published iso={card.publishedAt} text={card.publishedText} />
        </div>
        <h2 id={`news-${card.id}`} className="text-xl font-bold text-slate-900 dark:text-white">
          <Link to={href} className="hover:underline">
            {card.title}
          </Link>
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{card.summary}</p>
        <Tags tags={card.tags} />
        <p className="mt-auto">
          <Link to={href} className={newsLink} aria-label={t("news.readMoreAbout", { title: card.title })}>
            {t("news.readMore")}
          </Link>
        </p>
      </article>
    </li>
  );
}

export function CategoryFilter({ query }: { query: NewsListQuery }) {
  const { lang, t } = useI18n();
  const options = [null, ...NEWS_CATEGORIES] as const;
  return (
    <nav aria-label={t("news.filterLabel")} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {options.map((category) => {
          const current = query.category === category;
          return (
            <li key={category ?? "all"}>
              <Link
                to={newsListHref(lang, { category, page: 1 })}
                aria-current={current ? "page" : undefined}
                preventScrollReset
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${
                  current
                    ? "border-brand-700 bg-brand-700 text-white dark:border-brand-100 dark:bg-brand-100 dark:text-slate-900"
                    : "border-slate-400 text-slate-900 hover:bg-slate-100 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800"
                }`}
              >
                {t(`news.categories.${category ?? "all"}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function NewsPagination({ query, pages }: { query: NewsListQuery; pages: number }) {
  const { lang, t } = useI18n();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t("news.pagination.label")} className="mt-8 flex flex-wrap items-center gap-4">
      {query.page > 1 ? (
        <Link to={newsListHref(lang, { ...query, page: query.page - 1 })} className={newsLink}>
          {t("news.pagination.previous")}
        </Link>
      ) : null}
      <p>{t("news.pagination.position", { page: query.page, pages })}</p>
      {query.page < pages ? (
        <Link to={newsListHref(lang, { ...query, page: query.page + 1 })} className={newsLink}>
          {t("news.pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

/** True while a client-side navigation loads the news list (a filter, a page, "back to news"). */
export function useNewsLoading(): boolean {
  const { lang } = useI18n();
  const navigation = useNavigation();
  return navigation.state === "loading" && navigation.location.pathname === `/${lang}/news`;
}

export function NewsLoading() {
  const { t } = useI18n();
  return (
    <p role="status" className="mt-6 flex items-center gap-3 font-semibold text-slate-800 dark:text-slate-100">
      <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent dark:border-brand-100" />
      {t("news.states.loading")}
    </p>
  );
}

const bodyStyle = [
  "mt-8 max-w-3xl space-y-4 text-lg leading-relaxed text-slate-800 dark:text-slate-200",
  "[&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 dark:[&_h2]:text-white",
  "[&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold",
  "[&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline dark:[&_a]:text-brand-100",
  "[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 dark:[&_code]:bg-slate-800 [&_pre]:overflow-x-auto",
  "[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg",
].join(" ");

export function NewsArticleBody({ article, breadcrumbs, share = true }: { article: NewsArticleView; breadcrumbs: Crumb[]; share?: boolean }) {
  const { lang, t } = useI18n();
  const loading = useNewsLoading();
  return (
    <article aria-labelledby="article-heading">
      <Breadcrumbs items={breadcrumbs} />
      <p>
        <Link to={newsListHref(lang, { category: null, page: 1 })} className={newsLink}>
          ← {t("news.backToNews")}
        </Link>
      </p>
      {loading ? <NewsLoading /> : null}
      <header className="mt-6 max-w-3xl space-y-3">
        <CategoryBadge category={article.category} />
        <h1 id="article-heading" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {article.title}
        </h1>
        <p className="text-lg text-slate-700 dark:text-slate-300">{article.summary}</p>
        <Published iso={article.publishedAt} text={article.publishedText} />
        <Tags tags={article.tags} />
      </header>
      {article.coverImageUrl ? <img src={article.coverImageUrl} alt="" className="mt-8 w-full max-w-3xl rounded-xl object-cover" /> : null}
      <div className={bodyStyle} dangerouslySetInnerHTML={{ __html: article.bodyHtml }} />
      {share ? <ShareButtons url={article.url} title={article.title} /> : null}
      <p className="mt-8">
        <Link to={newsListHref(lang, { category: null, page: 1 })} className={newsLink}>
          {t("news.backToNews")}
        </Link>
      </p>
    </article>
  );
}
