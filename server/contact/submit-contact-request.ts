// A visitor asks to be contacted (contact page or the chat widget's expert form): rate limit, validate,
// store the lead, then mail the company and confirm to the visitor in their language.
import {
  chatContactSchema,
  contactFormSchema,
  fieldErrors,
  type ContactSubmitResult,
} from "../../app/lib/contact-form.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { emailTexts } from "../../app/lib/messages.server.ts";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import { RATE_LIMIT_CLIENT_WINDOW_MS, RATE_LIMIT_WINDOW_MS, takeAttempt } from "../security/rate-limit.ts";

export type ContactSource = "contact-form" | "chat-widget";

/** Confirmation mails one address receives in 24 hours at most; the lead itself is always stored and announced. */
export const CONFIRMATIONS_PER_RECIPIENT_PER_DAY = 3;

async function confirmationsSentRecently(db: Db, email: string): Promise<number> {
  const row = await db
    .selectFrom("mail_outbox")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .where("kind", "=", "lead-confirmation")
    .where(sql<string>`lower(to_address)`, "=", email.toLowerCase())
    .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface ContactDependencies {
  db: Db;
  mailer: Mailer;
  /** Where the company reads new leads. */
  inbox: string;
}

export interface ContactRequestMeta {
  source: ContactSource;
  language: Lang;
  /** Who is asking, for the per-client rate limit (the client's address). */
  clientKey: string;
}

function emailKey(input: unknown): string | null {
  const email = (input as { email?: unknown } | null)?.email;
  return typeof email === "string" && email.includes("@") ? email.trim().toLowerCase() : null;
}

export async function submitContactRequest(
  deps: ContactDependencies,
  input: unknown,
  meta: ContactRequestMeta,
): Promise<ContactSubmitResult> {
  const email = emailKey(input);
  const limit = await takeAttempt(deps.db, [
    { key: `contact:client:${meta.clientKey}`, windowMs: RATE_LIMIT_CLIENT_WINDOW_MS },
    ...(email ? [{ key: `contact:email:${email}`, windowMs: RATE_LIMIT_WINDOW_MS }] : []),
  ]);
  if (!limit.allowed) return { ok: false, status: 429, retryAfterSeconds: limit.retryAfterSeconds };

  const parsed =
    meta.source === "contact-form" ? contactFormSchema.safeParse(input) : chatContactSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) };
  const data = parsed.data;
  const company: string | null = "company" in data && typeof data.company === "string" ? data.company : null;

  const lead = await deps.db
    .insertInto("leads")
    .values({
      source: meta.source,
      name: data.name,
      email: data.email,
      phone: data.phone ?? null,
      company,
      message: data.message,
      language: meta.language,
    })
    .returning("id")
    .executeTakeFirstOrThrow();

  // The company reads Swedish; the visitor gets their own language.
  const staff = emailTexts("se") as unknown as Messages;
  const visitor = emailTexts(meta.language) as unknown as Messages;
  const s = (key: string, vars?: Record<string, string>) => translate(staff, key, vars);
  const v = (key: string, vars?: Record<string, string>) => translate(visitor, key, vars);
  const source = s(meta.source === "contact-form" ? "notification.sourceContactForm" : "notification.sourceChatWidget");

  await deps.mailer.send({
    kind: "lead-notification",
    leadId: lead.id,
    to: deps.inbox,
    replyTo: data.email,
    subject: s("notification.subject", { name: data.name }),
    text: [
      s("notification.intro", { source }),
      "",
      `${s("notification.name")}: ${data.name}`,
      `${s("notification.email")}: ${data.email}`,
      `${s("notification.phone")}: ${data.phone ?? "–"}`,
      `${s("notification.company")}: ${company ?? "–"}`,
      `${s("notification.language")}: ${meta.language}`,
      "",
      `${s("notification.message")}:`,
      data.message,
    ].join("\n"),
  });
  // The visitor's copy goes to an address anyone can type: a few a day per recipient, so the form relays no spam.
  if ((await confirmationsSentRecently(deps.db, data.email)) < CONFIRMATIONS_PER_RECIPIENT_PER_DAY) {
    await deps.mailer.send({
      kind: "lead-confirmation",
      leadId: lead.id,
      to: data.email,
      subject: v("confirmation.subject"),
      text: [
        v("confirmation.greeting", { name: data.name }),
        "",
        v("confirmation.body"),
        "",
        v("confirmation.yourMessage"),
        data.message,
        "",
        v("confirmation.closing"),
        v("confirmation.signature"),
      ].join("\n"),
    });
  }
  return { ok: true, leadId: lead.id, contact: { name: data.name, email: data.email, phone: data.phone, message: data.message } };
}
