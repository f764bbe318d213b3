// POST /api/sentiment-analysis: text → {sentiment, urgency, emotions}, offline, four languages.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../app/chat/chat-contract.ts";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import en from "../../content/locales/en/sentiment.json" with { type: "json" };
import fi from "../../content/locales/fi/sentiment.json" with { type: "json" };
import no from "../../content/locales/no/sentiment.json" with { type: "json" };
import se from "../../content/locales/se/sentiment.json" with { type: "json" };
import { requestLanguage } from "../http/api-edge.ts";
import { analyzeSentiment } from "./analyze-sentiment.ts";

const MESSAGES: Record<Lang, typeof se> = { se, en, fi, no };

/** The same bound as a chat message: the widget analyses what visitors type. */
const sentimentRequestSchema = z.object({
  text: z.string().max(CHAT_MESSAGE_MAX_LENGTH).refine((text) => text.trim().length > 0),
  language: z.enum(LANGUAGES).optional(),
});

export async function sentimentRoutes(app: FastifyInstance) {
  app.post("/api/sentiment-analysis", async (request, reply) => {
    const parsed = sentimentRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: "validation", message: MESSAGES[requestLanguage(request)].errors.textRequired });
    }
    const { sentiment, urgency, emotions } = analyzeSentiment(parsed.data.text);
    return reply.send({ sentiment, urgency, emotions });
  });
}
