// The chat widget as a visitor uses it: opening, asking, attachments, quick actions, export, expert hand-off, errors.
import { readFile } from "node:fs/promises";
import type { Locator, Page, WebSocketRoute } from "@playwright/test";
import { AI_SERVICE_PORT, AI_SITE_PORT, STAFF_TOKEN } from "../../playwright.config.ts";
import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

const TEXTS = {
  se: {
    open: "Öppna chatten",
    title: "Chatta med oss",
    welcome: "Hej! Jag är Nordic IT Services digitala assistent.",
    input: "Ditt meddelande",
    send: "Skicka meddelande",
    busy: "Assistenten skriver…",
    question: "Hur snabbt svarar ni vid akuta hårdvarufel?",
    quickActions: "Snabbval",
    pricing: "Priser",
    pricingQuestion: "Vad kostar era tjänster?",
    freeAnalysis: "kostnadsfri IT-analys",
    expert: "Prata med en expert",
    expertTitle: "Kontakta en expert",
    name: "Namn",
    email: "E-post",
    submitExpert: "Skicka till en expert",
    missingTitle: "Information saknas",
    missing: "Vänligen fyll i namn och e-post.",
    thanks: "Tack för ditt meddelande!",
    handedOff: "Samtalet har lämnats över till en expert.",
    attach: "Bifoga filer",
    uploadFailed: "Filuppladdning misslyckades",
  },
  en: {
    open: "Open the chat",
    title: "Chat with us",
    welcome: "Hi! I'm the digital assistant of Nordic IT Services.",
    input: "Your message",
    send: "Send message",
    busy: "The assistant is typing…",
    question: "What is the premium hardware support response time?",
    quickActions: "Quick actions",
    pricing: "Pricing",
    pricingQuestion: "What do your services cost?",
    freeAnalysis: "free IT analysis",
    expert: "Talk to an expert",
    expertTitle: "Contact an expert",
    name: "Name",
    email: "Email",
    submitExpert: "Send to an expert",
    missingTitle: "Information missing",
    missing: "Please enter your name and email address.",
    thanks: "Thank you for your message!",
    handedOff: "The conversation has been handed over to an expert.",
    attach: "Attach files",
    uploadFailed: "File upload failed",
  },
} as const;
type Lang = keyof typeof TEXTS;

/** The cookie banner would cover the launcher; these visitors have already chosen (policy revision 2026-11). */
async function openChat(page: Page, lang: Lang, path = `/${lang}`): Promise<Locator> {
  await withCookieChoice(page);
  await page.goto(path);
  await hydrated(page);
  await page.getByRole("button", { name: TEXTS[lang].open }).click();
  const panel = page.getByRole("dialog", { name: TEXTS[lang].title });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole("log")).toBeVisible();
  return panel;
}

async function ask(panel: Locator, lang: Lang, question: string) {
  const input = panel.getByRole("textbox", { name: TEXTS[lang].input });
  await input.fill(question);
  await input.press("Enter");
}

/** English words in, Swedish function words out: the answer is written in English. */
async function expectEnglish(bubble: Locator) {
  await expect(bubble).toHaveText(/\b(the|and|you|our|with|within|hours?)\b/i);
  await expect(bubble).not.toHaveText(/\b(och|är|vi|inom|för|timmar)\b/i);
}

const userBubbles = (panel: Locator) => panel.getByRole("log").locator('[data-sender="user"]');
const botBubbles = (panel: Locator) => panel.getByRole("log").locator('[data-sender="bot"]');

for (const lang of ["se", "en"] as const) {
  const text = TEXTS[lang];

  test(`${lang}: the panel's code loads on the first open, which greets in the page's language`, async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const sockets: string[] = [];
    page.on("websocket", (socket) => sockets.push(socket.url()));
    await withCookieChoice(page);
    await page.goto(`/${lang}/molntjanster`);
    await hydrated(page);
    expect(scripts.filter((url) => /chat-panel|widget-|jspdf/.test(url))).toEqual([]);
    expect(sockets).toEqual([]);

    const launcher = page.getByRole("button", { name: text.open });
    await expect(launcher).toHaveAttribute("aria-expanded", "false");
    await launcher.click();
    const panel = page.getByRole("dialog", { name: text.title });
    await expect(panel.getByRole("log").getByText(text.welcome)).toBeVisible();
    expect(scripts.some((url) => /\/assets\/chat-panel-[\w-]+\.js$/.test(url))).toBe(true);
    expect(scripts.some((url) => /jspdf/.test(url))).toBe(false);
    await expect(panel.getByRole("textbox", { name: text.input })).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: text.open })).toBeFocused();
  });

  test(`${lang}: a question is answered with a link to the hardware-support page, and the chat survives reload and navigation`, async ({ page }) => {
    const panel = await openChat(page, lang);
    // A slower answer, so the busy state can be seen even on a loaded machine.
    await page.route("**/api/chat-bot", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    await ask(panel, lang, text.question);
    await expect(userBubbles(panel).getByText(text.question)).toBeVisible();
    await expect(panel.getByText(text.busy)).toBeVisible();
    await expect(panel.getByRole("button", { name: text.send })).toBeDisabled();

    const link = panel.getByRole("log").locator(`a[href^="/${lang}/hardvarusupport"]`).first();
    await expect(link).toBeVisible({ timeout: 10_000 });
    await expect(panel.getByText(text.busy)).toBeHidden();
    await expect(panel.getByRole("textbox", { name: text.input })).toHaveValue("");
    const answer = (await botBubbles(panel).last().innerText()).trim();

    await page.reload();
    await hydrated(page);
    const reopened = page.getByRole("dialog", { name: text.title });
    await expect(reopened).toBeVisible();
    await expect(userBubbles(reopened).getByText(text.question)).toBeVisible();
    await expect(botBubbles(reopened).last()).toContainText(answer.split("\n")[0]!);

    // Site links in answers navigate inside the site (no new document); the conversation goes along.
    await page.evaluate(() => Object.assign(window, { samePageMarker: true }));
    await reopened.getByRole("log").locator(`a[href^="/${lang}/hardvarusupport"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/hardvarusupport(#\\w+)?$`));
    expect(await page.evaluate(() => "samePageMarker" in window)).toBe(true);
    await expect(userBubbles(reopened).getByText(text.question)).toBeVisible();
  });

  test(`${lang}: the pricing quick reply is answered with the free IT analysis`, async ({ page }) => {
    const panel = await openChat(page, lang);
    const toggle = panel.getByRole("button", { name: text.quickActions });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await panel.getByRole("button", { name: text.pricing, exact: true }).click();
    await expect(userBubbles(panel).getByText(text.pricingQuestion)).toBeVisible();
    await expect(botBubbles(panel).last()).toContainText(text.freeAnalysis, { timeout: 10_000 });
  });

  test(`${lang}: the expert form needs a name and an email, then hands the chat to a person`, async ({ page }) => {
    const panel = await openChat(page, lang);
    const contactRequests: unknown[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/send-contact-email")) contactRequests.push(request.postDataJSON());
    });
    await panel.getByRole("button", { name: text.expert }).click();
    await expect(panel.getByRole("heading", { name: text.expertTitle })).toBeVisible();
    const name = panel.getByRole("textbox", { name: new RegExp(`^${text.name}`) });
    await expect(name).toBeFocused();
    await expect(panel.getByRole("textbox", { name: new RegExp(`^${text.email}`) })).toHaveAttribute("type", "email");

    await panel.getByRole("button", { name: text.submitExpert }).click();
    await expect(page.getByText(text.missingTitle)).toBeVisible();
    await expect(page.getByText(text.missing)).toBeVisible();
    expect(contactRequests).toEqual([]);

    await name.fill("Anna Lind");
    await panel.getByRole("textbox", { name: new RegExp(`^${text.email}`) }).fill(`anna.chat.${lang}@example.se`);
    await panel.getByRole("button", { name: text.submitExpert }).click();
    await expect(page.getByText(text.thanks)).toBeVisible();
    await expect(panel.getByRole("heading", { name: text.expertTitle })).toBeHidden();
    await expect(panel.getByRole("log").getByText(text.handedOff)).toBeVisible();
    expect(contactRequests).toEqual([
      expect.objectContaining({ name: "Anna Lind", email: `anna.chat.${lang}@example.se`, language: lang, sessionId: null }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem("chat-session-id"))).toMatch(/^[0-9a-f-]{36}$/);
  });

  test(`${lang}: a text file goes with the message and is shown as a link`, async ({ page }) => {
    const panel = await openChat(page, lang);
    const files = panel.locator('input[type="file"]');
    await files.setInputFiles([
      { name: "network-notes.txt", mimeType: "text/plain", buffer: Buffer.from("Switch in rack 4 keeps rebooting.\n") },
      { name: "extra.txt", mimeType: "text/plain", buffer: Buffer.from("not needed\n") },
    ]);
    await expect(panel.getByRole("listitem").filter({ hasText: "extra.txt" })).toBeVisible();
    await panel.getByRole("button", { name: new RegExp("extra\\.txt") }).click();
    await expect(panel.getByText("extra.txt")).toBeHidden();
    await ask(panel, lang, text.question);

    const attachment = userBubbles(panel).getByRole("link", { name: /network-notes\.txt/ });
    await expect(attachment).toBeVisible();
    await expect(attachment).toHaveAttribute("href", /^\/api\/storage\/chat-media\//);
    const response = await page.request.get((await attachment.getAttribute("href"))!);
    expect(await response.text()).toBe("Switch in rack 4 keeps rebooting.\n");
    await expect(botBubbles(panel).nth(1)).toBeVisible({ timeout: 10_000 });
  });

  test(`${lang}: a failed upload is named with the file, and nothing is sent`, async ({ page, consoleErrors }) => {
    const panel = await openChat(page, lang);
    const chatRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/chat-bot")) chatRequests.push(request.url());
    });
    await page.route("**/api/storage/chat-media**", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "upload_failed", message: "Disk full" } }) }),
    );
    await panel.locator('input[type="file"]').setInputFiles({ name: "rapport.txt", mimeType: "text/plain", buffer: Buffer.from("data") });
    const input = panel.getByRole("textbox", { name: text.input });
    await input.fill(text.question);
    await input.press("Enter");
    await expect(page.getByText(text.uploadFailed)).toBeVisible();
    await expect(page.getByText(/rapport\.txt.*Disk full/)).toBeVisible();
    await expect(input).toHaveValue(text.question);
    await expect(panel.getByRole("listitem").filter({ hasText: "rapport.txt" })).toBeVisible();
    await expect(userBubbles(panel)).toHaveCount(0);
    expect(chatRequests).toEqual([]);
    allowConsoleErrors(consoleErrors, /status of 500/);
  });
}

test("en: a panel that cannot be loaded leaves the page working and says so", async ({ page, consoleErrors }) => {
  await withCookieChoice(page);
  await page.route(/\/assets\/chat-panel-[\w-]+\.js$/, (route) => route.abort("failed"));
  await page.goto("/en");
  await hydrated(page);
  await page.getByRole("button", { name: "Open the chat" }).click();
  await expect(page.getByText("The chat could not be loaded. Please try again.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Open the chat" })).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  allowConsoleErrors(consoleErrors, /chat-panel|ERR_FAILED|dynamically imported module/);
});

for (const [lang, open, title, welcome] of [
  ["fi", "Avaa keskustelu", "Keskustele kanssamme", "Hei! Olen Nordic IT Servicesin digitaalinen avustaja."],
  ["no", "Åpne chatten", "Chat med oss", "Hei! Jeg er den digitale assistenten til Nordic IT Services."],
] as const) {
  test(`${lang}: the chat greets in the page's language`, async ({ page }) => {
    await withCookieChoice(page);
    await page.goto(`/${lang}`);
    await hydrated(page);
    await page.getByRole("button", { name: open }).click();
    await expect(page.getByRole("dialog", { name: title }).getByRole("log")).toContainText(welcome);
  });
}

test("se: Enter sends, Shift+Enter starts a new line, and a blank message cannot be sent", async ({ page }) => {
  const panel = await openChat(page, "se");
  const input = panel.getByRole("textbox", { name: "Ditt meddelande" });
  const send = panel.getByRole("button", { name: "Skicka meddelande" });
  await expect(send).toBeDisabled();
  await input.fill("   ");
  await expect(send).toBeDisabled();
  await input.press("Enter");
  await expect(userBubbles(panel)).toHaveCount(0);

  await input.fill("Rad ett");
  await input.press("Shift+Enter");
  await input.pressSequentially("Rad två");
  await expect(input).toHaveValue("Rad ett\nRad två");
  await expect(send).toBeEnabled();
  await input.press("Enter");
  await expect(userBubbles(panel)).toHaveCount(1);
  await expect(userBubbles(panel).first()).toContainText("Rad ett\nRad två", { useInnerText: true });
  await expect(input).toHaveValue("");
});

test("se: the export dialog counts, previews and downloads the chat as PDF and text", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  // Without the Web Share API (as on most desktops) sharing copies the chat instead.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true }));
  const panel = await openChat(page, "se");
  await ask(panel, "se", "Kan ni hjälpa oss i Tromsø och Århus med æ, ø och å? Hur snabbt svarar ni vid akuta hårdvarufel?");
  await expect(botBubbles(panel)).toHaveCount(2, { timeout: 10_000 });

  await panel.getByRole("button", { name: "Snabbval" }).click();
  await panel.getByRole("button", { name: "Exportera chatten" }).click();
  const dialog = page.getByRole("dialog", { name: "Exportera chatten" });
  await expect(dialog).toBeVisible();
  const count = (label: string) => dialog.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd");
  await expect(count("Totalt")).toHaveText("3");
  await expect(count("Dina")).toHaveText("1");
  await expect(count("Assistenten")).toHaveText("2");
  await expect(count("Experter")).toHaveText("0");
  for (const label of ["Positiva", "Neutrala", "Negativa"]) await expect(count(label)).toHaveText(/^[01]$/);
  const preview = dialog.getByRole("listitem");
  await expect(preview).toHaveCount(3);
  await expect(preview.nth(0)).toContainText("Hej! Jag är Nordic IT Services digitala assistent.");
  await expect(preview.nth(1)).toContainText("Kan ni hjälpa oss i Tromsø");

  const [pdf] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Ladda ner PDF" }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^chatt-\d{4}-\d{2}-\d{2}-\d{4}\.pdf$/);
  const pdfBytes = await readFile((await pdf.path())!);
  expect(pdfBytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(pdfBytes.includes(Buffer.from("Kan ni hjälpa oss i Tromsø och Århus med æ, ø och å?", "latin1"))).toBe(true);

  const [txt] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: "Ladda ner text (.txt)" }).click()]);
  expect(txt.suggestedFilename()).toMatch(/^chatt-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/);
  const transcript = await readFile((await txt.path())!, "utf8");
  expect(transcript).toContain("Chatt med Nordic IT Services");
  expect(transcript).toContain("Du:\nKan ni hjälpa oss i Tromsø och Århus med æ, ø och å?");

  await dialog.getByRole("button", { name: "Dela" }).click();
  await expect(page.getByText("Chatten kopierades till urklipp.")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain("Kan ni hjälpa oss i Tromsø");

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(panel).toBeVisible();
});

test("se: a PDF that cannot be made is reported inside the export dialog", async ({ page, consoleErrors }) => {
  const panel = await openChat(page, "se");
  await page.route(/jspdf/, (route) => route.abort("failed"));
  await panel.getByRole("button", { name: "Snabbval" }).click();
  await panel.getByRole("button", { name: "Exportera chatten" }).click();
  const dialog = page.getByRole("dialog", { name: "Exportera chatten" });
  await dialog.getByRole("button", { name: "Ladda ner PDF" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Kunde inte exportera chatten. Försök igen.");
  allowConsoleErrors(consoleErrors, /ERR_FAILED|Failed to load/);
});

test("se: translated to English, a Swedish question gets an English answer", async ({ page }) => {
  const panel = await openChat(page, "se");
  await ask(panel, "se", "Hur snabbt svarar ni vid akuta hårdvarufel?");
  await expect(panel.getByRole("log").locator('a[href^="/se/hardvarusupport"]').first()).toBeVisible({ timeout: 10_000 });

  await panel.getByRole("button", { name: "Snabbval" }).click();
  await panel.getByRole("button", { name: "Översätt svaren" }).click();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/reply-language")),
    panel.getByRole("button", { name: "engelska" }).click(),
  ]);
  expect(request.postDataJSON()).toEqual({ language: "en" });
  await expect(page.getByText("Assistenten svarar nu på engelska.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "engelska" })).toHaveAttribute("aria-pressed", "true");

  await ask(panel, "se", "Vilken svarstid har premiumsupporten för hårdvara?");
  await expect(botBubbles(panel)).toHaveCount(3, { timeout: 10_000 });
  await expectEnglish(botBubbles(panel).last());
});

test("se: the reply language chosen before the first message goes with it", async ({ page }) => {
  const panel = await openChat(page, "se");
  await panel.getByRole("button", { name: "Snabbval" }).click();
  await panel.getByRole("button", { name: "Översätt svaren" }).click();
  await panel.getByRole("button", { name: "engelska" }).click();
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith("/api/chat-bot")),
    ask(panel, "se", "Hur snabbt svarar ni vid akuta hårdvarufel?"),
  ]);
  expect(request.postDataJSON()).toMatchObject({ sessionId: null, language: "se", replyLanguage: "en" });
  await expect(botBubbles(panel)).toHaveCount(2, { timeout: 10_000 });
  await expectEnglish(botBubbles(panel).last());
});

test("se: an expert's reply arrives without a reload, announced by the typing indicator", async ({ page, request }) => {
  const panel = await openChat(page, "se");
  await ask(panel, "se", "Jag vill prata med en människa om vårt serverrum.");
  await expect(botBubbles(panel)).toHaveCount(2, { timeout: 10_000 });
  const sessionId = await page.evaluate(() => localStorage.getItem("chat-session-id"));
  expect(sessionId).toBeTruthy();
  const headers = { authorization: `Bearer ${STAFF_TOKEN}` };

  // The socket subscribes once the conversation exists; typing sent before that would be lost.
  await expect
    .poll(async () => {
      const typing = await request.post(`/api/staff/conversations/${sessionId}/typing`, { headers, data: { isTyping: true, senderName: "Anna" } });
      expect(typing.status()).toBe(204);
      return panel.getByText("Anna skriver…").isVisible();
    })
    .toBe(true);

  const reply = await request.post(`/api/staff/conversations/${sessionId}/messages`, {
    headers,
    data: { content: "Hej! Jag heter Anna och hjälper dig vidare med serverrummet.", senderName: "Anna" },
  });
  expect(reply.status()).toBe(201);
  const agent = panel.getByRole("log").locator('[data-sender="agent"]');
  await expect(agent).toContainText("Hej! Jag heter Anna och hjälper dig vidare med serverrummet.");
  await expect(agent).toContainText("Anna");
  await expect(panel.getByText("Anna skriver…")).toBeHidden();
  await expect(panel.getByText("En expert följer samtalet")).toBeVisible();
});

test("se: after the socket drops, the widget reconnects and catches up on what it missed", async ({ page, request }) => {
  const sockets: WebSocketRoute[] = [];
  const subscriptions: { sessionId: string; after?: string }[] = [];
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      const data = JSON.parse(String(message));
      if (data.type === "subscribe") subscriptions.push(data);
      server.send(message);
    });
    sockets.push(socket);
  });
  const panel = await openChat(page, "se");
  await ask(panel, "se", "Hur snabbt svarar ni vid akuta hårdvarufel?");
  await expect(botBubbles(panel)).toHaveCount(2, { timeout: 10_000 });
  await expect.poll(() => subscriptions.length).toBe(1);
  const sessionId = await page.evaluate(() => localStorage.getItem("chat-session-id"));
  expect(subscriptions[0]).toMatchObject({ sessionId, after: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });

  await sockets[0]!.close();
  const missed = await request.post(`/api/staff/conversations/${sessionId}/messages`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    data: { content: "Skickat medan anslutningen var nere.", senderName: "Erik" },
  });
  expect(missed.status()).toBe(201);
  await expect(panel.getByRole("log").locator('[data-sender="agent"]')).toContainText("Skickat medan anslutningen var nere.", { timeout: 10_000 });
  expect(subscriptions).toHaveLength(2);
  expect(subscriptions[1]!.after! >= subscriptions[0]!.after!).toBe(true);
});

test("se: the visitor's typing is announced at most once a second and withdrawn after a second's pause", async ({ page }) => {
  const frames: { type: string; isTyping?: boolean; at: number }[] = [];
  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    const server = socket.connectToServer();
    socket.onMessage((message) => {
      frames.push({ ...JSON.parse(String(message)), at: Date.now() });
      server.send(message);
    });
  });
  const panel = await openChat(page, "se");
  await ask(panel, "se", "Hej!");
  await expect(botBubbles(panel)).toHaveCount(2, { timeout: 10_000 });
  await expect.poll(() => frames.some((f) => f.type === "subscribe")).toBe(true);
  await page.waitForTimeout(600);

  const input = panel.getByRole("textbox", { name: "Ditt meddelande" });
  await input.pressSequentially("Jag undrar över era priser", { delay: 60 });
  const typedAt = Date.now();
  await expect.poll(() => frames.filter((f) => f.type === "typing" && f.isTyping === false).length, { timeout: 3000 }).toBe(1);
  const typing = frames.filter((f) => f.type === "typing");
  const starts = typing.filter((f) => f.isTyping);
  expect(starts.length).toBeGreaterThanOrEqual(1);
  expect(starts.length).toBeLessThanOrEqual(3);
  for (let i = 1; i < starts.length; i++) expect(starts[i]!.at - starts[i - 1]!.at).toBeGreaterThanOrEqual(950);
  expect(typing.at(-1)!.at - typedAt).toBeGreaterThanOrEqual(800);
});

test("se: messages render Markdown safely: no HTML, no script links, external links in a new tab", async ({ page, request }) => {
  const panel = await openChat(page, "se");
  await ask(panel, "se", "Hej!");
  await expect(botBubbles(panel)).toHaveCount(2, { timeout: 10_000 });
  const sessionId = await page.evaluate(() => localStorage.getItem("chat-session-id"));
  const content = [
    "Se [prislistan](https://example.com/priser) och [kontaktsidan](/se/kontakt).",
    '<b>fet</b> <img src="x" onerror="window.injected = 1">',
    "[klicka](javascript:window.injected=2)",
    "- punkt ett",
    "- punkt två",
  ].join("\n\n");
  const posted = await request.post(`/api/staff/conversations/${sessionId}/messages`, {
    headers: { authorization: `Bearer ${STAFF_TOKEN}` },
    data: { content, senderName: "Anna" },
  });
  expect(posted.status()).toBe(201);
  const agent = panel.getByRole("log").locator('[data-sender="agent"]');
  await expect(agent.getByRole("link", { name: /prislistan/ })).toHaveAttribute("target", "_blank");
  await expect(agent.getByRole("link", { name: /prislistan/ })).toHaveAttribute("rel", "noopener noreferrer");
  await expect(agent.getByRole("link", { name: "kontaktsidan" })).not.toHaveAttribute("target", /.*/);
  await expect(agent.getByRole("listitem")).toHaveText(["punkt ett", "punkt två"]);
  await expect(agent).toContainText('<b>fet</b> <img src="x" onerror="window.injected = 1">');
  await expect(agent.locator("img, b, script")).toHaveCount(0);
  await expect(agent.locator('a[href^="javascript:"]')).toHaveCount(0);
  await agent.getByText("klicka").click();
  expect(await page.evaluate(() => "injected" in window)).toBe(false);
});

test("se: a failing chat service shows 'Chat-fel' and gives the message back", async ({ page, consoleErrors }) => {
  const panel = await openChat(page, "se");
  await page.route("**/api/chat-bot", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: { code: "chat_error", message: "x" } }) }),
  );
  await ask(panel, "se", "Hur snabbt svarar ni vid akuta hårdvarufel?");
  await expect(page.getByText("Chat-fel", { exact: true })).toBeVisible();
  await expect(page.getByText("Ett fel uppstod. Försök igen eller kontakta oss direkt.")).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Ditt meddelande" })).toHaveValue("Hur snabbt svarar ni vid akuta hårdvarufel?");
  await expect(userBubbles(panel)).toHaveCount(0);
  allowConsoleErrors(consoleErrors, /status of 500/);
});

test("se: too many messages are refused with the server's words", async ({ page, consoleErrors }) => {
  const panel = await openChat(page, "se");
  // The browser's own chat cookie, so the server counts these toward this visitor's limit of 20 a minute.
  for (let i = 0; i < 20; i++) {
    const res = await page.request.post("/api/chat-bot", { data: { message: `Fråga ${i}`, language: "se" } });
    expect(res.status()).toBe(200);
  }
  await ask(panel, "se", "Hej igen!");
  await expect(page.getByText("Du skickar meddelanden för snabbt. Försök igen om 1 minut.")).toBeVisible();
  await expect(panel.getByRole("textbox", { name: "Ditt meddelande" })).toHaveValue("Hej igen!");
  allowConsoleErrors(consoleErrors, /status of 429/);
});

test("en: when the network fails, the chat offers a person instead", async ({ page, consoleErrors }) => {
  const panel = await openChat(page, "en");
  await page.route("**/api/chat-bot", (route) => route.abort("failed"));
  await ask(panel, "en", "What is the premium hardware support response time?");
  await expect(page.getByText("Error", { exact: true })).toBeVisible();
  await expect(page.getByText("Couldn't reach the AI service right now. I'm happy to connect you with a person.", { exact: true })).toBeVisible();
  await expect(botBubbles(panel).last()).toContainText("leave your name and email address");
  await panel.getByRole("log").getByRole("button", { name: "Contact an expert" }).click();
  await expect(panel.getByRole("heading", { name: "Contact an expert" })).toBeVisible();
  allowConsoleErrors(consoleErrors, /ERR_FAILED/);
});

test("se: the expert form shows the server's field errors and names its failures", async ({ page, consoleErrors }) => {
  const panel = await openChat(page, "se");
  await panel.getByRole("button", { name: "Prata med en expert" }).click();
  await panel.getByRole("textbox", { name: /^Namn/ }).fill("Anna Lind");
  const email = panel.getByRole("textbox", { name: /^E-post/ });
  await email.fill("inte-en-adress");
  const submit = panel.getByRole("button", { name: "Skicka till en expert" });
  await submit.click();
  await expect(panel.getByText("Ange en giltig e-postadress")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");

  await email.fill("anna.fel@example.se");
  await page.route("**/api/send-contact-email", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.fulfill({ status: 503, contentType: "application/json", body: "{}" });
  });
  await submit.click();
  await expect(panel.getByRole("button", { name: "Skickar…" })).toBeDisabled();
  await expect(page.getByText("Sessionsrensning misslyckades")).toBeVisible();
  await expect(page.getByText("Fortsätt använda chatten normalt.")).toBeVisible();

  await page.unroute("**/api/send-contact-email");
  await page.route("**/api/send-contact-email", (route) =>
    route.fulfill({ status: 429, contentType: "application/json", body: JSON.stringify({ error: { code: "rate_limited", message: "För många försök. Försök igen om 60 sekunder." } }) }),
  );
  await submit.click();
  await expect(page.getByText("För många försök. Försök igen om 60 sekunder.")).toBeVisible();

  await page.unroute("**/api/send-contact-email");
  await page.route("**/api/send-contact-email", (route) => route.abort("failed"));
  await submit.click();
  await expect(panel.getByText("Kunde inte skicka kontaktinformationen. Försök igen senare.")).toBeVisible();
  await expect(page.getByText("Ett fel uppstod", { exact: true })).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Kontakta en expert" })).toBeVisible();
  allowConsoleErrors(consoleErrors, /status of (400|429|503)|ERR_FAILED/);
});

test("se: offline, the expert form keeps what was typed and says it could not send; online again it sends", async ({ page, context, consoleErrors }) => {
  const panel = await openChat(page, "se");
  await panel.getByRole("button", { name: "Prata med en expert" }).click();
  const fields = {
    name: panel.getByRole("textbox", { name: /^Namn/ }),
    email: panel.getByRole("textbox", { name: /^E-post/ }),
    phone: panel.getByRole("textbox", { name: /^Telefon/ }),
    message: panel.getByRole("textbox", { name: /^Meddelande/ }),
  };
  const typed = { name: "Anna Lind", email: "anna.offline@example.se", phone: "+46 40 123 45 67", message: "Ring mig om servrarna i Malmö." };
  for (const [field, value] of Object.entries(typed)) await fields[field as keyof typeof fields].fill(value);

  await context.setOffline(true);
  await panel.getByRole("button", { name: "Skicka till en expert" }).click();
  await expect(panel.getByText("Kunde inte skicka kontaktinformationen. Försök igen senare.")).toBeVisible();
  await expect(page.getByText("Ett fel uppstod", { exact: true }).first()).toBeVisible();
  for (const [field, value] of Object.entries(typed)) await expect(fields[field as keyof typeof fields]).toHaveValue(value);
  await expect(page.getByRole("heading", { name: "Något gick fel" })).toBeHidden();
  await expectNoSeriousAxeViolations(page);

  await context.setOffline(false);
  await panel.getByRole("button", { name: "Skicka till en expert" }).click();
  await expect(page.getByText("Tack för ditt meddelande!")).toBeVisible();
  await expect(panel.getByRole("heading", { name: "Kontakta en expert" })).toBeHidden();
  await expect(panel.getByRole("log").getByText(TEXTS.se.handedOff)).toBeVisible();
  allowConsoleErrors(consoleErrors, /ERR_INTERNET_DISCONNECTED|dynamically imported module|WebSocket/);
});

test("se: a conversation this browser does not own is forgotten and the chat starts afresh", async ({ page, consoleErrors }) => {
  await page.addInitScript(() => localStorage.setItem("chat-session-id", "00000000-0000-4000-8000-000000000000"));
  const panel = await openChat(page, "se");
  await expect(panel.getByRole("log").getByText(TEXTS.se.welcome)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("chat-session-id"))).toBeNull();
  allowConsoleErrors(consoleErrors, /status of 404/);
});

test("the panel is 384 × 700 on a desktop and fills a small phone's screen", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const panel = await openChat(page, "en");
  expect(await panel.boundingBox()).toMatchObject({ width: 384, height: 700 });

  await page.setViewportSize({ width: 375, height: 740 });
  expect(await panel.boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 740 });
  await panel.getByRole("button", { name: "Close the chat" }).click();
  await expect(panel).toBeHidden();
  await expect(page.getByRole("button", { name: "Open the chat" })).toBeFocused();
});

test("se: the panel's theme switch sets the site's theme, and the header's switch shows the same choice", async ({ page }) => {
  const panel = await openChat(page, "se");
  await panel.getByRole("button", { name: "Mörkt tema" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(panel.getByRole("button", { name: "Mörkt tema" })).toHaveAttribute("aria-pressed", "true");
  const header = page.getByRole("banner").getByRole("group", { name: "Färgtema" });
  await expect(header.getByRole("button", { name: "Mörkt" })).toHaveAttribute("aria-pressed", "true");
  // The open panel covers the header's corner on a laptop screen: close it, switch in the header, reopen.
  await panel.getByRole("button", { name: "Stäng chatten" }).click();
  await header.getByRole("button", { name: "Ljust" }).click();
  await expect(page.locator("html")).toHaveClass(/\blight\b/);
  await page.getByRole("button", { name: TEXTS.se.open }).click();
  await expect(panel.getByRole("button", { name: "Ljust tema" })).toHaveAttribute("aria-pressed", "true");
  expect(await page.evaluate(() => localStorage.getItem("vite-ui-theme"))).toBe("light");
});

// The instance on AI_SITE_PORT answers through an OpenAI-compatible service (the test server, streaming slowly).
test.describe("with an OpenAI-compatible AI service", () => {
  test.use({ baseURL: `http://localhost:${AI_SITE_PORT}` });
  test.describe.configure({ mode: "serial" });

  const setAiMode = async (mode: "ok" | "fail") => {
    const res = await fetch(`http://127.0.0.1:${AI_SERVICE_PORT}/__mode`, { method: "POST", body: JSON.stringify({ mode }) });
    expect(res.ok).toBe(true);
  };
  test.afterEach(() => setAiMode("ok"));

  test("en: the answer grows in the widget as the model writes it, then links its source", async ({ page }) => {
    await setAiMode("ok");
    const panel = await openChat(page, "en");
    await ask(panel, "en", TEXTS.en.question);
    await expect(botBubbles(panel).last()).toContainText("This answer comes from the test model.", { timeout: 10_000 });
    await page.waitForTimeout(1500); // the socket subscribes once the first answer has created the session

    await ask(panel, "en", "How do you erase data from old laptops?");
    const growing = botBubbles(panel).last();
    await expect(growing).toContainText("See");
    await expect(growing).not.toContainText("This answer comes from the test model.");
    await expect(growing).toContainText("This answer comes from the test model.", { timeout: 10_000 });
    await expect(growing.locator('a[href^="/en/itad"]').first()).toBeVisible();
    await expect(botBubbles(panel)).toHaveCount(3);
  });

  test("se: when the AI service fails, the visitor is told and offered an expert", async ({ page }) => {
    await setAiMode("fail");
    const panel = await openChat(page, "se");
    await ask(panel, "se", "Hur snabbt svarar ni vid akuta hårdvarufel?");
    await expect(page.getByText("Fel", { exact: true })).toBeVisible();
    await expect(page.getByText("Kunde inte nå AI-tjänsten just nu. Jag kopplar dig gärna till en människa.", { exact: true })).toBeVisible();
    await expect(botBubbles(panel).last()).toContainText("lämna ditt namn och din e-postadress");
    await expect(userBubbles(panel).getByText("Hur snabbt svarar ni vid akuta hårdvarufel?")).toBeVisible();
    await panel.getByRole("log").getByRole("button", { name: "Kontakta expert" }).click();
    await expect(panel.getByRole("heading", { name: "Kontakta en expert" })).toBeVisible();
  });
});
