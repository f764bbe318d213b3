// The PostgreSQL bus when its connections go: it listens again, fails publishes cleanly, and closes without leftovers.
import { randomUUID } from "node:crypto";
import type { QueryResultRow } from "pg";
import { afterEach, describe, expect, inject, it } from "vitest";
import { createTestDatabase, queryOnce } from "../db/throwaway-postgres.ts";
import { LISTEN_APPLICATION_NAME, listenRetryDelayMs, PostgresBus, type BusEvent } from "./bus.ts";

const postgresUrl = inject("postgresUrl");
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const admin = <T extends QueryResultRow>(text: string, values: unknown[] = []) => queryOnce<T>(postgresUrl, text, values);

const listeners = (database: string) =>
  admin<{ pid: number }>("select pid from pg_stat_activity where datname = $1 and application_name = $2", [database, LISTEN_APPLICATION_NAME]);

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

const status = (sessionId: string): BusEvent => ({ kind: "status", sessionId, status: "open" });

it("waits 1 s before the first retry, then twice as long each time, at most 30 s", () => {
  expect([1, 2, 3, 4, 5, 6, 7, 50].map(listenRetryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
});

describe.skipIf(!postgresUrl)("PostgresBus", () => {
  it("drops a NOTIFY on its channel that is not JSON and goes on delivering", async () => {
    const database = await createTestDatabase(postgresUrl);
    cleanups.push(() => database.drop());
    const bus = await PostgresBus.connect(database.url);
    cleanups.push(() => bus.close());
    const received: BusEvent[] = [];
    bus.subscribe((event) => received.push(event));
    await queryOnce(database.url, "select pg_notify('chat_realtime', 'not json {')");
    await queryOnce(database.url, "select pg_notify('chat_realtime', '{\"kind\":\"unknown\"}')");
    const event = status(randomUUID());
    await bus.publish(event);
    await until(() => received.length > 0);
    expect(received).toEqual([event]);
  });

  it("listens again within about a second after PostgreSQL cuts its LISTEN connection", async () => {
    const database = await createTestDatabase(postgresUrl);
    cleanups.push(() => database.drop());
    const bus = await PostgresBus.connect(database.url);
    cleanups.push(() => bus.close());
    const received: BusEvent[] = [];
    bus.subscribe((event) => received.push(event));

    const [before] = await listeners(database.name);
    expect(before).toBeDefined();
    await admin("select pg_terminate_backend($1)", [before!.pid]);
    const cutAt = Date.now();
    await until(async () => (await listeners(database.name)).some((row) => row.pid !== before!.pid));
    expect(Date.now() - cutAt).toBeLessThan(2500);

    const sessionId = randomUUID();
    await bus.publish(status(sessionId));
    await until(() => received.some((event) => "sessionId" in event && event.sessionId === sessionId));
  });

  it("fails a publish cleanly while the database is gone, keeps retrying quietly, and closes without leftovers", async () => {
    const database = await createTestDatabase(postgresUrl);
    const errors: unknown[] = [];
    const bus = await PostgresBus.connect(database.url, (error) => errors.push(error));
    await bus.publish(status(randomUUID())); // the NOTIFY pool now holds an idle connection too

    // Gone for good: every connection is cut, and every new one is refused.
    await database.drop();
    await expect(bus.publish(status(randomUUID()))).rejects.toThrow();
    await until(() => errors.length >= 2); // the cut LISTEN connection, then the first refused retry
    await bus.close();
    const reported = errors.length;
    await new Promise((r) => setTimeout(r, 2500));
    // No retry after close(): nothing more is attempted, so nothing more fails.
    expect(errors.length).toBe(reported);
  });

  it("close() while waiting to listen again leaves no LISTEN connection behind", async () => {
    const database = await createTestDatabase(postgresUrl);
    cleanups.push(() => database.drop());
    const bus = await PostgresBus.connect(database.url);
    const [before] = await listeners(database.name);
    await admin("select pg_terminate_backend($1)", [before!.pid]);
    await new Promise((r) => setTimeout(r, 100));
    await bus.close();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await listeners(database.name)).toEqual([]);
  });
});
