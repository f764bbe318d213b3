// Real-user vitals end to end over HTTP, on PGlite and on a throwaway PostgreSQL: the beacon's edge (consent,
// validation, the per-address limit), what is stored, the rollups' percentiles against percentile_cont over the
// raw rows, the 28-day window, and the performance page that shows them.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { ADDRESS_LIMITS } from "../security/address-limits.ts";
import { bucketOf, ensureVitalsWindow, rebuildVitalRollups, VITAL_SAMPLES_RETENTION, vitalsDashboard } from "./vitals-store.ts";

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;

describe.each(engines)("real-user vitals on %s", (_engine, onPostgres) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let client = 0;
  let revision = "";

  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase(postgresUrl) : null;
    t = await createTestApp({ TRUST_PROXY: "true" }, database?.url);
    revision = t.config.consentPolicyRevision;
  });

  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  function address() {
    client += 1;
    return `10.77.${Math.floor(client / 250)}.${(client % 250) + 1}`;
  }

  async function consent(choice: "analytics-granted" | "analytics-denied") {
    const consentId = randomUUID();
    const res = await t.app.inject({ method: "POST", url: "/api/consent", headers: { "x-forwarded-for": address() }, payload: { consentId, choice, revision } });
    expect(res.statusCode).toBe(201);
    return consentId;
  }

  function beacon(body: unknown, { from = address(), asText = true } = {}) {
    return t.app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "x-forwarded-for": from, "content-type": asText ? "text/plain;charset=UTF-8" : "application/json" },
      payload: JSON.stringify(body),
    });
  }

  const samples = async () => Number((await sql<{ n: string }>`select count(*) as n from vital_samples`.execute(t.db)).rows[0]!.n);

  const good = (consentId: string) => ({
    consentId,
    page: "contact",
    language: "en",
    device: "mobile",
    connection: "4g",
    metrics: [
      { name: "LCP", value: 1834.2 },
      { name: "INP", value: 96 },
      { name: "CLS", value: 0.031 },
      { name: "TTFB", value: 312.5 },
    ],
  });

  it("refuses a beacon without a recorded grant: none at all, or a denial (403, nothing stored)", async () => {
    const before = await samples();
    const unknown = await beacon(good(randomUUID()));
    expect(unknown.statusCode).toBe(403);
    expect(unknown.json().error.code).toBe("no_analytics_consent");
    const denied = await beacon(good(await consent("analytics-denied")));
    expect(denied.statusCode).toBe(403);
    expect(await samples()).toBe(before);
  });

  it.each([
    ["an unknown metric", { metrics: [{ name: "FID", value: 10 }] }],
    ["a value out of range", { metrics: [{ name: "LCP", value: 1e9 }] }],
    ["a negative value", { metrics: [{ name: "TTFB", value: -1 }] }],
    ["a metric twice", { metrics: [{ name: "CLS", value: 0.1 }, { name: "CLS", value: 0.2 }] }],
    ["no metric", { metrics: [] }],
    ["a URL instead of a page type", { page: "/en/kontakt?email=someone@example.se" }],
    ["a private area's page", { page: "admin" }],
    ["an unknown language", { language: "de" }],
    ["an unknown device class", { device: "watch" }],
  ])("refuses %s with a localized 400, nothing stored", async (_what, change) => {
    const consentId = await consent("analytics-granted");
    const before = await samples();
    const res = await beacon({ ...good(consentId), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: "invalid_vitals" });
    expect(typeof res.json().error.message).toBe("string");
    expect(await samples()).toBe(before);
  });

  it("refuses a body that is not JSON", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/vitals", headers: { "x-forwarded-for": address(), "content-type": "text/plain" }, payload: "LCP=1200" });
    expect(res.statusCode).toBe(400);
  });

  it("stores a granted visitor's beacon (sent as text/plain by sendBeacon, or as JSON) with nothing that identifies them", async () => {
    const consentId = await consent("analytics-granted");
    const before = await samples();
    expect((await beacon(good(consentId))).statusCode).toBe(204);
    expect((await beacon(good(consentId), { asText: false })).statusCode).toBe(204);
    expect(await samples()).toBe(before + 8);
    const columns = (await sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'vital_samples'`.execute(t.db)).rows.map((r) => r.column_name);
    expect(columns.sort()).toEqual(["connection", "device", "id", "language", "metric", "page_type", "recorded_at", "value"]);
    const row = await t.db.selectFrom("vital_samples").selectAll().where("metric", "=", "CLS").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ page_type: "contact", language: "en", device: "mobile", connection: "4g", value: 0.031 });
    const dashboard = await vitalsDashboard(t.db);
    expect(dashboard.pages.find((p) => p.pageType === "contact" && p.language === "en")?.metrics.LCP?.samples).toBeGreaterThanOrEqual(2);
  });

  it("limits beacons per client address (429 with Retry-After)", async () => {
    const consentId = await consent("analytics-granted");
    const from = address();
    for (let i = 0; i < ADDRESS_LIMITS.vitals.requests; i++) expect((await beacon(good(consentId), { from })).statusCode).toBe(204);
    const over = await beacon(good(consentId), { from });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("reads percentiles from the rollups within 1 % of percentile_cont over the raw rows, over 28 days only", async () => {
    await sql`delete from vital_samples`.execute(t.db);
    // 3,000 log-normal LCP values for one page over the last 20 days, a few hundred CLS values, and old samples
    // (40 days) that must not count.
    await sql`
      insert into vital_samples (recorded_at, metric, value, page_type, language, device)
      select now() - make_interval(days => (i % 20)), 'LCP', exp(7.5 + 0.6 * sqrt(-2 * ln(((i * 7919) % 9973 + 1) / 9974.0)) * cos(2 * pi() * ((i * 104729) % 9973) / 9973.0)), 'cloud', 'se', 'desktop'
      from generate_series(1, 3000) as i
    `.execute(t.db);
    await sql`
      insert into vital_samples (recorded_at, metric, value, page_type, language, device)
      select now() - make_interval(days => (i % 5)), 'CLS', ((i * 37) % 100) / 200.0, 'cloud', 'se', 'desktop' from generate_series(1, 400) as i
    `.execute(t.db);
    await sql`
      insert into vital_samples (recorded_at, metric, value, page_type, language, device)
      select now() - interval '40 days', 'LCP', 60000, 'cloud', 'se', 'desktop' from generate_series(1, 2000)
    `.execute(t.db);
    await rebuildVitalRollups(t.db);
    const exact = async (metric: string) =>
      Number(
        (
          await sql<{ p: number }>`
            select percentile_cont(0.75) within group (order by value) as p from vital_samples
            where metric = ${metric} and recorded_at > now() - interval '27 days'
          `.execute(t.db)
        ).rows[0]!.p,
      );
    const dashboard = await vitalsDashboard(t.db);
    const lcp = dashboard.pages.find((p) => p.pageType === "cloud")!.metrics.LCP!;
    expect(lcp.samples).toBe(3000);
    expect(Math.abs(lcp.p75 / (await exact("LCP")) - 1)).toBeLessThan(0.01);
    expect(dashboard.site.LCP!.samples).toBe(3000);
    expect(Math.abs(dashboard.site.LCP!.p75 / (await exact("LCP")) - 1)).toBeLessThan(0.01);
    const cls = dashboard.pages.find((p) => p.pageType === "cloud")!.metrics.CLS!;
    expect(Math.abs(cls.p75 - (await exact("CLS")))).toBeLessThan(0.01);
    expect(dashboard.trend.LCP).toHaveLength(20);
    expect(dashboard.days).toHaveLength(28);
    expect(dashboard.trend.LCP.reduce((sum, d) => sum + d.samples, 0)).toBe(3000);
  });

  it("moves the window on when a day has passed, under one lock, and a new sample counts at once", async () => {
    await sql`update vital_window_state set through_day = through_day - 1`.execute(t.db);
    await Promise.all([ensureVitalsWindow(t.db), ensureVitalsWindow(t.db), ensureVitalsWindow(t.db)]);
    const state = await sql<{ fresh: boolean }>`select through_day = (now() at time zone 'utc')::date as fresh from vital_window_state`.execute(t.db);
    expect(state.rows).toEqual([{ fresh: true }]);
    const counts = await sql<{ window: number; raw: number }>`
      select (select sum(count)::int from vital_window_buckets) as window,
        (select count(*)::int from vital_samples where (recorded_at at time zone 'utc')::date > (now() at time zone 'utc')::date - 28) as raw
    `.execute(t.db);
    expect(counts.rows[0]!.window).toBe(counts.rows[0]!.raw);
    const before = (await vitalsDashboard(t.db)).pages.find((p) => p.pageType === "cloud")!.metrics.LCP!.samples;
    const consentId = await consent("analytics-granted");
    expect((await beacon({ ...good(consentId), page: "cloud", language: "se", metrics: [{ name: "LCP", value: 2000 }] })).statusCode).toBe(204);
    expect((await vitalsDashboard(t.db)).pages.find((p) => p.pageType === "cloud" && p.language === "se")!.metrics.LCP!.samples).toBe(before + 1);
  });

  it("exposes the raw table and its indexed timestamp for the analytics retention", async () => {
    expect(VITAL_SAMPLES_RETENTION).toEqual({ table: "vital_samples", timestampColumn: "recorded_at" });
    const indexes = await sql<{ indexdef: string }>`select indexdef from pg_indexes where tablename = 'vital_samples'`.execute(t.db);
    expect(indexes.rows.some((r) => /\(recorded_at\)/.test(r.indexdef))).toBe(true);
  });

  it("buckets values on log-scale edges the same way in SQL and TypeScript", async () => {
    for (const [metric, value] of [["LCP", 0], ["LCP", 0.99], ["LCP", 1], ["LCP", 2500], ["INP", 200], ["CLS", 0.1], ["CLS", 0.25], ["TTFB", 119999]] as const) {
      const { rows } = await sql<{ b: number }>`select (case when ${value}::float8 * (case when ${metric} = 'CLS' then 1000 else 1 end) < 1 then 0 else 1 + floor(ln(${value}::float8 * (case when ${metric} = 'CLS' then 1000 else 1 end)) / ln(1.1))::int end) as b`.execute(t.db);
      expect(Number(rows[0]!.b)).toBe(bucketOf(metric, value));
    }
  });

  it("shows the figures on the performance page in every language, never from the render cache", async () => {
    const page = await t.app.inject({ method: "GET", url: "/en/performance" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Largest Contentful Paint (LCP)");
    expect(page.body).toMatch(/data-page-type="cloud" data-language="se"/);
    expect(page.body).toContain("Good up to 2.50 sec");
    for (const lang of ["se", "fi", "no"]) expect((await t.app.inject({ method: "GET", url: `/${lang}/performance` })).statusCode).toBe(200);
    const consentId = await consent("analytics-granted");
    expect((await beacon({ ...good(consentId), page: "itad", language: "fi" })).statusCode).toBe(204);
    expect((await t.app.inject({ method: "GET", url: "/en/performance" })).body).toMatch(/data-page-type="itad" data-language="fi"/);
  });

  it("says so when there are no samples, with the minimum it needs", async () => {
    await sql`delete from vital_samples`.execute(t.db);
    await rebuildVitalRollups(t.db);
    const page = await t.app.inject({ method: "GET", url: "/en/performance" });
    expect(page.body).toContain("No samples yet. Figures appear here once visitors who accept analytics cookies have used the site.");
    expect(page.body).toContain("No day has enough samples yet (at least 10 a day).");
  });
});
