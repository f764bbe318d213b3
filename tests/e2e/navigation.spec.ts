import { allowConsoleErrors, expect, hydrated, test } from "./fixtures.ts";

test("switching language keeps the page and records the choice", async ({ page, context }) => {
  await page.goto("/se/molntjanster");
  await hydrated(page);
  await expect(page.locator("html")).toHaveAttribute("lang", "sv");
  await page.getByRole("navigation", { name: "Välj språk" }).getByRole("link", { name: /English/ }).click();
  await expect(page).toHaveURL(/\/en\/molntjanster$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cloud services");
  const cookies = Object.fromEntries((await context.cookies()).map((c) => [c.name, c.value]));
  expect(cookies.lang).toBe("en");
  expect(Number(cookies.lang_changed_at)).toBeGreaterThan(Date.now() / 1000 - 60);

  // Within five minutes of the choice, the chosen language wins over another prefix.
  await page.goto("/fi/itad");
  await expect(page).toHaveURL(/\/en\/itad$/);
});

test("the bare root opens the browser's language", async ({ browser }) => {
  const context = await browser.newContext({ locale: "fi-FI" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page).toHaveURL(/\/fi$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fi");
  await context.close();
});

test("theme: dark is stored, applied before any script loads, and system follows the device", async ({ page, consoleErrors }) => {
  await page.goto("/en");
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(/light/);
  await page.getByRole("button", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("dark");

  // No flash: with the page's JavaScript blocked, the inline head script alone applies the stored theme.
  await page.route("**/assets/*.js", (route) => route.abort());
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.unroute("**/assets/*.js");
  allowConsoleErrors(consoleErrors, /ERR_FAILED|Failed to fetch dynamically imported module/);

  await page.reload();
  await hydrated(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.getByRole("button", { name: "System" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html")).toHaveClass(/light/);
  await expect(page.getByRole("button", { name: "System" })).toHaveAttribute("aria-pressed", "true");
  // The blocked page's module loads may report their failure only after the next reload has begun.
  allowConsoleErrors(consoleErrors, /ERR_FAILED|Failed to fetch dynamically imported module/);
});

test("navigation scrolls to the top; a hash scrolls smoothly to its section", async ({ page }) => {
  await page.goto("/en/terms");
  await hydrated(page);
  await page.mouse.wheel(0, 5000);
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy policy" }).click();
  await expect(page).toHaveURL(/\/en\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole("contentinfo").getByRole("link", { name: "About us" }).click();
  await expect(page).toHaveURL(/\/en#about$/);
  await expect(page.locator("#about")).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
});

test("the skip link is the first stop and moves focus to the main content", async ({ page }) => {
  await page.goto("/se/itad");
  await hydrated(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Hoppa till huvudinnehållet" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
});

test("the services menu lists every service and leads to it", async ({ page }) => {
  await page.goto("/no");
  await hydrated(page);
  const nav = page.getByRole("navigation", { name: "Hovedmeny" });
  await nav.locator("summary").click();
  await expect(nav.getByRole("link")).toHaveCount(4 + 12);
  await nav.getByRole("link", { name: "IT-rådgivning" }).click();
  await expect(page).toHaveURL(/\/no\/it-konsultation$/);
  await expect(page.getByRole("navigation", { name: "Brødsmulesti" })).toContainText("Tjenester");
});

test("not-found page: 404, the ways on, and going back", async ({ page, consoleErrors }) => {
  await page.goto("/en/itad");
  const response = await page.goto("/en/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("We could not find that page");
  await expect(page.getByRole("link", { name: /Call us/ })).toHaveAttribute("href", /^tel:/);
  for (const name of ["IT consultation", "Field service", "Cloud services", "Jobs", "Contact"]) {
    await expect(page.getByRole("main").getByRole("listitem").filter({ hasText: name }).first()).toBeVisible();
  }
  await expect(page.getByTestId("not-found-suggestions").getByRole("link")).toHaveCount(3);
  await hydrated(page);
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveURL(/\/en\/itad$/);
  await page.goto("/en/no-such-page");
  await hydrated(page);
  await page.getByRole("link", { name: "Back to start" }).click();
  await expect(page).toHaveURL(/\/en$/);
  allowConsoleErrors(consoleErrors, /status of 404/);
});

test("areas that load behind the spinner show it while loading", async ({ page }) => {
  await page.goto("/se/auth");
  await hydrated(page);
  await page.getByRole("navigation", { name: "Huvudmeny" }).getByRole("link", { name: "Hem" }).click();
  await expect(page).toHaveURL(/\/se$/);
  await page.route("**/se/auth.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  // Back to the sign-in page is a client-side navigation that has to load its data first.
  await page.goBack();
  await expect(page.getByTestId("page-spinner")).toBeVisible();
  await expect(page.getByTestId("page-spinner")).toContainText("Laddar…");
  await expect(page.getByTestId("page-spinner")).toBeHidden();
  await expect(page).toHaveURL(/\/se\/auth$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Logga in");
});

test("the page paints before its JavaScript is fetched, then becomes interactive", async ({ page }) => {
  // The whole route table comes with the page: no discovery request, which would render the page a second time.
  const discoveryRequests: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/__manifest") discoveryRequests.push(request.url());
  });
  await page.goto("/se/molntjanster");
  await hydrated(page);
  const timings = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName("first-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
  }));
  expect(timings.firstPaint).not.toBeNull();
  expect(timings.scripts.length).toBeGreaterThan(3);
  for (const script of timings.scripts) expect(script.startTime, script.name).toBeGreaterThanOrEqual(timings.firstPaint!);
  // Interactive: the chat button appears only once React has hydrated the page.
  await expect(page.locator("#chat-launcher")).toBeVisible();
  expect(discoveryRequests).toEqual([]);
});
