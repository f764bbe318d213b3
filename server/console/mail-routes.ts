// The console's mail section (agents and admins): the outbox newest first, one message with its text, and "retry now"
// for a message that is queued or has failed.
import type { FastifyInstance } from "fastify";
import type { Selectable } from "kysely";
import { z } from "zod";
import { MAIL_PAGE_SIZE, MAIL_STATUSES, type MailDetailResponse, type MailListResponse, type MailRetryResponse, type MailStatus, type MailSummary } from "../../app/console/mail-contract.ts";
import type { Db } from "../db/database.ts";
import type { MailOutboxTable } from "../db/schema.ts";
import { ApiError, type ErrorTextKey } from "../http/api-error.ts";
import type { Mailer } from "../mail/mailer.ts";
import { requireStaff } from "./staff-access.ts";

export interface MailRouteOptions {
  db: Db;
  mailer: Mailer;
}

type OutboxStatus = MailOutboxTable["status"];

const OUTBOX_STATUS: Record<MailStatus, OutboxStatus> = { queued: "pending", sent: "sent", failed: "failed", stored: "stored" };
const STAFF_STATUS: Record<OutboxStatus, MailStatus> = { pending: "queued", sent: "sent", failed: "failed", stored: "stored" };

/** Pages beyond this are refused rather than counted through. */
const MAX_PAGE = 10_000;

const listQuery = z.object({
  status: z.enum(MAIL_STATUSES).optional(),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
const idParams = z.object({ id: z.uuid() });

function mailError(status: number, code: string, key: ErrorTextKey<"consoleMail">) {
  return new ApiError(status, code, ["consoleMail", key]);
}

const notFound = () => mailError(404, "not_found", "mail.errors.notFound");

function summary(row: Selectable<MailOutboxTable>): MailSummary {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    kind: row.kind,
    status: STAFF_STATUS[row.status],
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
  };
}

export async function mailRoutes(app: FastifyInstance, { db, mailer }: MailRouteOptions) {
  async function findMail(rawParams: unknown) {
    const params = idParams.safeParse(rawParams);
    const row = params.success ? await db.selectFrom("mail_outbox").selectAll().where("id", "=", params.data.id).executeTakeFirst() : undefined;
    if (!row) throw notFound();
    return row;
  }

  app.get("/api/staff/mail", async (request, reply) => {
    await requireStaff(request);
    const query = listQuery.safeParse(request.query);
    if (!query.success) throw mailError(400, "invalid_query", "mail.errors.invalidQuery");
    const { status, page } = query.data;
    let rows = db.selectFrom("mail_outbox");
    if (status) rows = rows.where("status", "=", OUTBOX_STATUS[status]);
    const [messages, count] = await Promise.all([
      rows
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(MAIL_PAGE_SIZE)
        .offset((page - 1) * MAIL_PAGE_SIZE)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    const response: MailListResponse = { messages: messages.map(summary), page, pageSize: MAIL_PAGE_SIZE, total: Number(count.n), delivers: mailer.delivers };
    return reply.header("cache-control", "no-store").send(response);
  });

  app.get("/api/staff/mail/:id", async (request, reply) => {
    await requireStaff(request);
    const row = await findMail(request.params);
    const response: MailDetailResponse = { message: { ...summary(row), replyTo: row.reply_to, text: row.text_body }, delivers: mailer.delivers };
    return reply.header("cache-control", "no-store").send(response);
  });

  app.post("/api/staff/mail/:id/retry", async (request, reply) => {
    await requireStaff(request);
    const row = await findMail(request.params);
    if (row.status === "sent") throw mailError(409, "already_sent", "mail.errors.alreadySent");
    if (!mailer.delivers) throw mailError(409, "no_smtp", "mail.errors.noSmtp");
    // Null here: another retry sent it a moment ago.
    if ((await mailer.retryNow(row.id)) === null) throw mailError(409, "already_sent", "mail.errors.alreadySent");
    const after = await db.selectFrom("mail_outbox").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
    const response: MailRetryResponse = { message: summary(after) };
    return reply.send(response);
  });
}
