// News as people use it: an administrator writes an English article in the console (category, tags, a cover image
// uploaded and checked by its bytes), publishes it, and a visitor finds it through the list's category filter, reads
// it (published date, tags, share, back to news) and sees the list's loading state on the way back. (The failure
// state, "Could not load news", needs a database that fails: server/news/news.http.test.ts shows it.)
// Every step is checked with axe.
import console from "../../content/locales/en/console-news.json" with { type: "json" };
import en from "../../content/locales/en/news.json" with { type: "json" };
import { png } from "../../server/storage/upload-fixtures.ts";
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

// Making a staff member hashes passwords and enrols TOTP; on a loaded two-core machine that takes its time.
test.describe.configure({ timeout: 90_000 });

const C = console.newsConsole;
const N = en.news;

test("an editor publishes a news article and a visitor finds it through the list", async ({ page, context, browser, baseURL }) => {
  await withCookieChoice(page);
  await signedInStaff(context, baseURL!, "admin", "Nora Nyhetsson");
  const word = `Fjord${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const title = `Zero trust in practice ${word}`;

  // The editor's side.
  await page.goto("/en/admin/news");
  await hydrated(page);
  const main = page.getByRole("main");
  await main.getByRole("link", { name: C.newArticle }).click();
  await expect(main.getByRole("heading", { level: 2, name: C.editor.newHeading })).toBeVisible();
  await main.getByRole("combobox", { name: C.editor.category }).selectOption("security");
  await main.getByRole("textbox", { name: C.editor.tags }).fill("Zero trust, Identity");
  await main.getByLabel(C.editor.coverUpload).setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png() });
  await expect(page.getByText(C.toasts.uploaded)).toBeVisible();
  await expect(main.getByRole("img", { name: C.editor.coverAlt })).toBeVisible();
  // English is the console's language, so its version is open; the address follows the title.
  await expect(main.getByRole("checkbox", { name: "Write this article in English" })).toBeChecked();
  await main.getByRole("textbox", { name: "Title (English)" }).fill(title);
  await expect(main.getByRole("textbox", { name: "Address (slug) (English)" })).toHaveValue(`zero-trust-in-practice-${word.toLowerCase()}`);
  await main.getByRole("textbox", { name: "Summary (English)" }).fill("What zero trust means for a mid-sized Nordic company.");
  await main.getByRole("textbox", { name: "Text (Markdown) (English)" }).fill("## Start small\n\nVerify **every** request, not only those from outside.");
  await expectNoSeriousAxeViolations(page);
  await main.getByRole("button", { name: C.editor.publish }).click();
  await expect(page.getByText(C.toasts.published)).toBeVisible();
  await expect(page).toHaveURL(/\?article=[0-9a-f-]{36}$/);
  await expect(main.getByText(C.statuses.published, { exact: true })).toBeVisible();

  // The visitor's side, in a browser of their own.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await withCookieChoice(visitor);
  await visitor.goto("/en/news");
  await hydrated(visitor);
  const list = visitor.getByRole("main");
  await expect(list.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  const filter = list.getByRole("navigation", { name: N.filterLabel });
  await filter.getByRole("link", { name: N.categories.security }).click();
  await expect(visitor).toHaveURL(/\/en\/news\?category=security$/);
  await expect(filter.getByRole("link", { name: N.categories.security })).toHaveAttribute("aria-current", "page");
  const card = list.getByRole("article", { name: title });
  await expect(card).toContainText("Zero trust");
  await expect(card).toContainText(N.published);
  await expectNoSeriousAxeViolations(visitor);
  await card.getByRole("link", { name: `Read more: ${title}` }).click();

  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(visitor).toHaveURL(new RegExp(`/en/news/zero-trust-in-practice-${word.toLowerCase()}$`));
  const article = visitor.getByRole("main");
  await expect(article.getByRole("heading", { level: 2, name: "Start small" })).toBeVisible();
  await expect(article.getByText(N.published)).toBeVisible();
  await expect(article.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
  await expect(article.getByRole("list", { name: N.tags })).toContainText("Identity");
  const share = article.getByRole("group", { name: N.shareLabel });
  const hasNativeShare = await visitor.evaluate(() => typeof navigator.share === "function");
  if (hasNativeShare) {
    await expect(share.getByRole("button", { name: N.shareNative })).toBeVisible();
  } else {
    await expect(share.getByRole("link", { name: N.shareLinkedIn })).toHaveAttribute("href", /linkedin\.com\/sharing\/share-offsite\/\?url=http/);
    await expect(share.getByRole("link", { name: N.shareEmail })).toHaveAttribute("href", /^mailto:\?subject=Zero%20trust/);
  }
  const jsonLd = await visitor.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((text) => JSON.parse(text) as { "@type": string }).some((item) => item["@type"] === "NewsArticle")).toBe(true);
  await expect(visitor.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/api\/news\/images\/[0-9a-f]{32}$/);
  await expect(visitor.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/en\/news\/rss\.xml$/);
  await expectNoSeriousAxeViolations(visitor);

  // Back to the list while the news are slow: "Loading news..." shows until they arrive.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await visitor.route("**/en/news.data*", async (route) => {
    await released;
    await route.continue();
  });
  await article.getByRole("link", { name: `← ${N.backToNews}` }).click();
  await expect(visitor.getByRole("status").filter({ hasText: N.states.loading })).toBeVisible();
  release();
  await expect(visitor.getByRole("heading", { level: 1, name: "News" })).toBeVisible();
  await expect(visitor.getByRole("link", { name: `Read more: ${title}` })).toBeVisible();
  await visitor.unroute("**/en/news.data*");
  await visitorContext.close();
});
