// The edge every /api request passes: its language, text that the database could not store refused before any
// work is done, and one error answer that never carries a stack or a database message.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { LANGUAGE_COOKIE } from "../../app/lib/constants.ts";
import { isLang, mapBrowserLanguage, parseAcceptLanguage, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";

/** The language of an API caller: a `language` field in the body or query, else the site's language cookie, else the browser's, else Swedish. */
export function requestLanguage(request: FastifyRequest): Lang {
  const fromBody = (request.body as { language?: unknown } | null | undefined)?.language;
  if (isLang(fromBody)) return fromBody;
  const fromQuery = (request.query as { language?: unknown } | null | undefined)?.language;
  if (isLang(fromQuery)) return fromQuery;
  const fromCookie = request.cookies?.[LANGUAGE_COOKIE];
  if (isLang(fromCookie)) return fromCookie;
  for (const tag of parseAcceptLanguage(request.headers["accept-language"])) {
    const lang = mapBrowserLanguage(tag);
    if (lang) return lang;
  }
  return "se";
}

export type ApiErrorKey = keyof (typeof LOCALES)["se"]["api"]["errors"];

export function apiMessage(lang: Lang, key: ApiErrorKey, vars?: Record<string, string | number>): string {
  return translate(LOCALES[lang].api as unknown as Messages, `errors.${key}`, vars);
}

/** What an error adds to its code and message: values for the message's placeholders, and fields of its own. */
export interface ApiErrorDetails {
  vars?: Record<string, string | number>;
  fields?: Record<string, unknown>;
}

export function sendApiError(request: FastifyRequest, reply: FastifyReply, status: number, code: string, key: ApiErrorKey, details: ApiErrorDetails = {}) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .send({ ...details.fields, error: code, message: apiMessage(requestLanguage(request), key, details.vars) });
}

/** No request of ours nests deeper; a body that does is refused rather than walked (or let through unchecked). */
const MAX_NESTING = 32;

/**
 * True for strings PostgreSQL cannot store or that are not text: a NUL character, or a UTF-16 surrogate without
 * its pair (JSON's "\ud800" escape parses into one); true as well for nesting deeper than any request of ours.
 */
export function hasUnstorableText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000") || !value.isWellFormed();
  if (value === null || typeof value !== "object") return false;
  if (depth > MAX_NESTING) return true;
  for (const item of Array.isArray(value) ? value : Object.values(value)) {
    if (hasUnstorableText(item, depth + 1)) return true;
  }
  return false;
}

interface ErrorAnswer {
  status: number;
  error: string;
  key: ApiErrorKey;
}

/** Fastify's own refusals of a request (body parsing, limits). */
const FRAMEWORK_ERRORS: Record<string, ErrorAnswer> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: "invalid_body", key: "invalidBody" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: "invalid_body", key: "invalidBody" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: "invalid_body", key: "invalidBody" },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: "too_large", key: "tooLarge" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: "unsupported_media_type", key: "unsupportedMediaType" },
  FST_ERR_CTP_INVALID_TYPE: { status: 415, error: "unsupported_media_type", key: "unsupportedMediaType" },
  FST_ERR_CTP_EMPTY_TYPE: { status: 415, error: "unsupported_media_type", key: "unsupportedMediaType" },
};

function answerFor(error: FastifyError): ErrorAnswer {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) return { status, error: "invalid_request", key: status === 413 ? "tooLarge" : "invalidBody" };
  return { status: 500, error: "internal", key: "internal" };
}

export function registerApiEdge(app: FastifyInstance) {
  // No route reads compressed request bodies; a parser handed gzip bytes as a form would misread them (RFC 7694: 415).
  app.addHook("onRequest", async (request, reply) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") {
      return sendApiError(request, reply, 415, "unsupported_media_type", "unsupportedMediaType");
    }
  });

  app.addHook("preHandler", async (request, reply) => {
    if (!request.url.startsWith("/api/")) return;
    if (hasUnstorableText(request.body) || hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
      return sendApiError(request, reply, 400, "invalid_text", "invalidText");
    }
  });

  // An address under /api that no route serves is answered by the API, not with the site's HTML not-found page.
  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/api/*",
    handler: (request, reply) => sendApiError(request, reply, 404, "not_found", "notFound"),
  });

  // Only our own words reach the client: the error itself (a stack, a database message) goes to the log.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const answer = answerFor(error);
    if (answer.status >= 500) request.log.error({ err: error }, "request failed");
    return sendApiError(request, reply, answer.status, answer.error, answer.key);
  });
}
