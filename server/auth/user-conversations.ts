// The chats of a signed-in user: a conversation started anonymously belongs to the browser's chat cookie; when someone
// signs in from that browser, its conversations become theirs too (for the dashboard).
import type { ConversationStatus } from "../../app/chat/chat-contract.ts";
import { CHAT_VISITOR_COOKIE, visitorHashOfToken } from "../chat/visitor.ts";
import type { Db } from "../db/database.ts";

/** One cookie's value from a Cookie header. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim());
  }
  return undefined;
}

/** Gives the user the conversations of the browser whose Cookie header this is (those no one has yet). */
export async function linkVisitorConversations(db: Db, userId: string, cookieHeader: string | null): Promise<number> {
  const visitorHash = visitorHashOfToken(cookieValue(cookieHeader, CHAT_VISITOR_COOKIE));
  if (!visitorHash) return 0;
  const result = await db
    .updateTable("conversations")
    .set({ user_id: userId })
    .where("visitor_hash", "=", visitorHash)
    .where("user_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface UserConversation {
  id: string;
  status: ConversationStatus;
  language: string;
  createdAt: string;
  updatedAt: string;
  messageCount: number;
  /** The newest visitor, bot or agent message, for a line in the list. */
  lastMessage: string | null;
}

/** The user's conversations, newest activity first. */
export async function listUserConversations(db: Db, userId: string, limit = 50): Promise<UserConversation[]> {
  const rows = await db
    .selectFrom("conversations")
    .select((eb) => [
      "conversations.id",
      "conversations.status",
      "conversations.language",
      "conversations.created_at",
      "conversations.updated_at",
      eb.selectFrom("chat_messages").whereRef("chat_messages.session_id", "=", "conversations.id").select((m) => m.fn.countAll<string>().as("n")).as("message_count"),
      eb
        .selectFrom("chat_messages")
        .whereRef("chat_messages.session_id", "=", "conversations.id")
        .where("chat_messages.sender_type", "!=", "activity")
        .orderBy("chat_messages.created_at", "desc")
        .limit(1)
        .select("chat_messages.content")
        .as("last_message"),
    ])
    .where("conversations.user_id", "=", userId)
    .orderBy("conversations.updated_at", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    messageCount: Number(row.message_count ?? 0),
    lastMessage: row.last_message ?? null,
  }));
}
