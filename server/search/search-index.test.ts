import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Lang } from "../../app/lib/languages.ts";
import { ORGANIZATION_DEFAULTS } from "../../content/organisation.ts";
import { PublishedContent, type PublishedDocument, type PublishedSource } from "../content/published-content.ts";
import { migrateToLatest, openDatabase, type Db } from "../db/database.ts";
import { LocalBus } from "../realtime/bus.ts";
import { SearchIndex } from "./search-index.ts";

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", undefined], ...(postgresUrl ? [["PostgreSQL", postgresUrl] as const] : [])] as const;

/** A real source of published items kept in memory: what the jobs and news services do over their own tables. */
class MemorySource implements PublishedSource {
  readonly name: "job" | "news";
  readonly items = new Map<string, PublishedDocument[]>();
  constructor(name: "job" | "news") {
    this.name = name;
  }
  async all() {
    return [...this.items.values()].flat();
  }
  async of(id: string) {
    return this.items.get(id) ?? [];
  }
}

function doc(source: "job" | "news", id: string, lang: Lang, fields: Partial<PublishedDocument>): PublishedDocument {
  const at = new Date("2026-11-02T09:00:00Z");
  return {
    source, sourceId: id, lang, path: `/${lang}/${source === "job" ? "jobs" : "news"}/${id}`, title: "", summary: "", text: "",
    keywords: [], publishedAt: at, updatedAt: at, validThrough: null, ...fields,
  };
}

describe.each(engines)("site search on %s", (_name, databaseUrl) => {
  let db: Db;
  let content: PublishedContent;
  let index: SearchIndex;
  const jobs = new MemorySource("job");
  const news = new MemorySource("news");

  beforeAll(async () => {
    ({ db } = await openDatabase({ databaseUrl, dataDir: "memory://" }));
    await migrateToLatest(db);
    content = new PublishedContent(new LocalBus());
    content.register(jobs);
    content.register(news);
    index = new SearchIndex({ db, publishedContent: content, organization: ORGANIZATION_DEFAULTS });
    jobs.items.set("tekniker-malmo", [
      doc("job", "tekniker-malmo", "se", {
        title: "Fälttekniker till Malmö",
        summary: "Du löser hårdvaruproblem hos våra kunder i Skåne.",
        text: "Som fälttekniker byter du servrar, skrivare och nätverksutrustning ute hos kunder. Körkort krävs.",
        keywords: ["Malmö", "Fältservice"],
      }),
      doc("job", "tekniker-malmo", "en", {
        title: "Field technician in Malmö",
        summary: "You fix hardware problems for our customers in Skåne.",
        text: "As a field technician you replace servers, printers and network equipment at customer sites.",
        keywords: ["Malmö", "Field service"],
      }),
    ]);
    news.items.set("ny-kund", [
      doc("news", "ny-kund", "fi", {
        title: "Uusi asiakkuus: konesalipalvelut Tampereella",
        summary: "Aloitamme konesalien ylläpidon Tampereella.",
        text: "Asiakkaamme siirtää palvelimensa uuteen konesaliin, ja me huolehdimme asennuksista ja valvonnasta.",
        keywords: ["Tampere"],
      }),
    ]);
    await index.ensureReady();
  }, 120_000);

  afterAll(async () => {
    content.close();
    await db?.destroy();
  });

  const paths = async (lang: Lang, q: string) => (await index.search(lang, q)).results.map((r) => r.path);

  it("answers nothing for an empty query, without a count", async () => {
    for (const q of ["", "   ", "!!! ---"]) expect(await index.search("se", q)).toEqual({ query: q.trim(), cut: false, total: 0, results: [] });
  });

  it("finds the site's pages by stemmed words, in the page's language only", async () => {
    const found = await index.search("se", "molntjänsterna");
    expect(found.results.map((r) => r.path)).toContain("/se/molntjanster");
    expect(found.total).toBeGreaterThanOrEqual(found.results.length);
    expect(found.results.every((r) => r.path.startsWith("/se"))).toBe(true);
    expect(found.results.find((r) => r.path === "/se/molntjanster")?.kind).toBe("service");
    expect(await paths("en", "privacy")).toContain("/en/privacy");
    expect(await paths("no", "personvern")).toContain("/no/privacy");
    expect(await paths("fi", "pilvipalvelut")).toContain("/fi/molntjanster");
  });

  it("is tolerant of missing å/ä/ö and finds parts of compound words", async () => {
    expect(await paths("se", "hardvara")).toContain("/se/hardvarusupport");
    expect(await paths("se", "malmo")).toContain("/se/jobs/tekniker-malmo");
    expect(await paths("se", "Malmö")).toContain("/se/jobs/tekniker-malmo");
    expect(await paths("se", "falttekniker")).toContain("/se/jobs/tekniker-malmo");
    expect(await paths("fi", "yllapidon tampereella")).toEqual(["/fi/news/ny-kund"]);
  });

  it("falls back to the nearest indexed word for a typo", async () => {
    expect(await paths("se", "fälteknikker")).toContain("/se/jobs/tekniker-malmo");
    expect(await paths("en", "techncian")).toContain("/en/jobs/tekniker-malmo");
    expect(await paths("se", "xqzvw")).toEqual([]);
  });

  it("marks the matches in the snippet as segments of plain text", async () => {
    const job = (await index.search("en", "printers")).results.find((r) => r.path === "/en/jobs/tekniker-malmo");
    expect(job?.kind).toBe("job");
    expect(job?.title).toBe("Field technician in Malmö");
    expect(job?.snippet.filter((s) => s.mark).map((s) => s.text.toLowerCase())).toContain("printers");
    expect(job?.snippet.map((s) => s.text).join("")).not.toMatch(/[\u0001\u0002]/);
  });

  it("shows the summary as the snippet when only the title matched", async () => {
    // The cloud page's title says "Molntjänster"; its description and the start of its text do not.
    const page = (await index.search("se", "molntjänster")).results.find((r) => r.path === "/se/molntjanster");
    expect(page?.snippet).toEqual([{ text: "Microsoft 365, Azure, molnmigrering och hybridmiljöer – utformade och drivna med 99,9 % tillgänglighet.", mark: false }]);
  });

  it("follows a published item's changes: an edit is found by its new words, a closed item vanishes", async () => {
    news.items.set("ny-kund", [doc("news", "ny-kund", "fi", { title: "Uusi asiakkuus Oulussa", text: "Huolehdimme kenttähuollosta." })]);
    await content.changed("news", "ny-kund");
    expect(await paths("fi", "oulu")).toEqual(["/fi/news/ny-kund"]);
    expect(await paths("fi", "tampere")).toEqual([]);
    jobs.items.delete("tekniker-malmo");
    await content.changed("job", "tekniker-malmo");
    expect(await paths("se", "malmo")).not.toContain("/se/jobs/tekniker-malmo");
    expect(await paths("en", "technician")).not.toContain("/en/jobs/tekniker-malmo");
  });

  it("cuts an over-long query instead of refusing it", async () => {
    const found = await index.search("en", `cloud ${"x".repeat(500)}`);
    expect(found.cut).toBe(true);
    expect(found.query.length).toBe(200);
  });

  it("leaves a correct index when instances starting together and an item change write at the same time", async () => {
    const other = new SearchIndex({ db, publishedContent: content, organization: ORGANIZATION_DEFAULTS });
    await sql`delete from search_documents`.execute(db);
    await Promise.all([index.syncAll(), other.syncAll(), index.syncAll(), content.changed("news", "ny-kund")]);
    expect(await paths("fi", "oulu")).toEqual(["/fi/news/ny-kund"]);
    expect(await paths("se", "hardvara")).toContain("/se/hardvarusupport");
  });

  it("rewrites the pages' rows at start only when their text changed", async () => {
    const versions = async () =>
      (await sql<{ v: string }>`select xmin::text || path as v from search_documents where source = 'page' order by path`.execute(db)).rows.map((r) => r.v);
    const before = await versions();
    expect(before.length).toBeGreaterThan(60);
    await index.syncAll();
    expect(await versions()).toEqual(before);
  });
});
