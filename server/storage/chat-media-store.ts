// Where chat attachments live: the ChatMediaStore interface and its embedded default, rows in chat_media.
import { randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import { CHAT_MEDIA_URL_PREFIX } from "../../app/chat/chat-contract.ts";
import type { Db } from "../db/database.ts";
import type { ChatMediaTable } from "../db/schema.ts";
import { ALLOWED_EXTENSIONS } from "./check-upload.ts";

export interface NewChatMedia {
  visitorHash: string;
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

/** How many uploads a visitor may make in a sliding window. */
export interface UploadLimit {
  uploads: number;
  windowMinutes: number;
}

export type PutResult = { stored: StoredMedia } | { retryAfterSeconds: number };

export interface ChatMediaStore {
  /** Stores the file unless the visitor has reached the limit; checking and storing are one step. */
  put(file: NewChatMedia, limit: UploadLimit): Promise<PutResult>;
  /** Seconds until the visitor may upload again, or null while under the limit. */
  retryAfterSeconds(visitorHash: string, limit: UploadLimit): Promise<number | null>;
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

/** Rows in the shared database, so every server instance behind the load balancer serves every upload. */
export class DatabaseChatMediaStore implements ChatMediaStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  async put(file: NewChatMedia, limit: UploadLimit): Promise<PutResult> {
    return this.db.transaction().execute(async (trx) => {
      // Simultaneous uploads of one visitor wait for each other here, so none of them slips past the count.
      await sql`select pg_advisory_xact_lock(hashtext(${`chat-media:${file.visitorHash}`}))`.execute(trx);
      const retryAfterSeconds = await retryAfter(trx, file.visitorHash, limit);
      if (retryAfterSeconds !== null) return { retryAfterSeconds };
      return { stored: await insert(trx, file) };
    });
  }

  retryAfterSeconds(visitorHash: string, limit: UploadLimit): Promise<number | null> {
    return retryAfter(this.db, visitorHash, limit);
  }

  async get(path: string): Promise<StoredFile | null> {
    if (!CHAT_MEDIA_PATH_PATTERN.test(path)) return null;
    const row = await this.db.selectFrom("chat_media").selectAll().where("path", "=", path).executeTakeFirst();
    if (!row) return null;
    return { ...storedMedia(row), data: row.data };
  }
}

/** Seconds until this visitor may upload again, or null while under the limit; counted in the shared database. */
async function retryAfter(db: Db, visitorHash: string, limit: UploadLimit): Promise<number | null> {
  // The upload that would leave the window first once the limit is reached: the limit-th newest.
  const row = await db
    .selectFrom("chat_media")
    .select(sql<number>`ceil(extract(epoch from (created_at + make_interval(mins => ${limit.windowMinutes}) - now())))::int`.as("retry_after"))
    .where("visitor_hash", "=", visitorHash)
    .where("created_at", ">", sql<Date>`now() - make_interval(mins => ${limit.windowMinutes})`)
    .orderBy("created_at", "desc")
    .offset(limit.uploads - 1)
    .limit(1)
    .executeTakeFirst();
  return row ? Math.max(1, Number(row.retry_after)) : null;
}

async function insert(db: Db, file: NewChatMedia): Promise<StoredMedia> {
  const row = await db
    .insertInto("chat_media")
    .values({
      path: newMediaPath(file.extension),
      visitor_hash: file.visitorHash,
      original_name: file.originalName,
      content_type: file.contentType,
      size: file.data.length,
      data: file.data,
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
