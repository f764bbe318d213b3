// The console's security log through the real app: events newest first, filtered by type, by a part of the address
// and by time; for administrators only; and the list of types the page offers knows every type the server writes.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SECURITY_EVENT_TYPES, type SecurityEventListResponse } from "../../app/console/security-log-contract.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { logSecurityEvent } from "../auth/security-log.ts";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN, CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "./console-test-support.ts";

let t: TestApp;
let admin: Browser;
let agent: Browser;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp({ ...CONSOLE_ADMIN_ENV, TRUST_PROXY: "true" });
  admin = await consoleAdmin(t);
  adminId = (await t.db.selectFrom("user").select("id").where("email", "=", CONSOLE_ADMIN.email).executeTakeFirstOrThrow()).id;
  agent = (await staffMember(t, admin, "log-agent@example.se", "agent")).browser;
});
afterAll(() => t.close());

async function list(query = "") {
  const res = await admin.get(`/api/staff/security-events${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SecurityEventListResponse;
}

describe("the security log", () => {
  it("lists events newest first with time, type, user, severity, network and details", async () => {
    await signedUpUser(t, "logged@example.se", undefined, new Browser(t, { "x-forwarded-for": "198.51.100.77" }));
    const res = await admin.get("/api/staff/security-events");
    expect(res.headers["cache-control"]).toBe("no-store");
    const { events, pageSize } = res.json() as SecurityEventListResponse;
    expect(pageSize).toBe(50);
    const times = events.map((event) => Date.parse(event.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const signUp = events.find((event) => event.type === "sign_up" && event.email === "logged@example.se")!;
    expect(signUp).toMatchObject({ severity: "INFO", addressPrefix: "198.51.100.0/24", details: { path: "/sign-up/email" }, actorEmail: null });
    expect(signUp.userId).toEqual(expect.any(String));
  });

  it("names the administrator who acted", async () => {
    const { events } = await list("?type=role_changed&user=log-agent");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: "role_changed", email: "log-agent@example.se", severity: "WARNING", details: { by: adminId, role: "agent" }, actorEmail: CONSOLE_ADMIN.email });
  });

  it("filters by type and by a part of the address, whatever its case", async () => {
    const signIns = await list("?type=sign_in");
    expect(signIns.events.length).toBeGreaterThan(0);
    expect(new Set(signIns.events.map((event) => event.type))).toEqual(new Set(["sign_in"]));

    const agentOnly = await list("?user=LOG-AGENT");
    expect(agentOnly.events.length).toBeGreaterThan(2);
    expect(new Set(agentOnly.events.map((event) => event.email))).toEqual(new Set(["log-agent@example.se"]));
    expect((await list("?user=%25")).events).toEqual([]);

    const both = await list("?type=mfa_enabled&user=log-agent@example.se");
    expect(both.events.map((event) => [event.type, event.email])).toEqual([["mfa_enabled", "log-agent@example.se"]]);
    expect(both.total).toBe(1);
  });

  it("filters by time, both ends included", async () => {
    for (const iso of ["2031-03-01T08:00:00.000Z", "2031-03-02T08:00:00.000Z", "2031-03-03T08:00:00.000Z"]) {
      await t.db
        .insertInto("security_events")
        .values({ event_type: "password_changed", severity: "INFO", email: "timed@example.se", details: JSON.stringify({}), created_at: new Date(iso) })
        .execute();
    }
    const inMarch = await list("?user=timed&from=2031-03-02T08:00:00.000Z&to=2031-03-03T08:00:00Z");
    expect(inMarch.events.map((event) => event.createdAt)).toEqual(["2031-03-03T08:00:00.000Z", "2031-03-02T08:00:00.000Z"]);
    expect((await list("?user=timed&from=2031-03-03T09:00:00%2B01:00")).events).toHaveLength(1);
    expect((await list("?user=timed&to=2031-03-01T07:59:59Z")).events).toEqual([]);
  });

  it("pages through the log, 50 to a page", async () => {
    for (let n = 0; n < 55; n++) await logSecurityEvent(t.db, { type: "sign_in_failed", email: "paged@example.se", details: { n } });
    const first = await list("?user=paged");
    expect(first.total).toBe(55);
    expect(first.events).toHaveLength(50);
    const second = await list("?user=paged&page=2");
    expect(second.page).toBe(2);
    expect(second.events).toHaveLength(5);
    expect(new Set([...first.events, ...second.events].map((event) => event.id)).size).toBe(55);
  });

  it("refuses a filter it cannot read, in the caller's language", async () => {
    const queries = ["type=made_up", "from=yesterday", "to=2031-13-01T00:00:00Z", "from=2031-03-02T00:00:00Z&to=2031-03-01T00:00:00Z", "page=-1", `user=${"x".repeat(321)}`];
    for (const query of queries) {
      const res = await admin.get(`/api/staff/security-events?${query}&language=fi`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({
        error: { code: "invalid_query", message: "Tarkista suodatin: päivämäärien on oltava oikeita, eikä alku saa olla lopun jälkeen." },
      });
    }
  });

  it("is for administrators only", async () => {
    expect((await new Browser(t).get("/api/staff/security-events")).statusCode).toBe(401);
    expect((await agent.get("/api/staff/security-events")).statusCode).toBe(403);
    const customer = await signedUpUser(t, "log-customer@example.se");
    expect((await customer.get("/api/staff/security-events")).statusCode).toBe(403);
  });
});

describe("the event types the page offers", () => {
  /** Every event type the server's own code writes: Better Auth's hooks, the first administrator, the console. */
  function writtenTypes(): Set<string> {
    const root = resolve(import.meta.dirname, "..");
    const found = new Set<string>();
    const patterns = [/record\([^,()]+,\s*"([a-z_]+)"/g, /logEvent\([^,()]+,[^,()]+,\s*"([a-z_]+)"/g, /\{\s*type: "([a-z_]+)"/g, /p_event_type: z\.literal\("([a-z_]+)"\)/g];
    for (const file of readdirSync(root, { recursive: true, encoding: "utf8" })) {
      if (!file.endsWith(".ts") || file.endsWith(".test.ts")) continue;
      const text = readFileSync(join(root, file), "utf8");
      if (!/logSecurityEvent|record\(ctx|p_event_type/.test(text)) continue;
      for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.add(match[1]!);
    }
    return found;
  }

  it("include every type the server writes", () => {
    const written = writtenTypes();
    expect(written.size).toBeGreaterThanOrEqual(20);
    expect([...written].filter((type) => !(SECURITY_EVENT_TYPES as readonly string[]).includes(type))).toEqual([]);
  });
});
