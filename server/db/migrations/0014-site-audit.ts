import { sql, type Kysely } from "kysely";

// The site audit (/qa-audit-pro): its runs and their findings. At most one run is running across every instance —
// a unique partial index refuses a second 'running' row, so starting a run is claiming that row — and a nightly run
// is claimed once per day by its date (unique), whichever instance gets there first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("audit_runs")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("trigger", "text", (col) => col.notNull().check(sql`trigger in ('manual', 'nightly')`))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("running").check(sql`status in ('running', 'done', 'failed')`))
    .addColumn("requested_by", "text")
    .addColumn("nightly_date", "text", (col) => col.unique())
    .addColumn("pages_done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("pages_known", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("pages", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("errors", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("warnings", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("notices", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("broken_links", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("capped", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("failure", "text")
    .addColumn("started_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("heartbeat_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("finished_at", "timestamptz")
    .execute();
  await sql`create unique index audit_runs_one_running on audit_runs ((true)) where status = 'running'`.execute(db);
  await db.schema.createIndex("audit_runs_started").on("audit_runs").column("started_at").execute();

  await db.schema
    .createTable("audit_findings")
    .addColumn("id", "bigserial", (col) => col.primaryKey())
    .addColumn("run_id", "uuid", (col) => col.notNull().references("audit_runs.id").onDelete("cascade"))
    .addColumn("check_id", "text", (col) => col.notNull())
    .addColumn("severity", "text", (col) => col.notNull().check(sql`severity in ('error', 'warning', 'notice')`))
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("lang", "text")
    .addColumn("code", "text", (col) => col.notNull())
    .addColumn("params", "jsonb", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("audit_findings_run").on("audit_findings").columns(["run_id", "severity", "check_id"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("0014-site-audit cannot be undone");
}
