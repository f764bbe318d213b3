// DEMO_CONTENT=true: example booking hours (clearly example content) on an empty database — Monday to Friday
// 09:00–16:00 Stockholm time, 30-minute calls, a 15-minute buffer, 4 hours' notice, 30 days ahead.
import type { BookingSettings } from "../../app/booking/booking-contract.ts";
import type { DemoSeed } from "../content/demo-content.ts";

const workday = [{ start: "09:00", end: "16:00" }];

export const DEMO_BOOKING_SETTINGS: BookingSettings = {
  weeklyHours: [workday, workday, workday, workday, workday, [], []],
  slotMinutes: 30,
  bufferBeforeMinutes: 15,
  bufferAfterMinutes: 15,
  minNoticeMinutes: 240,
  horizonDays: 30,
};

export const bookingDemoSeed: DemoSeed = {
  name: "booking hours (example content)",
  async seed(services) {
    const bookings = await services.db.selectFrom("bookings").select("id").limit(1).execute();
    if (bookings.length || (await services.bookings.settings())) return;
    await services.bookings.saveSettings(DEMO_BOOKING_SETTINGS, null);
  },
};
