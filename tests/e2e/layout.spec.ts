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
  // Screen readers announce the toasts' region in the page's language, not sonner's English default.
  await expect(page.getByRole("region", { name: /^Aviseringar/ })).toBeAttached();
  await page.screenshot({ path: "/tmp/ui/toast-dark-desktop.png" });
  await expectNoSeriousAxeViolations(page);
  allowConsoleErrors(consoleErrors, /chat-panel|ERR_FAILED|dynamically imported module/);
});

test.describe("on a phone", () => {
  const { defaultBrowserType: _chromiumAlready, ...pixel5 } = devices["Pixel 5"];
  test.use(pixel5);

  for (const [lang, theme, accept, customise, reject, policy, privacy] of [
    ["se", "light", "Acceptera alla", "Anpassa", "Avvisa alla", "Cookiepolicy", "Integritetspolicy"],
    ["en", "dark", "Accept all", "Customise", "Reject all", "Cookie policy", "Privacy policy"],
  ] as const) {
    test(`${lang}, ${theme}: the cookie banner takes at most a quarter of the screen and keeps every choice and link`, async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
      await page.goto(`/${lang}`);
      await hydrated(page);
      const banner = page.locator("section").filter({ has: page.getByRole("button", { name: accept }) });
      await expect(banner).toBeVisible({ timeout: 4000 });
      const viewport = page.viewportSize()!;
      const box = (await banner.boundingBox())!;
      expect(box.height / viewport.height).toBeLessThanOrEqual(0.25);
      for (const name of [accept, customise, reject]) await expect(banner.getByRole("button", { name })).toBeInViewport({ ratio: 1 });
      for (const name of [policy, privacy]) await expect(banner.getByRole("link", { name })).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `/tmp/ui/banner-phone-${lang}-${theme}.png` });
      await expectNoSeriousAxeViolations(page);
    });
  }

  test("the chat launcher leaves the footer's last line and the contact form's message box free", async ({ page }) => {
    await withCookieChoice(page);
    await page.goto("/se/kontakt");
    await hydrated(page);
    const launcher = page.getByRole("button", { name: "Öppna chatten" });
    await expect(launcher).toBeVisible();

    const message = page.getByRole("main").getByRole("textbox", { name: /^Meddelande/ });
    await message.click();
    await message.evaluate((element) => element.scrollIntoView({ block: "end" }));
    await page.screenshot({ path: "/tmp/ui/launcher-textarea-phone.png" });
    const launcherOverMessage = (await launcher.isVisible()) ? overlap((await launcher.boundingBox())!, (await message.boundingBox())!) : null;
    expect(launcherOverMessage).toBeNull();

    await page.locator("body").click({ position: { x: 5, y: 300 } });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(launcher).toBeVisible();
    // The box of the line's text itself, not of its paragraph's padding.
    const lastLine = await page.locator("footer > :last-child").evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    await page.screenshot({ path: "/tmp/ui/launcher-footer-phone.png" });
    expect(overlap((await launcher.boundingBox())!, lastLine)).toBeNull();
  });

  for (const [lang, open, title, expert] of [
    ["se", "Öppna chatten", "Chatta med oss", "Prata med en expert"],
    ["en", "Open the chat", "Chat with us", "Talk to an expert"],
    ["fi", "Avaa keskustelu", "Keskustele kanssamme", "Puhu asiantuntijalle"],
    ["no", "Åpne chatten", "Chat med oss", "Snakk med en ekspert"],
  ] as const) {
    test(`${lang}: the chat toolbar shows the whole "${expert}" label beside the other tools`, async ({ page }) => {
      await withCookieChoice(page);
      await page.goto(`/${lang}`);
      await hydrated(page);
      await page.getByRole("button", { name: open }).click();
      const toolbar = page.getByRole("dialog", { name: title }).getByRole("group").first();
      const button = toolbar.getByRole("button", { name: expert });
      await expect(button).toBeInViewport({ ratio: 1 });
      // No line of the label is cut off ("Snakk med en eksp…") and it does not run under the next tool.
      const clipped = await button.locator("span").evaluate((label) => label.scrollWidth > label.clientWidth + 1);
      expect(clipped).toBe(false);
      const next = (await toolbar.getByRole("button").nth(1).boundingBox())!;
      const own = (await button.boundingBox())!;
      expect(own.x + own.width).toBeLessThanOrEqual(next.x);
      await page.screenshot({ path: `/tmp/ui/chat-toolbar-phone-${lang}.png` });
    });
  }

  test("with the quick actions open, the messages keep at least 40 % of the chat panel", async ({ page }) => {
    await withCookieChoice(page);
    await page.goto("/se");
    await hydrated(page);
    await page.getByRole("button", { name: "Öppna chatten" }).click();
    const panel = page.getByRole("dialog", { name: "Chatta med oss" });
    await expect(panel.getByRole("log")).toBeVisible();
    await panel.getByRole("button", { name: "Snabbval" }).click();
    const tray = panel.getByRole("region", { name: "Snabbval" });
    await expect(tray).toBeVisible();
    // The tray at its tallest: the reply languages open too.
    await tray.getByRole("button", { name: "Översätt svaren" }).click();
    await expect(tray.getByRole("group", { name: "Svarsspråk" })).toBeVisible();
    const log = (await panel.getByRole("log").boundingBox())!;
    const whole = (await panel.boundingBox())!;
    await page.screenshot({ path: "/tmp/ui/quick-actions-phone.png" });
    expect(log.height / whole.height).toBeGreaterThanOrEqual(0.4);
    // Every action is still reachable: the tray scrolls.
    const lastLanguage = tray.getByRole("group", { name: "Svarsspråk" }).getByRole("button").last();
    await lastLanguage.scrollIntoViewIfNeeded();
    await expect(lastLanguage).toBeInViewport();
    await expectNoSeriousAxeViolations(page);
  });

  test("while the chat panel fills the screen, a toast shows below its toolbar, not over its title and tools", async ({ page, consoleErrors }) => {
    await withCookieChoice(page);
    await page.goto("/se");
    await hydrated(page);
    await page.getByRole("button", { name: "Öppna chatten" }).click();
    const panel = page.getByRole("dialog", { name: "Chatta med oss" });
    await page.route("**/api/chat-bot", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "chat_error", message: "x" } }) }),
    );
    await panel.getByRole("textbox", { name: "Ditt meddelande" }).fill("Hej");
    await panel.getByRole("button", { name: "Skicka meddelande" }).click();
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Chat-fel" });
    await expect(toast).toBeVisible();
    // Sonner's entry animation has finished, so the box is where the toast stays.
    await page.waitForTimeout(500);
    const toolbar = (await panel.getByRole("group", { name: "Chattverktyg" }).boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(toolbar.y + toolbar.height);
    await page.screenshot({ path: "/tmp/ui/toast-over-panel-phone.png" });
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
});
