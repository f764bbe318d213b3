// Staff sign-in with the company's identity provider, end to end over HTTP: the real app (app.inject) and a real
// OpenID provider on 127.0.0.1 (oidc-provider), the provider's login form completed with plain HTTP.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SSO_PROVIDER_ID } from "../../app/account/sso.ts";
import { createTestApp } from "../test-support.ts";
import { Browser, securityEvents, signedUpUser, type TestApp } from "./auth-test-client.ts";
import { emailDomainAllowed, providerVerifiedEmail, ssoOption, ssoRedirectUri } from "./company-sso.ts";
import {
  signInAtTestProvider,
  startTestOidcProvider,
  TEST_OIDC_CLIENT_ID,
  TEST_OIDC_CLIENT_SECRET,
  type TestOidcProvider,
} from "./test-oidc-provider.ts";

const SITE_URL = "https://www.example.se";

describe("company SSO rules", () => {
  it("counts an email as vouched for by email_verified or Entra ID's xms_edov, nothing else", () => {
    expect(providerVerifiedEmail({ email_verified: true })).toBe(true);
    expect(providerVerifiedEmail({ email_verified: "true" })).toBe(true);
    expect(providerVerifiedEmail({ xms_edov: true })).toBe(true);
    expect(providerVerifiedEmail({ xms_edov: "1" })).toBe(true);
    expect(providerVerifiedEmail({})).toBe(false);
    expect(providerVerifiedEmail({ email_verified: false, xms_edov: false })).toBe(false);
    expect(providerVerifiedEmail({ email_verified: "yes" })).toBe(false);
  });

  it("lets any domain in without OIDC_ALLOWED_DOMAINS, otherwise only the listed ones (no subdomains)", () => {
    expect(emailDomainAllowed("x@anything.example", [])).toBe(true);
    expect(emailDomainAllowed("Anna@Staff.Example.se", ["staff.example.se"])).toBe(true);
    expect(emailDomainAllowed("anna@sub.staff.example.se", ["staff.example.se"])).toBe(false);
    expect(emailDomainAllowed("anna@example.se.evil.com", ["example.se"])).toBe(false);
    expect(emailDomainAllowed("", ["example.se"])).toBe(false);
  });

  it("tells the pages whether SSO is configured and under which name; the redirect URI is Better Auth's callback", () => {
    expect(ssoOption({ sso: null })).toBeNull();
    const sso = { issuer: "https://idp.example.se", clientId: "c", clientSecret: "s", displayName: "Entra", allowedDomains: [], defaultRole: "agent" as const };
    expect(ssoOption({ sso })).toEqual({ providerId: SSO_PROVIDER_ID, displayName: "Entra" });
    expect(ssoRedirectUri(SITE_URL)).toBe("https://www.example.se/api/auth/callback/company-sso");
  });
});

describe("without OIDC_* configured", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("has no company sign-in: no provider behind the API and no button on the page", async () => {
    const start = await new Browser(t).post("/api/auth/sign-in/social", { provider: SSO_PROVIDER_ID, callbackURL: "/se/dashboard" });
    expect(start.statusCode).toBe(404);
    const page = await t.app.inject({ method: "GET", url: "/en/auth" });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain("Sign in with Microsoft Entra ID");
  });
});

describe("sign-in with the company's identity provider", () => {
  let provider: TestOidcProvider;
  let t: TestApp;

  beforeAll(async () => {
    provider = await startTestOidcProvider({ redirectUris: [ssoRedirectUri(SITE_URL)] });
    t = await createTestApp({
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_DISPLAY_NAME: "Microsoft Entra ID",
      OIDC_ALLOWED_DOMAINS: "staff.example.se",
    });
  });
  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  /** What the browser does: starts at our API, signs in at the provider as `login`, comes back to our callback. */
  async function ssoSignIn(login: string, browser = new Browser(t), options: { lang?: string; alterCallback?: (url: URL) => void } = {}) {
    const lang = options.lang ?? "se";
    const start = await browser.post("/api/auth/sign-in/social", {
      provider: SSO_PROVIDER_ID,
      callbackURL: `/${lang}/dashboard`,
      errorCallbackURL: `/${lang}/auth?via=sso`,
    });
    expect(start.statusCode).toBe(200);
    const { url } = start.json() as { url: string };
    expect(url.startsWith(`${provider.issuer}/auth?`)).toBe(true);
    const back = new URL(await signInAtTestProvider(url, login));
    expect(`${back.origin}${back.pathname}`).toBe(ssoRedirectUri(SITE_URL));
    options.alterCallback?.(back);
    const callback = await browser.get(`${back.pathname}${back.search}`);
    return { browser, callback, location: callback.headers.location as string | undefined };
  }

  async function sessionOf(browser: Browser) {
    const response = await browser.get("/api/auth/get-session");
    return response.json() as { user: { id: string; email: string; role: string; emailVerified: boolean; name: string } } | null;
  }

  const userRows = (email: string) => t.db.selectFrom("user").selectAll().where("email", "=", email).execute();
  const ssoAccounts = (userId: string) => t.db.selectFrom("account").selectAll().where("userId", "=", userId).where("providerId", "=", SSO_PROVIDER_ID).execute();

  it("starts the authorization code flow with PKCE, a state, a nonce and the three scopes", async () => {
    const start = await new Browser(t).post("/api/auth/sign-in/social", { provider: SSO_PROVIDER_ID, callbackURL: "/se/dashboard" });
    const url = new URL((start.json() as { url: string }).url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: "code",
      client_id: provider.clientId,
      redirect_uri: ssoRedirectUri(SITE_URL),
      code_challenge_method: "S256",
    });
    expect(url.searchParams.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
    for (const name of ["state", "nonce", "code_challenge"]) expect(url.searchParams.get(name)).toMatch(/^[\w-]{20,}$/);
  });

  it("signs a new person in with our session cookie, as an agent, and logs it", async () => {
    const { browser, callback, location } = await ssoSignIn("anna");
    expect(callback.statusCode).toBe(302);
    expect(location).toBe("/se/dashboard");
    expect(browser.sessionCookie()).toBeTruthy();

    const session = await sessionOf(browser);
    expect(session?.user).toMatchObject({ email: "anna.lind@staff.example.se", name: "Anna Lind", role: "agent", emailVerified: true });
    const [user] = await userRows("anna.lind@staff.example.se");
    expect(await ssoAccounts(user!.id)).toHaveLength(1);

    const events = (await securityEvents(t)).filter((event) => event.user_id === user!.id);
    expect(events.map((event) => [event.event_type, event.details])).toEqual([
      ["account_created", { path: "/callback/:id" }],
      ["sign_in", { method: "sso" }],
    ]);

    const dashboard = await browser.get("/se/dashboard");
    expect(dashboard.statusCode).toBe(200);
  });

  it("reuses the account on the next sign-in: same user, one SSO account, a new session", async () => {
    const first = await ssoSignIn("anna");
    const second = await ssoSignIn("anna");
    expect(second.location).toBe("/se/dashboard");
    expect(second.browser.sessionCookie()).not.toBe(first.browser.sessionCookie());
    const users = await userRows("anna.lind@staff.example.se");
    expect(users).toHaveLength(1);
    expect(await ssoAccounts(users[0]!.id)).toHaveLength(1);
    expect((await sessionOf(second.browser))?.user.id).toBe(users[0]!.id);
  });

  it("creates an account for an address the provider does not vouch for, marked unconfirmed", async () => {
    const { location, browser } = await ssoSignIn("erik");
    expect(location).toBe("/se/dashboard");
    expect((await sessionOf(browser))?.user).toMatchObject({ email: "erik.berg@staff.example.se", role: "agent", emailVerified: false });
  });

  it("refuses an address outside OIDC_ALLOWED_DOMAINS with a message in the visitor's language, and logs it", async () => {
    for (const [lang, text] of [
      ["en", "This email address may not sign in with a company account."],
      ["se", "Den här e-postadressen får inte logga in med ett företagskonto."],
    ] as const) {
      const { browser, location } = await ssoSignIn("mallory", new Browser(t), { lang });
      expect(location).toMatch(new RegExp(`^/${lang}/auth\\?via=sso&error=sso_domain_not_allowed`));
      expect(browser.sessionCookie()).toBeUndefined();
      const page = await browser.get(location!);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(text);
    }
    expect(await userRows("mallory@other.example.com")).toHaveLength(0);
    const refused = (await securityEvents(t, "sign_in_failed")).filter((event) => event.email === "mallory@other.example.com");
    expect(refused.map((event) => [event.severity, event.details])).toEqual([
      ["WARNING", { method: "sso", reason: "sso_domain_not_allowed" }],
      ["WARNING", { method: "sso", reason: "sso_domain_not_allowed" }],
    ]);
  });

  it("refuses a tampered state, sending the visitor to the auth page in the language of the lang cookie", async () => {
    const browser = new Browser(t);
    browser.jar.set("lang", "fi");
    const { location } = await ssoSignIn("anna", browser, {
      alterCallback: (url) => url.searchParams.set("state", `${url.searchParams.get("state")}x`),
    });
    expect(location).toBe(`${SITE_URL}/fi/auth?via=sso&error=state_mismatch`);
    expect(browser.sessionCookie()).toBeUndefined();
    const page = await browser.get("/fi/auth?via=sso&error=state_mismatch");
    expect(page.body).toContain("Kirjautuminen yritystilillä ei onnistunut.");
  });

  it("refuses a callback whose state belongs to another browser", async () => {
    const starter = new Browser(t);
    const start = await starter.post("/api/auth/sign-in/social", { provider: SSO_PROVIDER_ID, callbackURL: "/se/dashboard", errorCallbackURL: "/se/auth?via=sso" });
    const back = new URL(await signInAtTestProvider((start.json() as { url: string }).url, "anna"));
    const victim = new Browser(t);
    const callback = await victim.get(`${back.pathname}${back.search}`);
    expect(callback.headers.location).toMatch(/\/se\/auth\?via=sso&error=state_mismatch/);
    expect(victim.sessionCookie()).toBeUndefined();
  });

  it("joins an existing confirmed account when the provider vouches for the address; the account keeps its role", async () => {
    provider.accounts.set("ulla", { login: "ulla", email: "ulla@staff.example.se", emailVerified: true, name: "Ulla" });
    await signedUpUser(t, "ulla@staff.example.se");
    const [before] = await userRows("ulla@staff.example.se");
    expect(before!.role).toBe("user");

    const { location, browser } = await ssoSignIn("ulla");
    expect(location).toBe("/se/dashboard");
    expect((await sessionOf(browser))?.user).toMatchObject({ id: before!.id, role: "user" });
    expect(await ssoAccounts(before!.id)).toHaveLength(1);
    expect((await securityEvents(t, "sso_account_linked")).map((event) => event.user_id)).toContain(before!.id);
  });

  it("joins on Entra ID's xms_edov when email_verified is missing", async () => {
    provider.accounts.set("vera", { login: "vera", email: "vera@staff.example.se", name: "Vera", claims: { xms_edov: true } });
    await signedUpUser(t, "vera@staff.example.se");
    const [user] = await userRows("vera@staff.example.se");
    const { location } = await ssoSignIn("vera");
    expect(location).toBe("/se/dashboard");
    expect(await ssoAccounts(user!.id)).toHaveLength(1);
  });

  it("never joins an existing account on an address the provider does not vouch for", async () => {
    provider.accounts.set("olle", { login: "olle", email: "olle@staff.example.se", name: "Olle" });
    await signedUpUser(t, "olle@staff.example.se");
    const [user] = await userRows("olle@staff.example.se");

    const { location, browser } = await ssoSignIn("olle", new Browser(t), { lang: "en" });
    expect(location).toMatch(/^\/en\/auth\?via=sso&error=account_not_linked/);
    expect(browser.sessionCookie()).toBeUndefined();
    expect(await ssoAccounts(user!.id)).toHaveLength(0);
    const page = await browser.get(location!);
    expect(page.body).toContain("There is already an account with this email address");
  });

  it("refuses an existing SSO account whose address at the provider moved out of the allowed domains", async () => {
    provider.accounts.set("pia", { login: "pia", email: "pia@staff.example.se", emailVerified: true, name: "Pia" });
    expect((await ssoSignIn("pia")).location).toBe("/se/dashboard");
    provider.accounts.set("pia", { login: "pia", email: "pia@elsewhere.example.com", emailVerified: true, name: "Pia" });
    const { location, browser } = await ssoSignIn("pia");
    expect(location).toMatch(/error=sso_domain_not_allowed/);
    expect(browser.sessionCookie()).toBeUndefined();
  });

  it("refuses someone the provider knows no email address for, saying so", async () => {
    provider.accounts.set("nils", { login: "nils", name: "Nils" });
    const { location, browser } = await ssoSignIn("nils", new Browser(t), { lang: "no" });
    expect(location).toMatch(/^\/no\/auth\?via=sso&error=email_not_found/);
    expect(browser.sessionCookie()).toBeUndefined();
    expect((await browser.get(location!)).body).toContain("Firmakontoen din har ingen e-postadresse");
  });

  it("does not take an ID token posted directly instead of the redirect flow", async () => {
    const response = await new Browser(t).post("/api/auth/sign-in/social", { provider: SSO_PROVIDER_ID, idToken: { token: "eyJhbGciOiJub25lIn0.e30." } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "SSO_ID_TOKEN_SIGN_IN_REFUSED" } });
  });

  it("shows the button under the configured name in every language", async () => {
    for (const [lang, label] of [
      ["se", "Logga in med Microsoft Entra ID"],
      ["en", "Sign in with Microsoft Entra ID"],
      ["fi", "Kirjaudu sisään palvelulla Microsoft Entra ID"],
      ["no", "Logg inn med Microsoft Entra ID"],
    ] as const) {
      const page = await t.app.inject({ method: "GET", url: `/${lang}/auth` });
      expect(page.body).toContain(label);
    }
  });
});

describe("a provider that is down when the site starts", () => {
  it("is looked up again at the next sign-in, which then works", async () => {
    const probe = await startTestOidcProvider({ redirectUris: [] });
    const issuer = probe.issuer;
    await probe.close();
    const t = await createTestApp({ OIDC_ISSUER: issuer, OIDC_CLIENT_ID: TEST_OIDC_CLIENT_ID, OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT_SECRET });
    try {
      const early = await new Browser(t).post("/api/auth/sign-in/social", { provider: SSO_PROVIDER_ID, callbackURL: "/se/dashboard" });
      expect(early.statusCode).toBe(404);

      const provider = await startTestOidcProvider({ port: Number(new URL(issuer).port), redirectUris: [ssoRedirectUri(SITE_URL)] });
      try {
        const browser = new Browser(t);
        const start = await browser.post("/api/auth/sign-in/social", { provider: SSO_PROVIDER_ID, callbackURL: "/se/dashboard" });
        expect(start.statusCode).toBe(200);
        const back = new URL(await signInAtTestProvider((start.json() as { url: string }).url, "anna"));
        expect((await browser.get(`${back.pathname}${back.search}`)).headers.location).toBe("/se/dashboard");
        expect(browser.sessionCookie()).toBeTruthy();
      } finally {
        await provider.close();
      }
    } finally {
      await t.close();
    }
  });
});
