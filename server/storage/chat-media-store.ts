// Where chat attachments live: the ChatMediaStore interface and its embedded default, rows in chat_media.
import { randomBytes } from "node:crypto";
import { CHAT_MEDIA_URL_PREFIX } from "../../app/chat/chat-contract.ts";
import type { Db } from "../db/database.ts";
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

export interface ChatMediaStore {
  put(file: NewChatMedia): Promise<StoredMedia>;
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

  async put(file: NewChatMedia): Promise<StoredMedia> {
    const row = await this.db
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
    return {
      path: row.path,
      visitorHash: row.visitor_hash,
      originalName: row.original_name,
      contentType: row.content_type,
      size: row.size,
      createdAt: row.created_at,
    };
  }

  async get(path: string): Promise<StoredFile | null> {
    if (!CHAT_MEDIA_PATH_PATTERN.test(path)) return null;
    const row = await this.db.selectFrom("chat_media").selectAll().where("path", "=", path).executeTakeFirst();
    if (!row) return null;
    return {
      path: row.path,
      visitorHash: row.visitor_hash,
      originalName: row.original_name,
      contentType: row.content_type,
      size: row.size,
      createdAt: row.created_at,
      data: row.data,
    };
  }
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
