// The process as an operator runs it: configuration errors, readiness, graceful shutdown.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "..");
const dataDir = mkdtempSync(join(tmpdir(), "nordic-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "silent", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env },
  });
  let stderr = "";
  child.stderr.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<number | null>((done) => child.once("exit", (code) => done(code)));
  return { child, exited, stderr: () => stderr };
}

async function waitReady(port: number) {
  for (let i = 0; i < 900; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server never became ready");
}

describe("server process", () => {
  it("refuses to start on a bad configuration and says what is wrong", async () => {
    const run = start({ PORT: "not-a-port", SITE_URL: "example.se" });
    expect(await run.exited).toBe(1);
    expect(run.stderr()).toContain("Invalid configuration");
    expect(run.stderr()).toContain("PORT:");
    expect(run.stderr()).toContain("SITE_URL:");
  });

  it("finishes on SIGTERM with exit 0, closing the database so the next start can open it", async () => {
    for (let round = 0; round < 2; round++) {
      const port = await freePort();
      const run = start({ PORT: String(port) });
      await waitReady(port);
      expect((await fetch(`http://127.0.0.1:${port}/se`)).status).toBe(200);
      run.child.kill("SIGTERM");
      expect(await run.exited).toBe(0);
    }
  }, 180_000);

  it("loads React's production build when started without NODE_ENV", async () => {
    // What the entry's first import leaves in place before anything that reads NODE_ENV is loaded.
    const env = { ...process.env };
    delete env.NODE_ENV;
    const probe = spawn(
      process.execPath,
      ["--input-type=module", "-e", 'import "./server/production-by-default.ts"; const dom = await import("react-dom/server"); console.log(process.env.NODE_ENV, typeof dom.renderToPipeableStream);'],
      { cwd: ROOT, env },
    );
    let out = "";
    probe.stdout.on("data", (chunk) => (out += chunk));
    await new Promise((done) => probe.once("exit", done));
    expect(out.trim()).toBe("production function");
    const entry = readFileSync(join(ROOT, "server/main.ts"), "utf8");
    expect(entry.match(/^import .*$/m)?.[0]).toBe('import "./production-by-default.ts";');
  });
});
