// POST /api/sentiment-analysis: text → {sentiment, urgency, emotions}, offline, four languages.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { CHAT_MESSAGE_MAX_LENGTH } from "../../app/chat/chat-contract.ts";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { ApiError } from "../http/api-error.ts";
import { analyzeSentiment } from "./analyze-sentiment.ts";

/** The same bound as a chat message: the widget analyses what visitors type. */
const sentimentRequestSchema = z.object({
  text: z.string().max(CHAT_MESSAGE_MAX_LENGTH).refine((text) => text.trim().length > 0),
  language: z.enum(LANGUAGES).optional(),
});

export async function sentimentRoutes(app: FastifyInstance) {
  app.post("/api/sentiment-analysis", async (request, reply) => {
    const parsed = sentimentRequestSchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, "validation", ["sentiment", "errors.textRequired"]);
    const { sentiment, urgency, emotions } = analyzeSentiment(parsed.data.text);
    return reply.send({ sentiment, urgency, emotions });
  });
}
