// Who owns a conversation: a random token in an httpOnly cookie, bound to the browser that started the chat.
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";

export const CHAT_VISITOR_COOKIE = "chat_visitor";
const CHAT_VISITOR_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashVisitorToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** The visitor hash of a chat cookie's value, or null for none (or a malformed one). */
export function visitorHashOfToken(token: string | undefined): string | null {
  return token && TOKEN_PATTERN.test(token) ? hashVisitorToken(token) : null;
}

/** The visitor hash of a request's cookie, or null when it carries none (or a malformed one). */
export function visitorHashOf(request: FastifyRequest): string | null {
  return visitorHashOfToken(request.cookies[CHAT_VISITOR_COOKIE]);
}

/** The visitor hash of a request, issuing a new cookie on the reply when the browser has none yet. */
export function ensureVisitor(request: FastifyRequest, reply: FastifyReply): string {
  const existing = visitorHashOf(request);
  if (existing) return existing;
  const token = newVisitorToken();
  reply.setCookie(CHAT_VISITOR_COOKIE, token, visitorCookieOptions(request));
  return hashVisitorToken(token);
}

export function newVisitorToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The chat cookie's attributes; the voice call's socket sets it in its handshake (server/voice/voice-call.ts). */
export function visitorCookieOptions(request: FastifyRequest) {
  return {
    path: "/api",
    httpOnly: true,
    sameSite: "lax" as const,
    secure: request.protocol === "https",
    maxAge: CHAT_VISITOR_MAX_AGE_SECONDS,
  };
}

export function sameVisitor(a: string | null, b: string): boolean {
  if (!a || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** Staff tools (until the admin console exists) authenticate with STAFF_API_TOKEN as a bearer token. */
export function isStaffRequest(request: FastifyRequest, staffToken: string | undefined): boolean {
  if (!staffToken) return false;
  const header = request.headers.authorization ?? "";
  const given = header.startsWith("Bearer ") ? header.slice(7) : "";
  const a = createHash("sha256").update(given).digest();
  const b = createHash("sha256").update(staffToken).digest();
  return given.length > 0 && timingSafeEqual(a, b);
}
