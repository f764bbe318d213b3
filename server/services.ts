// The composition root: every service is built here, once, from the configuration and the database. buildApp only
// registers routes over these; route modules reach them through React Router's context; background work has its
// one home in startBackgroundWork, which the process entry starts and stops.
import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Assistant } from "./assistant/assistant.ts";
import { createAuth, type Accounts } from "./auth/create-auth.ts";
import { ensureFirstAdministrator } from "./auth/first-admin.ts";
import { buildCorpus } from "./assistant/corpus.ts";
import { createAssistant } from "./assistant/create-assistant.ts";
import { KnowledgeIndex } from "./assistant/knowledge.ts";
import type { ChatStore } from "./chat/conversations.ts";
import { createBookingStore, type BookingStore } from "./booking/bookings.ts";
import { createLeadStore, type LeadStore } from "./console/leads.ts";
import type { Config } from "./config.ts";
import { conversationView, listInbox, markRead, staffMembers } from "./console/inbox.ts";
import type { ContactSubmitResult } from "../app/lib/contact-form.ts";
import {
  submitContactRequest,
  type ContactDependencies,
  type ContactRequestMeta,
} from "./contact/submit-contact-request.ts";
import type { Db } from "./db/database.ts";
import type { Mailer } from "./mail/mailer.ts";
import { PresenceRegistry } from "./presence/presence.ts";
import { LocalBus, PostgresBus, type RealtimeBus } from "./realtime/bus.ts";
import { PublishedContent } from "./content/published-content.ts";
import { SearchIndex } from "./search/search-index.ts";
import { createJobsService, type JobsService } from "./jobs/jobs-service.ts";
import { deleteExpiredRequestCounts } from "./security/address-limits.ts";
import { wakeSnoozedConversations } from "./chat/snooze-conversation.ts";
import { DatabaseChatMediaStore, type ChatMediaStore } from "./storage/chat-media-store.ts";
import { createNewsStore, type NewsStore } from "./news/news-store.ts";
import { announceDueNews } from "./news/news-sweep.ts";
import { SiteAudit } from "./audit/site-audit.ts";
import { createPrivacyService, type PrivacyService } from "./privacy/privacy-requests.ts";
import { RETENTION_TICK_MS } from "./privacy/retention.ts";
import { vitalsDashboard, vitalsUpkeep, type VitalsDashboard } from "./vitals/vitals-store.ts";
import { createVoice, type Voice } from "./voice/voice.ts";

/** What the services report through: Fastify's logger once it exists, the console before. */
export interface ServiceLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Services {
  config: Config;
  db: Db;
  mailer: Mailer;
  /** Realtime fan-out: in memory for one PGlite process, PostgreSQL LISTEN/NOTIFY for several instances. */
  bus: RealtimeBus;
  /** Who is on the site now: this instance's sockets, and the other instances' counts over the bus. */
  presence: PresenceRegistry;
  assistant: Assistant;
  /** Speech out (espeak-ng offline, or the service), speech in and the live call (the configured service). */
  voice: Voice;
  /** The site's knowledge the assistant searches, built from the content and the ORG_* configuration. */
  knowledge: KnowledgeIndex;
  /** Published jobs and news as documents per language, and word of their changes (server/content/published-content.ts). */
  publishedContent: PublishedContent;
  /** Site search over pages, published jobs and news (server/search/search-index.ts). */
  search: SearchIndex;
  /** Jobs, their public pages' reads and the applications (server/jobs). */
  jobs: JobsService;
  chat: ChatStore;
  contact: ContactDependencies;
  chatMedia: ChatMediaStore;
  /** The console's Leads section: the list, one lead, and staff's changes (server/console/leads.ts). */
  leads: LeadStore;
  /** News articles: the console's editing, the public pages' reads, uploaded images (server/news/news-store.ts). */
  news: NewsStore;
  /** Booking a call: settings, free slots, bookings and their mails (server/booking/bookings.ts). */
  bookings: BookingStore;
  /** Better Auth and what goes with it (server/auth/create-auth.ts). */
  accounts: Accounts;
  /** The site audit of /qa-audit-pro: runs, their progress and findings (server/audit/site-audit.ts). */
  audit: SiteAudit;
  /** People's requests for their data or its erasure, and the retention job (server/privacy). */
  privacy: PrivacyService;
  /** Real-user vitals: the performance page's figures, read from the rollups (server/vitals/vitals-store.ts). */
  vitals: { dashboard(): Promise<VitalsDashboard> };
  /** The console inbox's reads for its page loader (server/console/inbox.ts). */
  inbox: {
    list(filter: Parameters<typeof listInbox>[1]): ReturnType<typeof listInbox>;
    view(conversationId: string): ReturnType<typeof conversationView>;
    markRead(userId: string, conversationId: string): Promise<void>;
    team(): ReturnType<typeof staffMembers>;
  };
  /** A visitor asks to be contacted (contact page or chat widget). */
  submitContactRequest(input: unknown, meta: ContactRequestMeta): Promise<ContactSubmitResult>;
  /** Ends what the services hold open (the bus's connections, temporary folders); the database is the caller's. */
  close(): Promise<void>;
}

export interface ServiceInputs {
  config: Config;
  db: Db;
  mailer: Mailer;
  log: ServiceLog;
  /** Defaults to the one the configuration names (offline, or the OpenAI-compatible API). */
  assistant?: Assistant;
}

export async function createServices({ config, db, mailer, log, assistant }: ServiceInputs): Promise<Services> {
  const closers: Array<() => Promise<void>> = [];
  const bus: RealtimeBus = config.databaseUrl
    ? await PostgresBus.connect(config.databaseUrl, (error) => log.error({ err: error }, "realtime bus"))
    : new LocalBus();
  closers.push(() => bus.close());
  const presence = new PresenceRegistry({ db, bus, onError: (error) => log.error({ err: error }, "presence") });
  // Closed before the bus (closers run in reverse), so the other instances hear that this one leaves.
  closers.push(() => presence.close());

  const attachments = attachmentFolder(config);
  if (attachments.temporary) closers.push(() => rm(attachments.temporary!, { recursive: true, force: true }));

  // Better Auth's debug lines are asked for only at LOG_LEVEL debug or trace.
  const authLog = { ...log, debug: (details: object, message: string) => log.info(details, message) };
  const accounts = await createAuth({ config, db, mailer, log: authLog });
  await ensureFirstAdministrator(accounts, config.auth.admin, authLog);

  const publishedContent = new PublishedContent(bus, (error) => log.error({ err: error }, "published content"));
  closers.push(async () => publishedContent.close());
  const search = new SearchIndex({
    db,
    publishedContent,
    organization: config.organization,
    onError: (error) => log.error({ err: error }, "search index"),
  });
  const newsImages = bytesFolder(config, "news-images");
  if (newsImages.temporary) closers.push(() => rm(newsImages.temporary!, { recursive: true, force: true }));
  const news = createNewsStore(db, { bytesFolder: newsImages.folder });
  publishedContent.register(news.source);
  const jobs = createJobsService({ config, db, mailer, publishedContent });
  closers.push(() => jobs.dispose());

  const chatMedia = new DatabaseChatMediaStore(db, { bytesFolder: attachments.folder });
  const privacy = createPrivacyService({
    db,
    mailer,
    siteUrl: config.siteUrl,
    organizationName: config.organization.name,
    chatMediaFolder: chatMedia.bytesFolder,
    applications: jobs.applications,
    verifyPassword: (headers, password) =>
      accounts.auth.api.verifyPassword({ headers, body: { password } }).then(
        () => true,
        () => false,
      ),
  });
  const chat: ChatStore = { db, bus };
  const contact: ContactDependencies = { db, mailer, inbox: config.contactInbox };
  const knowledge = new KnowledgeIndex(buildCorpus({ organization: config.organization }));
  // Rebuilt on every instance when a job or article changes; one rebuild at a time, so the last change always wins.
  let rebuilding: Promise<void> = Promise.resolve();
  const refreshKnowledge = () => {
    rebuilding = rebuilding
      .catch(() => undefined)
      .then(async () => {
        knowledge.replace(buildCorpus({ organization: config.organization, published: await publishedContent.all() }));
      });
    return rebuilding;
  };
  publishedContent.onAnyChange(refreshKnowledge);
  const voice = createVoice(config.voice);
  closers.push(() => voice.close());
  const services: Services = {
    config,
    db,
    mailer,
    bus,
    presence,
    assistant: assistant ?? createAssistant(config, knowledge, log),
    voice,
    knowledge,
    publishedContent,
    search,
    jobs,
    chat,
    contact,
    chatMedia,
    leads: createLeadStore(db),
    news,
    bookings: createBookingStore({
      db,
      log,
      mail: { mailer, siteUrl: config.siteUrl, inbox: config.contactInbox, organization: config.organization },
    }),
    accounts,
    audit: new SiteAudit({ db, siteUrl: config.siteUrl, log, nightlyHourUtc: config.auditNightlyHourUtc }),
    privacy,
    vitals: { dashboard: () => vitalsDashboard(db) },
    inbox: {
      list: (filter) => listInbox(db, filter),
      view: (conversationId) => conversationView(db, conversationId),
      markRead: (userId, conversationId) => markRead(db, userId, conversationId),
      team: () => staffMembers(db),
    },
    submitContactRequest: (input, meta) => submitContactRequest(contact, input, meta),
    async close() {
      for (const close of closers.reverse()) await close();
    },
  };
  // The sources registered above are read once now; afterwards each change tells every instance.
  await refreshKnowledge().catch((error: unknown) => log.error({ err: error }, "published content could not be read into the knowledge"));
  return services;
}

/**
 * The embedded database keeps attachment bytes in files beside it (DATA_DIR/chat-media); an in-memory one (tests)
 * in a temporary folder removed on close. PostgreSQL keeps them in the row, shared by every instance.
 */
function attachmentFolder(config: Config): { folder: string | undefined; temporary?: string } {
  if (config.databaseUrl) return { folder: undefined };
  if (config.dataDir !== "memory://") return { folder: resolve(config.dataDir, "chat-media") };
  const temporary = mkdtempSync(join(tmpdir(), "chat-media-"));
  return { folder: temporary, temporary };
}

/** Like the attachments' folder: beside the embedded database, temporary for an in-memory one, none on PostgreSQL. */
function bytesFolder(config: Config, name: string): { folder: string | undefined; temporary?: string } {
  if (config.databaseUrl) return { folder: undefined };
  if (config.dataDir !== "memory://") return { folder: resolve(config.dataDir, name) };
  const temporary = mkdtempSync(join(tmpdir(), `${name}-`));
  return { folder: temporary, temporary };
}

const REQUEST_COUNT_SWEEP_MS = 60 * 60_000;
/** Booking reminders go out within this long of their time (24 hours before the call). */
const BOOKING_REMINDER_SWEEP_MS = 5 * 60_000;
/** Jobs past their closing day close within this long. */
const JOBS_UPKEEP_MS = 60 * 60_000;
/** The nightly site audit starts within this long of its hour (AUDIT_NIGHTLY_HOUR). */
const AUDIT_NIGHTLY_CHECK_MS = 10 * 60_000;
/** Real-user vitals: the 27-day window moves on at midnight UTC (a page view would also move it), old day rollups go. */
const VITALS_UPKEEP_MS = 60 * 60_000;
/** Snoozed conversations wake within this long of their time. */
const SNOOZE_SWEEP_MS = 30_000;
/** Scheduled news articles reach search and the assistant within this long of their publish time. */
const NEWS_SWEEP_MS = 30_000;

/**
 * Work that runs beside the requests: mail that could not be delivered is retried, spent rate-limit windows swept,
 * snoozed conversations woken when their time comes, this instance's presence counts repeated to the other instances,
 * jobs past their closing day closed (hourly), the nightly site audit claimed by one instance once a day, and the
 * retention job asked whether its run is due (one instance runs it; server/privacy/retention.ts).
 */
export function startBackgroundWork(services: Services, log: ServiceLog): { stop(): void } {
  const retention = async () => {
    const run = await services.privacy.retention.tick();
    if (run) log.info({ runId: run.id, deleted: run.deleted, startedAt: run.startedAt, finishedAt: run.finishedAt }, "retention run finished");
  };
  // A run that fell due while no instance was up starts now, not a tick later.
  retention().catch((error: unknown) => log.error({ err: error }, "retention failed"));
  const every = (ms: number, name: string, work: () => Promise<unknown>) => {
    const timer = setInterval(() => {
      work().catch((error: unknown) => log.error({ err: error }, `${name} failed`));
    }, ms);
    timer.unref();
    return timer;
  };
  const timers = [
    every(services.config.mailRetrySeconds * 1000, "mail retry", () => services.mailer.retryDue()),
    every(REQUEST_COUNT_SWEEP_MS, "request count sweep", () => deleteExpiredRequestCounts(services.db)),
    every(SNOOZE_SWEEP_MS, "snooze wake-up", () => wakeSnoozedConversations(services.chat)),
    every(NEWS_SWEEP_MS, "scheduled news", () => announceDueNews(services)),
    every(BOOKING_REMINDER_SWEEP_MS, "booking reminders", () => services.bookings.sendDueReminders()),
    every(JOBS_UPKEEP_MS, "jobs upkeep", () => services.jobs.upkeep()),
    every(AUDIT_NIGHTLY_CHECK_MS, "nightly site audit", () => services.audit.nightlyTick()),
    every(RETENTION_TICK_MS, "retention", () => retention()),
    every(VITALS_UPKEEP_MS, "vitals upkeep", () => vitalsUpkeep(services.db)),
  ];
  services.presence.start();
  services.voice.warm();
  // The index is written at start (pages whose text changed, every published item); a search waits for it anyway.
  services.search.ensureReady().catch((error: unknown) => log.error({ err: error }, "search index"));
  return {
    stop() {
      for (const timer of timers) clearInterval(timer);
      services.presence.stop();
      void services.audit.stop();
    },
  };
}
