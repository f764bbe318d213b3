// Shared test set-up: every page a test opens must not log a console error or fail a request it needs.
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

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

export async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
