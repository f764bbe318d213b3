import type { PublishedDocument } from "../../server/content/published-content.ts";
import { HTML_LANG, LANGUAGES } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import { PAGES, pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/sitemap";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function alternateLinks(alternates: Array<{ hreflang: string; href: string }>): string {
  return alternates.map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`).join("\n");
}

/**
 * Published jobs and articles: one entry per language each has, listing the item's other languages as alternates
 * (x-default: the Swedish one, else the first), with its last change as lastmod.
 */
function publishedEntries(siteUrl: string, documents: PublishedDocument[]): string[] {
  const items = new Map<string, PublishedDocument[]>();
  for (const document of documents) {
    const key = `${document.source}\u0000${document.sourceId}`;
    items.set(key, [...(items.get(key) ?? []), document]);
  }
  const urls: string[] = [];
  for (const languages of items.values()) {
    const ordered = LANGUAGES.flatMap((lang) => languages.filter((d) => d.lang === lang));
    const fallback = ordered.find((d) => d.lang === "se") ?? ordered[0]!;
    const alternates = alternateLinks([
      ...ordered.map((d) => ({ hreflang: HTML_LANG[d.lang], href: `${siteUrl}${d.path}` })),
      { hreflang: "x-default", href: `${siteUrl}${fallback.path}` },
    ]);
    for (const document of ordered) {
      urls.push(
        `  <url>\n    <loc>${escapeXml(`${siteUrl}${document.path}`)}</loc>\n    <lastmod>${document.updatedAt.toISOString()}</lastmod>\n${alternates}\n  </url>`,
      );
    }
  }
  return urls;
}

/** Every public page in every language, then every published job and article, each listing its alternates. */
export function buildSitemap(siteUrl: string, published: PublishedDocument[] = []): string {
  const urls: string[] = [];
  for (const page of PAGES.filter((p) => !p.noindex)) {
    const alternates = alternateLinks([
      ...LANGUAGES.map((lang) => ({ hreflang: HTML_LANG[lang], href: `${siteUrl}${pagePath(lang, page.slug)}` })),
      { hreflang: "x-default", href: `${siteUrl}${pagePath("se", page.slug)}` },
    ]);
    for (const lang of LANGUAGES) {
      urls.push(`  <url>\n    <loc>${escapeXml(`${siteUrl}${pagePath(lang, page.slug)}`)}</loc>\n${alternates}\n  </url>`);
    }
  }
  urls.push(...publishedEntries(siteUrl, published));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export async function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, services } = context.get(requestContext);
  // Read per request: a job that closes or an article that is taken down leaves the sitemap at once.
  const published = await services.publishedContent.all();
  return new Response(buildSitemap(siteUrl, published), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "no-cache" },
  });
}
