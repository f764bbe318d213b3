// The console inbox through the real app: a visitor's hand-off reaches staff live over the staff socket, an agent takes
// the conversation (the assistant falls silent), notes stay private, snooze and resolve, the visitor's rating, the
// mail to the contact inbox when nobody is online, and the socket's own guard: staff sessions only, closed when the
// session ends.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ChatBotResponse, ChatHistoryResponse } from "../../app/chat/chat-contract.ts";
import type { ConversationView, InboxPage, StaffServerMessage } from "../../app/console/inbox-contract.ts";
import { Browser, lastMail, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { wakeSnoozedConversations } from "../chat/snooze-conversation.ts";
import { png } from "../storage/upload-fixtures.ts";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "./console-test-support.ts";
import { STAFF_SESSION_CHECK_MS } from "./staff-hub.ts";

let t: TestApp & { port: number };
let admin: Browser;
let anna: { browser: Browser; userId: string };
let erik: { browser: Browser; userId: string };
const sockets: WebSocket[] = [];

beforeAll(async () => {
  const app = await createTestApp({ ...CONSOLE_ADMIN_ENV, CONTACT_INBOX: "kontakt@example.se" });
  await app.app.listen({ port: 0, host: "127.0.0.1" });
  t = Object.assign(app, { port: (app.app.server.address() as { port: number }).port });
  admin = await consoleAdmin(t);
  anna = await staffMember(t, admin, "anna@example.se", "agent", "Anna Andersson");
  erik = await staffMember(t, admin, "erik@example.se", "agent", "Erik Eriksson");
});
afterAll(async () => {
  for (const socket of sockets) socket.terminate();
  await t.close();
});

async function visitorChat(visitor: Browser, message: string, sessionId: string | null = null) {
  const res = await visitor.post("/api/chat-bot", { message, sessionId, userInfo: {}, media: [], language: "en" });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ChatBotResponse;
}

async function staffSocket(browser: Browser) {
  const ws = new WebSocket(`ws://127.0.0.1:${t.port}/api/staff/realtime`, { headers: { cookie: browser.cookieHeader(), origin: t.config.siteUrl } });
  sockets.push(ws);
  const received: StaffServerMessage[] = [];
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  ws.on("message", (data) => received.push(JSON.parse(data.toString()) as StaffServerMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const waitFor = async <T extends StaffServerMessage>(predicate: (m: StaffServerMessage) => m is T, timeoutMs = 5000): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const hit = received.find(predicate);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 10));
    }
    throw new Error(`timed out; received ${JSON.stringify(received.map((m) => m.type))}`);
  };
  await waitFor((m): m is Extract<StaffServerMessage, { type: "ready" }> => m.type === "ready");
  return { ws, received, closed, waitFor, send: (message: object) => ws.send(JSON.stringify(message)) };
}

function refusedUpgrade(headers: Record<string, string>): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${t.port}/api/staff/realtime`, { headers });
    ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0));
    ws.on("open", () => resolve(101));
    ws.on("error", () => undefined);
  });
}

describe("the inbox", () => {
  it("receives a visitor who asks for a person live, lets an agent take over while the assistant stays silent", async () => {
    const socket = await staffSocket(anna.browser);
    const visitor = new Browser(t);
    const first = await visitorChat(visitor, "Hello, what does cloud migration cost?");
    const asked = await visitorChat(visitor, "I want to talk to a human", first.sessionId);
    const sessionId = asked.sessionId;
    // The visitor hears when to expect a person.
    expect(asked.messages.map((m) => m.content).join("\n")).toContain("normally within 2 hours");

    const handoff = await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "handoff" }> => m.type === "handoff" && m.conversation.id === sessionId);
    expect(handoff.conversation).toMatchObject({ status: "open", handoffReason: "asked", assignee: null });

    const unassigned = (await anna.browser.get("/api/staff/inbox?view=unassigned&status=open")).json() as InboxPage;
    expect(unassigned.conversations.map((c) => c.id)).toContain(sessionId);
    expect(unassigned.unread.unassigned).toBeGreaterThanOrEqual(1);

    // Anna opens it (read) and takes it; the visitor reads that she joined.
    const view = (await anna.browser.get(`/api/staff/conversations/${sessionId}`)).json() as ConversationView;
    // The assistant's answer to "a human" names the page its facts come from: staff see it beside the answer.
    const answer = view.messages.find((m) => m.sender_type === "bot" && m.content === asked.response);
    expect(answer?.sources).toEqual([{ title: "Contact us", url: "/en/kontakt" }]);
    const afterRead = (await anna.browser.get("/api/staff/inbox?view=all&status=open")).json() as InboxPage;
    expect(afterRead.readAt[sessionId]).toBeTruthy();
    socket.send({ type: "watch", sessionId });
    const assigned = await anna.browser.post(`/api/staff/conversations/${sessionId}/assign`, { assigneeId: anna.userId });
    expect(assigned.statusCode).toBe(200);
    const history = (await visitor.get(`/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.messages.at(-1)).toMatchObject({ sender_type: "activity", content: "Anna Andersson has joined the conversation." });

    // The visitor writes: it reaches Anna's screen, and the assistant says nothing.
    const silent = await visitorChat(visitor, "Great, thanks Anna. We have 40 users.", sessionId);
    expect(silent).toMatchObject({ response: "", agentHandling: true });
    expect(silent.messages).toHaveLength(1);
    await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "message.created" }> =>
      m.type === "message.created" && m.messages.some((x) => x.content === "Great, thanks Anna. We have 40 users."),
    );
    const mine = (await anna.browser.get("/api/staff/inbox?view=mine")).json() as InboxPage;
    expect(mine.conversations[0]).toMatchObject({ id: sessionId, assignee: { id: anna.userId, name: "Anna Andersson" } });
    expect(mine.unread.mine).toBe(1);

    // Typing both ways: the staff socket's typing reaches the visitor's bus as the agent's name.
    socket.send({ type: "typing", sessionId, isTyping: true });
    // Anna answers under her own name; the wait ends.
    const reply = await anna.browser.post(`/api/staff/conversations/${sessionId}/messages`, { content: "Migration for 40 users takes about two weeks." });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ message: { sender_type: "agent", sender_name: "Anna Andersson" } });
    const afterReply = (await anna.browser.get(`/api/staff/conversations/${sessionId}`)).json() as ConversationView;
    expect(afterReply.conversation.waitingSince).toBeNull();

    // A private note: staff see it live, the visitor never does.
    const note = await anna.browser.post(`/api/staff/conversations/${sessionId}/notes`, { body: "Kund med 40 användare, vill ha offert." });
    expect(note.statusCode).toBe(201);
    await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "note.created" }> => m.type === "note.created" && m.note.body.includes("offert"));
    const visitorView = (await visitor.get(`/api/chat/sessions/${sessionId}/messages`)).body;
    expect(visitorView).not.toContain("offert");

    // Resolve: the widget is handed back to the assistant, the visitor rates once it is resolved.
    expect((await visitor.post(`/api/chat/sessions/${sessionId}/rating`, { rating: 5 })).statusCode).toBe(409);
    expect((await anna.browser.post(`/api/staff/conversations/${sessionId}/status`, { status: "resolved" })).statusCode).toBe(200);
    expect((await visitor.post(`/api/chat/sessions/${sessionId}/rating`, { rating: 9 })).statusCode).toBe(400);
    expect((await new Browser(t).post(`/api/chat/sessions/${sessionId}/rating`, { rating: 5 })).statusCode).toBe(404);
    expect((await visitor.post(`/api/chat/sessions/${sessionId}/rating`, { rating: 5 })).statusCode).toBe(200);
    const rated = await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "inbox.changed" }> => m.type === "inbox.changed" && m.conversation.id === sessionId && m.conversation.rating === 5);
    expect(rated.conversation.status).toBe("resolved");
    const again = await visitorChat(visitor, "One more question about backups", sessionId);
    expect(again.agentHandling).toBe(false);
    expect(again.response).not.toBe("");
  });

  it("transfers, unassigns and refuses to assign to someone who is not staff", async () => {
    const visitor = new Browser(t);
    const { sessionId } = await visitorChat(visitor, "Do you support Azure?");
    expect((await anna.browser.post(`/api/staff/conversations/${sessionId}/assign`, { assigneeId: erik.userId })).statusCode).toBe(200);
    const customer = await signedUpUser(t, "customer@example.se");
    const customerId = (await t.db.selectFrom("user").select("id").where("email", "=", "customer@example.se").executeTakeFirstOrThrow()).id;
    const refused = await anna.browser.post(`/api/staff/conversations/${sessionId}/assign`, { assigneeId: customerId }, { "accept-language": "sv" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: { code: "not_staff_member", message: "Samtalet kan bara tilldelas en medarbetare." } });
    expect((await customer.get("/api/staff/inbox")).statusCode).toBe(403);
    expect((await new Browser(t).get("/api/staff/inbox")).statusCode).toBe(401);
    expect((await anna.browser.get("/api/staff/inbox?view=nobody")).statusCode).toBe(400);

    expect((await erik.browser.post(`/api/staff/conversations/${sessionId}/assign`, { assigneeId: null })).statusCode).toBe(200);
    const history = (await visitor.get(`/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.messages.at(-1)?.content).toBe("Erik Eriksson has left the conversation. The assistant answers again.");
    // Nobody assigned: the assistant answers again.
    expect((await visitorChat(visitor, "Hello?", sessionId)).agentHandling).toBe(false);
  });

  it("snoozes until a time or until the visitor writes, and refuses a time in the past", async () => {
    const visitor = new Browser(t);
    const { sessionId } = await visitorChat(visitor, "Can you call me next week?");
    expect((await anna.browser.post(`/api/staff/conversations/${sessionId}/assign`, { assigneeId: anna.userId })).statusCode).toBe(200);
    const past = await anna.browser.post(`/api/staff/conversations/${sessionId}/snooze`, { until: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect((await anna.browser.post(`/api/staff/conversations/${sessionId}/snooze`, { until: null })).statusCode).toBe(200);
    const snoozed = (await anna.browser.get("/api/staff/inbox?view=mine&status=snoozed")).json() as InboxPage;
    expect(snoozed.conversations.map((c) => c.id)).toContain(sessionId);
    // The visitor writes: it wakes for Anna, and the assistant stays silent.
    expect((await visitorChat(visitor, "Tuesday works.", sessionId)).agentHandling).toBe(true);
    expect(((await anna.browser.get(`/api/staff/conversations/${sessionId}`)).json() as ConversationView).conversation.status).toBe("open");

    // Until a time: the sweep wakes it once the time has passed.
    expect((await anna.browser.post(`/api/staff/conversations/${sessionId}/snooze`, { until: new Date(Date.now() + 60_000).toISOString() })).statusCode).toBe(200);
    expect(await wakeSnoozedConversations(t.services.chat)).toBe(0);
    await t.db.updateTable("conversations").set({ snoozed_until: new Date(Date.now() - 1000) }).where("id", "=", sessionId).execute();
    expect(await wakeSnoozedConversations(t.services.chat)).toBe(1);
    expect(((await anna.browser.get(`/api/staff/conversations/${sessionId}`)).json() as ConversationView).conversation.status).toBe("open");
  });

  it("sends a staff attachment the visitor may open, and refuses a file that is not this conversation's", async () => {
    const visitor = new Browser(t);
    const { sessionId } = await visitorChat(visitor, "Can you send me the price list?");
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png())], { type: "image/png" }), "prislista.png");
    const body = new Response(form);
    const upload = await anna.browser.request({
      method: "POST",
      url: `/api/staff/conversations/${sessionId}/attachments`,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { "content-type": body.headers.get("content-type") ?? "" },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const file = upload.json() as { url: string; name: string; type: "image" | "file" };
    const reply = await anna.browser.post(`/api/staff/conversations/${sessionId}/messages`, { content: "", media: [{ type: file.type, url: file.url, name: file.name }] });
    expect(reply.statusCode, reply.body).toBe(201);
    expect((await visitor.get(file.url)).statusCode).toBe(200);
    expect((await new Browser(t).get(file.url)).statusCode).toBe(404);

    const other = await visitorChat(new Browser(t), "Another visitor");
    const misplaced = await anna.browser.post(`/api/staff/conversations/${other.sessionId}/messages`, { content: "x", media: [{ type: file.type, url: file.url, name: file.name }] });
    expect(misplaced.statusCode).toBe(400);
    expect((await anna.browser.post(`/api/staff/conversations/${sessionId}/messages`, { content: "" })).statusCode).toBe(400);
  });

  it("mails the contact inbox when a visitor asks for a person and nobody is online", async () => {
    for (const socket of sockets.splice(0)) socket.terminate();
    await new Promise((r) => setTimeout(r, 100));
    const visitor = new Browser(t);
    const { sessionId } = await visitorChat(visitor, "Can I speak to a person please?");
    const mail = await lastMail(t, "kontakt@example.se", "chat-handoff");
    expect(mail.subject).toBe("En besökare i chatten vill prata med en medarbetare");
    expect(mail.text_body).toContain(`/se/admin?conversation=${sessionId}`);
    expect(mail.text_body).toContain("Can I speak to a person please?");
  });
});

describe("the staff socket", () => {
  it("is refused before the upgrade without a staff session with a second factor, and from another site", async () => {
    expect(await refusedUpgrade({})).toBe(401);
    const customer = await signedUpUser(t, "nosy@example.se");
    expect(await refusedUpgrade({ cookie: customer.cookieHeader() })).toBe(403);
    expect(await refusedUpgrade({ cookie: anna.browser.cookieHeader(), origin: "https://evil.example" })).toBe(403);
  });

  it("closes a socket that floods (policy violation), as the visitors' socket does", async () => {
    const socket = await staffSocket(anna.browser);
    for (let i = 0; i < 30; i++) socket.send({ type: "ping" });
    expect(await socket.closed).toBe(1008);
  });

  it("answers bad frames with an error and closes when the session ends", async () => {
    const erikAgain = await staffMember(t, admin, "leaving@example.se", "agent", "Lena Leaving");
    const socket = await staffSocket(erikAgain.browser);
    socket.ws.send("not json");
    await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "error" }> => m.type === "error" && m.code === "invalid");
    socket.send({ type: "typing", sessionId: crypto.randomUUID(), isTyping: true });
    await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "error" }> => m.type === "error" && m.code === "forbidden");
    // Watching a conversation that does not exist is refused, and typing for it stays refused.
    socket.send({ type: "watch", sessionId: crypto.randomUUID() });
    await socket.waitFor((m): m is Extract<StaffServerMessage, { type: "error" }> => m.type === "error" && m.code === "not_found");

    expect((await erikAgain.browser.post("/api/auth/sign-out", {})).statusCode).toBe(200);
    const code = await Promise.race([socket.closed, new Promise<number>((r) => setTimeout(() => r(-1), STAFF_SESSION_CHECK_MS * 3))]);
    expect(code).toBe(4401);
    expect(socket.received.some((m) => m.type === "session.ended")).toBe(true);
  });
});
