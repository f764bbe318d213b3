// Staff answer a visitor: the agent's message ends their typing indicator, and a reply takes the conversation over
// from the assistant (change-conversation-status.ts says when).
import type { ChatMessage, MediaItem } from "../../app/chat/chat-contract.ts";
import { followStatusRule } from "./change-conversation-status.ts";
import { addMessage, type ChatStore, type Conversation } from "./conversations.ts";

export interface StaffReply {
  content: string;
  senderName: string;
  media?: MediaItem[];
}

/** Shows or hides "<name> is typing" in the visitor's widget. */
export function publishStaffTyping(store: ChatStore, conversationId: string, senderName: string, isTyping: boolean, originSocket: string | null = null): Promise<void> {
  return store.bus.publish({ kind: "typing", sessionId: conversationId, user: { type: "agent", name: senderName }, isTyping, originSocket });
}

export async function replyAsStaff(store: ChatStore, conversation: Conversation, reply: StaffReply): Promise<ChatMessage> {
  await publishStaffTyping(store, conversation.id, reply.senderName, false);
  const message = await addMessage(store, {
    sessionId: conversation.id,
    content: reply.content,
    senderType: "agent",
    senderName: reply.senderName,
    media: reply.media ?? [],
  });
  await followStatusRule(store, conversation, { by: "staff-reply" });
  return message;
}
