// Booking a call: what the page, the console and the API share — the settings' shape and limits, the wire shapes,
// and the field limits of the booking form. Times on the wire are UTC instants (ISO 8601); the calendar's days
// are Stockholm days "YYYY-MM-DD".
import { z } from "zod";

export const BOOKING_TIME_ZONE = "Europe/Stockholm";

/** "HH:MM" on a 24-hour clock, 00:00–24:00. */
const clock = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);

export function minutesOf(time: string): number {
  const [h, m] = time.split(":").map(Number);
  return h! * 60 + m!;
}

export const hoursRange = z
  .object({ start: clock, end: clock })
  .refine((range) => minutesOf(range.start) < minutesOf(range.end), { message: "range" });
export type HoursRange = z.infer<typeof hoursRange>;

/** Monday first (ISO weekday 1 at index 0), up to four ranges a day, not overlapping. */
const weeklyHours = z
  .array(z.array(hoursRange).max(4))
  .length(7)
  .refine(
    (days) =>
      days.every((ranges) => {
        const sorted = [...ranges].sort((a, b) => minutesOf(a.start) - minutesOf(b.start));
        return sorted.every((range, i) => i === 0 || minutesOf(sorted[i - 1]!.end) <= minutesOf(range.start));
      }),
    { message: "overlap" },
  );

export const bookingSettingsSchema = z.object({
  weeklyHours,
  slotMinutes: z.number().int().min(10).max(240),
  bufferBeforeMinutes: z.number().int().min(0).max(240),
  bufferAfterMinutes: z.number().int().min(0).max(240),
  minNoticeMinutes: z.number().int().min(0).max(14 * 24 * 60),
  horizonDays: z.number().int().min(1).max(365),
});
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;

export const DEFAULT_BOOKING_SETTINGS: BookingSettings = {
  weeklyHours: [[], [], [], [], [], [], []],
  slotMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  minNoticeMinutes: 240,
  horizonDays: 30,
};

export const BOOKING_FIELD_MAX = { name: 200, email: 254, company: 200, topic: 2000 } as const;

export const bookingRequestSchema = z.object({
  start: z.iso.datetime({ offset: true }),
  name: z.string().trim().min(1).max(BOOKING_FIELD_MAX.name),
  email: z.email().trim().max(BOOKING_FIELD_MAX.email),
  company: z.string().trim().min(1).max(BOOKING_FIELD_MAX.company),
  topic: z.string().trim().min(1).max(BOOKING_FIELD_MAX.topic),
});
export type BookingField = "start" | "name" | "email" | "company" | "topic";

export interface AvailableDay {
  /** Stockholm day "YYYY-MM-DD". */
  day: string;
  /** Free slot starts, UTC ISO instants, in order. */
  slots: string[];
}

export interface Availability {
  timeZone: string;
  slotMinutes: number;
  days: AvailableDay[];
}

export interface BookingSummary {
  id: string;
  start: string;
  end: string;
  status: "confirmed" | "cancelled";
  name: string;
  email: string;
  company: string;
  topic: string;
  language: string;
  createdAt: string;
}

/** Weekly hours as the console's text field per weekday: "09:00-12:00, 13:00-16:00". */
export function formatRanges(ranges: HoursRange[]): string {
  return ranges.map((range) => `${range.start}-${range.end}`).join(", ");
}

/** The reverse of formatRanges; null when the text is not ranges. An empty text is a closed day. */
export function parseRanges(text: string): HoursRange[] | null {
  const parts = text.split(",").map((part) => part.trim()).filter(Boolean);
  const ranges: HoursRange[] = [];
  for (const part of parts) {
    const match = /^(\d{1,2}):(\d{2})\s*[-–]\s*(\d{1,2}):(\d{2})$/.exec(part);
    if (!match) return null;
    const pad = (h: string, m: string) => `${h.padStart(2, "0")}:${m}`;
    const range = { start: pad(match[1]!, match[2]!), end: pad(match[3]!, match[4]!) };
    if (!hoursRange.safeParse(range).success) return null;
    ranges.push(range);
  }
  return ranges;
}

/** A plausible manage token (256 random bits, base64url), checked before any database lookup. */
export function isManageToken(value: unknown): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
