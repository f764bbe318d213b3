// PostgreSQL closes connections of its own accord (restart, fail-over, an administrator): the instance carries on.
import { afterEach, describe, expect, inject, it } from "vitest";
import type { QueryResultRow } from "pg";
import { createTestApp } from "../test-support.ts";
import { createTestDatabase, queryOnce } from "./throwaway-postgres.ts";

const postgresUrl = inject("postgresUrl");
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Runs one statement on the cluster's maintenance database, outside the app's own connections. */
const admin = <T extends QueryResultRow>(text: string, values: unknown[] = []) => queryOnce<T>(postgresUrl, text, values);

describe.skipIf(!postgresUrl)("connections PostgreSQL closes", () => {
  it("cutting every idle connection of the app crashes nothing, and the next requests work", async () => {
    const database = await createTestDatabase(postgresUrl);
    cleanups.push(() => database.drop());
    const t = await createTestApp({ STAFF_API_TOKEN: "staff-token-for-tests-0123456789" }, database.url);
    cleanups.push(() => t.close());
    // Fills the query pool and the realtime bus's NOTIFY pool, so each holds idle connections to cut.
    const first = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "hej", sessionId: null } });
    expect(first.statusCode).toBe(200);

    const idle = await admin<{ pid: number; application_name: string }>(
      "select pid, application_name from pg_stat_activity where datname = $1 and state = 'idle'",
      [database.name],
    );
    // Each kind of connection names itself, so an operator (and this test) can tell them apart.
    expect(new Set(idle.map((row) => row.application_name))).toEqual(
      new Set(["nordic-site", "nordic-site realtime", "nordic-site realtime listen"]),
    );
    await admin("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name like 'nordic-site%'", [
      database.name,
    ]);
    // The "terminating connection" notices reach the pools a moment later.
    await new Promise((resolve) => setTimeout(resolve, 300));

    expect((await t.app.inject({ url: "/readyz" })).statusCode).toBe(200);
    const again = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "hej igen", sessionId: null } });
    expect(again.statusCode).toBe(200);
    expect(again.json().response).toEqual(expect.any(String));
  });
});
