// A conversation's status and every way it may change: `pending` (the assistant answers) → `open` (a human is needed
// or on it) → `resolved`, and back; `snoozed` sets an open conversation aside until a time or until the visitor writes.
// The table below is the only place these rules live; nothing else writes the status.
import type { ChatMessage, ConversationStatus } from "../../app/chat/chat-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import type { LOCALES } from "../../app/lib/messages.server.ts";
import { ApiError } from "../http/api-error.ts";
import { chatText } from "./chat-texts.ts";
import { addMessage, findConversation, type ChatStore, type Conversation } from "./conversations.ts";

/** What changes a status: the visitor writes, the visitor asks for an expert, staff reply, or staff set it. */
export type StatusCause =
  | { by: "visitor-message" }
  | { by: "hand-off"; /** Where the expert will answer; the activity message names it. */ email: string }
  | { by: "asked-for-human" }
  | { by: "staff-reply" }
  | { by: "staff-assign" }
  | { by: "snooze-ended" }
  | { by: "staff" };

type ActivityKey = `activity.${keyof (typeof LOCALES)["se"]["chat"]["activity"] & string}`;

export interface StatusTransition {
  from: ConversationStatus;
  to: ConversationStatus;
  by: StatusCause["by"];
  /** What the conversation says about it, in its language (content/locales/<lang>/chat.json); null says nothing. */
  activity: ActivityKey | null;
}

export const STATUS_TRANSITIONS: readonly StatusTransition[] = [
  // Writing again after the conversation was resolved reopens it for the assistant; a snoozed one wakes for its agent.
  { from: "resolved", to: "pending", by: "visitor-message", activity: "activity.reopened" },
  { from: "snoozed", to: "open", by: "visitor-message", activity: null },
  // Asking the assistant for a person: staff are called in, and the visitor hears when to expect them.
  { from: "pending", to: "open", by: "asked-for-human", activity: "activity.humanRequested" },
  { from: "resolved", to: "open", by: "asked-for-human", activity: "activity.humanRequested" },
  { from: "snoozed", to: "open", by: "asked-for-human", activity: null },
  // Asking for an expert, from any status; asked again, the visitor hears again where the answer will come.
  { from: "pending", to: "open", by: "hand-off", activity: "activity.handedOff" },
  { from: "open", to: "open", by: "hand-off", activity: "activity.handedOff" },
  { from: "resolved", to: "open", by: "hand-off", activity: "activity.handedOff" },
  { from: "snoozed", to: "open", by: "hand-off", activity: "activity.handedOff" },
  // An agent taking a conversation the assistant was answering (the assignment writes its own "joined" message).
  { from: "pending", to: "open", by: "staff-assign", activity: null },
  { from: "resolved", to: "open", by: "staff-assign", activity: "activity.reopened" },
  { from: "snoozed", to: "open", by: "staff-assign", activity: null },
  // The snooze time has come.
  { from: "snoozed", to: "open", by: "snooze-ended", activity: null },
  // A staff reply takes over from the assistant; the reply itself tells the visitor a person is here.
  { from: "pending", to: "open", by: "staff-reply", activity: null },
  { from: "pending", to: "open", by: "staff", activity: null },
  // Staff hand a conversation back to the assistant without a word, as the assistant simply answers again.
  { from: "open", to: "pending", by: "staff", activity: null },
  { from: "pending", to: "resolved", by: "staff", activity: "activity.resolved" },
  { from: "open", to: "resolved", by: "staff", activity: "activity.resolved" },
  { from: "resolved", to: "open", by: "staff", activity: "activity.reopened" },
  { from: "open", to: "snoozed", by: "staff", activity: null },
  { from: "pending", to: "snoozed", by: "staff", activity: null },
  { from: "snoozed", to: "open", by: "staff", activity: null },
  { from: "snoozed", to: "resolved", by: "staff", activity: "activity.resolved" },
];

export function findTransition(from: ConversationStatus, to: ConversationStatus, by: StatusCause["by"]): StatusTransition | undefined {
  return STATUS_TRANSITIONS.find((t) => t.from === from && t.to === to && t.by === by);
}

export interface StatusChange {
  from: ConversationStatus;
  to: ConversationStatus;
  /** The activity message written, if the transition writes one. */
  activity: ChatMessage | null;
}

function notAllowed(from: ConversationStatus, to: ConversationStatus) {
  return new ApiError(409, "transition_not_allowed", ["chat", "errors.transitionNotAllowed"], { extra: { from, to } });
}

/**
 * Moves the conversation from the status it was read with; null when another request changed it first (the update
 * is conditional, so two changes at once never both apply). Announces the new status and writes the activity message.
 */
async function applyTransition(store: ChatStore, conversation: Conversation, transition: StatusTransition, cause: StatusCause) {
  if (transition.to !== transition.from) {
    const moved = await store.db
      .updateTable("conversations")
      .set({
        status: transition.to,
        updated_at: new Date(),
        ...(transition.to === "resolved" ? { resolved_at: new Date(), waiting_since: null } : {}),
        ...(transition.from === "snoozed" ? { snoozed_until: null } : {}),
        ...(transition.from === "resolved" ? { rating: null, rated_at: null, resolved_at: null } : {}),
      })
      .where("id", "=", conversation.id)
      .where("status", "=", transition.from)
      .returning("id")
      .executeTakeFirst();
    if (!moved) return null;
    await store.bus.publish({ kind: "status", sessionId: conversation.id, status: transition.to });
  }
  const language = (conversation.reply_language ?? conversation.language) as Lang;
  const activity = transition.activity
    ? await addMessage(store, { sessionId: conversation.id, content: chatText(language, transition.activity, cause), senderType: "activity" })
    : null;
  return { from: transition.from, to: transition.to, activity };
}

/** Changes the status as `cause` asks; a change the table does not allow is refused with a 409 and changes nothing. */
export async function changeConversationStatus(
  store: ChatStore,
  conversationId: string,
  to: ConversationStatus,
  cause: StatusCause,
): Promise<StatusChange> {
  const conversation = await findConversation(store.db, conversationId);
  if (!conversation) throw new ApiError(404, "not_found", ["chat", "errors.notFound"]);
  const transition = findTransition(conversation.status, to, cause.by);
  const change = transition ? await applyTransition(store, conversation, transition, cause) : null;
  if (!change) throw notAllowed(conversation.status, to);
  return change;
}

/** Causes that are events rather than requests for a status: each leads from a status to at most one other. */
export type StatusEvent = Extract<StatusCause, { by: "visitor-message" | "staff-reply" | "asked-for-human" | "snooze-ended" | "staff-assign" }>;

/** What an event does to the status by itself, if anything: a visitor writing to a resolved conversation reopens it. */
export async function followStatusRule(store: ChatStore, conversation: Conversation, event: StatusEvent): Promise<StatusChange | null> {
  const transition = STATUS_TRANSITIONS.find((t) => t.from === conversation.status && t.by === event.by);
  return transition ? applyTransition(store, conversation, transition, event) : null;
}
