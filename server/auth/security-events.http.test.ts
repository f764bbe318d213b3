// The security log through the real app: sign-ins, failures and sign-outs with the client's network and browser,
// and POST /api/rpc/log_enhanced_security_event with SPEC section 7's payload.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { Browser, GOOD_PASSWORD, securityEvents, signedUpUser, type TestApp } from "./auth-test-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RPC = "/api/rpc/log_enhanced_security_event";

function timeoutReport(email: string) {
  return {
    p_event_type: "session_timeout",
    p_user_email: email,
    p_details: { timeout_minutes: 30, last_activity: "2026-11-23T10:15:00.000Z" },
    p_severity: "INFO",
  };
}

describe("sign-in, failure and sign-out", () => {
  it("are logged with who, the client's /24 network (never a forged X-Forwarded-For) and the browser", async () => {
    const email = "logged@example.se";
    await signedUpUser(t, email);
    const client = { "user-agent": "Mozilla/5.0 (Test) Firefox/140.0", "x-forwarded-for": "10.9.8.7" };
    const browser = new Browser(t, client);
    const signIn = (password: string) => browser.request({ method: "POST", url: "/api/auth/sign-in/email", remoteAddress: "192.0.2.77", payload: { email, password } });
    expect((await signIn("Helt-fel-lösenord-nu")).statusCode).toBe(401);
    expect((await signIn(GOOD_PASSWORD)).statusCode).toBe(200);
    expect((await browser.request({ method: "POST", url: "/api/auth/sign-out", remoteAddress: "192.0.2.77" })).statusCode).toBe(200);

    const events = (await securityEvents(t)).filter((e) => e.email === email && e.user_agent === client["user-agent"]);
    expect(events.map((e) => [e.event_type, e.severity, e.ip_prefix, e.details])).toEqual([
      ["sign_in_failed", "WARNING", "192.0.2.0/24", { method: "password", reason: "INVALID_EMAIL_OR_PASSWORD" }],
      ["sign_in", "INFO", "192.0.2.0/24", { method: "password" }],
      ["sign_out", "INFO", "192.0.2.0/24", {}],
    ]);
    const userId = (await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
    expect(events.slice(1).every((e) => e.user_id === userId)).toBe(true);
  });
});

describe("POST /api/rpc/log_enhanced_security_event", () => {
  it("logs a timeout and a manual sign-out for the signed-in user", async () => {
    const email = "reporter@example.se";
    const browser = await signedUpUser(t, email);
    expect((await browser.post(RPC, timeoutReport(email))).statusCode).toBe(204);
    const manual = { p_event_type: "manual_session_termination", p_user_email: email, p_details: { reason: "user_requested" }, p_severity: "INFO" };
    expect((await browser.post(RPC, manual)).statusCode).toBe(204);

    const events = (await securityEvents(t)).filter((e) => e.email === email && e.event_type !== "sign_up" && e.event_type !== "sign_in");
    expect(events.map((e) => [e.event_type, e.severity, e.details])).toEqual([
      ["session_timeout", "INFO", { timeout_minutes: 30, last_activity: "2026-11-23T10:15:00.000Z" }],
      ["manual_session_termination", "INFO", { reason: "user_requested" }],
    ]);
  });

  it.each([
    ["an unknown event", { p_event_type: "password_guessed" }],
    ["another severity", { p_severity: "ERROR" }],
    ["details of the other event", { p_details: { reason: "user_requested" } }],
    ["a field of its own", { p_extra: true }],
    ["no address", { p_user_email: undefined }],
  ])("refuses %s with 400", async (_name, change) => {
    const email = "strict@example.se";
    const browser = (await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()) ? new Browser(t) : await signedUpUser(t, email);
    const res = await browser.post(RPC, { ...timeoutReport(email), ...change }, { "accept-language": "en" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: "invalid_request", message: "The request could not be read." });
  });

  it("needs a session (401) whose user the address names (403)", async () => {
    expect((await new Browser(t).post(RPC, timeoutReport("nobody@example.se"))).statusCode).toBe(401);
    const browser = await signedUpUser(t, "honest@example.se");
    const other = await browser.post(RPC, timeoutReport("someone.else@example.se"));
    expect(other.statusCode).toBe(403);
    expect(other.json().error).toBe("email_mismatch");
  });

  it("takes a timeout report from a session that has just run out, and nothing else from it", async () => {
    const email = "expired@example.se";
    const browser = await signedUpUser(t, email);
    const token = browser.sessionCookie()!.split(".")[0]!;
    const expire = (secondsAgo: number) => t.db.updateTable("session").set({ expiresAt: new Date(Date.now() - secondsAgo * 1000) }).where("token", "=", token).execute();

    await expire(20);
    // (A read of the session now would also clear the browser's cookie: the browser reports before it reads.)
    expect((await t.app.inject({ url: "/api/auth/get-session", headers: { cookie: browser.cookieHeader() } })).json()).toBeNull();
    expect((await browser.post(RPC, { p_event_type: "manual_session_termination", p_user_email: email, p_details: { reason: "user_requested" }, p_severity: "INFO" })).statusCode).toBe(401);
    expect((await browser.post(RPC, timeoutReport(email))).statusCode).toBe(204);

    await expire(600);
    expect((await browser.post(RPC, timeoutReport(email))).statusCode).toBe(401);
  });

  it("is rate limited per user", async () => {
    const email = "chatty@example.se";
    const browser = await signedUpUser(t, email);
    for (let i = 0; i < 30; i++) expect((await browser.post(RPC, timeoutReport(email))).statusCode).toBe(204);
    const over = await browser.post(RPC, timeoutReport(email));
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
  });
});
