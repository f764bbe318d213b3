// A person's rights in the browser: a visitor who sent an inquiry finds the request page from the privacy policy,
// confirms through the mailed link, downloads a ZIP and, with a second link, erases the data (seeing what is kept
// and why); a signed-in user downloads their data from the dashboard and deletes the account after typing the
// password again; an administrator erases by address in the console and sees the retention job's last and next run.
// Each new page is checked with axe in the light and the dark theme.
import { readFile } from "node:fs/promises";
import en from "../../content/locales/en/privacy.json" with { type: "json" };
import { createAccount, PASSWORD, signInOnPage, uniqueEmail, waitForMail, linkIn } from "./account-helpers.ts";
import { signedInStaff } from "./console-helpers.ts";
import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const M = en.myData;

async function sendInquiry(page: import("@playwright/test").Page, baseURL: string, email: string) {
  const response = await page.request.post("/api/send-contact-email?language=en", {
    data: { name: "Pia Privat", email, message: "Please call me about 40 laptops." },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function askForLink(page: import("@playwright/test").Page, email: string, seen = 0): Promise<string> {
  await page.goto("/en/my-data");
  await hydrated(page);
  await page.getByRole("textbox", { name: M.emailLabel }).fill(email);
  await page.getByRole("button", { name: M.submit }).click();
  await expect(page.getByText(M.sentText)).toBeVisible();
  return linkIn(await waitForMail(email, /Your data at/, seen), "/en/my-data/");
}

for (const theme of ["light", "dark"] as const) {
  test(`a visitor downloads and then erases their data through mailed links (${theme})`, async ({ page, baseURL, consoleErrors }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    const email = uniqueEmail(`privacy-${theme}`);
    await sendInquiry(page, baseURL!, email);

    await page.goto("/en/privacy");
    // A click while React takes the page over can be lost: wait for it, as a person would see a settled page.
    await hydrated(page);
    await page.getByRole("link", { name: en.policyLink.link }).click();
    await expect(page).toHaveURL(/\/en\/my-data$/);
    await hydrated(page);
    await expectNoSeriousAxeViolations(page);

    const link = await askForLink(page, email);
    await page.goto(link);
    await hydrated(page);
    await expect(page.getByText(M.heldIntro.replace("{{email}}", email))).toBeVisible();
    await expect(page.getByTestId("held-counts")).toContainText(`${M.kinds.leads}: 1`);
    await expectNoSeriousAxeViolations(page);

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: M.downloadButton }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const zip = await readFile((await download.path())!);
    expect(zip.subarray(0, 2).toString()).toBe("PK");

    // The link did its one action; a second one erases.
    await page.reload();
    await expect(page.getByRole("heading", { name: M.linkInvalidHeading })).toBeVisible();
    const second = await askForLink(page, email, 1);
    await page.goto(second);
    await hydrated(page);
    await page.getByRole("button", { name: M.eraseButton }).click();
    await expect(page.getByText(M.confirmRequired)).toBeVisible();
    await page.getByRole("checkbox", { name: M.eraseConfirm }).check();
    await page.getByRole("button", { name: M.eraseButton }).click();
    await expect(page.getByRole("heading", { name: M.erasedHeading })).toBeVisible();
    await expect(page.getByTestId("erased-counts")).toContainText(`${M.kinds.leads}: 1`);
    await expect(page.getByText(M.kept.requestRecord)).toBeVisible();
    await expect(page.getByText(M.noInvoices)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    // The used link's page (404) and the erasure sent without its box ticked (400) are expected refusals.
    allowConsoleErrors(consoleErrors, /status of (404|400)/);
  });
}

test("a signed-in user downloads their data and deletes the account after typing the password", async ({ page, baseURL, consoleErrors }) => {
  await withCookieChoice(page);
  const A = en.accountPrivacy;
  const email = uniqueEmail("privacy-account");
  await createAccount(page.request, baseURL!, "Konto Person", email);
  await signInOnPage(page, "en", email, PASSWORD);
  await page.waitForURL(/\/en\/dashboard/);
  await hydrated(page);
  await expect(page.getByRole("heading", { name: A.heading })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const downloading = page.waitForEvent("download");
  await page.getByRole("link", { name: A.exportButton }).click();
  const data = JSON.stringify(await readFile((await (await downloading).path())!));
  expect(data.length).toBeGreaterThan(10);

  await page.getByLabel(A.passwordLabel).fill("not the password at all");
  await page.getByRole("checkbox", { name: A.deleteConfirm }).check();
  await page.getByRole("button", { name: A.deleteButton }).click();
  await expect(page.getByRole("alert")).toContainText(A.wrongPassword);

  await page.getByLabel(A.passwordLabel).fill(PASSWORD);
  await page.getByRole("checkbox", { name: A.deleteConfirm }).check();
  await page.getByRole("button", { name: A.deleteButton }).click();
  await expect(page).toHaveURL(/\/en\/my-data\?deleted=account$/);
  await expect(page.getByText(M.accountDeleted)).toBeVisible();
  const signIn = await page.request.post("/api/auth/sign-in/email", { data: { email, password: PASSWORD }, headers: { origin: baseURL! } });
  expect(signIn.status()).toBe(401);
  // The wrong password's refusal (403) is expected.
  allowConsoleErrors(consoleErrors, /status of 403/);
});

for (const theme of ["light", "dark"] as const) {
  test(`an administrator erases by address and sees the retention job (${theme})`, async ({ page, context, baseURL }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    const C = en.privacyConsole;
    await signedInStaff(context, baseURL!, "admin", `Integritet ${theme}`);
    const email = uniqueEmail(`phoned-${theme}`);
    await sendInquiry(page, baseURL!, email);

    await page.goto("/en/admin/privacy");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: C.retentionHeading })).toBeVisible();
    await expect(page.getByTestId("retention-next-run")).not.toBeEmpty();
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("textbox", { name: C.emailLabel }).fill(email);
    await page.getByRole("checkbox", { name: C.confirmLabel }).check();
    await page.getByRole("button", { name: C.eraseButton, exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "Erased: request" })).toBeVisible();
    await expect(page.getByRole("table", { name: C.requestsHeading })).toContainText(C.sources.staff);

    await page.getByRole("button", { name: C.runNow }).click();
    await expect(page.getByText(C.runStarted)).toBeVisible();
    await expect(page.getByTestId("retention-last-run")).toContainText(C.statuses.finished);
    await expectNoSeriousAxeViolations(page);
  });
}
