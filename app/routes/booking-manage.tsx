// A booking's own page (/{lang}/booking/manage/{token}), reached from the link in the confirmation mail, without an
// account: the call's time, a button to cancel it, and the calendar to move it to another free time. The token
// (256 random bits, stored only hashed) is the key; the page is kept out of search engines and the render cache.
import { useEffect, useRef } from "react";
import { data, Form, Link, useNavigation } from "react-router";
import { BookingCalendar, formatDay, formatSlot, SlotChoices, useVisitorZone, ZoneNote } from "../booking/booking-calendar.tsx";
import { isManageToken, type BookingSummary } from "../booking/booking-contract.ts";
import { Head } from "../components/head.tsx";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { isLang } from "../lib/languages.ts";
import { bookingMessages } from "../lib/messages.server.ts";
import { loadPage, notFound } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { pagePath, type PageEntry } from "../lib/site-map.ts";
import type { Route } from "./+types/booking-manage";

const MANAGE_PAGE: PageEntry = { id: "bookingManage", slug: "booking/manage", kind: "area", noindex: true };
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args, MANAGE_PAGE);
  const { mail: _mail, ...texts } = bookingMessages(page.lang).booking;
  const base = { ...page, breadcrumbs: [], texts: { booking: texts } };
  const token = args.params.token;
  const { services } = args.context.get(requestContext);
  const booking = isManageToken(token) ? await services.bookings.findByToken(token) : null;
  if (!booking || !isManageToken(token)) return data({ ...base, booking: null, availability: null, day: null, slots: [] as string[] }, { status: 404 });
  const bookable = booking.status === "confirmed" && new Date(booking.start).getTime() > Date.now();
  const availability = bookable ? await services.bookings.availabilityFor(token) : null;
  const asked = pageUrl(args.request).searchParams.get("day");
  const days = availability?.days ?? [];
  const day = (asked && DAY_PATTERN.test(asked) ? days.find((d) => d.day === asked) : undefined) ?? days.find((d) => d.slots.length) ?? null;
  return { ...base, booking, availability, day: day?.day ?? null, slots: day?.slots ?? [] };
}

type ActionResult =
  | { ok: true; done: "cancelled" | "rescheduled"; booking: BookingSummary }
  | { ok: false; problem: "notFound" | "alreadyCancelled" | "past" | "invalidSlot" | "slotTaken" | "sendFailed"; nextFree?: string[] };

const PROBLEMS = { not_found: "notFound", already_cancelled: "alreadyCancelled", past: "past", invalid_slot: "invalidSlot", slot_taken: "slotTaken" } as const;

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLang(params.lang)) notFound(request);
  const token = params.token;
  if (!isManageToken(token)) return data({ ok: false, problem: "notFound" } satisfies ActionResult, { status: 404 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ ok: false, problem: "invalidSlot" } satisfies ActionResult, { status: 400 });
  }
  const { services } = context.get(requestContext);
  const intent = form.get("intent");
  const start = form.get("start");
  try {
    const result =
      intent === "cancel"
        ? await services.bookings.cancel({ token })
        : intent === "reschedule" && typeof start === "string" && !Number.isNaN(Date.parse(start))
          ? await services.bookings.reschedule(token, new Date(start).toISOString())
          : ({ ok: false, reason: "invalid_slot" } as const);
    if (result.ok) return { ok: true, done: intent === "cancel" ? "cancelled" : "rescheduled", booking: result.booking } satisfies ActionResult;
    const status = result.reason === "not_found" ? 404 : result.reason === "invalid_slot" ? 400 : 409;
    return data({ ok: false, problem: PROBLEMS[result.reason], nextFree: result.reason === "slot_taken" ? result.nextFree : undefined } satisfies ActionResult, { status });
  } catch (error) {
    console.error("booking change failed", error);
    return data({ ok: false, problem: "sendFailed" } satisfies ActionResult, { status: 500 });
  }
}

const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const button = "inline-flex items-center rounded-md px-5 py-2.5 font-semibold text-white disabled:opacity-70";

function ManageBody({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const zone = useVisitorZone();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const result = actionData as ActionResult | undefined;
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (result) notice.current?.focus();
  }, [result]);
  const booking = result?.ok ? result.booking : loaderData.booking;
  if (!booking) return <p className="mt-6 rounded-lg bg-slate-50 p-6 dark:bg-slate-900">{t("booking.errors.notFound")}</p>;
  const { availability, day, slots } = loaderData;
  const active = booking.status === "confirmed" && new Date(booking.start).getTime() > Date.now();
  return (
    <div className="mt-6 space-y-8">
      {result ? (
        <div
          ref={notice}
          tabIndex={-1}
          role={result.ok ? "status" : "alert"}
          className={`rounded-lg border p-4 outline-none ${result.ok ? "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100" : "border-red-700 bg-red-50 text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"}`}
        >
          <p className="font-semibold">
            {result.ok
              ? result.done === "cancelled"
                ? t("booking.manage.cancelled")
                : t("booking.manage.rescheduled", { time: formatSlot(lang, result.booking.start, zone, true) })
              : t(`booking.errors.${result.problem}`)}
          </p>
          {!result.ok && result.nextFree?.length ? (
            <p className="mt-2">
              {t("booking.nextFree")} {result.nextFree.map((slot) => formatSlot(lang, slot, zone, true)).join(", ")}
            </p>
          ) : null}
        </div>
      ) : null}
      <section className={card} aria-labelledby="manage-when">
        <h2 id="manage-when" className="text-xl font-bold">{t("booking.manage.when")}</h2>
        <p className="mt-2 text-lg">
          <time dateTime={booking.start}>{formatSlot(lang, booking.start, zone, true)}</time>
        </p>
        <ZoneNote zone={zone} />
        <p className="mt-2 font-semibold" data-testid="booking-status">
          {booking.status === "cancelled" ? t("booking.manage.statusCancelled") : t("booking.manage.statusConfirmed")}
        </p>
        <h3 className="mt-4 font-semibold">{t("booking.manage.topic")}</h3>
        <p className="mt-1 whitespace-pre-wrap break-words">{booking.topic}</p>
      </section>
      {active ? (
        <>
          <section className={card} aria-labelledby="manage-cancel">
            <h2 id="manage-cancel" className="text-xl font-bold">{t("booking.manage.cancelHeading")}</h2>
            <p className="mt-2">{t("booking.manage.cancelText")}</p>
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" disabled={busy} className={`${button} bg-red-700 hover:bg-red-800`}>{t("booking.manage.cancel")}</button>
            </Form>
          </section>
          {availability && day ? (
            <section className={card} aria-labelledby="manage-reschedule">
              <h2 id="manage-reschedule" className="text-xl font-bold">{t("booking.manage.rescheduleHeading")}</h2>
              <div className="mt-4 grid gap-8 lg:grid-cols-[auto_1fr]">
                <BookingCalendar days={availability.days} selected={day} hrefOf={(key) => `?day=${key}`} />
                {slots.length ? (
                  <Form method="post" className="space-y-4" key={day}>
                    <input type="hidden" name="intent" value="reschedule" />
                    <SlotChoices slots={slots} legend={t("booking.slotsHeading", { date: formatDay(lang, day) })} zone={zone} />
                    <button type="submit" disabled={busy} className={`${button} bg-brand-600 hover:bg-brand-700`}>{t("booking.manage.reschedule")}</button>
                  </Form>
                ) : (
                  <p>{t("booking.noSlots")}</p>
                )}
              </div>
            </section>
          ) : null}
        </>
      ) : (
        <p>
          <Link to={pagePath(lang, "booking")} className="font-semibold text-brand-700 underline dark:text-brand-100">{t("booking.manage.bookNew")}</Link>
        </p>
      )}
    </div>
  );
}

export default function BookingManagePage(props: Route.ComponentProps) {
  const { head, copy, texts } = props.loaderData;
  return (
    <article>
      <Head head={head} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <WithMessages messages={texts as unknown as Messages}>
        <ManageBody {...props} />
      </WithMessages>
    </article>
  );
}
