// The chat's wire contract, shared by the widget and the server: message shape, request bodies, realtime events.
import { z } from "../lib/zod.ts";
import { LANGUAGES } from "../lib/languages.ts";

export const CHAT_MESSAGE_MAX_LENGTH = 4000;
export const CHAT_MEDIA_PER_MESSAGE_MAX = 10;
/** Per file; the server refuses larger uploads with 413. */
export const CHAT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
export const CHAT_MEDIA_ACCEPT = "image/*,.pdf,.doc,.docx,.txt";
/** Where uploaded chat files live; the only URLs a chat message may carry as media. */
export const CHAT_MEDIA_URL_PREFIX = "/api/storage/chat-media/";

// The chat's constants of SPEC section 9 live with the others in app/lib/constants.ts.
export {
  EXPORT_PREVIEW_MESSAGES,
  REALTIME_BATCH_DELAY_MS,
  REALTIME_START_DELAY_MS,
  realtimeReconnectDelayMs,
  TYPING_INDICATOR_DROP_MS,
  TYPING_STOP_AFTER_MS,
} from "../lib/constants.ts";

export const SENDER_TYPES = ["user", "bot", "agent", "activity"] as const;
export type SenderType = (typeof SENDER_TYPES)[number];
export const CONVERSATION_STATUSES = ["pending", "open", "snoozed", "resolved"] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];

export interface MediaItem {
  type: "image" | "file";
  url: string;
  name: string;
}

export interface Sentiment {
  sentiment: "positive" | "negative" | "neutral";
  urgency: "high" | "medium" | "low";
  emotions: string[];
}

/** A page of this site an assistant answer drew on. */
export interface MessageSource {
  title: string;
  /** A site-relative path ("/en/molntjanster"), never a link to another host. */
  url: string;
}

/**
 * A stored chat message as the server sends it (SPEC section 3, plus echo_id for optimistic replacement, and on an
 * assistant answer the pages it drew on and whether it offers the visitor an expert).
 */
export interface ChatMessage {
  id: string;
  session_id: string;
  content: string;
  sender_type: SenderType;
  sender_name: string | null;
  media: MediaItem[];
  sentiment: Sentiment | null;
  echo_id: string | null;
  /** Empty when none. */
  sources: MessageSource[];
  offer_expert: boolean;
  created_at: string;
}

export const MESSAGE_SOURCE_TITLE_MAX_LENGTH = 200;
export const MESSAGE_SOURCE_URL_MAX_LENGTH = 300;

/** A path on this site: one leading slash (not "//host" or "/\host"), no whitespace or control characters. */
const SITE_PATH = /^\/(?![/\\])[^\s\u0000-\u001f\u007f]*$/;

const messageSourceSchema = z.object({
  title: z.string().trim().min(1).max(MESSAGE_SOURCE_TITLE_MAX_LENGTH),
  url: z.string().max(MESSAGE_SOURCE_URL_MAX_LENGTH).regex(SITE_PATH),
});

/**
 * The sources a message may carry to a browser: site-relative links with a title, each page once. Anything else
 * (another host, a `javascript:` URL, a malformed entry) is dropped, whoever wrote it.
 */
export function siteSources(sources: unknown): MessageSource[] {
  if (!Array.isArray(sources)) return [];
  const kept = new Map<string, MessageSource>();
  for (const source of sources) {
    const parsed = messageSourceSchema.safeParse(source);
    if (parsed.success && !kept.has(parsed.data.url)) kept.set(parsed.data.url, parsed.data);
  }
  return [...kept.values()];
}

export const mediaItemSchema = z.object({
  type: z.enum(["image", "file"]),
  url: z.string().startsWith(CHAT_MEDIA_URL_PREFIX).max(300),
  name: z.string().trim().min(1).max(255),
});

const sessionId = z.uuid();

/** POST /api/chat-bot (SPEC section 7) plus the page language and the widget's echo id. */
export const chatBotRequestSchema = z
  .object({
    message: z.string().max(CHAT_MESSAGE_MAX_LENGTH).default(""),
    sessionId: sessionId.nullish(),
    userInfo: z
      .object({
        name: z.string().max(120).optional(),
        email: z.string().max(254).optional(),
        phone: z.string().max(40).optional(),
        message: z.string().max(5000).optional(),
      })
      .partial()
      .default({}),
    media: z.array(mediaItemSchema).max(CHAT_MEDIA_PER_MESSAGE_MAX).default([]),
    language: z.enum(LANGUAGES).optional(),
    /** The widget's translate choice before a session exists; later changes go to /reply-language. */
    replyLanguage: z.enum(LANGUAGES).optional(),
    echoId: z.string().max(64).optional(),
  })
  .refine((body) => body.message.trim().length > 0 || body.media.length > 0, { message: "empty", path: ["message"] });
export type ChatBotRequest = z.input<typeof chatBotRequestSchema>;

export interface ChatBotResponse {
  sessionId: string;
  response: string;
  /** The same two fields where the specification's client reads them (`data.sessionId`, `data.response`). */
  data: { sessionId: string; response: string };
  /** The stored visitor message and every message the answer added (bot answer, fallback). */
  messages: ChatMessage[];
  /** True when the AI service could not be reached and the answer is the fallback offering an expert. */
  assistantUnavailable: boolean;
  /** True while a staff member has the conversation: the assistant stayed silent and `response` is empty. */
  agentHandling: boolean;
}

/** POST /api/chat/sessions/:sessionId/reply-language */
export const replyLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES) });

export interface ChatHistoryResponse {
  sessionId: string;
  status: ConversationStatus;
  replyLanguage: (typeof LANGUAGES)[number] | null;
  messages: ChatMessage[];
}

export const PRESENCE_PATH_MAX_LENGTH = 200;
/**
 * A page of this site as the widget reports it (location.pathname): a path, never a host ("//x", "/\x"),
 * no query or fragment, only the characters a URL path carries (percent-encoded otherwise).
 */
export const presencePathSchema = z
  .string()
  .max(PRESENCE_PATH_MAX_LENGTH)
  .regex(/^\/(?![/\\])[A-Za-z0-9\-._~%!$&'()*+,;=:@/]*$/);

/** What a browser may send on /api/realtime. */
export const realtimeClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("subscribe"), sessionId, after: z.iso.datetime({ offset: true }).optional() }),
  z.object({ type: z.literal("typing"), sessionId, isTyping: z.boolean() }),
  z.object({ type: z.literal("ping") }),
  /** The page the widget's tab shows now: sent once subscribed and on every route change (the console's presence). */
  z.object({ type: z.literal("presence"), path: presencePathSchema, language: z.enum(LANGUAGES) }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

/** What the server sends on /api/realtime; events are named after what happened. */
export type RealtimeServerMessage =
  | { type: "subscribed"; sessionId: string }
  | { type: "message.created"; sessionId: string; messages: ChatMessage[] }
  /** A bot answer as it is generated; streamId is the echo_id the finished bot message will carry. */
  | { type: "message.delta"; sessionId: string; streamId: string; delta: string }
  | { type: "typing"; sessionId: string; user: { type: SenderType; name: string | null }; isTyping: boolean }
  | { type: "conversation.status_changed"; sessionId: string; status: ConversationStatus }
  | { type: "pong" }
  | { type: "error"; code: "invalid" | "forbidden"; message: string };
