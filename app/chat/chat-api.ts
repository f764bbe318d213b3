// The widget's HTTP calls (types in chat-contract.ts); each answers with a result, never throws.
import { readApiError } from "../lib/api-error-response.ts";
import type { Lang } from "../lib/languages.ts";
import type { ChatBotRequest, ChatBotResponse, ChatHistoryResponse, MediaItem } from "./chat-contract.ts";

export type ApiFailure =
  /** The request never got an answer (offline, connection reset). */
  | { kind: "network" }
  /** The server answered with an error status; its error's `code`, `message` and `fields`, when it sent them. */
  | { kind: "http"; status: number; code: string | null; message: string | null; fields: Record<string, string> | null }
  /** A 2xx answer that is not what the contract promises. */
  | { kind: "malformed" };

export type ApiResult<T> = { ok: true; value: T } | ({ ok: false } & ApiFailure);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

async function errorBody(response: Response) {
  const error = readApiError(await response.json().catch(() => null));
  return { code: error?.code ?? null, message: error?.message || null, fields: error?.fields ?? null };
}

export async function call<T>(input: string, init: RequestInit, accept: (body: unknown) => body is T): Promise<ApiResult<T>> {
  let response: Response;
  try {
    response = await fetch(input, { credentials: "same-origin", ...init });
  } catch {
    return { ok: false, kind: "network" };
  }
  if (!response.ok) return { ok: false, kind: "http", status: response.status, ...(await errorBody(response)) };
  const body: unknown = await response.json().catch(() => undefined);
  return accept(body) ? { ok: true, value: body } : { ok: false, kind: "malformed" };
}

export function postJson<T>(url: string, body: unknown, accept: (body: unknown) => body is T) {
  return call(url, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }, accept);
}

const isMessageList = (value: unknown) => Array.isArray(value) && value.every((m) => isObject(m) && typeof m.id === "string");

function isChatBotResponse(body: unknown): body is ChatBotResponse {
  return isObject(body) && typeof body.sessionId === "string" && typeof body.response === "string" && isMessageList(body.messages);
}

function isHistory(body: unknown): body is ChatHistoryResponse {
  return isObject(body) && typeof body.sessionId === "string" && isMessageList(body.messages);
}

export interface UploadedMedia extends MediaItem {
  path: string;
  size: number;
  contentType: string;
}

function isUploadedMedia(body: unknown): body is UploadedMedia {
  return isObject(body) && typeof body.url === "string" && typeof body.name === "string" && (body.type === "image" || body.type === "file");
}

export function sendChatMessage(request: ChatBotRequest): Promise<ApiResult<ChatBotResponse>> {
  return postJson("/api/chat-bot", request, isChatBotResponse);
}

export function fetchHistory(sessionId: string, after?: string): Promise<ApiResult<ChatHistoryResponse>> {
  const query = after ? `?after=${encodeURIComponent(after)}` : "";
  return call(`/api/chat/sessions/${encodeURIComponent(sessionId)}/messages${query}`, { cache: "no-store" }, isHistory);
}

export function setReplyLanguage(sessionId: string, language: Lang): Promise<ApiResult<{ replyLanguage: Lang }>> {
  return postJson(
    `/api/chat/sessions/${encodeURIComponent(sessionId)}/reply-language`,
    { language },
    (body): body is { replyLanguage: Lang } => isObject(body) && typeof body.replyLanguage === "string",
  );
}

export function uploadChatMedia(file: File, language: Lang): Promise<ApiResult<UploadedMedia>> {
  const form = new FormData();
  form.append("file", file, file.name);
  return call(`/api/storage/chat-media?language=${language}`, { method: "POST", body: form }, isUploadedMedia);
}

export interface ExpertContactRequest {
  name: string;
  email: string;
  phone: string;
  message: string;
  language: Lang;
  sessionId: string | null;
}

export function sendExpertContact(request: ExpertContactRequest): Promise<ApiResult<{ ok: true; sessionId: string | null }>> {
  return postJson(
    "/api/send-contact-email",
    request,
    (body): body is { ok: true; sessionId: string | null } => isObject(body) && body.ok === true,
  );
}
