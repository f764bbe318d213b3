// The environment, parsed once: a bad value stops the start with a list of what is wrong.
import { z } from "zod";
import { SENTIMENT_SAMPLE_RATE, SESSION_TIMEOUT_SECONDS, SESSION_WARNING_SECONDS } from "../app/lib/constants.ts";
import { COMMON_PASSWORDS } from "../app/lib/common-passwords.ts";
import { PASSWORD_MIN_LENGTH, passwordProblems, type PasswordProblem } from "../app/lib/password-rules.ts";
import { ORGANIZATION_DEFAULTS, type Organization } from "../content/organisation.ts";

const origin = z
  .url({ protocol: /^https?$/ })
  .transform((value) => new URL(value))
  .refine((url) => url.pathname === "/" && !url.search && !url.hash, "must be an origin such as https://example.com, without a path")
  .transform((url) => url.origin);

function splitHosts(value: string): string[] {
  return value.split(",").map((host) => host.trim().toLowerCase()).filter(Boolean);
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);
// Entra ID's shared endpoints let every tenant (or every personal account) in: staff sign-in names one tenant.
const ENTRA_SHARED_TENANTS = /^https:\/\/login\.microsoftonline\.com\/(common|organizations|consumers)(\/|$)/i;

const oidcIssuer = z
  .url({ protocol: /^https?$/, abort: true })
  .superRefine((value, ctx) => {
    const url = new URL(value);
    if (url.protocol !== "https:" && !LOOPBACK_HOSTS.has(url.hostname)) ctx.addIssue({ code: "custom", message: "must be an https:// URL (http:// only for localhost)" });
    if (ENTRA_SHARED_TENANTS.test(value)) {
      ctx.addIssue({ code: "custom", message: "must name one tenant, e.g. https://login.microsoftonline.com/<tenant id>/v2.0 — not common, organizations or consumers" });
    }
    if (url.search || url.hash) ctx.addIssue({ code: "custom", message: "must not have a query or fragment" });
  })
  .transform((value) => value.replace(/\/+$/, ""));

const emailDomains = z
  .string()
  .default("")
  .transform((value) => splitHosts(value).map((domain) => domain.replace(/^@/, "")))
  .refine((domains) => domains.every((domain) => /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain)), "must be a comma-separated list of email domains such as example.se");

/** A comma-separated list of STUN or TURN URLs (RFC 7064 / 7065): `stun:host[:port]`, `turns:host:5349?transport=tcp`. */
function iceUrls(scheme: "stun" | "turn", example: string) {
  const pattern = new RegExp(`^${scheme}s?:[A-Za-z0-9.\\-\\[\\]:]+(\\?transport=(udp|tcp))?$`);
  return z
    .string()
    .default("")
    .transform((text) => text.split(",").map((item) => item.trim()).filter(Boolean))
    .refine((urls) => urls.every((url) => pattern.test(url)), `must be comma-separated ${scheme}: URLs such as ${example}`)
    .refine((urls) => urls.length <= 10, "at most 10 URLs");
}

const schema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
    .optional(),
  SITE_URL: origin.optional(),
  PREVIEW_HOSTS: z
    .string()
    .default("")
    .refine(
      (value) => splitHosts(value).every((host) => /^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host)),
      "must be a comma-separated list of host names, *.example.com allowed",
    )
    .transform(splitHosts),
  RENDER_CACHE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value, ctx): TrustProxy => {
      const text = value.trim().toLowerCase();
      if (["false", "0", "no", "off"].includes(text)) return false;
      // "true" keeps its old meaning for one proxy in front; the client is the address that proxy saw.
      if (["true", "yes", "on"].includes(text)) return 1;
      if (/^\d{1,2}$/.test(text)) return Number(text);
      const addresses = text.split(",").map((item) => item.trim()).filter(Boolean);
      if (addresses.length > 0 && addresses.every((item) => /^[0-9a-f:.]+(\/\d{1,3})?$/.test(item) || ["loopback", "linklocal", "uniquelocal"].includes(item))) {
        return addresses;
      }
      ctx.addIssue({
        code: "custom",
        message: "must be false, true (one proxy), a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs",
      });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587")
    .optional(),
  MAIL_FROM: z.string().min(3).optional(),
  CONTACT_INBOX: z.email().optional(),
  MAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]{4,12}$/, "must be a Google Analytics 4 measurement id such as G-ABC123XYZ")
    .optional(),
  CONSENT_POLICY_REVISION: z.string().regex(/^[\w.-]{1,32}$/, "must be a short version label such as 2026-11").default("2026-11"),
  AI_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).max(200).default("gpt-4o-mini"),
  AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  AI_EMBEDDING_MODEL: z
    .string()
    .trim()
    .regex(/^[\w.:/@+-]{1,200}$/, "must be an embedding model name such as text-embedding-3-small (no spaces)")
    .optional(),
  VOICE_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  VOICE_API_KEY: z.string().min(1).optional(),
  VOICE_TRANSCRIBE_MODEL: z.string().trim().regex(/^[\w.:/@+-]{1,200}$/, "must be a model name such as whisper-1 (no spaces)").default("whisper-1"),
  VOICE_SPEECH_MODEL: z.string().trim().regex(/^[\w.:/@+-]{1,200}$/, "must be a model name such as tts-1 (no spaces)").optional(),
  VOICE_REALTIME_MODEL: z.string().trim().regex(/^[\w.:/@+-]{1,200}$/, "must be a model name such as gpt-realtime (no spaces)").optional(),
  VOICE_TIMEOUT_MS: z.coerce.number().int().min(1000).max(120_000).default(20_000),
  SENTIMENT_ENABLED: z.stringbool().default(true),
  DEMO_CONTENT: z.stringbool().default(false),
  AUDIT_NIGHTLY_HOUR: z
    .string()
    .default("2")
    .transform((value, ctx): number | null => {
      const text = value.trim().toLowerCase();
      if (["off", "false", "no"].includes(text)) return null;
      if (/^\d{1,2}$/.test(text) && Number(text) <= 23) return Number(text);
      ctx.addIssue({ code: "custom", message: "must be an hour 0–23 (UTC) or off" });
      return z.NEVER;
    }),
  SENTIMENT_SAMPLE_RATE: z.coerce.number().min(0).max(1).default(SENTIMENT_SAMPLE_RATE),
  CHAT_MEDIA_BUDGET_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
  STUN_URLS: iceUrls("stun", "stun:stun.example.net:3478"),
  TURN_URLS: iceUrls("turn", "turn:turn.example.net:3478?transport=udp"),
  TURN_SECRET: z.string().min(16, "must be at least 16 characters (coturn's static-auth-secret)").optional(),
  TURN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(3600),
  STAFF_API_TOKEN: z.string().min(24, "must be at least 24 characters (a random secret)").optional(),
  AUTH_SECRET: z.string().min(32, "must be at least 32 characters (a random secret, e.g. openssl rand -base64 32)").optional(),
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(30 * 86_400).default(SESSION_TIMEOUT_SECONDS),
  SESSION_WARNING_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  AUTH_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().min(5).max(100_000).default(100),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(1).optional(),
  OIDC_ISSUER: oidcIssuer.optional(),
  OIDC_CLIENT_ID: z.string().trim().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  OIDC_DISPLAY_NAME: z.string().trim().min(1).max(60).default("Microsoft Entra ID"),
  OIDC_ALLOWED_DOMAINS: emailDomains,
  OIDC_DEFAULT_ROLE: z.enum(["agent", "user"], "must be agent or user (an administrator is named by an administrator, never by sign-in)").default("agent"),
  ORG_NAME: z.string().min(1).default(ORGANIZATION_DEFAULTS.name),
  ORG_LEGAL_NAME: z.string().min(1).default(ORGANIZATION_DEFAULTS.legalName),
  ORG_PHONE: z.string().regex(/^\+?[0-9 ()-]{6,20}$/, "must be a telephone number").default(ORGANIZATION_DEFAULTS.telephone),
  ORG_EMAIL: z.email().default(ORGANIZATION_DEFAULTS.email),
  ORG_STREET: z.string().min(1).default(ORGANIZATION_DEFAULTS.address.street),
  ORG_POSTAL_CODE: z.string().min(1).default(ORGANIZATION_DEFAULTS.address.postalCode),
  ORG_LOCALITY: z.string().min(1).default(ORGANIZATION_DEFAULTS.address.locality),
  ORG_REGION: z.string().min(1).default(ORGANIZATION_DEFAULTS.address.region),
})
  .refine((e) => !e.ADMIN_EMAIL === !e.ADMIN_PASSWORD, { path: ["ADMIN_PASSWORD"], message: "ADMIN_EMAIL and ADMIN_PASSWORD are set together or not at all" })
  .superRefine((e, ctx) => {
    const problems = e.ADMIN_PASSWORD ? passwordProblems(e.ADMIN_PASSWORD, e.ADMIN_EMAIL, COMMON_PASSWORDS) : [];
    if (problems.length) ctx.addIssue({ code: "custom", path: ["ADMIN_PASSWORD"], message: describePasswordProblems(problems) });
  })
  .superRefine((e, ctx) => {
    const oidc = { OIDC_ISSUER: e.OIDC_ISSUER, OIDC_CLIENT_ID: e.OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET };
    const missing = Object.entries(oidc).filter(([, value]) => !value).map(([name]) => name);
    if (missing.length > 0 && missing.length < 3) {
      for (const name of missing) ctx.addIssue({ code: "custom", path: [name], message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set together or not at all" });
    }
  })
  .refine((e) => e.TURN_URLS.length === 0 || e.TURN_SECRET, {
    path: ["TURN_SECRET"],
    message: "needed with TURN_URLS: the short-lived TURN credentials are signed with it (coturn's static-auth-secret)",
  })
  .refine((e) => !e.TURN_SECRET || e.TURN_URLS.length > 0, { path: ["TURN_URLS"], message: "TURN_SECRET is set but no TURN_URLS" })
  .refine((e) => !e.AI_EMBEDDING_MODEL || e.AI_BASE_URL, {
    path: ["AI_EMBEDDING_MODEL"],
    message: "needs AI_BASE_URL: embeddings come from the same OpenAI-compatible API",
  })
  .refine((e) => e.SESSION_WARNING_SECONDS === undefined || e.SESSION_WARNING_SECONDS < e.SESSION_IDLE_TIMEOUT_SECONDS, {
    path: ["SESSION_WARNING_SECONDS"],
    message: "must be shorter than SESSION_IDLE_TIMEOUT_SECONDS",
  });

const PASSWORD_PROBLEM_TEXTS: Record<PasswordProblem, string> = {
  too_short: `shorter than ${PASSWORD_MIN_LENGTH} characters`,
  too_common: "in the list of common passwords",
  contains_email: "contains the address's local part",
};

/** For the operator (ADMIN_PASSWORD here, `npm run admin:create`): why the password is refused, in English. */
export function describePasswordProblems(problems: PasswordProblem[]): string {
  return `the password is refused: ${problems.map((problem) => PASSWORD_PROBLEM_TEXTS[problem]).join(", ")}`;
}

/**
 * Which proxies' X-Forwarded-* headers to believe: none, the nearest N hops, or named addresses. Never "all",
 * which would take the leftmost X-Forwarded-For value — whatever the client chose to write there.
 */
export type TrustProxy = false | number | string[];

export interface Config {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteUrl: string;
  previewHosts: string[];
  renderCacheSeconds: number;
  trustProxy: TrustProxy;
  logLevel: string;
  organization: Organization;
  smtpUrl: string | undefined;
  mailFrom: string;
  contactInbox: string;
  mailRetrySeconds: number;
  gaMeasurementId: string | undefined;
  consentPolicyRevision: string;
  /**
   * OpenAI-compatible chat API; without a base URL the offline assistant answers. With an embedding model,
   * retrieval fuses the lexical ranking with one by embeddings from the same API.
   */
  ai: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number; embeddingModel: string | undefined } | null;
  sentiment: { enabled: boolean; sampleRate: number };
  /**
   * Speech: text-to-speech is offline (espeak-ng) unless a speech model is named; transcription and the live call
   * need an OpenAI-compatible service (VOICE_BASE_URL, else AI_BASE_URL) — `service` is null without one.
   */
  voice: VoiceConfig;
  staffApiToken: string | undefined;
  /** ICE servers for screen sharing (server/screen-share/ice.ts). */
  screenShare: { stunUrls: string[]; turnUrls: string[]; turnSecret: string | undefined; turnTtlSeconds: number };
  /** All anonymous chat attachments together may take this many bytes. */
  chatMediaBudgetBytes: number;
  auth: AuthConfig;
  /** Staff sign-in with the company's OpenID Connect provider (Entra ID); null when not configured. */
  sso: SsoConfig | null;
  /** DEMO_CONTENT: publish the clearly-marked example jobs, news and booking hours at first start on an empty database. */
  demoContent: boolean;
  /** AUDIT_NIGHTLY_HOUR: the UTC hour from which the nightly site audit runs (once a day across instances); null = off. */
  auditNightlyHourUtc: number | null;
}

export interface VoiceConfig {
  service: {
    baseUrl: string;
    apiKey: string | undefined;
    transcribeModel: string;
    /** Named: text-to-speech goes to the service's /audio/speech instead of espeak-ng. */
    speechModel: string | undefined;
    /** Named: the live call is relayed to the service's Realtime WebSocket instead of transcribe → answer → speak. */
    realtimeModel: string | undefined;
    timeoutMs: number;
  } | null;
}

export interface SsoConfig {
  /** The issuer; its discovery document is read from `${issuer}/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's name on the sign-in button. */
  displayName: string;
  /** Email domains (lower case) that may sign in by SSO; empty: any email the provider vouches for. */
  allowedDomains: string[];
  /** The role of an account that SSO creates; existing accounts keep theirs. */
  defaultRole: "agent" | "user";
}

export interface AuthConfig {
  /** AUTH_SECRET; unset, one is made once and kept in the database (server_secrets), shared by every instance. */
  secret: string | undefined;
  /** A session ends after this long without activity (the browser's heartbeat extends it). */
  sessionIdleTimeoutSeconds: number;
  /** The browser warns this long before the idle timeout. */
  sessionWarningSeconds: number;
  /** Sign-in and recovery attempts one client address may make in 15 minutes (offices share an address). */
  attemptsPerAddress: number;
  /** The first administrator, created at start when no administrator exists. */
  admin: { email: string; password: string } | null;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.problems = problems;
  }
}

export function parseConfig(env: NodeJS.ProcessEnv): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    throw new ConfigError(result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`));
  }
  const e = result.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    siteUrl: e.SITE_URL ?? `http://localhost:${e.PORT}`,
    previewHosts: e.PREVIEW_HOSTS,
    renderCacheSeconds: e.RENDER_CACHE_SECONDS,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.ORG_NAME} <${e.ORG_EMAIL}>`,
    contactInbox: e.CONTACT_INBOX ?? e.ORG_EMAIL,
    mailRetrySeconds: e.MAIL_RETRY_SECONDS,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    consentPolicyRevision: e.CONSENT_POLICY_REVISION,
    ai: e.AI_BASE_URL
      ? {
          baseUrl: e.AI_BASE_URL.replace(/\/$/, ""),
          apiKey: e.AI_API_KEY,
          model: e.AI_MODEL,
          timeoutMs: e.AI_TIMEOUT_MS,
          embeddingModel: e.AI_EMBEDDING_MODEL,
        }
      : null,
    sentiment: { enabled: e.SENTIMENT_ENABLED, sampleRate: e.SENTIMENT_SAMPLE_RATE },
    voice: {
      service:
        e.VOICE_BASE_URL || e.AI_BASE_URL
          ? {
              baseUrl: (e.VOICE_BASE_URL ?? e.AI_BASE_URL)!.replace(/\/$/, ""),
              apiKey: e.VOICE_BASE_URL ? e.VOICE_API_KEY : (e.VOICE_API_KEY ?? e.AI_API_KEY),
              transcribeModel: e.VOICE_TRANSCRIBE_MODEL,
              speechModel: e.VOICE_SPEECH_MODEL,
              realtimeModel: e.VOICE_REALTIME_MODEL,
              timeoutMs: e.VOICE_TIMEOUT_MS,
            }
          : null,
    },
    staffApiToken: e.STAFF_API_TOKEN,
    screenShare: { stunUrls: e.STUN_URLS, turnUrls: e.TURN_URLS, turnSecret: e.TURN_SECRET, turnTtlSeconds: e.TURN_TTL_SECONDS },
    demoContent: e.DEMO_CONTENT,
    auditNightlyHourUtc: e.AUDIT_NIGHTLY_HOUR,
    chatMediaBudgetBytes: e.CHAT_MEDIA_BUDGET_MB * 1024 * 1024,
    auth: {
      secret: e.AUTH_SECRET,
      sessionIdleTimeoutSeconds: e.SESSION_IDLE_TIMEOUT_SECONDS,
      // A short timeout (tests) keeps a warning shorter than itself.
      sessionWarningSeconds: e.SESSION_WARNING_SECONDS ?? Math.min(SESSION_WARNING_SECONDS, Math.floor(e.SESSION_IDLE_TIMEOUT_SECONDS / 2)),
      attemptsPerAddress: e.AUTH_ATTEMPTS_PER_ADDRESS,
      admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : null,
    },
    sso:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER,
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            displayName: e.OIDC_DISPLAY_NAME,
            allowedDomains: e.OIDC_ALLOWED_DOMAINS,
            defaultRole: e.OIDC_DEFAULT_ROLE,
          }
        : null,
    organization: {
      ...ORGANIZATION_DEFAULTS,
      name: e.ORG_NAME,
      legalName: e.ORG_LEGAL_NAME,
      telephone: e.ORG_PHONE,
      email: e.ORG_EMAIL,
      address: {
        ...ORGANIZATION_DEFAULTS.address,
        street: e.ORG_STREET,
        postalCode: e.ORG_POSTAL_CODE,
        locality: e.ORG_LOCALITY,
        region: e.ORG_REGION,
      },
    },
  };
}

/** Preview deployments are kept out of search engines: exact host names or *.suffix patterns. */
export function isPreviewHost(host: string | undefined, previewHosts: string[]): boolean {
  if (!host) return false;
  const name = host.toLowerCase();
  const bare = name.replace(/:\d+$/, "");
  return previewHosts.some((pattern) =>
    pattern.startsWith("*.") ? bare.endsWith(pattern.slice(1)) : pattern === name || pattern === bare,
  );
}
