// Starts a private PostgreSQL cluster in a temporary folder for the test suite, when the binaries are installed.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

export interface ThrowawayPostgres {
  url: string;
  /** Stops the server and deletes the cluster. */
  stop(): void;
  /** Stops the server but keeps its data and port, the way a database restart or fail-over looks to clients. */
  pause(mode?: "fast" | "immediate"): void;
  /** Starts a paused server again on the same port and data. */
  resume(): void;
}

function findBinDir(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : [];
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join(root, v, "bin")));
  }
  return candidates.find((dir) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"))) ?? null;
}

/** Tests that need a cluster of their own (to restart it) skip without the binaries. */
export function postgresBinariesInstalled(): boolean {
  return findBinDir() !== null;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres | null> {
  const bin = findBinDir();
  if (!bin) return null;
  const dir = mkdtempSync(join(tmpdir(), "nordic-pg-"));
  const dataDir = join(dir, "data");
  // initdb refuses to run as root; the Debian package creates the postgres user for this.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = execFileSync("id", ["-u", "postgres"]).toString().trim();
    const gid = execFileSync("id", ["-g", "postgres"]).toString().trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot ? ["runuser", ["-u", "postgres", "--", join(bin, command), ...args]] : [join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  const port = await freePort();
  run("initdb", ["-D", dataDir, "-A", "trust", "-U", "test", "--no-sync", "-E", "UTF8"]);
  const start = () =>
    run("pg_ctl", [
      "-D", dataDir, "-l", join(dir, "log"), "-w", "start",
      "-o", `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
    ]);
  start();
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    stop() {
      spawnSync(asRoot ? "runuser" : join(bin, "pg_ctl"), asRoot
        ? ["-u", "postgres", "--", join(bin, "pg_ctl"), "-D", dataDir, "-m", "immediate", "stop"]
        : ["-D", dataDir, "-m", "immediate", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
    pause(mode = "fast") {
      run("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "stop"]);
    },
    resume: start,
  };
}

/**
 * A new, empty database in the cluster at `url`, so a test can find (and cut) its own connections by
 * `datname` in pg_stat_activity without touching those of test files running beside it.
 */
export async function createTestDatabase(url: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  return {
    url: databaseUrl.toString(),
    name,
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** One statement on its own connection: a test's look at pg_stat_activity, or its pg_terminate_backend. */
export async function queryOnce<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
