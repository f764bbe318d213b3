// Voice in the widget, in a real Chromium: the microphone is a WAV file espeak-ng spoke
// (--use-file-for-fake-audio-capture), the speech service is the OpenAI-compatible test server behind the AI site.
// The whole call — speak, detect, transcribe, answer, hear — voice input into the composer, read-aloud, and axe.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import ESpeakNg from "espeak-ng";
import { AI_SITE_PORT } from "../../playwright.config.ts";
import { readWav, resample, wavFile } from "../../server/voice/pcm.ts";
import { TEST_TRANSCRIPTS } from "../../server/voice/voice-test-peer.ts";
import { expect, expectNoSeriousAxeViolations, hydrated, test } from "./fixtures.ts";

const AI_SITE = `http://localhost:${AI_SITE_PORT}`;

/** "Vad kostar hårdvarusupport?" spoken by espeak-ng, between half a second and two seconds of silence, at 24 kHz. */
async function questionWav(): Promise<string> {
  const engine = await ESpeakNg({ arguments: ["-v", "sv", "-w", "question.wav", "--", "Vad kostar hårdvarusupport?"] });
  const { samples, sampleRate } = readWav(engine.FS.readFile("question.wav"));
  const speech = resample(samples, sampleRate, 24_000);
  const padded = new Int16Array(12_000 + speech.length + 48_000);
  padded.set(speech, 12_000);
  const file = join(mkdtempSync(join(tmpdir(), "voice-e2e-")), "question.wav");
  writeFileSync(file, wavFile(padded, 24_000));
  return file;
}

let clients = 0;
/** A browser whose microphone says the question once; its own address, so the rate limits count per test. */
async function browserWithMicrophone(theme: "light" | "dark" = "light"): Promise<{ browser: Browser; context: BrowserContext; page: Page; errors: string[] }> {
  const wav = await questionWav();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${wav}%noloop`,
      "--autoplay-policy=no-user-gesture-required",
    ],
  });
  clients += 1;
  const context = await browser.newContext({
    baseURL: AI_SITE,
    permissions: ["microphone"],
    serviceWorkers: "block",
    extraHTTPHeaders: { "x-forwarded-for": `10.250.${process.pid % 250}.${clients % 250}` },
  });
  await context.addInitScript((value) => {
    localStorage.setItem("vite-ui-theme", value);
    localStorage.setItem("cookie-consent", JSON.stringify({ id: crypto.randomUUID(), choice: "analytics-denied", revision: "2026-11", decidedAt: Date.now() }));
  }, theme);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return { browser, context, page, errors };
}

async function openPanel(page: Page) {
  await page.goto("/se");
  await hydrated(page);
  await page.getByRole("button", { name: "Öppna chatten" }).click();
  const panel = page.getByRole("dialog", { name: "Chatta med oss" });
  await expect(panel.getByRole("log")).toContainText("Hej!");
  return panel;
}

test.describe("voice with a speech service", () => {
  test.describe.configure({ timeout: 90_000 });

  test("the live call: speak, detected, transcribed, answered by the assistant and heard; the transcript is in the conversation", async () => {
    const { browser, page, errors } = await browserWithMicrophone();
    try {
      const deltas: number[] = [];
      page.on("websocket", (ws) => {
        if (!ws.url().includes("/api/realtime-voice-chat")) return;
        ws.on("framereceived", (frame) => {
          if (typeof frame.payload === "string" && frame.payload.includes('"response.audio.delta"')) deltas.push(Date.now());
        });
      });
      const panel = await openPanel(page);
      await panel.getByRole("button", { name: "Starta röstsamtal" }).click();
      const bar = panel.getByRole("region", { name: "Röstsamtal" });
      await expect(bar).toBeVisible();
      // The microphone says the question; the server hears it, the assistant answers, and the answer plays.
      await expect(bar.getByRole("status")).toHaveText("Assistenten talar", { timeout: 30_000 });
      expect(deltas.length).toBeGreaterThan(0);
      const log = panel.getByRole("log");
      await expect(log).toContainText(TEST_TRANSCRIPTS.sv!);
      await expect(log).toContainText("This answer comes from the test model.");
      // The answer ends: silent again, still connected.
      await expect(bar.getByRole("status")).toContainText("Tyst", { timeout: 30_000 });
      await bar.getByRole("button", { name: "Avsluta röstsamtalet" }).click();
      await expect(bar).toBeHidden();
      await expect(panel.getByRole("button", { name: "Starta röstsamtal" })).toBeEnabled();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  test("voice input: recording, processing, the words land in the input box and the toast shows them", async () => {
    const { browser, page, errors } = await browserWithMicrophone();
    try {
      const panel = await openPanel(page);
      const mic = panel.getByRole("button", { name: "Tala in ett meddelande" });
      await mic.click();
      const stop = panel.getByRole("button", { name: "Stoppa inspelningen" });
      await expect(stop).toHaveAttribute("aria-pressed", "true");
      // The file says its question within three seconds.
      await page.waitForTimeout(3500);
      const transcribed = page.waitForResponse((response) => response.url().endsWith("/api/voice-to-text"));
      await stop.click();
      expect((await transcribed).status()).toBe(200);
      await expect(panel.getByRole("textbox", { name: "Ditt meddelande" })).toHaveValue(TEST_TRANSCRIPTS.sv!);
      await expect(page.getByText("Tal omvandlat till text")).toBeVisible();
      await expect(page.getByText(TEST_TRANSCRIPTS.sv!).first()).toBeVisible();
      await expect(panel.getByRole("button", { name: "Tala in ett meddelande" })).toBeEnabled();
      expect(errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });

  for (const theme of ["light", "dark"] as const) {
    test(`axe: read-aloud, microphone, and the call bar in ${theme} theme`, async () => {
      const { browser, page } = await browserWithMicrophone(theme);
      try {
        const panel = await openPanel(page);
        await expect(panel.getByRole("button", { name: "Tala in ett meddelande" })).toBeVisible();
        await panel.getByRole("button", { name: "Läs upp svaren" }).click();
        await expect(panel.getByRole("button", { name: "Läs upp svaren" })).toHaveAttribute("aria-pressed", "true");
        await panel.getByRole("button", { name: "Starta röstsamtal" }).click();
        await expect(panel.getByRole("region", { name: "Röstsamtal" }).getByRole("status")).toContainText("Ansluten");
        await expectNoSeriousAxeViolations(page);
        await panel.getByRole("button", { name: "Avsluta röstsamtalet" }).click();
      } finally {
        await browser.close();
      }
    });
  }
});

test.describe("voice without a speech service", () => {
  test("reads the welcome and new answers aloud when voice mode is on; no microphone or call button is shown", async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem("chat-voice-mode", "on");
      localStorage.setItem("cookie-consent", JSON.stringify({ id: crypto.randomUUID(), choice: "analytics-denied", revision: "2026-11", decidedAt: Date.now() }));
    });
    await page.goto("/se");
    await hydrated(page);
    const spoken: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/text-to-speech")) spoken.push((request.postDataJSON() as { text: string }).text);
    });
    const welcomeSpoken = page.waitForResponse((response) => response.url().endsWith("/api/text-to-speech"));
    await page.getByRole("button", { name: "Öppna chatten" }).click();
    const panel = page.getByRole("dialog", { name: "Chatta med oss" });
    expect((await welcomeSpoken).status()).toBe(200);
    expect(spoken[0]).toContain("Hej! Jag är");
    await expect(panel.getByRole("button", { name: "Läs upp svaren" })).toHaveAttribute("aria-pressed", "true");
    // While it reads, a stop button is offered.
    await expect(panel.getByRole("button", { name: "Sluta läsa upp" })).toBeVisible();
    await expect(panel.getByRole("button", { name: "Tala in ett meddelande" })).toHaveCount(0);
    await expect(panel.getByRole("button", { name: "Starta röstsamtal" })).toHaveCount(0);
    await panel.getByRole("button", { name: "Sluta läsa upp" }).click();
    await expect(panel.getByRole("button", { name: "Sluta läsa upp" })).toBeHidden();

    const input = panel.getByRole("textbox", { name: "Ditt meddelande" });
    await input.fill("Hur snabbt svarar ni vid akuta hårdvarufel?");
    const answerSpoken = page.waitForResponse((response) => response.url().endsWith("/api/text-to-speech"));
    await input.press("Enter");
    expect((await answerSpoken).status()).toBe(200);
    // The answer is read from its first piece; Markdown (its links) is not read out.
    expect(spoken.length).toBeGreaterThanOrEqual(2);
    expect(spoken[1]).not.toContain("](");
    await expect(panel.getByRole("button", { name: "Sluta läsa upp" })).toBeVisible();

    // Off: nothing more is read.
    await panel.getByRole("button", { name: "Läs upp svaren" }).click();
    await expect(panel.getByRole("button", { name: "Läs upp svaren" })).toHaveAttribute("aria-pressed", "false");
    await expect(panel.getByRole("button", { name: "Sluta läsa upp" })).toBeHidden();
  });
});
