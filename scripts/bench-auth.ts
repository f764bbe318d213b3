// The accounts' figures for npm run bench, on a running server: sign-in latency with 20 people signing in at once
// (beside /healthz under the same load, measured in the same run), and the server time a session check adds to a
// request (the same staff request with the bearer token, which needs no session, and with a session cookie).
import { hashPassword, verifyPassword } from "better-auth/crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { createTestApp } from "../server/test-support.ts";
import { enrolledInProcess, enrolledStaffCookie } from "./bench-console.ts";

export const SIGN_IN_USERS = 20;
const PASSWORD = "Benchmark-lösenord-för-mätning-42";
const SESSION_CHECK_ROUNDS = 1000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { requests: sorted.length, p50Ms: +percentile(sorted, 50).toFixed(2), p95Ms: +percentile(sorted, 95).toFixed(2), p99Ms: +percentile(sorted, 99).toFixed(2) };
}

/** Catches the server's mail over real SMTP, so accounts are confirmed the way a person confirms them. */
export async function startMailCatcher(): Promise<{ port: number; linkFor(to: string): Promise<string>; close(): Promise<void> }> {
  const mails: Array<{ to: string; body: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        // Quoted-printable soft breaks and "=3D" are all a link needs undone.
        const body = Buffer.concat(chunks).toString("utf8").replace(/=\r?\n/g, "").replace(/=3D/gi, "=");
        for (const rcpt of session.envelope.rcptTo) mails.push({ to: rcpt.address.toLowerCase(), body });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    async linkFor(to: string) {
      for (let i = 0; i < 100; i++) {
        const mail = mails.find((m) => m.to === to);
        const link = mail?.body.match(/https?:\/\/\S+verify-email\?\S+/)?.[0];
        if (link) return link;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`no verification mail for ${to}`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressOf(i: number) {
  return `198.18.7.${i + 1}`;
}

async function post(origin: string, path: string, body: object, headers: Record<string, string> = {}) {
  return fetch(`${origin}${path}`, { method: "POST", headers: { "content-type": "application/json", origin, ...headers }, body: JSON.stringify(body) });
}

async function createConfirmedAccounts(origin: string, mail: Awaited<ReturnType<typeof startMailCatcher>>) {
  const emails = Array.from({ length: SIGN_IN_USERS }, (_, i) => `signer-${i}@example.se`);
  for (const [i, email] of emails.entries()) {
    const signUp = await post(origin, "/api/auth/sign-up/email", { email, password: PASSWORD, name: `Bench ${i}` }, { "x-forwarded-for": addressOf(i) });
    if (!signUp.ok) throw new Error(`sign-up answered ${signUp.status}: ${await signUp.text()}`);
    const confirm = await fetch(await mail.linkFor(email), { redirect: "manual", headers: { "x-forwarded-for": addressOf(i) } });
    if (confirm.status !== 302) throw new Error(`confirmation answered ${confirm.status}`);
  }
  return emails;
}

/** `workers` loops side by side for `seconds`, each timing its own requests. */
async function underLoad(workers: number, seconds: number, request: (worker: number) => Promise<Response>) {
  const times: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      while (performance.now() < until) {
        const start = performance.now();
        const res = await request(worker);
        await res.arrayBuffer();
        times.push(performance.now() - start);
        if (!res.ok) failures++;
      }
    }),
  );
  return { ...summary(times), failures };
}

/** The floor of a password sign-in: Better Auth's scrypt check alone, one at a time, in this process. */
async function passwordCheckAlone(rounds = 20) {
  const hash = await hashPassword(PASSWORD);
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await verifyPassword({ hash, password: PASSWORD });
    times.push(performance.now() - start);
  }
  return summary(times);
}

export async function benchAuth(origin: string, seconds: number, mail: Awaited<ReturnType<typeof startMailCatcher>>, staffToken: string, admin: { email: string; password: string }) {
  const emails = await createConfirmedAccounts(origin, mail);

  const passwordCheck = await passwordCheckAlone();
  const healthz = await underLoad(SIGN_IN_USERS, seconds, () => fetch(`${origin}/healthz`));
  const signIn = await underLoad(SIGN_IN_USERS, seconds, (worker) =>
    post(origin, "/api/auth/sign-in/email", { email: emails[worker], password: PASSWORD }, { "x-forwarded-for": addressOf(worker) }),
  );

  // One staff request, read with the bearer token (no session to check) and with an agent's session cookie, in turn.
  // Staff routes ask for a second factor too: the administrator enrols one (the console's figures use this session).
  const cookie = await enrolledStaffCookie(origin, admin);
  const chat = await post(origin, "/api/chat-bot", { message: "Hej", language: "se" }, { "x-forwarded-for": addressOf(SIGN_IN_USERS + 1) });
  const { sessionId } = (await chat.json()) as { sessionId: string };
  const url = `${origin}/api/staff/conversations/${sessionId}/messages`;
  const withToken: number[] = [];
  const withSession: number[] = [];
  for (let round = 0; round < SESSION_CHECK_ROUNDS; round++) {
    for (const [headers, times] of [[{ authorization: `Bearer ${staffToken}` }, withToken], [{ cookie }, withSession]] as const) {
      const start = performance.now();
      const res = await fetch(url, { headers });
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`staff read answered ${res.status}`);
      times.push(performance.now() - start);
    }
  }
  const token = summary(withToken);
  const session = summary(withSession);
  const inProcess = await sessionCheckInProcess(staffToken, admin);
  return {
    staffCookie: cookie,
    users: SIGN_IN_USERS,
    passwordCheckAlone: passwordCheck,
    healthzUnderSameLoad: healthz,
    signIn,
    sessionCheck: {
      rounds: SESSION_CHECK_ROUNDS,
      bearerToken: token,
      sessionCookie: session,
      addedP50Ms: +(session.p50Ms - token.p50Ms).toFixed(2),
      addedP95Ms: +(session.p95Ms - token.p95Ms).toFixed(2),
      inProcess,
    },
  };
}

/**
 * The server time alone: the same two requests handled in this process (Fastify's inject, no socket, no client),
 * on an embedded database in a folder as in production. Over HTTP the client's own timing noise is in the difference.
 */
async function sessionCheckInProcess(staffToken: string, admin: { email: string; password: string }) {
  const dataDir = mkdtempSync(join(tmpdir(), "bench-session-"));
  const t = await createTestApp({ DATA_DIR: dataDir, STAFF_API_TOKEN: staffToken, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  try {
    const origin = t.config.siteUrl;
    const cookie = await enrolledInProcess(t, admin);
    const chat = await t.app.inject({ method: "POST", url: "/api/chat-bot", headers: { "content-type": "application/json" }, payload: { message: "Hej", language: "se" } });
    const url = `/api/staff/conversations/${(chat.json() as { sessionId: string }).sessionId}/messages`;
    const withToken: number[] = [];
    const withSession: number[] = [];
    const warmUp = 200;
    for (let round = 0; round < warmUp + SESSION_CHECK_ROUNDS; round++) {
      for (const [headers, times] of [[{ authorization: `Bearer ${staffToken}` }, withToken], [{ cookie }, withSession]] as const) {
        const start = performance.now();
        const res = await t.app.inject({ method: "GET", url, headers });
        if (res.statusCode !== 200) throw new Error(`in-process staff read answered ${res.statusCode}`);
        if (round >= warmUp) times.push(performance.now() - start);
      }
    }
    const token = summary(withToken);
    const session = summary(withSession);
    return { bearerToken: token, sessionCookie: session, addedP50Ms: +(session.p50Ms - token.p50Ms).toFixed(2), addedP95Ms: +(session.p95Ms - token.p95Ms).toFixed(2) };
  } finally {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
