// Where chat attachments live: the ChatMediaStore interface and its default, rows in chat_media (bytes in the row
// on PostgreSQL, in files beside the embedded database).
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { sql, type Selectable } from "kysely";
import { CHAT_MEDIA_URL_PREFIX } from "../../app/chat/chat-contract.ts";
import type { Db } from "../db/database.ts";
import type { ChatMediaTable } from "../db/schema.ts";
import { ALLOWED_EXTENSIONS } from "./check-upload.ts";

export interface NewChatMedia {
  visitorHash: string;
  /** SHA-256 of the uploading client's address (the per-address limit counts it). */
  clientHash: string;
  /** Already sanitized display name. */
  originalName: string;
  /** Lower-cased, with its dot: ".pdf". */
  extension: string;
  contentType: string;
  data: Uint8Array;
}

export interface StoredMedia {
  path: string;
  visitorHash: string;
  originalName: string;
  contentType: string;
  size: number;
  createdAt: Date;
}

export interface StoredFile extends StoredMedia {
  data: Uint8Array;
}

/** How many uploads fit in a sliding window. */
export interface UploadWindow {
  uploads: number;
  windowMinutes: number;
}

export interface UploadLimits {
  perVisitor: UploadWindow;
  perAddress: UploadWindow;
  /** All anonymous uploads together may take this many bytes. */
  budgetBytes: number;
}

export type Refusal = { retryAfterSeconds: number } | { overBudget: true };
export type PutResult = { stored: StoredMedia } | Refusal;

export interface ChatMediaStore {
  /** Where the bytes are files (the embedded database); null when they are in the rows (PostgreSQL). */
  readonly bytesFolder: string | null;
  /** Stores the file unless a limit is reached; checking and storing are one step. */
  put(file: NewChatMedia, limits: UploadLimits): Promise<PutResult>;
  /** Why an upload from this visitor and address would be refused now (before its body is read), or null. */
  refusal(visitorHash: string, clientHash: string, limits: UploadLimits): Promise<Refusal | null>;
  get(path: string): Promise<StoredFile | null>;
}

/** Upload time in ms, a random part so two uploads in the same millisecond never collide, the extension. */
export const CHAT_MEDIA_PATH_PATTERN = new RegExp(`^\\d{13}-[0-9a-f]{8}\\.(?:${ALLOWED_EXTENSIONS.join("|")})$`);

export function newMediaPath(extension: string, now = Date.now()): string {
  return `${now}-${randomBytes(4).toString("hex")}${extension}`;
}

export function mediaUrl(path: string): string {
  return CHAT_MEDIA_URL_PREFIX + path;
}

/** The stored path a chat-media URL names, or null when it is not one of ours. */
export function mediaPathOfUrl(url: string): string | null {
  if (!url.startsWith(CHAT_MEDIA_URL_PREFIX)) return null;
  const path = url.slice(CHAT_MEDIA_URL_PREFIX.length);
  return CHAT_MEDIA_PATH_PATTERN.test(path) ? path : null;
}

/**
 * Metadata rows in the shared database. The bytes go in the row on PostgreSQL, so every instance behind the load
 * balancer serves every upload; with the embedded database (`bytesFolder`) they go to files beside it, because
 * PGlite runs on the event loop and 10 MB through it stalls every other request for seconds.
 */
export class DatabaseChatMediaStore implements ChatMediaStore {
  private readonly db: Db;
  /** Where the bytes are files (the embedded database); null when they are in the rows (PostgreSQL). */
  readonly bytesFolder: string | null;

  constructor(db: Db, options: { bytesFolder?: string } = {}) {
    this.db = db;
    this.bytesFolder = options.bytesFolder ?? null;
    if (this.bytesFolder) mkdirSync(this.bytesFolder, { recursive: true, mode: 0o700 });
  }

  async put(file: NewChatMedia, limits: UploadLimits): Promise<PutResult> {
    const path = newMediaPath(file.extension);
    // The file is durable before its row exists: a row never names bytes that a crash lost.
    if (this.bytesFolder) await writeDurably(join(this.bytesFolder, path), file.data);
    try {
      const result = await this.db.transaction().execute(async (trx): Promise<PutResult> => {
        // Uploads wait for each other here, so none slips past a count or the budget.
        await sql`select pg_advisory_xact_lock(hashtext('chat-media'))`.execute(trx);
        const refused = await refusal(trx, file.visitorHash, file.clientHash, limits, file.data.length);
        if (refused) return refused;
        return { stored: await insert(trx, path, file, this.bytesFolder ? null : file.data) };
      });
      if (!("stored" in result)) await this.removeBytes(path);
      return result;
    } catch (error) {
      await this.removeBytes(path);
      throw error;
    }
  }

  refusal(visitorHash: string, clientHash: string, limits: UploadLimits): Promise<Refusal | null> {
    return refusal(this.db, visitorHash, clientHash, limits, 0);
  }

  async get(path: string): Promise<StoredFile | null> {
    if (!CHAT_MEDIA_PATH_PATTERN.test(path)) return null;
    const row = await this.db.selectFrom("chat_media").selectAll().where("path", "=", path).executeTakeFirst();
    if (!row) return null;
    const data = row.data ?? (this.bytesFolder ? await readFile(join(this.bytesFolder, path)).catch(() => null) : null);
    return data ? { ...storedMedia(row), data } : null;
  }

  private async removeBytes(path: string): Promise<void> {
    if (this.bytesFolder) await rm(join(this.bytesFolder, path), { force: true });
  }
}

export async function writeDurably(target: string, data: Uint8Array): Promise<void> {
  const partial = `${target}.part`;
  const handle = await open(partial, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, target);
}

/** The first limit an upload of `size` more bytes would break, with when to try again; null when it fits. */
async function refusal(db: Db, visitorHash: string, clientHash: string, limits: UploadLimits, size: number): Promise<Refusal | null> {
  // One statement, so a check costs the embedded database (which runs on the event loop) one round trip.
  const { rows } = await sql<{ visitor_wait: number | null; address_wait: number | null; used_bytes: string }>`
    select
      (${waitQuery("visitor_hash", visitorHash, limits.perVisitor)}) as visitor_wait,
      (${waitQuery("client_hash", clientHash, limits.perAddress)}) as address_wait,
      (select coalesce(sum(size), 0) from chat_media) as used_bytes
  `.execute(db);
  const row = rows[0]!;
  const waits = [
    clampWait(row.visitor_wait, limits.perVisitor),
    clampWait(row.address_wait, limits.perAddress),
  ].filter((wait): wait is number => wait !== null);
  if (waits.length > 0) return { retryAfterSeconds: Math.max(...waits) };
  return Number(row.used_bytes) + Math.max(size, 1) > limits.budgetBytes ? { overBudget: true } : null;
}

/**
 * Seconds until this visitor (or address) may upload again — null while under the limit. Once the limit is
 * reached, the upload that leaves the window first is the limit-th newest. The clock is read now, not at the
 * transaction's start: a transaction that waited for the lock would otherwise count too long a wait.
 */
function waitQuery(column: "visitor_hash" | "client_hash", value: string, limit: UploadWindow) {
  return sql<number>`
    select ceil(extract(epoch from (created_at + make_interval(mins => ${limit.windowMinutes}) - clock_timestamp())))::int
    from chat_media
    where ${sql.ref(column)} = ${value} and created_at > clock_timestamp() - make_interval(mins => ${limit.windowMinutes})
    order by created_at desc
    offset ${limit.uploads - 1}
    limit 1`;
}

function clampWait(seconds: number | null, limit: UploadWindow): number | null {
  return seconds === null ? null : Math.min(Math.max(1, Number(seconds)), limit.windowMinutes * 60);
}

async function insert(db: Db, path: string, file: NewChatMedia, data: Uint8Array | null): Promise<StoredMedia> {
  const row = await db
    .insertInto("chat_media")
    .values({
      path,
      visitor_hash: file.visitorHash,
      client_hash: file.clientHash,
      original_name: file.originalName,
      content_type: file.contentType,
      size: file.data.length,
      data,
    })
    .returning(["path", "visitor_hash", "original_name", "content_type", "size", "created_at"])
    .executeTakeFirstOrThrow();
  return storedMedia(row);
}

function storedMedia(row: Pick<Selectable<ChatMediaTable>, "path" | "visitor_hash" | "original_name" | "content_type" | "size" | "created_at">): StoredMedia {
  return {
    path: row.path,
    visitorHash: row.visitor_hash,
    originalName: row.original_name,
    contentType: row.content_type,
    size: row.size,
    createdAt: row.created_at,
  };
}

/**
 * True when every URL names an upload of this visitor, so a chat message can only carry files its sender
 * uploaded (and a visitor cannot make staff open someone else's file by pasting its URL).
 */
export async function mediaBelongsToVisitor(db: Db, urls: readonly string[], visitorHash: string): Promise<boolean> {
  const paths = new Set<string>();
  for (const url of urls) {
    const path = mediaPathOfUrl(url);
    if (!path) return false;
    paths.add(path);
  }
  if (paths.size === 0) return true;
  const row = await db
    .selectFrom("chat_media")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("path", "in", [...paths])
    .where("visitor_hash", "=", visitorHash)
    .executeTakeFirstOrThrow();
  return Number(row.count) === paths.size;
}
