// Site search as a visitor uses it: the header's field on a wide screen and on a phone, the results page with its
// count, kinds and marked snippets, a search without JavaScript, in light and dark, with axe.
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

/** True when the page is wider than the screen (something sticks out sideways). */
const overflowsSideways = (page: import("@playwright/test").Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

for (const theme of ["light", "dark"] as const) {
  test(`desktop, ${theme}: the header's field finds a service page; the result leads to it`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/en");
    await hydrated(page);
    const field = page.getByRole("searchbox", { name: "Search the site" });
    await expect(field).toBeVisible();
    await field.fill("cloud services");
    await field.press("Enter");
    await expect(page).toHaveURL(/\/en\/search\?q=cloud\+services$/);
    await expect(page.getByRole("heading", { level: 2, name: /\d+ results? for “cloud services”/ })).toBeVisible();
    const results = page.getByRole("list", { name: "Search results" });
    const cloud = results.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Cloud services", exact: true }) });
    await expect(cloud).toContainText("Service");
    await expect(cloud.locator("mark").first()).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "What are you looking for?" })).toHaveValue("cloud services");
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousAxeViolations(page);
    await cloud.getByRole("link", { name: "Cloud services", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/molntjanster$/);
  });

  test(`phone, ${theme}: the field waits behind a button; a word without å/ä/ö and a typo still find the page`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await withCookieChoice(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/se");
    await hydrated(page);
    expect(await overflowsSideways(page)).toBe(false);
    await expect(page.getByRole("searchbox", { name: "Sök på webbplatsen" })).toBeHidden();
    await page.locator("header summary").filter({ hasText: "Sök" }).click();
    const field = page.getByRole("searchbox", { name: "Sök på webbplatsen" });
    await expect(field).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await field.fill("hardvara");
    await page.getByRole("search", { name: "Sök på webbplatsen" }).getByRole("button", { name: "Sök" }).click();
    await expect(page).toHaveURL(/\/se\/search\?q=hardvara$/);
    await expect(page.getByRole("list", { name: "Sökresultat" }).getByRole("link", { name: "Hårdvarusupport", exact: true })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Sök på webbplatsen" })).toBeHidden();
    expect(await overflowsSideways(page)).toBe(false);
    await expectNoSeriousAxeViolations(page);

    const own = page.getByRole("searchbox", { name: "Vad letar du efter?" });
    await own.fill("hårdvarusuport");
    await own.press("Enter");
    await expect(page).toHaveURL(/q=h%C3%A5rdvarusuport$/);
    await expect(page.getByRole("list", { name: "Sökresultat" }).getByRole("link", { name: "Hårdvarusupport", exact: true })).toBeVisible();

    await own.fill("");
    await own.press("Enter");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(0);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search page's form is a plain GET form that answers in the page's language", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/fi/search");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(0);
    await page.getByRole("searchbox", { name: "Mitä etsit?" }).fill("tietosuoja");
    await page.getByRole("search", { name: "Mitä etsit?" }).getByRole("button", { name: "Hae" }).click();
    await expect(page).toHaveURL(/\/fi\/search\?q=tietosuoja$/);
    await expect(page.getByRole("heading", { level: 2, name: /tulos(ta)? haulla ”tietosuoja”/ })).toBeVisible();
    const links = page.getByRole("list", { name: "Hakutulokset" }).getByRole("link");
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href")))) expect(href).toMatch(/^\/fi(\/|$)/);
  });
});
