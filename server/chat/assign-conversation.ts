// Staff take a conversation, hand it to a colleague, or give it back: while an agent is assigned to an open
// conversation the assistant stays silent (answer-visitor-message.ts); the visitor reads who joined and who left.
import type { ChatMessage } from "../../app/chat/chat-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { ApiError } from "../http/api-error.ts";
import { followStatusRule } from "./change-conversation-status.ts";
import { chatText } from "./chat-texts.ts";
import { addMessage, findConversation, type ChatStore } from "./conversations.ts";

export interface Assignee {
  id: string;
  name: string;
}

export interface AssignmentChange {
  assignee: Assignee | null;
  activity: ChatMessage | null;
}

/**
 * Assigns the conversation to `to` (null unassigns). Taking a pending, snoozed or resolved conversation opens it.
 * The visitor reads "<name> has joined" when a person takes over, and "<name> has left" when nobody is assigned any more.
 */
export async function assignConversation(store: ChatStore, conversationId: string, to: Assignee | null): Promise<AssignmentChange> {
  const conversation = await findConversation(store.db, conversationId);
  if (!conversation) throw new ApiError(404, "not_found", ["chat", "errors.notFound"]);
  if ((conversation.assignee_id ?? null) === (to?.id ?? null)) return { assignee: to, activity: null };

  const previous = conversation.assignee_id
    ? await store.db.selectFrom("user").select(["id", "name"]).where("id", "=", conversation.assignee_id).executeTakeFirst()
    : undefined;
  await store.db.updateTable("conversations").set({ assignee_id: to?.id ?? null, updated_at: new Date() }).where("id", "=", conversationId).execute();
  if (to && conversation.status !== "open") await followStatusRule(store, conversation, { by: "staff-assign" });

  const language = (conversation.reply_language ?? conversation.language) as Lang;
  const text = to ? chatText(language, "activity.agentJoined", { name: to.name }) : previous ? chatText(language, "activity.agentLeft", { name: previous.name }) : null;
  const activity = text ? await addMessage(store, { sessionId: conversationId, content: text, senderType: "activity" }) : null;
  await store.bus.publish({ kind: "conversation", sessionId: conversationId, change: "assigned" });
  return { assignee: to, activity };
}
