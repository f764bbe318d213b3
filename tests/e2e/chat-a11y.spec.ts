// The chat widget for keyboard and screen-reader users, and axe on each of its views in both themes.
import type { Page } from "@playwright/test";
import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, test } from "./fixtures.ts";

async function visit(page: Page, path: string, theme: "light" | "dark" = "light") {
  await page.addInitScript((value) => {
    localStorage.setItem("vite-ui-theme", value);
    const choice = { id: crypto.randomUUID(), choice: "analytics-denied", revision: "2026-11", decidedAt: Date.now() };
    localStorage.setItem("cookie-consent", JSON.stringify(choice));
  }, theme);
  await page.goto(path);
  await hydrated(page);
}

for (const theme of ["light", "dark"] as const) {
  test(`axe: the open panel, its quick actions, the expert form and the export dialog in ${theme} theme`, async ({ page, consoleErrors }) => {
    await visit(page, "/se", theme);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await expectNoSeriousAxeViolations(page);

    await page.getByRole("button", { name: "Öppna chatten" }).click();
    const panel = page.getByRole("dialog", { name: "Chatta med oss" });
    await expect(panel.getByRole("log")).toContainText("Hej! Jag är Nordic IT Services digitala assistent.");
    const input = panel.getByRole("textbox", { name: "Ditt meddelande" });
    await input.fill("Hur snabbt svarar ni vid akuta hårdvarufel?");
    await input.press("Enter");
    await expect(panel.getByRole("log").locator('a[href^="/se/hardvarusupport"]').first()).toBeVisible({ timeout: 10_000 });
    await expectNoSeriousAxeViolations(page);

    await panel.getByRole("button", { name: "Snabbval" }).click();
    await panel.getByRole("button", { name: "Översätt svaren" }).click();
    await expect(panel.getByRole("group", { name: "Svarsspråk" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    await panel.getByRole("button", { name: "Exportera chatten" }).click();
    await expect(page.getByRole("dialog", { name: "Exportera chatten" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.keyboard.press("Escape");

    await panel.getByRole("button", { name: "Prata med en expert" }).click();
    await expect(panel.getByRole("heading", { name: "Kontakta en expert" })).toBeVisible();
    await panel.getByRole("textbox", { name: /^E-post/ }).fill("inte-en-adress");
    await panel.getByRole("textbox", { name: /^Namn/ }).fill("Anna Lind");
    await panel.getByRole("button", { name: "Skicka till en expert" }).click();
    await expect(panel.getByText("Ange en giltig e-postadress")).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    allowConsoleErrors(consoleErrors, /status of 400/);
  });

  test(`axe: the full-screen panel on a small phone in ${theme} theme`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await visit(page, "/en", theme);
    await page.getByRole("button", { name: "Open the chat" }).click();
    await expect(page.getByRole("dialog", { name: "Chat with us" }).getByRole("log")).toContainText("Hi!");
    await expectNoSeriousAxeViolations(page);
  });
}

test("keyboard: the launcher opens the panel into its input, Escape closes it back onto the launcher", async ({ page }) => {
  await visit(page, "/fi");
  const launcher = page.locator("#chat-launcher");
  await expect(launcher).toHaveAccessibleName("Avaa keskustelu");
  await launcher.focus();
  await page.keyboard.press("Enter");
  const panel = page.getByRole("dialog", { name: "Keskustele kanssamme" });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Viestisi" })).toBeFocused();
  await expect(launcher).toHaveAttribute("aria-expanded", "true");
  await expect(launcher).toHaveAccessibleName("Sulje keskustelu");
  await expect(panel.getByRole("log")).toHaveAttribute("aria-live", "polite");

  // Every button in the panel has a name; icon buttons carry a title as well.
  for (const button of await panel.getByRole("button").all()) {
    const name = (await button.getAttribute("aria-label")) ?? (await button.innerText()).trim();
    expect(name, await button.evaluate((el) => el.outerHTML.slice(0, 120))).not.toBe("");
    if (await button.getAttribute("aria-label")) expect(await button.getAttribute("title")).toBeTruthy();
  }

  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();
});

test("the theme buttons in the panel set the site's theme", async ({ page }) => {
  await visit(page, "/no");
  await page.getByRole("button", { name: "Åpne chatten" }).click();
  const themes = page.getByRole("dialog", { name: "Chat med oss" }).getByRole("group", { name: "Fargetema" });
  await themes.getByRole("button", { name: "Mørkt tema" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(themes.getByRole("button", { name: "Mørkt tema" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");
  await themes.getByRole("button", { name: "Lyst tema" }).click();
  await expect(page.locator("html")).toHaveClass(/light/);
});

test("the launcher stays out of the private areas", async ({ page }) => {
  await visit(page, "/en/kontakt");
  await expect(page.getByRole("button", { name: "Open the chat" })).toBeVisible();
  await visit(page, "/en/admin");
  await expect(page.getByRole("button", { name: "Open the chat" })).toHaveCount(0);
});
