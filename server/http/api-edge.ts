// The edge every /api request passes: its language, text that the database could not store refused before any
// work is done, and one error answer that never carries a stack or a database message.
import type { FastifyError, FastifyInstance, FastifyRequest } from "fastify";
import type { ApiErrorResponse } from "../../app/lib/api-error-response.ts";
import { LANGUAGE_COOKIE } from "../../app/lib/constants.ts";
import { isLang, mapBrowserLanguage, parseAcceptLanguage, type Lang } from "../../app/lib/languages.ts";
import { ApiError } from "./api-error.ts";

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

/** Fastify's own refusals of a request (body parsing, limits), as the API says them. */
const FRAMEWORK_ERRORS: Record<string, () => ApiError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: invalidBody,
  FST_ERR_CTP_EMPTY_JSON_BODY: invalidBody,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: invalidBody,
  FST_ERR_CTP_BODY_TOO_LARGE: () => new ApiError(413, "too_large", ["api", "errors.tooLarge"]),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: unsupportedMediaType,
  FST_ERR_CTP_INVALID_TYPE: unsupportedMediaType,
  FST_ERR_CTP_EMPTY_TYPE: unsupportedMediaType,
};

function invalidBody() {
  return new ApiError(400, "invalid_body", ["api", "errors.invalidBody"]);
}

function unsupportedMediaType() {
  return new ApiError(415, "unsupported_media_type", ["api", "errors.unsupportedMediaType"]);
}

function toApiError(error: FastifyError | ApiError): ApiError {
  if (error instanceof ApiError) return error;
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return known();
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return new ApiError(status, "invalid_request", ["api", status === 413 ? "errors.tooLarge" : "errors.invalidBody"]);
  }
  return new ApiError(500, "internal", ["api", "errors.internal"], { cause: error });
}

export function registerApiEdge(app: FastifyInstance) {
  // No route reads compressed request bodies; a parser handed gzip bytes as a form would misread them (RFC 7694: 415).
  app.addHook("onRequest", async (request) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    if (encoding && encoding !== "identity") throw unsupportedMediaType();
  });

  app.addHook("preHandler", async (request) => {
    if (!request.url.startsWith("/api/")) return;
    if (hasUnstorableText(request.body) || hasUnstorableText(request.query) || hasUnstorableText(request.params)) {
      throw new ApiError(400, "invalid_text", ["api", "errors.invalidText"]);
    }
  });

  // An address under /api that no route serves is answered by the API, not with the site's HTML not-found page.
  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "/api/*",
    handler: async () => {
      throw new ApiError(404, "not_found", ["api", "errors.notFound"]);
    },
  });

  // The one place an error is answered: `{ error: { code, message, ...extra } }` in the caller's language.
  // Only our own words reach the client: what went wrong inside (a stack, a database message) goes to the log.
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const apiError = toApiError(error);
    if (apiError.cause !== undefined) request.log.error({ err: apiError.cause }, "request failed");
    const body: ApiErrorResponse = { error: apiError.details(requestLanguage(request)) };
    return reply.code(apiError.status).headers(apiError.headers).header("cache-control", "no-store").send(body);
  });
}
