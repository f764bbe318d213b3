// DEMO_CONTENT's booking hours: published on an empty database (Mon–Fri 09:00–16:00, 30-minute calls, 15-minute
// buffers, 4 hours' notice, 30 days), and never over hours staff have saved.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { bookingDemoSeed, DEMO_BOOKING_SETTINGS } from "./demo-seed.ts";
import { DEMO_SEEDS } from "../content/demo-content.ts";

describe("booking demo hours", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ DEMO_CONTENT: "true" });
  });
  afterAll(async () => {
    await t.close();
  });

  it("is one of the demo seeds, and publishes the example hours on an empty database", async () => {
    expect(DEMO_SEEDS).toContain(bookingDemoSeed);
    expect(await t.services.bookings.settings()).toBeNull();
    await bookingDemoSeed.seed(t.services);
    expect(await t.services.bookings.settings()).toEqual(DEMO_BOOKING_SETTINGS);
    expect(DEMO_BOOKING_SETTINGS.weeklyHours.slice(0, 5).every((day) => day[0]?.start === "09:00" && day[0]?.end === "16:00")).toBe(true);
    expect(DEMO_BOOKING_SETTINGS.weeklyHours.slice(5)).toEqual([[], []]);
    const free = (await t.services.bookings.availability()).days.filter((d) => d.slots.length);
    expect(free.length).toBeGreaterThan(10);
  });

  it("leaves hours staff saved alone", async () => {
    const own = { ...DEMO_BOOKING_SETTINGS, slotMinutes: 45 };
    await t.services.bookings.saveSettings(own, null);
    await bookingDemoSeed.seed(t.services);
    expect(await t.services.bookings.settings()).toEqual(own);
  });
});
