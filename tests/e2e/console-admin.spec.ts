// The console's mail, users and security log in a browser: an administrator invites someone (who accepts from the
// mail), changes their role and finds the change in the security log; staff read a message's text as plain text; and
// the three pages pass axe in the light and the dark theme.
import type { Page } from "@playwright/test";
import { linkIn, PASSWORD, signInOnPage, uniqueEmail, waitForMail } from "./account-helpers.ts";
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

test("an administrator invites someone, changes their role and finds it in the security log", async ({ page, baseURL, browser }) => {
  test.slow();
  await withCookieChoice(page);
  const admin = await signedInStaff(page.context(), baseURL!, "admin", "Alva Admin");
  const invited = uniqueEmail("invited");

  await open(page, "/en/admin/users");
  await expect(page.getByRole("heading", { level: 1, name: "Users" })).toBeVisible();
  const invite = page.getByRole("region", { name: "Invite someone" });
  await invite.getByLabel("Email", { exact: true }).fill(invited);
  await invite.getByLabel("Name", { exact: true }).fill("Ines Inbjuden");
  await invite.getByLabel("Role", { exact: true }).selectOption("user");
  await invite.getByLabel("Language of the invitation").selectOption("en");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(invite.getByRole("status")).toHaveText(`The invitation has been sent to ${invited}.`);

  // The invited person chooses a password from the mail and signs in.
  const mail = await waitForMail(invited, /You are invited/);
  expect(mail.text).toContain("Hello Ines Inbjuden,");
  const guest = await browser.newContext({ baseURL });
  try {
    const guestPage = await guest.newPage();
    await withCookieChoice(guestPage);
    await open(guestPage, linkIn(mail, "/en/auth?mode=reset"));
    await guestPage.getByLabel("New password", { exact: true }).fill(PASSWORD);
    await guestPage.getByRole("button", { name: "Save the new password" }).click();
    await expect(guestPage.getByText("Your password has been changed. Sign in with the new password.")).toBeVisible();
    await signInOnPage(guestPage, "en", invited, PASSWORD);
    await expect(guestPage).toHaveURL(/\/en\/dashboard/);
  } finally {
    await guest.close();
  }

  // The administrator makes the new account an agent, after confirming.
  await page.getByRole("searchbox", { name: "Search by email or name" }).fill(invited);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const row = page.getByRole("row").filter({ hasText: invited });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("cell", { name: "Yes", exact: true })).toBeVisible();
  await row.getByRole("button", { name: "Manage Ines Inbjuden" }).click();
  const panel = page.getByRole("region", { name: "Account of Ines Inbjuden" });
  await panel.getByLabel("Role of Ines Inbjuden").selectOption("agent");
  await panel.getByRole("button", { name: "Change role" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Change the role?" });
  await expect(dialog).toContainText(`Ines Inbjuden (${invited}) becomes Agent.`);
  await dialog.getByRole("button", { name: "Change the role" }).click();
  await expect(panel.getByRole("status")).toHaveText("Ines Inbjuden is now Agent.");
  await expect(row.getByRole("cell", { name: "Agent", exact: true })).toBeVisible();

  await open(page, "/en/admin/security");
  await page.getByLabel("Event type").selectOption({ label: "Role changed" });
  await page.getByRole("button", { name: "Filter", exact: true }).click();
  await expect(page).toHaveURL(/type=role_changed/);
  const event = page.getByRole("row").filter({ hasText: invited });
  await expect(event).toHaveCount(1);
  await expect(event).toContainText("Role changed");
  await expect(event).toContainText("Warning");
  await expect(event).toContainText(`by: ${admin.email}`);
  await expect(event).toContainText("role: agent");
  // Only the chosen type is listed.
  const types = await page.locator("#security-table tbody tr td:nth-child(2)").allTextContents();
  expect(new Set(types)).toEqual(new Set(["Role changed"]));
});

test("staff read a message's text as plain text, never as HTML", async ({ page, baseURL }) => {
  await withCookieChoice(page);
  await signedInStaff(page.context(), baseURL!, "agent", "Arvid Agent");
  const visitor = `Html ${Date.now().toString(36)}`;
  const contact = await page.request.post("/api/send-contact-email", {
    data: { name: visitor, email: uniqueEmail("visitor"), message: "<b>Fet</b> <img src=x onerror=alert(1)>", language: "en" },
    headers: { origin: baseURL! },
  });
  expect(contact.status(), await contact.text()).toBe(200);

  await open(page, "/en/admin/mail");
  await expect(page.getByRole("heading", { level: 1, name: "Outgoing mail" })).toBeVisible();
  await page.locator("#mail-table").getByRole("link", { name: new RegExp(visitor) }).click();
  await expect(page).toHaveURL(/open=/);
  const message = page.getByRole("region", { name: new RegExp(visitor) });
  await expect(message).toBeVisible();
  const body = page.getByTestId("mail-body");
  await expect(body).toContainText("<b>Fet</b> <img src=x onerror=alert(1)>");
  await expect(body.locator("b, img")).toHaveCount(0);
  await expect(message.getByText("Sent", { exact: true })).toBeVisible();
  // Sent already: there is nothing to retry.
  await expect(message.getByRole("button", { name: "Retry now" })).toHaveCount(0);

  await page.getByLabel("Show messages").selectOption({ label: "Failed" });
  await page.getByRole("button", { name: "Show", exact: true }).click();
  await expect(page).toHaveURL(/status=failed/);
  await expect(page.getByText("No messages.")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: the console's mail, users and security log in the ${theme} theme`, async ({ page, baseURL }) => {
    test.slow();
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    await signedInStaff(page.context(), baseURL!, "admin", `Axel ${theme}`);

    await open(page, "/en/admin/mail");
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await page.locator("#mail-table tbody a").first().click();
    await expect(page.getByTestId("mail-body")).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await open(page, "/en/admin/users");
    await expect(page.locator("#users-table")).toBeVisible();
    await page.locator("#users-table tbody tr").nth(1).getByRole("button").click();
    const panel = page.locator("#manage-panel");
    await expect(panel).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await panel.getByRole("button", { name: "End all sessions" }).click();
    const dialog = page.getByRole("alertdialog", { name: "End all sessions?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await open(page, "/en/admin/security");
    await expect(page.locator("#security-table")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
