// The console's presence section: an agent watching it sees a visitor who opened the chat on a service page within
// seconds, follows them to the next page, and sees them leave; axe finds nothing serious in light and dark.
import { expect as baseExpect, type Page } from "@playwright/test";
import presence from "../../content/locales/en/console-presence.json" with { type: "json" };
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

test.describe.configure({ timeout: 90_000 });

const t = presence.presence;
/** Pages no other journey visits, so visitors of tests running alongside do not show in these rows. */
const FIRST_PAGE = "/en/mjukvaruutveckling";
const NEXT_PAGE = "/en/projektledning";
/** The page asks every 5 s; a report crosses the bus within about a second. */
const SEEN_WITHIN_MS = 12_000;

const pageRow = (page: Page, path: string) => page.getByRole("table").first().getByRole("row").filter({ has: page.getByRole("rowheader", { name: path, exact: true }) });

test("an agent sees a visitor with the chat open on a service page, follows them to the next page and sees them leave", async ({ page, browser, baseURL }) => {
  const agentContext = await browser.newContext({ baseURL });
  const agentErrors: string[] = [];
  try {
    await signedInStaff(agentContext, baseURL!, "agent", "Agnes Presence");
    const agent = await agentContext.newPage();
    agent.on("console", (message) => {
      if (message.type() === "error") agentErrors.push(message.text());
    });
    agent.on("pageerror", (error) => agentErrors.push(error.message));
    await withCookieChoice(agent);
    await agent.goto("/en/admin/presence");
    await expect(agent.getByRole("heading", { level: 1, name: "Visitors now" })).toBeVisible();
    const total = agent.getByText(/^Visitors on the site now: \d+$/);
    await expect(total).toHaveAttribute("aria-live", "polite");
    await expect(pageRow(agent, FIRST_PAGE)).toHaveCount(0);
    await hydrated(agent);
    const firstUpdate = await agent.getByText(/^Updated at /).textContent();

    // The visitor asks a question on a service page: the chat's socket reports the page.
    await withCookieChoice(page);
    await page.goto(FIRST_PAGE);
    await hydrated(page);
    await page.getByRole("button", { name: "Open the chat" }).click();
    const panel = page.getByRole("dialog", { name: "Chat with us" });
    const input = panel.getByRole("textbox", { name: "Your message" });
    await input.fill("Do you build custom software?");
    await input.press("Enter");
    await expect(panel.getByRole("log").locator('[data-sender="bot"]').nth(1)).toBeVisible({ timeout: 15_000 });

    // Without reloading, the agent's page picks the visitor up.
    const row = pageRow(agent, FIRST_PAGE);
    await expect(row).toHaveCount(1, { timeout: SEEN_WITHIN_MS });
    await expect(row.getByRole("cell").nth(0)).toHaveText("English");
    await expect(row.getByRole("cell").nth(1)).toHaveText("1");
    await expect(agent.getByText(/^Updated at /)).not.toHaveText(firstUpdate!);
    baseExpect(Number((await total.textContent())!.match(/\d+$/)![0])).toBeGreaterThanOrEqual(1);

    // The visitor closes the panel and follows a link within the site: the socket stays and reports the new page.
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await page.locator(`main a[href="${NEXT_PAGE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`));
    await expect(pageRow(agent, NEXT_PAGE)).toHaveCount(1, { timeout: SEEN_WITHIN_MS });
    await expect(pageRow(agent, FIRST_PAGE)).toHaveCount(0);

    await expectNoSeriousAxeViolations(agent);
    await agent.screenshot({ path: "/tmp/ui/console-presence-light.png", fullPage: true });
    await agent.evaluate(() => localStorage.setItem("vite-ui-theme", "dark"));
    await agent.reload();
    await hydrated(agent);
    await expect(agent.locator("html")).toHaveClass(/\bdark\b/);
    // Server-rendered with the visitor already there.
    await expect(pageRow(agent, NEXT_PAGE).getByRole("cell").nth(1)).toHaveText("1");
    await expectNoSeriousAxeViolations(agent);
    await agent.screenshot({ path: "/tmp/ui/console-presence-dark.png", fullPage: true });

    // The visitor leaves the site: gone from the list within seconds.
    await page.close();
    await expect(pageRow(agent, NEXT_PAGE)).toHaveCount(0, { timeout: SEEN_WITHIN_MS });
    await expect(agent.getByRole("heading", { name: t.staffHeading })).toBeVisible();
    baseExpect(agentErrors).toEqual([]);
  } finally {
    await agentContext.close();
  }
});
