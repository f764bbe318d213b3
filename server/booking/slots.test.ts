import { describe, expect, it } from "vitest";
import { DEFAULT_BOOKING_SETTINGS, parseRanges, type BookingSettings } from "../../app/booking/booking-contract.ts";
import { easterSunday, isSwedishHoliday, swedishHolidays } from "./holidays.ts";
import { computeSlots, isGridSlot, nextFreeSlots, stockholmDay } from "./slots.ts";

const weekdays = (ranges: { start: string; end: string }[]) => [ranges, ranges, ranges, ranges, ranges, ranges, ranges];
const settings = (over: Partial<BookingSettings> = {}): BookingSettings => ({
  ...DEFAULT_BOOKING_SETTINGS,
  weeklyHours: weekdays([{ start: "09:00", end: "16:00" }]),
  minNoticeMinutes: 0,
  ...over,
});
const dayOf = (days: ReturnType<typeof computeSlots>, day: string) => days.find((d) => d.day === day)?.slots ?? [];

describe("Swedish public holidays", () => {
  it("computes Easter by the anonymous Gregorian algorithm", () => {
    expect(easterSunday(2024)).toEqual([3, 31]);
    expect(easterSunday(2025)).toEqual([4, 20]);
    expect(easterSunday(2026)).toEqual([4, 5]);
    expect(easterSunday(2027)).toEqual([3, 28]);
    expect(easterSunday(2038)).toEqual([4, 25]);
  });

  it("knows the 2026 holidays by their dates", () => {
    expect(Object.fromEntries([...swedishHolidays(2026)].map(([day, name]) => [name, day]))).toEqual({
      nyarsdagen: "2026-01-01",
      trettondedagJul: "2026-01-06",
      langfredagen: "2026-04-03",
      paskdagen: "2026-04-05",
      annandagPask: "2026-04-06",
      forstaMaj: "2026-05-01",
      kristiHimmelsfardsdag: "2026-05-14",
      nationaldagen: "2026-06-06",
      midsommarafton: "2026-06-19",
      midsommardagen: "2026-06-20",
      allaHelgonsDag: "2026-10-31",
      julafton: "2026-12-24",
      juldagen: "2026-12-25",
      annandagJul: "2026-12-26",
      nyarsafton: "2026-12-31",
    });
  });

  it("places midsummer and All Saints on their weekdays in other years", () => {
    expect(isSwedishHoliday("2025-06-20")).toBe(true); // midsommarafton, Friday
    expect(isSwedishHoliday("2025-06-21")).toBe(true);
    expect(isSwedishHoliday("2025-11-01")).toBe(true); // alla helgons dag, Saturday
    expect(isSwedishHoliday("2025-05-29")).toBe(true); // Kristi himmelsfärd
    expect(isSwedishHoliday("2025-04-18")).toBe(true); // långfredagen
    expect(isSwedishHoliday("2025-06-19")).toBe(false);
    expect(isSwedishHoliday("2026-11-02")).toBe(false);
  });
});

describe("computeSlots", () => {
  it("cuts working hours into 30-minute slots in Stockholm time (winter: UTC+1)", () => {
    const days = computeSlots({ settings: settings(), bookings: [], now: new Date("2026-11-23T05:00:00Z") });
    const monday = dayOf(days, "2026-11-23");
    expect(monday).toHaveLength(14);
    expect(monday[0]).toBe("2026-11-23T08:00:00.000Z");
    expect(monday.at(-1)).toBe("2026-11-23T14:30:00.000Z");
    expect(days).toHaveLength(31);
  });

  it("handles the March clock change: the same wall-clock hours, an hour earlier in UTC", () => {
    const now = new Date("2026-03-27T00:00:00Z");
    const days = computeSlots({ settings: settings(), bookings: [], now });
    expect(dayOf(days, "2026-03-27")[0]).toBe("2026-03-27T08:00:00.000Z"); // Friday, CET
    expect(dayOf(days, "2026-03-30")[0]).toBe("2026-03-30T07:00:00.000Z"); // Monday, CEST
    expect(dayOf(days, "2026-03-30")).toHaveLength(14);
    // Hours across the change itself (Sunday 29 March, 02:00 → 03:00): the night has one hour less.
    const night = computeSlots({ settings: settings({ weeklyHours: weekdays([{ start: "00:00", end: "04:00" }]) }), bookings: [], now });
    expect(dayOf(night, "2026-03-29")).toHaveLength(6);
    expect(dayOf(night, "2026-03-28")).toHaveLength(8);
  });

  it("handles the October clock change", () => {
    const now = new Date("2026-10-23T00:00:00Z");
    const days = computeSlots({ settings: settings(), bookings: [], now });
    expect(dayOf(days, "2026-10-23")[0]).toBe("2026-10-23T07:00:00.000Z"); // CEST
    expect(dayOf(days, "2026-10-26")[0]).toBe("2026-10-26T08:00:00.000Z"); // CET
    const night = computeSlots({ settings: settings({ weeklyHours: weekdays([{ start: "00:00", end: "04:00" }]) }), bookings: [], now });
    expect(dayOf(night, "2026-10-25")).toHaveLength(10);
  });

  it("leaves out holidays, the minimum notice and days past the horizon", () => {
    const now = new Date("2026-12-22T08:10:00Z"); // Tuesday 09:10 in Stockholm
    const days = computeSlots({ settings: settings({ minNoticeMinutes: 240, horizonDays: 10 }), bookings: [], now });
    expect(dayOf(days, "2026-12-22")[0]).toBe("2026-12-22T12:30:00.000Z"); // 13:30, the first start ≥ 13:10
    expect(dayOf(days, "2026-12-24")).toEqual([]);
    expect(dayOf(days, "2026-12-25")).toEqual([]);
    expect(dayOf(days, "2026-12-23")).toHaveLength(14);
    expect(days.at(-1)!.day).toBe("2027-01-01");
    expect(dayOf(days, "2027-01-01")).toEqual([]);
  });

  it("removes booked slots and their buffers", () => {
    const booking = { start: new Date("2026-11-24T10:00:00Z"), end: new Date("2026-11-24T10:30:00Z") }; // 11:00–11:30
    const plain = dayOf(computeSlots({ settings: settings(), bookings: [booking], now: new Date("2026-11-23T00:00:00Z") }), "2026-11-24");
    expect(plain).not.toContain("2026-11-24T10:00:00.000Z");
    expect(plain).toContain("2026-11-24T09:30:00.000Z");
    expect(plain).toContain("2026-11-24T10:30:00.000Z");
    const buffered = dayOf(
      computeSlots({ settings: settings({ bufferBeforeMinutes: 15, bufferAfterMinutes: 15 }), bookings: [booking], now: new Date("2026-11-23T00:00:00Z") }),
      "2026-11-24",
    );
    expect(buffered).not.toContain("2026-11-24T09:30:00.000Z");
    expect(buffered).not.toContain("2026-11-24T10:30:00.000Z");
    expect(buffered).toContain("2026-11-24T09:00:00.000Z");
    expect(buffered).toContain("2026-11-24T11:00:00.000Z");
  });

  it("takes several ranges a day and closed days", () => {
    const hours = [[{ start: "13:00", end: "14:00" }, { start: "09:00", end: "10:00" }], [], [], [], [], [], []];
    const days = computeSlots({ settings: settings({ weeklyHours: hours }), bookings: [], now: new Date("2026-11-22T00:00:00Z") });
    expect(dayOf(days, "2026-11-23")).toEqual(["2026-11-23T08:00:00.000Z", "2026-11-23T08:30:00.000Z", "2026-11-23T12:00:00.000Z", "2026-11-23T12:30:00.000Z"]);
    expect(dayOf(days, "2026-11-24")).toEqual([]);
  });

  it("tells grid slots from other times, and lists the next free ones", () => {
    const s = settings();
    const now = new Date("2026-11-23T00:00:00Z");
    expect(isGridSlot(s, new Date("2026-11-24T08:30:00Z"), now)).toBe(true);
    expect(isGridSlot(s, new Date("2026-11-24T08:10:00Z"), now)).toBe(false);
    expect(isGridSlot(s, new Date("2026-11-24T16:00:00Z"), now)).toBe(false);
    expect(nextFreeSlots(computeSlots({ settings: s, bookings: [], now }), 2)).toEqual(["2026-11-23T08:00:00.000Z", "2026-11-23T08:30:00.000Z"]);
    expect(stockholmDay(new Date("2026-11-23T23:30:00Z"))).toBe("2026-11-24");
  });

  it("parses the console's range text", () => {
    expect(parseRanges("9:00-12:00, 13:00 – 16:30")).toEqual([{ start: "09:00", end: "12:00" }, { start: "13:00", end: "16:30" }]);
    expect(parseRanges("")).toEqual([]);
    expect(parseRanges("12:00-09:00")).toBeNull();
    expect(parseRanges("morning")).toBeNull();
  });
});
