import { sql, type Kysely } from "kysely";

// Consent proof, first-party analytics details, leads, the mail outbox and server-side rate limits.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("consent_records")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("consent_id", "uuid", (col) => col.notNull())
    .addColumn("choice", "text", (col) => col.notNull().check(sql`choice in ('analytics-granted', 'analytics-denied')`))
    .addColumn("policy_revision", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("consent_records_consent_id_idx").on("consent_records").columns(["consent_id", "created_at"]).execute();

  await db.schema
    .alterTable("page_views")
    .addColumn("referrer_host", "text")
    .addColumn("viewport", "text")
    .addColumn("consent_id", "uuid")
    .execute();

  await db.schema
    .createTable("leads")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("source", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("company", "text")
    .addColumn("message", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("mail_outbox")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("subject", "text", (col) => col.notNull())
    .addColumn("text_body", "text", (col) => col.notNull())
    .addColumn("reply_to", "text")
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "uuid", (col) => col.references("leads.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().check(sql`status in ('pending', 'sent', 'stored')`))
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("last_error", "text")
    .addColumn("next_attempt_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("sent_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("mail_outbox_due_idx").on("mail_outbox").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("rate_limits")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("window_started_at", "timestamptz", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull())
    .addColumn("next_allowed_at", "timestamptz", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("rate_limits").execute();
  await db.schema.dropTable("mail_outbox").execute();
  await db.schema.dropTable("leads").execute();
  await db.schema.alterTable("page_views").dropColumn("referrer_host").dropColumn("viewport").dropColumn("consent_id").execute();
  await db.schema.dropTable("consent_records").execute();
}
