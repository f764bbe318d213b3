// A PostgreSQL restart under two running instances: they stay up, say they are not ready, and carry on after.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { RealtimeServerMessage } from "../../app/chat/chat-contract.ts";
import { CHAT_VISITOR_COOKIE } from "../chat/visitor.ts";
import { postgresBinariesInstalled, startThrowawayPostgres, type ThrowawayPostgres } from "./throwaway-postgres.ts";

const ROOT = resolve(import.meta.dirname, "../..");
const STAFF = "staff-token-for-restart-test-0123456789";
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** A production instance, as playwright.config.ts starts one, on the given database. */
async function startInstance(databaseUrl: string) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "nordic-restart-"));
  const child: ChildProcess = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      STAFF_API_TOKEN: STAFF,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((done) => child.once("exit", () => done()));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  });
  const base = `http://127.0.0.1:${port}`;
  const instance = {
    port,
    base,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    readyStatus: async () => (await fetch(`${base}/readyz`)).status,
    chat: (cookie?: string) =>
      fetch(`${base}/api/chat-bot`, {
        method: "POST",
        headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ message: "hej", sessionId: null }),
      }),
  };
  await waitFor(async () => {
    if (!instance.alive()) throw new Error(`instance exited at start:\n${output}`);
    return (await instance.readyStatus().catch(() => 0)) === 200;
  }, 90_000);
  return instance;
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("timed out");
}

describe.skipIf(!postgresBinariesInstalled())("a PostgreSQL restart under two running instances", () => {
  it("keeps both alive, answers 503 meanwhile, and serves chats and realtime again afterwards", async () => {
    // A cluster of its own: restarting the suite's shared one would cut the other test files' connections.
    const postgres = (await startThrowawayPostgres()) as ThrowawayPostgres;
    cleanups.push(() => postgres.stop());
    const a = await startInstance(postgres.url);
    const b = await startInstance(postgres.url);
    // Both pools hold idle connections, which the shutdown cuts.
    for (const instance of [a, b]) expect((await instance.chat()).status).toBe(200);

    postgres.pause("fast");
    await new Promise((r) => setTimeout(r, 1000));
    for (const instance of [a, b]) {
      expect(instance.alive(), instance.output()).toBe(true);
      expect(await instance.readyStatus()).toBe(503);
      const failed = await instance.chat();
      expect(failed.status).toBeGreaterThanOrEqual(500);
      const body = await failed.text();
      // One clean error shape; nothing of the driver (ECONNREFUSED, addresses) or a stack reaches the visitor.
      const parsed = JSON.parse(body);
      expect(Object.keys(parsed)).toEqual(["error"]);
      expect(Object.keys(parsed.error).sort()).toEqual(["code", "message"]);
      expect(body).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|terminat|at .+\.ts|\bpg\b/i);
    }

    postgres.resume();
    for (const instance of [a, b]) await waitFor(async () => (await instance.readyStatus()) === 200, 30_000);
    const started = await a.chat();
    expect(started.status).toBe(200);
    const { sessionId } = (await started.json()) as { sessionId: string };
    const visitor = started.headers.getSetCookie().find((c) => c.startsWith(`${CHAT_VISITOR_COOKIE}=`))!.split(";")[0]!;
    expect((await b.chat()).status).toBe(200);

    // Realtime carries on too: B's LISTEN connection came back, so a staff reply on A reaches a socket on B.
    const ws = new WebSocket(`ws://127.0.0.1:${b.port}/api/realtime`, { headers: { cookie: visitor } });
    cleanups.push(() => ws.terminate());
    const received: RealtimeServerMessage[] = [];
    ws.on("message", (data) => received.push(JSON.parse(data.toString())));
    await new Promise((done, fail) => ws.once("open", done).once("error", fail));
    ws.send(JSON.stringify({ type: "subscribe", sessionId }));
    await waitFor(async () => received.some((m) => m.type === "subscribed"), 5000);
    // Posted until one arrives: B listens again within its retry wait (1 s, 2 s, 4 s … after the cut).
    await waitFor(async () => {
      await fetch(`${a.base}/api/staff/conversations/${sessionId}/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${STAFF}` },
        body: JSON.stringify({ content: "Vi är tillbaka", senderName: "Eva" }),
      });
      await new Promise((r) => setTimeout(r, 900));
      return received.some((m) => m.type === "message.created");
    }, 40_000);
    for (const instance of [a, b]) expect(instance.alive(), instance.output()).toBe(true);
  }, 240_000);
});
