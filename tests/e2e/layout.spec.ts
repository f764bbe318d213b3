// Where things sit on the screen: toasts against the header menus, and on a phone the cookie banner, the chat
// launcher and the chat's quick actions against what the visitor reads and uses.
import { devices, type Page } from "@playwright/test";
import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, luminance, test, withCookieChoice } from "./fixtures.ts";

type Box = { x: number; y: number; width: number; height: number };

function overlap(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const width = Math.min(a.x + a.width, b.x + b.width) - x;
  const height = Math.min(a.y + a.height, b.y + b.height) - y;
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** Whichever element the visitor sees at the middle of `box` (the top one). */
function topmostAt(page: Page, box: Box) {
  return page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest("[data-sonner-toast], header")?.tagName ?? null, {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
  });
}

/** A real toast of the site: the chat panel's code is made unavailable, so opening the chat says so. */
async function showChatLoadFailedToast(page: Page) {
  await page.route(/\/assets\/chat-panel-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.getByRole("button", { name: "Öppna chatten" }).click();
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Chatten kunde inte laddas." });
  await expect(toast).toBeVisible();
  // Sonner's entry animation has finished, so the box is where the toast stays.
  await page.waitForTimeout(500);
  return toast;
}

for (const [device, viewport, openMenu] of [
  ["desktop", { width: 1280, height: 800 }, "Tjänster"],
  ["phone", { width: 390, height: 844 }, "Meny"],
] as const) {
  test(`${device}: a toast sits below the header and never covers an open header menu`, async ({ page, consoleErrors }) => {
    await withCookieChoice(page);
    await page.setViewportSize(viewport);
    await page.goto("/se");
    await hydrated(page);
    const toast = await showChatLoadFailedToast(page);
    const header = (await page.locator("body > header").boundingBox())!;
    const toastBox = (await toast.boundingBox())!;
    expect(toastBox.y).toBeGreaterThanOrEqual(header.y + header.height);

    await page.locator("header summary").filter({ hasText: openMenu }).filter({ visible: true }).first().click();
    const menu = page.locator("header details[open] > :not(summary)").last();
    await expect(menu).toBeVisible();
    const shared = overlap((await menu.boundingBox())!, toastBox);
    expect(shared, "the open menu reaches down over the toast's place").not.toBeNull();
    expect(await topmostAt(page, shared!)).toBe("HEADER");
    await page.screenshot({ path: `/tmp/ui/toast-menu-${device}.png` });
    allowConsoleErrors(consoleErrors, /chat-panel|ERR_FAILED|dynamically imported module/);
  });
}

test("in the dark theme a toast is dark", async ({ page, consoleErrors }) => {
  await withCookieChoice(page);
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.goto("/se");
  await hydrated(page);
  const toast = await showChatLoadFailedToast(page);
  expect(await luminance(toast)).toBeLessThan(0.1);
  await page.screenshot({ path: "/tmp/ui/toast-dark-desktop.png" });
  await expectNoSeriousAxeViolations(page);
  allowConsoleErrors(consoleErrors, /chat-panel|ERR_FAILED|dynamically imported module/);
});
