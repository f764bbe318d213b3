import { sql, type Kysely } from "kysely";

// Booking a call: the one row of booking settings (weekly hours in Europe/Stockholm, slot length, buffers, notice,
// horizon), the bookings, and attachments on outgoing mail (the invitation's .ics). No two confirmed bookings
// start at the same instant: a unique partial index, so the database refuses a double booking from any instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("booking_settings")
    .addColumn("id", "smallint", (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn("weekly_hours", "jsonb", (col) => col.notNull())
    .addColumn("slot_minutes", "integer", (col) => col.notNull())
    .addColumn("buffer_before_minutes", "integer", (col) => col.notNull())
    .addColumn("buffer_after_minutes", "integer", (col) => col.notNull())
    .addColumn("min_notice_minutes", "integer", (col) => col.notNull())
    .addColumn("horizon_days", "integer", (col) => col.notNull())
    .addColumn("updated_by", "text")
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("bookings")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("starts_at", "timestamptz", (col) => col.notNull())
    .addColumn("ends_at", "timestamptz", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("confirmed").check(sql`status in ('confirmed', 'cancelled')`))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("company", "text", (col) => col.notNull())
    .addColumn("topic", "text", (col) => col.notNull())
    .addColumn("language", "text", (col) => col.notNull())
    .addColumn("manage_token_hash", "text", (col) => col.notNull().unique())
    .addColumn("sequence", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("client_key", "text")
    .addColumn("reminded_at", "timestamptz")
    .addColumn("cancelled_at", "timestamptz")
    .addColumn("cancelled_by", "text")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint("bookings_interval_check", sql`ends_at > starts_at`)
    .execute();
  await sql`create unique index bookings_one_per_start on bookings (starts_at) where status = 'confirmed'`.execute(db);
  await sql`create index bookings_upcoming_idx on bookings (ends_at) where status = 'confirmed'`.execute(db);
  await sql`create index bookings_client_idx on bookings (client_key, created_at)`.execute(db);

  await db.schema.alterTable("mail_outbox").addColumn("attachments", "jsonb").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("mail_outbox").dropColumn("attachments").execute();
  await db.schema.dropTable("bookings").execute();
  await db.schema.dropTable("booking_settings").execute();
}
