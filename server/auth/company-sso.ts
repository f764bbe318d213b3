// Staff sign-in with the company's identity provider (OpenID Connect; Entra ID in practice), when OIDC_* is set:
// Better Auth's genericOAuth provider `company-sso` with discovery, PKCE and verified ID tokens, and around it the
// company's rules — which email domains may come in, the role of an account SSO creates, when an SSO identity may
// join an existing account, the security log, and errors that land on the auth page in the visitor's language.
import type { BetterAuthOptions, BetterAuthPlugin } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { genericOAuth, type GenericOAuthUserInfo } from "better-auth/plugins/generic-oauth";
import { SSO_ERRORS, SSO_PROVIDER_ID, ssoErrorPath, type SsoOption } from "../../app/account/sso.ts";
import { LANGUAGE_COOKIE } from "../../app/lib/constants.ts";
import { DEFAULT_LANGUAGE, isLang } from "../../app/lib/languages.ts";
import type { Config, SsoConfig } from "../config.ts";
import type { Db } from "../db/database.ts";
import { logSecurityEvent } from "./security-log.ts";

/** Better Auth's callback for the provider, under /api/auth: the redirect URI to register at the provider. */
export function ssoRedirectUri(siteUrl: string): string {
  return `${siteUrl}/api/auth/callback/${SSO_PROVIDER_ID}`;
}

/** What the auth page needs to show the button: nothing when SSO is not configured. */
export function ssoOption(config: Pick<Config, "sso">): SsoOption | null {
  return config.sso ? { providerId: SSO_PROVIDER_ID, displayName: config.sso.displayName } : null;
}

function claimIsTrue(value: unknown): boolean {
  return value === true || value === "true" || value === 1 || value === "1";
}

/**
 * Whether the provider vouches for the email address: the standard `email_verified`, or Entra ID's `xms_edov`
 * ("the email domain's owner is verified", an optional claim the tenant's administrator adds), since Entra ID sends
 * `email_verified` only sometimes. Anything else counts as unverified.
 */
export function providerVerifiedEmail(profile: Record<string, unknown>): boolean {
  return claimIsTrue(profile.email_verified) || claimIsTrue(profile.xms_edov);
}

export function emailDomainAllowed(email: string, allowedDomains: readonly string[]): boolean {
  if (allowedDomains.length === 0) return true;
  const domain = email.toLowerCase().split("@").at(-1) ?? "";
  return allowedDomains.includes(domain);
}

interface EndpointLike {
  path?: string;
  params?: Record<string, string | undefined>;
  body?: unknown;
  request?: Request;
  headers?: Headers;
}

function isSsoCallback(ctx: EndpointLike | null | undefined): boolean {
  return ctx?.path === "/callback/:id" && ctx.params?.id === SSO_PROVIDER_ID;
}

function headersOf(ctx: EndpointLike | null | undefined): Headers | undefined {
  return ctx?.request?.headers ?? ctx?.headers;
}

function cookieValue(headers: Headers | undefined, name: string): string | undefined {
  const pair = (headers?.get("cookie") ?? "").split(/;\s*/).find((item) => item.startsWith(`${name}=`));
  return pair ? decodeURIComponent(pair.slice(name.length + 1)) : undefined;
}

/** The Location of a redirect the endpoint answered with, if it did. */
function redirectLocation(returned: unknown): string | null {
  if (!isAPIError(returned)) return null;
  const headers = returned.headers as Headers | Record<string, string> | undefined;
  const location = headers instanceof Headers ? headers.get("location") : headers?.location;
  return location ?? null;
}

export interface CompanySsoDependencies {
  config: Config;
  db: Db;
  log: { error(obj: object, msg: string): void };
}

/** The plugins to add to Better Auth when SSO is configured (none otherwise). */
export function companySsoPlugins({ config, db, log }: CompanySsoDependencies): BetterAuthPlugin[] {
  const sso = config.sso;
  if (!sso) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: SSO_PROVIDER_ID,
          name: sso.displayName,
          discoveryUrl: `${sso.issuer}/.well-known/openid-configuration`,
          // Identity comes from the ID token: without the provider's keys from discovery, no sign-in.
          requireIdTokenVerification: true,
          clientId: sso.clientId,
          clientSecret: sso.clientSecret,
          scopes: ["openid", "email", "profile"],
          pkce: true,
          mapProfileToUser: (profile: GenericOAuthUserInfo) => ({
            email: typeof profile.email === "string" ? profile.email.toLowerCase() : undefined,
            emailVerified: providerVerifiedEmail(profile),
          }),
        },
      ],
    }),
    companySsoRules(sso, { config, db, log }),
  ];
}

function companySsoRules(sso: SsoConfig, { config, db, log }: CompanySsoDependencies): BetterAuthPlugin {
  async function record(ctx: EndpointLike | null | undefined, type: string, subject: { id?: string; email?: string } | null, details: Record<string, unknown>) {
    const headers = headersOf(ctx);
    try {
      await logSecurityEvent(db, {
        type,
        severity: type.endsWith("_failed") ? "WARNING" : "INFO",
        userId: subject?.id ?? null,
        email: subject?.email ?? null,
        details: { method: "sso", ...details },
        // The HTTP edge sets X-Forwarded-For to the client address it trusts (TRUST_PROXY).
        address: headers?.get("x-forwarded-for") ?? null,
        userAgent: headers?.get("user-agent") ?? null,
      });
    } catch (error) {
      log.error({ err: error, type }, "security event not written");
    }
  }

  /** Addresses refused by the gate, by request: logged once the endpoint has answered (its transaction is over). */
  const refusedEmails = new WeakMap<Request, string>();

  /** The company's gate for every identity the provider brings: a new account, a link, and each sign-in. */
  const validateUserInfo: NonNullable<NonNullable<BetterAuthOptions["user"]>["validateUserInfo"]> = ({ user, source }, ctx) => {
    if (source.method !== "oauth" || source.oauth?.providerId !== SSO_PROVIDER_ID) return;
    const email = typeof user.email === "string" ? user.email : "";
    if (!emailDomainAllowed(email, sso.allowedDomains)) {
      if (ctx.request) refusedEmails.set(ctx.request, email);
      return { error: SSO_ERRORS.domainNotAllowed };
    }
    // Better Auth links only on a verified email too; this keeps it so if its defaults change.
    if (source.action === "link-account" && user.emailVerified !== true) return { error: "account_not_linked" };
  };

  const databaseHooks = {
    user: {
      create: {
        // Existing accounts keep their role; one that SSO creates is staff by default (OIDC_DEFAULT_ROLE).
        before: async (_user: unknown, ctx: EndpointLike | null | undefined) => (isSsoCallback(ctx) ? { data: { role: sso.defaultRole } } : undefined),
      },
    },
    account: {
      create: {
        after: async (account: { userId: string; providerId: string }, ctx: EndpointLike | null | undefined) => {
          if (account.providerId !== SSO_PROVIDER_ID) return;
          const others = await db.selectFrom("account").select("id").where("userId", "=", account.userId).where("providerId", "!=", SSO_PROVIDER_ID).execute();
          if (others.length === 0) return;
          const user = await db.selectFrom("user").select(["id", "email"]).where("id", "=", account.userId).executeTakeFirst();
          await record(ctx, "sso_account_linked", user ?? { id: account.userId }, {});
        },
      },
    },
  } satisfies BetterAuthOptions["databaseHooks"];

  /** A signed ID token posted to /sign-in/social would skip the code flow, PKCE and our state: only the redirect signs in. */
  const refuseIdTokenSignIn = createAuthMiddleware(async (ctx) => {
    const body = ctx.body as { provider?: unknown; idToken?: unknown } | undefined;
    if (body?.provider === SSO_PROVIDER_ID && body.idToken !== undefined) {
      throw APIError.from("BAD_REQUEST", { code: "SSO_ID_TOKEN_SIGN_IN_REFUSED", message: "Sign in through the provider's page" });
    }
  });

  /**
   * After the callback: log the sign-in or its failure, and send a failure Better Auth could not tie to the flow (a
   * missing, expired or tampered state) to the auth page in the visitor's language instead of its English error page.
   */
  const afterCallback = createAuthMiddleware(async (ctx) => {
    const newSession = ctx.context.newSession;
    if (newSession) return record(ctx, "sign_in", newSession.user, {});
    const location = redirectLocation(ctx.context.returned);
    if (!location) return;
    const target = new URL(location, config.siteUrl);
    const error = target.searchParams.get("error");
    if (!error) return;
    const refused = ctx.request ? refusedEmails.get(ctx.request) : undefined;
    await record(ctx, "sign_in_failed", refused ? { email: refused } : null, { reason: error });
    if (target.href.startsWith(`${ctx.context.baseURL}/error`)) {
      const stored = cookieValue(headersOf(ctx), LANGUAGE_COOKIE);
      const lang = isLang(stored) ? stored : DEFAULT_LANGUAGE;
      throw ctx.redirect(`${config.siteUrl}${ssoErrorPath(lang)}&${new URLSearchParams({ error })}`);
    }
  });

  return {
    id: "company-sso-rules",
    init: (ctx) => {
      // Better Auth has one such gate; a second one set elsewhere would silently replace the company's rules.
      if (ctx.options.user?.validateUserInfo) throw new Error("company-sso: user.validateUserInfo is set elsewhere too; Better Auth keeps one, so join the two");
      return { options: { databaseHooks, user: { validateUserInfo } } };
    },
    hooks: {
      before: [{ matcher: (ctx) => ctx.path === "/sign-in/social", handler: refuseIdTokenSignIn }],
      after: [{ matcher: (ctx) => isSsoCallback(ctx as EndpointLike), handler: afterCallback }],
    },
  } satisfies BetterAuthPlugin;
}
