// Where a visitor goes after signing in: only a path on this site, never another origin.
import type { Lang } from "../lib/languages.ts";

const PROBE_ORIGIN = "http://same-site.invalid";

/**
 * `redirectTo` if it is a path on this site ("/se/…"), else the dashboard. Refused: absolute URLs, "//host"
 * and "/\host" (browsers read both as another host), control characters, and the sign-in page itself.
 */
export function safeRedirectTarget(value: string | null | undefined, lang: Lang): string {
  const fallback = `/${lang}/dashboard`;
  if (!value || !value.startsWith("/") || value.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  if (/^\/[a-z]{2}\/auth\/?$/.test(url.pathname)) return fallback;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page that brings the visitor back to `returnTo` afterwards. */
export function signInPath(lang: Lang, returnTo?: string): string {
  return returnTo ? `/${lang}/auth?redirectTo=${encodeURIComponent(returnTo)}` : `/${lang}/auth`;
}

/** Why a staff-only page (/qa-audit-pro) sent someone to sign in: the sign-in page says so and lets a signed-in non-staff user sign in again. */
export const STAFF_ONLY_REASON = "staffOnly";

/** The sign-in page for a staff-only page: a visitor, and a signed-in account without a staff role, come back to `returnTo`. */
export function staffSignInPath(lang: Lang, returnTo: string): string {
  return `${signInPath(lang, returnTo)}&reason=${STAFF_ONLY_REASON}`;
}
