// The whole hand-off as two people live it: a visitor on a public page and an agent in the console, each in a browser
// context of their own. The visitor asks for a person; the conversation appears in the inbox without a reload, the
// agent takes it, both see each other typing, messages and attachments go both ways, the assistant stays silent, the
// agent resolves and the visitor rates. Also the console's looks: axe in light and dark, on a laptop and a tablet.
import type { Page } from "@playwright/test";
import en from "../../content/locales/en/console.json" with { type: "json" };
import enWidget from "../../content/locales/en/widget.json" with { type: "json" };
import enChat from "../../content/locales/en/chat.json" with { type: "json" };
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

const inbox = en.inbox;

/** A context of its own with an address of its own, so server-side limits per address count per person. */
function ownAddress() {
  return { "x-forwarded-for": `10.201.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

async function openConsole(page: Page) {
  await page.goto("/en/admin");
  await hydrated(page);
  await expect(page.getByRole("heading", { level: 1, name: en.console.sections.inbox })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: inbox.live.connected })).toBeVisible();
}

test("a visitor asks for a person and an agent takes over live, with typing, attachments, resolve and rating", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const agentContext = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  const visitorContext = await browser.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
  try {
    const agentName = `Anna ${Date.now().toString(36)}`;
    await signedInStaff(agentContext, baseURL!, "agent", agentName);
    const agent = await agentContext.newPage();
    await openConsole(agent);

    const visitor = await visitorContext.newPage();
    await withCookieChoice(visitor);
    await visitor.goto("/en/molntjanster");
    await hydrated(visitor);
    await visitor.getByRole("button", { name: "Open the chat" }).click();
    const panel = visitor.getByRole("dialog", { name: "Chat with us" });
    const input = panel.getByRole("textbox", { name: "Your message" });
    const question = `I want to talk to a human about Azure ${Date.now().toString(36)}`;
    await input.fill(question);
    await input.press("Enter");
    await expect(panel.getByRole("log").getByText(enChat.activity.humanRequested)).toBeVisible({ timeout: 15_000 });

    // The agent's inbox shows it without a reload, and a toast says someone is waiting.
    await expect(agent.getByText(inbox.notifications.handoffTitle).first()).toBeVisible({ timeout: 10_000 });
    const sessionId = await visitor.evaluate(() => localStorage.getItem("chat-session-id"));
    const list = agent.getByRole("region", { name: inbox.listLabel });
    const item = list.locator(`a[data-conversation-id="${sessionId}"]`);
    await expect(item).toBeVisible();
    await expect(item).toContainText(inbox.nobodyAssigned);
    await item.click();
    const pane = agent.getByRole("region", { name: inbox.visitor });
    await expect(pane.getByText(question)).toBeVisible();
    await expect(pane.getByText(inbox.handoffReasons.asked)).toBeVisible();
    // The assistant's answer reads as the visitor saw it: its Markdown link is a link, not brackets.
    const botAnswer = pane.locator('[data-sender="bot"]').last();
    await expect(botAnswer.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/en/kontakt");
    await expect(botAnswer).not.toContainText("](");

    // The agent takes it: the visitor reads who joined.
    await pane.getByRole("button", { name: inbox.actions.assignToMe }).click();
    await expect(pane.getByTestId("conversation-assignee")).toHaveText(agentName);
    await expect(panel.getByRole("log").getByText(`${agentName} has joined the conversation.`)).toBeVisible({ timeout: 10_000 });

    // The visitor types: the agent sees it; the visitor writes: the agent reads it and the assistant says nothing.
    const botAnswersBefore = await panel.getByRole("log").locator('[data-sender="bot"]').count();
    // Typing is a start and a stop a second apart; a key is pressed again until the other side has shown it.
    await expect(async () => {
      await input.press("W");
      await expect(pane.getByText(inbox.visitorTyping)).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 15_000 });
    await input.fill("We have 40 users on Microsoft 365.");
    await input.press("Enter");
    await expect(pane.getByText("We have 40 users on Microsoft 365.")).toBeVisible({ timeout: 10_000 });

    // The agent types: the widget shows the agent's name typing; the reply and an attachment reach the visitor.
    const reply = pane.getByRole("textbox", { name: inbox.reply.label });
    await expect(async () => {
      await reply.press("T");
      await expect(panel.getByText(enWidget.log.typing.replace("{{name}}", agentName))).toBeVisible({ timeout: 1500 });
    }).toPass({ timeout: 15_000 });
    await reply.fill("Thanks! Here is our migration checklist.");
    await pane.locator('input[type="file"]').setInputFiles({ name: "migration-checklist.txt", mimeType: "text/plain", buffer: Buffer.from("1. Inventory\n2. Pilot\n") });
    await expect(pane.getByRole("list", { name: inbox.log.attachments }).getByText("migration-checklist.txt")).toBeVisible();
    await pane.getByRole("button", { name: inbox.reply.send }).click();
    const agentBubble = panel.getByRole("log").locator('[data-sender="agent"]').filter({ hasText: "Here is our migration checklist." });
    await expect(agentBubble).toBeVisible({ timeout: 10_000 });
    const checklist = agentBubble.getByRole("link", { name: /migration-checklist\.txt/ });
    await expect(checklist).toBeVisible();
    expect(await (await visitor.request.get((await checklist.getAttribute("href"))!)).text()).toBe("1. Inventory\n2. Pilot\n");

    // The visitor's attachment reaches the console, where staff may open it.
    await panel.locator('input[type="file"]').setInputFiles({ name: "current-setup.txt", mimeType: "text/plain", buffer: Buffer.from("Exchange 2016 on premises\n") });
    await input.fill("Our current setup is attached.");
    await input.press("Enter");
    const visitorFile = pane.getByRole("link", { name: "current-setup.txt" });
    await expect(visitorFile).toBeVisible({ timeout: 10_000 });
    expect(await (await agent.request.get((await visitorFile.getAttribute("href"))!)).text()).toBe("Exchange 2016 on premises\n");
    // The assistant stayed silent through all of it.
    expect(await panel.getByRole("log").locator('[data-sender="bot"]').count()).toBe(botAnswersBefore);

    // Resolve: the visitor is asked for a rating, and the console shows it.
    await pane.getByRole("button", { name: inbox.actions.resolve }).click();
    await expect(pane.getByTestId("conversation-status")).toHaveText(inbox.statuses.resolved);
    await expect(panel.getByText(enChat.activity.resolved)).toBeVisible({ timeout: 10_000 });
    await panel.getByRole("button", { name: enWidget.rating.star.replace("{{n}}", "5") }).click();
    await expect(panel.getByText(enWidget.rating.thanks)).toBeVisible();
    await expect(pane.getByTestId("conversation-rating")).toHaveText(inbox.ratingValue.replace("{{rating}}", "5"), { timeout: 10_000 });
  } finally {
    await agentContext.close();
    await visitorContext.close();
  }
});

for (const scheme of ["light", "dark"] as const) {
  test(`the inbox passes axe in ${scheme} on a laptop and a tablet`, async ({ browser, baseURL }) => {
    test.setTimeout(60_000);
    const context = await browser.newContext({ baseURL, colorScheme: scheme, viewport: { width: 1280, height: 800 }, extraHTTPHeaders: ownAddress() });
    try {
      await signedInStaff(context, baseURL!, "admin", "Axel Axe");
      const page = await context.newPage();
      await page.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), scheme);
      await openConsole(page);
      await expectNoSeriousAxeViolations(page);
      await page.setViewportSize({ width: 820, height: 1180 });
      await expectNoSeriousAxeViolations(page);
      await page.screenshot({ path: `/tmp/ui/console-inbox-${scheme}.png`, fullPage: true });
    } finally {
      await context.close();
    }
  });
}
