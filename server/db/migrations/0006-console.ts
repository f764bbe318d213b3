import { sql, type Kysely } from "kysely";

// The admin console: the inbox's state on each conversation (assignment, snooze, urgency, waiting time, rating, the
// visitor's current page), what each staff member has read, private notes, leads' handling, and
// mail that gave up.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table conversations drop constraint conversations_status_check`.execute(db);
  await sql`alter table conversations add constraint conversations_status_check check (status in ('pending', 'open', 'snoozed', 'resolved'))`.execute(db);
  await db.schema
    .alterTable("conversations")
    .addColumn("assignee_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("snoozed_until", "timestamptz")
    .addColumn("handoff_reason", "text")
    .addColumn("current_page", "text")
    .addColumn("urgency", "text", (col) => col.check(sql`urgency in ('high', 'medium', 'low')`))
    .addColumn("waiting_since", "timestamptz")
    .addColumn("last_message_at", "timestamptz")
    .addColumn("last_visitor_message_at", "timestamptz")
    .addColumn("last_message_preview", "text")
    .addColumn("rating", "smallint", (col) => col.check(sql`rating between 1 and 5`))
    .addColumn("rated_at", "timestamptz")
    .addColumn("resolved_at", "timestamptz")
    .execute();
  // Existing conversations get their last message time, so they sort among the new ones.
  await sql`update conversations c set last_message_at = m.at from (select session_id, max(created_at) as at from chat_messages group by session_id) m where m.session_id = c.id`.execute(db);
  await sql`update conversations c set last_visitor_message_at = m.at from (select session_id, max(created_at) as at from chat_messages where sender_type = 'user' group by session_id) m where m.session_id = c.id`.execute(db);
  await db.schema.createIndex("conversations_inbox_idx").on("conversations").columns(["status", "last_message_at"]).execute();
  await db.schema.createIndex("conversations_assignee_idx").on("conversations").columns(["assignee_id", "status"]).execute();
  await db.schema.createIndex("conversations_snoozed_idx").on("conversations").column("snoozed_until").where(sql.ref("status"), "=", "snoozed").execute();

  // The pages an assistant answer drew on, shown to staff beside the answer.
  await db.schema.alterTable("chat_messages").addColumn("sources", "jsonb").execute();

  await db.schema
    .createTable("conversation_reads")
    .addColumn("user_id", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("session_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("read_at", "timestamptz", (col) => col.notNull())
    .addPrimaryKeyConstraint("conversation_reads_pk", ["user_id", "session_id"])
    .execute();

  await db.schema
    .createTable("conversation_notes")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("session_id", "uuid", (col) => col.notNull().references("conversations.id").onDelete("cascade"))
    .addColumn("author_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("conversation_notes_session_idx").on("conversation_notes").columns(["session_id", "created_at"]).execute();

  await db.schema
    .alterTable("leads")
    .addColumn("status", "text", (col) => col.notNull().defaultTo("new").check(sql`status in ('new', 'contacted', 'closed')`))
    .addColumn("owner_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("leads_created_idx").on("leads").column("created_at").execute();
  await db.schema
    .createTable("lead_notes")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("author_id", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("author_name", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  // Mail that used up its attempts stops being retried on its own and shows as failed; staff may retry it.
  await sql`alter table mail_outbox drop constraint mail_outbox_status_check`.execute(db);
  await sql`alter table mail_outbox add constraint mail_outbox_status_check check (status in ('pending', 'sent', 'stored', 'failed'))`.execute(db);
  await db.schema.createIndex("mail_outbox_created_idx").on("mail_outbox").column("created_at").execute();
  await db.schema.createIndex("security_events_type_idx").on("security_events").columns(["event_type", "created_at"]).execute();
}

export async function down(): Promise<void> {
  throw new Error("0006-console cannot be undone");
}
