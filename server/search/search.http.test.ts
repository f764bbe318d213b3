import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/languages.ts";
import type { PublishedDocument, PublishedSource } from "../content/published-content.ts";
import { createTestApp } from "../test-support.ts";

/** A real source of published jobs kept in memory, as the jobs service is over its tables. */
class MemoryJobs implements PublishedSource {
  readonly name = "job" as const;
  readonly items = new Map<string, PublishedDocument[]>();
  async all() {
    return [...this.items.values()].flat();
  }
  async of(id: string) {
    return this.items.get(id) ?? [];
  }
}

function job(id: string, lang: Lang, title: string, text: string, updatedAt = new Date("2026-11-03T10:00:00Z")): PublishedDocument {
  return {
    source: "job", sourceId: id, lang, path: `/${lang}/jobs/${id}`, title, summary: "", text, keywords: ["Luleå"],
    publishedAt: updatedAt, updatedAt, validThrough: null,
  };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
const jobs = new MemoryJobs();
const get = (url: string) => t.app.inject({ method: "GET", url });

beforeAll(async () => {
  t = await createTestApp();
  jobs.items.set("drifttekniker", [
    job("drifttekniker", "se", "Drifttekniker till Luleå", "Du sköter kylning och strömförsörjning i vårt datacenter."),
    job("drifttekniker", "en", "Operations technician in Luleå", "You look after cooling and power in our data centre."),
  ]);
  jobs.items.set("hostile", [
    job("hostile", "en", `Hostile <img src=x onerror="alert(1)"> title`, `Zebrafish <script>alert("x")</script> & "quotes" zebrafish.`),
  ]);
  t.services.publishedContent.register(jobs);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("the search page", () => {
  it("shows only the form for an empty query: no results, no count", async () => {
    for (const url of ["/en/search", "/en/search?q=", "/en/search?q=%20%20"]) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('role="search"');
      expect(res.body).toContain('name="q"');
      expect(res.body).not.toContain('id="search-summary"');
      expect(res.body).not.toContain("<mark");
    }
  });

  it("finds pages and published jobs in the page's language, with a count, kinds and marked snippets", async () => {
    const res = await get("/en/search?q=cooling");
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/\d+ results? for “cooling”/);
    expect(res.body).toContain('href="/en/jobs/drifttekniker"');
    expect(res.body).toContain(">Job<");
    expect(res.body).toMatch(/<mark[^>]*>cooling<\/mark>/);
    expect(res.body).not.toContain('href="/se/jobs/drifttekniker"');

    const swedish = await get("/se/search?q=kylning");
    expect(swedish.body).toContain('href="/se/jobs/drifttekniker"');
    expect(swedish.body).toContain(">Jobb<");
    expect((await get("/se/search?q=molntjanster")).body).toContain('href="/se/molntjanster"');
    expect((await get("/se/search?q=lulea")).body).toContain('href="/se/jobs/drifttekniker"');
  });

  it("says so when nothing matches, in the page's language", async () => {
    const res = await get("/fi/search?q=xqzvwkk");
    expect(res.body).toContain("Ei tuloksia haulla ”xqzvwkk”");
  });

  it("is never cached: each query gets its own results, also over client navigation (.data)", async () => {
    const first = await get("/en/search?q=cooling");
    const second = await get("/en/search?q=zebrafish");
    expect(first.headers["x-render-cache"]).toBeUndefined();
    expect(second.headers["x-render-cache"]).toBeUndefined();
    expect(second.body).toContain('href="/en/jobs/hostile"');
    expect(second.body).not.toContain('href="/en/jobs/drifttekniker"');
    const data = await get("/en/search.data?q=zebrafish");
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain("/en/jobs/hostile");
    expect(data.body).not.toContain("/en/jobs/drifttekniker");
  });

  it("renders titles, snippets and the query as text, never as markup", async () => {
    const res = await get(`/en/search?q=${encodeURIComponent('zebrafish <b onmouseover="x">')}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("<img src=x");
    expect(res.body).not.toContain('<b onmouseover="x">');
    expect(res.body).not.toContain('<script>alert("x")');
    expect(res.body).toContain("Hostile &lt;img");
  });

  it("cuts an over-long query and says so, instead of refusing it", async () => {
    const res = await get(`/en/search?q=cloud${"%20services".repeat(600)}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("only its first 200 characters were used");
  });

  it("follows a job's changes: closed, it leaves the results and the sitemap", async () => {
    jobs.items.set("nattskift", [job("nattskift", "se", "Nattskiftstekniker i Kiruna", "Övervakning av serverhallen nattetid.")]);
    await t.services.publishedContent.changed("job", "nattskift");
    expect((await get("/se/search?q=kiruna")).body).toContain('href="/se/jobs/nattskift"');
    expect((await get("/sitemap.xml")).body).toContain("<loc>https://www.example.se/se/jobs/nattskift</loc>");
    jobs.items.delete("nattskift");
    await t.services.publishedContent.changed("job", "nattskift");
    expect((await get("/se/search?q=kiruna")).body).not.toContain('href="/se/jobs/nattskift"');
    expect((await get("/sitemap.xml")).body).not.toContain("nattskift");
  });
});

describe("the header's search field", () => {
  it("is a labelled GET form to the page's language's search", async () => {
    const body = (await get("/fi")).body;
    expect(body).toMatch(/<form[^>]*action="\/fi\/search"[^>]*role="search"|<form[^>]*role="search"[^>]*action="\/fi\/search"/);
    expect(body).toContain('<label for="header-search" class="sr-only">Hae sivustolta</label>');
    expect(body).toMatch(/<input[^>]*id="header-search"[^>]*type="search"[^>]*name="q"/);
  });

  it("the website's SearchAction points at the search page", async () => {
    expect((await get("/no")).body).toContain("https://www.example.se/no/search?q={search_term_string}");
  });
});

describe("the sitemap's published items", () => {
  it("lists each job once per language, with its languages as alternates and its last change", async () => {
    const body = (await get("/sitemap.xml")).body;
    const entry = body.split("<url>").find((u) => u.includes("<loc>https://www.example.se/en/jobs/drifttekniker</loc>"));
    expect(entry).toContain("<lastmod>2026-11-03T10:00:00.000Z</lastmod>");
    expect(entry).toContain('hreflang="sv" href="https://www.example.se/se/jobs/drifttekniker"');
    expect(entry).toContain('hreflang="en" href="https://www.example.se/en/jobs/drifttekniker"');
    expect(entry).toContain('hreflang="x-default" href="https://www.example.se/se/jobs/drifttekniker"');
    expect(entry).not.toContain('hreflang="fi"');
    expect(body.match(/<loc>[^<]*\/jobs\/drifttekniker<\/loc>/g)).toHaveLength(2);
    expect(body).toContain("<loc>https://www.example.se/en/jobs/hostile</loc>");
    expect((await get("/sitemap.xml")).headers["cache-control"]).toBe("no-cache");
  });
});

describe("GET /api/search", () => {
  it("answers results as JSON in the asked language, nothing for an empty query", async () => {
    const res = await get("/api/search?q=kylning&lang=se");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(1);
    expect(body.results.map((r: { path: string }) => r.path)).toContain("/se/jobs/drifttekniker");
    expect(body.results.every((r: { path: string }) => r.path.startsWith("/se"))).toBe(true);
    expect((await get("/api/search?lang=en")).json()).toEqual({ query: "", cut: false, total: 0, results: [] });
  });

  it("refuses a missing or unknown language and a repeated q with 400 in the one error shape", async () => {
    for (const url of ["/api/search?q=cloud", "/api/search?q=cloud&lang=sv", "/api/search?q=a&q=b&lang=en"]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "accept-language": "fi" } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ error: { code: "invalid_query", message: "Pyyntöä ei voitu lukea." } });
    }
  });

  it("cuts an over-long query instead of refusing it", async () => {
    const res = await get(`/api/search?lang=en&q=${"cloud%20".repeat(1000)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().cut).toBe(true);
  });
});
