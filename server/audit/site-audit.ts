// The site audit as a service: runs claimed in the database (one running across every instance; a nightly run once
// per day), crawled over HTTP from this instance's own listen address, progress written to the run's row while it
// works (so a reload, or another instance, sees it), findings stored when it ends. The page /qa-audit-pro reads it.
import { sql, type Selectable } from "kysely";
import { LOCALES } from "../../app/lib/messages.server.ts";
import type { Lang } from "../../app/lib/languages.ts";
import type { Db } from "../db/database.ts";
import type { AuditRunsTable } from "../db/schema.ts";
import { localeDictionary, summarize, type CheckId, type Finding, type LocaleDictionary, type Severity } from "./checks.ts";
import { crawlSite, httpFetcher, type Fetcher } from "./crawl.ts";

export interface AuditLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface AuditRun {
  id: string;
  trigger: "manual" | "nightly";
  status: "running" | "done" | "failed";
  pagesDone: number;
  pagesKnown: number;
  pages: number;
  errors: number;
  warnings: number;
  notices: number;
  brokenLinks: number;
  capped: boolean;
  failure: string | null;
  startedAt: string;
  finishedAt: string | null;
}

export interface FindingFilter {
  severity?: Severity;
  check?: CheckId;
  lang?: Lang;
  /** Part of the page's path. */
  page?: string;
  limit: number;
  offset: number;
}

export interface StoredFinding extends Omit<Finding, "lang"> {
  id: string;
  lang: string | null;
}

/** A run whose instance has not written progress for this long is taken for dead (its instance stopped). */
const STALE_AFTER_MS = 5 * 60_000;
/** Runs kept with their findings; older ones are deleted when a new run starts. */
const RUNS_KEPT = 60;
/** Progress is written at most this often. */
const PROGRESS_EVERY_MS = 400;

let sharedDictionary: LocaleDictionary | null = null;
/** Every language's message keys and texts, built once. */
export function siteDictionary(): LocaleDictionary {
  sharedDictionary ??= localeDictionary(LOCALES as unknown as Record<Lang, unknown>);
  return sharedDictionary;
}

function runView(row: Selectable<AuditRunsTable>): AuditRun {
  return {
    id: row.id,
    trigger: row.trigger,
    status: row.status,
    pagesDone: row.pages_done,
    pagesKnown: row.pages_known,
    pages: row.pages,
    errors: row.errors,
    warnings: row.warnings,
    notices: row.notices,
    brokenLinks: row.broken_links,
    capped: row.capped,
    failure: row.failure,
    startedAt: new Date(row.started_at).toISOString(),
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

export type StartResult = { started: true; run: AuditRun } | { started: false; run: AuditRun | null; reason: "busy" | "notListening" };

export class SiteAudit {
  private origin: string | null = null;
  private fetcher: Fetcher | null = null;
  private current: Promise<void> | null = null;
  private stopping = false;

  private readonly options: { db: Db; siteUrl: string; log: AuditLog; nightlyHourUtc: number | null };

  constructor(options: { db: Db; siteUrl: string; log: AuditLog; nightlyHourUtc: number | null }) {
    this.options = options;
  }

  /** Where this instance listens (set once the server listens); the crawler asks it, never the public address. */
  listenAt(origin: string, fetcher: Fetcher = httpFetcher(origin)) {
    this.origin = origin;
    this.fetcher = fetcher;
  }

  get listening(): boolean {
    return this.fetcher !== null;
  }

  /** Claims a run (refused while another runs, on any instance) and works it in the background. */
  async start(trigger: "manual" | "nightly", requestedBy: string | null, nightlyDate: string | null = null): Promise<StartResult> {
    if (!this.fetcher || this.stopping) return { started: false, run: null, reason: "notListening" };
    await this.failStaleRuns();
    const row = await this.options.db
      .insertInto("audit_runs")
      .values({ trigger, requested_by: requestedBy, nightly_date: nightlyDate })
      .onConflict((oc) => oc.doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!row) return { started: false, run: await this.runningRun(), reason: "busy" };
    await this.deleteOldRuns();
    const work = this.work(row.id).finally(() => {
      if (this.current === work) this.current = null;
    });
    this.current = work;
    return { started: true, run: runView(row) };
  }

  /** Background tick: from the configured hour on, the day's nightly run is claimed by the first instance to ask. */
  async nightlyTick(now = new Date()): Promise<void> {
    const hour = this.options.nightlyHourUtc;
    if (hour === null || !this.fetcher || now.getUTCHours() < hour) return;
    const date = now.toISOString().slice(0, 10);
    const already = await this.options.db.selectFrom("audit_runs").select("id").where("nightly_date", "=", date).executeTakeFirst();
    if (already) return;
    await this.start("nightly", null, date);
  }

  /** Resolves when this instance's run (if any) has ended. */
  async idle(): Promise<void> {
    while (this.current) await this.current;
  }

  /** Stops crawling (the run is marked failed) and waits for it. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.idle();
  }

  async runningRun(): Promise<AuditRun | null> {
    const row = await this.options.db.selectFrom("audit_runs").selectAll().where("status", "=", "running").executeTakeFirst();
    return row ? runView(row) : null;
  }

  async run(id: string): Promise<AuditRun | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const row = await this.options.db.selectFrom("audit_runs").selectAll().where("id", "=", id).executeTakeFirst();
    return row ? runView(row) : null;
  }

  async history(limit = 20): Promise<AuditRun[]> {
    const rows = await this.options.db.selectFrom("audit_runs").selectAll().orderBy("started_at", "desc").orderBy("id").limit(limit).execute();
    return rows.map(runView);
  }

  async findings(runId: string, filter: FindingFilter): Promise<{ findings: StoredFinding[]; total: number }> {
    let rows = this.options.db.selectFrom("audit_findings").where("run_id", "=", runId);
    if (filter.severity) rows = rows.where("severity", "=", filter.severity);
    if (filter.check) rows = rows.where("check_id", "=", filter.check);
    if (filter.lang) rows = rows.where("lang", "=", filter.lang);
    if (filter.page) rows = rows.where("page", "like", `%${filter.page.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
    const [found, count] = await Promise.all([
      rows
        .selectAll()
        .orderBy(sql`case severity when 'error' then 0 when 'warning' then 1 else 2 end`)
        .orderBy("check_id")
        .orderBy("page")
        .orderBy("id")
        .limit(filter.limit)
        .offset(filter.offset)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    return {
      total: Number(count.n),
      findings: found.map((row) => ({
        id: String(row.id),
        check: row.check_id as CheckId,
        severity: row.severity,
        page: row.page,
        lang: row.lang,
        code: row.code,
        params: typeof row.params === "string" ? (JSON.parse(row.params) as Finding["params"]) : row.params,
      })),
    };
  }

  private async work(runId: string): Promise<void> {
    const { db, siteUrl, log } = this.options;
    let lastWrite = 0;
    try {
      const result = await crawlSite({
        fetcher: this.fetcher!,
        siteUrl,
        crawlOrigin: this.origin ?? undefined,
        dictionary: siteDictionary(),
        shouldStop: () => this.stopping,
        onProgress: async (done, known) => {
          const now = Date.now();
          if (now - lastWrite < PROGRESS_EVERY_MS) return;
          lastWrite = now;
          await db.updateTable("audit_runs").set({ pages_done: done, pages_known: known, heartbeat_at: sql`now()` }).where("id", "=", runId).execute();
        },
      });
      if (this.stopping) throw new Error("stopped: the instance shut down during the run");
      const counts = summarize(result.findings);
      await db.transaction().execute(async (trx) => {
        for (let i = 0; i < result.findings.length; i += 500) {
          await trx
            .insertInto("audit_findings")
            .values(
              result.findings.slice(i, i + 500).map((f) => ({
                run_id: runId,
                check_id: f.check,
                severity: f.severity,
                page: f.page,
                lang: f.lang,
                code: f.code,
                params: JSON.stringify(f.params),
              })),
            )
            .execute();
        }
        await trx
          .updateTable("audit_runs")
          .set({
            status: "done",
            pages_done: result.fetched,
            pages_known: result.fetched,
            pages: result.pages,
            errors: counts.error,
            warnings: counts.warning,
            notices: counts.notice,
            broken_links: counts.brokenLinks,
            capped: result.capped,
            finished_at: sql`now()`,
            heartbeat_at: sql`now()`,
          })
          .where("id", "=", runId)
          .execute();
      });
      log.info({ runId, pages: result.pages, errors: counts.error, brokenLinks: counts.brokenLinks }, "site audit done");
    } catch (error) {
      log.error({ err: error, runId }, "site audit failed");
      await db
        .updateTable("audit_runs")
        .set({ status: "failed", failure: error instanceof Error ? error.message.slice(0, 500) : "failed", finished_at: sql`now()` })
        .where("id", "=", runId)
        .execute()
        .catch((failure: unknown) => log.error({ err: failure, runId }, "site audit could not be marked failed"));
    }
  }

  private async failStaleRuns() {
    await this.options.db
      .updateTable("audit_runs")
      .set({ status: "failed", failure: "abandoned: its instance stopped writing progress", finished_at: sql`now()` })
      .where("status", "=", "running")
      .where("heartbeat_at", "<", new Date(Date.now() - STALE_AFTER_MS))
      .execute();
  }

  private async deleteOldRuns() {
    const keep = this.options.db.selectFrom("audit_runs").select("id").orderBy("started_at", "desc").limit(RUNS_KEPT);
    await this.options.db.deleteFrom("audit_runs").where("id", "not in", keep).execute();
  }
}
