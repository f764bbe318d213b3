// POST /api/storage/chat-media and GET /api/storage/chat-media/:path: private chat attachments.
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { CHAT_MEDIA_MAX_BYTES } from "../../app/chat/chat-contract.ts";
import { getSession, hasRole } from "../auth/require-role.ts";
import { STAFF_ROLES } from "../auth/roles.ts";
import { ApiError, rateLimited, type ApiErrorOptions, type ErrorTextKey } from "../http/api-error.ts";
import { findConversation } from "../chat/conversations.ts";
import { ensureVisitor, isStaffRequest, sameVisitor, visitorHashOf } from "../chat/visitor.ts";
import { requireStaff } from "../console/staff-access.ts";
import type { Db } from "../db/database.ts";
import { addressHash } from "../security/address-limits.ts";
import { DatabaseChatMediaStore, mediaUrl, type ChatMediaStore, type Refusal, type UploadLimits } from "./chat-media-store.ts";
import { checkUpload, sanitizeFileName } from "./check-upload.ts";

export { mediaBelongsToVisitor } from "./chat-media-store.ts";

export interface StorageRouteOptions {
  db: Db;
  staffToken: string | undefined;
  /** All anonymous uploads together may take this many bytes (CHAT_MEDIA_BUDGET_MB). */
  budgetBytes: number;
  /** Where the embedded database's attachments keep their bytes; unset, the bytes go in the database row. */
  bytesFolder?: string;
  /** Defaults to the database store; an S3 adapter would plug in here. */
  store?: ChatMediaStore;
}

export const CHAT_MEDIA_UPLOADS_PER_WINDOW = 30;
export const CHAT_MEDIA_UPLOAD_WINDOW_MINUTES = 10;
/** One address (an office behind NAT holds several visitors) may upload this many files an hour. */
export const CHAT_MEDIA_UPLOADS_PER_ADDRESS = 60;
export const CHAT_MEDIA_ADDRESS_WINDOW_MINUTES = 60;
const FILE_FIELD = "file";
/**
 * Uploads are stored one after another. The store takes a lock for its limits anyway (all instances wait on it);
 * and with the embedded database, whose own writes are synchronous on the event loop, several 10 MB files
 * written at once keep the disk — and so every other request — waiting longer (/healthz p99 under 5 uploading
 * clients: 60–67 ms side by side, 39–49 ms one after another, for about a quarter fewer uploads a second).
 */
function oneAfterAnother() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const result = tail.then(task);
    tail = result.catch(() => undefined);
    return result;
  };
}

export interface ChatMediaUploadResponse {
  url: string;
  path: string;
  name: string;
  type: "image" | "file";
  size: number;
  contentType: string;
}

type ErrorCode = "no_file" | "empty" | "too_large" | "unsupported_type" | "storage_full" | "not_found" | "upload_failed";

const MESSAGE_KEYS: Record<ErrorCode, ErrorTextKey<"storage">> = {
  no_file: "errors.noFile",
  empty: "errors.empty",
  too_large: "errors.tooLarge",
  unsupported_type: "errors.unsupportedType",
  storage_full: "errors.storageFull",
  not_found: "errors.notFound",
  upload_failed: "errors.uploadFailed",
};

const paramsSchema = z.object({ path: z.string().max(64) });

function storageError(status: number, code: ErrorCode, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["storage", MESSAGE_KEYS[code]], options);
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which the header grammar does not allow. */
function encodeHeaderFileName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The `file` part's sanitized name and bytes; null when the request carries no usable file. */
async function readUpload(request: FastifyRequest): Promise<{ name: string; data: Buffer } | null> {
  try {
    const part = await request.file();
    if (!part || part.fieldname !== FILE_FIELD) {
      part?.file.resume();
      return null;
    }
    const data = await part.toBuffer();
    const name = sanitizeFileName(part.filename);
    return name ? { name, data } : null;
  } catch (error) {
    // Our limits carry a code and go to the error handler; busboy's parse errors (a malformed body) carry none.
    if (errorCode(error)) throw error;
    return null;
  }
}

function refusalError(refusal: Refusal): ApiError {
  if ("overBudget" in refusal) return storageError(507, "storage_full");
  return rateLimited(["storage", "errors.rateLimited"], refusal.retryAfterSeconds);
}

/** What the upload route says when the framework or the multipart parser refuses a request. */
function parsingError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  switch (errorCode(error)) {
    case "FST_REQ_FILE_TOO_LARGE":
      return storageError(413, "too_large", { vars: { megabytes: CHAT_MEDIA_MAX_BYTES / (1024 * 1024) } });
    // A big non-multipart body trips the app's 1 MB body limit; it carried no file either way.
    case "FST_ERR_CTP_BODY_TOO_LARGE":
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
    case "FST_ERR_CTP_INVALID_CONTENT_LENGTH":
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
    case "FST_PARTS_LIMIT":
    case "FST_FILES_LIMIT":
    case "FST_FIELDS_LIMIT":
    case "FST_PROTO_VIOLATION":
    case "FST_INVALID_JSON_FIELD_ERROR":
    case "FST_MP_PREMATURE_CLOSE":
      return storageError(400, "no_file");
    default:
      return storageError(500, "upload_failed", { cause: error });
  }
}

// Images show inline; a PDF downloads, because browsers refuse to run their PDF viewer under the sandbox CSP below.
const INLINE_TYPES = /^image\//;

export async function storageRoutes(app: FastifyInstance, options: StorageRouteOptions) {
  const { db, staffToken } = options;
  const store = options.store ?? new DatabaseChatMediaStore(db, { bytesFolder: options.bytesFolder });
  const storeInTurn = oneAfterAnother();
  const limits: UploadLimits = {
    perVisitor: { uploads: CHAT_MEDIA_UPLOADS_PER_WINDOW, windowMinutes: CHAT_MEDIA_UPLOAD_WINDOW_MINUTES },
    perAddress: { uploads: CHAT_MEDIA_UPLOADS_PER_ADDRESS, windowMinutes: CHAT_MEDIA_ADDRESS_WINDOW_MINUTES },
    budgetBytes: options.budgetBytes,
  };

  // Registered here, not globally, so only this plugin's routes accept multipart bodies.
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: CHAT_MEDIA_MAX_BYTES, files: 1, fields: 5 },
  });

  // Whatever goes wrong in parsing, the widget hears it in the storage's words; the API's error handler answers.
  app.setErrorHandler((error: unknown) => {
    throw parsingError(error);
  });

  app.post("/api/storage/chat-media", async (request, reply) => {
    const visitorHash = ensureVisitor(request, reply);
    return upload(request, reply, visitorHash);
  });

  // Staff attach a file to their reply: it is stored as the visitor's (their browser may open it, as their own
  // uploads), under the same checks and limits.
  app.post("/api/staff/conversations/:sessionId/attachments", async (request, reply) => {
    if (!isStaffRequest(request, staffToken)) await requireStaff(request);
    const params = z.object({ sessionId: z.uuid() }).safeParse(request.params);
    const conversation = params.success ? await findConversation(db, params.data.sessionId) : undefined;
    if (!conversation) throw new ApiError(404, "not_found", ["chat", "errors.notFound"]);
    return upload(request, reply, conversation.visitor_hash);
  });

  async function upload(request: FastifyRequest, reply: FastifyReply, visitorHash: string) {
    if (!request.isMultipart()) throw storageError(400, "no_file");

    // Checked before the body is read: a visitor over a limit costs us no parsing and no memory.
    const clientHash = addressHash(request.ip);
    const early = await store.refusal(visitorHash, clientHash, limits);
    if (early) throw refusalError(early);

    const upload = await readUpload(request);
    if (!upload) throw storageError(400, "no_file");
    const { name, data } = upload;

    const check = await checkUpload(name, data);
    if (!check.ok) throw check.reason === "empty" ? storageError(400, "empty") : storageError(415, "unsupported_type");

    // Counted again as the file is stored: uploads sent at the same moment all passed the first check.
    const result = await storeInTurn(() =>
      store.put({ visitorHash, clientHash, originalName: name, extension: check.extension, contentType: check.contentType, data }, limits),
    );
    if (!("stored" in result)) throw refusalError(result);
    const { stored } = result;
    const body: ChatMediaUploadResponse = {
      url: mediaUrl(stored.path),
      path: stored.path,
      name: stored.originalName,
      type: check.mediaType,
      size: stored.size,
      contentType: stored.contentType,
    };
    return reply.code(201).header("cache-control", "no-store").send(body);
  }

  // Staff open any attachment, as the console does: the role and a second factor, like every console route.
  const isEnrolledStaff = (session: Awaited<ReturnType<typeof getSession>>) => hasRole(session, STAFF_ROLES) && session!.user.twoFactorEnabled;

  app.get("/api/storage/chat-media/:path", async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    const file = params.success ? await store.get(params.data.path) : null;
    // A stranger gets the same answer for someone else's file as for no file, so paths reveal nothing.
    const allowed =
      file &&
      (isStaffRequest(request, staffToken) || sameVisitor(visitorHashOf(request), file.visitorHash) || isEnrolledStaff(await getSession(request)));
    if (!file || !allowed) throw storageError(404, "not_found");

    const disposition = INLINE_TYPES.test(file.contentType)
      ? "inline"
      : `attachment; filename*=UTF-8''${encodeHeaderFileName(file.originalName)}`;
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", disposition)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, max-age=3600")
      // The file is someone's upload: even opened directly on our origin it may never run script or load anything.
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });
}
