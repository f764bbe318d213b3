import { LANGUAGES } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import { PAGES, pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  const { siteUrl, noindexHost } = context.get(requestContext);
  const lines = ["User-agent: *"];
  if (noindexHost) {
    lines.push("Disallow: /");
  } else {
    for (const page of PAGES.filter((p) => p.noindex)) {
      for (const lang of LANGUAGES) lines.push(`Disallow: ${pagePath(lang, page.slug)}`);
    }
    lines.push("Disallow: /qa-audit-pro", "", `Sitemap: ${siteUrl}/sitemap.xml`);
  }
  return new Response(`${lines.join("\n")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
