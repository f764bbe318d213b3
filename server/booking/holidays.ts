// Swedish public holidays (and the eves that offices keep closed) as Stockholm calendar days "YYYY-MM-DD": the days
// no call is booked. Easter by the anonymous Gregorian algorithm; the movable ones follow from it or from the weekday.

/** Easter Sunday of a year, as [month 1–12, day]. */
export function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

export function dayKey(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

function keyOfUtc(date: Date): string {
  return dayKey(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

/** The first day from `month`/`from` on (inclusive) that falls on `weekday` (0 Sunday … 6 Saturday). */
function firstWeekdayFrom(year: number, month: number, from: number, weekday: number): Date {
  const date = new Date(Date.UTC(year, month - 1, from));
  date.setUTCDate(date.getUTCDate() + ((weekday - date.getUTCDay() + 7) % 7));
  return date;
}

export type HolidayName =
  | "nyarsdagen"
  | "trettondedagJul"
  | "langfredagen"
  | "paskdagen"
  | "annandagPask"
  | "forstaMaj"
  | "kristiHimmelsfardsdag"
  | "nationaldagen"
  | "midsommarafton"
  | "midsommardagen"
  | "allaHelgonsDag"
  | "julafton"
  | "juldagen"
  | "annandagJul"
  | "nyarsafton";

/** The year's holidays, day → name. */
export function swedishHolidays(year: number): Map<string, HolidayName> {
  const [em, ed] = easterSunday(year);
  const easter = Date.UTC(year, em - 1, ed);
  const fromEaster = (days: number) => keyOfUtc(new Date(easter + days * 86_400_000));
  const midsummerEve = firstWeekdayFrom(year, 6, 19, 5);
  return new Map<string, HolidayName>([
    [dayKey(year, 1, 1), "nyarsdagen"],
    [dayKey(year, 1, 6), "trettondedagJul"],
    [fromEaster(-2), "langfredagen"],
    [fromEaster(0), "paskdagen"],
    [fromEaster(1), "annandagPask"],
    [dayKey(year, 5, 1), "forstaMaj"],
    [fromEaster(39), "kristiHimmelsfardsdag"],
    [dayKey(year, 6, 6), "nationaldagen"],
    [keyOfUtc(midsummerEve), "midsommarafton"],
    [keyOfUtc(new Date(midsummerEve.getTime() + 86_400_000)), "midsommardagen"],
    [keyOfUtc(firstWeekdayFrom(year, 10, 31, 6)), "allaHelgonsDag"],
    [dayKey(year, 12, 24), "julafton"],
    [dayKey(year, 12, 25), "juldagen"],
    [dayKey(year, 12, 26), "annandagJul"],
    [dayKey(year, 12, 31), "nyarsafton"],
  ]);
}

const cache = new Map<number, Map<string, HolidayName>>();

/** True when a Stockholm calendar day "YYYY-MM-DD" is a holiday. */
export function isSwedishHoliday(day: string): boolean {
  const year = Number(day.slice(0, 4));
  let holidays = cache.get(year);
  if (!holidays) {
    holidays = swedishHolidays(year);
    cache.set(year, holidays);
  }
  return holidays.has(day);
}
