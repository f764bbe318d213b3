// Server-side rate limits of SPEC section 9: 5 attempts per 15 minutes per key (per client address, a window of
// an hour), with a delay between attempts that doubles up to 30 seconds. Kept in the database so every instance
// sees the same counts.
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

export const RATE_LIMIT_ATTEMPTS = 5;
export const RATE_LIMIT_WINDOW_MS = 15 * 60_000;
/** Section 9's "client window": attempts from one client address are counted over an hour. */
export const RATE_LIMIT_CLIENT_WINDOW_MS = 60 * 60_000;
export const RATE_LIMIT_BASE_DELAY_MS = 1000;
export const RATE_LIMIT_MAX_DELAY_MS = 30_000;

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The pause that must pass after attempt n before the next: none after the first, then 1 s, 2 s, 4 s … ≤ 30 s. */
export function delayAfterAttempt(attempt: number): number {
  if (attempt < 2) return 0;
  return Math.min(RATE_LIMIT_BASE_DELAY_MS * 2 ** (attempt - 2), RATE_LIMIT_MAX_DELAY_MS);
}

export interface RateLimitKey {
  key: string;
  windowMs: number;
}

/** Counts an attempt for every key; it is allowed only when every key allows it. */
export async function takeAttempt(db: Db, keys: RateLimitKey[], now = new Date()): Promise<RateLimitResult> {
  return db.transaction().execute(async (trx) => {
    let retryAfterMs = 0;
    for (const { key, windowMs } of keys) {
      await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
      const row = await trx.selectFrom("rate_limits").selectAll().where("key", "=", key).executeTakeFirst();
      const fresh = !row || now.getTime() - new Date(row.window_started_at).getTime() >= windowMs;
      const windowStart = fresh ? now : new Date(row.window_started_at);
      const attempts = fresh ? 1 : row.attempts + 1;
      const earliest = fresh ? now : new Date(row.next_allowed_at);
      if (attempts > RATE_LIMIT_ATTEMPTS) {
        retryAfterMs = Math.max(retryAfterMs, windowStart.getTime() + windowMs - now.getTime());
      } else if (earliest.getTime() > now.getTime()) {
        retryAfterMs = Math.max(retryAfterMs, earliest.getTime() - now.getTime());
      }
      const next = new Date(now.getTime() + delayAfterAttempt(attempts));
      await trx
        .insertInto("rate_limits")
        .values({ key, window_started_at: windowStart, attempts, next_allowed_at: next })
        .onConflict((oc) => oc.column("key").doUpdateSet({ window_started_at: windowStart, attempts, next_allowed_at: next }))
        .execute();
    }
    return retryAfterMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(retryAfterMs / 1000) } : { allowed: true };
  });
}
