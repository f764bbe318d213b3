// The account pages as pages: the dashboard lists the visitor's own chats and opens one, and axe finds nothing
// serious on the sign-in page, the dashboard and the settings, in light and dark.
import { createAccount, PASSWORD, signInOnPage, TEXTS, uniqueEmail } from "./account-helpers.ts";
import { expectNoSeriousAxeViolations, expect, hydrated, test } from "./fixtures.ts";

test.describe.configure({ timeout: 60_000 });

test("se: a chat started before signing in is on the dashboard and opens with its messages", async ({ page, request, baseURL }) => {
  const t = TEXTS.se;
  const email = uniqueEmail("chats");
  await createAccount(request, baseURL!, "Lisa Nord", email);
  await page.goto("/se");
  const answer = await page.evaluate(async () => {
    const response = await fetch("/api/chat-bot", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "Vad kostar molntjänster?", language: "se" }),
    });
    return (await response.json()) as { sessionId: string };
  });
  expect(answer.sessionId).toBeTruthy();

  await signInOnPage(page, "se", email, PASSWORD);
  await expect(page).toHaveURL(/\/se\/dashboard$/);
  const list = page.getByRole("region", { name: t.dashboard.conversationsHeading });
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list.getByRole("listitem")).toContainText(t.dashboard.statuses.pending);
  await hydrated(page);
  await list.getByRole("link", { name: /Öppna samtalet från/ }).click();
  await expect(page).toHaveURL(new RegExp(`/se/dashboard\\?conversation=${answer.sessionId}#conversation$`));
  const opened = page.getByRole("region", { name: /Samtal från/ });
  await expect(opened.getByRole("listitem").filter({ hasText: "Vad kostar molntjänster?" })).toContainText(t.dashboard.senders.user);
  await expect(opened.getByRole("listitem").filter({ hasText: t.dashboard.senders.bot }).first()).toBeVisible();
  await opened.getByRole("link", { name: t.dashboard.close }).click();
  await expect(opened).toBeHidden();

  // Somebody else's conversation id shows nothing.
  await page.goto("/se/dashboard?conversation=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("region", { name: /Samtal från/ })).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`axe: sign-in page, dashboard and settings with the two-step enrolment in ${theme} theme`, async ({ page, request, baseURL }) => {
    await page.addInitScript((value) => localStorage.setItem("vite-ui-theme", value), theme);
    await page.goto(theme === "light" ? "/se/auth" : "/en/auth?mode=signUp");
    await hydrated(page);
    await expect(page.locator("html")).toHaveClass(new RegExp(theme));
    await expectNoSeriousAxeViolations(page);

    const lang = theme === "light" ? "en" : "se";
    const email = uniqueEmail(`axe-${theme}`);
    await createAccount(request, baseURL!, "Axel Eriksson", email);
    await signInOnPage(page, lang, email, PASSWORD);
    await expect(page).toHaveURL(new RegExp(`/${lang}/dashboard$`));
    await hydrated(page);
    await expectNoSeriousAxeViolations(page);
    await page.goto(`/${lang}/user-auth`);
    await hydrated(page);
    await expectNoSeriousAxeViolations(page);
    // The enrolment step with its QR code and secret.
    const t = TEXTS[lang];
    const section = page.getByRole("region", { name: t.userAuth.twoFactor.heading });
    await section.getByRole("button", { name: t.userAuth.twoFactor.enable }).click();
    await section.getByLabel(t.fields.password, { exact: true }).fill(PASSWORD);
    await section.getByRole("button", { name: t.userAuth.twoFactor.continue }).click();
    await expect(section.getByRole("img", { name: t.userAuth.twoFactor.qrAlt })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}
