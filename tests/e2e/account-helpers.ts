// What the account journeys share: fresh addresses, mail read from the SMTP catcher, accounts made through the API,
// sign-in through the page, and TOTP codes computed from the secret the page shows.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
import en from "../../content/locales/en/account.json" with { type: "json" };
import se from "../../content/locales/se/account.json" with { type: "json" };
import { MAIL_HTTP_PORT } from "../../playwright.config.ts";
import type { CaughtMail } from "./mail-catcher.ts";
import { hydrated } from "./fixtures.ts";

export const TEXTS = { se, en } as const;
export type TestLang = keyof typeof TEXTS;

/** Passes the shared password rules: long, not common, without the address. */
export const PASSWORD = "Blåbärssylt-och-Pannkaka-77";
export const NEW_PASSWORD = "Kanelbulle-med-Kardemumma-42";

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${process.pid.toString(36)}${counter}@e2e.example.se`;
}

export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${MAIL_HTTP_PORT}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** The newest mail to the address whose subject matches, once it has arrived (after `seen` earlier ones). */
export async function waitForMail(address: string, subject: RegExp, seen = 0): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const matching = (await mailsTo(address)).filter((mail) => subject.test(mail.subject));
        found = matching.length > seen ? matching[matching.length - 1] : undefined;
        return Boolean(found);
      },
      { timeout: 10_000, message: `a mail to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: CaughtMail, path: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => url.includes(path));
  if (!link) throw new Error(`No link to ${path} in: ${mail.text}`);
  return link;
}

export function codeIn(mail: CaughtMail): string {
  const code = mail.text.match(/^\s*(\d{6})\s*$/m)?.[1];
  if (!code) throw new Error(`No code in: ${mail.text}`);
  return code;
}

/** A confirmed account made through the API (sign-up, then the mailed link), signed out again. */
export async function createAccount(request: APIRequestContext, baseURL: string, name: string, email: string, password = PASSWORD) {
  const response = await request.post(`${baseURL}/api/auth/sign-up/email?language=se`, {
    data: { name, email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  const link = linkIn(await waitForMail(email, /Bekräfta din e-postadress/), "/api/auth/verify-email");
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  await request.post(`${baseURL}/api/auth/sign-out`, { data: {}, headers: { origin: baseURL } });
}

/** Signs in on the page with email and password; the caller checks where it lands. */
export async function signInOnPage(page: Page, lang: TestLang, email: string, password: string, path = `/${lang}/auth`) {
  const t = TEXTS[lang];
  await page.goto(path);
  await hydrated(page);
  const panel = page.getByRole("tabpanel");
  await panel.getByRole("textbox", { name: t.fields.email }).fill(email);
  await panel.getByLabel(t.fields.password, { exact: true }).fill(password);
  await panel.getByRole("button", { name: t.auth.signIn.submit, exact: true }).click();
}

/** The current code of the authenticator app for a base32 secret, and the next one when `later` is set. */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: at });
}
