// Screen sharing across two instances of the site on one PostgreSQL: the visitor's socket on one, the technician's on
// the other; the code, the viewer's readiness, the offer, the answer, the candidates and the end all cross through
// the database and the bus (LISTEN/NOTIFY), not through either process's memory. Skipped where no throwaway
// PostgreSQL can run.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import type { StartScreenShareResponse } from "../../app/chat/screen-share-contract.ts";
import { Browser, type TestApp } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";

const postgresUrl = inject("postgresUrl");

type Listening = TestApp & { port: number };
type Any = { type: string; [key: string]: unknown };
const sockets: WebSocket[] = [];
let a: Listening;
let b: Listening;
let drop: () => Promise<void>;

async function start(url: string): Promise<Listening> {
  const t = await createTestApp(CONSOLE_ADMIN_ENV, url);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return Object.assign(t, { port: (t.app.server.address() as { port: number }).port });
}

async function socket(t: Listening, path: string, cookie: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${t.port}${path}`, { headers: { cookie, origin: t.config.siteUrl } });
  sockets.push(ws);
  const received: Any[] = [];
  ws.on("message", (data) => received.push(JSON.parse(data.toString()) as Any));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const waitFor = async (predicate: (m: Any) => boolean, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = received.findIndex(predicate);
      if (index >= 0) return received.splice(index, 1)[0]!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`timed out; received ${JSON.stringify(received)}`);
  };
  return { waitFor, send: (message: object) => ws.send(JSON.stringify(message)) };
}

describe.skipIf(!postgresUrl)("screen sharing on two instances over one PostgreSQL", () => {
  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    a = await start(database.url);
    b = await start(database.url);
  });
  afterAll(async () => {
    for (const s of sockets) s.terminate();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it("connects a visitor on one instance with a technician on the other, and ends it for both", async () => {
    const admin = await consoleAdmin(a);
    const anna = await staffMember(a, admin, "anna.instances@example.se", "agent", "Anna Andersson");
    const staffCookie = anna.browser.cookieHeader();

    // The visitor starts on A and attaches its socket there.
    const visitor = new Browser(a);
    const res = await visitor.post("/api/chat/screen-share", { language: "en" });
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json() as StartScreenShareResponse;
    const v = await socket(a, "/api/realtime", visitor.cookieHeader());
    v.send({ type: "subscribe", sessionId: started.sessionId });
    await v.waitFor((m) => m.type === "subscribed");
    v.send({ type: "screen.attach", shareId: started.shareId });
    await v.waitFor((m) => m.type === "screen.attached");

    // The technician joins with the code on B (the code is checked against the shared database) and attaches there.
    const join = await b.app.inject({ method: "POST", url: "/api/staff/screen-shares/join", headers: { cookie: staffCookie, origin: b.config.siteUrl }, payload: { code: started.code } });
    expect(join.statusCode, join.body).toBe(200);
    const s = await socket(b, "/api/staff/realtime", staffCookie);
    await s.waitFor((m) => m.type === "ready");
    s.send({ type: "screen.attach", shareId: started.shareId });
    await s.waitFor((m) => m.type === "screen.attached");
    await v.waitFor((m) => m.type === "screen.viewer_ready" && m.shareId === started.shareId);

    // An offer of a realistic size (about 1.7 kB, VP8 only) crosses in one NOTIFY; answer and candidates come back.
    const sdp = `v=0\r\n${"a=fmtp:96 x-google-start-bitrate=1000\r\n".repeat(42)}`;
    expect(sdp.length).toBeGreaterThan(1600);
    v.send({ type: "screen.signal", shareId: started.shareId, signal: { kind: "offer", sdp } });
    const offer = await s.waitFor((m) => m.type === "screen.signal");
    expect(offer.signal).toEqual({ kind: "offer", sdp });
    s.send({ type: "screen.signal", shareId: started.shareId, signal: { kind: "answer", sdp: "v=0\r\n" } });
    await v.waitFor((m) => m.type === "screen.signal" && (m.signal as { kind: string }).kind === "answer");
    const candidates = Array.from({ length: 8 }, (_, i) => ({ candidate: `candidate:${i} 1 udp 2122260223 192.0.2.${i} 5440${i} typ host generation 0 ufrag abcd network-id 1`, sdpMid: "0", sdpMLineIndex: 0 }));
    s.send({ type: "screen.signal", shareId: started.shareId, signal: { kind: "candidates", candidates } });
    expect((await v.waitFor((m) => m.type === "screen.signal")).signal).toEqual({ kind: "candidates", candidates });

    // The technician stops on B: the visitor's socket on A hears it.
    const stop = await b.app.inject({ method: "POST", url: `/api/staff/screen-shares/${started.shareId}/stop`, headers: { cookie: staffCookie, origin: b.config.siteUrl } });
    expect(stop.statusCode).toBe(200);
    await v.waitFor((m) => m.type === "screen.ended" && m.reason === "staff");
  });
});
