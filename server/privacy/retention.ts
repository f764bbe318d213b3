// The retention job (decision 021): one run at a time across every instance deletes what has passed the privacy
// policy's periods (app/lib/retention-periods.ts), rule by rule, in small batches with a turn for the requests in
// between, so a run over millions of rows never stalls the site. The instances share one schedule row: whoever
// claims its lease runs, renewing the lease after each batch; the others wait for the next time. Each run is stored
// with its counts per kind and written to the security log (counts only, never content).
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "kysely";
import { CHAT_MEDIA_URL_PREFIX } from "../../app/chat/chat-contract.ts";
import type { RetentionRunView, RetentionStatus } from "../../app/lib/privacy-contract.ts";
import { RETENTION_PERIODS, retentionCutoff, type RetentionPeriod } from "../../app/lib/retention-periods.ts";
import { logSecurityEvent } from "../auth/security-log.ts";
import type { Db } from "../db/database.ts";
import type { ApplicationStore } from "../jobs/applications.ts";

export const SECURITY_EVENT_RETENTION_RUN = "retention_run";
/** A run starts this long after the previous one ended. */
export const RETENTION_INTERVAL_MS = 60 * 60_000;
/**
 * A batch should hold the database this long at most: the embedded database runs on the event loop, so a batch is
 * that long a pause for every request. Batches shrink when they take longer and grow (up to four times the rule's
 * size) when they are quick, as on PostgreSQL.
 */
export const RETENTION_BATCH_TARGET_MS = 15;

export function nextBatchSize(size: number, tookMs: number, ruleBatch: number): number {
  if (tookMs > RETENTION_BATCH_TARGET_MS * 2) return Math.max(10, Math.floor(size / 2));
  if (tookMs < RETENTION_BATCH_TARGET_MS / 2) return Math.min(ruleBatch * 4, Math.ceil(size * 1.5));
  return size;
}

/** Each instance asks this often whether a run is due (one UPDATE of the schedule row). */
export const RETENTION_TICK_MS = 60_000;
/** An instance that stops renewing (it crashed) loses the run to another after this long. */
const LEASE_MS = 5 * 60_000;

/** What a rule deletes with: the database, the moment its period ends at, and where file bytes live. */
export interface RetentionScope {
  db: Db;
  /** The clock of this run. */
  now: Date;
  /** `now` minus the rule's period (equal to `now` for rules without one). */
  cutoff: Date;
  /** Chat attachments' bytes folder (embedded database); null when the bytes are in the rows. */
  chatMediaFolder: string | null;
  applications: ApplicationStore;
}

export interface RetentionRule {
  /** The count's name in the run's record, the security log and the console. */
  kind: string;
  /** From app/lib/retention-periods.ts; null for things that carry their own expiry (sessions, tokens). */
  period: RetentionPeriod | null;
  /** Deletes at most `batch` of what is past the cutoff; how many it deleted. */
  deleteBatch(scope: RetentionScope, batch: number): Promise<number>;
  batch: number;
}

async function deletedIds(query: Promise<{ rows: unknown[] }>): Promise<number> {
  return (await query).rows.length;
}

/** Chat attachments' rows, and their bytes when they are files. */
export async function deleteChatMedia(db: Db, folder: string | null, paths: string[]): Promise<number> {
  if (paths.length === 0) return 0;
  const gone = await db.deleteFrom("chat_media").where("path", "in", paths).returning("path").execute();
  if (folder) await Promise.all(gone.map(({ path }) => rm(join(folder, path), { force: true })));
  return gone.length;
}

/** The stored attachments the messages of these conversations carry. */
export async function attachmentPathsOf(db: Db, conversationIds: string[]): Promise<string[]> {
  if (conversationIds.length === 0) return [];
  const { rows } = await sql<{ url: string | null }>`
    select distinct item->>'url' as url
    from chat_messages, jsonb_array_elements(media) as item
    where session_id in (${sql.join(conversationIds)}) and media <> '[]'::jsonb`.execute(db);
  return rows.map((row) => row.url).filter((url): url is string => Boolean(url?.startsWith(CHAT_MEDIA_URL_PREFIX))).map((url) => url.slice(CHAT_MEDIA_URL_PREFIX.length));
}

/**
 * The rules, in order. Conversations go before their orphaned attachments; leads after the conversations that name
 * them. A new kind of personal data adds its rule here (its period in app/lib/retention-periods.ts).
 */
export const RETENTION_RULES: RetentionRule[] = [
  {
    kind: "conversations",
    period: RETENTION_PERIODS.inquiries,
    batch: 50,
    async deleteBatch({ db, cutoff, chatMediaFolder }, batch) {
      const due = await db.selectFrom("conversations").select("id").where("updated_at", "<", cutoff).orderBy("updated_at").limit(batch).execute();
      if (due.length === 0) return 0;
      const ids = due.map((row) => row.id);
      const paths = await attachmentPathsOf(db, ids);
      // Messages, notes and read marks go with the conversation (on delete cascade).
      const gone = await db.deleteFrom("conversations").where("id", "in", ids).where("updated_at", "<", cutoff).returning("id").execute();
      await deleteChatMedia(db, chatMediaFolder, paths);
      return gone.length;
    },
  },
  {
    kind: "chatAttachments",
    period: RETENTION_PERIODS.inquiries,
    batch: 200,
    async deleteBatch({ db, cutoff, chatMediaFolder }, batch) {
      // Uploaded but never sent, or sent in a conversation deleted before: no message carries it any more.
      const { rows } = await sql<{ path: string }>`
        select path from chat_media
        where created_at < ${cutoff}
          and not exists (
            select 1 from chat_messages
            where media @> jsonb_build_array(jsonb_build_object('url', ${CHAT_MEDIA_URL_PREFIX} || chat_media.path))
          )
        order by created_at
        limit ${batch}`.execute(db);
      return deleteChatMedia(db, chatMediaFolder, rows.map((row) => row.path));
    },
  },
  {
    kind: "leads",
    period: RETENTION_PERIODS.inquiries,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from leads where id in (select id from leads where updated_at < ${cutoff} order by updated_at limit ${batch})
        returning id`.execute(db)),
  },
  {
    kind: "bookings",
    period: RETENTION_PERIODS.inquiries,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from bookings where id in (
          select id from bookings where ends_at < ${cutoff} and updated_at < ${cutoff} order by ends_at limit ${batch}
        )
        returning id`.execute(db)),
  },
  {
    kind: "mails",
    period: RETENTION_PERIODS.inquiries,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from mail_outbox where id in (select id from mail_outbox where created_at < ${cutoff} order by created_at limit ${batch})
        returning id`.execute(db)),
  },
  {
    kind: "jobApplications",
    period: RETENTION_PERIODS.jobApplications,
    batch: 100,
    // Through the application store: each takes its CV's bytes with it and is logged as before.
    deleteBatch: ({ applications, cutoff }, batch) => applications.sweepExpired(cutoff, batch),
  },
  {
    kind: "pageViews",
    period: RETENTION_PERIODS.webAnalytics,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from page_views where id in (select id from page_views where created_at < ${cutoff} order by created_at limit ${batch})
        returning id`.execute(db)),
  },
  {
    // Raw real-user vitals (server/vitals); the rollups hold counts only and are not personal data.
    kind: "vitalSamples",
    period: RETENTION_PERIODS.webAnalytics,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from vital_samples where id in (select id from vital_samples where recorded_at < ${cutoff} order by recorded_at limit ${batch})
        returning id`.execute(db)),
  },
  {
    kind: "consentRecords",
    period: RETENTION_PERIODS.webAnalytics,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from consent_records where id in (select id from consent_records where created_at < ${cutoff} order by created_at limit ${batch})
        returning id`.execute(db)),
  },
  {
    kind: "sessions",
    period: null,
    batch: 500,
    deleteBatch: ({ db, now }, batch) =>
      deletedIds(sql`
        delete from "session" where id in (select id from "session" where "expiresAt" < ${now} limit ${batch})
        returning id`.execute(db)),
  },
  {
    kind: "verificationTokens",
    period: null,
    batch: 500,
    deleteBatch: ({ db, now }, batch) =>
      deletedIds(sql`
        delete from verification where id in (select id from verification where "expiresAt" < ${now} limit ${batch})
        returning id`.execute(db)),
  },
  {
    kind: "attemptCounters",
    period: null,
    batch: 500,
    // Sign-in and form attempt counters are keyed by address; their windows last an hour at most.
    deleteBatch: ({ db, now }, batch) =>
      deletedIds(sql`
        delete from rate_limits where key in (
          select key from rate_limits
          where window_started_at < ${now}::timestamptz - interval '1 day' and next_allowed_at < ${now}
          limit ${batch}
        )
        returning key`.execute(db)),
  },
  {
    kind: "privacyRequestTokens",
    period: null,
    batch: 500,
    // A link nobody confirmed: the request stays as "expired" for the console, without the address or the token.
    deleteBatch: ({ db, now }, batch) =>
      deletedIds(sql`
        update privacy_requests set state = 'expired', token_hash = null, email = null, completed_at = ${now}
        where id in (
          select id from privacy_requests where state = 'awaiting_confirmation' and expires_at < ${now} limit ${batch}
        )
        returning id`.execute(db)),
  },
  {
    kind: "privacyRequests",
    period: RETENTION_PERIODS.inquiries,
    batch: 500,
    deleteBatch: ({ db, cutoff }, batch) =>
      deletedIds(sql`
        delete from privacy_requests where id in (
          select id from privacy_requests where created_at < ${cutoff} and state <> 'awaiting_confirmation' order by created_at limit ${batch}
        )
        returning id`.execute(db)),
  },
];

export interface RetentionJobOptions {
  db: Db;
  chatMediaFolder: string | null;
  applications: ApplicationStore;
  rules?: RetentionRule[];
  /** The job's clock; tests move it past the periods instead of waiting. */
  clock?: () => Date;
  /** Called between batches: a turn for the requests. */
  yieldTurn?: () => Promise<void>;
}

export interface RetentionJob {
  /** Runs when the schedule says so and no other instance holds the run; the run's record, or null. */
  tick(): Promise<RetentionRunView | null>;
  /** Runs now (the schedule aside) unless another instance holds the run; null then. */
  runNow(): Promise<RetentionRunView | null>;
  status(): Promise<RetentionStatus>;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createRetentionJob(options: RetentionJobOptions): RetentionJob {
  const { db } = options;
  const rules = options.rules ?? RETENTION_RULES;
  const clock = options.clock ?? (() => new Date());
  const yieldTurn = options.yieldTurn ?? nextTurn;

  /** The lease's times are the database's, so instances with skewed clocks still agree on who holds it. */
  async function claim(holder: string, due: boolean): Promise<boolean> {
    const { rows } = await sql`
      update retention_schedule
      set lease_holder = ${holder}, lease_until = clock_timestamp() + make_interval(secs => ${LEASE_MS / 1000})
      where id = 1
        and (lease_until is null or lease_until < clock_timestamp())
        and (${!due} or next_run_at <= clock_timestamp())
      returning id`.execute(db);
    return rows.length === 1;
  }

  async function renew(holder: string): Promise<boolean> {
    const { rows } = await sql`
      update retention_schedule set lease_until = clock_timestamp() + make_interval(secs => ${LEASE_MS / 1000})
      where id = 1 and lease_holder = ${holder}
      returning id`.execute(db);
    return rows.length === 1;
  }

  async function release(holder: string): Promise<void> {
    await sql`
      update retention_schedule
      set lease_holder = null, lease_until = null, next_run_at = clock_timestamp() + make_interval(secs => ${RETENTION_INTERVAL_MS / 1000})
      where id = 1 and lease_holder = ${holder}`.execute(db);
  }

  async function run(due: boolean): Promise<RetentionRunView | null> {
    const holder = randomUUID();
    if (!(await claim(holder, due))) return null;
    const now = clock();
    const started = await db.insertInto("retention_runs").values({ started_at: new Date(), deleted: "{}" }).returning("id").executeTakeFirstOrThrow();
    const deleted: Record<string, number> = {};
    let failure: unknown = null;
    try {
      for (const rule of rules) {
        const scope: RetentionScope = {
          db,
          now,
          cutoff: rule.period ? retentionCutoff(rule.period, now) : now,
          chatMediaFolder: options.chatMediaFolder,
          applications: options.applications,
        };
        let total = 0;
        let size = rule.batch;
        for (;;) {
          const started = performance.now();
          const count = await rule.deleteBatch(scope, size);
          const took = performance.now() - started;
          total += count;
          deleted[rule.kind] = total;
          await yieldTurn();
          if (!(await renew(holder))) throw new Error("retention lease lost");
          if (count < size) break;
          size = nextBatchSize(size, took, rule.batch);
        }
      }
    } catch (error) {
      failure = error;
    }
    const status = failure ? "failed" : "finished";
    const finished = await db
      .updateTable("retention_runs")
      .set({ finished_at: new Date(), status, deleted: JSON.stringify(deleted), error: failure ? String(failure) : null })
      .where("id", "=", started.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await logSecurityEvent(db, {
      type: SECURITY_EVENT_RETENTION_RUN,
      severity: failure ? "ERROR" : "INFO",
      details: { runId: started.id, status, deleted },
    });
    await release(holder);
    if (failure) throw failure;
    return runView(finished);
  }

  return {
    tick: () => run(true),
    runNow: () => run(false),
    async status() {
      const [last, schedule] = await Promise.all([
        db.selectFrom("retention_runs").selectAll().orderBy("started_at", "desc").limit(1).executeTakeFirst(),
        db
          .selectFrom("retention_schedule")
          .select(["next_run_at", "lease_until", sql<boolean>`coalesce(lease_until > clock_timestamp(), false)`.as("leased")])
          .where("id", "=", 1)
          .executeTakeFirstOrThrow(),
      ]);
      return { lastRun: last ? runView(last) : null, nextRunAt: new Date(schedule.next_run_at).toISOString(), running: schedule.leased };
    },
  };
}

function runView(row: { id: string; started_at: Date; finished_at: Date | null; status: "running" | "finished" | "failed"; deleted: Record<string, number> }): RetentionRunView {
  return {
    id: row.id,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
    status: row.status,
    deleted: row.deleted,
  };
}
