// Applications on the database: a visitor applies (for a job or openly) with a CV; staff read them, move them through
// the pipeline, add notes, fetch the CV and delete them on request; the retention sweep deletes every application two
// years after its last activity. Each deletion takes the CV with it and is written to the security log with the
// application's id and nothing else about the applicant.
import { randomUUID } from "node:crypto";
import { mkdirSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { sql, type Selectable } from "kysely";
import {
  applicationFieldErrors,
  applicationFormSchema,
  type ApplicationFieldErrors,
  type ApplicationFormInput,
  type ApplicationSubmitResult,
} from "../../app/jobs/application-form.ts";
import {
  APPLICATION_NOTE_MAX_LENGTH,
  APPLICATION_RETENTION_YEARS,
  deleteAfter,
  isUuid,
  type ApplicationDetail,
  type ApplicationFilters,
  type ApplicationList,
  type ApplicationNote,
  type ApplicationStatus,
  type ApplicationSummary,
} from "../../app/jobs/jobs-contract.ts";
import { isLang, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { logSecurityEvent } from "../auth/security-log.ts";
import type { Db } from "../db/database.ts";
import type { JobApplicationsTable } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { countRequest, type AddressLimit } from "../security/address-limits.ts";
import { writeDurably } from "../storage/chat-media-store.ts";
import { checkCv } from "./cv-check.ts";
import type { JobStore } from "./jobs.ts";

/** Applications one client address may send in an hour (an office shares one; nobody applies ten times an hour). */
export const APPLICATION_ADDRESS_LIMIT: AddressLimit = { name: "job-applications", requests: 10, windowSeconds: 3600 };
/** Confirmation mails one address receives in 24 hours at most; the application itself is always stored and announced. */
export const APPLICATION_CONFIRMATIONS_PER_DAY = 3;
export const APPLICATIONS_LIST_LIMIT = 500;
export const SECURITY_EVENT_APPLICATION_DELETED = "job_application_deleted";

export interface SubmittedCv {
  name: string;
  data: Uint8Array;
}

export interface ApplicationMeta {
  language: Lang;
  clientAddress: string;
}

export interface DeletionActor {
  reason: "request" | "retention" | "erasure";
  /** The staff member who asked (reason "request"). */
  userId?: string;
}

type ChangeResult<T> = { ok: true; value: T } | { ok: false; reason: "not_found" };

export interface ApplicationStore {
  /** Where the CVs' bytes are files (the embedded database); null when they are in the rows (PostgreSQL). */
  readonly bytesFolder: string | null;
  submit(input: ApplicationFormInput, cv: SubmittedCv | null, meta: ApplicationMeta): Promise<ApplicationSubmitResult>;
  list(filters: ApplicationFilters): Promise<ApplicationList>;
  find(id: string): Promise<ApplicationDetail | null>;
  /** The CV's bytes, for the staff download. */
  cv(id: string): Promise<{ name: string; contentType: string; data: Uint8Array } | null>;
  setStatus(id: string, status: ApplicationStatus): Promise<ChangeResult<ApplicationSummary>>;
  addNote(id: string, author: { id: string; name: string }, body: string): Promise<ChangeResult<ApplicationNote>>;
  remove(id: string, actor: DeletionActor): Promise<boolean>;
  /** Deletes up to `batch` applications whose last activity is before the cutoff (the retention job); how many. */
  sweepExpired(cutoff: Date, batch: number): Promise<number>;
  /** Deletes every application sent from this address, with its CV (an erasure); how many. */
  removeByEmail(email: string, actor: DeletionActor): Promise<number>;
}

export interface ApplicationStoreOptions {
  db: Db;
  mailer: Mailer;
  jobs: JobStore;
  /** Where staff read new applications (CONTACT_INBOX). */
  inbox: string;
  siteUrl: string;
  /** With the embedded database the CV bytes are files here; unset (PostgreSQL) they go in the row. */
  bytesFolder?: string;
}

type Row = Selectable<JobApplicationsTable>;

function summaryOf(row: Row): ApplicationSummary {
  const lastActivity = new Date(row.last_activity_at);
  return {
    id: row.id,
    jobId: row.job_id,
    jobTitle: row.job_title,
    name: row.name,
    email: row.email,
    language: isLang(row.language) ? row.language : "se",
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    lastActivityAt: lastActivity.toISOString(),
    deleteAfter: deleteAfter(lastActivity).toISOString(),
  };
}

function mailTexts(lang: Lang) {
  const messages = LOCALES[lang].jobs.jobMail as unknown as Messages;
  return (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars);
}

export function createApplicationStore(options: ApplicationStoreOptions): ApplicationStore {
  const { db, mailer, jobs } = options;
  const folder = options.bytesFolder ?? null;
  if (folder) mkdirSync(folder, { recursive: true, mode: 0o700 });
  const fileOf = (id: string) => join(folder!, id);

  async function summary(id: string): Promise<ApplicationSummary | null> {
    const row = await db.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? summaryOf(row) : null;
  }

  async function exists(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return Boolean(await db.selectFrom("job_applications").select("id").where("id", "=", id).executeTakeFirst());
  }

  async function confirmationsSentRecently(email: string): Promise<number> {
    const row = await db
      .selectFrom("mail_outbox")
      .select((eb) => eb.fn.countAll<string>().as("count"))
      .where("kind", "=", "application-confirmation")
      .where(sql<string>`lower(to_address)`, "=", email.toLowerCase())
      .where("created_at", ">", sql<Date>`now() - interval '24 hours'`)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async function announce(id: string, form: ReturnType<typeof applicationFormSchema.parse>, jobTitle: string | null, language: Lang, cvName: string) {
    // Staff read Swedish (as with leads); the applicant gets their own language.
    const s = mailTexts("se");
    const v = mailTexts(language);
    const link = `${options.siteUrl}/se/admin/jobs/applications?open=${id}`;
    await mailer.send({
      kind: "application-notice",
      to: options.inbox,
      replyTo: form.email,
      subject: jobTitle ? s("notice.subject", { name: form.name, job: jobTitle }) : s("notice.subjectOpen", { name: form.name }),
      text: [
        jobTitle ? s("notice.intro", { job: jobTitle }) : s("notice.introOpen"),
        "",
        `${s("notice.name")}: ${form.name}`,
        `${s("notice.email")}: ${form.email}`,
        `${s("notice.phone")}: ${form.phone ?? "–"}`,
        `${s("notice.linkedin")}: ${form.linkedinUrl ?? "–"}`,
        `${s("notice.language")}: ${language}`,
        `${s("notice.cv")}: ${cvName}`,
        "",
        s("notice.open"),
        link,
      ].join("\n"),
    });
    // The applicant's copy goes to an address anyone can type: a few a day per recipient, so the form relays no spam.
    if ((await confirmationsSentRecently(form.email)) >= APPLICATION_CONFIRMATIONS_PER_DAY) return;
    await mailer.send({
      kind: "application-confirmation",
      to: form.email,
      subject: v("confirmation.subject"),
      text: [
        v("confirmation.greeting", { name: form.name }),
        "",
        jobTitle ? v("confirmation.body", { job: jobTitle }) : v("confirmation.bodyOpen"),
        "",
        v("confirmation.retention", { years: APPLICATION_RETENTION_YEARS }),
        "",
        v("confirmation.closing"),
        v("confirmation.signature"),
      ].join("\n"),
    });
  }

  async function remove(id: string, actor: DeletionActor): Promise<boolean> {
    if (!isUuid(id)) return false;
    // Only the instance whose delete removed the row logs it (two sweeps at once delete each application once).
    const gone = await db.deleteFrom("job_applications").where("id", "=", id).returning("id").executeTakeFirst();
    if (!gone) return false;
    if (folder) await rm(fileOf(id), { force: true });
    await logSecurityEvent(db, {
      type: SECURITY_EVENT_APPLICATION_DELETED,
      userId: actor.userId ?? null,
      details: { applicationId: id, reason: actor.reason },
    });
    return true;
  }

  return {
    bytesFolder: folder,

    async submit(input, cv, meta) {
      const wait = await countRequest(db, APPLICATION_ADDRESS_LIMIT, meta.clientAddress);
      if (wait !== null) return { ok: false, status: 429, retryAfterSeconds: wait };

      const errors: ApplicationFieldErrors = {};
      const parsed = applicationFormSchema.safeParse(input);
      if (!parsed.success) Object.assign(errors, applicationFieldErrors(parsed.error));
      let jobTitle: string | null = null;
      let jobId: string | null = null;
      if (input.job !== undefined) {
        const target = await jobs.applicationTarget(input.job, meta.language);
        if (!target?.open) errors.job = "jobClosed";
        else [jobId, jobTitle] = [target.id, target.title];
      }
      const checked = cv ? await checkCv(cv.name, cv.data) : ({ ok: false, reason: "cvRequired" } as const);
      if (!checked.ok) errors.cv = checked.reason;
      if (!parsed.success || !checked.ok || Object.keys(errors).length) {
        return { ok: false, status: !checked.ok && checked.reason === "cvTooLarge" && Object.keys(errors).length === 1 ? 413 : 400, errors };
      }

      const form = parsed.data;
      const id = randomUUID();
      const data = cv!.data;
      // The file is durable before its row exists: a row never names bytes that a crash lost.
      if (folder) await writeDurably(fileOf(id), data);
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto("job_applications")
            .values({
              id,
              job_id: jobId,
              job_title: jobTitle,
              language: meta.language,
              name: form.name,
              email: form.email,
              phone: form.phone ?? null,
              linkedin_url: form.linkedinUrl ?? null,
              cover_letter: form.coverLetter,
            })
            .execute();
          await trx
            .insertInto("job_application_files")
            .values({ application_id: id, original_name: checked.name, content_type: checked.contentType, size: data.length, data: folder ? null : data })
            .execute();
        });
      } catch (error) {
        if (folder) await rm(fileOf(id), { force: true });
        throw error;
      }
      await announce(id, form, jobTitle, meta.language, checked.name);
      return { ok: true, applicationId: id };
    },

    async list(filters) {
      let query = db.selectFrom("job_applications");
      if (filters.job === "open") query = query.where("job_id", "is", null).where("job_title", "is", null);
      else if (filters.job) query = query.where("job_id", "=", filters.job);
      if (filters.status) query = query.where("status", "=", filters.status);
      const [rows, count] = await Promise.all([
        query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc").limit(APPLICATIONS_LIST_LIMIT).execute(),
        query.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
      ]);
      return { applications: rows.map(summaryOf), total: Number(count.n) };
    },

    async find(id) {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom("job_applications").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const [file, notes] = await Promise.all([
        db.selectFrom("job_application_files").select(["original_name", "content_type", "size"]).where("application_id", "=", id).executeTakeFirst(),
        db
          .selectFrom("job_application_notes")
          .select(["id", "body", "author_name", "created_at"])
          .where("application_id", "=", id)
          .orderBy("created_at", "asc")
          .orderBy("id", "asc")
          .execute(),
      ]);
      return {
        ...summaryOf(row),
        phone: row.phone,
        linkedinUrl: row.linkedin_url,
        coverLetter: row.cover_letter,
        cv: file ? { name: file.original_name, size: file.size, contentType: file.content_type } : null,
        notes: notes.map((note) => ({ id: note.id, body: note.body, authorName: note.author_name, createdAt: new Date(note.created_at).toISOString() })),
      };
    },

    async cv(id) {
      if (!isUuid(id)) return null;
      const row = await db.selectFrom("job_application_files").selectAll().where("application_id", "=", id).executeTakeFirst();
      if (!row) return null;
      const data = row.data ?? (folder ? await readFile(fileOf(id)).catch(() => null) : null);
      return data ? { name: row.original_name, contentType: row.content_type, data } : null;
    },

    async setStatus(id, status) {
      if (!(await exists(id))) return { ok: false, reason: "not_found" };
      const changed = await db
        .updateTable("job_applications")
        .set({ status, updated_at: sql<Date>`now()`, last_activity_at: sql<Date>`now()` })
        .where("id", "=", id)
        .returning("id")
        .executeTakeFirst();
      if (!changed) return { ok: false, reason: "not_found" };
      return { ok: true, value: (await summary(id))! };
    },

    async addNote(id, author, body) {
      if (!(await exists(id))) return { ok: false, reason: "not_found" };
      const text = body.trim().slice(0, APPLICATION_NOTE_MAX_LENGTH);
      const note = await db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto("job_application_notes")
          .values({ application_id: id, author_id: author.id, author_name: author.name, body: text })
          .returning(["id", "body", "author_name", "created_at"])
          .executeTakeFirstOrThrow();
        await trx.updateTable("job_applications").set({ updated_at: sql<Date>`now()`, last_activity_at: sql<Date>`now()` }).where("id", "=", id).execute();
        return inserted;
      });
      return { ok: true, value: { id: note.id, body: note.body, authorName: note.author_name, createdAt: new Date(note.created_at).toISOString() } };
    },

    remove,

    async sweepExpired(cutoff, batch) {
      const due = await db.selectFrom("job_applications").select("id").where("last_activity_at", "<", cutoff).orderBy("last_activity_at").limit(batch).execute();
      let deleted = 0;
      for (const { id } of due) if (await remove(id, { reason: "retention" })) deleted += 1;
      return deleted;
    },

    async removeByEmail(email, actor) {
      const rows = await db.selectFrom("job_applications").select("id").where(sql`lower(email)`, "=", email.toLowerCase()).execute();
      let deleted = 0;
      for (const { id } of rows) if (await remove(id, actor)) deleted += 1;
      return deleted;
    },
  };
}
