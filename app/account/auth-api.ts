// The browser's calls to the accounts API (Better Auth under /api/auth): plain fetch, one result shape, so the
// pages do not ship an auth client library. Every failure comes back as a code the pages translate.
import { readApiError } from "../lib/api-error-response.ts";
import type { Lang } from "../lib/languages.ts";

export const AUTH_API_BASE = "/api/auth";

export type AuthFailure = {
  ok: false;
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** Better Auth's error code (INVALID_EMAIL_OR_PASSWORD …), our API's (`weak_password`), NETWORK or RATE_LIMITED. */
  code: string;
  /** What the password rules refused (too_short, too_common, contains_email) with `weak_password`. */
  reasons?: string[];
  retryAfterSeconds?: number;
};

export type AuthResult<T> = { ok: true; data: T } | AuthFailure;

/** Our API's one error shape `{ error: { code, message, ...extra } }`, or Better Auth's own `{ code, message }`. */
interface ErrorDetails {
  code?: unknown;
  reasons?: unknown;
  retryAfterSeconds?: unknown;
}

function errorDetails(body: unknown): ErrorDetails {
  return readApiError(body) ?? (typeof body === "object" && body !== null ? (body as ErrorDetails) : {});
}

function failureOf(status: number, body: unknown, headers: Headers): AuthFailure {
  const details = errorDetails(body);
  const retryAfter = Number(headers.get("retry-after") ?? headers.get("x-retry-after") ?? details.retryAfterSeconds);
  const code = status === 429 ? "RATE_LIMITED" : typeof details.code === "string" ? details.code : `HTTP_${status}`;
  return {
    ok: false,
    status,
    code,
    reasons: Array.isArray(details.reasons) ? details.reasons.filter((reason): reason is string => typeof reason === "string") : undefined,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
  };
}

/**
 * Calls `/api/auth{path}`: GET without a body, POST with one (JSON). The page's language goes along as the API's
 * `language` query parameter (server/http/api-edge.ts reads it), so mails the call causes are written in it.
 */
export async function authCall<T>(path: string, body?: object, options: { method?: "GET" | "POST"; lang?: Lang } = {}): Promise<AuthResult<T>> {
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  let response: Response;
  try {
    const query = options.lang ? `${path.includes("?") ? "&" : "?"}language=${options.lang}` : "";
    response = await fetch(`${AUTH_API_BASE}${path}${query}`, {
      method,
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        ...(method === "POST" ? { "content-type": "application/json" } : {}),
      },
      body: method === "POST" ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    return { ok: false, status: 0, code: "NETWORK" };
  }
  const text = await response.text().catch(() => "");
  let parsed: unknown = null;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = null;
  }
  if (!response.ok) return failureOf(response.status, parsed, response.headers);
  return { ok: true, data: parsed as T };
}
