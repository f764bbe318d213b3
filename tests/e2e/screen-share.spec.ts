// Screen sharing as a visitor and a technician live it, in two browsers: the visitor's Chromium shares its (fake)
// screen, the technician enters the code in the console and the video element decodes frames within seconds; stop on
// either side ends it for both; a denied permission shows the specification's error; axe on the dialog and the viewer.
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import enConsole from "../../content/locales/en/console.json" with { type: "json" };
import enWidget from "../../content/locales/en/widget.json" with { type: "json" };
import enChat from "../../content/locales/en/chat.json" with { type: "json" };
import seWidget from "../../content/locales/se/widget.json" with { type: "json" };
import { signedInStaff } from "./console-helpers.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

const viewer = enConsole.screenViewer;
const dialogText = enWidget.screenShare;

/** A Chromium of its own whose getDisplayMedia returns a synthetic 1920×1080 screen without asking (NOTES.md). */
async function sharingBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"],
  });
}

function ownAddress() {
  return { "x-forwarded-for": `10.202.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
}

async function openShareDialog(page: Page, path: string, texts: { open: string; title: string; quick: string; share: string; dialog: string }) {
  await withCookieChoice(page);
  await page.goto(path);
  await hydrated(page);
  await page.getByRole("button", { name: texts.open }).click();
  const panel = page.getByRole("dialog", { name: texts.title });
  await panel.getByRole("button", { name: texts.quick }).click();
  await panel.getByRole("button", { name: texts.share }).click();
  const dialog = page.getByRole("dialog", { name: texts.dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

const EN = { open: "Open the chat", title: enWidget.panel.title, quick: enWidget.toolbar.quickActions, share: enWidget.quickActions.shareScreen, dialog: dialogText.title };

/** Frames decoded by the viewer's video element (0 until the screen arrives). */
async function decodedFrames(page: Page): Promise<{ width: number; frames: number }> {
  return page.getByTestId("screen-viewer-video").evaluate((element) => {
    const video = element as HTMLVideoElement;
    return { width: video.videoWidth, frames: video.getVideoPlaybackQuality().totalVideoFrames };
  });
}

async function expectLiveVideo(page: Page) {
  const started = Date.now();
  await expect.poll(() => decodedFrames(page).then((q) => q.width > 0 && q.frames > 0), { timeout: 10_000, intervals: [100] }).toBe(true);
  const decodedWithinMs = Date.now() - started;
  const { width, frames } = await decodedFrames(page);
  console.log(`screen share: first frames decoded within ${decodedWithinMs} ms of waiting (width ${width}, ${frames} frames)`);
  return { width, frames };
}

for (const scheme of ["light", "dark"] as const) {
  test(`a visitor shares the screen, a technician views it live with the code; stop on either side ends it for both (${scheme})`, async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const sharing = await sharingBrowser();
    let agentContext: BrowserContext | null = null;
    try {
      agentContext = await browser.newContext({ baseURL, colorScheme: scheme, viewport: { width: 1280, height: 900 }, extraHTTPHeaders: ownAddress() });
      await signedInStaff(agentContext, baseURL!, "agent", `Tekla ${Date.now().toString(36)}`);
      const agent = await agentContext.newPage();
      await agent.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), scheme);
      await agent.goto("/en/admin");
      await hydrated(agent);

      const visitorContext = await sharing.newContext({
        baseURL,
        colorScheme: scheme,
        extraHTTPHeaders: ownAddress(),
        permissions: ["clipboard-read", "clipboard-write"],
      });
      const visitor = await visitorContext.newPage();
      await visitor.addInitScript((theme) => localStorage.setItem("vite-ui-theme", theme), scheme);
      const dialog = await openShareDialog(visitor, "/en/molntjanster", EN);
      await expect(dialog.getByText(dialogText.promise)).toBeVisible();
      await expectNoSeriousAxeViolations(visitor);

      // Start: the screen is asked for now; a code of 6 appears with a copy button.
      await dialog.getByRole("button", { name: dialogText.start }).click();
      const code = dialog.getByTestId("screen-share-code");
      await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
      await expect(dialog.getByRole("status")).toHaveText(dialogText.waiting);
      await expectNoSeriousAxeViolations(visitor);
      const shareCode = (await code.textContent())!;
      await dialog.getByRole("button", { name: dialogText.copy }).click();
      await expect(visitor.getByText(dialogText.copied)).toBeVisible();
      expect(await visitor.evaluate(() => navigator.clipboard.readText())).toBe(shareCode);
      await visitor.screenshot({ path: `/tmp/ui/screen-share-dialog-${scheme}.png` }).catch(() => undefined);

      // The technician enters the code read out on the phone and sees the screen in the conversation.
      await agent.getByRole("textbox", { name: viewer.codeLabel }).fill(shareCode.toLowerCase());
      await agent.getByRole("button", { name: viewer.codeJoin }).click();
      const box = agent.getByRole("region", { name: viewer.heading });
      await expect(box).toBeVisible({ timeout: 10_000 });
      const { width } = await expectLiveVideo(agent);
      expect(width).toBeGreaterThan(0);
      await expect(box.getByTestId("screen-viewer-status")).toHaveText(viewer.live);
      await expect(dialog.getByRole("status")).toHaveText(dialogText.live, { timeout: 10_000 });
      await expect(agent.getByText(enChat.screenShare.activity.requested).first()).toBeVisible();
      await expectNoSeriousAxeViolations(agent);
      await agent.screenshot({ path: `/tmp/ui/screen-share-console-${scheme}.png` }).catch(() => undefined);

      // The visitor stops: the console's viewer ends.
      await dialog.getByRole("button", { name: dialogText.stop }).click();
      await expect(dialog.getByRole("status")).toHaveText(dialogText.ended);
      await expect(box.getByTestId("screen-viewer-status")).toHaveText(viewer.ended, { timeout: 10_000 });

      // Again, this time from the request in the conversation, and the technician stops: the visitor's share ends.
      await agent.reload();
      await hydrated(agent);
      await dialog.getByRole("button", { name: dialogText.start }).click();
      await expect(code).toHaveText(/^[A-HJ-NP-Z2-9]{6}$/);
      const again = agent.getByRole("region", { name: viewer.heading });
      await again.getByRole("button", { name: viewer.view }).click({ timeout: 15_000 });
      await expectLiveVideo(agent);
      await again.getByRole("button", { name: viewer.stop }).click();
      await expect(dialog.getByRole("status")).toHaveText(dialogText.ended, { timeout: 10_000 });
      await expect(dialog.getByRole("button", { name: dialogText.start })).toBeVisible();
    } finally {
      await agentContext?.close();
      await sharing.close();
    }
  });
}

test("a denied screen permission shows the specification's error, in Swedish", async ({ baseURL }) => {
  // Headless Chromium has no picker to say no in; the page's Permissions-Policy refusing display-capture makes the
  // browser itself deny getDisplayMedia (NotAllowedError), as a visitor's "no" does. The header is added on the way in.
  const sharing = await sharingBrowser();
  try {
    const context = await sharing.newContext({ baseURL, extraHTTPHeaders: ownAddress() });
    const page = await context.newPage();
    await page.route(`${baseURL}/se/molntjanster`, async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), "permissions-policy": "display-capture=()" } });
    });
    const dialog = await openShareDialog(page, "/se/molntjanster", {
      open: "Öppna chatten",
      title: seWidget.panel.title,
      quick: seWidget.toolbar.quickActions,
      share: seWidget.quickActions.shareScreen,
      dialog: seWidget.screenShare.title,
    });
    await dialog.getByRole("button", { name: seWidget.screenShare.start }).click();
    const alert = dialog.getByRole("alert");
    await expect(alert).toContainText("Kunde inte starta skärmdelning");
    await expect(alert).toContainText("Kontrollera att du gav behörighet att dela skärmen");
    await expect(dialog.getByTestId("screen-share-code")).toHaveCount(0);
    // Nothing was started on the server: no conversation was made for it.
    expect(await page.evaluate(() => localStorage.getItem("chat-session-id"))).toBeNull();
    await expectNoSeriousAxeViolations(page);
  } finally {
    await sharing.close();
  }
});
