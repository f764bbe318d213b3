// What happens around Better Auth's endpoints and rows: the security log, the TOTP replay guard, the "password
// changed" mail, and linking the chats of the browser a user signs in from.
import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import type { Db } from "../db/database.ts";
import type { SecuritySeverity } from "../db/schema.ts";
import { linkVisitorConversations } from "./user-conversations.ts";
import { mailLanguage, type AuthMail } from "./auth-mail.ts";
import { logSecurityEvent } from "./security-log.ts";
import { findPendingTwoFactorUser, findSession, findUser, type AccountUser } from "./sessions.ts";
import { claimTotpStep, matchingStep, totpKey } from "./totp-replay.ts";

export interface AccountHookDependencies {
  db: Db;
  mail: AuthMail;
  log: { error(obj: object, msg: string): void };
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
/** The endpoint context a database hook receives (null when no endpoint runs it). */
type EndpointContext = { path?: string; request?: Request; headers?: Headers; body?: unknown; context?: unknown } | null | undefined;

/** Sign-in endpoints and the method each stands for in the log. */
const SIGN_IN_METHODS: Record<string, string> = {
  "/sign-in/email": "password",
  "/sign-in/email-otp": "one_time_code",
  "/magic-link/verify": "magic_link",
  "/two-factor/verify-totp": "totp",
  "/two-factor/verify-backup-code": "backup_code",
  "/passkey/verify-authentication": "passkey",
  "/verify-email": "email_verification",
};

const TWO_FACTOR_VERIFY_PATHS = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

/** Why sessions end, by the endpoint that ends them; endpoints missing here swap sessions rather than end them. */
const SESSION_ENDINGS: Record<string, { type: string; details?: Record<string, unknown> }> = {
  "/sign-out": { type: "sign_out" },
  "/revoke-session": { type: "session_revoked", details: { scope: "one" } },
  "/revoke-other-sessions": { type: "session_revoked", details: { scope: "others" } },
  "/revoke-sessions": { type: "session_revoked", details: { scope: "all" } },
  "/admin/revoke-user-session": { type: "session_revoked", details: { by: "admin" } },
  "/admin/revoke-user-sessions": { type: "session_revoked", details: { by: "admin" } },
  "/admin/ban-user": { type: "session_revoked", details: { reason: "banned" } },
  "/reset-password": { type: "session_revoked", details: { reason: "password_reset" } },
  "/email-otp/reset-password": { type: "session_revoked", details: { reason: "password_reset" } },
  "/change-password": { type: "session_revoked", details: { reason: "password_change" } },
};

function headersOf(ctx: EndpointContext): Headers | undefined {
  return ctx?.request?.headers ?? ctx?.headers;
}

/** The client as the HTTP edge saw it: it sets X-Forwarded-For to the address it trusts (TRUST_PROXY). */
function clientOf(ctx: EndpointContext) {
  const headers = headersOf(ctx);
  return { address: headers?.get("x-forwarded-for") ?? null, userAgent: headers?.get("user-agent") ?? null };
}

function errorCode(returned: unknown): string {
  if (!isAPIError(returned)) return "unknown";
  const body = returned.body as { code?: unknown } | undefined;
  return typeof body?.code === "string" ? body.code : String(returned.statusCode);
}

function bodyField(ctx: { body?: unknown }, field: string): string | null {
  const value = (ctx.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === "string" ? value : null;
}

/** Whom a TOTP or backup code is for: the signed-in user (enrolment, step-up), else the sign-in awaiting it. */
async function twoFactorSubject(db: Db, ctx: HookContext): Promise<{ user: AccountUser; signingIn: boolean } | null> {
  const token = await ctx.getSignedCookie(ctx.context.authCookies.sessionToken.name, ctx.context.secret);
  const session = token ? await findSession(db, token) : null;
  if (session) return { user: session.user, signingIn: false };
  const challenge = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
  const user = challenge ? await findPendingTwoFactorUser(db, challenge) : null;
  return user ? { user, signingIn: true } : null;
}

export function accountHooks({ db, mail, log }: AccountHookDependencies) {
  async function record(
    ctx: EndpointContext,
    type: string,
    subject: { id?: string | null; email?: string | null } | null,
    details: Record<string, unknown> = {},
    severity: SecuritySeverity = "INFO",
  ) {
    try {
      await logSecurityEvent(db, { type, severity, userId: subject?.id ?? null, email: subject?.email ?? null, details, ...clientOf(ctx) });
    } catch (error) {
      // The log must not turn a finished sign-in or sign-out into an error for the person.
      log.error({ err: error, type }, "security event not written");
    }
  }

  async function userById(id: string | null) {
    return id ? findUser(db, { id }) : null;
  }

  /** A TOTP code whose time step was accepted before is refused (Better Auth would take it again). */
  const totpReplayGuard = createAuthMiddleware(async (ctx) => {
    const code = bodyField(ctx, "code")?.trim();
    if (!code) return;
    const subject = await twoFactorSubject(db, ctx);
    if (!subject) return;
    const row = await db.selectFrom("twoFactor").select("secret").where("userId", "=", subject.user.id).executeTakeFirst();
    if (!row) return;
    const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: row.secret });
    const step = matchingStep(totpKey(secret), code);
    if (step === null) return;
    if (!(await claimTotpStep(db, subject.user.id, step))) {
      // A refusal here ends the request before the after-hooks that log the others.
      const reason = "TOTP_CODE_ALREADY_USED";
      await record(ctx, subject.signingIn ? "sign_in_failed" : "mfa_verification_failed", subject.user, { method: "totp", reason }, "WARNING");
      throw APIError.from("UNAUTHORIZED", { code: reason, message: "This code has already been used. Wait for the next code." });
    }
  });

  const logEndpoint = createAuthMiddleware(async (ctx) => {
    const path = ctx.path ?? "";
    const returned = ctx.context.returned;
    // A redirect (verify-email, magic-link/verify) comes back as an APIError too.
    const failed = isAPIError(returned) && returned.statusCode >= 400;
    const sessionUser = ctx.context.session?.user ?? null;

    const method = SIGN_IN_METHODS[path];
    if (method && !(TWO_FACTOR_VERIFY_PATHS.has(path) && sessionUser)) {
      const newSession = ctx.context.newSession;
      if (!failed && newSession) return record(ctx, "sign_in", newSession.user, { method });
      const email = bodyField(ctx, "email");
      if (!failed && (returned as { twoFactorRedirect?: unknown } | null)?.twoFactorRedirect) {
        return record(ctx, "sign_in_second_factor_required", email ? await findUser(db, { email }) : null, { method });
      }
      if (!failed) return;
      const pending = TWO_FACTOR_VERIFY_PATHS.has(path) ? (await twoFactorSubject(db, ctx))?.user : null;
      return record(ctx, "sign_in_failed", pending ?? { email }, { method, reason: errorCode(returned) }, "WARNING");
    }
    // The rest act on the account of the session; without one they were refused before doing anything.
    if (!sessionUser) return;

    switch (path) {
      case "/two-factor/verify-totp":
      case "/two-factor/verify-backup-code":
        if (failed) return record(ctx, "mfa_verification_failed", sessionUser, { reason: errorCode(returned) }, "WARNING");
        // With a session, a new one is issued only when the code completes the enrolment.
        if (ctx.context.newSession) return record(ctx, "mfa_enabled", sessionUser, { method: "totp" });
        return;
      case "/two-factor/enable":
        if (!failed) return record(ctx, "mfa_enrolment_started", sessionUser, { method: "totp" });
        return;
      case "/two-factor/disable":
        if (!failed) return record(ctx, "mfa_disabled", sessionUser, {}, "WARNING");
        return;
      case "/two-factor/generate-backup-codes":
        if (!failed) return record(ctx, "backup_codes_regenerated", sessionUser);
        return;
      case "/change-password":
        if (failed) return record(ctx, "password_change_failed", sessionUser, { reason: errorCode(returned) }, "WARNING");
        await mail.sendNotice("passwordChanged", sessionUser.email, mailLanguage(ctx.request));
        return record(ctx, "password_changed", sessionUser);
      case "/change-email":
        if (!failed) return record(ctx, "email_change_requested", sessionUser, { newEmail: bodyField(ctx, "newEmail") });
        return;
    }

    if (path.startsWith("/admin/") && !failed) {
      const target = await userById(bodyField(ctx, "userId"));
      const by = { by: sessionUser.id };
      switch (path) {
        case "/admin/set-role":
          return record(ctx, "role_changed", target, { ...by, role: (ctx.body as { role?: unknown }).role }, "WARNING");
        case "/admin/set-user-password":
          if (target) await mail.sendNotice("passwordChanged", target.email, mailLanguage(ctx.request));
          return record(ctx, "password_changed", target, by, "WARNING");
        case "/admin/ban-user":
          return record(ctx, "user_banned", target, by, "WARNING");
        case "/admin/unban-user":
          return record(ctx, "user_unbanned", target, by);
        case "/admin/revoke-user-sessions":
          // The sessions' own endings are logged one by one (session_revoked); this is the administrator's act.
          return record(ctx, "user_sessions_revoked", target, by, "WARNING");
        case "/admin/impersonate-user":
          return record(ctx, "impersonation_started", target, by, "WARNING");
      }
    }
  });

  /**
   * Better Auth writes the issuer with URLSearchParams ("Nordic+IT+Services"); the key URI format reads it with
   * percent-decoding only, so authenticator apps would show the plus signs. The URI holds no other "+".
   */
  const readableTotpUri = createAuthMiddleware(async (ctx) => {
    const returned = ctx.context.returned as { totpURI?: unknown } | null;
    if (isAPIError(returned) || typeof returned?.totpURI !== "string") return;
    return ctx.json({ ...returned, totpURI: returned.totpURI.replaceAll("+", "%20") });
  });

  const plugin = {
    id: "nordic-accounts",
    hooks: {
      before: [{ matcher: (ctx: { path?: string }) => ctx.path === "/two-factor/verify-totp", handler: totpReplayGuard }],
      after: [
        { matcher: (ctx: { path?: string }) => ctx.path === "/two-factor/enable" || ctx.path === "/two-factor/get-totp-uri", handler: readableTotpUri },
        { matcher: () => true, handler: logEndpoint },
      ],
    },
  } satisfies BetterAuthPlugin;

  const databaseHooks = {
    session: {
      create: {
        after: async (session: { userId: string }, ctx: EndpointContext) => {
          await linkVisitorConversations(db, session.userId, headersOf(ctx)?.get("cookie") ?? null);
        },
      },
      delete: {
        after: async (session: { userId: string }, ctx: EndpointContext) => {
          const ending = SESSION_ENDINGS[ctx?.path ?? ""];
          if (ending) await record(ctx, ending.type, await userById(session.userId), ending.details);
        },
      },
    },
    user: {
      create: {
        // Only a real new account: a sign-up with a taken address answers alike but creates nothing.
        after: async (user: { id: string; email: string }, ctx: EndpointContext) => {
          await record(ctx, ctx?.path === "/sign-up/email" ? "sign_up" : "account_created", user, { path: ctx?.path ?? null });
        },
      },
      delete: {
        after: async (user: { id: string; email: string }, ctx: EndpointContext) => {
          // The row is gone: the event keeps the address and the id as a detail.
          const by = ctx?.path === "/admin/remove-user" ? "admin" : "user";
          await record(ctx, "account_deleted", { email: user.email }, { userId: user.id, by });
        },
      },
    },
  } satisfies BetterAuthOptions["databaseHooks"];

  /** Better Auth calls it after a reset (link or one-time code) has set the new password and ended the sessions. */
  async function onPasswordReset({ user }: { user: { id: string; email: string } }, request?: Request) {
    // The link or code came to the address, which proves it (Better Auth records as much after a reset by code): an
    // invited person, whose account an administrator made, accepts the invitation this way.
    await db.updateTable("user").set({ emailVerified: true }).where("id", "=", user.id).where("emailVerified", "=", false).execute();
    await mail.sendNotice("passwordChanged", user.email, mailLanguage(request));
    await record({ request }, "password_reset", user);
  }

  return { plugin, databaseHooks, onPasswordReset };
}
