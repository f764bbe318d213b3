// The answer to an attempt over a limit: 429, Retry-After, and the wait in the caller's words ("11 minuter").
import type { FastifyReply, FastifyRequest } from "fastify";
import { formatWait } from "../../app/lib/wait-time.ts";
import { requestLanguage, sendApiError } from "../http/api-edge.ts";

export function sendRateLimited(request: FastifyRequest, reply: FastifyReply, retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  reply.header("retry-after", String(seconds));
  return sendApiError(request, reply, 429, "rate_limited", "rateLimited", {
    vars: { wait: formatWait(requestLanguage(request), seconds) },
    fields: { retryAfterSeconds: seconds },
  });
}
