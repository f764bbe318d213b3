// Conversations and their messages in the database: ownership, inserts that announce themselves, reads.
import { sql, type Selectable } from "kysely";
import { siteSources, type ChatMessage, type MediaItem, type MessageSource, type SenderType, type Sentiment } from "../../app/chat/chat-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import type { Db } from "../db/database.ts";
import type { ChatMessagesTable, ConversationsTable } from "../db/schema.ts";
import type { RealtimeBus } from "../realtime/bus.ts";
import { sameVisitor } from "./visitor.ts";

export type Conversation = Selectable<ConversationsTable>;

export interface ChatStore {
  db: Db;
  bus: RealtimeBus;
}

export function toChatMessage(row: Selectable<ChatMessagesTable>): ChatMessage {
  return {
    id: row.id,
    session_id: row.session_id,
    content: row.content,
    sender_type: row.sender_type,
    sender_name: row.sender_name,
    media: row.media ?? [],
    sentiment: row.sentiment ?? null,
    echo_id: row.echo_id,
    sources: siteSources(row.sources),
    offer_expert: row.offer_expert,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function createConversation(db: Db, visitorHash: string, language: Lang, replyLanguage: Lang | null) {
  return db
    .insertInto("conversations")
    .values({ visitor_hash: visitorHash, language, reply_language: replyLanguage })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findConversation(db: Db, sessionId: string): Promise<Conversation | undefined> {
  return db.selectFrom("conversations").selectAll().where("id", "=", sessionId).executeTakeFirst();
}

/** The conversation if this browser owns it; otherwise undefined, the same as when it does not exist. */
export async function findOwnedConversation(db: Db, sessionId: string, visitorHash: string | null) {
  const conversation = await findConversation(db, sessionId);
  return conversation && sameVisitor(visitorHash, conversation.visitor_hash) ? conversation : undefined;
}

export interface NewMessage {
  sessionId: string;
  content: string;
  senderType: SenderType;
  senderName?: string | null;
  media?: MediaItem[];
  sentiment?: Sentiment | null;
  echoId?: string | null;
  /** The pages an assistant answer drew on; only site-relative links are kept. */
  sources?: MessageSource[];
  /** The assistant offers the visitor an expert with this answer. */
  offerExpert?: boolean;
}

const PREVIEW_LENGTH = 140;
const URGENCY_RANK = { low: 1, medium: 2, high: 3 } as const;

/** Stores a message and announces it to every subscriber of the conversation, on every instance. */
export async function addMessage({ db, bus }: ChatStore, message: NewMessage): Promise<ChatMessage> {
  const row = await db
    .insertInto("chat_messages")
    .values({
      session_id: message.sessionId,
      content: message.content,
      sender_type: message.senderType,
      sender_name: message.senderName ?? null,
      media: JSON.stringify(message.media ?? []),
      sentiment: message.sentiment ? JSON.stringify(message.sentiment) : null,
      echo_id: message.echoId ?? null,
      sources: sourcesColumn(message.sources),
      offer_expert: message.offerExpert ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db.updateTable("conversations").set(summaryChange(message, row.created_at)).where("id", "=", message.sessionId).execute();
  const stored = toChatMessage(row);
  await bus.publish({ kind: "messages", sessionId: message.sessionId, messageIds: [row.id], messages: [stored] });
  return stored;
}

function sourcesColumn(sources: MessageSource[] | undefined): string | null {
  const kept = siteSources(sources);
  return kept.length ? JSON.stringify(kept) : null;
}

/**
 * What the inbox keeps on the conversation row, so its list is one indexed read: the last message, when the visitor
 * last wrote, since when a visitor waits for a person (a staff reply ends the wait), and the highest urgency seen.
 */
function summaryChange(message: NewMessage, at: Date) {
  const preview = message.content.replace(/\s+/g, " ").trim().slice(0, PREVIEW_LENGTH) || (message.media ?? []).map((m) => m.name).join(", ");
  const base = { updated_at: new Date(), last_message_at: at, last_message_preview: preview };
  if (message.senderType === "agent") return { ...base, waiting_since: null };
  if (message.senderType !== "user") return message.senderType === "activity" ? { updated_at: base.updated_at } : base;
  const urgency = message.sentiment?.urgency;
  return {
    ...base,
    last_visitor_message_at: at,
    waiting_since: sql<Date>`coalesce(waiting_since, ${at})`,
    ...(urgency
      ? {
          urgency: sql<"high" | "medium" | "low">`case when ${rankSql(sql.ref("urgency"))} < ${URGENCY_RANK[urgency]} then ${urgency} else urgency end`,
        }
      : {}),
  };
}

function rankSql(column: ReturnType<typeof sql.ref>) {
  return sql<number>`case ${column} when 'high' then 3 when 'medium' then 2 when 'low' then 1 else 0 end`;
}

export async function listMessages(db: Db, sessionId: string, after?: Date): Promise<ChatMessage[]> {
  let query = db.selectFrom("chat_messages").selectAll().where("session_id", "=", sessionId);
  if (after) query = query.where("created_at", ">", after);
  const rows = await query.orderBy("created_at").orderBy("id").limit(500).execute();
  return rows.map(toChatMessage);
}

/** The newest messages of a conversation, oldest first: what the assistant reads as history. */
export async function recentMessages(db: Db, sessionId: string, limit: number): Promise<ChatMessage[]> {
  const rows = await db
    .selectFrom("chat_messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.reverse().map(toChatMessage);
}

export async function messagesByIds(db: Db, sessionId: string, ids: string[]): Promise<ChatMessage[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("chat_messages")
    .selectAll()
    .where("session_id", "=", sessionId)
    .where("id", "in", ids)
    .orderBy("created_at")
    .execute();
  return rows.map(toChatMessage);
}

/** Visitor messages in the last minute across this browser's conversations (the chat's own rate limit). */
export async function recentVisitorMessageCount(db: Db, visitorHash: string, sinceMs: number): Promise<number> {
  const row = await db
    .selectFrom("chat_messages")
    .innerJoin("conversations", "conversations.id", "chat_messages.session_id")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("conversations.visitor_hash", "=", visitorHash)
    .where("chat_messages.sender_type", "=", "user")
    .where("chat_messages.created_at", ">", new Date(Date.now() - sinceMs))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
