// Accounts as a person uses them, in Swedish and English: sign-up with the mailed confirmation, the password rules,
// wrong passwords, one-time codes, magic links, a forgotten password, two-step verification with replay and backup
// codes, signed-in devices, password change, deleting the account, and the admin area's gate.
import { SESSION_FLAG_STORAGE_KEY } from "../../app/lib/constants.ts";
import { ADMIN } from "../../playwright.config.ts";
import {
  codeIn,
  createAccount,
  linkIn,
  NEW_PASSWORD,
  PASSWORD,
  signInOnPage,
  TEXTS,
  totpCode,
  uniqueEmail,
  waitForMail,
} from "./account-helpers.ts";
import { allowConsoleErrors, expect, hydrated, test } from "./fixtures.ts";

// Every journey hashes passwords (scrypt) several times; on a loaded two-core machine that takes its time.
test.describe.configure({ timeout: 60_000 });

const SUBJECTS = {
  se: { verification: /Bekräfta din e-postadress/, code: /Din inloggningskod/, magicLink: /Din inloggningslänk/, reset: /Återställ ditt lösenord/ },
  en: { verification: /Confirm your email address/, code: /Your sign-in code/, magicLink: /Your sign-in link/, reset: /Reset your password/ },
} as const;

const sessionFlag = (page: import("@playwright/test").Page) => page.evaluate((key) => localStorage.getItem(key), SESSION_FLAG_STORAGE_KEY);

for (const lang of ["se", "en"] as const) {
  const t = TEXTS[lang];

  test(`${lang}: sign up, confirm from the mail, land on the dashboard, sign out and in again`, async ({ page }) => {
    const email = uniqueEmail(`signup-${lang}`);
    await page.goto(`/${lang}/auth`);
    await hydrated(page);
    await page.getByRole("tab", { name: t.auth.tabs.signUp }).click();
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("heading", { name: t.auth.signUp.heading })).toBeVisible();
    await panel.getByRole("textbox", { name: t.fields.name }).fill("Kim Svensson");
    await panel.getByRole("textbox", { name: t.fields.email }).fill(email);
    await panel.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await expect(panel.getByTestId("password-rules").locator("li[data-met=true]")).toHaveCount(3);
    await panel.getByRole("button", { name: t.auth.signUp.submit }).click();
    await expect(panel.getByRole("heading", { name: t.auth.signUp.sentTitle })).toBeVisible();
    await expect(panel.getByRole("status")).toContainText(email);

    const mail = await waitForMail(email, SUBJECTS[lang].verification);
    await page.goto(linkIn(mail, "/api/auth/verify-email"));
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByText(t.dashboard.greeting.replace("{{name}}", "Kim Svensson"))).toBeVisible();
    await expect.poll(() => sessionFlag(page)).toBe("true");

    await hydrated(page);
    await page.getByRole("button", { name: t.fields.signOut }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/auth$`));
    expect(await sessionFlag(page)).toBeNull();

    // A way back to another site is refused: the dashboard instead.
    await signInOnPage(page, lang, email, PASSWORD, `/${lang}/auth?redirectTo=${encodeURIComponent("//evil.example/steal")}`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await expect(page.getByTestId("mfa-status")).toHaveText(t.dashboard.off);
    // Signed in, the sign-in page sends on to the dashboard.
    await page.goto(`/${lang}/auth`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
  });
}

test("se: the password rules while typing, and the server's reasons for a weak password", async ({ consoleErrors, page }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("kalle.karlsson");
  await page.goto("/se/auth?mode=signUp");
  await hydrated(page);
  const panel = page.getByRole("tabpanel");
  await panel.getByRole("textbox", { name: t.fields.name }).fill("Kalle Karlsson");
  await panel.getByRole("textbox", { name: t.fields.email }).fill(email);
  const password = panel.getByLabel(t.fields.password, { exact: true });
  const rules = panel.getByTestId("password-rules");
  await password.fill("kort");
  await expect(rules.locator("li").nth(0)).toHaveAttribute("data-met", "false");
  await password.fill("kalle.karlsson-2026!");
  await expect(rules.locator("li").nth(0)).toHaveAttribute("data-met", "true");
  await expect(rules.locator("li").nth(2)).toHaveAttribute("data-met", "false");
  await password.fill("password1234");
  await expect(rules.locator("li").nth(1)).toHaveAttribute("data-met", "false");

  await panel.getByRole("button", { name: t.auth.signUp.submit }).click();
  const refusal = panel.getByRole("alert");
  await expect(refusal).toContainText(t.password.refused);
  await expect(refusal).toContainText(t.password.rules.too_common);
  await expect(refusal).not.toContainText("vara minst 10 tecken långt");
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 400/);
});

test("se: an unconfirmed address is told so, and the confirmation mail can be sent again", async ({ consoleErrors, page, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("unconfirmed");
  const signUp = await request.post(`${baseURL}/api/auth/sign-up/email?language=se`, { data: { name: "Oskar Ny", email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(signUp.status()).toBe(200);
  await waitForMail(email, SUBJECTS.se.verification);
  await signInOnPage(page, "se", email, PASSWORD);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("alert")).toHaveText(t.authErrors.notVerified);
  await panel.getByRole("button", { name: t.auth.signIn.resend }).first().click();
  await expect(panel.getByRole("heading", { name: t.auth.resend.heading })).toBeFocused();
  await expect(panel.getByRole("textbox", { name: t.fields.email })).toHaveValue(email);
  await panel.getByRole("button", { name: t.auth.resend.send }).click();
  await expect(panel.getByRole("status")).toContainText(email);
  // Sign-in sent one more, the resend another: three in all.
  await waitForMail(email, SUBJECTS.se.verification, 2);
  allowConsoleErrors(consoleErrors, /status of 403/);
});

test("en: a wrong password is refused with a clear message", async ({ consoleErrors, page, request, baseURL }) => {
  const email = uniqueEmail("wrong");
  await createAccount(request, baseURL!, "Robin Berg", email);
  await signInOnPage(page, "en", email, "Not-the-right-one-123");
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText(TEXTS.en.authErrors.wrongCredentials);
  await expect(page).toHaveURL(/\/en\/auth$/);
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 401/);
});

test("se: sign in with a one-time code from the mail", async ({ page, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("code");
  await createAccount(request, baseURL!, "Eva Lund", email);
  await page.goto("/se/auth");
  await hydrated(page);
  await page.getByRole("tab", { name: t.auth.tabs.code }).click();
  const panel = page.getByRole("tabpanel");
  await panel.getByRole("textbox", { name: t.fields.email }).fill(email);
  await panel.getByRole("button", { name: t.auth.code.send }).click();
  await expect(panel.getByRole("status")).toContainText(email);
  const code = codeIn(await waitForMail(email, SUBJECTS.se.code));
  await panel.getByRole("textbox", { name: t.auth.code.code }).fill(code);
  await panel.getByRole("button", { name: t.auth.code.submit }).click();
  await expect(page).toHaveURL(/\/se\/dashboard$/);
});

test("en: sign in with a magic link from the mail", async ({ page, request, baseURL }) => {
  const t = TEXTS.en;
  const email = uniqueEmail("link");
  await createAccount(request, baseURL!, "Alex Ek", email);
  await page.goto("/en/auth?mode=link");
  await hydrated(page);
  const panel = page.getByRole("tabpanel");
  await expect(page.getByRole("tab", { name: t.auth.tabs.link })).toHaveAttribute("aria-selected", "true");
  await panel.getByRole("textbox", { name: t.fields.email }).fill(email);
  await panel.getByRole("button", { name: t.auth.link.send }).click();
  await expect(panel.getByRole("status")).toContainText(email);
  await page.goto(linkIn(await waitForMail(email, SUBJECTS.en.magicLink), "/api/auth/magic-link/verify"));
  await expect(page).toHaveURL(/\/en\/dashboard$/);
});

test("se: a forgotten password is reset from the mailed link", async ({ consoleErrors, page, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("reset");
  await createAccount(request, baseURL!, "Sara Holm", email);
  await page.goto("/se/auth");
  await hydrated(page);
  await page.getByRole("button", { name: t.auth.signIn.forgot }).click();
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: t.auth.forgot.heading })).toBeFocused();
  await panel.getByRole("textbox", { name: t.fields.email }).fill(email);
  await panel.getByRole("button", { name: t.auth.forgot.send }).click();
  await expect(panel.getByRole("status")).toContainText(email);

  await page.goto(linkIn(await waitForMail(email, SUBJECTS.se.reset), "/se/auth?mode=reset"));
  await hydrated(page);
  await expect(panel.getByRole("heading", { name: t.auth.reset.heading })).toBeVisible();
  await panel.getByLabel(t.fields.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await panel.getByRole("button", { name: t.auth.reset.submit }).click();
  await expect(panel.getByRole("status")).toHaveText(t.auth.reset.done);

  await signInOnPage(page, "se", email, PASSWORD);
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText(t.authErrors.wrongCredentials);
  await signInOnPage(page, "se", email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/se\/dashboard$/);
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 401/);
});

test("en: two-step verification — enrol, then sign-in asks for the code, refuses a replay and takes a backup code", async ({ consoleErrors, page, request, baseURL }) => {
  const t = TEXTS.en;
  const email = uniqueEmail("totp");
  await createAccount(request, baseURL!, "Mika Virtanen", email);
  await signInOnPage(page, "en", email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto("/en/user-auth");
  await hydrated(page);
  const section = page.getByRole("region", { name: t.userAuth.twoFactor.heading });
  await section.getByRole("button", { name: t.userAuth.twoFactor.enable }).click();
  await section.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
  await section.getByRole("button", { name: t.userAuth.twoFactor.continue }).click();
  await expect(section.getByRole("img", { name: t.userAuth.twoFactor.qrAlt })).toBeVisible();
  const secret = (await section.getByTestId("totp-secret").textContent())!.trim();
  const enrolmentCode = totpCode(secret);
  await section.getByRole("textbox", { name: t.userAuth.twoFactor.confirmCode }).fill(enrolmentCode);
  await section.getByRole("button", { name: t.userAuth.twoFactor.confirm }).click();
  const codes = section.getByTestId("backup-codes").getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent())!.trim();
  await expect(section.getByTestId("two-factor-status")).toHaveText(t.userAuth.twoFactor.on);
  await section.getByRole("button", { name: t.userAuth.twoFactor.saved }).click();

  await page.getByRole("region", { name: t.userAuth.sessions.heading }).getByRole("button", { name: t.userAuth.sessions.signOutHere }).click();
  await expect(page).toHaveURL(/\/en\/auth$/);

  await signInOnPage(page, "en", email, PASSWORD);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("heading", { name: t.auth.twoFactor.heading })).toBeVisible();
  await panel.getByRole("textbox", { name: t.auth.twoFactor.code }).fill(enrolmentCode);
  await panel.getByRole("button", { name: t.auth.twoFactor.submit }).click();
  await expect(panel.getByRole("alert")).toHaveText(t.authErrors.codeUsed);
  await expect(page).toHaveURL(/\/en\/auth$/);

  await panel.getByRole("button", { name: t.auth.twoFactor.useBackup }).click();
  await panel.getByRole("textbox", { name: t.auth.twoFactor.backupCode }).fill(backupCode);
  await panel.getByRole("button", { name: t.auth.twoFactor.submit }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await expect(page.getByTestId("mfa-status")).toHaveText(t.dashboard.on);
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 401/);
});

test("se: signed-in devices — one signed out from its row, the rest with 'all other devices'", async ({ page, browser, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("devices");
  await createAccount(request, baseURL!, "Nils Ahl", email);
  const others = await Promise.all(
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1", "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0"].map(
      async (userAgent, index) => {
        const context = await browser.newContext({ userAgent, extraHTTPHeaders: { "x-forwarded-for": `10.250.9.${index + 1}` } });
        const other = await context.newPage();
        await signInOnPage(other, "se", email, PASSWORD);
        await expect(other).toHaveURL(/\/se\/dashboard$/);
        return other;
      },
    ),
  );
  await signInOnPage(page, "se", email, PASSWORD);
  await expect(page).toHaveURL(/\/se\/dashboard$/);
  await expect(page.getByTestId("session-count")).toHaveText("3");
  await page.goto("/se/user-auth");
  await hydrated(page);
  const sessions = page.getByRole("region", { name: t.userAuth.sessions.heading });
  const rows = sessions.getByTestId("session-row");
  await expect(rows).toHaveCount(3);
  await expect(rows.filter({ hasText: t.userAuth.sessions.thisDevice })).toHaveCount(1);
  await expect(rows.filter({ hasText: "Mobil, Safari 18 på iOS" })).toHaveCount(1);

  await sessions.getByRole("button", { name: t.userAuth.sessions.signOutNamed.replace("{{device}}", "Mobil, Safari 18 på iOS") }).click();
  await expect(rows).toHaveCount(2);
  await others[0]!.goto("/se/dashboard");
  await expect(others[0]!).toHaveURL(/\/se\/auth\?redirectTo=%2Fse%2Fdashboard$/);

  await sessions.getByRole("button", { name: t.userAuth.sessions.signOutOthers }).click();
  await expect(sessions.getByRole("status")).toHaveText(t.userAuth.sessions.othersDone);
  await expect(rows).toHaveCount(1);
  await others[1]!.goto("/se/user-auth");
  await expect(others[1]!).toHaveURL(/\/se\/auth\?redirectTo=%2Fse%2Fuser-auth$/);
  await page.goto("/se/dashboard");
  await expect(page).toHaveURL(/\/se\/dashboard$/);
  await Promise.all(others.map((other) => other.context().close()));
});

test("en: a passkey is added, signs in on its own, and is removed", async ({ page, request, baseURL }) => {
  const t = TEXTS.en;
  const email = uniqueEmail("passkey");
  await createAccount(request, baseURL!, "Pat Quist", email);
  // Chromium's virtual authenticator stands in for a platform authenticator with user verification.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: { protocol: "ctap2", transport: "internal", hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  await signInOnPage(page, "en", email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto("/en/user-auth");
  await hydrated(page);
  const section = page.getByRole("region", { name: t.userAuth.passkeys.heading });
  await expect(section.getByText(t.userAuth.passkeys.none)).toBeVisible();
  await section.getByRole("textbox", { name: t.userAuth.passkeys.name }).fill("Work laptop");
  await section.getByRole("button", { name: t.userAuth.passkeys.add }).click();
  await expect(section.getByRole("status")).toHaveText(t.userAuth.passkeys.added);
  await expect(section.getByRole("listitem").filter({ hasText: "Work laptop" })).toBeVisible();

  await page.getByRole("button", { name: t.userAuth.sessions.signOutHere }).click();
  await expect(page).toHaveURL(/\/en\/auth$/);
  await hydrated(page);
  await page.getByRole("button", { name: t.auth.signIn.passkey }).click();
  await expect(page).toHaveURL(/\/en\/dashboard$/);

  await page.goto("/en/user-auth");
  await hydrated(page);
  await section.getByRole("button", { name: t.userAuth.passkeys.removeNamed.replace("{{name}}", "Work laptop") }).click();
  await expect(section.getByRole("status")).toHaveText(t.userAuth.passkeys.removed);
  await expect(section.getByText(t.userAuth.passkeys.none)).toBeVisible();
});

test("en: change the password", async ({ consoleErrors, page, request, baseURL }) => {
  const t = TEXTS.en;
  const email = uniqueEmail("change");
  await createAccount(request, baseURL!, "Jo Dahl", email);
  await signInOnPage(page, "en", email, PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  await page.goto("/en/user-auth");
  await hydrated(page);
  const section = page.getByRole("region", { name: t.userAuth.password.heading });
  await section.getByLabel(t.fields.currentPassword, { exact: true }).fill("Wrong-current-password-1");
  await section.getByLabel(t.fields.newPassword, { exact: true }).fill(NEW_PASSWORD);
  await section.getByRole("button", { name: t.userAuth.password.submit }).click();
  await expect(section.getByRole("alert")).toHaveText(t.authErrors.wrongPassword);
  await section.getByLabel(t.fields.currentPassword, { exact: true }).fill(PASSWORD);
  await section.getByRole("button", { name: t.userAuth.password.submit }).click();
  await expect(section.getByRole("status")).toHaveText(t.userAuth.password.done);

  await page.getByRole("button", { name: t.userAuth.sessions.signOutHere }).click();
  // Signed out once the page has gone to the sign-in page; navigating sooner could cut the sign-out request off.
  await expect(page).toHaveURL(/\/en\/auth$/);
  await signInOnPage(page, "en", email, PASSWORD);
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText(t.authErrors.wrongCredentials);
  await signInOnPage(page, "en", email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/en\/dashboard$/);
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 40[01]/);
});

test("se: delete the account", async ({ consoleErrors, page, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("delete");
  await createAccount(request, baseURL!, "Ulla Berg", email);
  await signInOnPage(page, "se", email, PASSWORD);
  await expect(page).toHaveURL(/\/se\/dashboard$/);
  await page.goto("/se/user-auth");
  await hydrated(page);
  const section = page.getByRole("region", { name: t.userAuth.delete.heading });
  await section.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
  await section.getByRole("textbox", { name: t.userAuth.delete.confirmLabel }).fill("nej");
  await section.getByRole("button", { name: t.userAuth.delete.submit }).click();
  await expect(section.getByText(t.authErrors.confirmWord.replace("{{word}}", "RADERA"))).toBeVisible();
  await section.getByRole("textbox", { name: t.userAuth.delete.confirmLabel }).fill("RADERA");
  await section.getByRole("button", { name: t.userAuth.delete.submit }).click();
  await expect(page).toHaveURL(/\/se$/);
  await expect(page.getByText(t.userAuth.delete.done)).toBeVisible();
  expect(await sessionFlag(page)).toBeNull();

  await signInOnPage(page, "se", email, PASSWORD);
  await expect(page.getByRole("tabpanel").getByRole("alert")).toHaveText(t.authErrors.wrongCredentials);
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 401/);
});

test("se: the admin area sends a visitor to sign in and back, and a customer gets 403", async ({ consoleErrors, page, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("customer");
  await createAccount(request, baseURL!, "Kund Kundsson", email);
  await page.goto("/se/admin");
  await expect(page).toHaveURL(/\/se\/auth\?redirectTo=%2Fse%2Fadmin$/);
  await signInOnPage(page, "se", email, PASSWORD, page.url().replace(baseURL!, ""));
  await expect(page).toHaveURL(/\/se\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.admin.forbiddenTitle);
  const response = await page.goto("/se/admin");
  expect(response?.status()).toBe(403);
  await expect(page.getByText(t.admin.forbiddenText)).toBeVisible();
  await page.getByRole("link", { name: t.admin.home }).click();
  await expect(page).toHaveURL(/\/se$/);
  // The refusals the test provokes are answered 4xx, which the browser logs.
  allowConsoleErrors(consoleErrors, /status of 403/);
});

test("en: staff without two-step verification enrol first, then see the admin area", async ({ page, request, baseURL }) => {
  const t = TEXTS.en;
  const email = uniqueEmail("agent");
  await createAccount(request, baseURL!, "Agent Andersson", email);
  // The first administrator (ADMIN_EMAIL) makes the new account an agent through the admin API.
  const signIn = await request.post(`${baseURL}/api/auth/sign-in/email`, { data: ADMIN, headers: { origin: baseURL! } });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const users = await request.get(`${baseURL}/api/auth/admin/list-users?searchValue=${encodeURIComponent(email)}&searchField=email`);
  const userId = ((await users.json()) as { users: { id: string }[] }).users[0]!.id;
  const promoted = await request.post(`${baseURL}/api/auth/admin/set-role`, { data: { userId, role: "agent" }, headers: { origin: baseURL! } });
  expect(promoted.status(), await promoted.text()).toBe(200);

  await signInOnPage(page, "en", email, PASSWORD, "/en/auth?redirectTo=%2Fen%2Fadmin");
  await expect(page).toHaveURL(/\/en\/user-auth\?notice=enrolTwoFactor#two-factor$/);
  const section = page.getByRole("region", { name: t.userAuth.twoFactor.heading });
  await expect(section.getByText(t.userAuth.notices.enrolTwoFactor)).toBeVisible();
  await section.getByRole("button", { name: t.userAuth.twoFactor.enable }).click();
  await section.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
  await section.getByRole("button", { name: t.userAuth.twoFactor.continue }).click();
  const secret = (await section.getByTestId("totp-secret").textContent())!.trim();
  await section.getByRole("textbox", { name: t.userAuth.twoFactor.confirmCode }).fill(totpCode(secret));
  await section.getByRole("button", { name: t.userAuth.twoFactor.confirm }).click();
  await expect(section.getByTestId("two-factor-status")).toHaveText(t.userAuth.twoFactor.on);

  const response = await page.goto("/en/admin");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inbox");
});
