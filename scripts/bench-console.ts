// The console's figures for npm run bench.
// Live (on the running server): 50 staff sockets and 1,000 visitor sockets on one instance; a visitor's message to
// every agent's screen (the inbox line on all 50, the message on the one watching), and an agent's message to the
// visitor's widget, both timed from just before the HTTP call to the socket's receipt.
// Inbox page (in process, server time): the first page of the inbox over 10,000 conversations, beside /healthz.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import * as OTPAuth from "otpauth";
import WebSocket from "ws";
import { createTestApp } from "../server/test-support.ts";

export const AGENT_SOCKETS = 50;
export const VISITOR_SOCKETS = 1000;
const ROUNDS = 200;
const INBOX_CONVERSATIONS = 10_000;
const INBOX_ROUNDS = 300;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[], expected?: number) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    delivered: sorted.length,
    ...(expected === undefined ? {} : { expected }),
    p50Ms: +percentile(sorted, 50).toFixed(1),
    p95Ms: +percentile(sorted, 95).toFixed(1),
    p99Ms: +percentile(sorted, 99).toFixed(1),
  };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs the administrator in and enrols a second factor, as the console requires: the cookie of that session. */
export async function enrolledStaffCookie(origin: string, admin: { email: string; password: string }): Promise<string> {
  const jar = new Map<string, string>();
  const call = async (path: string, body: object) => {
    const res = await fetch(`${origin}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin, "x-forwarded-for": "198.18.250.1", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; ") },
      body: JSON.stringify(body),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  await call("/api/auth/sign-in/email", admin);
  const { totpURI } = (await call("/api/auth/two-factor/enable", { password: admin.password })) as { totpURI: string };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  await call("/api/auth/two-factor/verify-totp", { code: totp.generate() });
  return [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
}

interface Visitor {
  sessionId: string;
  cookie: string;
  address: string;
  ws: WebSocket;
  onMessage(handler: (message: { type: string; messages?: { content: string }[] }) => void): void;
}

async function openSocket(url: string, cookie: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { headers: { cookie } });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  return ws;
}

export async function benchConsoleLive(origin: string, staffCookie: string) {
  const wsOrigin = origin.replace(/^http/, "ws");
  const me = (await (await fetch(`${origin}/api/staff/team`, { headers: { cookie: staffCookie } })).json()) as { staff: { id: string; name: string }[] };
  const agentId = me.staff.find((s) => s.name)?.id;

  // 1,000 visitors, each a conversation of its own from an address of its own, each with its widget's socket.
  const visitors: Visitor[] = [];
  for (let i = 0; i < VISITOR_SOCKETS; i++) {
    const address = `198.18.${Math.floor(i / 250)}.${i % 250}`;
    const res = await fetch(`${origin}/api/chat-bot`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": address },
      body: JSON.stringify({ message: "Hej", language: "se" }),
    });
    if (!res.ok) throw new Error(`chat-bot answered ${res.status}`);
    const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("chat_visitor="))!;
    const { sessionId } = (await res.json()) as { sessionId: string };
    const ws = await openSocket(`${wsOrigin}/api/realtime`, cookie);
    const handlers: ((message: { type: string; messages?: { content: string }[] }) => void)[] = [];
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString());
      for (const handler of handlers) handler(message);
    });
    const subscribed = new Promise<void>((resolve) => handlers.push((m) => m.type === "subscribed" && resolve()));
    ws.send(JSON.stringify({ type: "subscribe", sessionId }));
    await subscribed;
    visitors.push({ sessionId, cookie, address, ws, onMessage: (handler) => handlers.push(handler) });
  }

  // 50 consoles: every one gets each conversation's new line; the first watches the conversation being written to.
  const sentAt = new Map<string, number>();
  /** Only the visitors' messages are timed to the inbox; the agents' own replies come later. */
  let timingInbox = true;
  const toInbox: number[] = [];
  const toWatcher: number[] = [];
  const agents: WebSocket[] = [];
  for (let i = 0; i < AGENT_SOCKETS; i++) {
    const ws = await openSocket(`${wsOrigin}/api/staff/realtime`, staffCookie);
    const watcher = i === 0;
    ws.on("message", (data) => {
      const message = JSON.parse(data.toString()) as { type: string; conversation?: { lastMessagePreview: string | null }; messages?: { content: string }[] };
      const now = performance.now();
      if (message.type === "inbox.changed" && timingInbox) {
        const at = sentAt.get(message.conversation?.lastMessagePreview ?? "");
        if (at !== undefined) toInbox.push(now - at);
      } else if (watcher && message.type === "message.created") {
        for (const m of message.messages ?? []) {
          const at = sentAt.get(m.content);
          if (at !== undefined) toWatcher.push(now - at);
        }
      }
    });
    agents.push(ws);
  }

  // The conversations written to are the agent's: the assistant stays silent, as in a real take-over.
  const talked = visitors.slice(0, ROUNDS);
  for (const visitor of talked) {
    const res = await fetch(`${origin}/api/staff/conversations/${visitor.sessionId}/assign`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staffCookie, origin },
      body: JSON.stringify({ assigneeId: agentId }),
    });
    if (!res.ok) throw new Error(`assign answered ${res.status}`);
  }
  await pause(1500);

  for (let i = 0; i < ROUNDS; i++) {
    const visitor = talked[i]!;
    agents[0]!.send(JSON.stringify({ type: "watch", sessionId: visitor.sessionId }));
    await pause(20);
    const content = `visitor ${i} ${Date.now()}`;
    sentAt.set(content, performance.now());
    const res = await fetch(`${origin}/api/chat-bot`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: visitor.cookie, "x-forwarded-for": visitor.address },
      body: JSON.stringify({ message: content, sessionId: visitor.sessionId, language: "se" }),
    });
    if (!res.ok) throw new Error(`visitor message answered ${res.status}`);
    await pause(30);
  }
  await pause(1000);
  timingInbox = false;

  const toVisitor: number[] = [];
  for (const visitor of talked) {
    visitor.onMessage((message) => {
      if (message.type !== "message.created") return;
      for (const m of message.messages ?? []) {
        const at = sentAt.get(m.content);
        if (at !== undefined) toVisitor.push(performance.now() - at);
      }
    });
  }
  for (let i = 0; i < ROUNDS; i++) {
    const content = `agent ${i} ${Date.now()}`;
    sentAt.set(content, performance.now());
    const res = await fetch(`${origin}/api/staff/conversations/${talked[i]!.sessionId}/messages`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: staffCookie, origin },
      body: JSON.stringify({ content }),
    });
    if (!res.ok) throw new Error(`agent message answered ${res.status}`);
    await pause(30);
  }
  await pause(1000);

  for (const ws of [...agents, ...visitors.map((v) => v.ws)]) ws.close();
  return {
    agentSockets: AGENT_SOCKETS,
    visitorSockets: VISITOR_SOCKETS,
    visitorToInboxOfEveryAgent: summary(toInbox, ROUNDS * AGENT_SOCKETS),
    visitorToWatchingAgent: summary(toWatcher, ROUNDS),
    agentToVisitor: summary(toVisitor, ROUNDS),
  };
}

/** In process: signs the administrator in and enrols a second factor; the session's cookie header. */
export async function enrolledInProcess(t: Awaited<ReturnType<typeof createTestApp>>, admin: { email: string; password: string }): Promise<string> {
  const origin = t.config.siteUrl;
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const post = async (url: string, payload: object) => {
    const res = await t.app.inject({ method: "POST", url, headers: { origin, cookie: cookieHeader() }, payload });
    for (const c of res.cookies as { name: string; value: string }[]) jar.set(c.name, c.value);
    if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
    return res.json() as Record<string, unknown>;
  };
  await post("/api/auth/sign-in/email", admin);
  const { totpURI } = (await post("/api/auth/two-factor/enable", { password: admin.password })) as { totpURI: string };
  await post("/api/auth/two-factor/verify-totp", { code: (OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP).generate() });
  return cookieHeader();
}

/** The inbox's first page over 10,000 conversations, timed in process (no socket, no client): server time. */
export async function benchInboxPage() {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-inbox-"));
  const admin = { email: "inbox-bench@example.se", password: "Inkorgens-mätning-i-Umeå-2031" };
  const t = await createTestApp({ DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  try {
    const cookie = await enrolledInProcess(t, admin);
    const userId = (await t.db.selectFrom("user").select("id").where("email", "=", admin.email).executeTakeFirstOrThrow()).id;

    // 10,000 conversations over the last 30 days, a quarter of them open, some urgent, some assigned.
    await sql`
      insert into conversations (visitor_hash, language, status, contact_name, contact_email, urgency, waiting_since,
        last_message_at, last_visitor_message_at, last_message_preview, assignee_id, created_at)
      select md5(g::text), (array['se','en','fi','no'])[1 + g % 4],
        (array['open','pending','resolved','resolved'])[1 + g % 4],
        'Besökare ' || g, 'visitor' || g || '@example.se',
        case when g % 17 = 0 then 'high' when g % 5 = 0 then 'medium' else null end,
        case when g % 3 = 0 then now() - (g || ' minutes')::interval else null end,
        now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval,
        'Fråga nummer ' || g || ' om molntjänster', case when g % 7 = 0 then ${userId} else null end,
        now() - (g || ' minutes')::interval
      from generate_series(1, ${INBOX_CONVERSATIONS}) g`.execute(t.db);
    await sql`analyze conversations`.execute(t.db);

    const time = async (url: string, headers: Record<string, string>) => {
      const times: number[] = [];
      for (let i = 0; i < 30 + INBOX_ROUNDS; i++) {
        const start = performance.now();
        const res = await t.app.inject({ method: "GET", url, headers });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}`);
        if (i >= 30) times.push(performance.now() - start);
      }
      return summary(times);
    };
    return {
      conversations: INBOX_CONVERSATIONS,
      healthz: await time("/healthz", {}),
      inboxAllOpen: await time("/api/staff/inbox?view=all&status=open", { cookie }),
      inboxUnassigned: await time("/api/staff/inbox?view=unassigned&status=open", { cookie }),
      inboxSearch: await time("/api/staff/inbox?view=all&status=any&q=nummer%2042", { cookie }),
    };
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Run alone: node scripts/bench-console.ts (the inbox page only; the live part needs npm run bench's server).
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchInboxPage(), null, 2));
}
