// Reading who a request belongs to from Better Auth's signed cookies, without going through an endpoint: the session
// cookie (GET semantics — nothing is extended or deleted) and the cookie of a sign-in waiting for its second factor.
import { createHmac, timingSafeEqual } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

export interface AccountUser {
  id: string;
  email: string;
  name: string;
  /** Comma-separated role names (admin plugin); read them with rolesOf(). */
  role: string | null;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
}

export interface SessionView {
  id: string;
  token: string;
  expiresAt: Date;
  createdAt: Date;
  user: AccountUser;
}

/** better-call's signed cookie: `value.base64(HMAC-SHA256(value))`. The value when the signature holds, else null. */
export function verifySignedCookie(raw: string | undefined, secret: string): string | null {
  if (!raw) return null;
  const at = raw.lastIndexOf(".");
  if (at < 1) return null;
  const value = raw.slice(0, at);
  const signature = Buffer.from(raw.slice(at + 1), "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}

function userColumns() {
  return [
    "user.id as userId",
    "user.email",
    "user.name",
    "user.role",
    "user.emailVerified",
    "user.twoFactorEnabled",
  ] as const;
}

function toUser(row: { userId: string; email: string; name: string; role: string | null; emailVerified: boolean; twoFactorEnabled: boolean | null }): AccountUser {
  return { id: row.userId, email: row.email, name: row.name, role: row.role, emailVerified: row.emailVerified, twoFactorEnabled: row.twoFactorEnabled === true };
}

/**
 * The session a token names, while it lasts — or, with `expiredWithinSeconds`, also one that ran out that recently
 * (the browser reports an idle timeout at the moment its session ends).
 */
export async function findSession(db: Db, token: string, expiredWithinSeconds = 0): Promise<SessionView | null> {
  const row = await db
    .selectFrom("session")
    .innerJoin("user", "user.id", "session.userId")
    .select(["session.id", "session.token", "session.expiresAt", "session.createdAt", ...userColumns()])
    .where("session.token", "=", token)
    .where("session.expiresAt", ">", expiredWithinSeconds > 0 ? sql<Date>`now() - make_interval(secs => ${expiredWithinSeconds})` : sql<Date>`now()`)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, token: row.token, expiresAt: new Date(row.expiresAt), createdAt: new Date(row.createdAt), user: toUser(row) };
}

/** The user whose password was accepted and whose second factor is awaited (the two-factor plugin's challenge). */
export async function findPendingTwoFactorUser(db: Db, challenge: string): Promise<AccountUser | null> {
  const row = await db
    .selectFrom("verification")
    .innerJoin("user", "user.id", "verification.value")
    .select(userColumns())
    .where("verification.identifier", "=", challenge)
    .where("verification.expiresAt", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row ? toUser(row) : null;
}

export async function findUser(db: Db, where: { id: string } | { email: string }): Promise<AccountUser | null> {
  const query = db.selectFrom("user").select(userColumns());
  const row = await ("id" in where ? query.where("user.id", "=", where.id) : query.where("user.email", "=", where.email.toLowerCase())).executeTakeFirst();
  return row ? toUser(row) : null;
}
