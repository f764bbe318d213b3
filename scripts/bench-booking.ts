// The booking calendar's free-slot computation (server/booking/slots.ts) for a 30-day horizon with 200 confirmed
// bookings, buffers, notice and holidays — p95 over many runs, in process — beside a baseline measured in the same
// run: the same loop computing only the working-hour grid (no bookings, no holidays). Target p95 < 10 ms.
import type { BookingSettings } from "../app/booking/booking-contract.ts";
import { computeSlots, type BusyInterval } from "../server/booking/slots.ts";

const RUNS = 2000;
const WARM_UP = 200;
const BOOKINGS = 200;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function figures(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { runs: sorted.length, p50Ms: +percentile(sorted, 50).toFixed(3), p95Ms: +percentile(sorted, 95).toFixed(3), p99Ms: +percentile(sorted, 99).toFixed(3) };
}

export async function benchBooking() {
  const day = [{ start: "08:00", end: "12:00" }, { start: "13:00", end: "18:00" }];
  const settings: BookingSettings = {
    weeklyHours: [day, day, day, day, day, [{ start: "10:00", end: "14:00" }], []],
    slotMinutes: 30,
    bufferBeforeMinutes: 15,
    bufferAfterMinutes: 15,
    minNoticeMinutes: 240,
    horizonDays: 30,
  };
  const now = new Date("2026-12-15T07:00:00Z"); // across Christmas and New Year: holidays on the way
  // 200 bookings spread over the horizon's working hours, on the half hours, in no particular order.
  const bookings: BusyInterval[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    const start = new Date(now.getTime() + ((i * 7919) % (30 * 48)) * 30 * 60_000);
    bookings.push({ start, end: new Date(start.getTime() + 30 * 60_000) });
  }
  const baselineSettings: BookingSettings = { ...settings, minNoticeMinutes: 0, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 };
  const full = () => computeSlots({ settings, bookings, now });
  const grid = () => computeSlots({ settings: baselineSettings, bookings: [], now, holidays: false });
  for (let i = 0; i < WARM_UP; i++) {
    full();
    grid();
  }
  const fullTimes: number[] = [];
  const gridTimes: number[] = [];
  let slots = 0;
  // Interleaved, so both see the same machine load.
  for (let i = 0; i < RUNS; i++) {
    let start = performance.now();
    const days = full();
    fullTimes.push(performance.now() - start);
    start = performance.now();
    grid();
    gridTimes.push(performance.now() - start);
    if (i === 0) slots = days.reduce((sum, d) => sum + d.slots.length, 0);
  }
  return { horizonDays: settings.horizonDays, bookings: BOOKINGS, freeSlots: slots, slots: figures(fullTimes), baselineGridOnly: figures(gridTimes) };
}

if (import.meta.main) console.log(JSON.stringify(await benchBooking(), null, 2));
