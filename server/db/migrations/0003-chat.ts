import { sql, type Kysely } from "kysely";

// Chat: conversations owned by one browser, their messages, and the files visitors attach.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("conversations")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("visitor_hash", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("reply_language", "text")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("pending").check(sql`status in ('pending', 'open', 'resolved')`))
    .addColumn("contact_name", "text")
    .addColumn("contact_email", "text")
    .addColumn("contact_phone", "text")
    .addColumn("contact_message", "text")
    .addColumn("lead_id", "uuid", (col) => col.references("leads.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("conversations_visitor_idx").on("conversations").column("visitor_hash").execute();
  await db.schema.createIndex("conversations_status_idx").on("conversations").columns(["status", "updated_at"]).execute();

  await db.schema
    .createTable("chat_messages")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("session_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("content", "text", (col) => col.notNull())
    .addColumn("sender_type", "text", (col) => col.notNull().check(sql`sender_type in ('user', 'bot', 'agent', 'activity')`))
    .addColumn("sender_name", "text")
    .addColumn("media", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("sentiment", "jsonb")
    .addColumn("echo_id", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
    .execute();
  await db.schema.createIndex("chat_messages_session_idx").on("chat_messages").columns(["session_id", "created_at"]).execute();

  await db.schema
    .createTable("chat_media")
    .addColumn("path", "text", (col) => col.primaryKey())
    .addColumn("visitor_hash", "text", (col) => col.notNull())
    .addColumn("original_name", "text", (col) => col.notNull())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    .addColumn("data", "bytea", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("chat_media_visitor_idx").on("chat_media").column("visitor_hash").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("chat_media").execute();
  await db.schema.dropTable("chat_messages").execute();
  await db.schema.dropTable("conversations").execute();
}
