// Presence through the real app: a chat socket that reports its page is counted by GET /api/staff/presence (and on
// the console page) until it closes, its conversation learns the visitor's current page, a malformed report is
// refused and changes nothing; on PostgreSQL a socket on one instance is counted by the other.
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import type { ChatBotResponse, RealtimeServerMessage } from "../../app/chat/chat-contract.ts";
import { Browser } from "../auth/auth-test-client.ts";
import { CHAT_VISITOR_COOKIE } from "../chat/visitor.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import type { PresenceSnapshot } from "./presence.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const postgresUrl = inject("postgresUrl");
const sockets: WebSocket[] = [];

afterEach(() => {
  for (const socket of sockets.splice(0)) socket.terminate();
});

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

async function startChat(t: TestApp) {
  const res = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "Hej", language: "se" } });
  const cookie = res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE)!;
  return { sessionId: (res.json() as ChatBotResponse).sessionId, cookie: `${CHAT_VISITOR_COOKIE}=${cookie.value}` };
}

async function connect(port: number, cookie: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers: { cookie } });
  sockets.push(ws);
  const received: RealtimeServerMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse(data.toString())));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const waitFor = async (predicate: (m: RealtimeServerMessage) => boolean, count = 1) => {
    const deadline = Date.now() + 5000;
    while (received.filter(predicate).length < count) {
      if (Date.now() > deadline) throw new Error(`timed out; received ${JSON.stringify(received)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  const send = (message: object) => ws.send(JSON.stringify(message));
  return { ws, received, waitFor, send };
}

async function presence(staff: Browser): Promise<PresenceSnapshot> {
  const res = await staff.get("/api/staff/presence");
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  return res.json() as PresenceSnapshot;
}

async function until(check: () => Promise<boolean>, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const currentPage = async (t: TestApp, sessionId: string) =>
  (await t.db.selectFrom("conversations").select("current_page").where("id", "=", sessionId).executeTakeFirstOrThrow()).current_page;

describe("presence on one instance", () => {
  let t: TestApp;
  let port: number;
  let agent: Browser;

  beforeAll(async () => {
    t = await createTestApp(CONSOLE_ADMIN_ENV);
    port = await listening(t);
    const admin = await consoleAdmin(t);
    agent = (await staffMember(t, admin, "presence-agent@example.se", "agent", "Agnes Agent")).browser;
  });
  afterAll(() => t.close());

  it("counts a chat socket on the page it reports until it closes, and keeps the page on its conversation", async () => {
    const { sessionId, cookie } = await startChat(t);
    const before = await presence(agent);
    expect(before.visitorsNow).toBe(0);
    expect(await currentPage(t, sessionId)).toBeNull();

    const client = await connect(port, cookie);
    client.send({ type: "subscribe", sessionId });
    await client.waitFor((m) => m.type === "subscribed");
    client.send({ type: "presence", path: "/en/cloud-services", language: "en" });
    await until(async () => (await presence(agent)).visitorsNow === 1);
    const now = await presence(agent);
    expect(now.pages).toEqual([{ path: "/en/cloud-services", language: "en", visitors: 1 }]);
    expect(now.languages).toEqual([{ language: "en", visitors: 1 }]);
    expect(now.instances).toBe(1);
    expect(Date.parse(now.updatedAt)).toBeGreaterThan(Date.now() - 5000);
    expect(await currentPage(t, sessionId)).toBe("/en/cloud-services");

    // The console page shows the same, rendered on the server.
    const page = await agent.get("/en/admin/presence");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Visitors on the site now: 1");
    expect(page.body).toContain("/en/cloud-services");

    // The visitor moves on: the count follows and the conversation's page is written again.
    client.send({ type: "presence", path: "/se/molntjanster", language: "se" });
    await until(async () => (await presence(agent)).pages[0]?.path === "/se/molntjanster");
    expect(await currentPage(t, sessionId)).toBe("/se/molntjanster");

    client.ws.close();
    await until(async () => (await presence(agent)).visitorsNow === 0);
    expect((await presence(agent)).pages).toEqual([]);
    // What the inbox shows stays: the last page the visitor was on.
    expect(await currentPage(t, sessionId)).toBe("/se/molntjanster");
  });

  it("writes the conversation's page only when it changed", async () => {
    const { sessionId, cookie } = await startChat(t);
    const client = await connect(port, cookie);
    client.send({ type: "subscribe", sessionId });
    await client.waitFor((m) => m.type === "subscribed");
    client.send({ type: "presence", path: "/fi/pilvipalvelut", language: "fi" });
    await until(async () => (await currentPage(t, sessionId)) === "/fi/pilvipalvelut");

    // Changed behind the socket's back: the same report again is no change to this socket, so nothing is written.
    await t.db.updateTable("conversations").set({ current_page: "/fi" }).where("id", "=", sessionId).execute();
    client.send({ type: "presence", path: "/fi/pilvipalvelut", language: "fi" });
    client.send({ type: "ping" });
    await client.waitFor((m) => m.type === "pong");
    await new Promise((r) => setTimeout(r, 200));
    expect(await currentPage(t, sessionId)).toBe("/fi");
  });

  it("answers a malformed presence report with the hub's error, and a report before subscribing with forbidden; nothing changes", async () => {
    const { sessionId, cookie } = await startChat(t);
    const client = await connect(port, cookie);
    client.send({ type: "presence", path: "/en", language: "en" });
    await client.waitFor((m) => m.type === "error" && m.code === "forbidden");

    client.send({ type: "subscribe", sessionId });
    await client.waitFor((m) => m.type === "subscribed");
    const malformed = [
      { type: "presence", path: "https://evil.example/en", language: "en" },
      { type: "presence", path: "//evil.example/en", language: "en" },
      { type: "presence", path: "/\\evil.example", language: "en" },
      { type: "presence", path: "/en?email=someone@example.se", language: "en" },
      { type: "presence", path: `/en/${"a".repeat(197)}`, language: "en" },
      { type: "presence", path: "/de", language: "de" },
      { type: "presence", path: "/en <script>", language: "en" },
      { type: "presence", language: "en" },
      { type: "presence", path: "/en" },
    ];
    for (const message of malformed) client.send(message);
    await client.waitFor((m) => m.type === "error" && m.code === "invalid", malformed.length);
    expect(client.received.filter((m) => m.type === "error" && m.code === "invalid")).toHaveLength(malformed.length);
    expect(client.received.filter((m) => m.type === "error")).toHaveLength(malformed.length + 1);

    await new Promise((r) => setTimeout(r, 200));
    expect((await presence(agent)).visitorsNow).toBe(0);
    expect(await currentPage(t, sessionId)).toBeNull();
    // The socket is still served.
    client.send({ type: "presence", path: `/en/${"a".repeat(196)}`, language: "en" });
    await until(async () => (await presence(agent)).visitorsNow === 1);
  });

  it("lists staff online as the staff socket reports them", async () => {
    t.services.presence.staffConnected("staff-socket-1", { userId: "user-1", name: "Eva Ek" });
    t.services.presence.staffConnected("staff-socket-2", { userId: "user-1", name: "Eva Ek" });
    expect((await presence(agent)).staffOnline).toEqual([{ userId: "user-1", name: "Eva Ek" }]);
    t.services.presence.staffDisconnected("staff-socket-1");
    expect((await presence(agent)).staffOnline).toEqual([{ userId: "user-1", name: "Eva Ek" }]);
    t.services.presence.staffDisconnected("staff-socket-2");
    expect((await presence(agent)).staffOnline).toEqual([]);
  });

  it("refuses visitors and customers", async () => {
    expect((await new Browser(t).get("/api/staff/presence")).statusCode).toBe(401);
    const visitorPage = await new Browser(t).get("/en/admin/presence");
    expect(visitorPage.statusCode).toBe(302);
  });
});

describe.skipIf(!postgresUrl)("presence across two instances on one PostgreSQL", () => {
  it("counts a socket on one instance in the other's answer, until it closes", async () => {
    // A database of its own: NOTIFY reaches only listeners in the same database, so other test files' instances
    // (on the shared database) do not report to these.
    const database = await createTestDatabase(postgresUrl);
    const a = await createTestApp(CONSOLE_ADMIN_ENV, database.url);
    const b = await createTestApp(CONSOLE_ADMIN_ENV, database.url);
    let bClosed = false;
    try {
      const portOfB = await listening(b);
      const admin = await consoleAdmin(a);
      const { sessionId, cookie } = await startChat(b);
      const client = await connect(portOfB, cookie);
      client.send({ type: "subscribe", sessionId });
      await client.waitFor((m) => m.type === "subscribed");
      client.send({ type: "presence", path: "/no/skytjenester", language: "no" });
      b.services.presence.staffConnected("staff-on-b", { userId: "user-b", name: "Bo Berg" });

      await until(async () => (await presence(admin)).visitorsNow === 1);
      const seen = await presence(admin);
      expect(seen.pages).toEqual([{ path: "/no/skytjenester", language: "no", visitors: 1 }]);
      expect(seen.staffOnline).toEqual([{ userId: "user-b", name: "Bo Berg" }]);
      expect(seen.instances).toBe(2);
      expect(await currentPage(a, sessionId)).toBe("/no/skytjenester");

      client.ws.close();
      await until(async () => (await presence(admin)).visitorsNow === 0);
      // B stops: A hears it leave at once instead of waiting for its report to expire.
      await b.close();
      bClosed = true;
      expect((await presence(admin)).staffOnline).toEqual([]);
    } finally {
      if (!bClosed) await b.close();
      await a.close();
      await database.drop();
    }
  });
});
