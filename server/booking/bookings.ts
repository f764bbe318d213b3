// Booking a call, the store: the settings, the free slots, and every change of a booking. A booking is made (or
// moved) in one transaction that first takes a transaction-scoped advisory lock shared by every instance, then
// checks the start against the free slots computed from what the database holds; the unique partial index on the
// start of confirmed bookings refuses a double booking even if that check were bypassed. Mails go out after the
// transaction commits.
import { createHash, randomBytes } from "node:crypto";
import { sql, type Selectable } from "kysely";
import {
  bookingSettingsSchema,
  isManageToken,
  type Availability,
  type BookingSettings,
  type BookingSummary,
} from "../../app/booking/booking-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import type { Db } from "../db/database.ts";
import type { BookingsTable } from "../db/schema.ts";
import { mailStaff, mailVisitor, type BookedCall, type BookingMailContext } from "./booking-mail.ts";
import { computeSlots, isGridSlot, nextFreeSlots } from "./slots.ts";

/** Bookings one client address may make in an hour. */
export const BOOKINGS_PER_CLIENT_PER_HOUR = 5;
/** The reminder goes out this long before a call. */
export const REMINDER_LEAD_MS = 24 * 60 * 60_000;
const BOOKING_LOCK = "booking:calendar";

type Row = Selectable<BookingsTable>;

export type BookResult =
  | { ok: true; booking: BookingSummary; token: string }
  | { ok: false; reason: "invalid_slot" }
  | { ok: false; reason: "slot_taken"; nextFree: string[] }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number };

export type ChangeResult =
  | { ok: true; booking: BookingSummary }
  | { ok: false; reason: "not_found" | "already_cancelled" | "past" | "invalid_slot" }
  | { ok: false; reason: "slot_taken"; nextFree: string[] };

export interface NewBooking {
  start: string;
  name: string;
  email: string;
  company: string;
  topic: string;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A manage token: 256 random bits, base64url; only its hash is stored. */
export function newManageToken(): string {
  return randomBytes(32).toString("base64url");
}

export { isManageToken };

function summary(row: Row): BookingSummary {
  return {
    id: row.id,
    start: new Date(row.starts_at).toISOString(),
    end: new Date(row.ends_at).toISOString(),
    status: row.status,
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    language: row.language,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

function call(row: Row): BookedCall {
  return {
    id: row.id,
    start: new Date(row.starts_at),
    end: new Date(row.ends_at),
    name: row.name,
    email: row.email,
    company: row.company,
    topic: row.topic,
    language: row.language,
    sequence: row.sequence,
  };
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";
}

export interface BookingStoreOptions {
  db: Db;
  mail: BookingMailContext;
  log?: { error(details: object, message: string): void };
  /** The clock (tests). */
  now?: () => Date;
}

export type BookingStore = ReturnType<typeof createBookingStore>;

export function createBookingStore({ db, mail, log, now = () => new Date() }: BookingStoreOptions) {
  type Tx = Parameters<Parameters<ReturnType<Db["transaction"]>["execute"]>[0]>[0];

  async function readSettings(executor: Db | Tx = db): Promise<BookingSettings | null> {
    const row = await executor.selectFrom("booking_settings").selectAll().where("id", "=", 1).executeTakeFirst();
    if (!row) return null;
    return {
      weeklyHours: row.weekly_hours,
      slotMinutes: row.slot_minutes,
      bufferBeforeMinutes: row.buffer_before_minutes,
      bufferAfterMinutes: row.buffer_after_minutes,
      minNoticeMinutes: row.min_notice_minutes,
      horizonDays: row.horizon_days,
    };
  }

  /** Confirmed bookings that can touch a slot of the horizon (buffers reach a little way back). */
  async function busy(executor: Db | Tx, at: Date, except?: string) {
    let query = executor
      .selectFrom("bookings")
      .select(["starts_at", "ends_at"])
      .where("status", "=", "confirmed")
      .where("ends_at", ">", new Date(at.getTime() - 24 * 60 * 60_000));
    if (except) query = query.where("id", "!=", except);
    const rows = await query.execute();
    return rows.map((row) => ({ start: new Date(row.starts_at), end: new Date(row.ends_at) }));
  }

  async function availabilityWith(executor: Db | Tx, at: Date, except?: string): Promise<Availability & { settings: BookingSettings | null }> {
    const settings = await readSettings(executor);
    if (!settings) return { timeZone: "Europe/Stockholm", slotMinutes: 30, days: [], settings };
    const days = computeSlots({ settings, bookings: await busy(executor, at, except), now: at });
    return { timeZone: "Europe/Stockholm", slotMinutes: settings.slotMinutes, days, settings };
  }

  /**
   * Under the calendar's lock: is `start` a free slot now? Answers the slot's end, or why not. The lock is
   * PostgreSQL's, so two instances serialise here too; on PGlite the one connection serialises anyway.
   */
  async function claim(trx: Tx, start: Date, at: Date, except?: string) {
    await sql`select pg_advisory_xact_lock(hashtext(${BOOKING_LOCK}))`.execute(trx);
    const { settings, days } = await availabilityWith(trx, at, except);
    if (!settings || !isGridSlot(settings, start, at)) return { ok: false as const, reason: "invalid_slot" as const };
    const iso = start.toISOString();
    if (!days.some((day) => day.slots.includes(iso))) {
      return { ok: false as const, reason: "slot_taken" as const, nextFree: nextFreeSlots(days) };
    }
    return { ok: true as const, end: new Date(start.getTime() + settings.slotMinutes * 60_000) };
  }

  /** After a commit: a failed mail must not undo the booking (it waits in the outbox), so it is logged. */
  async function afterCommit(work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      log?.error({ err: error }, "booking mail failed");
    }
  }

  /** A reminder is due only for a call more than a day away when it is made; a sooner one has just had its confirmation. */
  const remindedAtFor = (start: Date, at: Date) => (start.getTime() - at.getTime() <= REMINDER_LEAD_MS ? at : null);

  async function slotTakenAfterConflict(at: Date) {
    const { days } = await availabilityWith(db, at);
    return { ok: false as const, reason: "slot_taken" as const, nextFree: nextFreeSlots(days) };
  }

  return {
    settings: () => readSettings(),

    async saveSettings(input: BookingSettings, userId: string | null): Promise<BookingSettings> {
      const settings = bookingSettingsSchema.parse(input);
      const values = {
        id: 1,
        weekly_hours: JSON.stringify(settings.weeklyHours),
        slot_minutes: settings.slotMinutes,
        buffer_before_minutes: settings.bufferBeforeMinutes,
        buffer_after_minutes: settings.bufferAfterMinutes,
        min_notice_minutes: settings.minNoticeMinutes,
        horizon_days: settings.horizonDays,
        updated_by: userId,
      };
      await db
        .insertInto("booking_settings")
        .values(values)
        .onConflict((oc) => oc.column("id").doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
        .execute();
      return settings;
    },

    async availability(): Promise<Availability> {
      const { settings: _settings, ...availability } = await availabilityWith(db, now());
      return availability;
    },

    async book(input: NewBooking, meta: { language: Lang; clientKey: string }): Promise<BookResult> {
      const at = now();
      const start = new Date(input.start);
      const clientKey = hashToken(`client:${meta.clientKey}`);
      const token = newManageToken();
      let row: Row;
      try {
        const outcome = await db.transaction().execute(async (trx) => {
          const recent = await trx
            .selectFrom("bookings")
            .select((eb) => [eb.fn.countAll<string>().as("count"), eb.fn.min("created_at").as("first")])
            .where("client_key", "=", clientKey)
            .where("created_at", ">", new Date(at.getTime() - 60 * 60_000))
            .executeTakeFirstOrThrow();
          if (Number(recent.count) >= BOOKINGS_PER_CLIENT_PER_HOUR) {
            const first = recent.first ? new Date(recent.first as Date).getTime() : at.getTime();
            return { ok: false as const, reason: "rate_limited" as const, retryAfterSeconds: Math.max(1, Math.ceil((first + 60 * 60_000 - at.getTime()) / 1000)) };
          }
          const claimed = await claim(trx, start, at);
          if (!claimed.ok) return claimed;
          const inserted = await trx
            .insertInto("bookings")
            .values({
              starts_at: start,
              ends_at: claimed.end,
              name: input.name,
              email: input.email,
              company: input.company,
              topic: input.topic,
              language: meta.language,
              manage_token_hash: hashToken(token),
              client_key: clientKey,
              reminded_at: remindedAtFor(start, at),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return { ok: true as const, row: inserted };
        });
        if (!outcome.ok) return outcome;
        row = outcome.row;
      } catch (error) {
        // The index's refusal: another instance took the slot between our check and our insert.
        if (isUniqueViolation(error)) return slotTakenAfterConflict(at);
        throw error;
      }
      await afterCommit(async () => {
        await mailVisitor(mail, call(row), "confirmation", token);
        await mailStaff(mail, call(row), "confirmation");
      });
      return { ok: true, booking: summary(row), token };
    },

    async findByToken(token: string): Promise<BookingSummary | null> {
      const row = await db.selectFrom("bookings").selectAll().where("manage_token_hash", "=", hashToken(token)).executeTakeFirst();
      return row ? summary(row) : null;
    },

    /** Free slots for moving a booking: its own time counts as free. */
    async availabilityFor(token: string): Promise<Availability | null> {
      const row = await db.selectFrom("bookings").select("id").where("manage_token_hash", "=", hashToken(token)).executeTakeFirst();
      if (!row) return null;
      const { settings: _settings, ...availability } = await availabilityWith(db, now(), row.id);
      return availability;
    },

    async cancel(by: { token: string } | { id: string; staffId: string }): Promise<ChangeResult> {
      const at = now();
      const row = await db.transaction().execute(async (trx) => {
        const base = trx.selectFrom("bookings").selectAll();
        const found = await ("token" in by ? base.where("manage_token_hash", "=", hashToken(by.token)) : base.where("id", "=", by.id))
          .forUpdate()
          .executeTakeFirst();
        if (!found) return "not_found" as const;
        if (found.status === "cancelled") return "already_cancelled" as const;
        if (new Date(found.starts_at).getTime() <= at.getTime()) return "past" as const;
        return trx
          .updateTable("bookings")
          .set({
            status: "cancelled",
            sequence: sql<number>`sequence + 1`,
            cancelled_at: at,
            cancelled_by: "token" in by ? "visitor" : by.staffId,
            updated_at: at,
          })
          .where("id", "=", found.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      if (typeof row === "string") return { ok: false, reason: row };
      await afterCommit(async () => {
        await mailVisitor(mail, call(row), "cancelled");
        if ("token" in by) await mailStaff(mail, call(row), "cancelled");
      });
      return { ok: true, booking: summary(row) };
    },

    async reschedule(token: string, startIso: string): Promise<ChangeResult> {
      const at = now();
      const start = new Date(startIso);
      let row: Row;
      try {
        const outcome = await db.transaction().execute(async (trx) => {
          const found = await trx.selectFrom("bookings").selectAll().where("manage_token_hash", "=", hashToken(token)).forUpdate().executeTakeFirst();
          if (!found) return { ok: false as const, reason: "not_found" as const };
          if (found.status === "cancelled") return { ok: false as const, reason: "already_cancelled" as const };
          if (new Date(found.starts_at).getTime() <= at.getTime()) return { ok: false as const, reason: "past" as const };
          const claimed = await claim(trx, start, at, found.id);
          if (!claimed.ok) return claimed;
          const updated = await trx
            .updateTable("bookings")
            .set({ starts_at: start, ends_at: claimed.end, sequence: sql<number>`sequence + 1`, reminded_at: remindedAtFor(start, at), updated_at: at })
            .where("id", "=", found.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { ok: true as const, row: updated };
        });
        if (!outcome.ok) return outcome;
        row = outcome.row;
      } catch (error) {
        if (isUniqueViolation(error)) return slotTakenAfterConflict(at);
        throw error;
      }
      await afterCommit(async () => {
        await mailVisitor(mail, call(row), "rescheduled", token);
        await mailStaff(mail, call(row), "rescheduled");
      });
      return { ok: true, booking: summary(row) };
    },

    /** Confirmed calls that have not ended yet, soonest first. */
    async upcoming(limit = 200): Promise<BookingSummary[]> {
      const rows = await db
        .selectFrom("bookings")
        .selectAll()
        .where("status", "=", "confirmed")
        .where("ends_at", ">", now())
        .orderBy("starts_at")
        .limit(limit)
        .execute();
      return rows.map(summary);
    },

    /**
     * Sends the reminders that are due. Each booking is claimed by the UPDATE … WHERE reminded_at IS NULL … RETURNING
     * itself, so with several instances sweeping at once each reminder goes out once.
     */
    async sendDueReminders(): Promise<number> {
      const at = now();
      const due = await db
        .updateTable("bookings")
        .set({ reminded_at: at })
        .where("status", "=", "confirmed")
        .where("reminded_at", "is", null)
        .where("starts_at", ">", at)
        .where("starts_at", "<=", new Date(at.getTime() + REMINDER_LEAD_MS))
        .returningAll()
        .execute();
      for (const row of due) await afterCommit(() => mailVisitor(mail, call(row), "reminder"));
      return due.length;
    },
  };
}
