// POST /api/send-contact-email: the chat widget's expert form (SPEC section 7), with the contact page's rules.
import type { FastifyInstance } from "fastify";
import { requestLanguage } from "../http/api-edge.ts";
import type { ContactFieldErrors } from "../../app/lib/contact-form.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { commonMessages } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { formatWait } from "../../app/lib/wait-time.ts";
import { z } from "zod";
import { findOwnedConversation, type ChatStore } from "../chat/conversations.ts";
import { chatText } from "../chat/chat-texts.ts";
import { handOffConversation } from "../chat/hand-off-conversation.ts";
import { ensureVisitor } from "../chat/visitor.ts";
import { submitContactRequest, type ContactDependencies } from "./submit-contact-request.ts";

/** From the chat widget: a session id hands that conversation to an expert; null starts one for the hand-off. */
const handOffTarget = z.object({ sessionId: z.uuid().nullable() });

export function localizedFieldErrors(lang: Lang, errors: ContactFieldErrors): Record<string, string> {
  const messages = commonMessages(lang) as unknown as Messages;
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, translate(messages, `form.errors.${code}`)]));
}

export async function contactRoutes(app: FastifyInstance, deps: ContactDependencies & { chat: ChatStore }) {
  app.post("/api/send-contact-email", async (request, reply) => {
    const lang = requestLanguage(request);
    const messages = commonMessages(lang) as unknown as Messages;
    const target = handOffTarget.safeParse(request.body);
    const visitorHash = target.success ? ensureVisitor(request, reply) : null;
    const conversation =
      target.success && target.data.sessionId ? await findOwnedConversation(deps.db, target.data.sessionId, visitorHash) : null;
    if (target.success && target.data.sessionId && !conversation) {
      return reply.code(404).send({ error: "not_found", message: chatText(lang, "errors.notFound") });
    }
    const result = await submitContactRequest(deps, request.body, { source: "chat-widget", language: lang, clientKey: request.ip });
    if (result.ok && target.success && visitorHash) {
      const sessionId = await handOffConversation(deps.chat, conversation ?? null, visitorHash, lang, {
        ...result.contact,
        leadId: result.leadId,
      });
      return reply.send({ ok: true, sessionId });
    }
    if (result.ok) return reply.send({ ok: true });
    if (result.status === 429) {
      return reply
        .code(429)
        .header("retry-after", String(result.retryAfterSeconds))
        .send({
          error: "rate_limited",
          message: translate(messages, "form.errors.rateLimited", { wait: formatWait(lang, result.retryAfterSeconds) }),
          retryAfterSeconds: result.retryAfterSeconds,
        });
    }
    return reply.code(400).send({
      error: "validation",
      message: translate(messages, "form.errorSummary"),
      fields: localizedFieldErrors(lang, result.errors),
    });
  });
}
