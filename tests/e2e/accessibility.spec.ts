import { allowConsoleErrors, expectNoSeriousAxeViolations, expect, hydrated, test } from "./fixtures.ts";

const PAGE_TYPES = [
  ["home", "/se"],
  ["service page", "/en/molntjanster"],
  ["legal page", "/fi/privacy"],
  ["cookie policy", "/en/cookies"],
  ["sustainability", "/no/csr"],
  ["service page with steps", "/se/sitesurveys"],
  ["contact", "/no/kontakt"],
  ["jobs", "/en/jobs"],
  ["private area", "/se/admin"],
  ["standalone page", "/qa-audit-pro"],
  ["not found", "/en/missing-page"],
] as const;

for (const theme of ["light", "dark"] as const) {
  for (const [kind, path] of PAGE_TYPES) {
    test(`axe: ${kind} (${path}) in ${theme} theme has no serious violations`, async ({ page, consoleErrors }) => {
      await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveClass(new RegExp(theme));
      await expectNoSeriousAxeViolations(page);
      // The open services menu is part of the page too.
      const menu = page.getByRole("navigation").filter({ has: page.locator("summary") }).first();
      if (await menu.locator("summary").first().isVisible()) {
        await menu.locator("summary").first().click();
        await expectNoSeriousAxeViolations(page);
      }
      if (kind === "not found") allowConsoleErrors(consoleErrors, /status of 404/);
    });
  }
}

test("small screens get a menu button with the same navigation", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/en");
  await hydrated(page);
  await page.getByText("Menu", { exact: true }).click();
  const nav = page.getByRole("navigation", { name: "Main navigation" });
  await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Choose language" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: the cookie banner and its settings dialog in ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto("/fi");
    await hydrated(page);
    await expect(page.getByRole("button", { name: "Hyväksy kaikki" })).toBeVisible({ timeout: 4000 });
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("button", { name: "Mukauta" }).click();
    await expect(page.getByRole("dialog", { name: "Evästeasetukset" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
