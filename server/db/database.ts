// One Kysely handle per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { Kysely, Migrator, PostgresDialect, sql, type MigrationProvider } from "kysely";
import { KyselyPGlite } from "kysely-pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { migrations } from "./migrations/index.ts";
import { oneConnectionAtATime } from "./one-connection-at-a-time.ts";
import { createPostgresPool } from "./postgres-pool.ts";
import type { Database } from "./schema.ts";

export type Db = Kysely<Database>;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; "memory://" keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL closed one of the pool's connections; the pool opens a new one when next needed. */
  onConnectionLost?: (error: unknown) => void;
}

/** The query pool's name in pg_stat_activity (the realtime bus names its own connections). */
export const DATABASE_APPLICATION_NAME = "nordic-site";
export const QUERY_POOL_SIZE = 10;

export async function openDatabase(options: DatabaseOptions): Promise<{ db: Db; engine: "postgres" | "pglite" }> {
  if (options.databaseUrl) {
    const pool = createPostgresPool({
      connectionString: options.databaseUrl,
      max: QUERY_POOL_SIZE,
      applicationName: DATABASE_APPLICATION_NAME,
      onConnectionLost: options.onConnectionLost,
    });
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: "postgres" };
  }
  let dataPath: string | undefined;
  if (options.dataDir !== "memory://") {
    const folder = resolve(options.dataDir);
    mkdirSync(folder, { recursive: true });
    dataPath = join(folder, "pglite");
  }
  // Site search needs these two (server/search/search-index.ts).
  const { dialect } = await KyselyPGlite.create({ ...(dataPath ? { dataDir: dataPath } : {}), extensions: { unaccent, pg_trgm } });
  return { db: new Kysely<Database>({ dialect: oneConnectionAtATime(dialect) }), engine: "pglite" };
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
