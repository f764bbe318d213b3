// /qa-audit-pro over HTTP: staff with a second factor only (a visitor and a signed-in non-staff account go to sign in
// and come back; staff without a second factor enrol one first), a run started by a form post from the site's own page
// only (Origin checked), its progress and findings on the page, filters read from the query, and the page's language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Browser, GOOD_PASSWORD, signedUpUser } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestApp } from "../test-support.ts";

describe("/qa-audit-pro", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let agent: Browser;
  beforeAll(async () => {
    t = await createTestApp(CONSOLE_ADMIN_ENV);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const admin = await consoleAdmin(t);
    agent = (await staffMember(t, admin, "audit-agent@example.se", "agent")).browser;
  });
  afterAll(async () => {
    await t.close();
  });

  const form = (intent = "run") => ({ "content-type": "application/x-www-form-urlencoded", payload: `intent=${intent}` });
  /** A form post as the page's own form sends it: with this server's origin (app.inject's host is localhost). */
  const post = (browser: Browser, headers: Record<string, string> = {}) =>
    browser.request({ method: "POST", url: "/qa-audit-pro", headers: { origin: "http://localhost", "content-type": form()["content-type"], ...headers }, payload: form().payload });

  it("sends a visitor to sign in, in their language, and back here afterwards", async () => {
    const response = await new Browser(t).get("/qa-audit-pro", { "accept-language": "fi" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/fi/auth?redirectTo=%2Fqa-audit-pro&reason=staffOnly");
    // The sign-in page says why, in the language.
    const signIn = await new Browser(t).get(response.headers.location as string);
    expect(signIn.statusCode).toBe(200);
  });

  it("sends a signed-in account without a staff role to sign in with a staff account (the sign-in page stays open for it)", async () => {
    const user = await signedUpUser(t, "audit-user@example.se", GOOD_PASSWORD);
    const response = await user.get("/qa-audit-pro?run=x", { cookie: `${user.cookieHeader()}; lang=en` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/en/auth?redirectTo=%2Fqa-audit-pro%3Frun%3Dx&reason=staffOnly");
    const signIn = await user.get(response.headers.location as string);
    expect(signIn.statusCode).toBe(200);
    expect(signIn.body).toContain("This page is for staff.");
    // Without the reason a signed-in account is sent on, as before.
    expect((await user.get("/en/auth?redirectTo=%2Fqa-audit-pro")).statusCode).toBe(302);
    // And a post changes nothing.
    const refused = await post(user);
    expect(refused.statusCode).toBe(302);
    expect(refused.headers.location).toContain("reason=staffOnly");
    expect(await t.services.audit.history()).toEqual([]);
  });

  it("sends staff without a second factor to enrol one", async () => {
    const admin = await consoleAdmin(t);
    const userId = (await t.db.selectFrom("user").select("id").where("email", "=", "audit-user@example.se").executeTakeFirstOrThrow()).id;
    expect((await admin.post("/api/auth/admin/set-role", { userId, role: "agent" })).statusCode).toBe(200);
    const user = new Browser(t);
    expect((await user.post("/api/auth/sign-in/email", { email: "audit-user@example.se", password: GOOD_PASSWORD })).statusCode).toBe(200);
    const response = await user.get("/qa-audit-pro", { "accept-language": "sv" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe("/se/user-auth?notice=enrolTwoFactor#two-factor");
  });

  it("shows staff the page, empty before the first run, in the language they chose", async () => {
    agent.jar.set("lang", "se");
    const page = await agent.get("/qa-audit-pro");
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-render-cache"]).toBeUndefined();
    expect(page.body).toContain("Kvalitetsgranskning");
    expect(page.body).toContain("Ingen granskning har körts ännu.");
    expect(page.body).toContain('name="robots" content="noindex');
    // ?ui=no keeps the choice in the language cookie and drops itself from the address.
    const choose = await agent.get("/qa-audit-pro?ui=no");
    expect(choose.statusCode).toBe(302);
    expect(choose.headers.location).toBe("/qa-audit-pro");
    expect(agent.jar.get("lang")).toBe("no");
    expect((await agent.get("/qa-audit-pro")).body).toContain("Kvalitetsrevisjon");
  });

  it("refuses a post from another site (or without an Origin) and starts nothing", async () => {
    // Another origin: React Router refuses the action itself (400); no Origin at all: the page's action (403).
    const foreign = await post(agent, { origin: "https://evil.example" });
    expect(foreign.statusCode).toBe(400);
    const bare = await t.app.inject({ method: "POST", url: "/qa-audit-pro", headers: { cookie: agent.cookieHeader(), "content-type": form()["content-type"] }, payload: form().payload });
    expect(bare.statusCode).toBe(403);
    expect(await t.services.audit.history()).toEqual([]);
  });

  it("starts a run from the page's own form, shows its progress, then its findings with filters", async () => {
    agent.jar.set("lang", "en");
    const start = await post(agent);
    expect(start.statusCode).toBe(302);
    expect(start.headers.location).toBe("/qa-audit-pro?notice=started");
    const running = await agent.get("/qa-audit-pro?notice=started");
    expect(running.body).toContain('data-testid="audit-progress"');
    expect(running.body).toContain("The audit has started.");
    // Without JavaScript the page refreshes itself while the run works.
    expect(running.body).toMatch(/<noscript><meta http-equiv="refresh" content="5"\/?><\/noscript>/);
    // A second start while it works is refused with "busy".
    const again = await post(agent);
    expect(again.headers.location).toBe("/qa-audit-pro?notice=busy");
    await t.services.audit.idle();

    const done = await agent.get("/qa-audit-pro");
    expect(done.body).not.toContain('data-testid="audit-progress"');
    expect(done.body).not.toContain('http-equiv="refresh"');
    expect(done.body).toMatch(/data-errors="0" data-broken-links="0"/);
    expect(done.body).toContain('id="findings-table"');
    const run = (await t.services.audit.history())[0]!;
    expect(run).toMatchObject({ trigger: "manual", status: "done", errors: 0 });
    // The filters come from the query: only warnings about titles, for Finnish pages.
    const filtered = await agent.get(`/qa-audit-pro?run=${run.id}&severity=warning&check=title&language=fi`);
    const rows = [...filtered.body.matchAll(/<tr data-severity="(\w+)" data-check="(\w+)">/g)].map((m) => `${m[1]} ${m[2]}`);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows)).toEqual(new Set(["warning title"]));
    const none = await agent.get(`/qa-audit-pro?run=${run.id}&severity=error`);
    expect(none.body).toContain("No findings match.");
    // Nonsense in the query is ignored, never an error.
    const nonsense = await agent.get("/qa-audit-pro?run=not-a-run&severity=fatal&check=%00&language=xx&p=-4");
    expect(nonsense.statusCode).toBe(200);
  });
});
