import { HTML_LANG, LANGUAGES } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import { PAGES, pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/sitemap";

function escapeXml(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** Every public page in every language, each listing its alternates. */
export function buildSitemap(siteUrl: string): string {
  const urls: string[] = [];
  for (const page of PAGES.filter((p) => !p.noindex)) {
    const alternates = [
      ...LANGUAGES.map((lang) => ({ hreflang: HTML_LANG[lang], href: `${siteUrl}${pagePath(lang, page.slug)}` })),
      { hreflang: "x-default", href: `${siteUrl}${pagePath("se", page.slug)}` },
    ]
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join("\n");
    for (const lang of LANGUAGES) {
      urls.push(`  <url>\n    <loc>${escapeXml(`${siteUrl}${pagePath(lang, page.slug)}`)}</loc>\n${alternates}\n  </url>`);
    }
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function loader({ context }: Route.LoaderArgs) {
  return new Response(buildSitemap(context.get(requestContext).siteUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
