// The inactivity timeout of SPEC sections 4 and 8 against a site whose sessions end after 20 s without activity
// (warning 10 s before): the dialog and its countdown, continuing (toast), signing out from it, running out (toast,
// sign-out, /auth) with the security log called each time, and activity keeping the session alive.
import type { Page, Request } from "@playwright/test";
import { SESSION_FLAG_STORAGE_KEY } from "../../app/lib/constants.ts";
import { SHORT_SESSION, TIMEOUT_SITE_PORT } from "../../playwright.config.ts";
import { createAccount, PASSWORD, signInOnPage, uniqueEmail } from "./account-helpers.ts";
import { expectNoSeriousAxeViolations, expect, hydrated, test } from "./fixtures.ts";

const SITE = `http://localhost:${TIMEOUT_SITE_PORT}`;
test.use({ baseURL: SITE });
// Each test waits for real seconds of a 20-second session.
test.describe.configure({ timeout: 90_000 });

const WARNING_AFTER_MS = (SHORT_SESSION.idleSeconds - SHORT_SESSION.warningSeconds) * 1000;

/** The security-log reports the page sends, as their JSON bodies. */
function securityReports(page: Page): Record<string, unknown>[] {
  const reports: Record<string, unknown>[] = [];
  page.on("request", (request: Request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/rpc/log_enhanced_security_event") {
      reports.push(request.postDataJSON() as Record<string, unknown>);
    }
  });
  return reports;
}

async function signedIn(page: Page, request: import("@playwright/test").APIRequestContext, lang: "se" | "en") {
  const email = uniqueEmail(`timeout-${lang}`);
  await createAccount(request, SITE, "Tiina Aho", email);
  await signInOnPage(page, lang, email, PASSWORD);
  await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SESSION_FLAG_STORAGE_KEY)).toBe("true");
  return email;
}

test("se: the warning counts down, continuing extends the session, then running out signs out to /auth", async ({ page, request }) => {
  const reports = securityReports(page);
  const email = await signedIn(page, request, "se");

  const dialog = page.getByRole("alertdialog", { name: "Session går snart ut" });
  await expect(dialog).toBeVisible({ timeout: WARNING_AFTER_MS + 5000 });
  const text = dialog.getByText(/^Din session går ut om 0:\d\d på grund av inaktivitet\. Vill du fortsätta att vara inloggad\?$/);
  await expect(text).toBeVisible();
  const first = await text.textContent();
  await expect(text).not.toHaveText(first!, { timeout: 3000 });
  await expect(dialog.getByRole("button", { name: "Fortsätt sessionen" })).toBeFocused();
  await expect(dialog.getByRole("button", { name: "Logga ut" })).toBeVisible();

  await dialog.getByRole("button", { name: "Fortsätt sessionen" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Session förlängd")).toBeVisible();
  await expect(page.getByText("Din session har förlängts.")).toBeVisible();
  const extended = await page.evaluate(async () => (await (await fetch("/api/auth/get-session")).json()) as { session: { expiresAt: string } });
  expect(Date.parse(extended.session.expiresAt) - Date.now()).toBeGreaterThan(WARNING_AFTER_MS);

  // Left alone, the warning comes back and runs out.
  await expect(dialog).toBeVisible({ timeout: WARNING_AFTER_MS + 5000 });
  await expect(page.getByText("Session utgången")).toBeVisible({ timeout: SHORT_SESSION.warningSeconds * 1000 + 5000 });
  await expect(page.getByText("Din session har gått ut på grund av inaktivitet.")).toBeVisible();
  await expect(page).toHaveURL(/\/se\/auth$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), SESSION_FLAG_STORAGE_KEY)).toBeNull();
  expect(await page.evaluate(async () => (await fetch("/api/auth/get-session")).json())).toBeNull();

  expect(reports).toHaveLength(1);
  expect(reports[0]).toMatchObject({
    p_event_type: "session_timeout",
    p_user_email: email,
    p_severity: "INFO",
    p_details: { timeout_minutes: SHORT_SESSION.idleSeconds / 60 },
  });
  expect(Date.parse((reports[0]!.p_details as { last_activity: string }).last_activity)).not.toBeNaN();
});

test("en: signing out from the warning logs a manual termination and goes to /auth", async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  const reports = securityReports(page);
  const email = await signedIn(page, request, "en");
  const dialog = page.getByRole("alertdialog", { name: "Session expiring soon" });
  await expect(dialog).toBeVisible({ timeout: WARNING_AFTER_MS + 5000 });
  await expect(dialog).toContainText(/Your session expires in 0:\d\d due to inactivity\. Do you want to stay signed in\?/);
  await expectNoSeriousAxeViolations(page);
  await dialog.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/en\/auth$/);
  expect(reports).toEqual([{ p_event_type: "manual_session_termination", p_user_email: email, p_details: { reason: "user_requested" }, p_severity: "INFO" }]);
  expect(await page.evaluate(async () => (await fetch("/api/auth/get-session")).json())).toBeNull();
});

test("se: real activity keeps the session alive with a heartbeat, and no warning opens", async ({ page, request }) => {
  const heartbeats: string[] = [];
  page.on("request", (sent) => {
    if (sent.method() === "POST" && new URL(sent.url()).pathname === "/api/auth/get-session") heartbeats.push(sent.url());
  });
  await signedIn(page, request, "se");
  const until = Date.now() + SHORT_SESSION.idleSeconds * 1000 + 3000;
  for (let x = 10; Date.now() < until; x = (x + 37) % 600) {
    await page.mouse.move(100 + x, 300);
    await page.waitForTimeout(1000);
  }
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page).toHaveURL(/\/se\/dashboard$/);
  expect(heartbeats.length).toBeGreaterThan(0);
});

test("se: a public page with ?component=chat runs the timeout too, a plain public page does not", async ({ page, request }) => {
  await signedIn(page, request, "se");
  const signedInAt = Date.now();
  // Reads asked by the public page (the dashboard may still be finishing its own).
  const sessionReads: string[] = [];
  page.on("request", (sent) => {
    if (new URL(sent.url()).pathname === "/api/auth/get-session" && sent.frame().url().includes("/se/molntjanster")) sessionReads.push(sent.url());
  });
  // A plain public page does not load the timeout at all: it never asks for the session.
  await page.goto("/se/molntjanster");
  await hydrated(page);
  await page.waitForTimeout(1500);
  expect(sessionReads).toEqual([]);
  await page.goto("/se/molntjanster?component=Chat");
  await expect(page.getByRole("alertdialog", { name: "Session går snart ut" })).toBeVisible({
    timeout: Math.max(1000, signedInAt + SHORT_SESSION.idleSeconds * 1000 - 1000 - Date.now()),
  });
  expect(sessionReads.length).toBeGreaterThan(0);
});
