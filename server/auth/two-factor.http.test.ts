// TOTP two-factor through the real app, with codes from an authenticator (otpauth): enrolment, the sign-in challenge,
// no code accepted twice (Better Auth alone would), backup codes used once, and no passwordless way around it.
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { Browser, GOOD_PASSWORD, lastMail, securityEvents, signedUpUser, type TestApp } from "./auth-test-client.ts";
import { TOTP_PERIOD_SECONDS } from "./totp-replay.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Codes are computed at the middle of a step, so none is read across a step boundary while the test runs. */
function codeAt(totp: OTPAuth.TOTP, stepOffset: number): string {
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + stepOffset;
  return totp.generate({ timestamp: (step + 0.5) * TOTP_PERIOD_SECONDS * 1000 });
}

async function enrolled(email: string) {
  const browser = await signedUpUser(t, email);
  const enable = await browser.post("/api/auth/two-factor/enable", { password: GOOD_PASSWORD });
  expect(enable.statusCode).toBe(200);
  const { totpURI, backupCodes } = enable.json() as { totpURI: string; backupCodes: string[] };
  const totp = OTPAuth.URI.parse(totpURI) as OTPAuth.TOTP;
  return { browser, totp, backupCodes };
}

async function passwordStep(email: string) {
  const browser = new Browser(t);
  const res = await browser.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ twoFactorRedirect: true });
  expect(browser.sessionCookie()).toBeUndefined();
  return browser;
}

describe("TOTP", () => {
  it("enrols with a code, challenges every sign-in, and never takes a code twice", async () => {
    const email = "totp@example.se";
    const { browser, totp, backupCodes } = await enrolled(email);
    expect(backupCodes).toHaveLength(10);
    expect(totp.issuer).toBe("Nordic IT Services");

    const enrolmentCode = codeAt(totp, 0);
    expect((await browser.post("/api/auth/two-factor/verify-totp", { code: enrolmentCode })).statusCode).toBe(200);
    expect((await t.db.selectFrom("user").select("twoFactorEnabled").where("email", "=", email).executeTakeFirstOrThrow()).twoFactorEnabled).toBe(true);
    const replayedAtEnrolment = await browser.post("/api/auth/two-factor/verify-totp", { code: enrolmentCode });
    expect(replayedAtEnrolment.statusCode).toBe(401);
    expect(replayedAtEnrolment.json().error.code).toBe("TOTP_CODE_ALREADY_USED");

    // A new sign-in: the password is not enough, and the enrolment code is spent.
    const second = await passwordStep(email);
    const replayed = await second.post("/api/auth/two-factor/verify-totp", { code: enrolmentCode });
    expect(replayed.statusCode).toBe(401);
    expect(second.sessionCookie()).toBeUndefined();
    const next = codeAt(totp, 1);
    expect((await second.post("/api/auth/two-factor/verify-totp", { code: next })).statusCode).toBe(200);
    expect(second.sessionCookie()).toBeDefined();

    const third = await passwordStep(email);
    expect((await third.post("/api/auth/two-factor/verify-totp", { code: next })).statusCode).toBe(401);
    expect((await third.post("/api/auth/two-factor/verify-totp", { code: codeAt(totp, 0) })).statusCode).toBe(401);
    expect(third.sessionCookie()).toBeUndefined();

    const types = (await securityEvents(t)).filter((e) => e.email === email).map((e) => e.event_type);
    expect(types).toEqual(expect.arrayContaining(["mfa_enrolment_started", "mfa_enabled", "sign_in_second_factor_required", "sign_in", "sign_in_failed"]));
  });

  it("takes each backup code once", async () => {
    const email = "backup@example.se";
    const { browser, totp, backupCodes } = await enrolled(email);
    await browser.post("/api/auth/two-factor/verify-totp", { code: codeAt(totp, 0) });

    const first = await passwordStep(email);
    expect((await first.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] })).statusCode).toBe(200);
    expect(first.sessionCookie()).toBeDefined();

    const second = await passwordStep(email);
    expect((await second.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] })).statusCode).toBe(401);
    expect((await second.post("/api/auth/two-factor/verify-backup-code", { code: backupCodes[1] })).statusCode).toBe(200);
  });

  it("answers a passwordless sign-in request with a mail asking for password and code", async () => {
    const email = "no-bypass@example.se";
    const { browser, totp } = await enrolled(email);
    await browser.post("/api/auth/two-factor/verify-totp", { code: codeAt(totp, 0) });
    await new Browser(t).post("/api/auth/sign-in/magic-link", { email });
    expect((await lastMail(t, email)).kind).toBe("auth-passwordRequired");
    await new Browser(t).post("/api/auth/email-otp/send-verification-otp", { email, type: "sign-in" });
    const mail = await lastMail(t, email);
    expect(mail.kind).toBe("auth-passwordRequired");
    expect(mail.text_body).not.toMatch(/^\s*\d{6}\s*$/m);
  });

  it("turns off with the password", async () => {
    const email = "mfa-off@example.se";
    const { browser, totp } = await enrolled(email);
    await browser.post("/api/auth/two-factor/verify-totp", { code: codeAt(totp, 0) });
    expect((await browser.post("/api/auth/two-factor/disable", { password: "Inte-rätt-lösenord-alls" })).statusCode).toBe(400);
    expect((await browser.post("/api/auth/two-factor/disable", { password: GOOD_PASSWORD })).statusCode).toBe(200);
    const again = await new Browser(t).post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(again.json().twoFactorRedirect).toBeUndefined();
    expect((await securityEvents(t, "mfa_disabled")).map((e) => e.email)).toContain(email);
  });
});
