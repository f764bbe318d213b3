// The performance page's figures for npm run bench (in process, server time): a fresh PGlite with 1,000,000
// real-user vitals samples over 35 days (generate_series, log-normal values per metric, page types and languages
// skewed as real traffic is), the rollups built from them, then the page's whole aggregation (site, per page type
// and language, daily trend) timed one request at a time beside a primary-key read of the samples in the same run,
// a raw percentile_cont over the same window for comparison, a beacon's insert, and the daily window rebuild.
import { availableParallelism, loadavg } from "node:os";
import { sql } from "kysely";
import { VITAL_PAGE_TYPES } from "../app/lib/vitals-contract.ts";
import { migrateToLatest, openDatabase, type Db } from "../server/db/database.ts";
import { createTestDatabase, startThrowawayPostgres } from "../server/db/throwaway-postgres.ts";
import { ensureVitalsWindow, rebuildVitalRollups, recordVitals, vitalsDashboard } from "../server/vitals/vitals-store.ts";

const SAMPLES = Number(process.env.BENCH_VITALS_SAMPLES ?? 1_000_000);
const REQUESTS = 200;
const WARM_UP = 20;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: +percentile(sorted, 50).toFixed(2), p95Ms: +percentile(sorted, 95).toFixed(2), p99Ms: +percentile(sorted, 99).toFixed(2) };
}

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const result = await work();
  return [performance.now() - start, result];
}

/** The figures on one engine: PGlite (the default, in process) or PostgreSQL (what several instances share). */
async function benchOn(db: Db) {
  {
    await migrateToLatest(db);
    const pageTypes = sql.val(VITAL_PAGE_TYPES as string[]);
    // A log-normal value per metric (Box-Muller over random()), page types picked with a squared uniform (a few pages
    // take most visits), four languages, three device classes; times spread evenly over 35 days.
    await sql`select setseed(0.42)`.execute(db);
    const [insertMs] = await timed(() =>
      sql`
        insert into vital_samples (recorded_at, metric, value, page_type, language, device, connection)
        select
          now() - random() * interval '35 days',
          metric,
          case metric
            when 'LCP' then least(120000, 1900 * exp(0.55 * z))
            when 'INP' then least(60000, 120 * exp(0.7 * z))
            when 'CLS' then least(50, greatest(0, 0.04 * exp(0.9 * z) - 0.02))
            else least(120000, 450 * exp(0.6 * z))
          end,
          (${pageTypes}::text[])[1 + floor(power(random(), 2) * ${VITAL_PAGE_TYPES.length})::int],
          (array['se', 'en', 'fi', 'no'])[1 + floor(power(random(), 1.5) * 4)::int],
          (array['mobile', 'tablet', 'desktop'])[1 + floor(random() * 3)::int],
          (array['4g', '4g', '4g', '3g'])[1 + floor(random() * 4)::int]
        from (
          select (array['LCP', 'INP', 'CLS', 'TTFB'])[1 + (i % 4)] as metric,
            sqrt(-2 * ln(1 - random())) * cos(2 * pi() * random()) as z
          from generate_series(1, ${SAMPLES}) as i
        ) as generated
      `.execute(db),
    );
    const [rollupMs] = await timed(() => rebuildVitalRollups(db));
    for (const table of ["vital_samples", "vital_daily_buckets", "vital_daily_site_buckets", "vital_window_buckets"]) await sql`analyze ${sql.table(table)}`.execute(db);
    const count = async (table: string) => Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);
    const rows = { samples: await count("vital_samples"), dailyBuckets: await count("vital_daily_buckets"), siteBuckets: await count("vital_daily_site_buckets"), windowBuckets: await count("vital_window_buckets") };

    const aggregation: number[] = [];
    const cpu: number[] = [];
    let last: Awaited<ReturnType<typeof vitalsDashboard>> | null = null;
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const cpuStart = process.cpuUsage();
      const [ms, dashboard] = await timed(() => vitalsDashboard(db));
      const used = process.cpuUsage(cpuStart);
      last = dashboard;
      if (i >= WARM_UP) {
        aggregation.push(ms);
        cpu.push((used.user + used.system) / 1000);
      }
    }
    const baseline: number[] = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const id = String(1 + ((i * 7919) % rows.samples));
      const [ms] = await timed(() => db.selectFrom("vital_samples").select(["metric", "value"]).where("id", "=", id).executeTakeFirst());
      if (i >= WARM_UP) baseline.push(ms);
    }
    // What the rollups avoid: percentile_cont over the raw rows of the window, per page type and language.
    const raw: number[] = [];
    for (let i = 0; i < 3; i++) {
      const [ms] = await timed(() =>
        sql`
          select metric, page_type, language, count(*), percentile_cont(0.75) within group (order by value)
          from vital_samples where recorded_at > now() - interval '28 days' group by 1, 2, 3
        `.execute(db),
      );
      raw.push(ms);
    }
    const beacons: number[] = [];
    for (let i = 0; i < WARM_UP + REQUESTS; i++) {
      const [ms] = await timed(() =>
        recordVitals(db, {
          pageType: VITAL_PAGE_TYPES[i % VITAL_PAGE_TYPES.length]!,
          language: "se",
          device: "mobile",
          connection: "4g",
          metrics: [
            { name: "LCP", value: 1500 + i },
            { name: "INP", value: 80 + (i % 50) },
            { name: "CLS", value: 0.01 },
            { name: "TTFB", value: 300 + i },
          ],
        }),
      );
      if (i >= WARM_UP) beacons.push(ms);
    }
    await sql`update vital_window_state set through_day = through_day - 1`.execute(db);
    const [windowRebuildMs] = await timed(() => ensureVitalsWindow(db));

    return {
      samples: rows.samples,
      rows,
      insertMs: Math.round(insertMs),
      rollupRebuildMs: Math.round(rollupMs),
      requests: REQUESTS,
      aggregation: summary(aggregation),
      aggregationCpu: summary(cpu),
      baselinePrimaryKeyRead: summary(baseline),
      rawPercentileContMs: summary(raw),
      beaconInsert: summary(beacons),
      dailyWindowRebuildMs: Math.round(windowRebuildMs),
      pageGroupsShown: last?.pages.length ?? 0,
      siteSamplesInWindow: last?.site.LCP?.samples ?? 0,
      loadAverage: loadavg().map((load) => +load.toFixed(2)),
      cores: availableParallelism(),
    };
  }
}

export async function benchVitals() {
  const embedded = await openDatabase({ dataDir: "memory://" });
  let pglite: Awaited<ReturnType<typeof benchOn>>;
  try {
    pglite = await benchOn(embedded.db);
  } finally {
    await embedded.db.destroy();
  }
  // PostgreSQL when its binaries are installed (scripts/install-system-deps.sh): a throwaway cluster of its own.
  const server = await startThrowawayPostgres();
  if (!server) return { pglite, postgres: null };
  try {
    const database = await createTestDatabase(server.url);
    const { db } = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
    try {
      return { pglite, postgres: await benchOn(db) };
    } finally {
      await db.destroy();
    }
  } finally {
    server.stop();
  }
}

if (import.meta.main) console.log(JSON.stringify(await benchVitals(), null, 2));
