import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, luminance, test } from "./fixtures.ts";

test("a failing page shows the fallback and a toast, then reloads itself after 3 s", async ({ page, consoleErrors }) => {
  await page.goto("/se");
  await hydrated(page);
  await page.route("**/se/itad.data*", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.getByRole("main").getByRole("link", { name: "IT-återvinning (ITAD)" }).click();

  await expect(page.getByRole("heading", { name: "Något gick fel" })).toBeVisible();
  await expect(page.getByText("Ett tekniskt fel uppstod. Sidan laddas om automatiskt.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Ladda om nu" })).toBeVisible();
  await expect(page.getByText("Ett oväntat fel uppstod. Sidan kommer att laddas om automatiskt.")).toBeVisible();

  // The server works again: the automatic reload brings the real page back.
  await page.unroute("**/se/itad.data*");
  const reloaded = page.waitForEvent("load");
  await reloaded;
  await expect(page).toHaveURL(/\/se\/itad$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT-återvinning (ITAD)");
  expect(consoleErrors.some((text) => text.includes("Rendering error"))).toBe(true);
  allowConsoleErrors(consoleErrors, /Rendering error|status of 500/);
});

test("the fallback speaks the page's language", async ({ page, consoleErrors }) => {
  await page.goto("/en");
  await hydrated(page);
  await page.route("**/en/itad.data*", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.getByRole("main").getByRole("link", { name: "IT asset disposal (ITAD)" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Reload now" })).toBeVisible();
  await page.unroute("**/en/itad.data*");
  await page.getByRole("button", { name: "Reload now" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT asset disposal (ITAD)");
  allowConsoleErrors(consoleErrors, /Rendering error|status of 500/);
});

test("offline, a link to a page whose code is not loaded yet shows the fallback and its toast, then reloads once online", async ({ page, context, consoleErrors }) => {
  await page.goto("/se");
  await hydrated(page);
  await context.setOffline(true);
  await page.getByRole("main").getByRole("link", { name: "IT-återvinning (ITAD)" }).click();

  await expect(page.getByRole("heading", { name: "Något gick fel" })).toBeVisible();
  // The toast shows although its library cannot be fetched offline.
  await expect(page.getByText("Ett oväntat fel uppstod. Sidan kommer att laddas om automatiskt.")).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // No render loop: the fallback settles (it used to log about 300 errors a second).
  const settled = consoleErrors.length;
  await page.waitForTimeout(2000);
  expect(consoleErrors.length - settled, consoleErrors.slice(settled, settled + 5).join("\n")).toBeLessThanOrEqual(2);

  // The 3-second reset has passed: the safe reload waits for the network instead of reloading into nothing.
  await page.waitForTimeout(1500);
  await expect(page.getByRole("heading", { name: "Något gick fel" })).toBeVisible();

  const reloaded = page.waitForEvent("load");
  await context.setOffline(false);
  await reloaded;
  await expect(page).toHaveURL(/\/se\/itad$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("IT-återvinning (ITAD)");
  allowConsoleErrors(consoleErrors, /Rendering error|ERR_INTERNET_DISCONNECTED|Failed to fetch|route module|React Router caught/);
});

test("in the dark theme the fallback and its toast are dark", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.goto("/en");
  await hydrated(page);
  await page.route("**/en/itad.data*", (route) => route.fulfill({ status: 500, body: "boom" }));
  await page.getByRole("main").getByRole("link", { name: "IT asset disposal (ITAD)" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/dark/);
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: "An unexpected error occurred." });
  await expect(toast).toBeVisible();
  expect(await luminance(page.getByRole("alert").filter({ has: page.getByRole("heading", { name: "Something went wrong" }) }))).toBeLessThan(0.1);
  expect(await luminance(toast)).toBeLessThan(0.1);
  await page.screenshot({ path: "/tmp/ui/fallback-dark-en.png" });
  await expectNoSeriousAxeViolations(page);
  await page.unroute("**/en/itad.data*");
  allowConsoleErrors(consoleErrors, /Rendering error|status of 500/);
});

test.describe("with the service worker", () => {
  test.use({ serviceWorkers: "allow" });

test("the service worker serves the offline page when the network is gone", async ({ page, context, consoleErrors }) => {
  await page.goto("/se");
  await hydrated(page);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  // The page has finished loading (its scripts come after the first paint) before the network goes.
  await hydrated(page);
  await context.setOffline(true);
  await page.goto("/se/kontakt").catch(() => {});
  await expect(page.getByRole("heading", { name: "Du är offline" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
  await context.setOffline(false);
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED/);
});
});
