// POST /api/rpc/log_enhanced_security_event (SPEC section 7): the browser reports the end of a session, by inactivity
// (session_timeout) or by the person (manual_session_termination), into the security log for the signed-in user.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { sendApiError } from "../http/api-edge.ts";
import { countRequest } from "../security/address-limits.ts";
import type { Accounts } from "./create-auth.ts";
import { sendRateLimited } from "./rate-limited.ts";
import { getSession } from "./require-role.ts";
import { logSecurityEvent } from "./security-log.ts";

/**
 * The browser reports a timeout at the moment its session ends, when the server may already count it as over:
 * a session that ran out this recently still names its user for that report (and nothing else).
 */
export const TIMEOUT_REPORT_GRACE_SECONDS = 5 * 60;

const REPORT_LIMITS = {
  perUser: { name: "security-events-user", requests: 30, windowSeconds: 3600 },
  perAddress: { name: "security-events-address", requests: 120, windowSeconds: 3600 },
} as const;

const common = { p_user_email: z.email().max(320), p_severity: z.literal("INFO"), language: z.enum(LANGUAGES).optional() };

export const securityEventRequestSchema = z.discriminatedUnion("p_event_type", [
  z.strictObject({
    p_event_type: z.literal("session_timeout"),
    p_details: z.strictObject({
      timeout_minutes: z.number().positive().max(24 * 60),
      last_activity: z.iso.datetime({ offset: true }),
    }),
    ...common,
  }),
  z.strictObject({
    p_event_type: z.literal("manual_session_termination"),
    p_details: z.strictObject({ reason: z.literal("user_requested") }),
    ...common,
  }),
]);

export async function securityEventRoute(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  app.post("/api/rpc/log_enhanced_security_event", async (request, reply) => {
    const addressWait = await countRequest(accounts.db, REPORT_LIMITS.perAddress, request.ip);
    if (addressWait !== null) return sendRateLimited(request, reply, addressWait);

    const parsed = securityEventRequestSchema.safeParse(request.body);
    if (!parsed.success) return sendApiError(request, reply, 400, "invalid_request", "invalidBody");
    const event = parsed.data;

    const session = await getSession(request, { expiredWithinSeconds: event.p_event_type === "session_timeout" ? TIMEOUT_REPORT_GRACE_SECONDS : 0 });
    if (!session) return sendApiError(request, reply, 401, "unauthenticated", "unauthenticated");
    if (session.user.email.toLowerCase() !== event.p_user_email.toLowerCase()) {
      return sendApiError(request, reply, 403, "email_mismatch", "invalidSecurityEvent");
    }
    const userWait = await countRequest(accounts.db, REPORT_LIMITS.perUser, `user:${session.user.id}`);
    if (userWait !== null) return sendRateLimited(request, reply, userWait);

    await logSecurityEvent(accounts.db, {
      type: event.p_event_type,
      severity: event.p_severity,
      userId: session.user.id,
      email: session.user.email,
      details: event.p_details,
      address: request.ip,
      userAgent: request.headers["user-agent"] ?? null,
    });
    return reply.code(204).header("cache-control", "no-store").send();
  });
}
