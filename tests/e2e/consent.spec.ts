import type { Page, Request } from "@playwright/test";
import { allowConsoleErrors, expect, hydrated, test } from "./fixtures.ts";

const TEXTS = {
  se: { accept: "Acceptera alla", reject: "Avvisa alla", customise: "Anpassa", settings: "Cookieinställningar", cancel: "Avbryt", decline: "Avvisa alla", save: "Spara", analytics: "Analys", contact: "Kontakt", nav: "Huvudmeny" },
  en: { accept: "Accept all", reject: "Reject all", customise: "Customise", settings: "Cookie settings", cancel: "Cancel", decline: "Decline all", save: "Save", analytics: "Analytics", contact: "Contact", nav: "Main navigation" },
  fi: { accept: "Hyväksy kaikki", reject: "Hylkää kaikki", customise: "Mukauta", settings: "Evästeasetukset", cancel: "Peruuta", decline: "Hylkää kaikki", save: "Tallenna", analytics: "Analytiikka", contact: "Yhteystiedot", nav: "Päävalikko" },
  no: { accept: "Godta alle", reject: "Avvis alle", customise: "Tilpass", settings: "Innstillinger for informasjonskapsler", cancel: "Avbryt", decline: "Avvis alle", save: "Lagre", analytics: "Analyse", contact: "Kontakt", nav: "Hovedmeny" },
} as const;

function recordPageViews(page: Page) {
  const views: { path: string; language: string }[] = [];
  page.on("request", (request: Request) => {
    if (request.url().endsWith("/api/analytics/page-view")) views.push(request.postDataJSON());
  });
  return views;
}


for (const [lang, text] of Object.entries(TEXTS)) {
  test(`${lang}: the banner waits 2 s, accepting sends page views from then on`, async ({ page, thirdPartyRequests }) => {
    const views = recordPageViews(page);
    const start = Date.now();
    await page.goto(`/${lang}`);
    const accept = page.getByRole("button", { name: text.accept, exact: true });
    await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - start)));
    await expect(accept).toBeHidden();
    await expect(accept).toBeVisible({ timeout: 4000 });
    expect(Date.now() - start).toBeGreaterThanOrEqual(2000);
    await expect(page.getByRole("button", { name: text.reject, exact: true }).first()).toBeVisible();
    await expect(page.getByRole("button", { name: text.customise, exact: true })).toBeVisible();
    expect(views).toEqual([]);
    expect(thirdPartyRequests).toEqual([]);

    await accept.click();
    await expect(accept).toBeHidden();
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]).toMatchObject({ path: `/${lang}`, language: lang });
    await expect.poll(() => thirdPartyRequests.some((url) => url.startsWith("https://www.googletagmanager.com/gtag/js?id=G-TEST12345"))).toBe(true);

    await page.getByRole("navigation", { name: text.nav }).getByRole("link", { name: text.contact, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/kontakt$`));
    await expect.poll(() => views.length).toBe(2);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(2500);
    await expect(page.getByRole("button", { name: text.accept, exact: true })).toBeHidden();
  });
}

test("rejecting sends nothing, to us or anyone else, on any page", async ({ page, thirdPartyRequests }) => {
  const views = recordPageViews(page);
  const consents: unknown[] = [];
  page.on("request", (r) => r.url().endsWith("/api/consent") && consents.push(r.postDataJSON()));
  await page.goto("/en/itad");
  await hydrated(page);
  await page.getByRole("button", { name: "Reject all", exact: true }).click();
  await expect.poll(() => consents.length).toBe(1);
  expect(consents[0]).toMatchObject({ choice: "analytics-denied" });
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Contact" }).click();
  await expect(page).toHaveURL(/\/en\/kontakt$/);
  await page.reload();
  await hydrated(page);
  await page.waitForTimeout(500);
  expect(views).toEqual([]);
  expect(thirdPartyRequests).toEqual([]);
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!)).toMatchObject({ choice: "analytics-denied" });
});

test("the settings dialog: analytics toggle, Cancel, Save; reopened from the footer and closed with Escape", async ({ page }) => {
  const views = recordPageViews(page);
  await page.goto("/se/molntjanster");
  await hydrated(page);
  await page.getByRole("button", { name: "Anpassa" }).click();
  const dialog = page.getByRole("dialog", { name: "Cookieinställningar" });
  await expect(dialog).toBeVisible();
  const toggle = dialog.getByRole("switch", { name: "Analys" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await dialog.getByRole("button", { name: "Avbryt" }).click();
  await expect(dialog).toBeHidden();
  expect(views).toEqual([]);

  await page.getByRole("button", { name: "Anpassa" }).click();
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await dialog.getByRole("button", { name: "Spara" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => views.length).toBe(1);
  await expect(page.getByRole("button", { name: "Acceptera alla" })).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click();
  await expect(dialog).toBeVisible();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();

  await page.getByRole("contentinfo").getByRole("button", { name: "Cookieinställningar" }).click();
  await dialog.getByRole("button", { name: "Avvisa alla" }).click();
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem("cookie-consent")))!)).toMatchObject({ choice: "analytics-denied" });
});

test("a new policy revision asks again", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem("cookie-consent", JSON.stringify({ id: crypto.randomUUID(), choice: "analytics-granted", revision: "2000-01", decidedAt: 0 })),
  );
  await page.goto("/en");
  await expect(page.getByRole("button", { name: "Accept all", exact: true })).toBeVisible({ timeout: 4000 });
});

test("the banner's code, fetched only when needed, comes once the browser is back online if the first fetch failed; nothing breaks meanwhile", async ({ page, context, consoleErrors }) => {
  const chunk = "**/assets/consent-choices-*.js";
  await page.route(chunk, (route) => route.abort("internetdisconnected"));
  await page.goto("/se");
  await hydrated(page);
  const accept = page.getByRole("button", { name: TEXTS.se.accept, exact: true });
  await page.waitForTimeout(2500);
  await expect(accept).toBeHidden();
  // The page still works: the navigation answers.
  await expect(page.getByRole("navigation", { name: TEXTS.se.nav }).getByRole("link", { name: TEXTS.se.contact })).toBeVisible();

  await page.unroute(chunk);
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(accept).toBeVisible();
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|Failed to load resource/);
});
