// Does a retention run stall the site? A real server process on an embedded database (DATA_DIR on disk) holding
// 1,000,000 page views and 100,000 conversations (with a message each) past their periods, plus newer ones that must
// stay. /healthz is probed one request at a time from the server's start until it logs that the run finished; the
// probes between the run's start and end are the figure, next to the same probe afterwards (the baseline).
// Target: /healthz p99 < 100 ms during the run. Run alone: npx node scripts/bench-retention.ts
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { sql } from "kysely";
import { migrateToLatest, openDatabase } from "../server/db/database.ts";

const ROOT = resolve(import.meta.dirname, "..");
const PORT = Number(process.env.BENCH_RETENTION_PORT ?? 3292);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const PAGE_VIEWS = Number(process.env.BENCH_RETENTION_PAGE_VIEWS ?? 1_000_000);
const CONVERSATIONS = Number(process.env.BENCH_RETENTION_CONVERSATIONS ?? 100_000);
const KEPT = 1000;

function percentile(sorted: number[], p: number): number {
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN).toFixed(1);
}

function summary(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { probes: sorted.length, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: percentile(sorted, 100) };
}

async function seed(dataDir: string) {
  const { db } = await openDatabase({ dataDir });
  try {
    await migrateToLatest(db);
    const start = performance.now();
    await sql`
      insert into page_views (path, language, created_at)
      select '/se/page-' || (g % 60), 'se', now() - interval '27 months' - make_interval(secs => g)
      from generate_series(1, ${PAGE_VIEWS}) as g`.execute(db);
    await sql`
      insert into page_views (path, language, created_at)
      select '/se/new-' || g, 'se', now() - make_interval(secs => g) from generate_series(1, ${KEPT}) as g`.execute(db);
    await sql`
      insert into conversations (visitor_hash, language, contact_email, created_at, updated_at, last_message_at)
      select 'bench-visitor-' || g, 'se', 'person' || g || '@example.se', now() - interval '25 months', now() - interval '25 months' - make_interval(secs => g), now() - interval '25 months'
      from generate_series(1, ${CONVERSATIONS}) as g`.execute(db);
    await sql`
      insert into conversations (visitor_hash, language, created_at, updated_at)
      select 'bench-recent-' || g, 'se', now(), now() from generate_series(1, ${KEPT}) as g`.execute(db);
    await sql`
      insert into chat_messages (session_id, content, sender_type, created_at)
      select id, 'Hej! Jag behöver hjälp med våra skrivare på kontoret.', 'user', updated_at from conversations`.execute(db);
    // Due half a minute after the server starts, so the run does not overlap its start-up work (search index,
    // assistant knowledge); the next minute's tick starts it.
    await sql`update retention_schedule set next_run_at = now() + interval '30 seconds'`.execute(db);
    return Math.round(performance.now() - start);
  } finally {
    await db.destroy();
  }
}

export async function benchRetention() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-retention-"));
  try {
    const seedMs = await seed(dataDir);
    const child = spawn(process.execPath, ["server/main.ts"], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(PORT), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info", SITE_URL: ORIGIN },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let finished: { deleted: Record<string, number>; startedAt: string; finishedAt: string } | null = null;
    createInterface({ input: child.stdout! }).on("line", (line) => {
      if (!line.includes("retention run finished")) return;
      const entry = JSON.parse(line) as { deleted: Record<string, number>; startedAt: string; finishedAt: string };
      finished = { deleted: entry.deleted, startedAt: entry.startedAt, finishedAt: entry.finishedAt };
    });
    try {
      // Probes start as soon as the server answers; the run started with it.
      const probes: { at: number; ms: number }[] = [];
      const deadline = Date.now() + 15 * 60_000;
      while (!finished && Date.now() < deadline) {
        const at = Date.now();
        const start = performance.now();
        try {
          const response = await fetch(`${ORIGIN}/healthz`);
          await response.arrayBuffer();
          if (response.ok) probes.push({ at, ms: performance.now() - start });
        } catch {
          await new Promise((r) => setTimeout(r, 100)); // not listening yet
        }
      }
      if (!finished) throw new Error("the retention run did not finish in 15 minutes");
      const run = finished as { deleted: Record<string, number>; startedAt: string; finishedAt: string };
      const during = probes.filter((probe) => probe.at >= Date.parse(run.startedAt) && probe.at <= Date.parse(run.finishedAt)).map((probe) => probe.ms);
      const after: number[] = [];
      const baselineEnd = Date.now() + 5000;
      while (Date.now() < baselineEnd) {
        const start = performance.now();
        await (await fetch(`${ORIGIN}/healthz`)).arrayBuffer();
        after.push(performance.now() - start);
      }
      return {
        pageViews: PAGE_VIEWS,
        conversations: CONVERSATIONS,
        seedMs,
        runSeconds: +((Date.parse(run.finishedAt) - Date.parse(run.startedAt)) / 1000).toFixed(1),
        deleted: run.deleted,
        healthzDuringRun: summary(during),
        healthzAfterRun: summary(after),
        // Other work on the machine shows in every figure: the load while measuring, and the cores it shares.
        loadAverage: loadavg().map((load) => +load.toFixed(2)),
        cores: availableParallelism(),
      };
    } finally {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchRetention(), null, 2));
}
