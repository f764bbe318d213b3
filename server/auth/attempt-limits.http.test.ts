// SPEC section 9's limits on the server: 5 failed attempts per 15 minutes per address, a pause that doubles between
// them, a ceiling per client address, counted in the database; 429 with Retry-After and the wait in words.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { Browser, GOOD_PASSWORD, signedUpUser, type TestApp } from "./auth-test-client.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_ATTEMPTS_PER_ADDRESS: "1000" });
});
afterAll(() => t.close());

/** The doubling pause is tested once; elsewhere it is skipped by moving the next allowed moment to now. */
async function skipPauses() {
  await t.db.updateTable("rate_limits").set({ next_allowed_at: new Date(0) }).execute();
}

function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return new Browser(t, headers).post("/api/auth/sign-in/email", { email, password });
}

/** Wrong passwords, each refused as wrong (401), not as too many. */
async function failSignIns(email: string, count: number) {
  for (let i = 1; i <= count; i++) {
    await skipPauses();
    expect((await signIn(email, `Fel-lösenord-nummer-${i}`)).statusCode).toBe(401);
  }
}

describe("failed sign-ins per address", () => {
  it("pauses 1 s after the second failure, then 2 s, …", async () => {
    const email = "pause@example.se";
    await signedUpUser(t, email);
    await failSignIns(email, 2);
    const paused = await signIn(email, GOOD_PASSWORD, { "accept-language": "sv-SE" });
    expect(paused.statusCode).toBe(429);
    expect(paused.headers["retry-after"]).toBe("1");
    expect(paused.json()).toEqual({ error: { code: "rate_limited", message: "För många förfrågningar. Försök igen om 1 sekund.", retryAfterSeconds: 1 } });
  });

  it("refuses the sixth attempt within 15 minutes, even with the right password, for that address only", async () => {
    const email = "guess@example.se";
    await signedUpUser(t, email);
    await failSignIns(email, 5);
    await skipPauses();
    const blocked = await signIn(email, GOOD_PASSWORD, { "accept-language": "en" });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(14 * 60);
    expect(blocked.json().error.message).toBe("Too many requests. Please try again in 15 minutes.");

    const other = "not-guessed@example.se";
    await signedUpUser(t, other);
    expect((await signIn(other, GOOD_PASSWORD)).statusCode).toBe(200);
  });

  it("forgets the failures once the password is right", async () => {
    const email = "forgetful@example.se";
    await signedUpUser(t, email);
    await failSignIns(email, 4);
    await skipPauses();
    expect((await signIn(email, GOOD_PASSWORD)).statusCode).toBe(200);
    await failSignIns(email, 5);
  });

  it("counts a wrong TOTP code against the person whose sign-in awaits it", async () => {
    const email = "totp-guess@example.se";
    const enrolment = await signedUpUser(t, email);
    const { totpURI } = (await enrolment.post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD })).json() as { totpURI: string };
    const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
    expect((await enrolment.post("/api/auth/two-factor/verify-totp", { code: totp.generate() })).statusCode).toBe(200);

    const browser = new Browser(t);
    expect((await browser.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD })).json().twoFactorRedirect).toBe(true);
    const right = totp.generate({ timestamp: Date.now() + 30_000 });
    const wrong = right === "000000" ? "111111" : "000000";
    for (let i = 1; i <= 5; i++) {
      await skipPauses();
      expect((await browser.post("/api/auth/two-factor/verify-totp", { code: wrong })).statusCode).toBeGreaterThanOrEqual(400);
    }
    await skipPauses();
    expect((await browser.post("/api/auth/two-factor/verify-totp", { code: right })).statusCode).toBe(429);
  });

  it("counts a wrong password at the re-authentication step (/verify-password) against the signed-in person", async () => {
    const email = "reauth-guess@example.se";
    const browser = await signedUpUser(t, email);
    for (let i = 1; i <= 5; i++) {
      await skipPauses();
      expect((await browser.post("/api/auth/verify-password", { password: `Fel-lösenord-nummer-${i}` })).statusCode).toBeGreaterThanOrEqual(400);
    }
    await skipPauses();
    expect((await browser.post("/api/auth/verify-password", { password: GOOD_PASSWORD })).statusCode).toBe(429);
  });
});

describe("mail requests per address", () => {
  it("sends an address at most 5 mails in 15 minutes, the sign-up's verification included", async () => {
    const email = "links@example.se";
    await signedUpUser(t, email);
    for (let i = 1; i <= 4; i++) {
      await skipPauses();
      expect((await new Browser(t).post("/api/auth/sign-in/magic-link", { email })).statusCode).toBe(200);
    }
    await skipPauses();
    expect((await new Browser(t).post("/api/auth/sign-in/magic-link", { email: "LINKS@example.se" })).statusCode).toBe(429);
  });
});

describe("attempts per client address", () => {
  let office: TestApp;
  beforeAll(async () => {
    office = await createTestApp({ AUTH_ATTEMPTS_PER_ADDRESS: "5" });
  });
  afterAll(() => office.close());

  it("lets an address make AUTH_ATTEMPTS_PER_ADDRESS attempts in 15 minutes, whatever the accounts", async () => {
    const attempt = (i: number, remoteAddress: string) =>
      office.app.inject({
        method: "POST",
        url: "/api/auth/sign-in/email",
        remoteAddress,
        headers: { origin: office.config.siteUrl },
        payload: { email: `person${i}@example.se`, password: GOOD_PASSWORD },
      });
    for (let i = 1; i <= 5; i++) expect((await attempt(i, "198.51.100.7")).statusCode).toBe(401);
    const over = await attempt(6, "198.51.100.7");
    expect(over.statusCode).toBe(429);
    expect(over.headers["retry-after"]).toBeDefined();
    expect((await attempt(7, "203.0.113.9")).statusCode).toBe(401);
  });
});
