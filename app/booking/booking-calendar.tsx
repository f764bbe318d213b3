// The booking calendar's parts, shared by the booking page and the manage page: a react-day-picker month grid whose
// bookable days are plain links (?day=YYYY-MM-DD, so it works without JavaScript), the free times of a day as radio
// buttons, and the times relabelled in the visitor's own time zone once the page runs in their browser.
import { DayPicker, type DayButtonProps } from "react-day-picker";
import { enGB } from "date-fns/locale/en-GB";
import { fi } from "date-fns/locale/fi";
import { nb } from "date-fns/locale/nb";
import { sv } from "date-fns/locale/sv";
import { Link } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { BOOKING_TIME_ZONE, type AvailableDay } from "./booking-contract.ts";
import { dateOfKey, formatSlot } from "./booking-time.ts";

export { formatDay, formatSlot, useVisitorZone } from "./booking-time.ts";

const DATE_LOCALES = { se: sv, en: enGB, fi, no: nb } as const;


function keyOfDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
}

/** Which zone the times are in: Swedish time on the server, the visitor's own once known. */
export function ZoneNote({ zone }: { zone: string | null }) {
  const { t } = useI18n();
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="zone-note">
      {zone && zone !== BOOKING_TIME_ZONE ? t("booking.timeZoneVisitor", { zone }) : t("booking.timeZoneServer")}
    </p>
  );
}

/** The month grid; `hrefOf` gives a bookable day's link. Days without free times cannot be chosen. */
export function BookingCalendar({ days, selected, hrefOf }: { days: AvailableDay[]; selected: string | null; hrefOf: (day: string) => string }) {
  const { lang, t } = useI18n();
  const open = new Set(days.filter((day) => day.slots.length).map((day) => day.day));
  if (!days.length) return null;
  const first = dateOfKey(days[0]!.day);
  const last = dateOfKey(days.at(-1)!.day);
  const months = (last.getFullYear() - first.getFullYear()) * 12 + last.getMonth() - first.getMonth() + 1;

  function DayLink({ day, modifiers, children, className, ...rest }: DayButtonProps) {
    const key = keyOfDate(day.date);
    const label = rest["aria-label"];
    if (modifiers.disabled || !open.has(key)) {
      return (
        <span aria-disabled="true" className="flex h-10 w-10 items-center justify-center rounded-full text-slate-400 dark:text-slate-500">
          {children}
        </span>
      );
    }
    const chosen = key === selected;
    return (
      <Link
        to={hrefOf(key)}
        preventScrollReset
        aria-label={label}
        aria-current={chosen ? "date" : undefined}
        className={`flex h-10 w-10 items-center justify-center rounded-full font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 ${
          chosen ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-800 dark:bg-slate-800 dark:text-brand-100"
        }`}
      >
        {children}
      </Link>
    );
  }

  return (
    <div>
      <p className="mb-2 text-sm text-slate-700 dark:text-slate-300">{t("booking.calendarHint")}</p>
      <DayPicker
        locale={DATE_LOCALES[lang]}
        month={first}
        startMonth={first}
        endMonth={last}
        numberOfMonths={months}
        hideNavigation
        showOutsideDays={false}
        disabled={(date) => !open.has(keyOfDate(date))}
        selected={selected ? dateOfKey(selected) : undefined}
        mode="single"
        components={{ DayButton: DayLink }}
        classNames={{
          months: "flex flex-wrap gap-8",
          month_caption: "mb-2 text-lg font-bold capitalize",
          weekday: "h-8 w-10 text-xs font-semibold uppercase text-slate-600 dark:text-slate-300",
          day: "p-0.5 text-center",
        }}
      />
    </div>
  );
}

/** The free times of a day as radio buttons named `start`. */
export function SlotChoices({ slots, legend, defaultValue, zone }: { slots: string[]; legend: string; defaultValue?: string; zone: string | null }) {
  const { lang } = useI18n();
  return (
    <fieldset>
      <legend className="text-lg font-bold">{legend}</legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {slots.map((slot) => (
          <label
            key={slot}
            className="cursor-pointer rounded-md border border-slate-400 px-3 py-2 font-semibold has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 dark:border-slate-500"
          >
            <input type="radio" name="start" value={slot} defaultChecked={slot === defaultValue} className="sr-only" required />
            <time dateTime={slot}>{formatSlot(lang, slot, zone)}</time>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
