// Screen sharing through the real app and real sockets: a visitor starts a share, a technician joins with the code and
// the two exchange signalling over /api/realtime and /api/staff/realtime; who may join (not a visitor of another
// conversation, not a stranger holding the code, not another technician), codes that are spent or expired, stop on
// either side, and the validation and rate limit of signalling messages.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { JoinScreenShareResponse, ScreenServerMessage, StaffScreenShareView, StartScreenShareResponse } from "../../app/chat/screen-share-contract.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { Browser, GOOD_PASSWORD, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestApp } from "../test-support.ts";
import { hashShareCode } from "./codes.ts";
import { expireShares } from "./shares.ts";

let t: TestApp & { port: number };
let anna: { browser: Browser; userId: string };
let erik: { browser: Browser; userId: string };
const sockets: WebSocket[] = [];
const TURN_SECRET = "screen-share-test-secret";

beforeAll(async () => {
  const app = await createTestApp({
    ...CONSOLE_ADMIN_ENV,
    STUN_URLS: "stun:stun.example.net:3478",
    TURN_URLS: "turn:turn.example.net:3478?transport=udp",
    TURN_SECRET,
  });
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  t = Object.assign(app, { port: (app.app.server.address() as { port: number }).port });
  const admin = await consoleAdmin(t);
  anna = await staffMember(t, admin, "anna.screen@example.se", "agent", "Anna Andersson");
  erik = await staffMember(t, admin, "erik.screen@example.se", "agent", "Erik Eriksson");
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

type Any = { type: string; [key: string]: unknown };

async function socket(path: string, browser: Browser, ready: (m: Any) => boolean) {
  const ws = new WebSocket(`ws://127.0.0.1:${t.port}${path}`, { headers: { cookie: browser.cookieHeader(), origin: t.config.siteUrl } });
  sockets.push(ws);
  const received: Any[] = [];
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  ws.on("message", (data) => received.push(JSON.parse(data.toString()) as Any));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const waitFor = async (predicate: (m: Any) => boolean, timeoutMs = 5000): Promise<Any> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const index = received.findIndex(predicate);
      if (index >= 0) return received.splice(index, 1)[0]!;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`timed out; received ${JSON.stringify(received)}`);
  };
  const socketApi = { ws, received, closed, waitFor, send: (message: object) => ws.send(JSON.stringify(message)) };
  if (path === "/api/staff/realtime") await waitFor(ready);
  return socketApi;
}

const staffSocket = (browser: Browser) => socket("/api/staff/realtime", browser, (m) => m.type === "ready");

/** The visitor's socket, subscribed to its conversation (the widget does the same before attaching). */
async function visitorSocket(browser: Browser, sessionId: string) {
  const s = await socket("/api/realtime", browser, () => true);
  s.send({ type: "subscribe", sessionId });
  await s.waitFor((m) => m.type === "subscribed" || (m.type === "error" && m.code === "forbidden"));
  return s;
}

const screen = (type: ScreenServerMessage["type"], extra: Record<string, unknown> = {}) => (m: Any) =>
  m.type === type && Object.entries(extra).every(([key, value]) => JSON.stringify(m[key]) === JSON.stringify(value));

async function startShare(visitor: Browser, sessionId: string | null = null, language = "en") {
  const res = await visitor.post("/api/chat/screen-share", { sessionId, language });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as StartScreenShareResponse;
}

async function shareRow(shareId: string) {
  return t.db.selectFrom("screen_shares").selectAll().where("id", "=", shareId).executeTakeFirstOrThrow();
}

const OFFER = { kind: "offer", sdp: "v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\n" };

describe("starting a share", () => {
  it("makes a conversation when the widget has none, gives a 6-character code once, stores only its hash, and tells staff", async () => {
    const visitor = new Browser(t);
    const started = await startShare(visitor);
    expect(started.code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(Date.parse(started.expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(Date.parse(started.expiresAt) - Date.now()).toBeLessThanOrEqual(10 * 60_000 + 5000);
    // ICE servers for this peer: STUN, and TURN with coturn REST credentials naming the conversation.
    expect(started.iceServers[0]).toEqual({ urls: ["stun:stun.example.net:3478"] });
    expect(started.iceServers[1]!.username).toMatch(new RegExp(`^\\d{10}:${started.sessionId}$`));

    const row = await shareRow(started.shareId);
    expect(row).toMatchObject({ session_id: started.sessionId, status: "waiting", code_hash: hashShareCode(started.code) });
    expect(JSON.stringify(row)).not.toContain(started.code);

    const history = await visitor.get(`/api/chat/sessions/${started.sessionId}/messages`);
    expect(history.json().messages.map((m: { content: string; sender_type: string }) => [m.sender_type, m.content])).toEqual([
      ["activity", LOCALES.en.chat.screenShare.activity.requested],
    ]);

    const view = await anna.browser.get(`/api/staff/conversations/${started.sessionId}/screen-share`);
    expect(view.statusCode).toBe(200);
    expect((view.json() as StaffScreenShareView).share).toMatchObject({ id: started.shareId, status: "waiting", mine: false });
  });

  it("refuses a conversation that is not the browser's, and malformed bodies", async () => {
    const owner = new Browser(t);
    const { sessionId } = await startShare(owner);
    const other = new Browser(t);
    const res = await other.post("/api/chat/screen-share", { sessionId, language: "en" });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(LOCALES.en.chat.errors.notFound);
    const bad = await other.post("/api/chat/screen-share", { sessionId: "not-a-uuid", language: "en" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe("validation");
  });

  it("starting again replaces the open share (its code dies with it)", async () => {
    const visitor = new Browser(t);
    const first = await startShare(visitor);
    const second = await startShare(visitor, first.sessionId);
    expect((await shareRow(first.shareId)).status).toBe("ended");
    expect((await shareRow(first.shareId)).code_hash).toBeNull();
    const join = await anna.browser.post("/api/staff/screen-shares/join", { code: first.code });
    expect(join.statusCode).toBe(404);
    expect((await shareRow(second.shareId)).status).toBe("waiting");
  });
});

describe("joining and signalling", () => {
  it("connects the visitor and the technician who joined with the code: viewer ready, offer, answer, candidates", async () => {
    const visitor = new Browser(t);
    const started = await startShare(visitor);
    const v = await visitorSocket(visitor, started.sessionId);
    v.send({ type: "screen.attach", shareId: started.shareId });
    await v.waitFor(screen("screen.attached", { shareId: started.shareId, status: "waiting" }));

    // The code as read out on the phone: lower case with a space.
    const spoken = `${started.code.slice(0, 3).toLowerCase()} ${started.code.slice(3)}`;
    const join = await anna.browser.post("/api/staff/screen-shares/join", { code: spoken });
    expect(join.statusCode, join.body).toBe(200);
    const joined = join.json() as JoinScreenShareResponse;
    expect(joined).toMatchObject({ shareId: started.shareId, sessionId: started.sessionId });
    expect(joined.iceServers[1]!.username).toMatch(new RegExp(`^\\d{10}:${anna.userId}$`));
    expect(await shareRow(started.shareId)).toMatchObject({ status: "active", code_hash: null, staff_user_id: anna.userId });

    const a = await staffSocket(anna.browser);
    a.send({ type: "screen.attach", shareId: started.shareId });
    await a.waitFor(screen("screen.attached", { status: "active" }));
    await v.waitFor(screen("screen.viewer_ready", { shareId: started.shareId }));

    v.send({ type: "screen.signal", shareId: started.shareId, signal: OFFER });
    expect((await a.waitFor(screen("screen.signal"))).signal).toEqual(OFFER);
    const answer = { kind: "answer", sdp: "v=0\r\nanswer\r\n" };
    a.send({ type: "screen.signal", shareId: started.shareId, signal: answer });
    expect((await v.waitFor(screen("screen.signal"))).signal).toEqual(answer);
    const candidates = { kind: "candidates", candidates: [{ candidate: "candidate:1 1 udp 2122260223 192.0.2.10 54400 typ host", sdpMid: "0", sdpMLineIndex: 0 }] };
    v.send({ type: "screen.signal", shareId: started.shareId, signal: candidates });
    expect((await a.waitFor(screen("screen.signal"))).signal).toEqual(candidates);

    // Staff see who views it; the visitor sees the technician's name in the conversation.
    const view = (await erik.browser.get(`/api/staff/conversations/${started.sessionId}/screen-share`)).json() as StaffScreenShareView;
    expect(view.share).toMatchObject({ status: "active", staffName: "Anna Andersson", mine: false });
    const history = (await visitor.get(`/api/chat/sessions/${started.sessionId}/messages`)).json();
    expect(history.messages.at(-1).content).toBe("Anna Andersson is now viewing the shared screen.");
  });

  it("lets nobody else in: not a visitor of another conversation, not a stranger with the code, not another technician", async () => {
    const visitor = new Browser(t);
    const started = await startShare(visitor);

    // A visitor with a conversation of their own cannot subscribe to this one, attach to its share or signal into it.
    const other = new Browser(t);
    const own = await startShare(other);
    const o = await visitorSocket(other, own.sessionId);
    o.send({ type: "subscribe", sessionId: started.sessionId });
    await o.waitFor((m) => m.type === "error" && m.code === "forbidden");
    o.send({ type: "screen.attach", shareId: started.shareId });
    await o.waitFor(screen("screen.error", { shareId: started.shareId, code: "forbidden" }));
    o.send({ type: "screen.signal", shareId: started.shareId, signal: OFFER });
    await o.waitFor(screen("screen.error", { shareId: started.shareId, code: "forbidden" }));
    expect((await other.post(`/api/chat/screen-share/${started.shareId}/stop`)).statusCode).toBe(404);

    // A stranger holding the code: no staff session (401), or a signed-in customer (403). The code stays unspent.
    const stranger = new Browser(t);
    expect((await stranger.post("/api/staff/screen-shares/join", { code: started.code })).statusCode).toBe(401);
    const customer = await signedUpUser(t, "kund.screen@example.se", GOOD_PASSWORD);
    expect((await customer.post("/api/staff/screen-shares/join", { code: started.code })).statusCode).toBe(403);
    expect((await customer.get(`/api/staff/conversations/${started.sessionId}/screen-share`)).statusCode).toBe(403);
    expect((await shareRow(started.shareId)).status).toBe("waiting");

    // Anna joins; Erik, staff too, may neither take it over nor attach his socket to it.
    expect((await anna.browser.post(`/api/staff/screen-shares/${started.shareId}/join`)).statusCode).toBe(200);
    const taken = await erik.browser.post(`/api/staff/screen-shares/${started.shareId}/join`, undefined, { "accept-language": "en" });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(LOCALES.en.chat.screenShare.errors.taken);
    const e = await staffSocket(erik.browser);
    e.send({ type: "screen.attach", shareId: started.shareId });
    await e.waitFor(screen("screen.error", { code: "forbidden" }));
    e.send({ type: "screen.signal", shareId: started.shareId, signal: { kind: "answer", sdp: "v=0" } });
    await e.waitFor(screen("screen.error", { code: "forbidden" }));
    // Anna may come back to it (a reloaded console).
    expect((await anna.browser.post(`/api/staff/screen-shares/${started.shareId}/join`)).statusCode).toBe(200);
  });

  it("spends a code on first use and refuses expired, unknown and malformed codes alike (localized)", async () => {
    const visitor = new Browser(t);
    const started = await startShare(visitor);
    expect((await anna.browser.post("/api/staff/screen-shares/join", { code: started.code })).statusCode).toBe(200);
    const reused = await erik.browser.post("/api/staff/screen-shares/join", { code: started.code }, { "accept-language": "fi" });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error).toMatchObject({ code: "code_invalid", message: LOCALES.fi.chat.screenShare.errors.codeInvalid });
    // Even the technician who spent it cannot use it again.
    expect((await anna.browser.post("/api/staff/screen-shares/join", { code: started.code })).statusCode).toBe(404);

    const late = await startShare(visitor);
    const v = await visitorSocket(visitor, late.sessionId);
    v.send({ type: "screen.attach", shareId: late.shareId });
    await v.waitFor(screen("screen.attached"));
    await t.db.updateTable("screen_shares").set({ expires_at: new Date(Date.now() - 1000) }).where("id", "=", late.shareId).execute();
    const expired = await anna.browser.post("/api/staff/screen-shares/join", { code: late.code }, { "accept-language": "se" });
    expect(expired.statusCode).toBe(404);
    expect(expired.json().error.message).toBe("Koden är ogiltig, redan använd eller har gått ut.");
    expect((await anna.browser.post(`/api/staff/screen-shares/${late.shareId}/join`)).statusCode).toBe(404);
    // The sweep ends it, forgets the code and tells the waiting visitor.
    expect(await expireShares(t.services.chat)).toBeGreaterThanOrEqual(1);
    await v.waitFor(screen("screen.ended", { shareId: late.shareId, reason: "expired" }));
    expect(await shareRow(late.shareId)).toMatchObject({ status: "ended", code_hash: null, end_reason: "expired" });

    for (const code of ["ZZZZZ", "abc", "", "ZZZZZZZ", "O0O0O0"]) {
      expect((await anna.browser.post("/api/staff/screen-shares/join", { code })).statusCode).toBe(404);
    }
    expect((await anna.browser.post("/api/staff/screen-shares/join", {})).statusCode).toBe(404);
  });
});

describe("ending a share", () => {
  async function liveShare() {
    const visitor = new Browser(t);
    const started = await startShare(visitor);
    const v = await visitorSocket(visitor, started.sessionId);
    v.send({ type: "screen.attach", shareId: started.shareId });
    await v.waitFor(screen("screen.attached"));
    expect((await anna.browser.post("/api/staff/screen-shares/join", { code: started.code })).statusCode).toBe(200);
    const a = await staffSocket(anna.browser);
    a.send({ type: "screen.attach", shareId: started.shareId });
    await v.waitFor(screen("screen.viewer_ready"));
    return { visitor, started, v, a };
  }

  it("stop by the visitor ends it in the console, with a line in the conversation", async () => {
    const { visitor, started, a } = await liveShare();
    expect((await visitor.post(`/api/chat/screen-share/${started.shareId}/stop`)).statusCode).toBe(200);
    await a.waitFor(screen("screen.ended", { shareId: started.shareId, reason: "visitor" }));
    expect(await shareRow(started.shareId)).toMatchObject({ status: "ended", end_reason: "visitor" });
    const history = (await visitor.get(`/api/chat/sessions/${started.sessionId}/messages`)).json();
    expect(history.messages.at(-1).content).toBe(LOCALES.en.chat.screenShare.activity.ended);
    // Ended is ended: no more signals, no second stop.
    a.send({ type: "screen.signal", shareId: started.shareId, signal: { kind: "answer", sdp: "v=0" } });
    await a.waitFor(screen("screen.error", { code: "forbidden" }));
    expect((await anna.browser.get(`/api/staff/conversations/${started.sessionId}/screen-share`)).json().share).toBeNull();
  });

  it("stop by the technician ends it for the visitor", async () => {
    const { started, v } = await liveShare();
    expect((await anna.browser.post(`/api/staff/screen-shares/${started.shareId}/stop`)).statusCode).toBe(200);
    await v.waitFor(screen("screen.ended", { shareId: started.shareId, reason: "staff" }));
  });

  it("the sharer's page going away (its socket closing) ends it in the console", async () => {
    const { started, v, a } = await liveShare();
    v.ws.close();
    await a.waitFor(screen("screen.ended", { shareId: started.shareId, reason: "left" }));
  });
});

describe("signalling messages", () => {
  it("are validated (shape, sizes) and rate limited per socket", async () => {
    const visitor = new Browser(t);
    const started = await startShare(visitor);
    const v = await visitorSocket(visitor, started.sessionId);
    v.send({ type: "screen.attach", shareId: started.shareId });
    await v.waitFor(screen("screen.attached"));
    const invalid = [
      { type: "screen.attach", shareId: "x" },
      { type: "screen.signal", shareId: started.shareId, signal: { kind: "offer", sdp: "x".repeat(3501) } },
      { type: "screen.signal", shareId: started.shareId, signal: { kind: "bye" } },
      { type: "screen.signal", shareId: started.shareId, signal: { kind: "offer", sdp: "v=0\r\n\u0001\u0002" } },
      { type: "screen.signal", shareId: started.shareId, signal: { kind: "answer", sdp: "v=0 åäö" } },
      { type: "screen.signal", shareId: started.shareId, signal: { kind: "candidates", candidates: [] } },
      { type: "screen.signal", shareId: started.shareId, signal: { kind: "candidates", candidates: Array(9).fill({ candidate: "c", sdpMid: "0", sdpMLineIndex: 0 }) } },
      { type: "screen.view", shareId: started.shareId },
    ];
    for (const message of invalid) {
      v.send(message);
      await v.waitFor(screen("screen.error", { code: "invalid" }));
    }
    // More than SCREEN_SIGNALS_PER_SECOND in a second: refused (the socket's own flood limit, 20, is not reached).
    await new Promise((r) => setTimeout(r, 1100));
    for (let i = 0; i < 12; i++) v.send({ type: "screen.attach", shareId: started.shareId });
    await v.waitFor(screen("screen.error", { code: "rate_limited" }));
  });

  it("a start rate limit per address answers 429 with a localized wait", async () => {
    const visitor = new Browser(t, { "x-test": "rate" });
    const { sessionId } = await startShare(visitor);
    let last = 200;
    for (let i = 0; i < 25 && last === 200; i++) last = (await visitor.post("/api/chat/screen-share", { sessionId, language: "en" })).statusCode;
    expect(last).toBe(429);
  });
});
