import { sql, type Kysely } from "kysely";

// Real-user vitals (docs/decisions/019): the raw samples, kept for the privacy page's 26 months of analytics and
// deleted by `recorded_at` (indexed for that sweep), and the rollups the performance page reads — log-scale
// histogram buckets per UTC day, one per page type and language and one for the whole site, plus the sum of the
// 27 whole days before today, rebuilt once a day.
export async function up(db: Kysely<unknown>): Promise<void> {
  const metricCheck = sql`metric in ('LCP', 'INP', 'CLS', 'TTFB')`;
  await db.schema
    .createTable("vital_samples")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("recorded_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("metric", "text", (col) => col.notNull().check(metricCheck))
    .addColumn("value", "double precision", (col) => col.notNull().check(sql`value >= 0`))
    .addColumn("page_type", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("device", "text", (col) => col.notNull())
    .addColumn("connection", "text")
    .execute();
  await sql`create index vital_samples_recorded_at_idx on vital_samples (recorded_at)`.execute(db);

  await db.schema
    .createTable("vital_daily_buckets")
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("page_type", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("bucket", "smallint", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("vital_daily_buckets_pkey", ["day", "metric", "page_type", "language", "bucket"])
    .execute();

  await db.schema
    .createTable("vital_daily_site_buckets")
    .addColumn("day", "date", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("bucket", "smallint", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("vital_daily_site_buckets_pkey", ["day", "metric", "bucket"])
    .execute();

  await db.schema
    .createTable("vital_window_buckets")
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("page_type", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("bucket", "smallint", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("vital_window_buckets_pkey", ["metric", "page_type", "language", "bucket"])
    .execute();

  await db.schema
    .createTable("vital_window_state")
    .addColumn("id", "smallint", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("through_day", "date", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["vital_window_state", "vital_window_buckets", "vital_daily_site_buckets", "vital_daily_buckets", "vital_samples"]) {
    await db.schema.dropTable(table).execute();
  }
}
