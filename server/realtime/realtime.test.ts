import { inject, afterEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ChatBotResponse, RealtimeServerMessage } from "../../app/chat/chat-contract.ts";
import { CHAT_VISITOR_COOKIE } from "../chat/visitor.ts";
import { sql } from "kysely";
import { QUERY_POOL_SIZE } from "../db/database.ts";
import { createTestDatabase, queryOnce } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { LISTEN_APPLICATION_NAME } from "./bus.ts";
import { MAX_CLIENT_MESSAGES_PER_SECOND } from "./hub.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const STAFF = "staff-token-for-tests-0123456789";
const postgresUrl = inject("postgresUrl");
const open: TestApp[] = [];
const sockets: WebSocket[] = [];
const databases: { drop(): Promise<void> }[] = [];

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  for (const t of open.splice(0)) await t.close();
  for (const database of databases.splice(0)) await database.drop();
});

async function startApp(databaseUrl?: string) {
  const t = await createTestApp({ STAFF_API_TOKEN: STAFF }, databaseUrl);
  open.push(t);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  const address = t.app.server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return { ...t, port: address.port };
}

async function startChat(t: TestApp) {
  const res = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "Hej", language: "se" } });
  const cookie = res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE)!;
  return { sessionId: (res.json() as ChatBotResponse).sessionId, cookie: `${CHAT_VISITOR_COOKIE}=${cookie.value}` };
}

/** A socket with every server message it received, in order. */
async function connect(port: number, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime`, { headers });
  sockets.push(ws);
  const received: { at: number; message: RealtimeServerMessage }[] = [];
  ws.on("message", (data) => received.push({ at: Date.now(), message: JSON.parse(data.toString()) }));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const waitFor = async (predicate: (m: RealtimeServerMessage) => boolean, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const hit = received.find((r) => predicate(r.message));
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`timed out; received ${JSON.stringify(received.map((r) => r.message.type))}`);
  };
  const send = (message: object) => ws.send(JSON.stringify(message));
  const subscribe = async (sessionId: string) => {
    send({ type: "subscribe", sessionId });
    await waitFor((m) => m.type === "subscribed");
  };
  return { ws, received, waitFor, send, subscribe };
}

function staffPost(t: TestApp, sessionId: string, path: string, payload: object) {
  return t.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/${path}`, payload, headers: { authorization: `Bearer ${STAFF}` } });
}

/**
 * Asks a question the site answers and one it cannot; returns the two bot answers as the socket received them
 * (picked by id: the greeting's answer may still be on its way across instances).
 */
async function askAndHear(t: TestApp, client: Awaited<ReturnType<typeof connect>>, sessionId: string, cookie: string) {
  const ids: string[] = [];
  for (const message of ["What is the uptime of your cloud services?", "Can you bake me a pizza?"]) {
    const res = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message, sessionId, language: "en" }, headers: { cookie } });
    ids.push((res.json() as ChatBotResponse).messages.find((m) => m.sender_type === "bot")!.id);
  }
  const heard = () => client.received.flatMap((r) => (r.message.type === "message.created" ? r.message.messages : []));
  await client.waitFor(() => ids.every((id) => heard().some((m) => m.id === id)));
  return ids.map((id) => heard().find((m) => m.id === id)!);
}

describe("realtime on one instance", () => {
  it("delivers an agent's typing and then the message to the visitor's open socket", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const client = await connect(t.port, { cookie });
    const subscribedAt = Date.now();
    await client.subscribe(sessionId);

    await staffPost(t, sessionId, "typing", { isTyping: true, senderName: "Eva" });
    await staffPost(t, sessionId, "messages", { content: "Hej, Eva här!", senderName: "Eva" });
    const typing = await client.waitFor((m) => m.type === "typing" && m.isTyping);
    const created = await client.waitFor((m) => m.type === "message.created");
    expect(typing.message).toMatchObject({ user: { type: "agent", name: "Eva" } });
    expect(typing.at).toBeLessThanOrEqual(created.at);
    expect(created.message).toMatchObject({ messages: [{ sender_type: "agent", sender_name: "Eva", content: "Hej, Eva här!" }] });
    // Inserts start flowing 500 ms after the subscription (SPEC section 9).
    expect(created.at - subscribedAt).toBeGreaterThanOrEqual(450);
  });

  it("tells a new subscriber the conversation's status, changed before it subscribed (a visitor who asked for a person)", async () => {
    const t = await startApp();
    const res = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "I want to talk to a human", language: "en" } });
    const cookie = `${CHAT_VISITOR_COOKIE}=${res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE)!.value}`;
    const client = await connect(t.port, { cookie });
    await client.subscribe((res.json() as ChatBotResponse).sessionId);
    const status = await client.waitFor((m) => m.type === "conversation.status_changed");
    expect(status.message).toMatchObject({ status: "open" });
  });

  it("batches inserts that arrive within 100 ms and streams a bot answer before it is stored", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const client = await connect(t.port, { cookie });
    await client.subscribe(sessionId);
    await new Promise((r) => setTimeout(r, 600));

    const answer = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "Vad innebär ITAD?", sessionId, language: "se" }, headers: { cookie } });
    const delta = await client.waitFor((m) => m.type === "message.delta");
    await client.waitFor((m) => m.type === "message.created" && m.messages.some((x) => x.sender_type === "bot"));
    const batches = client.received.filter((r) => r.message.type === "message.created").map((r) => r.message);
    const all = batches.flatMap((b) => (b.type === "message.created" ? b.messages : []));
    expect(all.map((m) => m.sender_type)).toEqual(["user", "bot"]);
    const bot = all[1]!;
    expect(delta.message.type === "message.delta" && delta.message.streamId).toBe(bot.echo_id);
    expect(bot.content).toBe(answer.json().response);
  });

  it("carries an answer's sources and its offer of an expert in message.created", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const client = await connect(t.port, { cookie });
    await client.subscribe(sessionId);
    const [sourced, offering] = await askAndHear(t, client, sessionId, cookie);
    expect(sourced!.sources.length).toBeGreaterThan(0);
    expect(sourced!.sources.every((source) => source.url.startsWith("/en/"))).toBe(true);
    expect(sourced!.offer_expert).toBe(false);
    expect(offering).toMatchObject({ sources: [], offer_expert: true });
  });

  it("sends the first insert after a quiet spell at once and those within the next 100 ms together", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const client = await connect(t.port, { cookie });
    await client.subscribe(sessionId);
    await new Promise((r) => setTimeout(r, 600));

    await staffPost(t, sessionId, "messages", { content: "Ett", senderName: "Eva" });
    const firstStoredAt = Date.now();
    await staffPost(t, sessionId, "messages", { content: "Två", senderName: "Eva" });
    await staffPost(t, sessionId, "messages", { content: "Tre", senderName: "Eva" });
    await client.waitFor((m) => m.type === "message.created" && m.messages.some((x) => x.content === "Tre"));
    const batches = client.received.filter((r) => r.message.type === "message.created");
    expect(batches.map((b) => (b.message.type === "message.created" ? b.message.messages.map((m) => m.content) : []))).toEqual([
      ["Ett"],
      ["Två", "Tre"],
    ]);
    // Published before the POST answered, so it is out (nearly) before the answer, not 100 ms later.
    expect(batches[0]!.at - firstStoredAt).toBeLessThan(50);
    expect(batches[1]!.at - batches[0]!.at).toBeGreaterThanOrEqual(90);
  });

  it("catches up on missed messages with `after` on a new subscription", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const history = await t.app.inject({ method: "GET", url: `/api/chat/sessions/${sessionId}/messages`, headers: { cookie } });
    const newest = history.json().messages.at(-1).created_at as string;
    await staffPost(t, sessionId, "messages", { content: "Medan du var borta", senderName: "Eva" });

    const client = await connect(t.port, { cookie });
    client.send({ type: "subscribe", sessionId, after: newest });
    const created = await client.waitFor((m) => m.type === "message.created");
    expect(created.message).toMatchObject({ messages: [{ content: "Medan du var borta" }] });
  });

  it("relays the visitor's typing to others but not back to the sender", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const sender = await connect(t.port, { cookie });
    const otherTab = await connect(t.port, { cookie });
    for (const c of [sender, otherTab]) {
      await c.subscribe(sessionId);
    }
    sender.send({ type: "typing", sessionId, isTyping: true });
    await otherTab.waitFor((m) => m.type === "typing" && m.user.type === "user");
    await new Promise((r) => setTimeout(r, 200));
    expect(sender.received.some((r) => r.message.type === "typing")).toBe(false);
  });

  it("closes a socket that floods typing frames (1008) after relaying no more than its share", async () => {
    const t = await startApp();
    const { sessionId, cookie } = await startChat(t);
    const flooder = await connect(t.port, { cookie });
    const otherTab = await connect(t.port, { cookie });
    for (const c of [flooder, otherTab]) await c.subscribe(sessionId);
    const closed = new Promise<number>((resolve) => flooder.ws.once("close", (code) => resolve(code)));
    for (let i = 0; i < 500; i++) flooder.send({ type: "typing", sessionId, isTyping: i % 2 === 0 });
    expect(await closed).toBe(1008);
    await new Promise((r) => setTimeout(r, 200));
    const relayed = otherTab.received.filter((r) => r.message.type === "typing").length;
    expect(relayed).toBeGreaterThan(0);
    expect(relayed).toBeLessThanOrEqual(MAX_CLIENT_MESSAGES_PER_SECOND);
    // The other tab stays connected and served.
    await staffPost(t, sessionId, "messages", { content: "Fortfarande här", senderName: "Eva" });
    await otherTab.waitFor((m) => m.type === "message.created" && m.messages.some((x) => x.content === "Fortfarande här"));
  });

  it("refuses to subscribe another browser's conversation, and bad messages", async () => {
    const t = await startApp();
    const { sessionId } = await startChat(t);
    const stranger = await startChat(t);
    const client = await connect(t.port, { cookie: stranger.cookie });
    client.send({ type: "subscribe", sessionId });
    await client.waitFor((m) => m.type === "error" && m.code === "forbidden");
    client.send({ type: "typing", sessionId, isTyping: true });
    client.ws.send("not json");
    client.send({ type: "subscribe", sessionId: "x" });
    await new Promise((r) => setTimeout(r, 200));
    expect(client.received.filter((r) => r.message.type === "error")).toHaveLength(4);

    await staffPost(t, sessionId, "messages", { content: "Hemligt", senderName: "Eva" });
    await new Promise((r) => setTimeout(r, 700));
    expect(client.received.some((r) => r.message.type === "message.created")).toBe(false);
  });

  it("refuses a socket opened by a page on another site", async () => {
    const t = await startApp();
    const { cookie } = await startChat(t);
    const ws = new WebSocket(`ws://127.0.0.1:${t.port}/api/realtime`, { headers: { cookie, origin: "https://evil.example" } });
    sockets.push(ws);
    ws.on("error", () => {}); // the refused upgrade also ends the socket with an error
    const status = await new Promise<number>((resolve) => ws.once("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0)));
    expect(status).toBe(403);
  });
});

describe.skipIf(!postgresUrl)("realtime across two instances on one PostgreSQL", () => {
  it("delivers a message posted on one instance to a subscriber on the other", async () => {
    const a = await startApp(postgresUrl);
    const b = await startApp(postgresUrl);
    const { sessionId, cookie } = await startChat(a);
    const client = await connect(b.port, { cookie });
    await client.subscribe(sessionId);

    await staffPost(a, sessionId, "typing", { isTyping: true, senderName: "Eva" });
    await staffPost(a, sessionId, "messages", { content: "Svar från instans A", senderName: "Eva" });
    await client.waitFor((m) => m.type === "typing" && m.user.name === "Eva");
    const created = await client.waitFor((m) => m.type === "message.created");
    expect(created.message).toMatchObject({ messages: [{ content: "Svar från instans A", sender_type: "agent" }] });
  });

  it("carries an answer's sources and its offer of an expert to a subscriber on the other instance", async () => {
    const a = await startApp(postgresUrl);
    const b = await startApp(postgresUrl);
    const { sessionId, cookie } = await startChat(a);
    const client = await connect(b.port, { cookie });
    await client.subscribe(sessionId);
    const [sourced, offering] = await askAndHear(a, client, sessionId, cookie);
    expect(sourced!.sources[0]!.url).toMatch(/^\/en\//);
    expect(offering).toMatchObject({ sources: [], offer_expert: true });
  });

  it("delivers a message too large for one NOTIFY payload by reading it from the database", async () => {
    const a = await startApp(postgresUrl);
    const b = await startApp(postgresUrl);
    const { sessionId, cookie } = await startChat(a);
    const client = await connect(b.port, { cookie });
    await client.subscribe(sessionId);
    const long = "åäö ".repeat(1000); // 7000 bytes of text, more than 8000 as a JSON event
    await staffPost(a, sessionId, "messages", { content: long, senderName: "Eva" });
    const created = await client.waitFor((m) => m.type === "message.created");
    expect(created.message.type === "message.created" && created.message.messages[0]!.content).toBe(long.trim());
  });

  it("delivers what was sent while its LISTEN connection was cut: every message once, in order, and the status", async () => {
    // A database of this test's own, so its LISTEN connections are told apart from other test files' by name.
    const database = await createTestDatabase(postgresUrl);
    databases.push(database);
    const listeners = async () =>
      (
        await queryOnce<{ pid: number }>(postgresUrl, "select pid from pg_stat_activity where datname = $1 and application_name = $2", [
          database.name,
          LISTEN_APPLICATION_NAME,
        ])
      ).map((row) => row.pid);
    const a = await startApp(database.url);
    const [listenerOfA] = await listeners();
    const b = await startApp(database.url);
    const { sessionId, cookie } = await startChat(b);
    const client = await connect(a.port, { cookie });
    await client.subscribe(sessionId);
    await new Promise((r) => setTimeout(r, 600));

    await queryOnce(postgresUrl, "select pg_terminate_backend($1)", [listenerOfA]);
    // A's query pool stays busy past the reconnect, so its catch-up read waits while the last replies
    // arrive live: those must not overtake the missed ones.
    const busy = Array.from({ length: QUERY_POOL_SIZE }, () => sql`select pg_sleep(3)`.execute(a.db));
    const replies = Array.from({ length: 40 }, (_, i) => `Svar ${i + 1}`);
    // The first reply also opens the conversation (status pending → open) while A is not listening.
    for (const content of replies.slice(0, 20)) await staffPost(b, sessionId, "messages", { content, senderName: "Eva" });
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const pids = await listeners();
      if (pids.length === 2 && !pids.includes(listenerOfA!)) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // The rest arrive live while A waits to read what it missed.
    for (const content of replies.slice(20)) await staffPost(b, sessionId, "messages", { content, senderName: "Eva" });
    await Promise.all(busy);

    const delivered = () => client.received.flatMap((r) => (r.message.type === "message.created" ? r.message.messages : []));
    await client.waitFor(() => delivered().filter((m) => m.sender_type === "agent").length >= 40, 10_000).catch(() => undefined);
    await new Promise((r) => setTimeout(r, 500)); // time for a late duplicate to show
    expect(delivered().filter((m) => m.sender_type === "agent").map((m) => m.content)).toEqual(replies);
    expect(new Set(delivered().map((m) => m.id)).size).toBe(delivered().length);
    const statuses = client.received.flatMap((r) => (r.message.type === "conversation.status_changed" ? [r.message.status] : []));
    expect(statuses.at(-1)).toBe("open");
  });
});
