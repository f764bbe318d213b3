// The account pages' view of the server (app/account/account-context.ts), made per request: the visitor's session as
// server/auth reads it from the cookies (GET semantics: looking never extends it), and the rows that belong to that
// visitor. No session token leaves this module.
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { AccountRole, AccountServices, AccountSession, SessionTimeoutSettings } from "../../app/account/account-context.ts";
import type { SsoOption } from "../../app/account/sso.ts";
import type { Accounts } from "../auth/create-auth.ts";
import { getSession } from "../auth/require-role.ts";
import { rolesOf } from "../auth/roles.ts";
import { listUserConversations } from "../auth/user-conversations.ts";
import { listMessages } from "../chat/conversations.ts";

export interface AccountPageDependencies {
  accounts: Accounts;
  sessionTimeout: SessionTimeoutSettings;
  /** Company sign-in when configured (server/auth/company-sso.ts ssoOption); null hides the button. */
  sso: SsoOption | null;
}

const KNOWN_ROLES: readonly AccountRole[] = ["user", "agent", "admin"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function accountPageServices({ accounts, sessionTimeout, sso }: AccountPageDependencies, request: FastifyRequest, headers: Headers): AccountServices {
  const { db, auth } = accounts;
  // One read per request, however many loaders and actions ask.
  let reading: ReturnType<typeof getSession> | null = null;
  const current = () => (reading ??= getSession(request));

  return {
    sessionTimeout,
    sso,

    async session(): Promise<AccountSession | null> {
      const found = await current();
      if (!found) return null;
      const { user } = found;
      const joined = await db.selectFrom("user").select("createdAt").where("id", "=", user.id).executeTakeFirst();
      return {
        expiresAt: found.expiresAt.toISOString(),
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          roles: KNOWN_ROLES.filter((role) => rolesOf(user.role).includes(role)),
          createdAt: new Date(joined?.createdAt ?? found.createdAt).toISOString(),
        },
      };
    },

    async listSessions() {
      const found = await current();
      if (!found) return [];
      const rows = await db
        .selectFrom("session")
        .select(["id", "userAgent", "ipAddress", "createdAt", "updatedAt"])
        .where("userId", "=", found.user.id)
        .where("expiresAt", ">", sql<Date>`now()`)
        .orderBy("updatedAt", "desc")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        current: row.id === found.id,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: new Date(row.createdAt).toISOString(),
        lastActiveAt: new Date(row.updatedAt).toISOString(),
      }));
    },

    async revokeSession(sessionId) {
      const found = await current();
      if (!found || sessionId === found.id) return false;
      const target = await db.selectFrom("session").select("token").where("id", "=", sessionId).where("userId", "=", found.user.id).executeTakeFirst();
      if (!target) return false;
      // Through Better Auth, so its hooks log the revocation like one asked for over the API.
      const result = await auth.api.revokeSession({ headers, body: { token: target.token } });
      return result.status;
    },

    async listPasskeys() {
      const found = await current();
      if (!found) return [];
      const rows = await db.selectFrom("passkey").select(["id", "name", "createdAt"]).where("userId", "=", found.user.id).orderBy("createdAt").execute();
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: new Date(row.createdAt ?? 0).toISOString() }));
    },

    listConversations: (userId) => listUserConversations(db, userId),

    async conversation(userId, conversationId) {
      if (!UUID.test(conversationId)) return null;
      const row = await db
        .selectFrom("conversations")
        .select(["id", "created_at", "updated_at", "status"])
        .where("id", "=", conversationId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        createdAt: new Date(row.created_at).toISOString(),
        updatedAt: new Date(row.updated_at).toISOString(),
        status: row.status,
        messages: await listMessages(db, row.id),
      };
    },
  };
}
