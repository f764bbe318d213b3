// The account pages' view of the server (app/account/account-context.ts), made per request: the visitor's session
// as the auth module reads it from the cookies, and the rows that belong to that visitor. Nothing here extends a
// session or returns a session token.
import { sql } from "kysely";
import type { AccountRole, AccountServices, AccountSession, ConversationSummary, SessionTimeoutSettings } from "../../app/account/account-context.ts";
import type { Db } from "../db/database.ts";
import { listMessages } from "../chat/conversations.ts";

/** Who a request's cookies belong to, read without extending the session (server/auth). */
export interface SessionReader {
  (headers: Headers): Promise<{
    sessionId: string;
    expiresAt: Date;
    user: { id: string; name: string; email: string; emailVerified: boolean; twoFactorEnabled: boolean; role: string | null; createdAt: Date };
  } | null>;
}

export interface AccountPageDependencies {
  db: Db;
  readSession: SessionReader;
  sessionTimeout: SessionTimeoutSettings;
  sso: boolean;
}

const ROLES: readonly AccountRole[] = ["user", "agent", "admin"];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CONVERSATIONS_SHOWN = 50;

function rolesOf(role: string | null): AccountRole[] {
  const named = (role ?? "user").split(",").map((name) => name.trim());
  return ROLES.filter((known) => named.includes(known));
}

export function accountPageServices({ db, readSession, sessionTimeout, sso }: AccountPageDependencies, headers: Headers): AccountServices {
  // One read per request, however many loaders (root, page) and actions ask.
  let reading: ReturnType<SessionReader> | null = null;
  const current = () => (reading ??= readSession(headers));

  return {
    sessionTimeout,
    sso,

    async session(): Promise<AccountSession | null> {
      const found = await current();
      if (!found) return null;
      const { user } = found;
      return {
        expiresAt: found.expiresAt.toISOString(),
        user: {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          twoFactorEnabled: user.twoFactorEnabled,
          roles: rolesOf(user.role),
          createdAt: new Date(user.createdAt).toISOString(),
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
        current: row.id === found.sessionId,
        userAgent: row.userAgent,
        ipAddress: row.ipAddress,
        createdAt: new Date(row.createdAt).toISOString(),
        lastActiveAt: new Date(row.updatedAt).toISOString(),
      }));
    },

    async revokeSession(sessionId) {
      const found = await current();
      if (!found || sessionId === found.sessionId) return false;
      const result = await db.deleteFrom("session").where("id", "=", sessionId).where("userId", "=", found.user.id).executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    async listPasskeys() {
      const found = await current();
      if (!found) return [];
      const rows = await db.selectFrom("passkey").select(["id", "name", "createdAt"]).where("userId", "=", found.user.id).orderBy("createdAt").execute();
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: new Date(row.createdAt ?? 0).toISOString() }));
    },

    async listConversations(userId) {
      const rows = await db
        .selectFrom("conversations as c")
        .leftJoinLateral(
          (eb) =>
            eb
              .selectFrom("chat_messages as m")
              .select(["m.content", "m.sender_type", "m.created_at"])
              .whereRef("m.session_id", "=", "c.id")
              .orderBy("m.created_at", "desc")
              .orderBy("m.id", "desc")
              .limit(1)
              .as("last"),
          (join) => join.onTrue(),
        )
        .select(["c.id", "c.created_at", "c.status", "last.content", "last.sender_type", "last.created_at as last_at"])
        .where("c.user_id", "=", userId)
        .orderBy("c.updated_at", "desc")
        .limit(CONVERSATIONS_SHOWN)
        .execute();
      return rows.map(
        (row): ConversationSummary => ({
          id: row.id,
          createdAt: new Date(row.created_at).toISOString(),
          status: row.status,
          lastMessage:
            row.content !== null && row.sender_type !== null && row.last_at !== null
              ? { content: row.content, sender_type: row.sender_type, created_at: new Date(row.last_at).toISOString() }
              : null,
        }),
      );
    },

    async conversation(userId, conversationId) {
      if (!UUID.test(conversationId)) return null;
      const row = await db
        .selectFrom("conversations")
        .select(["id", "created_at", "status"])
        .where("id", "=", conversationId)
        .where("user_id", "=", userId)
        .executeTakeFirst();
      if (!row) return null;
      return { id: row.id, createdAt: new Date(row.created_at).toISOString(), status: row.status, messages: await listMessages(db, row.id) };
    },
  };
}
