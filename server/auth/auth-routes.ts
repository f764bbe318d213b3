// /api/auth/* handed to Better Auth: a fetch Request is built from the Fastify request (language and client address
// decided here), and its Response goes back with status, headers and every Set-Cookie. On the way in, the password
// rules and the attempt limits are applied (so their refusals have our shape and language). Also the key set at the
// site root (GET /.well-known/jwks.json) and the security-event RPC.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { authErrorTextKey } from "../../app/account/auth-error-codes.ts";
import { COMMON_PASSWORDS } from "../../app/lib/common-passwords.ts";
import { languageOfSegment, type Lang } from "../../app/lib/languages.ts";
import { passwordProblems } from "../../app/lib/password-rules.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import type { Config } from "../config.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError } from "../http/api-error.ts";
import { countAddressAttempt, forgetFailedGuesses, takeAuthAttempt, type AttemptKind } from "./attempt-limits.ts";
import { AUTH_LANGUAGE_HEADER } from "./auth-mail.ts";
import { AUTH_BASE_PATH, JWKS_PATH, type Accounts } from "./create-auth.ts";
import { authRateLimited } from "./rate-limited.ts";
import { findUser } from "./sessions.ts";
import { securityEventRoute } from "./security-event-route.ts";
import { requestUser } from "./require-role.ts";

export interface AuthRouteOptions {
  accounts: Accounts;
  config: Config;
}

/** Whose request it is: the address in a body field, or the user of the session or of the sign-in awaiting a code. */
type Subject = "email" | "newEmail" | "user";
/** Whose address a new password must not contain. */
type PasswordOwner = "email" | "user" | "reset-token" | "target-user";

interface EndpointRules {
  attempts?: { kind: AttemptKind; subject: Subject };
  newPassword?: { field: "password" | "newPassword"; owner: PasswordOwner };
}

const GUESS_BY_EMAIL = { kind: "guess", subject: "email" } as const;
const GUESS_BY_USER = { kind: "guess", subject: "user" } as const;
const MAIL_TO_EMAIL = { kind: "mail", subject: "email" } as const;

/** The POST endpoints (paths under /api/auth) whose attempts are counted or whose new password is checked. */
const ENDPOINT_RULES: Record<string, EndpointRules> = {
  "/sign-up/email": { attempts: MAIL_TO_EMAIL, newPassword: { field: "password", owner: "email" } },
  "/sign-in/email": { attempts: GUESS_BY_EMAIL },
  "/sign-in/email-otp": { attempts: GUESS_BY_EMAIL },
  "/email-otp/verify-email": { attempts: GUESS_BY_EMAIL },
  "/email-otp/check-verification-otp": { attempts: GUESS_BY_EMAIL },
  "/email-otp/reset-password": { attempts: GUESS_BY_EMAIL, newPassword: { field: "password", owner: "email" } },
  "/email-otp/send-verification-otp": { attempts: MAIL_TO_EMAIL },
  "/email-otp/request-password-reset": { attempts: MAIL_TO_EMAIL },
  "/forget-password/email-otp": { attempts: MAIL_TO_EMAIL },
  "/sign-in/magic-link": { attempts: MAIL_TO_EMAIL },
  "/send-verification-email": { attempts: MAIL_TO_EMAIL },
  "/request-password-reset": { attempts: MAIL_TO_EMAIL },
  "/reset-password": { newPassword: { field: "newPassword", owner: "reset-token" } },
  "/change-password": { attempts: GUESS_BY_USER, newPassword: { field: "newPassword", owner: "user" } },
  "/change-email": { attempts: { kind: "mail", subject: "newEmail" } },
  "/two-factor/verify-totp": { attempts: GUESS_BY_USER },
  "/two-factor/verify-backup-code": { attempts: GUESS_BY_USER },
  "/two-factor/verify-otp": { attempts: GUESS_BY_USER },
  "/two-factor/enable": { attempts: GUESS_BY_USER },
  "/two-factor/disable": { attempts: GUESS_BY_USER },
  "/two-factor/get-totp-uri": { attempts: GUESS_BY_USER },
  "/two-factor/generate-backup-codes": { attempts: GUESS_BY_USER },
  "/delete-user": { attempts: GUESS_BY_USER },
  "/verify-password": { attempts: GUESS_BY_USER },
  "/admin/create-user": { newPassword: { field: "password", owner: "email" } },
  "/admin/set-user-password": { newPassword: { field: "newPassword", owner: "target-user" } },
};

/** Headers that describe one hop or the body as it came; the forwarded request gets its own. */
const HOP_HEADERS = new Set(["host", "connection", "keep-alive", "transfer-encoding", "content-length", "expect", "upgrade", "x-forwarded-for", "x-forwarded-host", "x-forwarded-proto", AUTH_LANGUAGE_HEADER]);
const FORM = "application/x-www-form-urlencoded";

/**
 * A mailed link (verification, email change) carries the language it was sent in as its callback page (/en/…); mail
 * sent when it is opened keeps that language whatever browser opens it.
 */
function mailLanguageOf(request: FastifyRequest): Lang {
  const callback = stringField(request.query, "callbackURL");
  return languageOfSegment(callback?.startsWith("/") ? callback.split("/")[1] : undefined) ?? requestLanguage(request);
}

/**
 * Every session is an idle-timeout session: Better Auth's `rememberMe: false` would make one that lasts a day and
 * that activity never extends.
 */
function withoutRememberMe(body: unknown): unknown {
  if (body === null || typeof body !== "object" || !("rememberMe" in body)) return body;
  const { rememberMe: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

function stringField(body: unknown, field: string): string | null {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === "string" && value.length > 0 ? value : null;
}

export async function authRoutes(app: FastifyInstance, { accounts, config }: AuthRouteOptions) {
  const { auth, db } = accounts;

  // Better Auth reads JSON or form bodies; they are parsed here (so the edge checks them, and a malformed one gets
  // our localized 400) and serialized again for the forwarded request. A POST may come with an empty JSON body.
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    if (body === "") return done(null, undefined);
    parseJson(request, body as string, done);
  });
  app.addContentTypeParser(FORM, { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function ownerEmail(request: FastifyRequest, owner: PasswordOwner): Promise<string | null> {
    const body = request.body;
    switch (owner) {
      case "email":
        return stringField(body, "email");
      case "user":
        return (await requestUser(request))?.email ?? null;
      case "target-user": {
        const id = stringField(body, "userId");
        return id ? ((await findUser(db, { id }))?.email ?? null) : null;
      }
      case "reset-token": {
        const token = stringField(body, "token") ?? stringField(request.query, "token");
        const row = token
          ? await db.selectFrom("verification").select("value").where("identifier", "=", `reset-password:${token}`).executeTakeFirst()
          : undefined;
        return row ? ((await findUser(db, { id: row.value }))?.email ?? null) : null;
      }
    }
  }

  async function subjectEmail(request: FastifyRequest, subject: Subject): Promise<string | null> {
    if (subject === "user") return (await requestUser(request))?.email ?? null;
    return stringField(request.body, subject);
  }

  /** Refuses a weak new password: 400 weak_password with its reasons. */
  async function refuseWeakPassword(request: FastifyRequest, rules: NonNullable<EndpointRules["newPassword"]>) {
    const password = stringField(request.body, rules.field);
    if (password === null) return;
    const problems = passwordProblems(password, await ownerEmail(request, rules.owner), COMMON_PASSWORDS);
    if (problems.length === 0) return;
    const texts = LOCALES[requestLanguage(request)].api as unknown as Messages;
    const reasons = problems.map((problem) => translate(texts, `passwordProblems.${problem}`)).join(" ");
    throw new ApiError(400, "weak_password", ["api", "errors.weakPassword"], { vars: { reasons }, extra: { reasons: problems } });
  }

  /**
   * Counts the attempt against the client address and the person; throws 429 when over a limit. Returns the
   * address whose failed guesses a success wipes, or null when there is none.
   */
  async function countAttempt(request: FastifyRequest, attempts: NonNullable<EndpointRules["attempts"]>) {
    const addressWait = await countAddressAttempt(db, request.ip, config.auth.attemptsPerAddress);
    if (addressWait !== null) throw authRateLimited(addressWait);
    const email = await subjectEmail(request, attempts.subject);
    if (!email) return null;
    const result = await takeAuthAttempt(db, attempts.kind, email);
    if (!result.allowed) throw authRateLimited(result.retryAfterSeconds);
    return attempts.kind === "guess" ? email : null;
  }

  function toAuthRequest(request: FastifyRequest): Request {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_HEADERS.has(name)) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
    }
    // The address Fastify trusts (TRUST_PROXY), never one the client wrote: sessions and the security log read it.
    headers.set("x-forwarded-for", request.ip);
    headers.set(AUTH_LANGUAGE_HEADER, mailLanguageOf(request));
    let body: string | undefined;
    if (request.method !== "GET" && request.method !== "HEAD" && request.body !== undefined) {
      const isForm = (request.headers["content-type"] ?? "").startsWith(FORM);
      const fields = withoutRememberMe(request.body);
      body = isForm ? new URLSearchParams(fields as Record<string, string>).toString() : JSON.stringify(fields);
      headers.set("content-type", isForm ? FORM : "application/json");
    }
    return new Request(new URL(request.url, config.siteUrl), { method: request.method, headers, body });
  }

  async function sendAuthResponse(request: FastifyRequest, reply: FastifyReply, response: Response, cacheControl = "no-store") {
    reply.code(response.status);
    for (const [name, value] of response.headers) {
      if (name !== "set-cookie" && name !== "content-length") reply.header(name, value);
    }
    const cookies = response.headers.getSetCookie();
    if (cookies.length) reply.header("set-cookie", cookies);
    if (!response.headers.has("cache-control")) reply.header("cache-control", cacheControl);
    const body = Buffer.from(await response.arrayBuffer());
    const refusal = response.status >= 400 ? betterAuthRefusal(body) : null;
    if (refusal) {
      // Better Auth's own refusal ({ code, message } in English) in the API's one shape and the caller's language;
      // sent here rather than thrown so that its cookies and headers go along.
      const error = new ApiError(response.status, refusal, ["account", `authErrors.${authErrorTextKey(refusal)}` as `authErrors.generic`]);
      return reply.header("content-type", "application/json; charset=utf-8").send({ error: error.details(requestLanguage(request)) });
    }
    return reply.send(body.length ? body : undefined);
  }

  /** The code of a refusal in Better Auth's shape, { code: "INVALID_EMAIL_OR_PASSWORD", message }. */
  function betterAuthRefusal(body: Buffer): string | null {
    try {
      const parsed = JSON.parse(body.toString("utf8")) as { code?: unknown; error?: unknown };
      return typeof parsed.code === "string" && parsed.error === undefined ? parsed.code : null;
    } catch {
      return null;
    }
  }

  app.route({
    method: ["GET", "POST"],
    url: `${AUTH_BASE_PATH}/*`,
    handler: async (request, reply) => {
      const path = new URL(request.url, config.siteUrl).pathname.slice(AUTH_BASE_PATH.length);
      const rules = request.method === "POST" ? ENDPOINT_RULES[path] : undefined;
      if (rules?.newPassword) await refuseWeakPassword(request, rules.newPassword);
      const guessedFor = rules?.attempts ? await countAttempt(request, rules.attempts) : null;
      const response = await auth.handler(toAuthRequest(request));
      if (guessedFor && response.ok) await forgetFailedGuesses(db, guessedFor);
      return sendAuthResponse(request, reply, response);
    },
  });

  // The key set that verifies our JWTs (the jwt plugin's), also at the conventional address at the site root.
  app.get("/.well-known/jwks.json", async (request, reply) => {
    const response = await auth.handler(new Request(`${config.siteUrl}${AUTH_BASE_PATH}${JWKS_PATH}`));
    return sendAuthResponse(request, reply, response, "public, max-age=600");
  });

  await app.register(securityEventRoute, { accounts });
}
