import { randomUUID } from "node:crypto";
import { inject, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

const postgresUrl = inject("postgresUrl");
const engines = [
  ["PGlite", undefined],
  ...(postgresUrl ? [["PostgreSQL", postgresUrl] as const] : []),
] as const;

describe.each(engines)("database on %s", (_name, databaseUrl) => {
  async function withApp(run: (t: Awaited<ReturnType<typeof createTestApp>>) => Promise<void>) {
    const t = await createTestApp({}, databaseUrl);
    try {
      for (const table of ["page_views", "consent_records", "mail_outbox", "leads", "rate_limits"] as const) {
        await t.db.deleteFrom(table).execute();
      }
      await run(t);
    } finally {
      await t.close();
    }
  }

  it("runs the migrations and answers /readyz", async () => {
    await withApp(async (t) => {
      expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    });
  });

  it("records a consent without any address, and stores page views only under a granted consent", async () => {
    await withApp(async (t) => {
      const consentId = randomUUID();
      const view = { path: "/se/kontakt?x=1", language: "se", referrerHost: "www.google.com", viewport: "mobile", consentId };
      const page = (payload: object) => t.app.inject({ method: "POST", url: "/api/analytics/page-view", payload });
      const consent = (choice: string, revision = t.config.consentPolicyRevision) =>
        t.app.inject({ method: "POST", url: "/api/consent", payload: { consentId, choice, revision } });

      expect((await page(view)).statusCode).toBe(403);
      expect((await consent("analytics-denied")).statusCode).toBe(201);
      expect((await page(view)).statusCode).toBe(403);
      expect((await consent("analytics-granted", "1999-01")).statusCode).toBe(409);
      expect((await page(view)).statusCode).toBe(403);
      expect((await consent("analytics-granted")).statusCode).toBe(201);
      expect((await page(view)).statusCode).toBe(204);

      const records = await t.db.selectFrom("consent_records").selectAll().orderBy("created_at").execute();
      expect(records.map((r) => r.choice)).toEqual(["analytics-denied", "analytics-granted"]);
      expect(Object.keys(records[0]!).sort()).toEqual(["choice", "consent_id", "created_at", "id", "policy_revision"]);
      const views = await t.db.selectFrom("page_views").select(["path", "language", "referrer_host", "viewport"]).execute();
      expect(views).toEqual([{ path: "/se/kontakt", language: "se", referrer_host: "www.google.com", viewport: "mobile" }]);
    });
  });

  it("refuses a bad page view or consent with 400 and stores nothing", async () => {
    await withApp(async (t) => {
      const consentId = randomUUID();
      for (const payload of [
        { path: "no-slash", language: "se", consentId },
        { path: "/se", language: "sv", consentId },
        { path: "/se", language: "se" },
        { path: "/se", language: "se", consentId, viewport: "huge" },
      ]) {
        expect((await t.app.inject({ method: "POST", url: "/api/analytics/page-view", payload })).statusCode).toBe(400);
      }
      for (const payload of [{ consentId: "nope", choice: "analytics-granted", revision: "x" }, { consentId, choice: "yes", revision: "x" }]) {
        expect((await t.app.inject({ method: "POST", url: "/api/consent", payload })).statusCode).toBe(400);
      }
      expect(await t.db.selectFrom("page_views").selectAll().execute()).toEqual([]);
      expect(await t.db.selectFrom("consent_records").selectAll().execute()).toEqual([]);
    });
  });

  it("counts rate-limit attempts in the database", async () => {
    await withApp(async (t) => {
      const payload = { name: "Anna", email: "anna@example.se" };
      const res = await t.app.inject({ method: "POST", url: "/api/send-contact-email", payload });
      expect(res.statusCode).toBe(200);
      const rows = await t.db.selectFrom("rate_limits").select(["key", "attempts"]).orderBy("key").execute();
      expect(rows).toEqual([
        { key: "contact:client:127.0.0.1", attempts: 1 },
        { key: "contact:email:anna@example.se", attempts: 1 },
      ]);
    });
  });

  it("reports 503 on /readyz when the database is gone", async () => {
    const t = await createTestApp({}, databaseUrl);
    await t.db.destroy();
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    await t.app.close();
  });
});
