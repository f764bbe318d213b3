// Mail: every message is written to the outbox first, so nothing is lost; SMTP delivers it when
// SMTP_URL is set, and failed deliveries are retried with a growing pause. Without SMTP the outbox is the inbox.
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPTransport from "nodemailer/lib/smtp-transport";
import { sql } from "kysely";
import type { Db } from "../db/database.ts";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  kind: string;
  leadId?: string;
}

export interface MailerOptions {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

const MAX_RETRY_DELAY_MS = 60 * 60_000;
export const FIRST_RETRY_DELAY_MS = 60_000;

export function retryDelay(attempts: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

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
  async send(mail: OutgoingMail): Promise<{ id: string; status: "sent" | "pending" | "stored" }> {
    const row = await this.db
      .insertInto("mail_outbox")
      .values({
        to_address: mail.to,
        subject: mail.subject,
        text_body: mail.text,
        reply_to: mail.replyTo ?? null,
        kind: mail.kind,
        lead_id: mail.leadId ?? null,
        status: this.transport ? "pending" : "stored",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (!this.transport) {
      this.log.info({ mailId: row.id, to: mail.to, subject: mail.subject }, "mail kept in the outbox (no SMTP_URL)");
      return { id: row.id, status: "stored" };
    }
    return { id: row.id, status: await this.deliver(row.id) };
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
    for (const { id } of due) if ((await this.deliver(id)) === "sent") sent++;
    return sent;
  }

  private async deliver(id: string): Promise<"sent" | "pending"> {
    return this.db.transaction().execute(async (trx) => {
      // Several instances may retry at once: each message is taken by one of them.
      const mail = await trx
        .selectFrom("mail_outbox")
        .selectAll()
        .where("id", "=", id)
        .where("status", "=", "pending")
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!mail || !this.transport) return "pending";
      try {
        await this.transport.sendMail({
          from: this.from,
          to: mail.to_address,
          replyTo: mail.reply_to ?? undefined,
          subject: mail.subject,
          text: mail.text_body,
        });
        await trx.updateTable("mail_outbox").set({ status: "sent", sent_at: new Date(), attempts: sql`attempts + 1`, last_error: null }).where("id", "=", id).execute();
        return "sent";
      } catch (error) {
        const attempts = mail.attempts + 1;
        const message = error instanceof Error ? error.message : String(error);
        await trx
          .updateTable("mail_outbox")
          .set({ attempts, last_error: message.slice(0, 500), next_attempt_at: new Date(Date.now() + retryDelay(attempts)) })
          .where("id", "=", id)
          .execute();
        this.log.warn({ mailId: id, attempts, error: message }, "mail delivery failed; will retry");
        return "pending";
      }
    });
  }

  close(): void {
    this.transport?.close();
  }
}
