// Mail: every message is written to the outbox first, so nothing is lost; SMTP delivers it when
// SMTP_URL is set, and failed deliveries are retried with a growing pause until MAX_DELIVERY_ATTEMPTS, after which
// the message is failed and waits for staff to retry it (the console's mail section). Without SMTP the outbox is the inbox.
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { sql, type Selectable } from "kysely";
import type { Db } from "../db/database.ts";
import type { MailAttachment, MailOutboxTable } from "../db/schema.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  kind: string;
  leadId?: string;
  /** Text files sent with the message (a booking's .ics invitation); stored in the outbox with it. */
  attachments?: MailAttachment[];
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const MAX_RETRY_DELAY_MS = 60 * 60_000;
/** Attempts before a message is given up as failed: with the pauses of retryDelay(), about two hours of trying. */
export const MAX_DELIVERY_ATTEMPTS = 8;
export const FIRST_RETRY_DELAY_MS = 60_000;
/** Longer than the SMTP time-outs together (10 s + 10 s + 20 s): a claimed message is not claimed twice. */
const DELIVERY_LEASE_MS = 5 * 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export type DeliveryStatus = "sent" | "pending" | "failed";

export class Mailer {
  private readonly db: Db;
  private readonly transport: Transporter | null;
  private readonly from: string;
  private readonly log: MailerOptions["log"];

  constructor({ db, smtpUrl, from, log }: MailerOptions) {
    this.db = db;
    this.from = from;
    this.log = log;
    this.transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as SMTPTransport.Options) : null;
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  /** Stores the message, then tries to deliver it once; a failure leaves it pending for the retry loop. */
  async send(mail: OutgoingMail): Promise<{ id: string; status: DeliveryStatus | "stored" }> {
    const row = await this.db
      .insertInto("mail_outbox")
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        reply_to: mail.replyTo ?? null,
        kind: mail.kind,
        lead_id: mail.leadId ?? null,
        attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
        status: this.transport ? "pending" : "stored",
        // This instance delivers it now: the retry loops leave it alone for a lease.
        ...(this.transport ? { next_attempt_at: sql<Date>`now() + make_interval(secs => ${DELIVERY_LEASE_MS / 1000})` } : {}),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (!this.transport) {
      this.log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, "mail kept in the outbox (no SMTP_URL)");
      return { id: row.id, status: "stored" };
    }
    return { id: row.id, status: await this.deliver(row) };
  }

  /** Delivers every pending message whose time has come; returns how many were sent. */
  async retryDue(now = new Date()): Promise<number> {
    if (!this.transport) return 0;
    const due = await this.db
      .selectFrom("mail_outbox")
      .select("id")
      .where("status", "=", "pending")
      .where("next_attempt_at", "<=", now)
      .orderBy("next_attempt_at")
      .limit(20)
      .execute();
    let sent = 0;
    for (const { id } of due) {
      // Several instances may retry at once: the claim pushes the next attempt a lease ahead, so one of them
      // takes the message and the others find it no longer due.
      const claimed = await this.db
        .updateTable("mail_outbox")
        .set({ next_attempt_at: new Date(now.getTime() + DELIVERY_LEASE_MS) })
        .where("id", "=", id)
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", now)
        .returningAll()
        .executeTakeFirst();
      if (claimed && (await this.deliver(claimed)) === "sent") sent++;
    }
    return sent;
  }

  /**
   * Staff's "retry now": a queued or failed message (or one kept before SMTP was configured) is tried once at once,
   * whatever its attempts so far. Null without SMTP, or when there is no such message to try (sent, unknown). A message
   * a retry loop is sending at this very moment may go out twice: delivery is at least once in any case.
   */
  async retryNow(id: string): Promise<DeliveryStatus | null> {
    if (!this.transport) return null;
    const claimed = await this.db
      .updateTable("mail_outbox")
      .set({ status: "pending", next_attempt_at: sql<Date>`now() + make_interval(secs => ${DELIVERY_LEASE_MS / 1000})` })
      .where("id", "=", id)
      .where("status", "in", ["pending", "failed", "stored"])
      .returningAll()
      .executeTakeFirst();
    return claimed ? this.deliver(claimed) : null;
  }

  /**
   * Sends a message this instance has claimed and records the outcome. SMTP is talked to outside any
   * transaction; a process that dies mid-send leaves the message to be retried once its lease has passed.
   */
  private async deliver(mail: Selectable<MailOutboxTable>): Promise<DeliveryStatus> {
    if (!this.transport) return "pending";
    try {
      await this.transport.sendMail({
        from: this.from,
        to: mail.to_address,
        replyTo: mail.reply_to ?? undefined,
        subject: mail.subject,
        text: mail.text_body,
        attachments: mail.attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content })),
      });
      await this.db.updateTable("mail_outbox").set({ status: "sent", sent_at: new Date(), attempts: sql`attempts + 1`, last_error: null }).where("id", "=", mail.id).execute();
      return "sent";
    } catch (error) {
      const attempts = mail.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      const status = attempts >= MAX_DELIVERY_ATTEMPTS ? "failed" : "pending";
      await this.db
        .updateTable("mail_outbox")
        .set({ status, attempts, last_error: message.slice(0, 500), next_attempt_at: new Date(Date.now() + retryDelay(attempts)) })
        .where("id", "=", mail.id)
        .execute();
      this.log.warn({ mailId: mail.id, attempts, error: message }, status === "failed" ? "mail delivery failed; given up until staff retry it" : "mail delivery failed; will retry");
      return status;
    }
  }

  close(): void {
    this.transport?.close();
  }
}
