// The chat's HTTP surface: the specification's chat-bot call, history, reply language, and staff replies.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatBotRequestSchema,
  replyLanguageRequestSchema,
  type ChatBotResponse,
  type ChatHistoryResponse,
} from "../../app/chat/chat-contract.ts";
import { isLang, type Lang } from "../../app/lib/languages.ts";
import { formatWait } from "../../app/lib/wait-time.ts";
import type { Assistant } from "../assistant/assistant.ts";
import { requireRole } from "../auth/require-role.ts";
import { STAFF_ROLES } from "../auth/roles.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ADDRESS_LIMITS, withinAddressLimits } from "../security/address-limits.ts";
import { mediaBelongsToVisitor } from "../storage/routes.ts";
import { answerVisitorMessage } from "./answer-visitor-message.ts";
import { chatText } from "./chat-texts.ts";
import {
  addMessage,
  findConversation,
  findOwnedConversation,
  listMessages,
  recentVisitorMessageCount,
  setStatus,
  type ChatStore,
} from "./conversations.ts";
import { ensureVisitor, isStaffRequest, visitorHashOf } from "./visitor.ts";

export interface ChatRouteOptions extends ChatStore {
  assistant: Assistant;
  sentiment: { enabled: boolean; sampleRate: number };
  organizationName: string;
  staffToken: string | undefined;
}

/** A browser may send this many chat messages per minute across its conversations. */
export const CHAT_MESSAGES_PER_MINUTE = 20;

const sessionParams = z.object({ sessionId: z.uuid() });
const historyQuery = z.object({ after: z.iso.datetime({ offset: true }).optional() });
const staffMessageSchema = z.object({
  content: z.string().trim().min(1).max(CHAT_MESSAGE_MAX_LENGTH),
  senderName: z.string().trim().min(1).max(120),
});
const staffTypingSchema = z.object({ isTyping: z.boolean(), senderName: z.string().trim().min(1).max(120) });
const staffStatusSchema = z.object({ status: z.enum(["pending", "open", "resolved"]) });

function fail(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.code(status).send({ error, message });
}

export async function chatRoutes(app: FastifyInstance, options: ChatRouteOptions) {
  const { db, staffToken } = options;

  app.post("/api/chat-bot", async (request, reply) => {
    const lang = requestLanguage(request);
    const parsed = chatBotRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const key =
        issue?.message === "empty" ? "errors.empty" : issue?.code === "too_big" && issue.path[0] === "message" ? "errors.tooLong" : "errors.invalid";
      return fail(reply, 400, "validation", chatText(lang, key, { max: CHAT_MESSAGE_MAX_LENGTH }));
    }
    const body = parsed.data;
    const addressLimits = body.sessionId ? [ADDRESS_LIMITS.chatMessages] : [ADDRESS_LIMITS.chatMessages, ADDRESS_LIMITS.newConversations];
    if (!(await withinAddressLimits(db, request, reply, addressLimits))) return reply;
    const visitorHash = ensureVisitor(request, reply);

    const conversation = body.sessionId ? await findOwnedConversation(db, body.sessionId, visitorHash) : null;
    if (body.sessionId && !conversation) return fail(reply, 404, "not_found", chatText(lang, "errors.notFound"));
    if (conversation?.status === "resolved") await setStatus(options, conversation.id, "pending");

    if (body.media.length && !(await mediaBelongsToVisitor(db, body.media.map((m) => m.url), visitorHash))) {
      return fail(reply, 400, "media_not_yours", chatText(lang, "errors.mediaNotYours"));
    }
    if ((await recentVisitorMessageCount(db, visitorHash, 60_000)) >= CHAT_MESSAGES_PER_MINUTE) {
      return reply
        .code(429)
        .header("retry-after", "60")
        .send({ error: "rate_limited", message: chatText(lang, "errors.rateLimited", { wait: formatWait(lang, 60) }), retryAfterSeconds: 60 });
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
      };
      return reply.send(response);
    } catch (error) {
      request.log.error(error, "chat answer failed");
      return fail(reply, 500, "chat_error", chatText(lang, "errors.chatError"));
    }
  });

  async function ownedOr404(request: FastifyRequest, reply: FastifyReply, lang: Lang) {
    const params = sessionParams.safeParse(request.params);
    const conversation = params.success ? await findOwnedConversation(db, params.data.sessionId, visitorHashOf(request)) : undefined;
    if (!conversation) await fail(reply, 404, "not_found", chatText(lang, "errors.notFound"));
    return conversation;
  }

  app.get("/api/chat/sessions/:sessionId/messages", async (request, reply) => {
    const lang = requestLanguage(request);
    const conversation = await ownedOr404(request, reply, lang);
    if (!conversation) return reply;
    const query = historyQuery.safeParse(request.query);
    if (!query.success) return fail(reply, 400, "validation", chatText(lang, "errors.invalid"));
    const response: ChatHistoryResponse = {
      sessionId: conversation.id,
      status: conversation.status,
      replyLanguage: isLang(conversation.reply_language) ? conversation.reply_language : null,
      messages: await listMessages(db, conversation.id, query.data.after ? new Date(query.data.after) : undefined),
    };
    return reply.header("cache-control", "no-store").send(response);
  });

  app.post("/api/chat/sessions/:sessionId/reply-language", async (request, reply) => {
    const lang = requestLanguage(request);
    const conversation = await ownedOr404(request, reply, lang);
    if (!conversation) return reply;
    const parsed = replyLanguageRequestSchema.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, "validation", chatText(lang, "errors.invalid"));
    await db.updateTable("conversations").set({ reply_language: parsed.data.language }).where("id", "=", conversation.id).execute();
    return reply.send({ replyLanguage: parsed.data.language });
  });

  // Staff answer visitors signed in as admin or agent, or (until the admin console exists) with STAFF_API_TOKEN as a
  // bearer token; without either the answer is 401, signed in without the role 403.
  async function staffConversation(request: FastifyRequest, reply: FastifyReply) {
    const lang = requestLanguage(request);
    if (!isStaffRequest(request, staffToken) && !(await requireRole(request, reply, STAFF_ROLES))) return undefined;
    const params = sessionParams.safeParse(request.params);
    const conversation = params.success ? await findConversation(db, params.data.sessionId) : undefined;
    if (!conversation) await fail(reply, 404, "not_found", chatText(lang, "errors.notFound"));
    return conversation;
  }

  app.get("/api/staff/conversations/:sessionId/messages", async (request, reply) => {
    const conversation = await staffConversation(request, reply);
    if (!conversation) return reply;
    return reply.send({ sessionId: conversation.id, status: conversation.status, messages: await listMessages(db, conversation.id) });
  });

  app.post("/api/staff/conversations/:sessionId/messages", async (request, reply) => {
    const conversation = await staffConversation(request, reply);
    if (!conversation) return reply;
    const parsed = staffMessageSchema.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, "validation", chatText(requestLanguage(request), "errors.invalid"));
    await options.bus.publish({
      kind: "typing",
      sessionId: conversation.id,
      user: { type: "agent", name: parsed.data.senderName },
      isTyping: false,
      originSocket: null,
    });
    const message = await addMessage(options, {
      sessionId: conversation.id,
      content: parsed.data.content,
      senderType: "agent",
      senderName: parsed.data.senderName,
    });
    if (conversation.status === "pending") await setStatus(options, conversation.id, "open");
    return reply.code(201).send({ message });
  });

  app.post("/api/staff/conversations/:sessionId/typing", async (request, reply) => {
    const conversation = await staffConversation(request, reply);
    if (!conversation) return reply;
    const parsed = staffTypingSchema.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, "validation", chatText(requestLanguage(request), "errors.invalid"));
    await options.bus.publish({
      kind: "typing",
      sessionId: conversation.id,
      user: { type: "agent", name: parsed.data.senderName },
      isTyping: parsed.data.isTyping,
      originSocket: null,
    });
    return reply.code(204).send();
  });

  app.post("/api/staff/conversations/:sessionId/status", async (request, reply) => {
    const conversation = await staffConversation(request, reply);
    if (!conversation) return reply;
    const parsed = staffStatusSchema.safeParse(request.body);
    if (!parsed.success) return fail(reply, 400, "validation", chatText(requestLanguage(request), "errors.invalid"));
    await setStatus(options, conversation.id, parsed.data.status);
    if (parsed.data.status === "resolved") {
      const language = (isLang(conversation.reply_language) ? conversation.reply_language : conversation.language) as Lang;
      await addMessage(options, { sessionId: conversation.id, content: chatText(language, "activity.resolved"), senderType: "activity" });
    }
    return reply.send({ status: parsed.data.status });
  });
}
