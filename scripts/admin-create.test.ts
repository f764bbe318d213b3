// npm run admin:create against the embedded database in DATA_DIR and against PostgreSQL (DATABASE_URL).
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, inject, it } from "vitest";
import { migrateToLatest, openDatabase } from "../server/db/database.ts";
import { createTestDatabase } from "../server/db/throwaway-postgres.ts";

const script = resolve(import.meta.dirname, "admin-create.ts");
const postgresUrl = inject("postgresUrl");

function run(args: string[], env: Record<string, string>, input = "") {
  const result = spawnSync(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? "", ...env }, input, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function administrators(databaseUrl: string) {
  const { db } = await openDatabase({ databaseUrl, dataDir: "memory://" });
  try {
    await migrateToLatest(db);
    return await db.selectFrom("user").select(["email", "role", "emailVerified"]).execute();
  } finally {
    await db.destroy();
  }
}

describe("npm run admin:create", () => {
  it("refuses a weak password and creates the administrator in DATA_DIR, asking for what is missing", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "admin-create-"));
    try {
      const weak = run(["--email", "boss@example.se", "--password", "boss-password-1"], { DATA_DIR: dataDir });
      expect(weak.status).toBe(1);
      expect(weak.output).toContain("the password is refused");
      const asked = run([], { DATA_DIR: dataDir }, "Boss@Example.se\nStyrelsen-sammanträder-i-Lund-9\n");
      expect(asked.output).toContain("Administrator boss@example.se created.");
      expect(asked.status).toBe(0);
      // (Read back through the script: the embedded database is one process's at a time.)
      const again = run(["--email", "boss@example.se", "--password", "Styrelsen-sammanträder-i-Ystad-4"], { DATA_DIR: dataDir });
      expect(again.output).toContain("boss@example.se is now an administrator");
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.skipIf(!postgresUrl)("works on PostgreSQL (DATABASE_URL), taking the address and password from the environment", async () => {
    const database = await createTestDatabase(postgresUrl);
    try {
      const created = run([], { DATABASE_URL: database.url, ADMIN_EMAIL: "pg-boss@example.se", ADMIN_PASSWORD: "Postgres-förvaltare-2030" });
      expect(created.output).toContain("Administrator pg-boss@example.se created.");
      expect(await administrators(database.url)).toEqual([{ email: "pg-boss@example.se", role: "admin", emailVerified: true }]);
    } finally {
      await database.drop();
    }
  });
});
