// Booking a call as people do it: a visitor picks a day in the calendar and a free time (shown in their own time
// zone), gives their details and gets the confirmation mail with the .ics invitation; the manage link in it moves
// the call (SEQUENCE bumped). Two visitors racing for one slot: one booking, the other a clear message and the next
// free times on the page. Staff see the call in the console and cancel it (METHOD:CANCEL). The hours are set through
// the console's API by an administrator first, so the test does not depend on today's date: it books the days that
// really are free.
import type { APIRequestContext, Browser } from "@playwright/test";
import en from "../../content/locales/en/booking.json" with { type: "json" };
import consoleSe from "../../content/locales/se/console-bookings.json" with { type: "json" };
import widget from "../../content/locales/en/widget.json" with { type: "json" };
import type { Availability } from "../../app/booking/booking-contract.ts";
import { uniqueEmail, waitForMail } from "./account-helpers.ts";
import { signedInStaff } from "./console-helpers.ts";
import { allowConsoleErrors, expect, expectNoSeriousAxeViolations, hydrated, test, withCookieChoice } from "./fixtures.ts";

test.describe.configure({ timeout: 90_000 });
test.use({ timezoneId: "Europe/Helsinki" });

const B = en.booking;
const openAllWeek = [{ start: "08:00", end: "18:00" }];
const HOURS = {
  weeklyHours: Array.from({ length: 7 }, () => openAllWeek),
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 30,
};

/** An administrator (signed in within a context of its own) saves the booking hours; the same every time. */
async function saveHours(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  try {
    await signedInStaff(context, baseURL, "admin", "Boka Admin");
    const saved = await context.request.put("/api/staff/booking-settings", { data: HOURS, headers: { origin: baseURL } });
    expect(saved.status(), await saved.text()).toBe(200);
  } finally {
    await context.close();
  }
}

async function freeSlots(request: APIRequestContext): Promise<Availability> {
  const response = await request.get("/api/booking/slots");
  expect(response.status()).toBe(200);
  return (await response.json()) as Availability;
}

const unfold = (ics: string) => ics.replace(/\r?\n[ \t]/g, "");

test("a visitor books a free time in the calendar and receives the confirmation with the .ics; the manage link moves the call", async ({ page, browser, baseURL }) => {
  await saveHours(browser, baseURL!);
  await withCookieChoice(page);
  const email = uniqueEmail("booker");

  await page.goto("/en/booking");
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Book a call" })).toBeVisible();
  // The visitor's own zone, once the page runs in their browser.
  await expect(main.getByTestId("zone-note")).toHaveText(B.timeZoneVisitor.replace("{{zone}}", "Europe/Helsinki"));
  await expectNoSeriousAxeViolations(page);

  // A day with free times, chosen in the calendar (the second such day, to use the calendar and not the default).
  const days = main.getByRole("grid").getByRole("link");
  expect(await days.count()).toBeGreaterThan(1);
  const day = days.nth(1);
  await day.click();
  await expect(page).toHaveURL(/\?day=\d{4}-\d{2}-\d{2}$/);
  const chosenDay = new URL(page.url()).searchParams.get("day")!;
  await expect(main.getByRole("grid").getByRole("link", { name: /.+/ }).and(main.locator('[aria-current="date"]'))).toHaveCount(1);

  const slot = main.getByRole("radio").first();
  const start = (await slot.getAttribute("value"))!;
  const helsinki = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/Helsinki" }).format(new Date(start));
  await expect(main.locator(`time[datetime="${start}"]`).first()).toHaveText(helsinki);
  await main.getByText(helsinki, { exact: true }).first().click();
  await expect(slot).toBeChecked();
  await main.getByRole("textbox", { name: B.fields.name }).fill("Aino Virtanen");
  await main.getByRole("textbox", { name: B.fields.email }).fill(email);
  await main.getByRole("textbox", { name: B.fields.company }).fill("Kalliokoski Oy");
  await main.getByRole("textbox", { name: B.fields.topic }).fill("Moving 40 servers to the cloud");
  await main.getByRole("button", { name: B.submit }).click();
  await expect(main.getByRole("heading", { name: B.confirmedHeading })).toBeVisible();
  await expect(main.getByText(B.confirmedBody.replace("{{email}}", email))).toBeVisible();

  const mail = await waitForMail(email, /^Your call with /);
  expect(mail.text).toContain("Aino Virtanen");
  expect(mail.text).toContain("Moving 40 servers to the cloud");
  const ics = mail.attachments?.find((file) => file.filename.endsWith(".ics"));
  expect(ics?.contentType).toContain("text/calendar");
  const invite = unfold(ics!.content);
  expect(invite).toContain("METHOD:REQUEST");
  expect(invite).toContain("SEQUENCE:0");
  expect(invite).toContain(`DTSTART:${start.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`);
  const uid = /UID:(\S+)/.exec(invite)![1];
  expect(invite.toLowerCase()).toContain(`mailto:${email}`);
  const link = /https?:\/\/\S+\/en\/booking\/manage\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];

  // The manage link: the page, kept out of search engines, moves the call to another free time.
  await page.goto(new URL(link).pathname);
  await hydrated(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(main.getByTestId("booking-status")).toHaveText(B.manage.statusConfirmed);
  await expectNoSeriousAxeViolations(page);
  const reschedule = main.getByRole("region", { name: B.manage.rescheduleHeading });
  const other = reschedule.getByRole("radio").last();
  const newStart = (await other.getAttribute("value"))!;
  expect(newStart).not.toBe(start);
  await reschedule.locator(`label:has(input[value="${newStart}"])`).click();
  await reschedule.getByRole("button", { name: B.manage.reschedule }).click();
  await expect(main.getByRole("status").filter({ hasText: B.manage.rescheduled.split("{{time}}")[0]! })).toBeVisible();

  const moved = await waitForMail(email, /^New time for your call/);
  const update = unfold(moved.attachments!.find((file) => file.filename.endsWith(".ics"))!.content);
  expect(update).toContain(`UID:${uid}`);
  expect(update).toContain("SEQUENCE:1");
  expect(update).toContain(`DTSTART:${newStart.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`);
  // The old time is free again, the new one taken.
  const slots = (await freeSlots(page.request)).days.flatMap((d) => d.slots);
  expect(slots).not.toContain(newStart);
  expect(chosenDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test("two visitors racing for one slot: one booking; the other sees a clear message and the next free times", async ({ page, browser, baseURL, playwright, consoleErrors }) => {
  await saveHours(browser, baseURL!);
  await withCookieChoice(page);
  const availability = await freeSlots(page.request);
  const open = availability.days.filter((d) => d.slots.length);
  // A day and time of its own (the last free day, a random time), away from the other test's choices.
  const day = open.at(-1)!;
  const start = day.slots[Math.floor(Math.random() * day.slots.length)]!;

  // Both at once, from two different visitors.
  const contexts = await Promise.all([1, 2].map((n) => playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.250.${n}.${Math.floor(Math.random() * 250)}` } })));
  const answers = await Promise.all(
    contexts.map((request, n) =>
      request.post("/api/booking", { data: { start, name: `Racer ${n}`, email: uniqueEmail("racer"), company: "Snabb AB", topic: "Who wins?", language: "en" } }),
    ),
  );
  expect(answers.map((a) => a.status()).sort()).toEqual([201, 409]);
  const loser = (await answers.find((a) => a.status() === 409)!.json()) as { error: { code: string; message: string; nextFree: string[] } };
  expect(loser.error.code).toBe("slot_taken");
  expect(loser.error.message).toBe(B.errors.slotTaken);
  expect(loser.error.nextFree.length).toBeGreaterThan(0);
  await Promise.all(contexts.map((c) => c.dispose()));

  // On the page: the time is free when the visitor picks it, taken by the time they send the form.
  const second = day.slots.find((slot) => slot !== start && !loser.error.nextFree.includes(slot)) ?? day.slots.find((slot) => slot !== start)!;
  await page.goto(`/en/booking?day=${day.day}`);
  await hydrated(page);
  const main = page.getByRole("main");
  await main.locator(`label:has(input[value="${second}"])`).click();
  await main.getByRole("textbox", { name: B.fields.name }).fill("Late Visitor");
  await main.getByRole("textbox", { name: B.fields.email }).fill(uniqueEmail("late"));
  await main.getByRole("textbox", { name: B.fields.company }).fill("Sen AB");
  await main.getByRole("textbox", { name: B.fields.topic }).fill("Too slow");
  const taken = await page.request.post("/api/booking", { data: { start: second, name: "Quick", email: uniqueEmail("quick"), company: "Kvick AB", topic: "First", language: "en" } });
  expect(taken.status()).toBe(201);
  await main.getByRole("button", { name: B.submit }).click();
  await expect(main.getByRole("alert")).toContainText(B.errors.slotTaken);
  // The refused form post is the 409 the browser logs: expected here.
  allowConsoleErrors(consoleErrors, /status of 409/);
  const nextFree = main.getByTestId("next-free");
  await expect(nextFree).toBeVisible();
  expect(await nextFree.getByRole("radio").count()).toBeGreaterThan(0);
  await expect(main.getByRole("textbox", { name: B.fields.name })).toHaveValue("Late Visitor");
  await expectNoSeriousAxeViolations(page);

  // The visitor takes one of the offered times and gets it.
  await nextFree.locator("label").first().click();
  await main.getByRole("button", { name: B.submit }).click();
  await expect(main.getByRole("heading", { name: B.confirmedHeading })).toBeVisible();
});

test("staff see an upcoming call in the console and cancel it; the visitor gets the cancellation", async ({ page, context, browser, baseURL }) => {
  await saveHours(browser, baseURL!);
  await withCookieChoice(page);
  const availability = await freeSlots(page.request);
  const open = availability.days.filter((d) => d.slots.length);
  const day = open[Math.floor(open.length / 2)]!;
  const start = day.slots[Math.floor(Math.random() * day.slots.length)]!;
  const email = uniqueEmail("cancelled");
  const name = `Åsa Öberg ${Date.now().toString(36)}`;
  const made = await page.request.post("/api/booking", { data: { start, name, email, company: "Smörgåsbolaget AB", topic: "Säkerhetsgranskning", language: "se" } });
  expect(made.status(), await made.text()).toBe(201);

  await signedInStaff(context, baseURL!, "agent", "Örjan Ågren");
  await page.goto("/se/admin/bookings");
  await hydrated(page);
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { name: consoleSe.bookings.upcomingHeading })).toBeVisible();
  await expect(main.getByText(consoleSe.bookings.readOnly)).toBeVisible();
  await expect(main.getByRole("textbox", { name: consoleSe.bookings.weekdays["0"] })).toBeDisabled();
  const row = main.getByTestId("booking-row").filter({ hasText: name });
  await expect(row).toContainText("Smörgåsbolaget AB");
  await expectNoSeriousAxeViolations(page);

  page.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: new RegExp(`^Avboka samtalet med ${name}`) }).click();
  await expect(page.getByText(consoleSe.bookings.cancelled)).toBeVisible();
  await expect(main.getByTestId("booking-row").filter({ hasText: name })).toHaveCount(0);

  const mail = await waitForMail(email, /^Avbokat: /);
  const ics = unfold(mail.attachments!.find((file) => file.filename.endsWith(".ics"))!.content);
  expect(ics).toContain("METHOD:CANCEL");
  expect(ics).toContain("STATUS:CANCELLED");
  expect(ics).toContain("SEQUENCE:1");
  expect((await freeSlots(page.request)).days.flatMap((d) => d.slots)).toContain(start);
});

test("the chat's Book a call quick action and the contact page lead to the booking page", async ({ page }) => {
  await withCookieChoice(page);
  await page.goto("/en/kontakt");
  await hydrated(page);
  await page.getByRole("main").getByRole("link", { name: en.booking.contactLink.link }).click();
  await expect(page).toHaveURL(/\/en\/booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a call" })).toBeVisible();

  await page.goto("/en");
  await hydrated(page);
  await page.getByRole("button", { name: "Open the chat" }).click();
  const panel = page.getByRole("dialog", { name: widget.panel.title });
  await panel.getByRole("button", { name: widget.toolbar.quickActions }).click();
  await panel.getByRole("link", { name: widget.quickActions.bookCall }).click();
  await expect(page).toHaveURL(/\/en\/booking$/);
  await expect(page.getByRole("heading", { level: 1, name: "Book a call" })).toBeVisible();
});

test("the booking page and the console's Bookings section have no serious axe violations in the dark theme", async ({ page, context, browser, baseURL }) => {
  await saveHours(browser, baseURL!);
  await withCookieChoice(page);
  await page.addInitScript(() => localStorage.setItem("vite-ui-theme", "dark"));
  await page.goto("/fi/booking");
  await hydrated(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(page.getByRole("main").getByRole("radio").first()).toBeAttached();
  await expectNoSeriousAxeViolations(page);
  await signedInStaff(context, baseURL!, "admin", "Mörk Admin");
  await page.goto("/fi/admin/bookings");
  await hydrated(page);
  await expect(page.getByRole("main").getByRole("button", { name: "Tallenna varausajat" })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor picks a day by its link, a time, and books the call with a plain form post", async ({ page, browser, baseURL }) => {
    await saveHours(browser, baseURL!);
    const open = (await freeSlots(page.request)).days.filter((d) => d.slots.length);
    const day = open[Math.floor(open.length / 3)]!;
    const email = uniqueEmail("nojs");
    await page.goto("/en/booking");
    const main = page.getByRole("main");
    await expect(main.getByTestId("zone-note")).toHaveText(B.timeZoneServer);
    await main.locator(`a[href$="?day=${day.day}"]`).click();
    await expect(page).toHaveURL(new RegExp(`\\?day=${day.day}$`));
    const slot = day.slots.at(-1)!;
    await main.locator(`label:has(input[value="${slot}"])`).click();
    await main.getByRole("textbox", { name: B.fields.name }).fill("Ola Nordmann");
    await main.getByRole("textbox", { name: B.fields.email }).fill(email);
    await main.getByRole("textbox", { name: B.fields.company }).fill("Fjord AS");
    await main.getByRole("textbox", { name: B.fields.topic }).fill("A call without scripts");
    await main.getByRole("button", { name: B.submit }).click();
    await expect(main.getByRole("heading", { name: B.confirmedHeading })).toBeVisible();
    const mail = await waitForMail(email, /^Your call with /);
    expect(unfold(mail.attachments![0]!.content)).toContain(`DTSTART:${slot.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z")}`);
  });
});
