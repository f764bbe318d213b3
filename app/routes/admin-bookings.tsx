// The console's Bookings section (/{lang}/admin/bookings), for agents and administrators: the upcoming calls, each
// with a cancel button (the visitor gets the cancellation with METHOD:CANCEL), and the booking hours — weekly
// ranges per weekday in Stockholm time, call length, buffers, notice, horizon — which administrators change and
// agents read. Changes are calls to /api/staff/…; the page's data is read again after each.
import { useState, type FormEvent } from "react";
import { data, useRevalidator } from "react-router";
import { primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { formatSlot } from "../booking/booking-time.ts";
import { DEFAULT_BOOKING_SETTINGS, formatRanges, parseRanges, type BookingSettings, type BookingSummary } from "../booking/booking-contract.ts";
import { showToast } from "../components/toasts.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { readApiError } from "../lib/api-error-response.ts";
import { useI18n } from "../lib/i18n.tsx";
import { isLang, LANGUAGE_NAMES } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/admin-bookings";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "bookings");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const { bookings } = args.context.get(requestContext).services;
  const [upcoming, settings] = await Promise.all([bookings.upcoming(), bookings.settings()]);
  return { ...gate, upcoming, settings, canEdit: gate.staff.roles.includes("admin") };
}

const TOAST_MS = 5000;
const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm disabled:bg-slate-100 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:disabled:bg-slate-800";

async function callApi(path: string, lang: string, method: "POST" | "PUT", body?: object) {
  const response = await fetch(`${path}?language=${lang}`, {
    method,
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  }).catch(() => null);
  const json: unknown = await response?.json().catch(() => null);
  return { ok: Boolean(response?.ok), json };
}

function Upcoming({ upcoming }: { upcoming: BookingSummary[] }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  async function cancel(booking: BookingSummary) {
    const time = formatSlot(lang, booking.start, null, true);
    if (!window.confirm(t("bookings.cancelConfirm", { name: booking.name, time }))) return;
    setBusy(booking.id);
    const { ok, json } = await callApi(`/api/staff/bookings/${booking.id}/cancel`, lang, "POST");
    setBusy(null);
    showToast(ok ? { title: t("bookings.cancelled"), duration: TOAST_MS } : { title: t("bookings.failed"), description: readApiError(json)?.message, duration: TOAST_MS, variant: "destructive" });
    await revalidate();
  }
  return (
    <section className={card} aria-labelledby="bookings-upcoming">
      <h2 id="bookings-upcoming" className="text-xl font-bold">{t("bookings.upcomingHeading")}</h2>
      {upcoming.length === 0 ? (
        <p className="mt-3">{t("bookings.none")}</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 dark:border-slate-600">
                {(["when", "visitor", "company", "topic", "language", "actions"] as const).map((column) => (
                  <th key={column} scope="col" className="px-2 py-2 font-semibold">{t(`bookings.columns.${column}`)}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {upcoming.map((booking) => (
                <tr key={booking.id} className="border-b border-slate-200 align-top dark:border-slate-700" data-testid="booking-row">
                  <td className="px-2 py-2 whitespace-nowrap"><time dateTime={booking.start}>{formatSlot(lang, booking.start, null, true)}</time></td>
                  <td className="px-2 py-2">
                    {booking.name}
                    <br />
                    <a href={`mailto:${booking.email}`} className="text-brand-700 underline dark:text-brand-100">{booking.email}</a>
                  </td>
                  <td className="px-2 py-2">{booking.company}</td>
                  <td className="max-w-xs px-2 py-2 whitespace-pre-wrap break-words">{booking.topic}</td>
                  <td className="px-2 py-2">{isLang(booking.language) ? LANGUAGE_NAMES[booking.language] : booking.language}</td>
                  <td className="px-2 py-2">
                    <button
                      type="button"
                      className={secondaryButton}
                      disabled={busy === booking.id}
                      aria-label={t("bookings.cancelLabel", { name: booking.name, time: formatSlot(lang, booking.start, null, true) })}
                      onClick={() => void cancel(booking)}
                    >
                      {t("bookings.cancel")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

const NUMBER_FIELDS = [
  ["slotMinutes", "bookings.slotMinutes", 10, 240],
  ["bufferBeforeMinutes", "bookings.bufferBefore", 0, 240],
  ["bufferAfterMinutes", "bookings.bufferAfter", 0, 240],
  ["minNoticeMinutes", "bookings.minNotice", 0, 20160],
  ["horizonDays", "bookings.horizon", 1, 365],
] as const;

function Settings({ settings, canEdit }: { settings: BookingSettings | null; canEdit: boolean }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shown = settings ?? DEFAULT_BOOKING_SETTINGS;
  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const weeklyHours = [];
    for (let day = 0; day < 7; day++) {
      const ranges = parseRanges(String(form.get(`day-${day}`) ?? ""));
      if (!ranges) {
        setProblem(t("bookings.errors.invalidRanges", { day: t(`bookings.weekdays.${day}`) }));
        return;
      }
      weeklyHours.push(ranges);
    }
    const body = { weeklyHours, ...Object.fromEntries(NUMBER_FIELDS.map(([name]) => [name, Number(form.get(name))])) };
    setBusy(true);
    const { ok, json } = await callApi("/api/staff/booking-settings", lang, "PUT", body);
    setBusy(false);
    setProblem(ok ? null : (readApiError(json)?.message ?? t("bookings.failed")));
    if (ok) showToast({ title: t("bookings.saved"), duration: TOAST_MS });
    await revalidate();
  }
  return (
    <section className={card} aria-labelledby="bookings-settings">
      <h2 id="bookings-settings" className="text-xl font-bold">{t("bookings.settingsHeading")}</h2>
      <p className="mt-2 text-sm">{t("bookings.settingsIntro")}</p>
      {!settings ? <p className="mt-2 text-sm font-semibold">{t("bookings.notConfigured")}</p> : null}
      {!canEdit ? <p className="mt-2 text-sm font-semibold">{t("bookings.readOnly")}</p> : null}
      <form onSubmit={(event) => void save(event)} className="mt-4 space-y-4" aria-labelledby="bookings-settings">
        {problem ? <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-900 dark:bg-red-950 dark:text-red-100">{problem}</p> : null}
        <fieldset disabled={!canEdit || busy} className="space-y-4">
          <p id="ranges-hint" className="text-sm text-slate-700 dark:text-slate-300">{t("bookings.rangesHint")}</p>
          <div className="grid gap-3 sm:grid-cols-2">
            {shown.weeklyHours.map((ranges, day) => (
              <div key={day}>
                <label htmlFor={`day-${day}`} className="block font-semibold">{t(`bookings.weekdays.${day}`)}</label>
                <input id={`day-${day}`} name={`day-${day}`} defaultValue={formatRanges(ranges)} aria-describedby="ranges-hint" className={inputClass} />
              </div>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-3">
            {NUMBER_FIELDS.map(([name, label, min, max]) => (
              <div key={name}>
                <label htmlFor={`setting-${name}`} className="block font-semibold">{t(label)}</label>
                <input id={`setting-${name}`} name={name} type="number" min={min} max={max} required defaultValue={shown[name]} className={inputClass} />
              </div>
            ))}
          </div>
          {canEdit ? <button type="submit" className={primaryButton}>{t("bookings.save")}</button> : null}
        </fieldset>
      </form>
    </section>
  );
}

type Granted = Extract<Route.ComponentProps["loaderData"], { upcoming: unknown }>;

function BookingsSection({ data }: { data: Granted }) {
  const { t } = useI18n();
  return (
    <>
      <SectionHeading section="bookings" intro={t("bookings.intro")} />
      <div className="space-y-6">
        <Upcoming upcoming={data.upcoming} />
        <Settings key={JSON.stringify(data.settings)} settings={data.settings} canEdit={data.canEdit} />
      </div>
    </>
  );
}

export default function AdminBookingsPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"upcoming" in loaderData ? <BookingsSection data={loaderData} /> : null}</ConsoleFrame>;
}
