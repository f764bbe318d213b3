// Booking a call over HTTP:
//   GET  /api/booking/slots                       the free slots (UTC instants per Stockholm day)
//   POST /api/booking                             { start, name, email, company, topic, language } → 201
//   GET  /api/booking/manage/:token               one booking, by its manage token
//   POST /api/booking/manage/:token/cancel        cancels it
//   POST /api/booking/manage/:token/reschedule    { start } moves it to another free slot
// and for the console (agents and administrators; the settings' change administrators only):
//   GET  /api/staff/bookings                      upcoming calls
//   POST /api/staff/bookings/:bookingId/cancel    cancels one; the visitor gets the cancellation
//   GET  /api/staff/booking-settings              the weekly hours and the rest
//   PUT  /api/staff/booking-settings              saves them
// A taken slot is 409 `slot_taken` with `nextFree`; a start that is no slot at all 400 `invalid_slot`.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { bookingRequestSchema, bookingSettingsSchema, type BookingField } from "../../app/booking/booking-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, rateLimited, type ApiErrorOptions, type ErrorTextKey } from "../http/api-error.ts";
import { ADMIN_ROLES, requireStaff } from "../console/staff-access.ts";
import { isManageToken, type BookingStore, type ChangeResult } from "./bookings.ts";

function bookingError(status: number, code: string, key: ErrorTextKey<"booking">, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["booking", key], options);
}

function staffError(status: number, code: string, key: ErrorTextKey<"consoleBookings">, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["consoleBookings", key], options);
}

const notFound = () => bookingError(404, "not_found", "booking.errors.notFound");

/** The fields a zod error names, each with its message in a language. */
function fieldErrors(error: z.ZodError) {
  const fields = [...new Set(error.issues.map((issue) => String(issue.path[0] ?? "")))].filter((field): field is BookingField =>
    ["start", "name", "email", "company", "topic"].includes(field),
  );
  return (lang: Lang) => Object.fromEntries(fields.map((field) => [field, LOCALES[lang].booking.booking.errors.fields[field]]));
}

function validationError(error: z.ZodError) {
  return bookingError(400, "validation", "booking.errors.invalid", { extra: { fields: fieldErrors(error) } });
}

function tokenOf(request: FastifyRequest): string {
  const { token } = request.params as { token?: string };
  if (!isManageToken(token)) throw notFound();
  return token;
}

export function changeError(result: Exclude<ChangeResult, { ok: true }>): ApiError {
  switch (result.reason) {
    case "not_found":
      return notFound();
    case "already_cancelled":
      return bookingError(409, "already_cancelled", "booking.errors.alreadyCancelled");
    case "past":
      return bookingError(409, "past", "booking.errors.past");
    case "invalid_slot":
      return bookingError(400, "invalid_slot", "booking.errors.invalidSlot");
    case "slot_taken":
      return bookingError(409, "slot_taken", "booking.errors.slotTaken", { extra: { nextFree: result.nextFree } });
  }
}

const rescheduleBody = z.object({ start: z.iso.datetime({ offset: true }) });
const bookingId = z.uuid();

export async function bookingRoutes(app: FastifyInstance, { bookings }: { bookings: BookingStore }) {
  app.get("/api/booking/slots", async (_request, reply) => {
    return reply.header("cache-control", "no-store").send(await bookings.availability());
  });

  app.post("/api/booking", async (request, reply) => {
    const parsed = bookingRequestSchema.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    const result = await bookings.book(parsed.data, { language: requestLanguage(request), clientKey: request.ip });
    if (result.ok) return reply.code(201).header("cache-control", "no-store").send({ booking: result.booking });
    if (result.reason === "rate_limited") throw rateLimited(["booking", "booking.errors.rateLimited"], result.retryAfterSeconds);
    throw changeError(result);
  });

  app.get("/api/booking/manage/:token", async (request, reply) => {
    const booking = await bookings.findByToken(tokenOf(request));
    if (!booking) throw notFound();
    return reply.header("cache-control", "no-store").header("x-robots-tag", "noindex").send({ booking });
  });

  app.post("/api/booking/manage/:token/cancel", async (request, reply) => {
    const result = await bookings.cancel({ token: tokenOf(request) });
    if (!result.ok) throw changeError(result);
    return reply.header("cache-control", "no-store").send({ booking: result.booking });
  });

  app.post("/api/booking/manage/:token/reschedule", async (request, reply) => {
    const token = tokenOf(request);
    const parsed = rescheduleBody.safeParse(request.body);
    if (!parsed.success) throw validationError(parsed.error);
    const result = await bookings.reschedule(token, parsed.data.start);
    if (!result.ok) throw changeError(result);
    return reply.header("cache-control", "no-store").send({ booking: result.booking });
  });

  app.get("/api/staff/bookings", async (request, reply) => {
    await requireStaff(request);
    return reply.header("cache-control", "no-store").send({ bookings: await bookings.upcoming() });
  });

  app.post("/api/staff/bookings/:bookingId/cancel", async (request, reply) => {
    const { user } = await requireStaff(request);
    const id = bookingId.safeParse((request.params as { bookingId?: string }).bookingId);
    if (!id.success) throw staffError(404, "not_found", "bookings.errors.notFound");
    const result = await bookings.cancel({ id: id.data, staffId: user.id });
    if (result.ok) return reply.send({ booking: result.booking });
    if (result.reason === "not_found") throw staffError(404, "not_found", "bookings.errors.notFound");
    if (result.reason === "already_cancelled") throw staffError(409, "already_cancelled", "bookings.errors.alreadyCancelled");
    throw changeError(result);
  });

  app.get("/api/staff/booking-settings", async (request, reply) => {
    await requireStaff(request);
    return reply.header("cache-control", "no-store").send({ settings: await bookings.settings() });
  });

  app.put("/api/staff/booking-settings", async (request, reply) => {
    const { user } = await requireStaff(request, ADMIN_ROLES);
    const parsed = bookingSettingsSchema.safeParse(request.body);
    if (!parsed.success) throw staffError(400, "validation", "bookings.errors.invalidSettings");
    return reply.send({ settings: await bookings.saveSettings(parsed.data, user.id) });
  });
}
