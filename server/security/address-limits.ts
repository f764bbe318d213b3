// Per-address ceilings on the anonymous endpoints, set far above what a real visitor (or an office behind one NAT
// address) does, so that one script cannot create conversations, paid AI calls or analytics rows by the thousand.
// Counted in fixed windows in the shared database, so every instance behind the load balancer sees one count.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import { rateLimited } from "../http/api-error.ts";

export interface AddressLimit {
  name: string;
  requests: number;
  windowSeconds: number;
}

export const ADDRESS_LIMITS = {
  /** Every chat-bot call: a visitor in a lively chat sends a few a minute (per browser the limit is 20). */
  chatMessages: { name: "chat-messages", requests: 60, windowSeconds: 60 },
  /** New conversations: each is a stored row and, with an AI service configured, a paid call. */
  newConversations: { name: "chat-new", requests: 30, windowSeconds: 3600 },
  consent: { name: "consent", requests: 30, windowSeconds: 60 },
  /** Reading messages aloud: one request per message the visitor hears (CPU on this instance, or a paid call). */
  textToSpeech: { name: "text-to-speech", requests: 30, windowSeconds: 60 },
  /** Voice input: each recording is a paid transcription. */
  voiceToText: { name: "voice-to-text", requests: 20, windowSeconds: 60 },
  /** Live voice calls started (each may run for minutes). */
  voiceCalls: { name: "voice-calls", requests: 20, windowSeconds: 3600 },
  pageViews: { name: "page-views", requests: 120, windowSeconds: 60 },
  /** Real-user vitals: one beacon per page view a visitor leaves. */
  vitals: { name: "vitals", requests: 60, windowSeconds: 60 },
} as const satisfies Record<string, AddressLimit>;

/** The address stands in the counters only as a hash; the privacy policy promises no stored IP addresses. */
export function addressHash(address: string): string {
  return createHash("sha256").update(`client-address:${address}`).digest("hex");
}

/** Counts one request; the seconds until the window ends once the limit is passed, else null. */
export async function countRequest(db: Db, limit: AddressLimit, address: string): Promise<number | null> {
  const { rows } = await sql<{ count: number; retry_after: number }>`
    insert into request_counts (key, window_start, count)
    values (
      ${`${limit.name}:${addressHash(address)}`},
      to_timestamp(floor(extract(epoch from now()) / ${limit.windowSeconds}) * ${limit.windowSeconds}),
      1
    )
    on conflict (key, window_start) do update set count = request_counts.count + 1
    returning count, ceil(extract(epoch from (window_start + make_interval(secs => ${limit.windowSeconds}) - now())))::int as retry_after
  `.execute(db);
  const row = rows[0]!;
  return row.count > limit.requests ? Math.max(1, Number(row.retry_after)) : null;
}

/** Counts the request against each limit; refuses it with a 429 (localized, with Retry-After) when over one. */
export async function enforceAddressLimits(db: Db, request: FastifyRequest, limits: AddressLimit[]): Promise<void> {
  let retryAfter: number | null = null;
  for (const limit of limits) {
    const wait = await countRequest(db, limit, request.ip);
    if (wait !== null) retryAfter = Math.max(retryAfter ?? 0, wait);
  }
  if (retryAfter !== null) throw rateLimited(["api", "errors.rateLimited"], retryAfter);
}

/** Old windows are of no use once over; the background sweep removes them. */
export async function deleteExpiredRequestCounts(db: Db): Promise<void> {
  await db.deleteFrom("request_counts").where("window_start", "<", sql<Date>`now() - interval '1 day'`).execute();
}
