// For the account tests: a browser-like client of the real app (cookie jar, Origin of the site) and the mail it got.
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { createTestApp } from "../test-support.ts";

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** A password that passes every rule. */
export const GOOD_PASSWORD = "Blåbärssoppa-i-Vasaloppet-7";

export class Browser {
  readonly jar = new Map<string, string>();
  private readonly t: TestApp;
  private readonly headers: Record<string, string>;

  constructor(t: TestApp, headers: Record<string, string> = {}) {
    this.t = t;
    this.headers = headers;
  }

  cookieHeader(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  /** The session cookie's name ends in session_token (with the __Secure- prefix on https). */
  sessionCookie(): string | undefined {
    return [...this.jar].find(([name]) => name.endsWith("session_token"))?.[1];
  }

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await this.t.app.inject({
      ...options,
      headers: { origin: this.t.config.siteUrl, ...this.headers, ...(this.jar.size ? { cookie: this.cookieHeader() } : {}), ...options.headers },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      if (cookie.value === "" || cookie.maxAge === 0) this.jar.delete(cookie.name);
      else this.jar.set(cookie.name, cookie.value);
    }
    return response;
  }

  post(url: string, payload?: object, headers: Record<string, string> = {}) {
    return this.request({ method: "POST", url, headers, ...(payload === undefined ? {} : { payload }) });
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: "GET", url, headers });
  }
}

/** The newest mail to an address (of a kind), from the outbox the Mailer writes without SMTP. */
export async function lastMail(t: TestApp, to: string, kind?: string) {
  let query = t.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", to);
  if (kind) query = query.where("kind", "=", kind);
  return query.orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
}

export async function mailCount(t: TestApp, to: string, kind?: string): Promise<number> {
  let query = t.db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll<string>().as("n")).where("to_address", "=", to);
  if (kind) query = query.where("kind", "=", kind);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

/** The first link into our site in a mail, as a path with its query (what inject takes). */
export function linkIn(text: string, siteUrl: string): string {
  const match = new RegExp(`${siteUrl.replace(/[.]/g, "\\.")}(/\\S+)`).exec(text);
  if (!match) throw new Error(`no link in: ${text}`);
  return match[1]!;
}

export function codeIn(text: string): string {
  const match = /^\s*(\d{6})\s*$/m.exec(text);
  if (!match) throw new Error(`no code in: ${text}`);
  return match[1]!;
}

/** Signs up, opens the verification link and returns the browser, signed in by the link. */
export async function signedUpUser(t: TestApp, email: string, password = GOOD_PASSWORD, browser = new Browser(t)) {
  const signUp = await browser.post("/api/auth/sign-up/email", { email, password, name: email.split("@")[0] });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const verify = await browser.get(linkIn((await lastMail(t, email, "auth-verification")).text_body, t.config.siteUrl));
  if (verify.statusCode !== 302) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  return browser;
}

export async function securityEvents(t: TestApp, type?: string) {
  let query = t.db.selectFrom("security_events").selectAll().orderBy("created_at");
  if (type) query = query.where("event_type", "=", type);
  return query.execute();
}
