// The jobs domain as one service of the composition root: the job store, the applications, the jobs' published
// documents registered with PublishedContent, and the hourly upkeep (closing jobs whose closing day has ended).
// Applications past their retention are deleted by the retention job (server/privacy/retention.ts).
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Config } from "../config.ts";
import type { PublishedContent } from "../content/published-content.ts";
import type { Db } from "../db/database.ts";
import type { Mailer } from "../mail/mailer.ts";
import { createApplicationStore, type ApplicationStore } from "./applications.ts";
import { createJobStore, type JobStore } from "./jobs.ts";

export interface JobsService extends JobStore {
  applications: ApplicationStore;
  /** The hourly upkeep: jobs past their closing day close. */
  upkeep(): Promise<{ closedJobs: number }>;
  /** Removes what the service holds beyond the database (the tests' temporary CV folder). */
  dispose(): Promise<void>;
}

export interface JobsServiceInputs {
  config: Config;
  db: Db;
  mailer: Mailer;
  publishedContent: PublishedContent;
}

export function createJobsService({ config, db, mailer, publishedContent }: JobsServiceInputs): JobsService {
  const files = applicationFilesFolder(config);
  const jobs = createJobStore({ db, changed: (id) => publishedContent.changed("job", id) });
  publishedContent.register(jobs.source);
  const applications = createApplicationStore({
    db,
    mailer,
    jobs,
    inbox: config.contactInbox,
    siteUrl: config.siteUrl,
    bytesFolder: files.folder,
  });
  return {
    ...jobs,
    applications,
    async upkeep() {
      return { closedJobs: (await jobs.closeExpired()).length };
    },
    async dispose() {
      if (files.temporary) await rm(files.temporary, { recursive: true, force: true });
    },
  };
}

/**
 * The embedded database keeps CV bytes in files beside it (DATA_DIR/job-applications); an in-memory one (tests) in a
 * temporary folder removed on close. PostgreSQL keeps them in the row, shared by every instance.
 */
function applicationFilesFolder(config: Config): { folder: string | undefined; temporary?: string } {
  if (config.databaseUrl) return { folder: undefined };
  if (config.dataDir !== "memory://") return { folder: resolve(config.dataDir, "job-applications") };
  const temporary = mkdtempSync(join(tmpdir(), "job-applications-"));
  return { folder: temporary, temporary };
}
