// The chat's HTTP surface: the specification's chat-bot call, history, reply language, and staff replies.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  CHAT_MEDIA_PER_MESSAGE_MAX,
  CHAT_MESSAGE_MAX_LENGTH,
  mediaItemSchema,
  chatBotRequestSchema,
  replyLanguageRequestSchema,
  type ChatBotResponse,
  type ChatHistoryResponse,
} from "../../app/chat/chat-contract.ts";
import { isLang } from "../../app/lib/languages.ts";
import type { Assistant } from "../assistant/assistant.ts";
import { requireStaff } from "../console/staff-access.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, rateLimited, type ApiErrorOptions, type ErrorTextKey } from "../http/api-error.ts";
import { ADDRESS_LIMITS, enforceAddressLimits } from "../security/address-limits.ts";
import { mediaBelongsToVisitor } from "../storage/routes.ts";
import { answerVisitorMessage, type AnswerDependencies } from "./answer-visitor-message.ts";
import { changeConversationStatus } from "./change-conversation-status.ts";
import { findConversation, findOwnedConversation, listMessages, recentVisitorMessageCount, type ChatStore } from "./conversations.ts";
import { publishStaffTyping, replyAsStaff } from "./reply-as-staff.ts";
import { assignConversation } from "./assign-conversation.ts";
import { rateConversation } from "./rate-conversation.ts";
import { ensureVisitor, isStaffRequest, visitorHashOf } from "./visitor.ts";

export interface ChatRouteOptions extends ChatStore {
  assistant: Assistant;
  sentiment: { enabled: boolean; sampleRate: number };
  organizationName: string;
  staffToken: string | undefined;
  /** The visitor asked the assistant for a person (server/chat/call-staff.ts). */
  onHumanRequested?: AnswerDependencies["onHumanRequested"];
}

/** A browser may send this many chat messages per minute across its conversations. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

const sessionParams = z.object({ sessionId: z.uuid() });
const historyQuery = z.object({ after: z.iso.datetime({ offset: true }).optional() });
// A signed-in staff member writes under their own name; an integration with STAFF_API_TOKEN names its sender.
const staffMessageSchema = z
  .object({
    content: z.string().trim().max(CHAT_MESSAGE_MAX_LENGTH).default(""),
    senderName: z.string().trim().min(1).max(120).optional(),
    media: z.array(mediaItemSchema).max(CHAT_MEDIA_PER_MESSAGE_MAX).default([]),
  })
  .refine((reply) => reply.content.length > 0 || reply.media.length > 0);
const staffTypingSchema = z.object({ isTyping: z.boolean(), senderName: z.string().trim().min(1).max(120).optional() });
const staffStatusSchema = z.object({ status: z.enum(["pending", "open", "resolved"]) });
const ratingSchema = z.object({ rating: z.number().int().min(1).max(5) });

function chatError(status: number, code: string, key: ErrorTextKey<"chat">, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["chat", key], options);
}

const invalidRequest = () => chatError(400, "validation", "errors.invalid");
const conversationNotFound = () => chatError(404, "not_found", "errors.notFound");

export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const { db, staffToken } = options;

  app.post("/api/chat-bot", async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = chatBotRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key =
        issue?.message === "empty" ? "errors.empty" : issue?.code === "too_big" && issue.path[0] === "message" ? "errors.tooLong" : "errors.invalid";
      throw chatError(400, "validation", key, { vars: { max: CHAT_MESSAGE_MAX_LENGTH } });
    }
    const body = parsed.data;
    const addressLimits = body.sessionId ? [ADDRESS_LIMITS.chatMessages] : [ADDRESS_LIMITS.chatMessages, ADDRESS_LIMITS.newConversations];
    await enforceAddressLimits(db, request, addressLimits);
    const visitorHash = ensureVisitor(request, reply);

    const conversation = body.sessionId ? await findOwnedConversation(db, body.sessionId, visitorHash) : null;
    if (body.sessionId && !conversation) throw conversationNotFound();

    if (body.media.length && !(await mediaBelongsToVisitor(db, body.media.map((m) => m.url), visitorHash))) {
      throw chatError(400, "media_not_yours", "errors.mediaNotYours");
    }
    if ((await recentVisitorMessageCount(db, visitorHash, 60_000)) >= CHAT_MESSAGES_PER_MINUTE) {
      throw rateLimited(["chat", "errors.rateLimited"], 60);
    }

    try {
      const result = await answerVisitorMessage(options, {
        conversation: conversation ?? null,
        visitorHash,
        pageLanguage: body.language ?? lang,
        replyLanguage: body.replyLanguage ?? null,
        message: body.message,
        media: body.media,
        echoId: body.echoId ?? null,
      });
      const response: ChatBotResponse = {
        sessionId: result.sessionId,
        response: result.response,
        data: { sessionId: result.sessionId, response: result.response },
        messages: result.messages,
        assistantUnavailable: result.assistantUnavailable,
        agentHandling: result.agentHandling,
      };
      return reply.send(response);
    } catch (error) {
      throw chatError(500, "chat_error", "errors.chatError", { cause: error });
    }
  });

  async function ownedConversation(request: FastifyRequest) {
    const params = sessionParams.safeParse(request.params);
    const conversation = params.success ? await findOwnedConversation(db, params.data.sessionId, visitorHashOf(request)) : undefined;
    if (!conversation) throw conversationNotFound();
    return conversation;
  }

  app.get("/api/chat/sessions/:sessionId/messages", async (request, reply) => {
    const conversation = await ownedConversation(request);
    const query = historyQuery.safeParse(request.query);
    if (!query.success) throw invalidRequest();
    const response: ChatHistoryResponse = {
      sessionId: conversation.id,
      status: conversation.status,
      replyLanguage: isLang(conversation.reply_language) ? conversation.reply_language : null,
      messages: await listMessages(db, conversation.id, query.data.after ? new Date(query.data.after) : undefined),
    };
    return reply.header("cache-control", "no-store").send(response);
  });

  app.post("/api/chat/sessions/:sessionId/reply-language", async (request, reply) => {
    const conversation = await ownedConversation(request);
    const parsed = replyLanguageRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest();
    await db.updateTable("conversations").set({ reply_language: parsed.data.language }).where("id", "=", conversation.id).execute();
    return reply.send({ replyLanguage: parsed.data.language });
  });

  // The visitor's one-click rating (1–5) of a resolved conversation.
  app.post("/api/chat/sessions/:sessionId/rating", async (request, reply) => {
    const conversation = await ownedConversation(request);
    const parsed = ratingSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest();
    await rateConversation(options, conversation, parsed.data.rating);
    return reply.send({ rating: parsed.data.rating });
  });

  // Staff answer visitors signed in as admin or agent with a second factor (the console), or as an integration with
  // STAFF_API_TOKEN as a bearer token (README: "Integration key"); without either 401, without the role or factor 403.
  async function staffConversation(request: FastifyRequest) {
    const session = isStaffRequest(request, staffToken) ? null : await requireStaff(request);
    const params = sessionParams.safeParse(request.params);
    const conversation = params.success ? await findConversation(db, params.data.sessionId) : undefined;
    if (!conversation) throw conversationNotFound();
    return Object.assign(conversation, { staff: session ? { id: session.user.id, name: session.user.name || session.user.email } : null });
  }

  /** The name a reply or typing shows: the staff member's own; an integration must give one. */
  function senderName(staff: { name: string } | null, given: string | undefined): string {
    if (staff) return staff.name;
    if (!given) throw invalidRequest();
    return given;
  }

  app.get("/api/staff/conversations/:sessionId/messages", async (request, reply) => {
    const conversation = await staffConversation(request);
    return reply.send({ sessionId: conversation.id, status: conversation.status, messages: await listMessages(db, conversation.id) });
  });

  app.post("/api/staff/conversations/:sessionId/messages", async (request, reply) => {
    const conversation = await staffConversation(request);
    const parsed = staffMessageSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest();
    // Attachments must be files stored for this conversation's visitor (uploaded through the staff attachment route).
    if (parsed.data.media.length && !(await mediaBelongsToVisitor(db, parsed.data.media.map((m) => m.url), conversation.visitor_hash))) {
      throw chatError(400, "media_not_yours", "errors.mediaNotYours");
    }
    // Answering a conversation nobody has taken takes it (the visitor reads that this person joined).
    if (conversation.staff && !conversation.assignee_id) await assignConversation(options, conversation.id, conversation.staff);
    const message = await replyAsStaff(options, conversation, {
      content: parsed.data.content,
      media: parsed.data.media,
      senderName: senderName(conversation.staff, parsed.data.senderName),
    });
    return reply.code(201).send({ message });
  });

  app.post("/api/staff/conversations/:sessionId/typing", async (request, reply) => {
    const conversation = await staffConversation(request);
    const parsed = staffTypingSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest();
    await publishStaffTyping(options, conversation.id, senderName(conversation.staff, parsed.data.senderName), parsed.data.isTyping);
    return reply.code(204).send();
  });

  app.post("/api/staff/conversations/:sessionId/status", async (request, reply) => {
    const conversation = await staffConversation(request);
    const parsed = staffStatusSchema.safeParse(request.body);
    if (!parsed.success) throw invalidRequest();
    const change = await changeConversationStatus(options, conversation.id, parsed.data.status, { by: "staff" });
    return reply.send({ status: change.to });
  });
}
