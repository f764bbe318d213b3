// What an administrator does to accounts from the console. Better Auth's admin endpoints do the work where they exist
// (create, role, ban, unban, revoke sessions), called with the administrator's own session so that Better Auth checks
// the role again and its hooks (server/auth/account-hooks.ts) write the security log as for any admin call. Invitations
// and resetting a second factor have no endpoint: they are done here and logged here.
import { randomBytes } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { AccountRole } from "../../app/account/account-context.ts";
import { USERS_PAGE_SIZE, type AssignableRole, type UserListResponse, type UserSummary } from "../../app/console/users-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { AUTH_LANGUAGE_HEADER, VALIDITY_SECONDS } from "../auth/auth-mail.ts";
import type { Accounts } from "../auth/create-auth.ts";
import { rolesOf } from "../auth/roles.ts";
import { logSecurityEvent } from "../auth/security-log.ts";
import type { SessionView } from "../auth/sessions.ts";
import type { Db } from "../db/database.ts";

const KNOWN_ROLES: readonly AccountRole[] = ["user", "agent", "admin"];

/** The administrator acting, and from where (for Better Auth's session check and the security log). */
export interface Actor {
  session: SessionView;
  /** The request's session cookie, client address and browser, as Better Auth reads them. */
  headers: Headers;
  address: string;
  userAgent: string | null;
}

export function actorOf(request: FastifyRequest, session: SessionView, lang: Lang): Actor {
  const headers = new Headers();
  if (request.headers.cookie) headers.set("cookie", request.headers.cookie);
  if (request.headers["user-agent"]) headers.set("user-agent", request.headers["user-agent"]);
  // The address Fastify trusts (TRUST_PROXY), as the auth routes forward it.
  headers.set("x-forwarded-for", request.ip);
  headers.set(AUTH_LANGUAGE_HEADER, lang);
  return { session, headers, address: request.ip, userAgent: request.headers["user-agent"] ?? null };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

const SUMMARY_COLUMNS = ["id", "name", "email", "role", "emailVerified", "twoFactorEnabled", "banned", "createdAt"] as const;

type SummaryRow = { id: string; name: string; email: string; role: string | null; emailVerified: boolean; twoFactorEnabled: boolean | null; banned: boolean | null; createdAt: Date };

async function summaries(db: Db, rows: SummaryRow[]): Promise<UserSummary[]> {
  const ids = rows.map((row) => row.id);
  // The security log keeps every sign-in; its (user_id, created_at) index answers this for a page of people.
  const signIns = ids.length
    ? await db
        .selectFrom("security_events")
        .select(["user_id", (eb) => eb.fn.max("created_at").as("at")])
        .where("event_type", "=", "sign_in")
        .where("user_id", "in", ids)
        .groupBy("user_id")
        .execute()
    : [];
  const lastSignIn = new Map(signIns.map((row) => [row.user_id, row.at]));
  return rows.map((row) => {
    const at = lastSignIn.get(row.id);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      roles: KNOWN_ROLES.filter((role) => rolesOf(row.role).includes(role)),
      emailVerified: row.emailVerified,
      twoFactorEnabled: row.twoFactorEnabled === true,
      disabled: row.banned === true,
      createdAt: new Date(row.createdAt).toISOString(),
      lastSignInAt: at ? new Date(at).toISOString() : null,
    };
  });
}

/** Accounts newest first, those whose address or name contains the search text. */
export async function listUsers(db: Db, { search, page }: { search: string; page: number }): Promise<UserListResponse> {
  let rows = db.selectFrom("user");
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    rows = rows.where((eb) => eb.or([eb("email", "ilike", pattern), eb("name", "ilike", pattern)]));
  }
  const [found, count] = await Promise.all([
    rows
      .select(SUMMARY_COLUMNS)
      .orderBy("createdAt", "desc")
      .orderBy("id")
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE)
      .execute(),
    rows.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return { users: await summaries(db, found), page, pageSize: USERS_PAGE_SIZE, total: Number(count.n) };
}

export async function findUserSummary(db: Db, id: string): Promise<UserSummary | null> {
  const row = await db.selectFrom("user").select(SUMMARY_COLUMNS).where("id", "=", id).executeTakeFirst();
  return row ? (await summaries(db, [row]))[0]! : null;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom("user").select("id").where("email", "=", email.toLowerCase()).executeTakeFirst()) !== undefined;
}

function logEvent(db: Db, actor: Actor, type: string, target: { id: string; email: string }, details: Record<string, unknown>) {
  return logSecurityEvent(db, {
    type,
    severity: "WARNING",
    userId: target.id,
    email: target.email,
    details: { ...details, by: actor.session.user.id },
    address: actor.address,
    userAgent: actor.userAgent,
  });
}

/**
 * Creates the account without a password and mails the person a link to choose one: Better Auth's reset token (the
 * reset page of /{lang}/auth takes it), valid longer than a reset's. Setting the password proves the address.
 */
export async function inviteUser(
  { auth, db, mail }: Accounts,
  actor: Actor,
  invitation: { email: string; name: string; role: AssignableRole; lang: Lang },
): Promise<UserSummary> {
  const { user } = await auth.api.createUser({ headers: actor.headers, body: { email: invitation.email, name: invitation.name, role: invitation.role } });
  const token = randomBytes(24).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: user.id,
    expiresAt: new Date(Date.now() + VALIDITY_SECONDS.invitation * 1000),
  });
  await mail.sendInvitation(user.email, invitation.lang, {
    name: invitation.name,
    role: invitation.role,
    inviter: actor.session.user.name || actor.session.user.email,
    url: mail.links.passwordReset(token, invitation.lang),
  });
  await logEvent(db, actor, "user_invited", user, { role: invitation.role, language: invitation.lang });
  return (await findUserSummary(db, user.id))!;
}

export async function changeRole({ auth }: Accounts, actor: Actor, userId: string, role: AssignableRole): Promise<void> {
  await auth.api.setRole({ headers: actor.headers, body: { userId, role } });
}

/** Disabling is Better Auth's ban, without an end: the person's sessions end and no new one starts. */
export async function disableUser({ auth }: Accounts, actor: Actor, userId: string): Promise<void> {
  await auth.api.banUser({ headers: actor.headers, body: { userId } });
}

export async function enableUser({ auth }: Accounts, actor: Actor, userId: string): Promise<void> {
  await auth.api.unbanUser({ headers: actor.headers, body: { userId } });
}

export async function endUserSessions({ auth }: Accounts, actor: Actor, userId: string): Promise<void> {
  await auth.api.revokeUserSessions({ headers: actor.headers, body: { userId } });
}

/**
 * Takes the second factor away (its secret, backup codes and replay guard) and ends the person's sessions: they sign
 * in with the password alone and, as staff, are asked to enrol again before the console opens.
 */
export async function resetSecondFactor({ auth, db }: Accounts, actor: Actor, target: { id: string; email: string }): Promise<void> {
  const context = await auth.$context;
  const sessions = await db.selectFrom("session").select((eb) => eb.fn.countAll<string>().as("n")).where("userId", "=", target.id).executeTakeFirstOrThrow();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("twoFactor").where("userId", "=", target.id).execute();
    await trx.deleteFrom("totp_steps").where("user_id", "=", target.id).execute();
    await trx.updateTable("user").set({ twoFactorEnabled: false, updatedAt: sql<Date>`now()` }).where("id", "=", target.id).execute();
  });
  await context.internalAdapter.deleteUserSessions(target.id);
  await logEvent(db, actor, "mfa_reset", target, { sessionsEnded: Number(sessions.n) });
}
