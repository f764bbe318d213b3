import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../../app/lib/site-map.ts";
import { createTestApp } from "../test-support.ts";
import { modulesBeforeInteraction } from "./paint-before-hydration.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });

function jsonLdTypes(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!)["@type"]);
}

describe("redirects decided by the server", () => {
  it.each([
    ["/sv/kontakt", "/se/kontakt", 301],
    ["/sv-SE/molntjanster", "/se/molntjanster", 301],
    ["/en-US/itad?x=1", "/en/itad?x=1", 301],
    ["/en/sv/kontakt", "/en/kontakt", 301],
    ["/fi/anlaggningsundersokning", "/fi/sitesurveys", 301],
    ["/contact", "/se/kontakt", 301],
    ["/kontrasttest", "/se/kontrasttest", 301],
    ["/falttjanster", "/se/faltservice", 301],
    ["/site-survey", "/se/sitesurveys", 301],
  ])("%s → %s", async (from, to, status) => {
    const res = await get(from);
    expect(res.statusCode).toBe(status);
    expect(res.headers.location).toBe(to);
  });

  it("sends / to the detected language with a 302 that varies by cookie and language", async () => {
    const res = await get("/", { "accept-language": "nb-NO,nb;q=0.9" });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/no");
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Language/);
    expect((await get("/", { cookie: "lang=fi", "accept-language": "sv" })).headers.location).toBe("/fi");
    expect((await get("/")).headers.location).toBe("/en");
  });

  it("lets a language chosen within five minutes win over the path", async () => {
    const now = Math.floor(Date.now() / 1000);
    const res = await get("/fi/kontakt", { cookie: `lang=en; lang_changed_at=${now - 10}` });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe("/en/kontakt");
    const later = await get("/fi/kontakt", { cookie: `lang=en; lang_changed_at=${now - 400}` });
    expect(later.statusCode).toBe(200);
  });

  it("applies the rules to client navigations (data requests) too", async () => {
    const res = await get("/sv/kontakt.data");
    expect(res.statusCode).toBe(202);
    expect(res.body).toContain("/se/kontakt");
  });
});

describe("every page exists in every language", () => {
  const prefixed = PAGES.filter((page) => !page.signedInOnly).flatMap((page) => ["se", "en", "fi", "no"].map((lang) => [lang, page.slug] as const));
  const signedInOnly = PAGES.filter((page) => page.signedInOnly).flatMap((page) => ["se", "en", "fi", "no"].map((lang) => [lang, page.slug] as const));

  it.each(signedInOnly)("/%s/%s sends a visitor to sign in and back, never cached", async (lang, slug) => {
    const res = await get(`/${lang}/${slug}?tab=x`);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/${lang}/auth?redirectTo=${encodeURIComponent(`/${lang}/${slug}?tab=x`)}`);
    expect(res.headers["x-render-cache"]).toBeUndefined();
  });

  it("keeps the sign-in page's query (the way back, a reset link's token) and never caches it", async () => {
    const res = await get("/en/auth?mode=reset&token=abc123&utm_source=mail");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Choose a new password");
    expect(res.headers["x-render-cache"]).toBeUndefined();
  });
  it.each(prefixed)("/%s/%s renders with its head", async (lang, slug) => {
    const path = slug ? `/${lang}/${slug}` : `/${lang}`;
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(new RegExp(`<html lang="${{ se: "sv", en: "en", fi: "fi", no: "nb" }[lang]}"`));
    expect(html).toMatch(/<title>[^<]+\| Nordic IT Services<\/title>|<title>[^<]+<\/title>/);
    expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expect(html).toContain(`<link rel="canonical" href="https://www.example.se${path}"/>`);
    for (const [code, hreflang] of [["se", "sv"], ["en", "en"], ["fi", "fi"], ["no", "nb"]]) {
      expect(html).toContain(`href="https://www.example.se${slug ? `/${code}/${slug}` : `/${code}`}" hrefLang="${hreflang}"`);
    }
    expect(html).toContain(`href="https://www.example.se${slug ? `/se/${slug}` : "/se"}" hrefLang="x-default"`);
    expect(html).toMatch(/<meta name="description" content="[^"]{8,}"/);
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"/);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https://www.example.se/og/${lang}/[a-z]+\\.png"`));
    const types = jsonLdTypes(html);
    expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    const page = PAGES.find((p) => p.slug === slug)!;
    if (page.kind === "service") expect(types).toContain("Service");
    if (page.kind !== "home") expect(types).toContain("BreadcrumbList");
    const robots = html.match(/<meta name="robots" content="([^"]+)"/)?.[1];
    expect(robots).toBe(page.noindex ? "noindex, nofollow" : "index, follow");
  });

  it("builds the breadcrumb Home › Services › page on service pages", async () => {
    const html = (await get("/en/molntjanster")).body;
    const crumbs = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>(\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList".*?)<\/script>/)![1]!);
    expect(crumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(["Home", "Services", "Cloud services"]);
  });

  it("offers a search action to /{lang}/search?q=", async () => {
    const html = (await get("/fi")).body;
    expect(html).toContain("https://www.example.se/fi/search?q={search_term_string}");
  });

  it("serves /qa-audit-pro without a prefix, to staff only: a visitor goes to sign in (server/audit/qa-audit-page.http.test.ts has the rest)", async () => {
    const res = await get("/qa-audit-pro");
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/^\/(se|en|fi|no)\/auth\?redirectTo=%2Fqa-audit-pro&reason=staffOnly$/);
  });

  it("marks every page noindex on a preview host", async () => {
    const preview = await createTestApp({ PREVIEW_HOSTS: "*.preview.example.net,staging.example.se" });
    try {
      const res = await preview.app.inject({ url: "/se", headers: { host: "pr-12.preview.example.net" } });
      expect(res.body).toContain('content="noindex, nofollow"');
      const normal = await preview.app.inject({ url: "/se", headers: { host: "www.example.se" } });
      expect(normal.body).toContain('content="index, follow"');
      const robots = await preview.app.inject({ url: "/robots.txt", headers: { host: "staging.example.se" } });
      expect(robots.body).toContain("Disallow: /\n");
    } finally {
      await preview.close();
    }
  });
});

describe("not found", () => {
  it("answers 404 with the not-found page in the path's language", async () => {
    const res = await get("/en/this-does-not-exist");
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("We could not find that page");
    for (const text of ["Back to start", "Go back", "Call us", "Popular pages", "IT consultation", "Field service", "Cloud services", "Jobs", "Contact"]) {
      expect(res.body).toContain(text);
    }
    expect(res.body).toContain('content="noindex, nofollow"');
  });

  it("suggests three pages like the mistyped address", async () => {
    const res = await get("/se/molntjanst");
    const list = res.body.match(/data-testid="not-found-suggestions">(.*?)<\/ul>/)![1]!;
    expect(list.match(/<li>/g)).toHaveLength(3);
    expect(list).toContain('href="/se/molntjanster"');
  });

  it("uses the visitor's language for an address without a prefix", async () => {
    const res = await get("/no-such-page", { "accept-language": "fi-FI" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<html lang="fi"');
  });

  it.each(["/xx/kontakt", "/se/kontakt/extra", "/se/jobs/unknown-job"])("%s is 404", async (path) => {
    expect((await get(path)).statusCode).toBe(404);
  });
});

describe("headers", () => {
  it("signs inline scripts with a fresh nonce and forbids inline scripts otherwise", async () => {
    const first = await get("/se/itad");
    const second = await get("/se/itad");
    const csp = first.headers["content-security-policy"] as string;
    const nonce = csp.match(/'nonce-([^']+)'/)![1]!;
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    const scripts = [...first.body.matchAll(/<script(?![^>]*src=)[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(2);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(second.headers["content-security-policy"]).not.toContain(nonce);
    expect(second.headers["x-render-cache"]).toBe("hit");
  });

  it("sends nosniff and a referrer policy, and HSTS only over TLS", async () => {
    const res = await get("/se");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers["strict-transport-security"]).toBeUndefined();
    const behindProxy = await createTestApp({ TRUST_PROXY: "true" });
    try {
      const tls = await behindProxy.app.inject({ url: "/se", headers: { "x-forwarded-proto": "https" } });
      expect(tls.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    } finally {
      await behindProxy.close();
    }
  });

  it("compresses HTML", async () => {
    const res = await get("/se", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("br");
  });

  it("serves built assets compressed and immutable", async () => {
    const html = (await get("/se")).body;
    const asset = modulesBeforeInteraction(html)[0]!;
    const res = await get(asset, { "accept-encoding": "br" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("fetches no JavaScript before the first paint: no preloads in the document, the bootstrap waits for a frame", async () => {
    const html = (await get("/se/molntjanster")).body;
    expect(html).not.toContain('rel="modulepreload"');
    const bootstrap = html.match(/<script\b[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)![1]!;
    expect(bootstrap).not.toMatch(/^\s*import /m);
    expect(bootstrap.indexOf('observe({ type: "paint"')).toBeLessThan(bootstrap.indexOf("modulepreload"));
    const modules = modulesBeforeInteraction(html);
    expect(modules.some((m) => /\/assets\/entry\.client-[^/]+\.js$/.test(m))).toBe(true);
    expect(modules.some((m) => /\/assets\/service-page-[^/]+\.js$/.test(m))).toBe(true);
    for (const module of modules) expect((await get(module)).statusCode).toBe(200);
  });

  it("leaves the cookie banner and dialog, the toasts' view and the not-found page out of a page's JavaScript before interaction", async () => {
    const modules = modulesBeforeInteraction((await get("/se/molntjanster")).body);
    expect(modules.length).toBeGreaterThan(5);
    for (const part of ["consent-choices", "toast-view", "not-found", "sonner"]) {
      expect(modules.filter((m) => m.includes(`/assets/${part}-`)), part).toEqual([]);
    }
    // The not-found page is loaded on demand in the browser, but the server still sends it whole.
    const missing = await get("/se/finns-inte-alls");
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('id="not-found-heading"');
    expect(missing.body).toContain("Vi kunde inte hitta sidan");
  });

  it("remembers a first non-Swedish language in the language cookie", async () => {
    const cookie = (await get("/fi/itad")).cookies.find((c) => c.name === "lang");
    expect(cookie).toMatchObject({ value: "fi", path: "/", maxAge: 31536000, sameSite: "Lax" });
    expect((await get("/se/itad")).headers["set-cookie"]).toBeUndefined();
    expect((await get("/fi/itad", { cookie: "lang=en" })).headers["set-cookie"]).toBeUndefined();
  });
});

describe("robots.txt and sitemap.xml", () => {
  it("keeps private areas out and points at the sitemap", async () => {
    const res = await get("/robots.txt");
    expect(res.body).toContain("Disallow: /se/admin");
    expect(res.body).toContain("Disallow: /no/dashboard");
    expect(res.body).toContain("Sitemap: https://www.example.se/sitemap.xml");
  });

  it("lists every public page in every language with its alternates", async () => {
    const body = (await get("/sitemap.xml")).body;
    const publicPages = PAGES.filter((page) => !page.noindex);
    expect(body.match(/<url>/g)).toHaveLength(publicPages.length * 4);
    expect(body).toContain("<loc>https://www.example.se/no/molntjanster</loc>");
    expect(body).toContain('hreflang="x-default" href="https://www.example.se/se/molntjanster"');
    expect(body).not.toContain("/admin");
  });
});

describe("health", () => {
  it("answers /healthz and /readyz", async () => {
    expect((await get("/healthz")).json()).toEqual({ status: "ok" });
    expect((await get("/readyz")).statusCode).toBe(200);
  });
});
