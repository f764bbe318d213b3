// Better Auth 1.7 accepts a TOTP code again while its window lasts (NOTES.md; upstream issue #10387), even at a new
// sign-in. The time step of every accepted code is remembered per user (totp_steps) and a code of that step or an
// older one is refused, whatever endpoint verifies it. The step is computed here from the stored secret: Better Auth
// keeps it encrypted with the auth secret (symmetricEncrypt) and reads the secret string's UTF-8 bytes as the key.
import { createHmac } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

/** Better Auth's TOTP defaults, which create-auth.ts keeps: 30-second steps, 6 digits, one step either side. */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
const TOTP_WINDOW_STEPS = 1;
/** Secrets imported from another provider are stored as "base32:<secret>"; generated ones are used as they are. */
const BASE32_PREFIX = "base32:";
const BASE32_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.toUpperCase().replace(/=+$/, "")) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index === -1) throw new Error("not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The HMAC key of a decrypted Better Auth TOTP secret. */
export function totpKey(secret: string): Buffer {
  return secret.startsWith(BASE32_PREFIX) ? base32Decode(secret.slice(BASE32_PREFIX.length)) : Buffer.from(secret, "utf8");
}

/** RFC 4226 HOTP. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step a code belongs to within Better Auth's window around now, or null when it matches none. */
export function matchingStep(key: Buffer, code: string, nowMs = Date.now()): number | null {
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  let matched: number | null = null;
  // Every step is computed, so the time taken says nothing about which one matched.
  for (let step = current - TOTP_WINDOW_STEPS; step <= current + TOTP_WINDOW_STEPS; step++) {
    if (hotp(key, step) === code && matched === null) matched = step;
  }
  return matched;
}

/**
 * Takes the step for the user if it is newer than every step accepted before; false when the code is a replay. One
 * statement, so two requests carrying the same code cannot both take it.
 */
export async function claimTotpStep(db: Db, userId: string, step: number): Promise<boolean> {
  const { rows } = await sql<{ user_id: string }>`
    insert into totp_steps (user_id, last_step) values (${userId}, ${step})
    on conflict (user_id) do update set last_step = excluded.last_step, updated_at = now()
      where totp_steps.last_step < excluded.last_step
    returning user_id
  `.execute(db);
  return rows.length === 1;
}
