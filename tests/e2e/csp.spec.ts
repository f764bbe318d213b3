// The content security policy holds without exceptions: nothing the site itself runs is reported as a violation.
import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

/** Collects the page's CSP violation reports from the moment the document starts. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __violations: string[] }).__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test("opening the chat and asking a question violates no CSP directive (zod runs jitless)", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/se");
  await hydrated(page);
  await page.getByRole("button", { name: "Öppna chatten" }).click();
  const panel = page.getByRole("dialog");
  await panel.getByRole("textbox", { name: "Ditt meddelande" }).fill("Erbjuder ni molntjänster?");
  await panel.getByRole("button", { name: "Skicka meddelande" }).click();
  await expect(panel.getByText("Erbjuder ni molntjänster?", { exact: true })).toBeVisible();
  await expect(panel.locator("[data-sender='bot']").nth(1)).toBeVisible({ timeout: 10_000 });
  expect(await violations()).toEqual([]);
});

test("checking the contact form in the browser violates no CSP directive", async ({ page }) => {
  const violations = await recordViolations(page);
  await page.goto("/en/kontakt");
  await hydrated(page);
  await page.getByRole("button", { name: "Send message" }).click();
  await expect(page.getByText("Please correct the marked fields.")).toBeVisible();
  expect(await violations()).toEqual([]);
});
