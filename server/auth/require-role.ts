// Who is signed in, for our own routes: the session cookie read with GET semantics (looking never extends a session),
// and a guard that answers 401 without a session and 403 (insufficient permissions) without the role.
import type { FastifyReply, FastifyRequest } from "fastify";
import { sendApiError } from "../http/api-edge.ts";
import type { Accounts } from "./create-auth.ts";
import { rolesOf, type RoleName } from "./roles.ts";
import { findPendingTwoFactorUser, findSession, verifySignedCookie, type AccountUser, type SessionView } from "./sessions.ts";

declare module "fastify" {
  interface FastifyInstance {
    accounts: Accounts;
  }
}

export interface SessionLookup {
  /** Also a session that ran out of idle time this many seconds ago or less (the browser's timeout report). */
  expiredWithinSeconds?: number;
}

/** The request's session and its user, or null. Reading it changes nothing: the idle timeout keeps running. */
export async function getSession(request: FastifyRequest, lookup: SessionLookup = {}): Promise<SessionView | null> {
  const { accounts } = request.server;
  const token = verifySignedCookie(request.cookies[accounts.cookieNames.session], accounts.secret);
  return token ? findSession(accounts.db, token, lookup.expiredWithinSeconds) : null;
}

/** The signed-in user, or the one whose sign-in awaits its second factor (their password was right). */
export async function requestUser(request: FastifyRequest): Promise<AccountUser | null> {
  const session = await getSession(request);
  if (session) return session.user;
  const { accounts } = request.server;
  const challenge = verifySignedCookie(request.cookies[accounts.cookieNames.twoFactor], accounts.secret);
  return challenge ? findPendingTwoFactorUser(accounts.db, challenge) : null;
}

export function hasRole(session: SessionView | null, roles: readonly RoleName[]): boolean {
  return session !== null && rolesOf(session.user.role).some((role) => (roles as readonly string[]).includes(role));
}

/** The session when its user has one of the roles; otherwise answers 401 or 403 and returns null. */
export async function requireRole(request: FastifyRequest, reply: FastifyReply, roles: readonly RoleName[]): Promise<SessionView | null> {
  const session = await getSession(request);
  if (!session) {
    await sendApiError(request, reply, 401, "unauthenticated", "unauthenticated");
    return null;
  }
  if (!hasRole(session, roles)) {
    await sendApiError(request, reply, 403, "forbidden", "forbidden");
    return null;
  }
  return session;
}
