// RSS 2.0 of one language's published news: title, link, guid, pubDate (RFC 822) and the summary as description,
// every value XML-escaped.
import { commonMessages, newsMessages, pageCopy } from "../lib/messages.server.ts";
import { notFound, type loadPage } from "../lib/page-data.server.ts";
import { HTML_LANG, isLang } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import { newsArticlePath, newsListHref, newsRssPath } from "./news-contract.ts";

/** The newest this many articles are in the feed. */
export const NEWS_RSS_ITEMS = 50;

export function xmlEscape(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, "");
}

/** RFC 822 (as RSS 2.0 asks): "Tue, 24 Nov 2026 06:00:00 GMT". */
export function rfc822(iso: string): string {
  return new Date(iso).toUTCString();
}

export async function newsRss(args: Parameters<typeof loadPage>[0]): Promise<Response> {
  const lang = args.params.lang;
  if (!isLang(lang)) notFound(args.request);
  const ctx = args.context.get(requestContext);
  const { articles } = await ctx.services.news.publicList(lang, null, 1, NEWS_RSS_ITEMS);
  const siteName = commonMessages(lang).meta.siteName;
  const copy = pageCopy(lang, "news");
  const title = newsMessages(lang).news.rssTitle.replace("{{site}}", siteName);
  const items = articles.map((article) => {
    const link = `${ctx.siteUrl}${newsArticlePath(lang, article.slug)}`;
    return [
      "    <item>",
      `      <title>${xmlEscape(article.title)}</title>`,
      `      <link>${xmlEscape(link)}</link>`,
      `      <guid isPermaLink="false">urn:uuid:${article.id}</guid>`,
      `      <pubDate>${rfc822(article.publishedAt)}</pubDate>`,
      `      <description>${xmlEscape(article.summary)}</description>`,
      `      <category>${xmlEscape(newsMessages(lang).news.categories[article.category])}</category>`,
      "    </item>",
    ].join("\n");
  });
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "  <channel>",
    `    <title>${xmlEscape(title)}</title>`,
    `    <link>${xmlEscape(`${ctx.siteUrl}${newsListHref(lang, { category: null, page: 1 })}`)}</link>`,
    `    <description>${xmlEscape(copy.description)}</description>`,
    `    <language>${HTML_LANG[lang]}</language>`,
    `    <atom:link href="${xmlEscape(`${ctx.siteUrl}${newsRssPath(lang)}`)}" rel="self" type="application/rss+xml"/>`,
    ...(articles[0] ? [`    <lastBuildDate>${rfc822(articles[0].publishedAt)}</lastBuildDate>`] : []),
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" } });
}
