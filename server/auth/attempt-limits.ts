// SPEC section 9's limits on signing in and recovering an account, enforced by the server in the shared database:
// 5 attempts per 15 minutes per email address, with a pause that doubles up to 30 s between them
// (server/security/rate-limit.ts), and a ceiling per client address for offices behind one address.
//
// Guesses (a password, a one-time code, a TOTP or backup code) are counted before they are checked and forgotten
// when one succeeds, so only failures add up and parallel guesses cannot slip past the count. Requests that send
// mail (sign-up, a code, a link, a reset) all count: each one is a mail to someone's inbox.
import type { Db } from "../db/database.ts";
import { countRequest } from "../security/address-limits.ts";
import { RATE_LIMIT_WINDOW_MS, takeAttempt, type RateLimitResult } from "../security/rate-limit.ts";

export type AttemptKind = "guess" | "mail";

const AUTH_ADDRESS_WINDOW_SECONDS = RATE_LIMIT_WINDOW_MS / 1000;

function attemptKey(kind: AttemptKind, email: string): string {
  return `auth-${kind}:${email.trim().toLowerCase()}`;
}

export async function takeAuthAttempt(db: Db, kind: AttemptKind, email: string): Promise<RateLimitResult> {
  return takeAttempt(db, [{ key: attemptKey(kind, email), windowMs: RATE_LIMIT_WINDOW_MS }]);
}

/** A guess succeeded: the failures before it no longer count. */
export async function forgetFailedGuesses(db: Db, email: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", attemptKey("guess", email)).execute();
}

/** Counts an attempt from a client address; the seconds to wait once over the ceiling, else null. */
export async function countAddressAttempt(db: Db, address: string, attemptsPerWindow: number): Promise<number | null> {
  return countRequest(db, { name: "auth-attempts", requests: attemptsPerWindow, windowSeconds: AUTH_ADDRESS_WINDOW_SECONDS }, address);
}
