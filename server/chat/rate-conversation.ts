// The visitor rates a resolved conversation with one click (1–5); staff see the rating in the console.
import { ApiError } from "../http/api-error.ts";
import type { ChatStore, Conversation } from "./conversations.ts";

export async function rateConversation(store: ChatStore, conversation: Conversation, rating: number): Promise<void> {
  if (conversation.status !== "resolved") throw new ApiError(409, "not_resolved", ["chat", "errors.notResolved"]);
  await store.db.updateTable("conversations").set({ rating, rated_at: new Date() }).where("id", "=", conversation.id).execute();
  await store.bus.publish({ kind: "conversation", sessionId: conversation.id, change: "rated" });
}
