// The browser's calls to the accounts API (Better Auth under /api/auth): plain fetch, one result shape, so the
// pages do not ship an auth client library. Every failure comes back as a code the pages translate.
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

interface ErrorBody {
  code?: unknown;
  error?: unknown;
  reasons?: unknown;
  retryAfterSeconds?: unknown;
}

function failureOf(status: number, body: ErrorBody | null, headers: Headers): AuthFailure {
  const retryAfter = Number(headers.get("retry-after") ?? headers.get("x-retry-after") ?? body?.retryAfterSeconds);
  const code = status === 429 ? "RATE_LIMITED" : typeof body?.code === "string" ? body.code : typeof body?.error === "string" ? body.error : `HTTP_${status}`;
  return {
    ok: false,
    status,
    code,
    reasons: Array.isArray(body?.reasons) ? body.reasons.filter((reason): reason is string => typeof reason === "string") : undefined,
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
  if (!response.ok) return failureOf(response.status, parsed as ErrorBody | null, response.headers);
  return { ok: true, data: parsed as T };
}
