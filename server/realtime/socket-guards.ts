// What every WebSocket of ours checks, the visitors' (/api/realtime) and the staff's (/api/staff/realtime) alike:
// the page that opens it is this site's (cross-site WebSocket hijacking), and a socket that floods is closed.
import type { FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error.ts";

/** Refuses, before the upgrade, a socket opened by a page on another site; no Origin (a non-browser client) passes. */
export function assertSocketOrigin(request: FastifyRequest, allowedOrigins: readonly string[]): void {
  const origin = request.headers.origin;
  if (!origin) return;
  let host: string | null = null;
  try {
    host = new URL(origin).host;
  } catch {
    // not a URL: refused below
  }
  if (host !== request.host && !allowedOrigins.includes(origin)) {
    throw new ApiError(403, "forbidden_origin", ["api", "errors.forbiddenOrigin"]);
  }
}

/** The size of a received frame: the plugin's maxPayload fits the voice call's audio frames, the chat sockets check their own. */
export function frameBytes(data: Buffer | ArrayBuffer | Buffer[]): number {
  return Array.isArray(data) ? data.reduce((sum, part) => sum + part.length, 0) : data.byteLength;
}

/** Counts a socket's frames per second; `flooding()` is true once it sends more than `perSecond`. */
export class FrameCounter {
  private count = 0;
  private since = Date.now();
  private readonly perSecond: number;

  constructor(perSecond: number) {
    this.perSecond = perSecond;
  }

  flooding(): boolean {
    const now = Date.now();
    if (now - this.since >= 1000) {
      this.count = 0;
      this.since = now;
    }
    this.count += 1;
    return this.count > this.perSecond;
  }
}
