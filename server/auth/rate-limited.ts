// The answer to an attempt over a limit: 429, Retry-After, and the wait in the caller's words ("11 minuter").
import { rateLimited, type ApiError } from "../http/api-error.ts";

export function authRateLimited(retryAfterSeconds: number): ApiError {
  return rateLimited(["api", "errors.rateLimited"], Math.max(1, Math.ceil(retryAfterSeconds)));
}
