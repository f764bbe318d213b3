// The whole site, audited over HTTP by the same checks /qa-audit-pro runs: a fresh install — with DEMO_CONTENT off and
// on — has no broken link and no error in any language. Also the runs themselves: one at a time across instances,
// the nightly run once per day, a dead instance's run given up, progress and findings stored.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { PAGES } from "../../app/lib/site-map.ts";
import { seedDemoContent } from "../content/demo-content.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { SiteAudit } from "./site-audit.ts";

const silent = { info() {}, warn() {}, error() {} };
const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;

describe.each([
  { demo: false, label: "DEMO_CONTENT off" },
  { demo: true, label: "DEMO_CONTENT on" },
])("the site audit on a fresh install ($label)", ({ demo }) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_CONTENT: String(demo), AUDIT_NIGHTLY_HOUR: "0" });
    if (demo) await seedDemoContent(t.services, silent);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("crawls every public page in every language and finds no broken link and no error", async () => {
    const started = await t.services.audit.start("manual", null);
    expect(started.started).toBe(true);
    await t.services.audit.idle();
    const run = (await t.services.audit.run(started.run!.id))!;
    expect(run.status, run.failure ?? "").toBe("done");
    const errors = await t.services.audit.findings(run.id, { severity: "error", limit: 50, offset: 0 });
    expect(errors.findings.map((f) => `${f.page} ${f.code} ${JSON.stringify(f.params)}`)).toEqual([]);
    expect(run.errors).toBe(0);
    expect(run.brokenLinks).toBe(0);
    expect(run.capped).toBe(false);
    // Every public page of the site map in every language was fetched and parsed (the private areas only redirect).
    const publicPages = PAGES.filter((page) => !page.signedInOnly).length;
    expect(run.pages).toBeGreaterThanOrEqual(publicPages * LANGUAGES.length);
    if (demo) {
      // The example jobs and news articles were found through the lists' links and the sitemap.
      expect(run.pages).toBeGreaterThan(publicPages * LANGUAGES.length + 20);
    }
    // Warnings and notices (long titles, temporary redirects) are stored for the page to show.
    const all = await t.services.audit.findings(run.id, { limit: 1000, offset: 0 });
    expect(all.total).toBe(run.warnings + run.notices);
  });

  it("runs one audit at a time: a second start while one works is refused and names the running one", async () => {
    const first = await t.services.audit.start("manual", null);
    const second = await t.services.audit.start("manual", null);
    expect(first.started).toBe(true);
    expect(second).toMatchObject({ started: false, reason: "busy", run: { id: first.run!.id, status: "running" } });
    await t.services.audit.idle();
    expect((await t.services.audit.run(first.run!.id))!.status).toBe("done");
  });
});

describe.each(engines)("site audit runs across instances on %s", (_engine, onPostgres) => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase(postgresUrl) : null;
    t = await createTestApp({ AUDIT_NIGHTLY_HOUR: "3" }, database?.url);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  it("claims the nightly run once per day, from its hour on, whichever instance asks", async () => {
    // A second instance on the same database (its own SiteAudit, reaching the same server).
    const other = new SiteAudit({ db: t.db, siteUrl: t.config.siteUrl, log: silent, nightlyHourUtc: 3 });
    const address = t.app.server.address() as { port: number };
    other.listenAt(`http://127.0.0.1:${address.port}`);
    await t.services.audit.nightlyTick(new Date("2026-11-24T02:59:00Z"));
    expect(await t.services.audit.history()).toEqual([]);
    await Promise.all([t.services.audit.nightlyTick(new Date("2026-11-24T03:05:00Z")), other.nightlyTick(new Date("2026-11-24T03:05:00Z"))]);
    await Promise.all([t.services.audit.idle(), other.idle()]);
    await t.services.audit.nightlyTick(new Date("2026-11-24T23:00:00Z"));
    await t.services.audit.idle();
    const runs = await t.services.audit.history();
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ trigger: "nightly", status: "done", errors: 0 });
  });

  it("gives up a run whose instance stopped writing progress, and starts anew", async () => {
    const dead = await t.db
      .insertInto("audit_runs")
      .values({ trigger: "manual", requested_by: null, nightly_date: null, heartbeat_at: new Date(Date.now() - 10 * 60_000) })
      .returning("id")
      .executeTakeFirstOrThrow();
    const fresh = await t.services.audit.start("manual", null);
    expect(fresh.started).toBe(true);
    expect(await t.services.audit.run(dead.id)).toMatchObject({ status: "failed" });
    await t.services.audit.idle();
  });

  it("does not start before the server listens", async () => {
    const unlistened = new SiteAudit({ db: t.db, siteUrl: t.config.siteUrl, log: silent, nightlyHourUtc: 0 });
    expect(await unlistened.start("manual", null)).toEqual({ started: false, run: null, reason: "notListening" });
  });
});
