// Real-user vitals: a visitor who accepts analytics sends each page's vitals when leaving it, and the performance
// page shows them; a visitor who rejects sends nothing and loads no measuring code. The page passes axe.
// Chromium does not show Playwright the beacons an unloading page sends, so what arrived is read from the page.
import type { Page } from "@playwright/test";
import { expectNoSeriousAxeViolations, expect, hydrated, test } from "./fixtures.ts";

function recordVitals(page: Page) {
  const beacons: string[] = [];
  const measuringCode: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/vitals")) beacons.push(request.postData() ?? "");
    if (/web-vitals/.test(request.url())) measuringCode.push(request.url());
  });
  return { beacons, measuringCode };
}

const measuring = (page: Page) => page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("web-vitals")));

/** A visit that lasts until the measuring code has loaded (when the browser is idle after hydration). */
async function measuredVisit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await expect.poll(() => measuring(page), { timeout: 10_000 }).toBe(true);
}

async function unmeasuredVisit(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await page.waitForTimeout(2500);
  expect(await measuring(page)).toBe(false);
}

test("with analytics consent, visits send their vitals and the performance page shows them", async ({ page }) => {
  const { measuringCode } = recordVitals(page);
  await page.goto("/fi/itad");
  await hydrated(page);
  await page.getByRole("button", { name: "Hyväksy kaikki", exact: true }).click();
  await expect.poll(() => measuring(page), { timeout: 10_000 }).toBe(true);
  await measuredVisit(page, "/fi/datacenter");
  await measuredVisit(page, "/fi/itad");
  await measuredVisit(page, "/fi/datacenter");
  await page.goto("/en/performance");
  expect(measuringCode.length).toBeGreaterThan(0);

  for (const [type, name] of [["itad", "IT asset disposal (ITAD)"], ["datacenter", "Datacenter services"]]) {
    const row = page.locator(`[data-testid="vitals-by-page"] tr[data-page-type="${type}"][data-language="fi"]`);
    await expect(row).toBeVisible();
    await expect(row.getByRole("rowheader")).toHaveText(name!);
    await expect(row).toContainText(/Too few samples: [1-9]\d* of the 10/);
    await expect(row).toContainText("Suomi");
  }
  await expect(page.getByTestId("vitals-total")).not.toHaveText(/: 0\.$/);
});

test("without consent no vitals are sent and no measuring code is loaded", async ({ page }) => {
  const { beacons, measuringCode } = recordVitals(page);
  await page.goto("/no/csr");
  await hydrated(page);
  await page.getByRole("button", { name: "Avvis alle", exact: true }).first().click();
  await page.waitForTimeout(2500);
  expect(await measuring(page)).toBe(false);
  await unmeasuredVisit(page, "/no/terms");
  await unmeasuredVisit(page, "/no/csr");
  await page.goto("/en/performance");
  await hydrated(page);
  expect(beacons).toEqual([]);
  expect(measuringCode).toEqual([]);
  await expect(page.locator('tr[data-page-type="csr"][data-language="no"]')).toHaveCount(0);
  await expect(page.locator('tr[data-page-type="terms"][data-language="no"]')).toHaveCount(0);
});

/** Twelve page loads' beacons through the real endpoints (a recorded grant first), so figures and charts show. */
async function sendBeacons(page: Page, pageType: string) {
  const consentId = crypto.randomUUID();
  expect((await page.request.post("/api/consent", { data: { consentId, choice: "analytics-granted", revision: "2026-11" } })).status()).toBe(201);
  for (let i = 0; i < 12; i++) {
    const metrics = [
      { name: "LCP", value: 1800 + i * 150 },
      { name: "INP", value: 120 + i * 30 },
      { name: "CLS", value: 0.02 * i },
      { name: "TTFB", value: 300 + i * 120 },
    ];
    const res = await page.request.post("/api/vitals", { headers: { "content-type": "text/plain" }, data: JSON.stringify({ consentId, page: pageType, language: "se", device: "mobile", connection: "4g", metrics }) });
    expect(res.status()).toBe(204);
  }
}

for (const theme of ["light", "dark"] as const) {
  test(`axe: the performance page in ${theme} theme, with figures, charts and their tables open`, async ({ page }) => {
    await sendBeacons(page, theme === "light" ? "booking" : "news");
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto("/se/performance");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await expect(page.getByRole("heading", { level: 1, name: "Prestanda" })).toBeVisible();
    const row = page.locator(`tr[data-page-type="${theme === "light" ? "booking" : "news"}"][data-language="se"]`);
    await expect(row).toContainText(/Bra|Behöver förbättras|Dåligt/);
    await expect(page.locator('[data-trend="LCP"] svg circle').first()).toBeVisible();
    for (const summary of await page.locator("article details > summary").all()) await summary.click();
    await expectNoSeriousAxeViolations(page);
  });
}
