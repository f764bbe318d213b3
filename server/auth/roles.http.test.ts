// Roles through the real app: the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD, roles set by an administrator,
// the staff endpoints open to admin and agent sessions with two-step verification (401 without a session, 403 without
// the role or the second factor), and a user's
// chats from before signing in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { png } from "../storage/upload-fixtures.ts";
import { createTestApp } from "../test-support.ts";
import { Browser, GOOD_PASSWORD, securityEvents, signedUpUser, type TestApp } from "./auth-test-client.ts";
import { enrolTotp } from "../console/console-test-support.ts";
import { createAdministrator, ensureFirstAdministrator } from "./first-admin.ts";
import { listUserConversations } from "./user-conversations.ts";

const ADMIN = { email: "chief@example.se", password: "Styrelsemöte-i-Malmö-2031" };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
});
afterAll(() => t.close());

async function signedInAdmin() {
  const browser = new Browser(t);
  expect((await browser.post("/api/auth/sign-in/email", ADMIN)).statusCode).toBe(200);
  return browser;
}

async function startChat(browser: Browser) {
  const res = await browser.post("/api/chat-bot", { message: "Hur snabbt svarar ni?", sessionId: null, userInfo: {}, media: [], language: "se" });
  expect(res.statusCode).toBe(200);
  return (res.json() as { sessionId: string }).sessionId;
}

describe("the first administrator", () => {
  it("is made at start with a verified address and the admin role, once", async () => {
    const admin = await t.db.selectFrom("user").select(["role", "emailVerified"]).where("email", "=", ADMIN.email).executeTakeFirstOrThrow();
    expect(admin).toEqual({ role: "admin", emailVerified: true });
    await signedInAdmin();

    await ensureFirstAdministrator(t.app.accounts, { email: "second@example.se", password: "Ett-annat-långt-lösen-7" }, t.app.log);
    expect(await t.db.selectFrom("user").select("id").where("email", "=", "second@example.se").execute()).toEqual([]);
  });

  it("refuses a weak password, and takes over an existing account with the given password", async () => {
    await expect(createAdministrator(t.app.accounts, { email: "boss@example.se", password: "sommar2024" })).rejects.toThrow(/common passwords/);

    const squatter = await signedUpUser(t, "owner@example.se");
    const outcome = await createAdministrator(t.app.accounts, { email: "owner@example.se", password: "Ägarens-eget-lösenord-88" });
    expect(outcome).toBe("promoted");
    expect((await squatter.get("/api/auth/get-session")).json()).toBeNull();
    expect((await new Browser(t).post("/api/auth/sign-in/email", { email: "owner@example.se", password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await new Browser(t).post("/api/auth/sign-in/email", { email: "owner@example.se", password: "Ägarens-eget-lösenord-88" })).statusCode).toBe(200);
  });
});

describe("staff endpoints", () => {
  it("answer 401 without a session, 403 for a user, and let an agent reply once an administrator made them one", async () => {
    const visitor = new Browser(t);
    const sessionId = await startChat(visitor);
    const reply = (browser: Browser) => browser.post(`/api/staff/conversations/${sessionId}/messages`, { content: "Hej, Eva här.", senderName: "Eva" }, { "accept-language": "sv" });

    const anonymous = await reply(new Browser(t));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: { code: "unauthenticated", message: "Du behöver logga in." } });

    const eva = await signedUpUser(t, "eva@example.se");
    const refused = await reply(eva);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: { code: "forbidden", message: "Otillräcklig behörighet." } });

    const evaId = (await t.db.selectFrom("user").select("id").where("email", "=", "eva@example.se").executeTakeFirstOrThrow()).id;
    expect((await eva.post("/api/auth/admin/set-role", { userId: evaId, role: "admin" })).statusCode).toBe(403);
    const admin = await signedInAdmin();
    expect((await admin.post("/api/auth/admin/set-role", { userId: evaId, role: "agent" })).statusCode).toBe(200);
    expect((await securityEvents(t, "role_changed")).find((e) => e.email === "eva@example.se")?.details).toMatchObject({ role: "agent" });

    // The role alone is not enough: staff work only with two-step verification on, as the console asks.
    const unenrolled = await reply(eva);
    expect(unenrolled.statusCode).toBe(403);
    expect(unenrolled.json()).toMatchObject({ error: { code: "two_factor_required" } });
    await enrolTotp(eva, GOOD_PASSWORD);
    expect((await reply(eva)).statusCode).toBe(201);
    expect((await eva.get(`/api/staff/conversations/${sessionId}/messages`)).statusCode).toBe(200);
  });

  it("let staff sessions open a visitor's attachment, and no one else", async () => {
    const visitor = new Browser(t);
    await startChat(visitor);
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png())], { type: "image/png" }), "skärmbild.png");
    const body = new Response(form);
    const upload = await visitor.request({
      method: "POST",
      url: "/api/storage/chat-media",
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { "content-type": body.headers.get("content-type") ?? "" },
    });
    expect(upload.statusCode).toBe(201);
    const url = (upload.json() as { url: string }).url;

    expect((await (await signedUpUser(t, "curious@example.se")).get(url)).statusCode).toBe(404);
    const admin = await signedInAdmin();
    expect((await admin.get(url)).statusCode).toBe(404);
    await enrolTotp(admin, ADMIN.password);
    expect((await admin.get(url)).statusCode).toBe(200);
  });
});

describe("a user's chats", () => {
  it("become theirs when they sign in from the browser that started them", async () => {
    const browser = new Browser(t);
    const sessionId = await startChat(browser);
    await signedUpUser(t, "chatter@example.se", GOOD_PASSWORD, browser);
    const userId = (await t.db.selectFrom("user").select("id").where("email", "=", "chatter@example.se").executeTakeFirstOrThrow()).id;
    const chats = await listUserConversations(t.db, userId);
    expect(chats).toHaveLength(1);
    expect(chats[0]).toMatchObject({ id: sessionId, status: "pending", language: "se" });
    expect(chats[0]!.messageCount).toBeGreaterThanOrEqual(2);
    expect(chats[0]!.lastMessage).toBeTruthy();
    expect(await listUserConversations(t.db, "someone-else")).toEqual([]);
  });
});
