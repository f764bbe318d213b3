// The first administrator: ADMIN_EMAIL and ADMIN_PASSWORD make one at start while there is none, and
// `npm run admin:create` makes (or promotes) one at any time. The address counts as verified; the password passes
// the same rules as everyone's.
import { sql } from "kysely";
import { COMMON_PASSWORDS } from "../../app/lib/common-passwords.ts";
import { passwordProblems } from "../../app/lib/password-rules.ts";
import { describePasswordProblems } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Accounts, AuthLog } from "./create-auth.ts";
import { ADMIN_ROLE, rolesOf } from "./roles.ts";
import { logSecurityEvent } from "./security-log.ts";
import { findUser } from "./sessions.ts";

export interface AdministratorCredentials {
  email: string;
  password: string;
}

export async function administratorExists(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom("user")
    .select("id")
    .where(sql<boolean>`${ADMIN_ROLE} = any(string_to_array(role, ','))`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Creates the administrator, or makes the account with that address one: its password becomes the given one and its
 * sessions end, so whoever signed up with the address before cannot keep a way in.
 */
export async function createAdministrator({ auth, db }: Accounts, credentials: AdministratorCredentials): Promise<"created" | "promoted"> {
  const email = credentials.email.trim().toLowerCase();
  const problems = passwordProblems(credentials.password, email, COMMON_PASSWORDS);
  if (problems.length) throw new Error(`Administrator ${email}: ${describePasswordProblems(problems)}`);

  const existing = await findUser(db, { email });
  if (!existing) {
    await auth.api.createUser({
      body: { email, password: credentials.password, name: email.split("@")[0] ?? email, role: ADMIN_ROLE, data: { emailVerified: true } },
    });
    await logSecurityEvent(db, { type: "role_changed", email, userId: (await findUser(db, { email }))?.id, details: { role: ADMIN_ROLE, by: "server", created: true }, severity: "WARNING" });
    return "created";
  }

  const context = await auth.$context;
  const roles = [...new Set([...rolesOf(existing.role), ADMIN_ROLE])].join(",");
  await context.internalAdapter.updateUser(existing.id, { role: roles, emailVerified: true });
  const hash = await context.password.hash(credentials.password);
  if (await context.internalAdapter.findCredentialAccount(existing.id)) await context.internalAdapter.updatePassword(existing.id, hash);
  else await context.internalAdapter.linkAccount({ userId: existing.id, providerId: "credential", accountId: existing.id, password: hash });
  await context.internalAdapter.deleteUserSessions(existing.id);
  await logSecurityEvent(db, { type: "role_changed", email, userId: existing.id, details: { role: roles, by: "server" }, severity: "WARNING" });
  return "promoted";
}

/** At start: makes the configured administrator when the site has none yet. */
export async function ensureFirstAdministrator(accounts: Accounts, credentials: AdministratorCredentials | null, log: AuthLog): Promise<void> {
  if (!credentials || (await administratorExists(accounts.db))) return;
  const outcome = await createAdministrator(accounts, credentials);
  log.info({ email: credentials.email, outcome }, "first administrator ready (ADMIN_EMAIL)");
}
