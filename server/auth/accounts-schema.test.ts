// Better Auth's tables come from our migration 0005, not from its CLI: after our migrations its own planner must find
// nothing to create, add or index for the plugins we run — on PGlite and on PostgreSQL. And a smoke test of accounts
// on PostgreSQL (transactions on a pool), plus concurrent sign-ups on the embedded database's one session.
import { getMigrations } from "better-auth/db/migration";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { Browser, GOOD_PASSWORD, signedUpUser, type TestApp } from "./auth-test-client.ts";

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;

async function withApp(onPostgres: boolean, run: (t: TestApp) => Promise<void>) {
  const database = onPostgres ? await createTestDatabase(postgresUrl) : null;
  const t = await createTestApp({}, database?.url);
  try {
    await run(t);
  } finally {
    await t.close();
    await database?.drop();
  }
}

async function plan(t: TestApp) {
  const { toBeCreated, toBeAdded, toBeAddedIndexes } = await getMigrations(t.app.accounts.auth.options, { throwOnUnsafe: false });
  return {
    tables: toBeCreated.map((change) => change.table),
    columns: toBeAdded.flatMap((change) => Object.keys(change.fields).map((field) => `${change.table}.${field}`)),
    indexes: toBeAddedIndexes.map((change) => change.name),
  };
}

describe.each(engines)("accounts on %s", (_engine, onPostgres) => {
  it("need no table, column or index of Better Auth's beyond migration 0005 — and would say if one went missing", async () => {
    await withApp(onPostgres, async (t) => {
      expect(await plan(t)).toEqual({ tables: [], columns: [], indexes: [] });
      await sql`drop table passkey`.execute(t.db);
      await sql`alter table "twoFactor" drop column "lockedUntil"`.execute(t.db);
      expect(await plan(t)).toEqual({ tables: ["passkey"], columns: ["twoFactor.lockedUntil"], indexes: [] });
    });
  });

  it("sign up, verify, sign in, change the password and sign out", async () => {
    await withApp(onPostgres, async (t) => {
      const email = "smoke@example.se";
      const browser = await signedUpUser(t, email);
      const newPassword = "Rökprov-på-riktig-databas-5";
      expect((await browser.post("/api/auth/change-password", { currentPassword: GOOD_PASSWORD, newPassword, revokeOtherSessions: true })).statusCode).toBe(200);
      expect((await browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
      expect((await new Browser(t).post("/api/auth/sign-in/email", { email, password: newPassword })).statusCode).toBe(200);
    });
  });
});

describe("the embedded database's one session", () => {
  it("takes ten sign-ups at once", async () => {
    await withApp(false, async (t) => {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => new Browser(t).post("/api/auth/sign-up/email", { email: `crowd${i}@example.se`, password: GOOD_PASSWORD, name: `Crowd ${i}` })),
      );
      expect(results.map((res) => res.statusCode)).toEqual(Array(10).fill(200));
      expect((await t.db.selectFrom("user").select("id").execute()).length).toBe(10);
    });
  });
});
