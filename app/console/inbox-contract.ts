// The console inbox's wire shapes: what /api/staff/inbox answers and what the staff socket (/api/staff/realtime)
// sends and accepts. Shared by the server and the console page.
import { z } from "zod";
import type { ChatMessage, ConversationStatus, SenderType } from "../chat/chat-contract.ts";

export const INBOX_VIEWS = ["mine", "unassigned", "all"] as const;
export type InboxView = (typeof INBOX_VIEWS)[number];
export const INBOX_STATUS_FILTERS = ["open", "pending", "snoozed", "resolved", "any"] as const;
export type InboxStatusFilter = (typeof INBOX_STATUS_FILTERS)[number];
export const INBOX_PAGE_SIZE = 25;

export interface StaffRef {
  id: string;
  name: string;
}

export interface InboxConversation {
  id: string;
  status: ConversationStatus;
  language: string;
  contactName: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  currentPage: string | null;
  urgency: "high" | "medium" | "low" | null;
  waitingSince: string | null;
  lastMessageAt: string | null;
  lastVisitorMessageAt: string | null;
  lastMessagePreview: string | null;
  assignee: StaffRef | null;
  handoffReason: "form" | "asked" | null;
  rating: number | null;
  snoozedUntil: string | null;
  createdAt: string;
}

export interface InboxPage {
  view: InboxView;
  status: InboxStatusFilter;
  q: string;
  page: number;
  pageSize: number;
  total: number;
  conversations: InboxConversation[];
  /** When this staff member last read each listed conversation. */
  readAt: Record<string, string>;
  /** Conversations with unread visitor messages, per view (under the same status filter). */
  unread: Record<InboxView, number>;
}

/** Staff see a message as the visitor does, the assistant's sources included. */
export type StaffMessage = ChatMessage;

export interface ConversationNote {
  id: string;
  authorName: string;
  body: string;
  createdAt: string;
}

export interface ConversationView {
  conversation: InboxConversation;
  messages: StaffMessage[];
  notes: ConversationNote[];
  contactMessage: string | null;
  leadId: string | null;
}

export const inboxQuerySchema = z.object({
  view: z.enum(INBOX_VIEWS).default("all"),
  status: z.enum(INBOX_STATUS_FILTERS).default("open"),
  q: z.string().trim().max(200).default(""),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const assignRequestSchema = z.object({ assigneeId: z.string().min(1).max(100).nullable() });
export const snoozeRequestSchema = z.object({ until: z.iso.datetime({ offset: true }).nullable() });
export const noteRequestSchema = z.object({ body: z.string().trim().min(1).max(4000) });
export const staffReplySchema = z.object({ content: z.string().trim().min(1).max(4000) });

/** What the console sends on its socket. */
export const staffClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("ping") }),
  /** The conversation open on screen (null: none): its messages, notes and the visitor's typing come live. */
  z.object({ type: z.literal("watch"), sessionId: z.uuid().nullable() }),
  z.object({ type: z.literal("typing"), sessionId: z.uuid(), isTyping: z.boolean() }),
]);
export type StaffClientMessage = z.infer<typeof staffClientMessageSchema>;

export type StaffServerMessage =
  | { type: "pong" }
  | { type: "ready"; userId: string }
  | { type: "inbox.changed"; conversation: InboxConversation }
  | { type: "handoff"; conversation: InboxConversation }
  | { type: "message.created"; sessionId: string; messages: StaffMessage[] }
  | { type: "note.created"; sessionId: string; note: ConversationNote }
  | { type: "typing"; sessionId: string; user: { type: SenderType; name: string | null }; isTyping: boolean }
  | { type: "error"; code: string; message: string }
  | { type: "session.ended" };

/** Close codes of the staff socket: the session ended (sign-out, timeout, revocation) or the role was taken away. */
export const STAFF_SOCKET_SESSION_ENDED = 4401;
