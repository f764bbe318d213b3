// Screen shares in the database: start (with a fresh single-use code), join (by code or from the conversation), end.
// Every change is one conditional UPDATE, so two instances (or two technicians) can never both win the same share.
import { sql, type Selectable } from "kysely";
import { SCREEN_SHARE_CODE_TTL_SECONDS, type ScreenEndReason } from "../../app/chat/screen-share-contract.ts";
import { isLang } from "../../app/lib/languages.ts";
import { chatText } from "../chat/chat-texts.ts";
import { addMessage, type ChatStore, type Conversation } from "../chat/conversations.ts";
import type { ScreenSharesTable } from "../db/schema.ts";
import { generateShareCode, hashShareCode } from "./codes.ts";

export type ScreenShare = Selectable<ScreenSharesTable>;

export interface ShareStaff {
  id: string;
  name: string;
}

/** A code collides with a live one about once in a billion; a few fresh draws settle it. */
const CODE_ATTEMPTS = 5;

function activity(store: ChatStore, conversation: { id: string; language: string }, key: string, vars?: Record<string, string>) {
  const lang = isLang(conversation.language) ? conversation.language : "se";
  return addMessage(store, { sessionId: conversation.id, content: chatText(lang, `screenShare.activity.${key}`, vars), senderType: "activity" });
}

async function announceEnd(store: ChatStore, share: ScreenShare, reason: ScreenEndReason): Promise<void> {
  await store.bus.publish({ kind: "screen", event: "ended", shareId: share.id, sessionId: share.session_id, reason });
  const conversation = await store.db.selectFrom("conversations").select(["id", "language"]).where("id", "=", share.session_id).executeTakeFirst();
  if (conversation) await activity(store, conversation, "ended");
}

/** Ends one share (any open state); false when it had already ended. The two peers hear it through the bus. */
export async function endShare(store: ChatStore, shareId: string, reason: ScreenEndReason): Promise<boolean> {
  const ended = await store.db
    .updateTable("screen_shares")
    .set({ status: "ended", code_hash: null, ended_at: sql<Date>`now()`, end_reason: reason })
    .where("id", "=", shareId)
    .where("status", "!=", "ended")
    .returningAll()
    .executeTakeFirst();
  if (!ended) return false;
  await announceEnd(store, ended, reason);
  return true;
}

/** Waiting shares whose code expired before anyone joined: ended, their codes forgotten. */
export async function expireShares(store: ChatStore): Promise<number> {
  const expired = await store.db
    .updateTable("screen_shares")
    .set({ status: "ended", code_hash: null, ended_at: sql<Date>`now()`, end_reason: "expired" })
    .where("status", "=", "waiting")
    .where("expires_at", "<=", sql<Date>`now()`)
    .returningAll()
    .execute();
  for (const share of expired) await announceEnd(store, share, "expired");
  return expired.length;
}

/** A new share for the conversation; an open one it had is ended first (one share per conversation). */
export async function startShare(store: ChatStore, conversation: Conversation, ttlSeconds = SCREEN_SHARE_CODE_TTL_SECONDS) {
  await expireShares(store);
  const open = await store.db.selectFrom("screen_shares").select("id").where("session_id", "=", conversation.id).where("status", "!=", "ended").execute();
  for (const share of open) await endShare(store, share.id, "replaced");

  for (let attempt = 1; ; attempt++) {
    const code = generateShareCode();
    try {
      const share = await store.db
        .insertInto("screen_shares")
        .values({
          session_id: conversation.id,
          code_hash: hashShareCode(code),
          expires_at: sql<Date>`now() + make_interval(secs => ${ttlSeconds})`,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await activity(store, conversation, "requested");
      return { share, code };
    } catch (error) {
      // 23505: the code is live in another share (unique code_hash); draw again.
      if ((error as { code?: string }).code !== "23505" || attempt >= CODE_ATTEMPTS) throw error;
    }
  }
}

export async function findShare(store: ChatStore, shareId: string): Promise<ScreenShare | undefined> {
  return store.db.selectFrom("screen_shares").selectAll().where("id", "=", shareId).executeTakeFirst();
}

/** The conversation's open share, if any (an expired waiting one counts as ended). */
export async function openShareOf(store: ChatStore, sessionId: string): Promise<ScreenShare | undefined> {
  return store.db
    .selectFrom("screen_shares")
    .selectAll()
    .where("session_id", "=", sessionId)
    .where((eb) => eb.or([eb("status", "=", "active"), eb.and([eb("status", "=", "waiting"), eb("expires_at", ">", sql<Date>`now()`)])]))
    .orderBy("created_at", "desc")
    .executeTakeFirst();
}

export type JoinOutcome = { ok: true; share: ScreenShare } | { ok: false; reason: "not_found" | "taken" };

/**
 * A technician takes a waiting share: the code is spent in the same UPDATE (single use). The technician who holds an
 * active share may open it again (a reloaded console); nobody else may.
 */
export async function joinShare(store: ChatStore, where: { shareId: string } | { code: string }, staff: ShareStaff): Promise<JoinOutcome> {
  const taken = await store.db
    .updateTable("screen_shares")
    .set({ status: "active", code_hash: null, staff_user_id: staff.id, staff_name: staff.name, joined_at: sql<Date>`now()` })
    .where("status", "=", "waiting")
    .where("expires_at", ">", sql<Date>`now()`)
    .where((eb) => ("code" in where ? eb("code_hash", "=", hashShareCode(where.code)) : eb("id", "=", where.shareId)))
    .returningAll()
    .executeTakeFirst();
  if (taken) {
    const conversation = await store.db.selectFrom("conversations").select(["id", "language"]).where("id", "=", taken.session_id).executeTakeFirst();
    if (conversation) await activity(store, conversation, "joined", { name: staff.name });
    return { ok: true, share: taken };
  }
  if ("code" in where) return { ok: false, reason: "not_found" };
  const share = await findShare(store, where.shareId);
  if (share?.status === "active") return share.staff_user_id === staff.id ? { ok: true, share } : { ok: false, reason: "taken" };
  return { ok: false, reason: "not_found" };
}
