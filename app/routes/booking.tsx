// Booking a call (/{lang}/booking): a calendar of the days with free times, the free times of the chosen day
// (?day=YYYY-MM-DD), and the visitor's details. A plain form post to this route's action, so it works without
// JavaScript; the server checks everything again and accepts only a start that is free at that moment. A slot
// someone else took first comes back with the message and the next free times to choose from.
import { useEffect, useRef } from "react";
import { data, Form, useNavigation } from "react-router";
import { BookingCalendar, formatDay, formatSlot, SlotChoices, useVisitorZone, ZoneNote } from "../booking/booking-calendar.tsx";
import { BOOKING_FIELD_MAX, bookingRequestSchema, type BookingField } from "../booking/booking-contract.ts";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { isLang } from "../lib/languages.ts";
import { bookingMessages } from "../lib/messages.server.ts";
import { loadPage, notFound } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { formatWait } from "../lib/wait-time.ts";
import type { Route } from "./+types/booking";

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const { services } = args.context.get(requestContext);
  const availability = await services.bookings.availability();
  const asked = pageUrl(args.request).searchParams.get("day");
  const open = availability.days.filter((day) => day.slots.length);
  const day = (asked && DAY_PATTERN.test(asked) ? availability.days.find((d) => d.day === asked) : undefined) ?? open[0] ?? null;
  const { mail: _mail, ...texts } = bookingMessages(page.lang).booking;
  return { ...page, texts: { booking: texts }, availability, day: day?.day ?? null, slots: day?.slots ?? [] };
}

type Values = Partial<Record<BookingField, string>>;

type ActionResult =
  | { ok: true; email: string; start: string }
  | { ok: false; fields: BookingField[]; values: Values; problem?: "slotTaken" | "invalidSlot" | "rateLimited" | "sendFailed"; nextFree?: string[]; retryAfterSeconds?: number };

export async function action({ request, params, context }: Route.ActionArgs) {
  if (!isLang(params.lang)) notFound(request);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data({ ok: false, fields: [], values: {}, problem: "sendFailed" } satisfies ActionResult, { status: 400 });
  }
  const read = (name: BookingField) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const values: Values = { start: read("start"), name: read("name"), email: read("email"), company: read("company"), topic: read("topic") };
  const parsed = bookingRequestSchema.safeParse(values);
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0])))] as BookingField[];
    return data({ ok: false, fields, values } satisfies ActionResult, { status: 400 });
  }
  const { services, clientAddress } = context.get(requestContext);
  try {
    const result = await services.bookings.book(parsed.data, { language: params.lang, clientKey: clientAddress });
    if (result.ok) return { ok: true, email: result.booking.email, start: result.booking.start } satisfies ActionResult;
    if (result.reason === "rate_limited") {
      return data({ ok: false, fields: [], values, problem: "rateLimited", retryAfterSeconds: result.retryAfterSeconds } satisfies ActionResult, {
        status: 429,
        headers: { "Retry-After": String(result.retryAfterSeconds) },
      });
    }
    if (result.reason === "slot_taken") {
      return data({ ok: false, fields: [], values, problem: "slotTaken", nextFree: result.nextFree } satisfies ActionResult, { status: 409 });
    }
    return data({ ok: false, fields: ["start"], values, problem: "invalidSlot" } satisfies ActionResult, { status: 400 });
  } catch (error) {
    console.error("booking failed", error);
    return data({ ok: false, fields: [], values, problem: "sendFailed" } satisfies ActionResult, { status: 500 });
  }
}

export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

const input =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
const errorText = "mt-1 text-sm font-medium text-red-700 dark:text-red-300";

const FIELDS: { name: Exclude<BookingField, "start" | "topic">; type: string; autoComplete: string }[] = [
  { name: "name", type: "text", autoComplete: "name" },
  { name: "email", type: "email", autoComplete: "email" },
  { name: "company", type: "text", autoComplete: "organization" },
];

function BookingForm({ slots, day, failed, zone }: { slots: string[]; day: string; failed?: Extract<ActionResult, { ok: false }>; zone: string | null }) {
  const { lang, t } = useI18n();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  const summary = useRef<HTMLDivElement>(null);
  const invalid = new Set(failed?.fields ?? []);
  useEffect(() => {
    if (failed) summary.current?.focus();
  }, [failed]);
  const problem =
    failed?.problem === "slotTaken"
      ? t("booking.errors.slotTaken")
      : failed?.problem === "invalidSlot"
        ? t("booking.errors.invalidSlot")
        : failed?.problem === "rateLimited"
          ? t("booking.errors.rateLimited", { wait: formatWait(lang, failed.retryAfterSeconds ?? 60) })
          : failed?.problem === "sendFailed"
            ? t("booking.errors.sendFailed")
            : invalid.size
              ? t("booking.errors.invalid")
              : null;
  const values = failed?.values ?? {};
  const nextFree = failed?.nextFree ?? [];
  return (
    <Form method="post" noValidate className="space-y-6" aria-labelledby="booking-form-heading">
      {problem ? (
        <div ref={summary} tabIndex={-1} role="alert" className="rounded-lg border border-red-700 bg-red-50 p-4 text-red-900 outline-none dark:border-red-400 dark:bg-red-950 dark:text-red-100">
          <p className="font-semibold">{problem}</p>
          {invalid.size && !failed?.problem ? (
            <ul className="mt-2 list-disc pl-5">
              {[...invalid].map((field) => (
                <li key={field}>
                  <a href={`#booking-${field}`} className="underline">{t(`booking.errors.fields.${field}`)}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {nextFree.length ? (
        <fieldset data-testid="next-free">
          <legend className="text-lg font-bold">{t("booking.nextFree")}</legend>
          <div className="mt-3 flex flex-wrap gap-2">
            {nextFree.map((slot) => (
              <label key={slot} className="cursor-pointer rounded-md border border-slate-400 px-3 py-2 font-semibold has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 dark:border-slate-500">
                <input type="radio" name="start" value={slot} className="sr-only" />
                <time dateTime={slot}>{formatSlot(lang, slot, zone, true)}</time>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      <div id="booking-start">
        <SlotChoices slots={slots} legend={t("booking.slotsHeading", { date: formatDay(lang, day) })} defaultValue={nextFree.length ? undefined : values.start} zone={zone} />
        {invalid.has("start") ? <p className={errorText}>{t("booking.errors.fields.start")}</p> : null}
      </div>
      <h2 id="booking-form-heading" className="text-xl font-bold">{t("booking.formHeading")}</h2>
      {FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`booking-${field.name}`} className="block font-semibold">{t(`booking.fields.${field.name}`)}</label>
          <input
            id={`booking-${field.name}`}
            name={field.name}
            type={field.type}
            autoComplete={field.autoComplete}
            required
            maxLength={BOOKING_FIELD_MAX[field.name]}
            defaultValue={values[field.name] ?? ""}
            aria-invalid={invalid.has(field.name) || undefined}
            aria-describedby={invalid.has(field.name) ? `booking-${field.name}-error` : undefined}
            className={input}
          />
          {invalid.has(field.name) ? <p id={`booking-${field.name}-error`} className={errorText}>{t(`booking.errors.fields.${field.name}`)}</p> : null}
        </div>
      ))}
      <div>
        <label htmlFor="booking-topic" className="block font-semibold">{t("booking.fields.topic")}</label>
        <textarea
          id="booking-topic"
          name="topic"
          rows={4}
          required
          maxLength={BOOKING_FIELD_MAX.topic}
          defaultValue={values.topic ?? ""}
          aria-invalid={invalid.has("topic") || undefined}
          aria-describedby={invalid.has("topic") ? "booking-topic-error" : undefined}
          className={input}
        />
        {invalid.has("topic") ? <p id="booking-topic-error" className={errorText}>{t("booking.errors.fields.topic")}</p> : null}
      </div>
      <button type="submit" disabled={submitting} className="inline-flex items-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70">
        {submitting ? t("booking.submitting") : t("booking.submit")}
      </button>
    </Form>
  );
}

function BookingBody({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useI18n();
  const zone = useVisitorZone();
  const result = actionData as ActionResult | undefined;
  const thanks = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (result?.ok) thanks.current?.focus();
  }, [result]);
  const { availability, day, slots } = loaderData;
  if (result?.ok) {
    return (
      <div role="status" className="mt-8 rounded-lg border border-green-700 bg-green-50 p-6 dark:border-green-400 dark:bg-green-950">
        <h2 ref={thanks} tabIndex={-1} className="text-lg font-bold text-green-900 outline-none dark:text-green-100">{t("booking.confirmedHeading")}</h2>
        <p className="mt-2 text-green-900 dark:text-green-100">
          <time dateTime={result.start}>{formatSlot(lang, result.start, zone, true)}</time>
        </p>
        <p className="mt-2 text-green-900 dark:text-green-100">{t("booking.confirmedBody", { email: result.email })}</p>
      </div>
    );
  }
  if (!day) return <p className="mt-8 rounded-lg bg-slate-50 p-6 dark:bg-slate-900">{t("booking.noDays")}</p>;
  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-[auto_1fr]">
      <section aria-labelledby="booking-calendar-heading">
        <h2 id="booking-calendar-heading" className="mb-2 text-xl font-bold">{t("booking.calendarLabel")}</h2>
        <BookingCalendar days={availability.days} selected={day} hrefOf={(key) => `?day=${key}`} />
      </section>
      <section aria-label={t("booking.formHeading")} className="space-y-4">
        <ZoneNote zone={zone} />
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("booking.slotLength", { minutes: availability.slotMinutes })}</p>
        {slots.length ? (
          <BookingForm key={day} slots={slots} day={day} failed={result && !result.ok ? result : undefined} zone={zone} />
        ) : (
          <p>{t("booking.noSlots")}</p>
        )}
      </section>
    </div>
  );
}

export default function BookingPage(props: Route.ComponentProps) {
  const { head, breadcrumbs, copy, texts } = props.loaderData;
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
      <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>
      <WithMessages messages={texts as unknown as Messages}>
        <BookingBody {...props} />
      </WithMessages>
    </article>
  );
}
