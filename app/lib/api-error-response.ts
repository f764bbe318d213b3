// The one shape of every /api error (docs/decisions/007), shared by the server that writes it and the browser that reads it.

/** `{ error: { code, message, ...fields } }`: a code to act on, a message in the caller's language, and fields some errors add. */
export interface ApiErrorResponse {
  error: ApiErrorDetails;
}

export interface ApiErrorDetails {
  code: string;
  message: string;
  /** Per-field messages of a form that was refused (`name`, `email`, …). */
  fields?: Record<string, string>;
  /** A refusal for too many requests: how long to wait (also in the `Retry-After` header). */
  retryAfterSeconds?: number;
  [extra: string]: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

/** The error of an error response's body; null when the body is not of the API's shape (a proxy's page, nothing). */
export function readApiError(body: unknown): ApiErrorDetails | null {
  if (!isObject(body) || !isObject(body.error)) return null;
  const { code, message, fields } = body.error;
  if (typeof code !== "string" || typeof message !== "string") return null;
  return {
    ...body.error,
    code,
    message,
    fields: isObject(fields)
      ? Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"))
      : undefined,
  };
}
