// Real-user vitals on the server: samples in, the performance page's figures out. Every sample is written with
// the day's histogram buckets in the same statement; the page reads percentiles from the buckets, never from the
// raw rows, so a million samples cost it little more than a thousand (docs/decisions/019).
import { sql, type RawBuilder } from "kysely";
import { VITAL_METRICS, VITALS_WINDOW_DAYS, type VitalMetric } from "../../app/lib/vitals-contract.ts";
import type { Db } from "../db/database.ts";

/**
 * Each bucket's upper edge is this factor above its lower one (about 24 buckets a decade): a percentile read from
 * them is at worst ±5 % off, and with the log-scale interpolation within the bucket typically well under 1 %.
 */
export const BUCKET_GROWTH = 1.1;
/** CLS is a small unitless score; in thousandths it shares the millisecond metrics' bucket edges. */
const CLS_SCALE = 1000;
/** Daily rollups older than this are of no use to the page (the raw samples stay for the retention sweep). */
export const VITAL_ROLLUP_KEEP_DAYS = 35;
/** The window's daily rebuild excludes beacons (which share the lock) across every instance. */
const WINDOW_LOCK = "vitals-window";

/** The raw samples' table and its timestamp column, for the analytics retention (issue 16). */
export const VITAL_SAMPLES_RETENTION = { table: "vital_samples", timestampColumn: "recorded_at" } as const;

export interface VitalBatch {
  pageType: string;
  language: string;
  device: string;
  connection: string | null;
  metrics: { name: VitalMetric; value: number }[];
}

const scaleOf = (metric: RawBuilder<unknown>) => sql`(case when ${metric} = 'CLS' then ${sql.lit(CLS_SCALE)} else 1 end)`;

/** The bucket of a value: 0 for [0, 1) in the metric's unit, then log-scale buckets growing by BUCKET_GROWTH. */
export function bucketSql(metric: RawBuilder<unknown>, value: RawBuilder<unknown>): RawBuilder<number> {
  const scaled = sql`(${value} * ${scaleOf(metric)})`;
  return sql<number>`(case when ${scaled} < 1 then 0 else 1 + floor(ln(${scaled}) / ln(${sql.lit(BUCKET_GROWTH)}))::int end)`;
}

/** The same in TypeScript, for tests of the edges. */
export function bucketOf(metric: VitalMetric, value: number): number {
  const scaled = value * (metric === "CLS" ? CLS_SCALE : 1);
  return scaled < 1 ? 0 : 1 + Math.floor(Math.log(scaled) / Math.log(BUCKET_GROWTH));
}

const today = sql<string>`(now() at time zone 'utc')::date`;

export async function recordVitals(db: Db, batch: VitalBatch): Promise<void> {
  const rows = sql.join(
    batch.metrics.map((m) => sql`(${m.name}, ${m.value}::float8, ${batch.pageType}, ${batch.language}, ${batch.device}, ${batch.connection})`),
  );
  const metric = sql.ref("metric");
  const value = sql.ref("value");
  await db.transaction().execute(async (trx) => {
    // Beacons share the lock; the window's daily rebuild takes it alone, so no sample is counted twice or lost.
    await sql`select pg_advisory_xact_lock_shared(hashtext(${WINDOW_LOCK}))`.execute(trx);
    // One beacon names each metric at most once (the edge checks it), so no bucket row is hit twice by one statement.
    await sql`
      with inserted as (
        insert into vital_samples (metric, value, page_type, language, device, connection)
        values ${rows}
        returning recorded_at, metric, value, page_type, language
      ),
      per_page as (
        insert into vital_daily_buckets (day, metric, page_type, language, bucket, count)
        select (recorded_at at time zone 'utc')::date, metric, page_type, language, ${bucketSql(metric, value)}, count(*)::int
        from inserted group by 1, 2, 3, 4, 5
        on conflict (day, metric, page_type, language, bucket) do update set count = vital_daily_buckets.count + excluded.count
      ),
      per_window as (
        insert into vital_window_buckets (metric, page_type, language, bucket, count)
        select metric, page_type, language, ${bucketSql(metric, value)}, count(*)::int
        from inserted group by 1, 2, 3, 4
        on conflict (metric, page_type, language, bucket) do update set count = vital_window_buckets.count + excluded.count
      )
      insert into vital_daily_site_buckets (day, metric, bucket, count)
      select (recorded_at at time zone 'utc')::date, metric, ${bucketSql(metric, value)}, count(*)::int
      from inserted group by 1, 2, 3
      on conflict (day, metric, bucket) do update set count = vital_daily_site_buckets.count + excluded.count
    `.execute(trx);
  });
}

/**
 * Makes the window hold the 28 days up to today (UTC). Beacons add to it as they come; when the date has changed,
 * one instance rebuilds it from the day rollups under an advisory lock while the others wait and then find it done.
 */
export async function ensureVitalsWindow(db: Db): Promise<void> {
  const fresh = async (q: Db) =>
    (await sql<{ ok: boolean }>`select exists (select 1 from vital_window_state where through_day = ${today}) as ok`.execute(q)).rows[0]!.ok;
  if (await fresh(db)) return;
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${WINDOW_LOCK}))`.execute(trx);
    if (await fresh(trx)) return;
    await sql`delete from vital_window_buckets`.execute(trx);
    await sql`
      insert into vital_window_buckets (metric, page_type, language, bucket, count)
      select metric, page_type, language, bucket, sum(count)::int from vital_daily_buckets
      where day between ${today} - ${sql.lit(VITALS_WINDOW_DAYS - 1)} and ${today}
      group by 1, 2, 3, 4
    `.execute(trx);
    await sql`
      insert into vital_window_state (id, through_day) values (1, ${today})
      on conflict (id) do update set through_day = excluded.through_day
    `.execute(trx);
  });
}

/** Hourly upkeep: the window follows the calendar, and day rollups past any window are removed. */
export async function vitalsUpkeep(db: Db): Promise<void> {
  await ensureVitalsWindow(db);
  await sql`delete from vital_daily_buckets where day < ${today} - ${sql.lit(VITAL_ROLLUP_KEEP_DAYS)}`.execute(db);
  await sql`delete from vital_daily_site_buckets where day < ${today} - ${sql.lit(VITAL_ROLLUP_KEEP_DAYS)}`.execute(db);
}

/** Builds every rollup again from the raw samples (after a bulk load, or to repair): the one way back to truth. */
export async function rebuildVitalRollups(db: Db): Promise<void> {
  const metric = sql.ref("metric");
  const value = sql.ref("value");
  await db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${WINDOW_LOCK}))`.execute(trx);
    await sql`delete from vital_daily_buckets`.execute(trx);
    await sql`delete from vital_daily_site_buckets`.execute(trx);
    await sql`delete from vital_window_state`.execute(trx);
    await sql`
      insert into vital_daily_buckets (day, metric, page_type, language, bucket, count)
      select (recorded_at at time zone 'utc')::date, metric, page_type, language, ${bucketSql(metric, value)}, count(*)::int
      from vital_samples where recorded_at >= now() - make_interval(days => ${sql.lit(VITAL_ROLLUP_KEEP_DAYS + 1)})
      group by 1, 2, 3, 4, 5
    `.execute(trx);
    await sql`
      insert into vital_daily_site_buckets (day, metric, bucket, count)
      select day, metric, bucket, sum(count)::int from vital_daily_buckets group by 1, 2, 3
    `.execute(trx);
  });
  await ensureVitalsWindow(db);
}

/**
 * The 75th percentile of each group, in SQL: the buckets' running count finds the bucket the 75th percentile falls
 * in, and the value is interpolated within it on the log scale the buckets follow (linearly in the first, [0, 1)).
 */
function p75Sql(partition: string[]): RawBuilder<unknown> {
  const by = sql.raw(partition.join(", "));
  const within = sql`((0.75 * total - (cum - c)) / c)`;
  return sql`
    ranked as (
      select ${by}, bucket, c,
        sum(c) over (partition by ${by} order by bucket) as cum,
        sum(c) over (partition by ${by}) as total
      from counted
    ),
    p75s as (
      select ${by}, total::int as samples,
        (case when bucket = 0 then ${within} else power(${sql.lit(BUCKET_GROWTH)}::float8, bucket - 1 + ${within}) end) / ${scaleOf(sql.ref("metric"))} as p75
      from ranked
      where cum >= 0.75 * total and cum - c < 0.75 * total
    )
  `;
}

export interface VitalFigure {
  p75: number;
  samples: number;
}

export interface VitalsDashboard {
  /** The whole site over the window, per metric. */
  site: Record<VitalMetric, VitalFigure | null>;
  /** Per page type and language over the window: only groups with any sample. */
  pages: { pageType: string; language: string; metrics: Partial<Record<VitalMetric, VitalFigure>> }[];
  /** The whole site per UTC day of the window, per metric (days without samples left out). */
  trend: Record<VitalMetric, { day: string; p75: number; samples: number }[]>;
  days: string[];
}

/** Everything the performance page shows: three reads of the rollups. */
export async function vitalsDashboard(db: Db): Promise<VitalsDashboard> {
  await ensureVitalsWindow(db);
  const [pageRows, siteRows, trendRows, days] = await Promise.all([
    sql<{ metric: VitalMetric; page_type: string; language: string; samples: number; p75: number }>`
      with counted as (select metric, page_type, language, bucket, count::float8 as c from vital_window_buckets),
      ${p75Sql(["metric", "page_type", "language"])}
      select * from p75s
    `.execute(db),
    sql<{ metric: VitalMetric; samples: number; p75: number }>`
      with counted as (
        select metric, bucket, sum(count)::float8 as c from vital_daily_site_buckets
        where day > ${today} - ${sql.lit(VITALS_WINDOW_DAYS)} group by 1, 2
      ),
      ${p75Sql(["metric"])}
      select * from p75s
    `.execute(db),
    sql<{ metric: VitalMetric; day: string; samples: number; p75: number }>`
      with counted as (
        select day, metric, bucket, count::float8 as c from vital_daily_site_buckets
        where day > ${today} - ${sql.lit(VITALS_WINDOW_DAYS)}
      ),
      ${p75Sql(["day", "metric"])}
      select to_char(day, 'YYYY-MM-DD') as day, metric, samples, p75 from p75s
    `.execute(db),
    sql<{ day: string }>`
      select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${today} - ${sql.lit(VITALS_WINDOW_DAYS - 1)}, ${today}, interval '1 day') as d
    `.execute(db),
  ]);
  const site = Object.fromEntries(VITAL_METRICS.map((m) => [m, null])) as VitalsDashboard["site"];
  for (const row of siteRows.rows) site[row.metric] = { p75: Number(row.p75), samples: Number(row.samples) };
  const trend = Object.fromEntries(VITAL_METRICS.map((m) => [m, []])) as unknown as VitalsDashboard["trend"];
  for (const row of trendRows.rows) trend[row.metric].push({ day: row.day, p75: Number(row.p75), samples: Number(row.samples) });
  for (const metric of VITAL_METRICS) trend[metric].sort((a, b) => a.day.localeCompare(b.day));
  const groups = new Map<string, VitalsDashboard["pages"][number]>();
  for (const row of pageRows.rows) {
    const key = `${row.page_type}\u0000${row.language}`;
    const group = groups.get(key) ?? { pageType: row.page_type, language: row.language, metrics: {} };
    group.metrics[row.metric] = { p75: Number(row.p75), samples: Number(row.samples) };
    groups.set(key, group);
  }
  const pages = [...groups.values()].sort((a, b) => a.pageType.localeCompare(b.pageType) || a.language.localeCompare(b.language));
  return { site, pages, trend, days: days.rows.map((r) => r.day) };
}
