// Staff set a conversation aside until a time, or until the visitor writes again (a visitor message wakes it:
// change-conversation-status.ts); the background sweep wakes those whose time has come, on whichever instance runs it.
import { ApiError } from "../http/api-error.ts";
import { changeConversationStatus, followStatusRule } from "./change-conversation-status.ts";
import { findConversation, type ChatStore } from "./conversations.ts";

/** The furthest a snooze may reach: a conversation set aside longer is better resolved. */
export const MAX_SNOOZE_DAYS = 30;

export async function snoozeConversation(store: ChatStore, conversationId: string, until: Date | null): Promise<void> {
  if (until && (until.getTime() <= Date.now() || until.getTime() > Date.now() + MAX_SNOOZE_DAYS * 86_400_000)) {
    throw new ApiError(400, "invalid_snooze", ["api", "errors.invalidSnooze"], { vars: { days: MAX_SNOOZE_DAYS } });
  }
  await changeConversationStatus(store, conversationId, "snoozed", { by: "staff" });
  await store.db.updateTable("conversations").set({ snoozed_until: until }).where("id", "=", conversationId).execute();
  await store.bus.publish({ kind: "conversation", sessionId: conversationId, change: "snoozed" });
}

/** Wakes every conversation whose snooze time has passed; returns how many. */
export async function wakeSnoozedConversations(store: ChatStore): Promise<number> {
  const due = await store.db
    .selectFrom("conversations")
    .select("id")
    .where("status", "=", "snoozed")
    .where("snoozed_until", "<=", new Date())
    .limit(200)
    .execute();
  let woken = 0;
  for (const { id } of due) {
    const conversation = await findConversation(store.db, id);
    if (conversation && (await followStatusRule(store, conversation, { by: "snooze-ended" }))) woken += 1;
  }
  return woken;
}
