// News over HTTP: who may write (administrators with two-step verification, nobody else), every refusal of a bad
// body, id, image or slug (each changes nothing), and what the public sees: only published articles that are due,
// in the languages they are written in, as pages, as RSS and as documents for search and the assistant.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { NewsArticleAdmin, NewsInput } from "../../app/news/news-contract.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { seedDemoContent } from "../content/demo-content.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp, withoutTable } from "../test-support.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { gif, jpeg, pdf, png } from "../storage/upload-fixtures.ts";
import { NEWS_EXAMPLE_COUNT } from "./news-demo.ts";
import { announceDueNews } from "./news-sweep.ts";

let t: TestApp;
let admin: Browser;
let agent: Browser;
let customer: Browser;
let anonymous: Browser;
const changes: string[] = [];
let counter = 0;

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;
let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

async function setUp(onPostgres: boolean) {
  database = onPostgres ? await createTestDatabase(postgresUrl) : null;
  t = await createTestApp({ ...CONSOLE_ADMIN_ENV }, database?.url);
  admin = await consoleAdmin(t);
  agent = (await staffMember(t, admin, "news-agent@example.se", "agent")).browser;
  customer = await signedUpUser(t, "news-customer@example.se");
  anonymous = new Browser(t);
  changes.length = 0;
  t.services.publishedContent.onLocalChange(async (source, id) => {
    changes.push(`${source}:${id}`);
  });
}

async function tearDown() {
  await t.close();
  await database?.drop();
}

/** A valid article in the given languages, with slugs of its own (the word makes them unique per test). */
function article(word: string, overrides: Partial<NewsInput> = {}, langs: Array<"se" | "en" | "fi" | "no"> = ["en", "se"]): NewsInput {
  counter += 1;
  const translations: NewsInput["translations"] = {};
  for (const lang of langs) {
    translations[lang] = {
      slug: `${word}-${lang}-${counter}`,
      title: `${word} title ${lang} ${counter}`,
      summary: `${word} summary ${lang}`,
      body: `## ${word} heading\n\nThe **${word}** body in ${lang}.`,
    };
  }
  return { category: "cloud", tags: ["Azure"], coverImageId: null, status: "published", publishAt: null, translations, ...overrides };
}

async function create(input: NewsInput): Promise<NewsArticleAdmin> {
  const res = await admin.post("/api/staff/news", input);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { article: NewsArticleAdmin }).article;
}

async function articleCount(): Promise<number> {
  return Number((await t.db.selectFrom("news_articles").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
}

async function uploadImage(browser: Browser, name: string, data: Uint8Array, field = "file") {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(data)]), name);
  const response = new Response(form);
  return browser.request({
    method: "POST",
    url: "/api/staff/news/images?language=en",
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { "content-type": response.headers.get("content-type") ?? "" },
  });
}

function expectError(res: { statusCode: number; json(): unknown; body: string }, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as { error: { code: string; message: string } };
  expect(body.error.code).toBe(code);
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(res.body).not.toMatch(/stack|at Object|kysely|postgres/i);
}

describe.each(engines)("on %s", (_engine, onPostgres) => {
  beforeAll(() => setUp(onPostgres), 60_000);
  afterAll(() => tearDown());

  describe("permissions", () => {
    const routes = (id: string) => [
      ["GET", "/api/staff/news"],
      ["GET", `/api/staff/news/${id}`],
      ["POST", "/api/staff/news"],
      ["POST", `/api/staff/news/${id}`],
      ["POST", `/api/staff/news/${id}/delete`],
    ] as const;

    it("refuses visitors (401), customers and agents (403) on every staff route, and changes nothing", async () => {
      const existing = await create(article("perm"));
      const before = await articleCount();
      for (const [who, browser, status] of [
        ["anonymous", anonymous, 401],
        ["customer", customer, 403],
        ["agent", agent, 403],
      ] as const) {
        for (const [method, url] of routes(existing.id)) {
          const res = await browser.request({ method, url, ...(method === "POST" ? { payload: article("perm") } : {}) });
          expect(res.statusCode, `${who} ${method} ${url}`).toBe(status);
        }
        const upload = await uploadImage(browser, "a.png", png());
        expect(upload.statusCode, `${who} upload`).toBe(status);
      }
      expect(await articleCount()).toBe(before);
      expect((await admin.get(`/api/staff/news/${existing.id}`)).json()).toMatchObject({ article: { id: existing.id, translations: existing.translations } });
      expect(await t.db.selectFrom("news_images").select("id").execute()).toHaveLength(0);
    });

    it("sends a visitor to sign in and shows an agent the 403 page for the console section", async () => {
      const visitor = await anonymous.get("/en/admin/news");
      expect(visitor.statusCode).toBe(302);
      const forbidden = await agent.get("/en/admin/news");
      expect(forbidden.statusCode).toBe(403);
      const granted = await admin.get("/en/admin/news");
      expect(granted.statusCode).toBe(200);
      expect(granted.body).toContain("New article");
    });
  });

  describe("validation", () => {
    const bad: Array<[string, (input: NewsInput) => unknown]> = [
      ["no category", ({ category: _c, ...rest }) => rest],
      ["an unknown category", (input) => ({ ...input, category: "sports" })],
      ["an unknown status", (input) => ({ ...input, status: "archived" })],
      ["a field nobody asked for", (input) => ({ ...input, author: "x" })],
      ["an unknown language", (input) => ({ ...input, translations: { ...input.translations, dk: input.translations.en } })],
      ["a slug with capitals", (input) => ({ ...input, translations: { en: { ...input.translations.en!, slug: "Bad-Slug" } } })],
      ["a slug with a slash", (input) => ({ ...input, translations: { en: { ...input.translations.en!, slug: "a/b" } } })],
      ["an empty title", (input) => ({ ...input, translations: { en: { ...input.translations.en!, title: "   " } } })],
      ["a title too long", (input) => ({ ...input, translations: { en: { ...input.translations.en!, title: "x".repeat(201) } } })],
      ["a summary too long", (input) => ({ ...input, translations: { en: { ...input.translations.en!, summary: "x".repeat(501) } } })],
      ["an empty body", (input) => ({ ...input, translations: { en: { ...input.translations.en!, body: "" } } })],
      ["a body too long", (input) => ({ ...input, translations: { en: { ...input.translations.en!, body: "x".repeat(50_001) } } })],
      ["eleven tags", (input) => ({ ...input, tags: Array.from({ length: 11 }, (_, i) => `tag${i}`) })],
      ["a tag too long", (input) => ({ ...input, tags: ["x".repeat(41)] })],
      ["an empty tag", (input) => ({ ...input, tags: [" "] })],
      ["tags that are not a list", (input) => ({ ...input, tags: "a,b" })],
      ["a publish time that is not a time", (input) => ({ ...input, publishAt: "tomorrow" })],
      ["a publish time in the year 3000", (input) => ({ ...input, publishAt: "3000-01-01T00:00:00Z" })],
      ["a cover id that is not an image id", (input) => ({ ...input, coverImageId: "../../etc/passwd" })],
    ];

    it.each(bad)("refuses %s with 400 validation, changing nothing", async (_name, change) => {
      const before = await articleCount();
      const res = await admin.post("/api/staff/news", change(article("bad", {}, ["en"])) as object);
      expectError(res, 400, "validation");
      expect(await articleCount()).toBe(before);
    });

    it("refuses an article without any language (400 no_language) and a body that is not JSON", async () => {
      expectError(await admin.post("/api/staff/news", { ...article("nolang"), translations: {} }), 400, "no_language");
      const res = await admin.request({ method: "POST", url: "/api/staff/news", payload: "{not json", headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
    });

    it("says a refusal in the caller's language", async () => {
      const res = await admin.post("/api/staff/news?language=fi", { ...article("lang"), translations: {} });
      expect((res.json() as { error: { message: string } }).error.message).toBe("Kirjoita artikkeli vähintään yhdellä kielellä.");
    });

    it("refuses a slug another article has in that language (409), but allows it in another language", async () => {
      const first = await create(article("slug", {}, ["en"]));
      const taken = article("slug2", {}, ["en"]);
      taken.translations.en!.slug = first.translations.en!.slug;
      const before = await articleCount();
      const res = await admin.post("/api/staff/news", taken);
      expectError(res, 409, "slug_taken");
      expect((res.json() as { error: { language: string } }).error.language).toBe("en");
      expect(await articleCount()).toBe(before);
      const otherLanguage = article("slug3", {}, ["se"]);
      otherLanguage.translations.se!.slug = first.translations.en!.slug;
      await create(otherLanguage);
      // Editing an article keeps its own slug.
      const edit = await admin.post(`/api/staff/news/${first.id}`, { ...article("slug4", {}, ["en"]), translations: first.translations });
      expect(edit.statusCode, edit.body).toBe(200);
    });

    it("refuses a cover image that was never uploaded (400 unknown_image)", async () => {
      const before = await articleCount();
      expectError(await admin.post("/api/staff/news", article("cover", { coverImageId: "0".repeat(32) })), 400, "unknown_image");
      expect(await articleCount()).toBe(before);
    });

    it("answers 404 for a malformed or unknown id on read, edit and delete", async () => {
      for (const id of ["not-an-id", "00000000-0000-4000-8000-000000000000"]) {
        expectError(await admin.get(`/api/staff/news/${id}`), 404, "not_found");
        expectError(await admin.post(`/api/staff/news/${id}`, article("missing")), 404, "not_found");
        expectError(await admin.post(`/api/staff/news/${id}/delete`, {}), 404, "not_found");
      }
    });

    it("keeps each tag once, whatever its case", async () => {
      const created = await create(article("tags", { tags: ["Cloud", "cloud", " Azure "] }));
      expect(created.tags).toEqual(["Cloud", "Azure"]);
    });
  });

  describe("images", () => {
    it("takes PNG, JPEG, WebP-less GIF by content and serves them publicly with a year of caching", async () => {
      for (const [name, data, type] of [
        ["a.png", png(), "image/png"],
        ["b.jpg", jpeg(), "image/jpeg"],
        ["c.gif", gif(), "image/gif"],
      ] as const) {
        const res = await uploadImage(admin, name, data);
        expect(res.statusCode, res.body).toBe(201);
        const { id, url } = res.json() as { id: string; url: string };
        expect(id).toMatch(/^[0-9a-f]{32}$/);
        const served = await anonymous.get(url);
        expect(served.statusCode).toBe(200);
        expect(served.headers["content-type"]).toBe(type);
        expect(served.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
        expect(served.headers["x-content-type-options"]).toBe("nosniff");
        expect(Buffer.compare(served.rawPayload, Buffer.from(data))).toBe(0);
      }
    });

    it("refuses what is not an image by its bytes, an empty file, no file, a file too large; nothing is stored", async () => {
      const before = (await t.db.selectFrom("news_images").select("id").execute()).length;
      expectError(await uploadImage(admin, "fake.png", Buffer.from("just text, not a picture")), 415, "unsupported_type");
      expectError(await uploadImage(admin, "doc.pdf", pdf()), 415, "unsupported_type");
      expectError(await uploadImage(admin, "drawing.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415, "unsupported_type");
      expectError(await uploadImage(admin, "empty.png", Buffer.alloc(0)), 400, "empty");
      expectError(await uploadImage(admin, "a.png", png(), "other"), 400, "no_file");
      expectError(await admin.post("/api/staff/news/images", { file: "x" }), 400, "no_file");
      const big = Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]);
      expectError(await uploadImage(admin, "big.png", big), 413, "too_large");
      expect((await t.db.selectFrom("news_images").select("id").execute()).length).toBe(before);
    });

    it("answers 404 for an unknown or malformed image id", async () => {
      expectError(await anonymous.get(`/api/news/images/${"a".repeat(32)}`), 404, "not_found");
      expectError(await anonymous.get("/api/news/images/..%2F..%2Fetc"), 404, "not_found");
    });
  });

  describe("what the public sees", () => {
    it("shows a published article in its languages only, with NewsArticle JSON-LD, alternates, cover as og:image and share links", async () => {
      const cover = (await uploadImage(admin, "cover.png", png())).json() as { id: string; url: string };
      const input = article("visible", { coverImageId: cover.id, tags: ["Azure", "Migration"] }, ["en", "fi"]);
      input.translations.en!.body = `Intro <script>alert(1)</script>\n\n![A diagram](${cover.url})\n\n![elsewhere](https://evil.example/x.png)`;
      const created = await create(input);
      const en = created.translations.en!;
      const page = await anonymous.get(`/en/news/${en.slug}`);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(en.title);
      expect(page.body).toContain("Back to news");
      expect(page.body).toContain("Published");
      expect(page.body).toContain("Migration");
      expect(page.body).not.toContain("<script>alert(1)");
      expect(page.body).toContain(`src="${cover.url}"`);
      expect(page.body).not.toContain("evil.example/x.png\"");
      expect(page.body).toContain("Share on LinkedIn");
      expect(page.body).toMatch(/href="mailto:\?subject=/);
      expect(page.body).toContain(`<meta property="og:image" content="https://www.example.se${cover.url}"/>`);
      expect(page.body).toContain(`href="https://www.example.se/fi/news/${created.translations.fi!.slug}" hrefLang="fi"`);
      expect(page.body).not.toMatch(/<link rel="alternate" href="[^"]*" hrefLang="sv"/);
      expect(page.body).toContain('type="application/rss+xml"');
      const ld = [...page.body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
      const news = ld.find((item) => item["@type"] === "NewsArticle");
      expect(news).toMatchObject({
        headline: en.title,
        description: en.summary,
        inLanguage: "en",
        image: [`https://www.example.se${cover.url}`],
        author: { "@type": "Organization" },
        publisher: { "@type": "Organization" },
        mainEntityOfPage: { "@id": `https://www.example.se/en/news/${en.slug}` },
      });
      expect(typeof news!.datePublished).toBe("string");
      // The language switcher keeps the slug: the Finnish address of the English slug is the Finnish version, and
      // Swedish, which the article does not have, is the Swedish news list.
      const toFinnish = await anonymous.get(`/fi/news/${en.slug}`);
      expect(toFinnish.statusCode).toBe(302);
      expect(toFinnish.headers.location).toBe(`/fi/news/${created.translations.fi!.slug}`);
      const toSwedish = await anonymous.get(`/se/news/${en.slug}`);
      expect(toSwedish.statusCode).toBe(302);
      expect(toSwedish.headers.location).toBe("/se/news");
      expect((await anonymous.get("/se/news/no-such-article-anywhere")).statusCode).toBe(404);
      // Without a cover, the site's news share image.
      const plain = await create(article("plain", {}, ["en"]));
      const plainPage = await anonymous.get(`/en/news/${plain.translations.en!.slug}`);
      expect(plainPage.body).toContain('<meta property="og:image" content="https://www.example.se/og/en/news.png"/>');
    });

    it("lists published articles newest first with a read-more link, filters by category and pages", async () => {
      const older = await create(article("older", { category: "security", publishAt: new Date(Date.now() - 3 * 86_400_000).toISOString() }, ["no"]));
      const newer = await create(article("newer", { category: "security" }, ["no"]));
      const list = await anonymous.get("/no/news?category=security");
      expect(list.statusCode).toBe(200);
      const newerAt = list.body.indexOf(newer.translations.no!.title);
      const olderAt = list.body.indexOf(older.translations.no!.title);
      expect(newerAt).toBeGreaterThan(-1);
      expect(olderAt).toBeGreaterThan(newerAt);
      expect(list.body).toContain(`href="/no/news/${newer.translations.no!.slug}"`);
      expect(list.body).toContain("Les mer");
      const cloud = await anonymous.get("/no/news?category=cloud");
      expect(cloud.body).not.toContain(newer.translations.no!.title);
      // Page two exists once there are more articles than fit on one.
      for (let i = 0; i < 10; i++) await create(article(`page${i}`, { category: "business" }, ["no"]));
      const first = await anonymous.get("/no/news?category=business");
      expect(first.body).toContain('href="/no/news?category=business&amp;page=2"');
      const second = await anonymous.get("/no/news?category=business&page=2");
      expect(second.statusCode).toBe(200);
      expect(second.body).toContain("Side 2 av 2");
    });

    it("answers 404, never 500, for an unknown category or page", async () => {
      for (const query of ["category=sports", "page=0", "page=abc", "page=999", "page=-1", "category=%00"]) {
        const res = await anonymous.get(`/en/news?${query}`);
        expect(res.statusCode, query).toBe(404);
        expect(res.body).toContain("We could not find that page");
      }
      expect((await anonymous.get("/en/news?category=all")).statusCode).toBe(200);
      expect((await anonymous.get("/en/news/Not_A_Slug")).statusCode).toBe(404);
      expect((await anonymous.get(`/en/news/${"a".repeat(200)}`)).statusCode).toBe(404);
    });

    it("shows the section-8 empty text when a language has no news", async () => {
      await t.db.deleteFrom("news_translations").where("lang", "=", "fi").execute();
      const res = await anonymous.get("/fi/news?category=ai");
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain("Uutisia ei ole tällä hetkellä saatavilla");
    });

    it("says 'Could not load news' when the articles cannot be read", async () => {
      await withoutTable(t.db, "news_articles", async () => {
        const res = await anonymous.get("/se/news");
        expect(res.statusCode).toBeGreaterThanOrEqual(500);
        expect(res.body).toContain("Det gick inte att läsa in nyheterna");
        expect(res.body).not.toMatch(/news_articles|relation/);
      });
    });

    it("keeps drafts and scheduled articles private until they are due, then the sweep announces each once", async () => {
      const draft = await create(article("draft", { status: "draft" }, ["en"]));
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const scheduled = await create(article("scheduled", { publishAt: future }, ["en"]));
      expect(scheduled.live).toBe(false);
      for (const hidden of [draft, scheduled]) {
        expect((await anonymous.get(`/en/news/${hidden.translations.en!.slug}`)).statusCode).toBe(404);
        expect((await anonymous.get("/en/news")).body).not.toContain(hidden.translations.en!.title);
        expect(await t.services.publishedContent.of("news", hidden.id)).toEqual([]);
        expect(changes).not.toContain(`news:${hidden.id}`);
      }
      expect((await anonymous.get("/en/news/rss.xml")).body).not.toContain(scheduled.translations.en!.title);
      // Its time comes.
      await t.db.updateTable("news_articles").set({ publish_at: sql<Date>`now() - interval '1 second'` }).where("id", "=", scheduled.id).execute();
      const due = await announceDueNews(t.services);
      expect(due).toContain(scheduled.id);
      expect(due).not.toContain(draft.id);
      expect(await announceDueNews(t.services)).not.toContain(scheduled.id);
      expect(changes.filter((c) => c === `news:${scheduled.id}`)).toHaveLength(1);
      expect((await anonymous.get(`/en/news/${scheduled.translations.en!.slug}`)).statusCode).toBe(200);
      expect((await anonymous.get("/en/news")).body).toContain(scheduled.translations.en!.title);
    });

    it("tells search and the assistant of publish, edit, unpublish and delete, with documents per language", async () => {
      changes.length = 0;
      const created = await create(article("docs", { tags: ["Kubernetes"] }, ["en", "se"]));
      expect(changes).toEqual([`news:${created.id}`]);
      const docs = await t.services.publishedContent.of("news", created.id);
      expect(docs.map((d) => d.lang).sort()).toEqual(["en", "se"]);
      const en = docs.find((d) => d.lang === "en")!;
      expect(en).toMatchObject({ source: "news", sourceId: created.id, path: `/en/news/${created.translations.en!.slug}`, validThrough: null });
      expect(en.text).toContain("The docs body in en.");
      expect(en.text).not.toContain("**");
      expect(en.keywords).toEqual(["cloud", "Kubernetes"]);
      expect((await t.services.publishedContent.all()).some((d) => d.sourceId === created.id)).toBe(true);

      const edited = await admin.post(`/api/staff/news/${created.id}`, { ...article("docs2", {}, ["en"]) });
      expect(edited.statusCode).toBe(200);
      expect(changes).toHaveLength(2);
      expect((await t.services.publishedContent.of("news", created.id)).map((d) => d.lang)).toEqual(["en"]);

      const unpublished = await admin.post(`/api/staff/news/${created.id}`, { ...article("docs3", { status: "draft" }, ["en"]) });
      expect(unpublished.statusCode).toBe(200);
      expect(changes).toHaveLength(3);
      expect(await t.services.publishedContent.of("news", created.id)).toEqual([]);

      // A draft that stays a draft is nobody else's business.
      await admin.post(`/api/staff/news/${created.id}`, { ...article("docs4", { status: "draft" }, ["en"]) });
      expect(changes).toHaveLength(3);

      const live = await create(article("gone", {}, ["en"]));
      changes.length = 0;
      const deleted = await admin.post(`/api/staff/news/${live.id}/delete`, {});
      expect(deleted.statusCode).toBe(200);
      expect(changes).toEqual([`news:${live.id}`]);
      expect((await admin.get(`/api/staff/news/${live.id}`)).statusCode).toBe(404);
      expect((await anonymous.get(`/en/news/${live.translations.en!.slug}`)).statusCode).toBe(404);
    });

    it("publishes RSS 2.0 per language, XML-escaped, linked from the news pages", async () => {
      const input = article("rss", {}, ["se"]);
      input.translations.se!.title = `Moln & säkerhet <"nu">`;
      const created = await create(input);
      const res = await anonymous.get("/se/news/rss.xml");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toContain("application/rss+xml");
      expect(res.body).toContain('<rss version="2.0"');
      expect(res.body).toContain("<title>Moln &amp; säkerhet &lt;&quot;nu&quot;&gt;</title>");
      expect(res.body).toContain(`<link>https://www.example.se/se/news/${created.translations.se!.slug}</link>`);
      expect(res.body).toContain(`<guid isPermaLink="false">urn:uuid:${created.id}</guid>`);
      expect(res.body).toMatch(/<pubDate>[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT<\/pubDate>/);
      expect(res.body).toContain(`<description>${created.translations.se!.summary}</description>`);
      const list = await anonymous.get("/se/news");
      expect(list.body).toMatch(/<link rel="alternate" href="https:\/\/www\.example\.se\/se\/news\/rss\.xml" type="application\/rss\+xml"/);
    });

    it("previews a draft for an administrator inside the console, never for anyone else", async () => {
      const draft = await create(article("preview", { status: "draft" }, ["en"]));
      const res = await admin.get(`/en/admin/news?article=${draft.id}&preview=en`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(draft.translations.en!.title);
      expect(res.body).toContain("It is not public.");
      expect((await agent.get(`/en/admin/news?article=${draft.id}&preview=en`)).body).not.toContain(draft.translations.en!.title);
      expect((await anonymous.get(`/en/news/${draft.translations.en!.slug}`)).statusCode).toBe(404);
    });
  });
});

describe("example content", () => {
  it("publishes five articles in four languages on an empty database, and never again", async () => {
    const fresh = await createTestApp({ DEMO_CONTENT: "true" });
    try {
      const log = { info() {}, warn() {}, error() {} };
      await seedDemoContent(fresh.services, log);
      await seedDemoContent(fresh.services, log);
      const docs = (await fresh.services.publishedContent.all()).filter((d) => d.source === "news");
      expect(NEWS_EXAMPLE_COUNT).toBe(5);
      expect(docs).toHaveLength(5 * 4);
      expect(docs.every((d) => d.keywords.includes("example"))).toBe(true);
      const list = await fresh.app.inject({ method: "GET", url: "/fi/news" });
      expect(list.body).toContain("Esimerkki:");
    } finally {
      await fresh.close();
    }
  });
});
