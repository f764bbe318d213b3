// Booking a call over HTTP, on PGlite and (when the test PostgreSQL is there) on PostgreSQL: the settings' permissions
// and validation, every validation of a booking, the mails with their .ics, the race for one slot (exactly one
// booking, the others 409 with the next free times), the manage links, the console's list and cancel, the rate
// limit and the reminder sweep. Free slots are read from the API, so no test depends on today's date.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Availability, BookingSettings } from "../../app/booking/booking-contract.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { BOOKINGS_PER_CLIENT_PER_HOUR } from "./bookings.ts";

const allDay = [{ start: "00:00", end: "24:00" }];
const OPEN: BookingSettings = {
  weeklyHours: [allDay, allDay, allDay, allDay, allDay, allDay, allDay],
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 60,
  horizonDays: 30,
};

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;

describe.each(engines)("booking on %s", (_engine, onPostgres) => {
  let t: TestApp;
  let admin: Browser;
  let agent: Browser;
  let customer: Browser;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  let client = 0;

  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase(postgresUrl) : null;
    t = await createTestApp({ ...CONSOLE_ADMIN_ENV, TRUST_PROXY: "true" }, database?.url);
    admin = await consoleAdmin(t);
    agent = (await staffMember(t, admin, "booking-agent@example.se", "agent")).browser;
    customer = await signedUpUser(t, "booking-customer@example.se");
  });

  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  /** Every visitor comes from an address of their own, so the per-address limit stays out of the way. */
  function address() {
    client += 1;
    return `10.88.${Math.floor(client / 250)}.${(client % 250) + 1}`;
  }

  function book(fields: Record<string, unknown>, from = address()) {
    return t.app.inject({
      method: "POST",
      url: "/api/booking",
      headers: { "x-forwarded-for": from },
      payload: { name: "Aino Virtanen", email: `aino.${client}@example.fi`, company: "Kalliokoski Oy", topic: "Cloud migration", language: "en", ...fields },
    });
  }

  async function freeSlots(): Promise<string[]> {
    const res = await t.app.inject({ method: "GET", url: "/api/booking/slots" });
    expect(res.statusCode).toBe(200);
    return (res.json() as Availability).days.flatMap((day) => day.slots);
  }

  async function mailsTo(address: string) {
    return t.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", address).orderBy("created_at").execute();
  }

  function tokenIn(text: string): string {
    const match = /\/booking\/manage\/([A-Za-z0-9_-]{43})/.exec(text);
    if (!match) throw new Error(`no manage link in: ${text}`);
    return match[1]!;
  }

  it("has no free times before any hours are saved", async () => {
    expect(await freeSlots()).toEqual([]);
    const page = await t.app.inject({ method: "GET", url: "/en/booking" });
    expect(page.statusCode).toBe(200);
    expect(page.body.includes("There are no free times in the coming weeks.")).toBe(true);
    const res = await book({ start: new Date(Date.now() + 86_400_000).toISOString() });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_slot");
  });

  it("lets staff read the settings and only administrators change them", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/staff/booking-settings" })).statusCode).toBe(401);
    expect((await customer.get("/api/staff/booking-settings")).statusCode).toBe(403);
    expect((await customer.request({ method: "PUT", url: "/api/staff/booking-settings", payload: OPEN })).statusCode).toBe(403);
    const agentRead = await agent.get("/api/staff/booking-settings");
    expect(agentRead.statusCode).toBe(200);
    expect(agentRead.json().settings).toBeNull();
    const agentWrite = await agent.request({ method: "PUT", url: "/api/staff/booking-settings", payload: OPEN });
    expect(agentWrite.statusCode).toBe(403);
    expect(await freeSlots()).toEqual([]);

    const bad: unknown[] = [
      { ...OPEN, slotMinutes: 5 },
      { ...OPEN, horizonDays: 0 },
      { ...OPEN, bufferBeforeMinutes: -1 },
      { ...OPEN, weeklyHours: OPEN.weeklyHours.slice(1) },
      { ...OPEN, weeklyHours: [[{ start: "9:00", end: "12:00" }], [], [], [], [], [], []] },
      { ...OPEN, weeklyHours: [[{ start: "12:00", end: "09:00" }], [], [], [], [], [], []] },
      { ...OPEN, weeklyHours: [[{ start: "09:00", end: "12:00" }, { start: "11:00", end: "13:00" }], [], [], [], [], [], []] },
      {},
    ];
    for (const payload of bad) {
      const res = await admin.request({ method: "PUT", url: "/api/staff/booking-settings?language=en", payload: payload as object });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe("validation");
      expect(res.json().error.message).toMatch(/booking hours/);
    }
    expect(await freeSlots()).toEqual([]);

    const saved = await admin.request({ method: "PUT", url: "/api/staff/booking-settings", payload: OPEN });
    expect(saved.statusCode).toBe(200);
    expect((await agent.get("/api/staff/booking-settings")).json().settings).toEqual(OPEN);
    expect((await freeSlots()).length).toBeGreaterThan(100);
  });

  it("renders the booking page from what the database holds now, never from the render cache", async () => {
    const days = ((await t.app.inject({ method: "GET", url: "/api/booking/slots" })).json() as Availability).days.filter((d) => d.slots.length);
    const day = days.at(-1)!;
    const page = await t.app.inject({ method: "GET", url: `/se/booking?day=${day.day}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers["x-render-cache"]).toBeUndefined();
    expect(page.body.includes(`value="${day.slots[0]}"`)).toBe(true);
    expect(page.body.includes(`href="/se/booking?day=${days[0]!.day}"`)).toBe(true);
    // A day the calendar does not offer falls back to the first free one.
    const fallback = await t.app.inject({ method: "GET", url: "/se/booking?day=1999-01-01" });
    expect(fallback.body.includes(`value="${days[0]!.slots[0]}"`)).toBe(true);
    // The manage page: noindex, and an unknown token is the page's not-found answer, without a database error.
    const unknown = await t.app.inject({ method: "GET", url: `/se/booking/manage/${"B".repeat(43)}` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.includes("Bokningslänken är inte giltig")).toBe(true);
    expect(/<meta name="robots" content="noindex/.test(unknown.body)).toBe(true);
    expect((await t.app.inject({ method: "GET", url: "/se/booking/manage/short" })).statusCode).toBe(404);
  });

  it("refuses every invalid field, in the visitor's language, and stores nothing", async () => {
    const [slot] = await freeSlots();
    const cases: [Record<string, unknown>, string][] = [
      [{ start: slot, name: "" }, "name"],
      [{ start: slot, name: "x".repeat(201) }, "name"],
      [{ start: slot, email: "not-an-email" }, "email"],
      [{ start: slot, company: "  " }, "company"],
      [{ start: slot, topic: "" }, "topic"],
      [{ start: slot, topic: "x".repeat(2001) }, "topic"],
      [{ start: "tomorrow at ten" }, "start"],
      [{ start: undefined }, "start"],
    ];
    for (const [fields, field] of cases) {
      const res = await book(fields);
      expect(res.statusCode, field).toBe(400);
      const error = res.json().error;
      expect(error.code).toBe("validation");
      expect(Object.keys(error.fields)).toContain(field);
    }
    const swedish = await book({ start: slot, email: "nope", language: "se" });
    expect(swedish.json().error.fields.email).toBe("Ange en giltig e-postadress.");
    const notJson = await t.app.inject({ method: "POST", url: "/api/booking", headers: { "content-type": "application/json" }, payload: "{" });
    expect(notJson.statusCode).toBe(400);
    expect(await t.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
  });

  it("accepts only a start that is a free slot now", async () => {
    const slots = await freeSlots();
    const offGrid = new Date(new Date(slots[1]!).getTime() + 10 * 60_000).toISOString();
    expect((await book({ start: offGrid })).json().error.code).toBe("invalid_slot");
    const past = new Date(Date.now() - 3 * 86_400_000).toISOString().replace(/:\d\d\.\d+Z$/, ":00.000Z");
    expect((await book({ start: past })).statusCode).toBe(400);
    const beyond = new Date(new Date(slots.at(-1)!).getTime() + 40 * 86_400_000).toISOString();
    expect((await book({ start: beyond })).json().error.code).toBe("invalid_slot");
    // Inside the minimum notice: a slot of the hours, but not free.
    const soon = new Date(new Date(slots[0]!).getTime() - 60 * 60_000).toISOString();
    if (new Date(soon).getTime() > Date.now()) expect((await book({ start: soon })).statusCode).toBe(409);
    expect(await t.db.selectFrom("bookings").selectAll().execute()).toEqual([]);
  });

  it("books a free slot: the confirmation carries the .ics invitation and a manage link, staff get a notice", async () => {
    const slots = await freeSlots();
    const start = slots[5]!;
    const res = await book({ start, email: "kari.nordmann@example.no", name: "Kari Nordmann", language: "no" });
    expect(res.statusCode).toBe(201);
    const booking = res.json().booking;
    expect(booking.start).toBe(start);
    expect(new Date(booking.end).getTime() - new Date(start).getTime()).toBe(30 * 60_000);
    expect(await freeSlots()).not.toContain(start);

    const [mail] = await mailsTo("kari.nordmann@example.no");
    expect(mail!.kind).toBe("booking-confirmation");
    expect(mail!.subject).toMatch(/^Din samtale med /);
    expect(mail!.text_body).toContain("/no/booking/manage/");
    const [ics] = mail!.attachments!.map((file) => ({ ...file, content: file.content.replace(/\r\n[ \t]/g, "") }));
    expect(ics!.contentType).toContain("method=REQUEST");
    expect(ics!.content).toContain("METHOD:REQUEST");
    expect(ics!.content).toContain(`UID:booking-${booking.id}@www.example.se`);
    expect(ics!.content).toContain("SEQUENCE:0");
    expect(ics!.content).toMatch(/ATTENDEE;[^\r\n]*mailto:kari\.nordmann@example\.no/);
    expect(ics!.content).toMatch(/ORGANIZER;[^\r\n]*mailto:info@/i);
    const stamp = start.replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
    expect(ics!.content).toContain(`DTSTART:${stamp}`);

    const notice = (await mailsTo(t.config.contactInbox)).find((m) => m.kind === "booking-staff-confirmation");
    expect(notice?.text_body).toContain("Kari Nordmann");
    expect(notice?.reply_to).toBe("kari.nordmann@example.no");
  });

  it("gives a taken slot to nobody else: 409 with a localized message and the next free times", async () => {
    const slots = await freeSlots();
    const start = slots[2]!;
    expect((await book({ start })).statusCode).toBe(201);
    const again = await book({ start, language: "fi" });
    expect(again.statusCode).toBe(409);
    const error = again.json().error;
    expect(error.code).toBe("slot_taken");
    expect(error.message).toBe("Joku varasi tämän ajan juuri ennen sinua. Valitse toinen aika.");
    expect(error.nextFree).toHaveLength(3);
    expect(error.nextFree).not.toContain(start);
    for (const free of error.nextFree) expect(await freeSlots()).toContain(free);
  });

  it("lets exactly one of many simultaneous requests for one slot win", async () => {
    const start = (await freeSlots())[8]!;
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => book({ start, email: `racer${i}@example.se` })));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const loser of answers.filter((a) => a.statusCode === 409)) expect(loser.json().error.nextFree.length).toBeGreaterThan(0);
    const rows = await t.db.selectFrom("bookings").select("id").where("starts_at", "=", new Date(start)).where("status", "=", "confirmed").execute();
    expect(rows).toHaveLength(1);
  });

  it("has the database itself refuse a second confirmed booking at one start", async () => {
    const [row] = await t.db.selectFrom("bookings").selectAll().where("status", "=", "confirmed").limit(1).execute();
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = row!;
    await expect(
      t.db.insertInto("bookings").values({ ...copy, manage_token_hash: "another-hash" }).execute(),
    ).rejects.toMatchObject({ code: "23505" });
  });

  it("moves and cancels a booking through its manage link, with the invitation's sequence bumped", async () => {
    const slots = await freeSlots();
    const email = "manage.me@example.se";
    expect((await book({ start: slots[10]!, email, language: "se" })).statusCode).toBe(201);
    const token = tokenIn((await mailsTo(email))[0]!.text_body);

    expect((await t.app.inject({ method: "GET", url: "/api/booking/manage/short" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: `/api/booking/manage/${"A".repeat(43)}` })).statusCode).toBe(404);
    const view = await t.app.inject({ method: "GET", url: `/api/booking/manage/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json().booking.start).toBe(slots[10]);

    const takenStart = (await t.db.selectFrom("bookings").select("starts_at").where("email", "!=", email).where("status", "=", "confirmed").executeTakeFirstOrThrow()).starts_at;
    const taken = await t.app.inject({ method: "POST", url: `/api/booking/manage/${token}/reschedule`, payload: { start: new Date(takenStart).toISOString() } });
    expect(taken.statusCode).toBe(409);
    expect((await t.app.inject({ method: "POST", url: `/api/booking/manage/${token}/reschedule`, payload: { start: "soon" } })).statusCode).toBe(400);

    const moved = await t.app.inject({ method: "POST", url: `/api/booking/manage/${token}/reschedule`, payload: { start: slots[12]! } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().booking.start).toBe(slots[12]);
    const free = await freeSlots();
    expect(free).toContain(slots[10]);
    expect(free).not.toContain(slots[12]);
    const update = (await mailsTo(email)).find((m) => m.kind === "booking-rescheduled")!;
    expect(update.attachments![0]!.content).toContain("SEQUENCE:1");
    expect(update.attachments![0]!.content).toContain("METHOD:REQUEST");
    expect(tokenIn(update.text_body)).toBe(token);

    const cancelled = await t.app.inject({ method: "POST", url: `/api/booking/manage/${token}/cancel` });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().booking.status).toBe("cancelled");
    const cancelMail = (await mailsTo(email)).find((m) => m.kind === "booking-cancelled")!;
    expect(cancelMail.attachments![0]!.content).toContain("METHOD:CANCEL");
    expect(cancelMail.attachments![0]!.content).toContain("SEQUENCE:2");
    expect(cancelMail.attachments![0]!.content).toContain("STATUS:CANCELLED");
    expect(await freeSlots()).toContain(slots[12]);

    const twice = await t.app.inject({ method: "POST", url: `/api/booking/manage/${token}/cancel?language=en` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("This call has already been cancelled.");
    expect((await t.app.inject({ method: "POST", url: `/api/booking/manage/${token}/reschedule`, payload: { start: slots[14]! } })).statusCode).toBe(409);
  });

  it("shows staff the upcoming calls and lets them cancel one", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/staff/bookings" })).statusCode).toBe(401);
    expect((await customer.get("/api/staff/bookings")).statusCode).toBe(403);
    const start = (await freeSlots())[20]!;
    const made = await book({ start, email: "staff.cancel@example.se", language: "en" });
    const id = made.json().booking.id as string;
    const list = await agent.get("/api/staff/bookings");
    expect(list.statusCode).toBe(200);
    const upcoming = list.json().bookings as { id: string; start: string }[];
    expect(upcoming.map((b) => b.id)).toContain(id);
    expect([...upcoming].sort((a, b) => a.start.localeCompare(b.start))).toEqual(upcoming);

    expect((await customer.post(`/api/staff/bookings/${id}/cancel`)).statusCode).toBe(403);
    expect((await agent.post("/api/staff/bookings/not-a-uuid/cancel")).statusCode).toBe(404);
    expect((await agent.post("/api/staff/bookings/00000000-0000-4000-8000-000000000000/cancel")).statusCode).toBe(404);
    const cancelled = await agent.post(`/api/staff/bookings/${id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect((await agent.post(`/api/staff/bookings/${id}/cancel`)).statusCode).toBe(409);
    const mail = (await mailsTo("staff.cancel@example.se")).find((m) => m.kind === "booking-cancelled")!;
    expect(mail.subject).toMatch(/^Cancelled: /);
    expect(mail.attachments![0]!.content).toContain("METHOD:CANCEL");
    expect(((await agent.get("/api/staff/bookings")).json().bookings as { id: string }[]).map((b) => b.id)).not.toContain(id);
    expect(await freeSlots()).toContain(start);
  });

  it("limits bookings per client address", async () => {
    const slots = await freeSlots();
    const from = address();
    for (let i = 0; i < BOOKINGS_PER_CLIENT_PER_HOUR; i++) {
      expect((await book({ start: slots[30 + i * 2]!, email: `limit${i}@example.se` }, from)).statusCode).toBe(201);
    }
    const refused = await book({ start: slots[45]!, email: "limit-x@example.se" }, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.code).toBe("rate_limited");
    expect((await book({ start: slots[45]!, email: "limit-y@example.se" })).statusCode).toBe(201);
  });

  it("sends each reminder once, however many sweeps run at once", async () => {
    const start = (await freeSlots()).at(-1)!;
    const made = await book({ start, email: "remind.me@example.se" });
    const id = made.json().booking.id as string;
    expect(await t.services.bookings.sendDueReminders()).toBe(0);
    // The call comes within a day: move it there in the database, as time would.
    const soon = new Date(Date.now() + 3 * 60 * 60_000);
    await t.db.updateTable("bookings").set({ starts_at: soon, ends_at: new Date(soon.getTime() + 30 * 60_000) }).where("id", "=", id).execute();
    const sent = await Promise.all([t.services.bookings.sendDueReminders(), t.services.bookings.sendDueReminders(), t.services.bookings.sendDueReminders()]);
    expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
    const reminders = (await mailsTo("remind.me@example.se")).filter((m) => m.kind === "booking-reminder");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Reminder: /);
    expect(await t.services.bookings.sendDueReminders()).toBe(0);
  });
});
