// The connection code a visitor reads to a technician: 6 characters from a CSPRNG, kept only as a hash.
import { createHash, randomInt } from "node:crypto";
import { SCREEN_SHARE_CODE_ALPHABET, SCREEN_SHARE_CODE_LENGTH } from "../../app/chat/screen-share-contract.ts";

/** Uniform over the alphabet: crypto.randomInt draws without modulo bias. */
export function generateShareCode(): string {
  let code = "";
  for (let i = 0; i < SCREEN_SHARE_CODE_LENGTH; i++) code += SCREEN_SHARE_CODE_ALPHABET[randomInt(SCREEN_SHARE_CODE_ALPHABET.length)];
  return code;
}

/** What the database keeps: the code's SHA-256 (a normalized code; see normalizeShareCode). */
export function hashShareCode(code: string): string {
  return createHash("sha256").update(`screen-share:${code}`).digest("hex");
}
