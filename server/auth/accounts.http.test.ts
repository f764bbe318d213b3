// Accounts end to end through the real app: sign-up with the password rules, verification by mail, password,
// one-time code and magic-link sign-in, reset, change of password and address, deletion, sessions, idle timeout.
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { Browser, codeIn, GOOD_PASSWORD, lastMail, linkIn, mailCount, securityEvents, signedUpUser, type TestApp } from "./auth-test-client.ts";

/** The idle timeout of the short-session app: long enough for a loaded machine to sign two people up within it. */
const IDLE_MS = 6000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function session(browser: Browser) {
  return (await browser.get("/api/auth/get-session")).json() as { user: { email: string; emailVerified: boolean } } | null;
}

describe("sign-up", () => {
  it.each([
    ["kort-7", ["too_short"]],
    ["Sommar2024!", ["too_common"]],
    ["Kerstin-Lind-1987-ok", ["contains_email"]],
    ["lind", ["too_short", "contains_email"]],
  ])("refuses %s with weak_password and its reasons, in the caller's language", async (password, reasons) => {
    const browser = new Browser(t, { "accept-language": "fi-FI,fi;q=0.9" });
    const res = await browser.post("/api/auth/sign-up/email", { email: "kerstin.lind@example.se", password, name: "Kerstin" });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "weak_password", reasons } });
    expect(res.json().error.message).toMatch(/^Salasana on liian heikko\./);
    expect(await mailCount(t, "kerstin.lind@example.se")).toBe(0);
  });

  it("takes a good password, refuses to sign in until the mailed link is opened, then signs in", async () => {
    const browser = new Browser(t);
    const email = "nils@example.se";
    const signUp = await browser.post("/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "Nils", language: "en" });
    expect(signUp.statusCode).toBe(200);
    expect(browser.sessionCookie()).toBeUndefined();

    const mail = await lastMail(t, email, "auth-verification");
    expect(mail.subject).toBe("Confirm your email address – Nordic IT Services");
    const link = linkIn(mail.text_body, t.config.siteUrl);
    expect(link).toMatch(/^\/api\/auth\/verify-email\?token=[\w.-]+&callbackURL=%2Fen%2Fdashboard$/);

    const early = await browser.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json().error).toEqual({ code: "EMAIL_NOT_VERIFIED", message: expect.stringMatching(/^Du behöver bekräfta din e-postadress/) });
    // Better Auth's own refusals come in the API's one shape too, said in the caller's language.
    const wrongPassword = await browser.post("/api/auth/sign-in/email", { email: "nobody-here@example.se", password: "Helt-fel-lösenord-här-9" }, { "accept-language": "en" });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: { code: "INVALID_EMAIL_OR_PASSWORD", message: "Wrong email address or password." } });

    const verified = await browser.get(link);
    expect(verified.statusCode).toBe(302);
    expect(verified.headers.location).toBe("/en/dashboard");
    expect((await session(browser))?.user).toMatchObject({ email, emailVerified: true });

    const elsewhere = new Browser(t);
    const signIn = await elsewhere.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect((await session(elsewhere))?.user.email).toBe(email);
    const wrong = await new Browser(t).post("/api/auth/sign-in/email", { email, password: `${GOOD_PASSWORD}x` });
    expect(wrong.statusCode).toBe(401);
  });

  it("sends the verification mail again on request, in the language of the lang cookie", async () => {
    const email = "resend@example.se";
    const browser = new Browser(t, { cookie: "lang=no" });
    await browser.post("/api/auth/sign-up/email", { email, password: GOOD_PASSWORD, name: "Resend" });
    expect((await lastMail(t, email, "auth-verification")).subject).toBe("Bekreft e-postadressen din – Nordic IT Services");
    const resend = await browser.post("/api/auth/send-verification-email", { email });
    expect(resend.statusCode).toBe(200);
    expect(await mailCount(t, email, "auth-verification")).toBe(2);
    expect(linkIn((await lastMail(t, email, "auth-verification")).text_body, t.config.siteUrl)).toContain("callbackURL=%2Fno%2Fdashboard");
  });

  it("answers a sign-up with a taken address like any other, and tells the owner by mail", async () => {
    await signedUpUser(t, "taken@example.se");
    const again = await new Browser(t).post("/api/auth/sign-up/email", { email: "taken@example.se", password: "Ett-helt-annat-lösen-55", name: "X" });
    expect(again.statusCode).toBe(200);
    expect((await lastMail(t, "taken@example.se")).kind).toBe("auth-existingAccount");
    expect(await t.db.selectFrom("user").select("id").where("email", "=", "taken@example.se").execute()).toHaveLength(1);
  });

  it("answers malformed JSON with our localized 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/sign-in/email",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: '{"email": "x@example.se", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "invalid_body", message: "The request could not be read." } });
  });

  it("takes a bodyless POST (sign-out from a fetch without body)", async () => {
    const browser = await signedUpUser(t, "bodyless@example.se");
    const res = await t.app.inject({ method: "POST", url: "/api/auth/sign-out", headers: { origin: t.config.siteUrl, cookie: browser.cookieHeader() } });
    expect(res.statusCode).toBe(200);
    expect(await session(browser)).toBeNull();
  });
});

describe("sign-in without a password", () => {
  it("signs in with a one-time code from the mail, once", async () => {
    const email = "otp@example.se";
    await signedUpUser(t, email);
    const browser = new Browser(t);
    expect((await browser.post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in", language: "se" })).statusCode).toBe(200);
    const mail = await lastMail(t, email, "auth-code-sign-in");
    expect(mail.subject).toBe("Din inloggningskod – Nordic IT Services");
    const otp = codeIn(mail.text_body);
    const wrong = await browser.post("/api/auth/sign-in/email-otp", { email, otp: otp === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    const right = await browser.post("/api/auth/sign-in/email-otp", { email, otp });
    expect(right.statusCode).toBe(200);
    expect((await session(browser))?.user.email).toBe(email);
    expect((await new Browser(t).post("/api/auth/sign-in/email-otp", { email, otp })).statusCode).toBe(400);
  });

  it("signs in with a magic link that leads to the dashboard, and mails no one for an unknown address", async () => {
    const email = "magic@example.se";
    await signedUpUser(t, email);
    const browser = new Browser(t);
    expect((await browser.post("/api/auth/sign-in/magic-link", { email, language: "fi" })).statusCode).toBe(200);
    const link = linkIn((await lastMail(t, email, "auth-magicLink")).text_body, t.config.siteUrl);
    expect(link).toMatch(/^\/api\/auth\/magic-link\/verify\?token=\w+&callbackURL=%2Ffi%2Fdashboard/);
    const opened = await browser.get(link);
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe(`${t.config.siteUrl}/fi/dashboard`);
    expect((await session(browser))?.user.email).toBe(email);

    expect((await new Browser(t).post("/api/auth/sign-in/magic-link", { email: "nobody@example.se" })).statusCode).toBe(200);
    expect(await mailCount(t, "nobody@example.se")).toBe(0);
  });
});

describe("password reset and change", () => {
  it("resets by a link to our auth page and ends every session", async () => {
    const email = "reset@example.se";
    const first = await signedUpUser(t, email);
    const second = new Browser(t);
    await second.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(await session(second)).not.toBeNull();

    const stranger = new Browser(t);
    expect((await stranger.post("/api/auth/request-password-reset", { email, language: "en" })).statusCode).toBe(200);
    const link = linkIn((await lastMail(t, email, "auth-passwordReset")).text_body, t.config.siteUrl);
    const token = /^\/en\/auth\?mode=reset&token=(\w+)$/.exec(link)?.[1];
    expect(token).toBeDefined();

    const weak = await stranger.post("/api/auth/reset-password", { token, newPassword: "reset-2024-reset" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.reasons).toEqual(["contains_email"]);
    const newPassword = "Nytt-lösenord-för-hösten-91";
    expect((await stranger.post("/api/auth/reset-password", { token, newPassword })).statusCode).toBe(200);

    expect(await session(first)).toBeNull();
    expect(await session(second)).toBeNull();
    expect((await lastMail(t, email)).kind).toBe("auth-passwordChanged");
    expect((await new Browser(t).post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).statusCode).toBe(401);
    expect((await new Browser(t).post("/api/auth/sign-in/email", { email, password: newPassword })).statusCode).toBe(200);
    expect((await stranger.post("/api/auth/reset-password", { token, newPassword: "Ännu-ett-nytt-lösen-12" })).statusCode).toBe(400);
    expect((await securityEvents(t, "password_reset")).map((e) => e.email)).toContain(email);
  });

  it("changes the password only with the old one, and may end the other sessions", async () => {
    const email = "change@example.se";
    const browser = await signedUpUser(t, email);
    const other = new Browser(t);
    await other.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });

    const newPassword = "Kanelbullar-på-fredag-33";
    const wrongOld = await browser.post("/api/auth/change-password", { currentPassword: "Inte-det-gamla-lösenordet-1", newPassword });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().error.code).toBe("INVALID_PASSWORD");
    const weak = await browser.post("/api/auth/change-password", { currentPassword: GOOD_PASSWORD, newPassword: "qwertyuiop123" });
    expect(weak.json()).toMatchObject({ error: { code: "weak_password", reasons: ["too_common"] } });

    const changed = await browser.post("/api/auth/change-password", { currentPassword: GOOD_PASSWORD, newPassword, revokeOtherSessions: true });
    expect(changed.statusCode).toBe(200);
    expect(await session(browser)).not.toBeNull();
    expect(await session(other)).toBeNull();
    expect((await lastMail(t, email)).kind).toBe("auth-passwordChanged");
    expect((await securityEvents(t, "password_changed")).map((e) => e.email)).toContain(email);
  });
});

describe("changing the address", () => {
  it("asks the current address to approve, then the new one to confirm", async () => {
    const browser = await signedUpUser(t, "old.address@example.se");
    const res = await browser.post("/api/auth/change-email", { newEmail: "new.address@example.se", language: "en" });
    expect(res.statusCode).toBe(200);
    const approval = await lastMail(t, "old.address@example.se", "auth-emailChangeConfirmation");
    expect(approval.text_body).toContain("new.address@example.se");
    expect((await browser.get(linkIn(approval.text_body, t.config.siteUrl))).statusCode).toBe(302);
    expect((await session(browser))?.user.email).toBe("old.address@example.se");

    const confirmation = await lastMail(t, "new.address@example.se", "auth-emailChangeVerification");
    expect(confirmation.subject).toBe("Confirm your new email address – Nordic IT Services");
    expect((await browser.get(linkIn(confirmation.text_body, t.config.siteUrl))).statusCode).toBe(302);
    expect((await session(browser))?.user.email).toBe("new.address@example.se");
  });
});

describe("deleting the account", () => {
  it("needs the password (or a fresh session) and removes the account", async () => {
    const email = "delete@example.se";
    const browser = await signedUpUser(t, email);
    expect((await browser.post("/api/auth/delete-user", { password: "Fel-lösenord-hela-vägen" })).statusCode).toBe(400);
    const res = await browser.post("/api/auth/delete-user", { password: GOOD_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
    expect(await t.db.selectFrom("user").select("id").where("email", "=", email).execute()).toEqual([]);
    expect(await session(browser)).toBeNull();
    expect((await securityEvents(t, "account_deleted")).map((e) => e.email)).toContain(email);
  });
});

describe("sessions", () => {
  it("lists the sessions and ends the others, then all", async () => {
    const email = "sessions@example.se";
    const a = await signedUpUser(t, email);
    const b = new Browser(t);
    const c = new Browser(t);
    for (const browser of [b, c]) await browser.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(((await a.get("/api/auth/list-sessions")).json() as unknown[]).length).toBe(3);

    expect((await a.post("/api/auth/revoke-other-sessions", {})).statusCode).toBe(200);
    expect(await session(a)).not.toBeNull();
    expect(await session(b)).toBeNull();
    expect(await session(c)).toBeNull();

    await b.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect((await a.post("/api/auth/revoke-sessions", {})).statusCode).toBe(200);
    expect(await session(a)).toBeNull();
    expect(await session(b)).toBeNull();
    const revoked = await securityEvents(t, "session_revoked");
    expect(revoked.filter((e) => e.email === email).map((e) => e.details.scope)).toEqual(["others", "others", "all", "all"]);
  });
});

describe("idle timeout", () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ SESSION_IDLE_TIMEOUT_SECONDS: String(IDLE_MS / 1000) });
  });
  afterAll(() => short.close());

  it("GET /get-session reads without extending; POST (the activity heartbeat) extends — remembered or not", async () => {
    // Times are taken from when each step finished, so a slow machine stretches the test instead of failing it.
    const until = (at: number) => sleep(Math.max(0, at - Date.now()));
    const reader = await signedUpUser(short, "reader@example.se");
    const readerSince = Date.now();
    await signedUpUser(short, "active@example.se");
    const active = new Browser(short);
    await active.post("/api/auth/sign-in/email", { email: "active@example.se", password: GOOD_PASSWORD, rememberMe: false });
    await until(readerSince + IDLE_MS / 2);
    expect(await session(reader)).not.toBeNull();
    const heartbeat = await active.post("/api/auth/get-session");
    const heartbeatAt = Date.now();
    expect(heartbeat.statusCode).toBe(200);
    expect(heartbeat.cookies.find((c) => c.name.endsWith("session_token"))?.maxAge).toBe(IDLE_MS / 1000);
    await until(readerSince + IDLE_MS + 500);
    // The reader only looked (GET): their session ran out; the active one was moved on by the heartbeat.
    expect(await session(reader)).toBeNull();
    expect(await session(active)).not.toBeNull();
    await until(heartbeatAt + IDLE_MS + 500);
    expect(await session(active)).toBeNull();
  });
});
