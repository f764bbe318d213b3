// The console inbox's reads: one page of conversations for a view (mine, unassigned, all) under a status filter and a
// search, sorted by urgency and waiting time, with per-view unread counts; one conversation with everything staff see;
// read marks and private notes. The summary columns on `conversations` (conversations.ts) keep the list to one read.
import { sql, type Selectable } from "kysely";
import type { SenderType } from "../../app/chat/chat-contract.ts";
import {
  INBOX_PAGE_SIZE,
  INBOX_VIEWS,
  type ConversationNote,
  type ConversationView,
  type InboxConversation,
  type InboxPage,
  type InboxStatusFilter,
  type InboxView,
  type StaffMessage,
} from "../../app/console/inbox-contract.ts";
import type { Db } from "../db/database.ts";
import type { ConversationsTable } from "../db/schema.ts";
import { toChatMessage } from "../chat/conversations.ts";

type Row = Selectable<ConversationsTable> & { assignee_name: string | null };

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toInboxConversation(row: Row): InboxConversation {
  return {
    id: row.id,
    status: row.status,
    language: row.language,
    contactName: row.contact_name,
    contactEmail: row.contact_email,
    contactPhone: row.contact_phone,
    currentPage: row.current_page,
    urgency: row.urgency,
    waitingSince: iso(row.waiting_since),
    lastMessageAt: iso(row.last_message_at),
    lastVisitorMessageAt: iso(row.last_visitor_message_at),
    lastMessagePreview: row.last_message_preview,
    assignee: row.assignee_id ? { id: row.assignee_id, name: row.assignee_name ?? "" } : null,
    handoffReason: row.handoff_reason === "form" || row.handoff_reason === "asked" ? row.handoff_reason : null,
    rating: row.rating,
    snoozedUntil: iso(row.snoozed_until),
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function baseQuery(db: Db) {
  return db
    .selectFrom("conversations as c")
    .leftJoin("user as a", "a.id", "c.assignee_id")
    .selectAll("c")
    .select("a.name as assignee_name");
}

export async function inboxConversation(db: Db, id: string): Promise<InboxConversation | null> {
  const row = await baseQuery(db).where("c.id", "=", id).executeTakeFirst();
  return row ? toInboxConversation(row as Row) : null;
}

interface Filter {
  view: InboxView;
  status: InboxStatusFilter;
  q: string;
  userId: string;
}

function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The WHERE of a view, a status filter and a search, on `conversations as c`. */
function filtered<Q extends { where: (...args: never[]) => Q }>(query: Q, filter: Filter): Q {
  // Kysely's builder types differ per query; the conditions are the same SQL for the list and the counts.
  let q = query as unknown as ReturnType<typeof baseQuery>;
  if (filter.status !== "any") q = q.where("c.status", "=", filter.status);
  if (filter.view === "mine") q = q.where("c.assignee_id", "=", filter.userId);
  if (filter.view === "unassigned") q = q.where("c.assignee_id", "is", null);
  // A conversation with no message yet (a hand-off form alone) still counts: it has a contact.
  q = q.where((eb) => eb.or([eb("c.last_message_at", "is not", null), eb("c.contact_email", "is not", null)]));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    q = q.where((eb) =>
      eb.or([
        eb("c.contact_name", "ilike", pattern),
        eb("c.contact_email", "ilike", pattern),
        eb.exists(eb.selectFrom("chat_messages as m").select(sql`1`.as("one")).whereRef("m.session_id", "=", "c.id").where("m.content", "ilike", pattern)),
      ]),
    );
  }
  return q as unknown as Q;
}

export async function listInbox(db: Db, filter: Filter & { page: number }): Promise<InboxPage> {
  const offset = (filter.page - 1) * INBOX_PAGE_SIZE;
  const rows = (await filtered(baseQuery(db), filter)
    // Urgent first, then whoever has waited longest for a person, then the most recent.
    .orderBy(sql`case when c.urgency = 'high' then 0 else 1 end`)
    .orderBy(sql`c.waiting_since asc nulls last`)
    .orderBy(sql`c.last_message_at desc nulls last`)
    .orderBy("c.id")
    .limit(INBOX_PAGE_SIZE)
    .offset(offset)
    .execute()) as Row[];
  const total = await filtered(db.selectFrom("conversations as c").select((eb) => eb.fn.countAll<string>().as("n")), filter).executeTakeFirstOrThrow();
  const ids = rows.map((r) => r.id);
  const reads = ids.length
    ? await db.selectFrom("conversation_reads").select(["session_id", "read_at"]).where("user_id", "=", filter.userId).where("session_id", "in", ids).execute()
    : [];
  return {
    view: filter.view,
    status: filter.status,
    q: filter.q,
    page: filter.page,
    pageSize: INBOX_PAGE_SIZE,
    total: Number(total.n),
    conversations: rows.map(toInboxConversation),
    readAt: Object.fromEntries(reads.map((r) => [r.session_id, new Date(r.read_at).toISOString()])),
    unread: await unreadCounts(db, filter),
  };
}

/** Per view, the conversations (under the status filter, without the search) with visitor messages this person has not read. */
export async function unreadCounts(db: Db, filter: Pick<Filter, "status" | "userId">): Promise<Record<InboxView, number>> {
  const row = await db
    .selectFrom("conversations as c")
    .leftJoin("conversation_reads as r", (join) => join.onRef("r.session_id", "=", "c.id").on("r.user_id", "=", filter.userId))
    .select([
      sql<string>`count(*) filter (where c.assignee_id = ${filter.userId})`.as("mine"),
      sql<string>`count(*) filter (where c.assignee_id is null)`.as("unassigned"),
      sql<string>`count(*)`.as("all"),
    ])
    .where("c.last_visitor_message_at", "is not", null)
    .where(sql<boolean>`c.last_visitor_message_at > coalesce(r.read_at, '-infinity'::timestamptz)`)
    .$if(filter.status !== "any", (q) => q.where("c.status", "=", filter.status as Exclude<InboxStatusFilter, "any">))
    .executeTakeFirstOrThrow();
  return Object.fromEntries(INBOX_VIEWS.map((view) => [view, Number(row[view])])) as Record<InboxView, number>;
}

export async function conversationView(db: Db, id: string): Promise<ConversationView | null> {
  const conversation = await baseQuery(db).where("c.id", "=", id).executeTakeFirst();
  if (!conversation) return null;
  const [messages, notes] = await Promise.all([staffMessages(db, id), listNotes(db, id)]);
  return {
    conversation: toInboxConversation(conversation as Row),
    messages,
    notes,
    contactMessage: conversation.contact_message,
    leadId: conversation.lead_id,
  };
}

/** Every message with the assistant's sources; the newest 500, oldest first. */
export async function staffMessages(db: Db, sessionId: string, ids?: string[]): Promise<StaffMessage[]> {
  let query = db.selectFrom("chat_messages").selectAll().where("session_id", "=", sessionId);
  if (ids) query = query.where("id", "in", ids);
  const rows = await query.orderBy("created_at", "desc").orderBy("id", "desc").limit(500).execute();
  return rows.reverse().map(toChatMessage);
}

export async function listNotes(db: Db, sessionId: string): Promise<ConversationNote[]> {
  const rows = await db.selectFrom("conversation_notes").selectAll().where("session_id", "=", sessionId).orderBy("created_at").execute();
  return rows.map(toNote);
}

function toNote(row: { id: string; author_name: string; body: string; created_at: Date }): ConversationNote {
  return { id: row.id, authorName: row.author_name, body: row.body, createdAt: new Date(row.created_at).toISOString() };
}

export async function addNote(db: Db, sessionId: string, author: { id: string; name: string }, body: string): Promise<ConversationNote> {
  const row = await db
    .insertInto("conversation_notes")
    .values({ session_id: sessionId, author_id: author.id, author_name: author.name, body })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNote(row);
}

export async function markRead(db: Db, userId: string, sessionId: string): Promise<void> {
  await db
    .insertInto("conversation_reads")
    .values({ user_id: userId, session_id: sessionId, read_at: new Date() })
    .onConflict((oc) => oc.columns(["user_id", "session_id"]).doUpdateSet({ read_at: new Date() }))
    .execute();
}

/** Staff who may be assigned a conversation (agents and admins), by name. */
export async function staffMembers(db: Db): Promise<{ id: string; name: string }[]> {
  return db
    .selectFrom("user")
    .select(["id", "name"])
    .where((eb) => eb.or([eb("role", "like", "%admin%"), eb("role", "like", "%agent%")]))
    .where((eb) => eb.or([eb("banned", "is", null), eb("banned", "=", false)]))
    .orderBy("name")
    .execute();
}

export type { SenderType };
