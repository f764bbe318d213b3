import { sql, type Kysely } from "kysely";

// Screen sharing (issue 14): one row per share. The connection code is kept only as its SHA-256 and cleared once used
// or ended, so it is single-use and cannot be read back; the screen itself never reaches the server (WebRTC, peer to
// peer), so nothing of it is stored.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("screen_shares")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("session_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("code_hash", "text", (col) => col.unique())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("waiting").check(sql`status in ('waiting', 'active', 'ended')`))
    .addColumn("staff_user_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("staff_name", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("joined_at", "timestamptz")
    .addColumn("ended_at", "timestamptz")
    .addColumn("end_reason", "text")
    .execute();
  await db.schema.createIndex("screen_shares_session_idx").on("screen_shares").columns(["session_id", "status"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("0013-screen-shares cannot be undone");
}
