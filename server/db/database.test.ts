import { inject, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

const postgresUrl = inject("postgresUrl");
const engines = [
  ["PGlite", undefined],
  ...(postgresUrl ? [["PostgreSQL", postgresUrl] as const] : []),
] as const;

describe.each(engines)("database on %s", (_name, databaseUrl) => {
  it("runs the migrations, answers /readyz and stores a valid page view", async () => {
    const t = await createTestApp({}, databaseUrl);
    try {
      await t.db.deleteFrom("page_views").execute();
      expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/analytics/page-view",
        payload: { path: "/se/kontakt", language: "se" },
      });
      expect(res.statusCode).toBe(204);
      const rows = await t.db.selectFrom("page_views").select(["path", "language"]).execute();
      expect(rows).toEqual([{ path: "/se/kontakt", language: "se" }]);
    } finally {
      await t.close();
    }
  });

  it("refuses a bad page view with 400 and stores nothing", async () => {
    const t = await createTestApp({}, databaseUrl);
    try {
      await t.db.deleteFrom("page_views").execute();
      for (const payload of [{ path: "no-slash", language: "se" }, { path: "/se", language: "sv" }, { path: "/se" }, {}]) {
        const res = await t.app.inject({ method: "POST", url: "/api/analytics/page-view", payload });
        expect(res.statusCode).toBe(400);
      }
      const notJson = await t.app.inject({
        method: "POST",
        url: "/api/analytics/page-view",
        headers: { "content-type": "text/plain" },
        payload: "/se",
      });
      expect(notJson.statusCode).toBe(400);
      expect(await t.db.selectFrom("page_views").selectAll().execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it("reports 503 on /readyz when the database is gone", async () => {
    const t = await createTestApp({}, databaseUrl);
    await t.db.destroy();
    const res = await t.app.inject({ url: "/readyz" });
    expect(res.statusCode).toBe(503);
    await t.app.close();
  });
});
