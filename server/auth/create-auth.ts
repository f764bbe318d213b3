// Accounts: Better Auth on our Kysely handle (the one-caller-at-a-time wrapper on PGlite, the pool on PostgreSQL),
// mounted at /api/auth. Email + password with verification, one-time codes and magic links by mail, TOTP with backup
// codes, roles (admin plugin), JWTs with their key set, passkeys. Sessions end after SESSION_IDLE_TIMEOUT_SECONDS
// without activity: only POST /api/auth/get-session (the browser's activity heartbeat) extends one.
import { passkey } from "@better-auth/passkey";
import { betterAuth } from "better-auth";
import { admin, emailOTP, jwt, magicLink, twoFactor } from "better-auth/plugins";
import { PASSWORD_MIN_LENGTH } from "../../app/lib/password-rules.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import { accountHooks } from "./account-hooks.ts";
import { AuthMail, mailLanguage, VALIDITY_SECONDS, type OneTimeCodeType } from "./auth-mail.ts";
import { resolveAuthSecret } from "./auth-secret.ts";
import { accessControl, ADMIN_ROLE, DEFAULT_ROLE, ROLES } from "./roles.ts";
import { findUser } from "./sessions.ts";

export const AUTH_BASE_PATH = "/api/auth";
/** Where the key set is under the base path; GET /.well-known/jwks.json answers the same keys at the site root. */
export const JWKS_PATH = "/jwks";
/** Deleting the account without the password needs a session this young. */
const FRESH_SESSION_SECONDS = 10 * 60;
const MAX_PASSWORD_LENGTH = 128;
const BACKUP_CODE_COUNT = 10;

export interface AuthLog {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface AuthDependencies {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: AuthLog;
}

/** How often a session's expiry moves on with activity: every minute, or more often for a short timeout (tests). */
export function sessionUpdateAgeSeconds(idleTimeoutSeconds: number): number {
  return Math.min(60, Math.floor(idleTimeoutSeconds / 10));
}

/** The claims of a token Better Auth signs, read without checking it (it was made a moment ago, here). */
function tokenClaims(token: string): Record<string, unknown> {
  try {
    return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
  } catch {
    return {};
  }
}

function buildAuth({ config, db, log }: AuthDependencies, secret: string, mail: AuthMail) {
  const hooks = accountHooks({ db, mail, log });
  const idle = config.auth.sessionIdleTimeoutSeconds;

  /** Passwordless sign-in would skip the second factor: someone who has one gets a mail asking for it instead. */
  async function hasSecondFactor(email: string) {
    return (await findUser(db, { email }))?.twoFactorEnabled === true;
  }

  return betterAuth({
    appName: config.organization.name,
    baseURL: config.siteUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: [config.siteUrl],
    database: { db, type: "postgres", transaction: true },
    telemetry: { enabled: false },
    logger: {
      level: config.logLevel === "debug" || config.logLevel === "trace" ? "debug" : "warn",
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    // Attempts are counted in the shared database by the HTTP edge (attempt-limits.ts), per address and per person.
    rateLimit: { enabled: false },
    advanced: { ipAddress: { ipAddressHeaders: ["x-forwarded-for"] } },
    session: {
      expiresIn: idle,
      updateAge: sessionUpdateAgeSeconds(idle),
      deferSessionRefresh: true,
      // A cached session outlives its revocation until the cache cookie expires (NOTES.md).
      cookieCache: { enabled: false },
      freshAge: FRESH_SESSION_SECONDS,
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: VALIDITY_SECONDS.passwordReset,
      sendResetPassword: async ({ user, token }, request) => {
        const lang = mailLanguage(request);
        await mail.sendLink("passwordReset", user.email, lang, mail.links.passwordReset(token, lang), VALIDITY_SECONDS.passwordReset);
      },
      onPasswordReset: hooks.onPasswordReset,
      onExistingUserSignUp: async ({ user }, request) => mail.sendNotice("existingAccount", user.email, mailLanguage(request)),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VALIDITY_SECONDS.verification,
      // The second step of an email change comes here too: its token says so.
      sendVerificationEmail: async ({ user, token }, request) => {
        const lang = mailLanguage(request);
        const kind = tokenClaims(token).requestType === "change-email-verification" ? "emailChangeVerification" : "verification";
        await mail.sendLink(kind, user.email, lang, mail.links.verification(token, lang), VALIDITY_SECONDS.verification);
      },
    },
    user: {
      changeEmail: {
        enabled: true,
        // The current address approves first; then the new one confirms (Better Auth's two-step change).
        sendChangeEmailConfirmation: async ({ user, newEmail, token }, request) => {
          const lang = mailLanguage(request);
          await mail.sendLink("emailChangeConfirmation", user.email, lang, mail.links.verification(token, lang), VALIDITY_SECONDS.verification, newEmail);
        },
      },
      deleteUser: { enabled: true },
    },
    databaseHooks: hooks.databaseHooks,
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: VALIDITY_SECONDS.oneTimeCode,
        allowedAttempts: 5,
        storeOTP: "hashed",
        // Accounts are made by sign-up, where the password rules apply; a code signs in an existing account.
        disableSignUp: true,
        sendVerificationOTP: async ({ email, otp, type }, ctx) => {
          const lang = mailLanguage(ctx?.request);
          if (type === "sign-in" && (await hasSecondFactor(email))) return mail.sendNotice("passwordRequired", email, lang);
          await mail.sendOneTimeCode(type as OneTimeCodeType, email, lang, otp);
        },
      }),
      magicLink({
        expiresIn: VALIDITY_SECONDS.magicLink,
        disableSignUp: true,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token }, ctx) => {
          const lang = mailLanguage(ctx?.request);
          // Better Auth mails a link to any address; without an account (and sign-up by link off) it could not work.
          const user = await findUser(db, { email });
          if (!user) return;
          if (user.twoFactorEnabled) return mail.sendNotice("passwordRequired", email, lang);
          await mail.sendLink("magicLink", email, lang, mail.links.magicLink(token, lang), VALIDITY_SECONDS.magicLink);
        },
      }),
      twoFactor({ issuer: config.organization.name, backupCodeOptions: { amount: BACKUP_CODE_COUNT } }),
      admin({ ac: accessControl, roles: ROLES, defaultRole: DEFAULT_ROLE, adminRoles: [ADMIN_ROLE] }),
      // Tokens are fetched from GET /api/auth/token when a service needs one, not signed on every session read.
      jwt({ jwks: { jwksPath: JWKS_PATH }, jwt: { issuer: config.siteUrl, audience: config.siteUrl }, disableSettingJwtHeader: true }),
      passkey({ rpID: new URL(config.siteUrl).hostname, rpName: config.organization.name, origin: config.siteUrl }),
      hooks.plugin,
    ],
  });
}

export type Auth = ReturnType<typeof buildAuth>;

export interface Accounts {
  auth: Auth;
  db: Db;
  mail: AuthMail;
  /** The secret Better Auth signs its cookies with (AUTH_SECRET or the database's). */
  secret: string;
  cookieNames: { session: string; twoFactor: string };
}

export async function createAuth(deps: AuthDependencies): Promise<Accounts> {
  const secret = await resolveAuthSecret(deps.db, deps.config.auth.secret);
  const mail = new AuthMail(deps.mailer, deps.config.organization.name, deps.config.siteUrl);
  const auth = buildAuth(deps, secret, mail);
  const context = await auth.$context;
  return {
    auth,
    db: deps.db,
    mail,
    secret,
    cookieNames: { session: context.authCookies.sessionToken.name, twoFactor: context.createAuthCookie("two_factor").name },
  };
}
