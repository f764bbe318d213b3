// The loaders' work for the public news pages (and the console's preview, which shows an article as the public will):
// the list with its filter and page, one article with its head (alternates to the languages it has, its cover as the
// Open Graph image, NewsArticle JSON-LD) and its body rendered to HTML on the server.
import { redirect } from "react-router";
import { commonMessages, newsMessages, pageCopy, shareImageCopy } from "../lib/messages.server.ts";
import { notFound, loadPage } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { HTML_LANG, type Lang } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import { buildHead, type Crumb, type HeadData } from "../lib/seo.ts";
import { PAGE_BY_ID, pagePath } from "../lib/site-map.ts";
import { renderNewsMarkdown } from "./markdown.server.tsx";
import {
  NEWS_SLUG_MAX,
  NEWS_SLUG_PATTERN,
  newsArticlePath,
  newsListHref,
  newsRssPath,
  readNewsListQuery,
  type NewsArticleView,
  type NewsCard,
  type NewsCardView,
  type NewsPublicArticle,
} from "./news-contract.ts";
import { formatNewsDate } from "./news-date.ts";

type LoaderArgsLike = Parameters<typeof loadPage>[0];


function cardView(lang: Lang, card: NewsCard): NewsCardView {
  return { ...card, publishedText: formatNewsDate(lang, card.publishedAt) };
}

function rssLink(lang: Lang, siteUrl: string, siteName: string) {
  return { rel: "alternate", type: "application/rss+xml", href: `${siteUrl}${newsRssPath(lang)}`, title: newsMessages(lang).news.rssTitle.replace("{{site}}", siteName) };
}

export async function loadNewsList(args: LoaderArgsLike) {
  const base = loadPage(args, PAGE_BY_ID.news);
  const { lang } = base;
  const query = readNewsListQuery(pageUrl(args.request).searchParams);
  if (!query) notFound(args.request, lang);
  const ctx = args.context.get(requestContext);
  const list = await ctx.services.news.publicList(lang, query.category, query.page);
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (query.page > pages) notFound(args.request, lang);
  const siteName = commonMessages(lang).meta.siteName;
  const canonical = `${ctx.siteUrl}${newsListHref(lang, query)}`;
  const head: HeadData = {
    ...base.head,
    links: [...base.head.links.map((link) => (link.rel === "canonical" ? { ...link, href: canonical } : link)), rssLink(lang, ctx.siteUrl, siteName)],
  };
  return {
    ...base,
    head,
    // The copy's "nothing published yet" note is for the page without its feature; the list says its own states.
    copy: { ...base.copy, pending: undefined },
    messages: newsMessages(lang),
    query,
    list: { ...list, articles: list.articles.map((card) => cardView(lang, card)) },
    pages,
  };
}

/** The article's page data: for the public page, or (preview) for the console, which is never indexed. */
export function newsArticleData(args: LoaderArgsLike, lang: Lang, article: NewsPublicArticle, options: { preview: boolean }) {
  const ctx = args.context.get(requestContext);
  const common = commonMessages(lang);
  const messages = newsMessages(lang);
  const path = newsArticlePath(lang, article.slug);
  const breadcrumbs: Crumb[] = [
    { name: common.breadcrumbs.home, path: pagePath(lang, "") },
    { name: pageCopy(lang, "news").h1, path: pagePath(lang, PAGE_BY_ID.news!.slug) },
    { name: article.title, path },
  ];
  const alternatePaths = Object.fromEntries(Object.entries(article.slugs).map(([other, slug]) => [other, newsArticlePath(other as Lang, slug)]));
  const coverUrl = article.coverImageUrl ? `${ctx.siteUrl}${article.coverImageUrl}` : null;
  const shareAlt = shareImageCopy(lang, "news", ctx.organization.name).alt;
  const head = buildHead({
    lang,
    siteUrl: ctx.siteUrl,
    siteName: common.meta.siteName,
    organization: ctx.organization,
    organizationDescription: common.meta.organizationDescription,
    title: article.title,
    description: article.summary,
    keywords: [messages.news.categories[article.category], ...article.tags].join(", "),
    localizedPath: `/news/${article.slug}`,
    noindex: options.preview || ctx.noindexHost,
    breadcrumbs,
    shareImage: { image: "news", alt: shareAlt },
    alternatePaths,
    ownImage: coverUrl ? { url: coverUrl, alt: article.title } : undefined,
    ogType: "article",
  });
  const url = `${ctx.siteUrl}${path}`;
  head.meta.push({ property: "article:published_time", content: article.publishedAt }, { property: "article:modified_time", content: article.updatedAt });
  head.links.push(rssLink(lang, ctx.siteUrl, common.meta.siteName));
  const organizationId = `${ctx.siteUrl}/#organization`;
  head.jsonLd.push({
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: article.title,
    description: article.summary,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    image: [coverUrl ?? head.meta.find((m) => m.property === "og:image")!.content],
    author: { "@type": "Organization", "@id": organizationId, name: ctx.organization.name, url: `${ctx.siteUrl}/` },
    publisher: { "@type": "Organization", "@id": organizationId, name: ctx.organization.name, url: `${ctx.siteUrl}/` },
    inLanguage: HTML_LANG[lang],
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    articleSection: messages.news.categories[article.category],
    ...(article.tags.length ? { keywords: article.tags.join(", ") } : {}),
  });
  const view: NewsArticleView = { ...cardView(lang, article), bodyHtml: renderNewsMarkdown(article.body), url };
  return { lang, head, breadcrumbs, messages, article: view };
}

export async function loadNewsArticle(args: LoaderArgsLike) {
  const base = loadPage(args, PAGE_BY_ID.news);
  const slug = args.params.slug;
  if (!slug || slug.length > NEWS_SLUG_MAX || !NEWS_SLUG_PATTERN.test(slug)) notFound(args.request, base.lang);
  const { news } = args.context.get(requestContext).services;
  const article = await news.publicArticle(base.lang, slug);
  if (!article) {
    // The language switcher keeps the slug: an article's address in another language leads to its version in this
    // one, or to this language's news when it has none.
    const elsewhere = await news.publicSlugsOf(slug);
    if (!elsewhere) notFound(args.request, base.lang);
    const own = elsewhere[base.lang];
    throw redirect(own ? newsArticlePath(base.lang, own) : newsListHref(base.lang, { category: null, page: 1 }));
  }
  return newsArticleData(args, base.lang, article, { preview: false });
}
