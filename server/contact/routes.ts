// POST /api/send-contact-email: the chat widget's expert form (SPEC section 7), with the contact page's rules.
import type { FastifyInstance } from "fastify";
import { ApiError, rateLimited } from "../http/api-error.ts";
import { requestLanguage } from "../http/api-edge.ts";
import type { ContactFieldErrors } from "../../app/lib/contact-form.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { commonMessages } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { z } from "zod";
import { findOwnedConversation, type ChatStore } from "../chat/conversations.ts";
import { handOffConversation } from "../chat/hand-off-conversation.ts";
import { ensureVisitor } from "../chat/visitor.ts";
import { submitContactRequest, type ContactDependencies } from "./submit-contact-request.ts";

/** From the chat widget: a session id hands that conversation to an expert; null starts one for the hand-off. */
const handOffTarget = z.object({ sessionId: z.uuid().nullable() });

function localizedFieldErrors(lang: Lang, errors: ContactFieldErrors): Record<string, string> {
  const messages = commonMessages(lang) as unknown as Messages;
  return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, translate(messages, `form.errors.${code}`)]));
}

export async function contactRoutes(app: FastifyInstance, deps: ContactDependencies & { chat: ChatStore }) {
  app.post("/api/send-contact-email", async (request, reply) => {
    const lang = requestLanguage(request);
    const target = handOffTarget.safeParse(request.body);
    const visitorHash = target.success ? ensureVisitor(request, reply) : null;
    const conversation =
      target.success && target.data.sessionId ? await findOwnedConversation(deps.db, target.data.sessionId, visitorHash) : null;
    if (target.success && target.data.sessionId && !conversation) {
      throw new ApiError(404, "not_found", ["chat", "errors.notFound"]);
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
    if (result.status === 429) throw rateLimited(["common", "form.errors.rateLimited"], result.retryAfterSeconds);
    const errors = result.errors;
    throw new ApiError(400, "validation", ["common", "form.errorSummary"], {
      extra: { fields: (language) => localizedFieldErrors(language, errors) },
    });
  });
}
