// Under an assistant answer the visitor sees the pages it drew on, and an answer the site cannot give offers an expert.
import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousAxeViolations, hydrated, test } from "./fixtures.ts";

const TEXTS = {
  se: {
    open: "Öppna chatten",
    title: "Chatta med oss",
    input: "Ditt meddelande",
    sourced: "Vilken drifttid har era molntjänster?",
    offTopic: "Kan ni baka en pizza åt mig?",
    sources: "Källor",
    sourceTitle: "Molntjänster",
    contactExpert: "Kontakta expert",
    expertTitle: "Kontakta en expert",
    name: /^Namn/,
  },
  en: {
    open: "Open the chat",
    title: "Chat with us",
    input: "Your message",
    sourced: "What is the uptime of your cloud services?",
    offTopic: "Can you bake me a pizza?",
    sources: "Sources",
    sourceTitle: "Cloud services",
    contactExpert: "Contact an expert",
    expertTitle: "Contact an expert",
    name: /^Name/,
  },
} as const;
type Lang = keyof typeof TEXTS;

/** A visitor who has made the cookie choice, in the given theme, with the chat open. */
async function openChat(page: Page, lang: Lang, theme: "light" | "dark" = "light"): Promise<Locator> {
  await page.addInitScript((value) => {
    localStorage.setItem("vite-ui-theme", value);
    const choice = { id: crypto.randomUUID(), choice: "analytics-denied", revision: "2026-11", decidedAt: Date.now() };
    localStorage.setItem("cookie-consent", JSON.stringify(choice));
  }, theme);
  await page.goto(`/${lang}`);
  await hydrated(page);
  await page.getByRole("button", { name: TEXTS[lang].open }).click();
  const panel = page.getByRole("dialog", { name: TEXTS[lang].title });
  await expect(panel.getByRole("log")).toBeVisible();
  return panel;
}

async function ask(panel: Locator, lang: Lang, question: string) {
  const input = panel.getByRole("textbox", { name: TEXTS[lang].input });
  await expect(input).toBeEditable();
  await input.fill(question);
  await input.press("Enter");
}

const sourceLinks = (panel: Locator, lang: Lang) => panel.getByRole("log").getByRole("list", { name: TEXTS[lang].sources }).getByRole("link");
const expertButtons = (panel: Locator, lang: Lang) => panel.getByRole("log").getByRole("button", { name: TEXTS[lang].contactExpert });

test("en: an answer names the page it comes from, a link that opens it in the same tab and keeps the chat", async ({ page }) => {
  const text = TEXTS.en;
  const panel = await openChat(page, "en");
  await ask(panel, "en", text.sourced);

  const source = sourceLinks(panel, "en");
  await expect(source).toHaveCount(1, { timeout: 10_000 });
  await expect(source).toHaveAccessibleName(text.sourceTitle);
  await expect(source).toHaveAttribute("href", "/en/molntjanster");
  await expect(source).not.toHaveAttribute("target", /.*/);
  await expect(expertButtons(panel, "en")).toHaveCount(0);

  // The sources come back with the conversation after a reload.
  await page.reload();
  await hydrated(page);
  const reopened = page.getByRole("dialog", { name: text.title });
  await expect(sourceLinks(reopened, "en")).toHaveAccessibleName(text.sourceTitle);

  await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
  await sourceLinks(reopened, "en").click();
  await expect(page).toHaveURL(/\/en\/molntjanster$/);
  expect(await page.evaluate(() => "samePageMarker" in window)).toBe(true);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(/cloud/i);
  await expect(sourceLinks(reopened, "en")).toBeVisible();
});

test("en: an answer the site cannot give offers an expert, and the button opens the expert form", async ({ page }) => {
  const text = TEXTS.en;
  const panel = await openChat(page, "en");
  await ask(panel, "en", text.offTopic);

  const offer = expertButtons(panel, "en");
  await expect(offer).toBeVisible({ timeout: 10_000 });
  await expect(sourceLinks(panel, "en")).toHaveCount(0);
  await offer.click();
  await expect(panel.getByRole("heading", { name: text.expertTitle })).toBeVisible();
  await expect(panel.getByRole("textbox", { name: text.name })).toBeFocused();
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: sources and the expert button under answers, in ${theme} theme`, async ({ page }) => {
    const text = TEXTS.se;
    const panel = await openChat(page, "se", theme);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await ask(panel, "se", text.sourced);
    await expect(sourceLinks(panel, "se")).toHaveAccessibleName(text.sourceTitle, { timeout: 10_000 });
    await ask(panel, "se", text.offTopic);
    await expect(expertButtons(panel, "se")).toBeVisible({ timeout: 10_000 });

    // Nothing under the answers is wider than the 384 px panel.
    const overflow = await panel.getByRole("log").evaluate((log) => log.scrollWidth - log.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousAxeViolations(page);
  });
}
