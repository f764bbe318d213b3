// Builds the real app for HTTP tests: the production SSR build, an in-memory PGlite (or a given PostgreSQL).
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "kysely";
import type { ServerBuild } from "react-router";
import { buildApp } from "./app.ts";
import { parseConfig } from "./config.ts";
import { migrateToLatest, openDatabase, type Db } from "./db/database.ts";
import { Mailer } from "./mail/mailer.ts";
import { createServices, type ServiceLog } from "./services.ts";

const silent: ServiceLog = { info() {}, warn() {}, error() {} };

const buildDir = resolve(import.meta.dirname, "../build");

export async function loadServerBuild(): Promise<ServerBuild> {
  const entry = resolve(buildDir, "server/index.js");
  if (!existsSync(entry)) throw new Error("No server build: run `npm run build` before the HTTP tests (npm test does).");
  return (await import(pathToFileURL(entry).href)) as ServerBuild;
}

export async function createTestApp(env: Record<string, string> = {}, databaseUrl?: string) {
  const config = parseConfig({
    LOG_LEVEL: "silent",
    SITE_URL: "https://www.example.se",
    DATA_DIR: "memory://",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const { db } = await openDatabase({ databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(db);
  const mailer = new Mailer({ db, smtpUrl: config.smtpUrl, from: config.mailFrom, log: silent });
  const services = await createServices({ config, db, mailer, log: silent });
  const app = await buildApp({ services, build: await loadServerBuild(), clientDir: resolve(buildDir, "client") });
  return {
    app,
    db,
    mailer,
    config,
    services,
    async close() {
      await app.close();
      await services.close();
      mailer.close();
      await db.destroy();
    },
  };
}

/** Runs `test` while a table is gone: a database fault no code of ours expects. The table comes back afterwards. */
export async function withoutTable(db: Db, table: string, test: () => Promise<void>): Promise<void> {
  const away = `${table}_away`;
  await sql`alter table ${sql.id(table)} rename to ${sql.id(away)}`.execute(db);
  try {
    await test();
  } finally {
    await sql`alter table ${sql.id(away)} rename to ${sql.id(table)}`.execute(db);
  }
}
