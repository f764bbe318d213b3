import { sql, type Kysely } from "kysely";

// Privacy in practice (decision 021): the retention job's schedule (one row every instance claims from, so one runs at
// a time) and its runs (counts per kind, never content); people's requests for their data or its erasure (the
// confirmation token only as a hash; the address itself is cleared when the person is erased); and the indexes the
// job's batched deletes walk by their period's moment.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("retention_schedule")
    .addColumn("id", "smallint", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("next_run_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("lease_holder", "text")
    .addColumn("lease_until", "timestamptz")
    .execute();
  await sql`insert into retention_schedule (id) values (1)`.execute(db);

  await db.schema
    .createTable("retention_runs")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("started_at", "timestamptz", (col) => col.notNull())
    .addColumn("finished_at", "timestamptz")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("running"))
    .addColumn("deleted", "jsonb", (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn("error", "text")
    .execute();
  await db.schema.createIndex("retention_runs_started_idx").on("retention_runs").column("started_at").execute();

  await db.schema
    .createTable("privacy_requests")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("email", "text")
    .addColumn("email_hint", "text", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.unique())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("expires_at", "timestamptz")
    .addColumn("handled_by", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("deleted", "jsonb")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("completed_at", "timestamptz")
    .execute();
  await db.schema.createIndex("privacy_requests_created_idx").on("privacy_requests").column("created_at").execute();
  await db.schema.createIndex("privacy_requests_email_idx").on("privacy_requests").columns(["email", "created_at"]).execute();

  await db.schema.createIndex("leads_updated_idx").on("leads").column("updated_at").execute();
  await db.schema.createIndex("conversations_updated_idx").on("conversations").column("updated_at").execute();
  await db.schema.createIndex("bookings_ends_idx").on("bookings").column("ends_at").execute();
  await db.schema.createIndex("consent_records_created_idx").on("consent_records").column("created_at").execute();
  await sql`create index session_expires_idx on "session" ("expiresAt")`.execute(db);
  await sql`create index verification_expires_idx on "verification" ("expiresAt")`.execute(db);
  await db.schema.createIndex("leads_email_idx").on("leads").column("email").execute();
  await db.schema.createIndex("conversations_contact_email_idx").on("conversations").column("contact_email").execute();
  await db.schema.createIndex("job_applications_email_idx").on("job_applications").column("email").execute();
  await db.schema.createIndex("bookings_email_idx").on("bookings").column("email").execute();
  await db.schema.createIndex("mail_outbox_to_idx").on("mail_outbox").column("to_address").execute();
  await db.schema.createIndex("security_events_email_idx").on("security_events").column("email").execute();
}

export async function down(): Promise<void> {
  throw new Error("0015-privacy cannot be undone");
}
