// Shared test set-up: every page a test opens must not log a console error or fail a request it needs.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";

let clientCounter = 0;

export const test = base.extend<{ consoleErrors: string[]; thirdPartyRequests: string[] }>({
  // Every test is its own visitor with its own address, so server-side rate limits count per test.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    clientCounter += 1;
    await use({ "x-forwarded-for": `10.${testInfo.workerIndex % 250}.${Math.floor(clientCounter / 250)}.${clientCounter % 250}` });
  },
  // Nothing may reach another origin unless the visitor allowed it; Google's script is answered locally.
  thirdPartyRequests: [
    async ({ page, baseURL }, use) => {
      const requests: string[] = [];
      await page.route(
        (url) => url.origin !== new URL(baseURL!).origin && url.protocol.startsWith("http"),
        (route) => {
          requests.push(route.request().url());
          return route.fulfill({ status: 200, contentType: "text/javascript", body: "" });
        },
      );
      await use(requests);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors on the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Removes the console errors a test expects (a 404 document, a deliberate failure), so only surprises fail it. */
export function allowConsoleErrors(errors: string[], pattern: RegExp) {
  const unexpected = errors.filter((text) => !pattern.test(text));
  errors.splice(0, errors.length, ...unexpected);
}

/** Waits until React has hydrated, so clicks reach React handlers. */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules !== undefined);
  await page.waitForLoadState("networkidle");
}

/** A stored cookie choice, so the banner does not cover the page. */
export async function withCookieChoice(page: Page) {
  await page.addInitScript(() => {
    const choice = { id: crypto.randomUUID(), choice: "analytics-denied", revision: "2026-11", decidedAt: Date.now() };
    localStorage.setItem("cookie-consent", JSON.stringify(choice));
  });
}

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Relative luminance (0 black … 1 white) of an element's background colour, to tell dark from light. */
export async function luminance(locator: Locator): Promise<number> {
  // Painted on a canvas, so any CSS colour syntax (Tailwind's oklch too) comes back as sRGB bytes.
  const [r, g, b] = await locator.evaluate((element) => {
    const context = document.createElement("canvas").getContext("2d")!;
    context.fillStyle = getComputedStyle(element).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
  });
  const linear = (byte: number) => {
    const c = byte / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r!) + 0.7152 * linear(g!) + 0.0722 * linear(b!);
}
