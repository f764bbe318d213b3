// The booking's mails: the visitor's confirmation (with the .ics invitation and the manage link), the update after
// a new time, the reminder a day ahead, the cancellation (METHOD:CANCEL), and the notices to the company's inbox.
// The visitor reads their own language; the company reads Swedish, as for contact requests.
import { createEvent } from "ics";
import { BOOKING_TIME_ZONE } from "../../app/booking/booking-contract.ts";
import { isLang, type Lang } from "../../app/lib/languages.ts";
import { bookingMessages } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import type { MailAttachment } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";

export interface BookedCall {
  id: string;
  start: Date;
  end: Date;
  name: string;
  email: string;
  company: string;
  topic: string;
  language: string;
  sequence: number;
}

export interface BookingMailContext {
  mailer: Mailer;
  siteUrl: string;
  /** Where staff notices go (config.contactInbox). */
  inbox: string;
  organization: { name: string; email: string };
}

export type BookingMailKind = "confirmation" | "rescheduled" | "reminder" | "cancelled";

const LOCALE_TAG: Record<Lang, string> = { se: "sv-SE", en: "en-GB", fi: "fi-FI", no: "nb-NO" };

/** A call's time in words, in Swedish time, in the language's format ("tisdag 24 november 2026 10:00"). */
export function formatCallTime(lang: Lang, instant: Date): string {
  return new Intl.DateTimeFormat(LOCALE_TAG[lang], { dateStyle: "full", timeStyle: "short", timeZone: BOOKING_TIME_ZONE }).format(instant);
}

function langOf(call: BookedCall): Lang {
  return isLang(call.language) ? call.language : "se";
}

/** The calendar invitation: one UID per booking for its whole life, SEQUENCE counting its changes. */
export function invitation(call: BookedCall, context: BookingMailContext, method: "REQUEST" | "CANCEL"): MailAttachment {
  const lang = langOf(call);
  const texts = bookingMessages(lang) as unknown as Messages;
  const host = new URL(context.siteUrl).hostname;
  const { error, value } = createEvent({
    method,
    uid: `booking-${call.id}@${host}`,
    sequence: call.sequence,
    start: call.start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: call.end.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: translate(texts, "booking.mail.eventTitle", { org: context.organization.name }),
    description: call.topic,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: context.organization.name, email: context.organization.email },
    attendees: [{ name: call.name, email: call.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    productId: `-//${context.organization.name}//booking//EN`,
  });
  if (error || !value) throw error ?? new Error("no invitation");
  return { filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: value };
}

export function manageUrl(context: BookingMailContext, lang: Lang, token: string): string {
  return `${context.siteUrl}/${lang}/booking/manage/${token}`;
}

/** The visitor's mail of a kind; `token` (when the caller has it) puts the manage link in. */
export async function mailVisitor(context: BookingMailContext, call: BookedCall, kind: BookingMailKind, token?: string): Promise<void> {
  const lang = langOf(call);
  const texts = bookingMessages(lang) as unknown as Messages;
  const t = (key: string, vars?: Record<string, string | number>) => translate(texts, `booking.mail.${key}`, vars);
  const time = formatCallTime(lang, call.start);
  const minutes = Math.round((call.end.getTime() - call.start.getTime()) / 60_000);
  const org = context.organization.name;
  const lines = [t("greeting", { name: call.name }), "", t(`${kind}.body`, { url: `${context.siteUrl}/${lang}/booking` }), "", t("when", { time })];
  if (kind !== "cancelled") {
    lines.push(t("length", { minutes }), "", t("topic"), call.topic, "");
    lines.push(token ? t("manage", { url: manageUrl(context, lang, token) }) : t("manageInConfirmation"));
    if (kind !== "reminder") lines.push("", t("invitation"));
  }
  lines.push("", t("closing"), org);
  const attachments =
    kind === "reminder" ? undefined : [invitation(call, context, kind === "cancelled" ? "CANCEL" : "REQUEST")];
  await context.mailer.send({
    kind: `booking-${kind}`,
    to: call.email,
    subject: t(`${kind}.subject`, { org, date: time }),
    text: lines.join("\n"),
    replyTo: context.inbox,
    attachments,
  });
}

/** The company's notice of a new, moved or cancelled call. */
export async function mailStaff(context: BookingMailContext, call: BookedCall, kind: "confirmation" | "rescheduled" | "cancelled"): Promise<void> {
  const texts = bookingMessages("se") as unknown as Messages;
  const s = (key: string, vars?: Record<string, string>) => translate(texts, `booking.mail.staff.${key}`, vars);
  const date = formatCallTime("se", call.start);
  const subjectKey = kind === "confirmation" ? "subject" : kind === "rescheduled" ? "rescheduledSubject" : "cancelledSubject";
  const introKey = kind === "confirmation" ? "intro" : kind === "rescheduled" ? "rescheduledIntro" : "cancelledIntro";
  await context.mailer.send({
    kind: `booking-staff-${kind}`,
    to: context.inbox,
    replyTo: call.email,
    subject: s(subjectKey, { name: call.name, date }),
    text: [
      s(introKey),
      "",
      date,
      `${s("name")}: ${call.name}`,
      `${s("email")}: ${call.email}`,
      `${s("company")}: ${call.company}`,
      `${s("language")}: ${call.language}`,
      "",
      call.topic,
      "",
      s("console"),
      `${context.siteUrl}/se/admin/bookings`,
    ].join("\n"),
  });
}
