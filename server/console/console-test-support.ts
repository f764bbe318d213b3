// For the console's HTTP tests: staff accounts made the way a person becomes one — signed up, given the role by an
// administrator's call, and enrolled in TOTP with codes from an independent authenticator (otpauth).
import * as OTPAuth from "otpauth";
import { Browser, GOOD_PASSWORD, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { TOTP_PERIOD_SECONDS } from "../auth/totp-replay.ts";

export const CONSOLE_ADMIN = { email: "console-admin@example.se", password: "Konsolens-huvudnyckel-i-Lund-2031" };

/** The env for createTestApp that creates the first administrator. */
export const CONSOLE_ADMIN_ENV = { ADMIN_EMAIL: CONSOLE_ADMIN.email, ADMIN_PASSWORD: CONSOLE_ADMIN.password };

export function totpCode(totp: OTPAuth.TOTP, stepOffset = 0): string {
  const step = Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + stepOffset;
  return totp.generate({ timestamp: (step + 0.5) * TOTP_PERIOD_SECONDS * 1000 });
}

export async function enrolTotp(browser: Browser, password: string): Promise<OTPAuth.TOTP> {
  const enable = await browser.post("/api/auth/two-factor/enable", { password });
  if (enable.statusCode !== 200) throw new Error(`two-factor enable failed: ${enable.statusCode} ${enable.body}`);
  const totp = OTPAuth.URI.parse((enable.json() as { totpURI: string }).totpURI) as OTPAuth.TOTP;
  const verify = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(totp) });
  if (verify.statusCode !== 200) throw new Error(`two-factor verify failed: ${verify.statusCode} ${verify.body}`);
  return totp;
}

/** The first administrator, signed in and enrolled (once per app: later calls sign in with a fresh TOTP step). */
const adminTotp = new WeakMap<TestApp, OTPAuth.TOTP>();
export async function consoleAdmin(t: TestApp): Promise<Browser> {
  const browser = new Browser(t);
  const signIn = await browser.post("/api/auth/sign-in/email", CONSOLE_ADMIN);
  if (signIn.statusCode !== 200) throw new Error(`admin sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  const known = adminTotp.get(t);
  if (!known) {
    adminTotp.set(t, await enrolTotp(browser, CONSOLE_ADMIN.password));
    return browser;
  }
  // Signed in again: the second factor is asked; the replay guard refuses a step already used, so take the next free one.
  for (let offset = 0; offset <= 1; offset++) {
    const verify = await browser.post("/api/auth/two-factor/verify-totp", { code: totpCode(known, offset) });
    if (verify.statusCode === 200) return browser;
  }
  throw new Error("admin second sign-in failed");
}

/** A new staff member with the role, enrolled in TOTP and signed in. */
export async function staffMember(t: TestApp, admin: Browser, email: string, role: "agent" | "admin", name?: string): Promise<{ browser: Browser; userId: string }> {
  const browser = await signedUpUser(t, email, GOOD_PASSWORD);
  const userId = (await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
  if (name) await t.db.updateTable("user").set({ name }).where("id", "=", userId).execute();
  const setRole = await admin.post("/api/auth/admin/set-role", { userId, role });
  if (setRole.statusCode !== 200) throw new Error(`set-role failed: ${setRole.statusCode} ${setRole.body}`);
  await enrolTotp(browser, GOOD_PASSWORD);
  return { browser, userId };
}
