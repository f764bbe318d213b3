import { sql } from "kysely";
import { migrateToLatest, openDatabase } from "./server/db/database.ts";
import { rebuildVitalRollups } from "./server/vitals/vitals-store.ts";
import { VITAL_PAGE_TYPES } from "./app/lib/vitals-contract.ts";
const { db } = await openDatabase({ dataDir: "memory://" });
await migrateToLatest(db);
await sql`insert into vital_samples (recorded_at, metric, value, page_type, language, device)
 select now() - random() * interval '35 days', (array['LCP','INP','CLS','TTFB'])[1 + (i % 4)], 1000 * exp(0.6 * (random()-0.5)*4), (${sql.val(VITAL_PAGE_TYPES as string[])}::text[])[1 + floor(power(random(), 2) * 27)::int], (array['se','en','fi','no'])[1 + floor(random()*4)::int], 'mobile' from generate_series(1, 300000) i`.execute(db);
await rebuildVitalRollups(db);
for (const t of ["vital_daily_buckets", "vital_daily_site_buckets", "vital_window_buckets"]) await sql`analyze ${sql.table(t)}`.execute(db);
const today = sql`(now() at time zone 'utc')::date`;
const qs: Record<string, any> = {
  todayRows: sql`select count(*) from vital_daily_buckets where day = ${today}`,
  windowRows: sql`select count(*) from vital_window_buckets`,
  siteRows: sql`select count(*) from vital_daily_site_buckets where day > ${today} - 28`,
  explainToday: sql`explain analyze select metric, page_type, language, bucket, count from vital_daily_buckets where day = ${today}`,
};
for (const [name, q] of Object.entries(qs)) {
  const t = performance.now(); const r = await q.execute(db); console.log(name, (performance.now() - t).toFixed(1), JSON.stringify(r.rows).slice(0, 600));
}
const { vitalsDashboard } = await import("./server/vitals/vitals-store.ts");
for (let i = 0; i < 5; i++) { const t = performance.now(); await vitalsDashboard(db); console.log("dash", (performance.now() - t).toFixed(1)); }

for (const q of [sql`explain analyze with counted as (select metric, page_type, language, bucket, count::float8 as c from vital_window_buckets), ranked as (select metric, page_type, language, bucket, c, sum(c) over (partition by metric, page_type, language order by bucket) as cum, sum(c) over (partition by metric, page_type, language) as total from counted) select count(*) from ranked where cum >= 0.75*total`]) {
  const r = await q.execute(db); console.log(r.rows.map((x: any) => x["QUERY PLAN"]).join("\n"));
}
