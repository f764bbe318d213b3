// The free slots of the booking calendar, as a pure function: the weekly working hours (Stockholm wall-clock time)
// of each day from today to the horizon, cut into slots, minus Swedish public holidays, minus the minimum notice,
// minus every confirmed booking widened by the buffers. Wall-clock times become instants through @date-fns/tz, so
// the days of the March and October clock changes come out right; within a range slots step in real minutes.
import { TZDate, tzOffset } from "@date-fns/tz";
import { BOOKING_TIME_ZONE, minutesOf, type AvailableDay, type BookingSettings } from "../../app/booking/booking-contract.ts";
import { dayKey, isSwedishHoliday } from "./holidays.ts";

const MINUTE = 60_000;
const DAY = 86_400_000;

export interface BusyInterval {
  start: Date;
  end: Date;
}

export interface SlotQuery {
  settings: BookingSettings;
  /** Confirmed bookings (any order). */
  bookings: BusyInterval[];
  now: Date;
  /** Leave out holidays (true by default; false only for the bench's baseline). */
  holidays?: boolean;
}

/** The Stockholm calendar day of an instant. */
export function stockholmDay(instant: Date): string {
  const local = new TZDate(instant.getTime(), BOOKING_TIME_ZONE);
  return dayKey(local.getFullYear(), local.getMonth() + 1, local.getDate());
}

/**
 * The instant of a Stockholm wall-clock time on a day: the time read as UTC, less the zone's offset at that moment
 * (asked again at the result, which settles the hours next to a clock change). tzOffset caches its formatter, so
 * this is cheaper than a TZDate per time.
 */
function wallClock(year: number, month: number, day: number, minutes: number): number {
  const asUtc = Date.UTC(year, month - 1, day, 0, minutes);
  const first = tzOffset(BOOKING_TIME_ZONE, new Date(asUtc));
  const instant = asUtc - first * MINUTE;
  const second = tzOffset(BOOKING_TIME_ZONE, new Date(instant));
  return second === first ? instant : asUtc - second * MINUTE;
}

/** Every day from today (Stockholm) to the horizon, with the free slot starts of each (days without any included). */
export function computeSlots({ settings, bookings, now, holidays = true }: SlotQuery): AvailableDay[] {
  const slotMs = settings.slotMinutes * MINUTE;
  const earliest = now.getTime() + settings.minNoticeMinutes * MINUTE;
  const latest = now.getTime() + settings.horizonDays * DAY;
  const before = settings.bufferBeforeMinutes * MINUTE;
  const after = settings.bufferAfterMinutes * MINUTE;
  // A slot [s, s+len) is taken when it meets a booking widened by the buffers: [b.start - before, b.end + after).
  const busy = bookings
    .map((booking) => ({ start: booking.start.getTime() - before, end: booking.end.getTime() + after }))
    .sort((a, b) => a.start - b.start);
  let next = 0;

  const today = new TZDate(now.getTime(), BOOKING_TIME_ZONE);
  const days: AvailableDay[] = [];
  for (let offset = 0; offset <= settings.horizonDays; offset++) {
    // Calendar arithmetic on a UTC date: the day after a clock change is still the next day.
    const date = new Date(Date.UTC(today.getFullYear(), today.getMonth(), today.getDate() + offset));
    const year = date.getUTCFullYear();
    const month = date.getUTCMonth() + 1;
    const dayOfMonth = date.getUTCDate();
    const key = dayKey(year, month, dayOfMonth);
    const slots: string[] = [];
    const ranges = settings.weeklyHours[(date.getUTCDay() + 6) % 7] ?? [];
    if (!(holidays && ranges.length && isSwedishHoliday(key))) {
      const sorted = ranges.length > 1 ? [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start)) : ranges;
      for (const range of sorted) {
        const rangeEnd = wallClock(year, month, dayOfMonth, minutesOf(range.end));
        for (let start = wallClock(year, month, dayOfMonth, minutesOf(range.start)); start + slotMs <= rangeEnd; start += slotMs) {
          if (start < earliest || start > latest) continue;
          const end = start + slotMs;
          // Bookings that end before this slot can start are behind every later slot too.
          while (next < busy.length && busy[next]!.end <= start) next++;
          let taken = false;
          for (let i = next; i < busy.length && busy[i]!.start < end; i++) {
            if (busy[i]!.end > start) {
              taken = true;
              break;
            }
          }
          if (!taken) slots.push(new Date(start).toISOString());
        }
      }
    }
    days.push({ day: key, slots });
  }
  return days;
}

/** Whether a start is a slot of the working hours from now to the horizon at all (ignoring bookings and notice). */
export function isGridSlot(settings: BookingSettings, start: Date, now: Date): boolean {
  const days = computeSlots({ settings: { ...settings, minNoticeMinutes: 0 }, bookings: [], now, holidays: true });
  const iso = start.toISOString();
  return days.some((day) => day.slots.includes(iso));
}

/** The first `count` free slots from a list of days. */
export function nextFreeSlots(days: AvailableDay[], count = 3): string[] {
  const found: string[] = [];
  for (const day of days) {
    for (const slot of day.slots) {
      found.push(slot);
      if (found.length === count) return found;
    }
  }
  return found;
}
