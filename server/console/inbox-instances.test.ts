// Two agents on two instances of the site, one PostgreSQL: each sees the other's changes live, through the bus
// (LISTEN/NOTIFY), not through either process's memory. Skipped where no throwaway PostgreSQL can run.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import WebSocket from "ws";
import type { StaffServerMessage } from "../../app/console/inbox-contract.ts";
import type { TestApp } from "../auth/auth-test-client.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "./console-test-support.ts";

const postgresUrl = inject("postgresUrl");

type Listening = TestApp & { port: number };
const sockets: WebSocket[] = [];
let a: Listening;
let b: Listening;
let drop: () => Promise<void>;

async function start(url: string): Promise<Listening> {
  const t = await createTestApp({ ...CONSOLE_ADMIN_ENV, CONTACT_INBOX: "kontakt@example.se" }, url);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  return Object.assign(t, { port: (t.app.server.address() as { port: number }).port });
}

async function staffSocket(t: Listening, cookie: string) {
  const ws = new WebSocket(`ws://127.0.0.1:${t.port}/api/staff/realtime`, { headers: { cookie } });
  sockets.push(ws);
  const received: StaffServerMessage[] = [];
  ws.on("message", (data) => received.push(JSON.parse(data.toString()) as StaffServerMessage));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  const waitFor = async (predicate: (m: StaffServerMessage) => boolean, timeoutMs = 8000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const hit = received.find(predicate);
      if (hit) return hit;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`timed out; received ${JSON.stringify(received.map((m) => m.type))}`);
  };
  return { waitFor, send: (message: object) => ws.send(JSON.stringify(message)) };
}

describe.skipIf(!postgresUrl)("the inbox on two instances over one PostgreSQL", () => {
  beforeAll(async () => {
    const database = await createTestDatabase(postgresUrl!);
    drop = database.drop;
    a = await start(database.url);
    b = await start(database.url);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.terminate();
    await a?.close();
    await b?.close();
    await drop?.();
  });

  it("shows each agent the other's hand-off, assignment, reply and typing live", async () => {
    const admin = await consoleAdmin(a);
    const anna = await staffMember(a, admin, "anna@example.se", "agent", "Anna Andersson");
    const erik = await staffMember(a, admin, "erik@example.se", "agent", "Erik Eriksson");
    const onA = await staffSocket(a, anna.browser.cookieHeader());
    const onB = await staffSocket(b, erik.browser.cookieHeader());

    // A visitor on instance A asks for a person: the agent on instance B hears it.
    const first = await a.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "I want to talk to a human", language: "en" } });
    const { sessionId } = first.json() as { sessionId: string };
    await onB.waitFor((m) => m.type === "handoff" && m.conversation.id === sessionId);
    await onA.waitFor((m) => m.type === "handoff" && m.conversation.id === sessionId);

    // Erik takes it on instance B: Anna's inbox on instance A shows him as the assignee.
    onA.send({ type: "watch", sessionId });
    const cookie = erik.browser.cookieHeader();
    const origin = b.config.siteUrl;
    const assign = await b.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/assign`, headers: { cookie, origin }, payload: { assigneeId: erik.userId } });
    expect(assign.statusCode, assign.body).toBe(200);
    await onA.waitFor((m) => m.type === "inbox.changed" && m.conversation.id === sessionId && m.conversation.assignee?.name === "Erik Eriksson");

    // Erik types and answers on B: Anna, watching on A, sees both.
    onB.send({ type: "watch", sessionId });
    await new Promise((r) => setTimeout(r, 100));
    onB.send({ type: "typing", sessionId, isTyping: true });
    await onA.waitFor((m) => m.type === "typing" && m.sessionId === sessionId && m.user.name === "Erik Eriksson" && m.isTyping);
    const reply = await b.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/messages`, headers: { cookie, origin }, payload: { content: "Erik here, happy to help." } });
    expect(reply.statusCode, reply.body).toBe(201);
    await onA.waitFor((m) => m.type === "message.created" && m.messages.some((x) => x.content === "Erik here, happy to help."));
  });
});
