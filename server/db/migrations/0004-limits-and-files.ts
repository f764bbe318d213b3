import type { Kysely } from "kysely";

// Per-address request counters (issue 9), and chat attachments whose bytes may live outside the database.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("request_counts")
    .addColumn("key", "text", (col) => col.notNull())
    .addColumn("window_start", "timestamptz", (col) => col.notNull())
    .addColumn("count", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("request_counts_pkey", ["key", "window_start"])
    .execute();
  await db.schema.createIndex("request_counts_window_idx").on("request_counts").column("window_start").execute();

  // Null where the bytes are a file beside the embedded database (DATA_DIR/chat-media) rather than in the row.
  await db.schema.alterTable("chat_media").alterColumn("data", (col) => col.dropNotNull()).execute();
  // SHA-256 of the uploading client's address: the per-address limit counts it, the address itself is not kept.
  await db.schema.alterTable("chat_media").addColumn("client_hash", "text").execute();
  await db.schema.createIndex("chat_media_client_idx").on("chat_media").columns(["client_hash", "created_at"]).execute();
  await db.schema.createIndex("chat_media_created_idx").on("chat_media").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("chat_media_created_idx").execute();
  await db.schema.dropIndex("chat_media_client_idx").execute();
  await db.schema.alterTable("chat_media").dropColumn("client_hash").execute();
  await db.schema.dropTable("request_counts").execute();
}
