// A visitor wants a person — by the expert form or by asking the assistant: the conversation opens for staff, the
// agents online are told at once (the console's toast, sound and browser notification), and when nobody is online the
// contact inbox gets a mail so the promise of an answer within 2 hours (SPEC section 1) can be kept.
import type { ChatMessage } from "../../app/chat/chat-contract.ts";
import { emailTexts } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import type { Mailer } from "../mail/mailer.ts";
import { followStatusRule } from "./change-conversation-status.ts";
import { recentMessages, type ChatStore, type Conversation } from "./conversations.ts";

export interface StaffCallDependencies extends ChatStore {
  mailer: Mailer;
  /** CONTACT_INBOX: where a hand-off goes when no agent is online. */
  inbox: string;
  siteUrl: string;
  /** Staff with the console open, on every instance. */
  staffOnline(): Promise<number>;
}

export type HandOffReason = "form" | "asked";

/** Marks why a person was asked for and tells the staff online; the form's own mail already reached the inbox. */
export async function announceHandOff(deps: ChatStore, conversationId: string, reason: HandOffReason): Promise<void> {
  await deps.db.updateTable("conversations").set({ handoff_reason: reason }).where("id", "=", conversationId).execute();
  await deps.bus.publish({ kind: "conversation", sessionId: conversationId, change: "handoff" });
}

/** The visitor asked the assistant for a person. Returns the activity message telling them when to expect one. */
export async function callStaff(deps: StaffCallDependencies, conversation: Conversation): Promise<ChatMessage | null> {
  const change = await followStatusRule(deps, conversation, { by: "asked-for-human" });
  await announceHandOff(deps, conversation.id, "asked");
  if ((await deps.staffOnline()) === 0) await mailInbox(deps, conversation);
  return change?.activity ?? null;
}

async function mailInbox(deps: StaffCallDependencies, conversation: Conversation) {
  const texts = emailTexts("se") as unknown as Messages;
  const s = (key: string) => translate(texts, `chatHandOff.${key}`);
  const recent = await recentMessages(deps.db, conversation.id, 6);
  await deps.mailer.send({
    kind: "chat-handoff",
    to: deps.inbox,
    subject: s("subject"),
    text: [
      s("intro"),
      "",
      `${s("language")}: ${conversation.language}`,
      "",
      `${s("lastMessages")}:`,
      ...recent.filter((m) => m.sender_type !== "activity").map((m) => `[${m.sender_type}] ${m.content.slice(0, 500)}`),
      "",
      s("open"),
      `${deps.siteUrl}/se/admin?conversation=${conversation.id}`,
    ].join("\n"),
  });
}
