// Who is on the site now (the console's presence section): the chat widget's open sockets with the page each one
// reports, the staff online, and the consented page views of the last five minutes. Nothing that identifies a
// visitor is kept or stored: a socket is known by a random id while it is open, and instances share only counts.
//
// Each instance knows its own sockets. It publishes a report of its counts on the realtime bus (PostgreSQL
// LISTEN/NOTIFY between instances) when they change and every few seconds; every instance keeps the latest report
// of each other instance and forgets one that has not been renewed for PRESENCE_REPORT_TTL_MS (an instance that
// stopped or lost its database).
import { randomUUID } from "node:crypto";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import type { Db } from "../db/database.ts";
import type { BusEvent, RealtimeBus } from "../realtime/bus.ts";

/** How often an instance repeats its report while nothing changes. */
export const PRESENCE_PUBLISH_MS = 5000;
/** A report not renewed for this long is dropped: three missed repeats. */
export const PRESENCE_REPORT_TTL_MS = 15_000;
/** A change is published after this pause, so a burst of changes (a deploy's reconnects) goes out as one report. */
const CHANGE_PUBLISH_DELAY_MS = 100;
/** Change-driven reports go out at most this often; the repeat every PRESENCE_PUBLISH_MS comes on top. */
const MIN_PUBLISH_INTERVAL_MS = 1000;
/** The page views counted: consented views of the last five minutes. */
export const PAGE_VIEW_WINDOW_MS = 5 * 60_000;
const PAGE_VIEW_ROWS = 50;
/** A report must fit one NOTIFY payload (PostgreSQL refuses 8000 bytes); pages that do not fit are counted together. */
export const PRESENCE_REPORT_MAX_BYTES = 7000;
const STAFF_NAME_MAX_LENGTH = 120;

export interface VisitorPage {
  path: string;
  language: Lang;
}

export interface StaffPresence {
  userId: string;
  name: string;
}

/** Visitors on one page in one language; path and language null for the pages a report had no room to name. */
export interface PageCount {
  path: string | null;
  language: Lang | null;
  count: number;
}

type PresenceReport = Extract<BusEvent, { kind: "presence" }>;

/** GET /api/staff/presence and the console's presence page. */
export interface PresenceSnapshot {
  /** Chat widgets open on the site now (a visitor with two tabs open counts twice). */
  visitorsNow: number;
  pages: { path: string | null; language: Lang | null; visitors: number }[];
  languages: { language: Lang; visitors: number }[];
  staffOnline: StaffPresence[];
  /** Consented page views of the last five minutes, by page (the busiest first). */
  pageViewsLast5Minutes: { path: string; language: string; views: number }[];
  pageViewsLast5MinutesTotal: number;
  /** Server instances whose sockets are counted, this one included. */
  instances: number;
  updatedAt: string;
}

export interface PresenceOptions {
  db: Db;
  bus: RealtimeBus;
  onError?: (error: unknown) => void;
  /** The clock reports expire by; tests move it. */
  now?: () => number;
}

export class PresenceRegistry {
  readonly instanceId = randomUUID();
  private readonly visitors = new Map<string, VisitorPage>();
  private readonly staff = new Map<string, StaffPresence>();
  /** The latest report of each other instance, with when it arrived (this instance's clock, so no skew matters). */
  private readonly reports = new Map<string, { visitors: PageCount[]; staff: StaffPresence[]; receivedAt: number }>();
  private readonly unsubscribe: () => void;
  private repeat: NodeJS.Timeout | null = null;
  private pending: NodeJS.Timeout | null = null;
  private lastPublishedAt = 0;
  private closed = false;

  private readonly db: Db;
  private readonly bus: RealtimeBus;
  private readonly onError: (error: unknown) => void;
  private readonly now: () => number;

  constructor({ db, bus, onError = () => {}, now = Date.now }: PresenceOptions) {
    this.db = db;
    this.bus = bus;
    this.onError = onError;
    this.now = now;
    this.unsubscribe = bus.subscribe((event) => {
      if (event.kind === "presence" && event.instanceId !== this.instanceId) this.receive(event);
    });
  }

  /** A staff member's console socket opened (the staff WebSocket calls this). */
  staffConnected(socketId: string, staff: StaffPresence): void {
    this.staff.set(socketId, { userId: staff.userId, name: staff.name.slice(0, STAFF_NAME_MAX_LENGTH) });
    this.changed();
  }

  staffDisconnected(socketId: string): void {
    if (this.staff.delete(socketId)) this.changed();
  }

  /**
   * A visitor's socket reports the page it shows (null: it no longer shows one it may name). Answers whether that
   * is news, so a caller writes it down only then.
   */
  visitorSocket(socketId: string, page: VisitorPage | null): boolean {
    const known = this.visitors.get(socketId);
    if (!page) {
      if (!known) return false;
      this.visitors.delete(socketId);
    } else {
      if (known?.path === page.path && known.language === page.language) return false;
      this.visitors.set(socketId, { path: page.path, language: page.language });
    }
    this.changed();
    return true;
  }

  visitorGone(socketId: string): void {
    this.visitorSocket(socketId, null);
  }

  /**
   * A chat socket's page, from its presence message: counted here, and kept on the conversations it follows as the
   * visitor's current page (the inbox shows it), written only when it changed.
   */
  async visitorPage(socketId: string, page: VisitorPage, sessionIds: readonly string[]): Promise<void> {
    if (!this.visitorSocket(socketId, page) || sessionIds.length === 0) return;
    await this.db
      .updateTable("conversations")
      .set({ current_page: page.path })
      .where("id", "in", [...sessionIds])
      .where("current_page", "is distinct from", page.path)
      .execute();
  }

  /** Starts repeating this instance's report (startBackgroundWork). */
  start(): void {
    if (this.repeat || this.closed) return;
    this.publish();
    this.repeat = setInterval(() => this.publish(), PRESENCE_PUBLISH_MS);
    this.repeat.unref();
  }

  stop(): void {
    if (this.repeat) clearInterval(this.repeat);
    this.repeat = null;
  }

  /** Stops publishing; the other instances are told this one has nobody any more, rather than waiting for expiry. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.stop();
    if (this.pending) clearTimeout(this.pending);
    this.pending = null;
    this.visitors.clear();
    this.staff.clear();
    await this.bus.publish(this.report()).catch(() => undefined);
    this.closed = true;
    this.unsubscribe();
  }

  /** This instance's own counts: what it publishes. */
  report(): PresenceReport {
    return fitReport({
      kind: "presence",
      instanceId: this.instanceId,
      visitors: countPages(this.visitors.values()),
      staff: uniqueStaff(this.staff.values()),
      at: new Date(this.now()).toISOString(),
    });
  }

  /** Every instance's counts together, and the page views of the last five minutes. */
  /** Staff with the console open on any instance (no database read: a hand-off asks it). */
  staffOnlineCount(): number {
    return uniqueStaff([this.report(), ...this.freshReports(this.now())].flatMap((report) => report.staff)).length;
  }

  async snapshot(): Promise<PresenceSnapshot> {
    const now = this.now();
    const since = new Date(now - PAGE_VIEW_WINDOW_MS);
    const pageViews = this.db
      .selectFrom("page_views")
      .select(["path", "language", (eb) => eb.fn.countAll<string | number>().as("views")])
      .where("created_at", ">=", since)
      .groupBy(["path", "language"])
      .orderBy("views", "desc")
      .orderBy("path")
      .orderBy("language")
      .limit(PAGE_VIEW_ROWS)
      .execute();
    const pageViewTotal = this.db
      .selectFrom("page_views")
      .select((eb) => eb.fn.countAll<string | number>().as("views"))
      .where("created_at", ">=", since)
      .executeTakeFirstOrThrow();

    const own = this.report();
    const reports = [own, ...this.freshReports(now)];
    const pages = new Map<string, PageCount>();
    for (const report of reports) {
      for (const entry of report.visitors) {
        const key = `${entry.language ?? ""} ${entry.path ?? ""}`;
        const known = pages.get(key);
        if (known) known.count += entry.count;
        else pages.set(key, { ...entry });
      }
    }
    const byLanguage = new Map<Lang, number>();
    for (const entry of pages.values()) {
      if (entry.language) byLanguage.set(entry.language, (byLanguage.get(entry.language) ?? 0) + entry.count);
    }
    const [views, total] = await Promise.all([pageViews, pageViewTotal]);
    return {
      visitorsNow: [...pages.values()].reduce((sum, entry) => sum + entry.count, 0),
      pages: [...pages.values()]
        .sort(busiestFirst)
        .map(({ path, language, count }) => ({ path, language, visitors: count })),
      languages: LANGUAGES.filter((language) => byLanguage.has(language))
        .map((language) => ({ language, visitors: byLanguage.get(language)! }))
        .sort((a, b) => b.visitors - a.visitors),
      staffOnline: uniqueStaff(reports.flatMap((report) => report.staff)).sort((a, b) => a.name.localeCompare(b.name) || a.userId.localeCompare(b.userId)),
      pageViewsLast5Minutes: views.map((row) => ({ path: row.path, language: row.language, views: Number(row.views) })),
      pageViewsLast5MinutesTotal: Number(total.views),
      instances: reports.length,
      updatedAt: new Date(now).toISOString(),
    };
  }

  private freshReports(now: number) {
    const fresh = [];
    for (const [instanceId, report] of this.reports) {
      if (now - report.receivedAt > PRESENCE_REPORT_TTL_MS) this.reports.delete(instanceId);
      else fresh.push(report);
    }
    return fresh;
  }

  private receive(event: PresenceReport): void {
    if (event.visitors.length === 0 && event.staff.length === 0) {
      // Nobody there (or the instance is stopping): nothing to keep.
      this.reports.delete(event.instanceId);
      return;
    }
    this.reports.set(event.instanceId, { visitors: event.visitors, staff: event.staff, receivedAt: this.now() });
  }

  /** A change goes out shortly, gathered with whatever else changes meanwhile, and never more often than once a second. */
  private changed(): void {
    if (this.closed || this.pending) return;
    const delay = Math.max(CHANGE_PUBLISH_DELAY_MS, this.lastPublishedAt + MIN_PUBLISH_INTERVAL_MS - Date.now());
    this.pending = setTimeout(() => {
      this.pending = null;
      this.publish();
    }, delay);
    this.pending.unref();
  }

  private publish(): void {
    if (this.closed) return;
    this.lastPublishedAt = Date.now();
    this.bus.publish(this.report()).catch(this.onError);
  }
}

function countPages(pages: Iterable<VisitorPage>): PageCount[] {
  const counts = new Map<string, PageCount>();
  for (const { path, language } of pages) {
    const key = `${language} ${path}`;
    const known = counts.get(key);
    if (known) known.count += 1;
    else counts.set(key, { path, language, count: 1 });
  }
  return [...counts.values()].sort(busiestFirst);
}

function busiestFirst(a: PageCount, b: PageCount): number {
  // The pages a report could not name come last, whatever their count.
  if ((a.path === null) !== (b.path === null)) return a.path === null ? 1 : -1;
  return b.count - a.count || (a.path ?? "").localeCompare(b.path ?? "") || (a.language ?? "").localeCompare(b.language ?? "");
}

/** One entry per staff member, however many consoles they have open. */
function uniqueStaff(staff: Iterable<StaffPresence>): StaffPresence[] {
  const byUser = new Map<string, StaffPresence>();
  for (const member of staff) if (!byUser.has(member.userId)) byUser.set(member.userId, member);
  return [...byUser.values()];
}

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/**
 * Keeps a report inside one NOTIFY payload: the busiest pages are named, the rest are counted in one entry without
 * a page; should the staff list alone be too long (it is not, at any real staff size), its tail is left off.
 */
export function fitReport(report: PresenceReport, maxBytes = PRESENCE_REPORT_MAX_BYTES): PresenceReport {
  if (bytes(report) <= maxBytes) return report;
  const staff: StaffPresence[] = [];
  let used = bytes({ ...report, visitors: [{ path: null, language: null, count: 1_000_000 }], staff: [] });
  for (const member of report.staff) {
    const size = bytes(member) + 1;
    if (used + size > maxBytes / 2) break;
    staff.push(member);
    used += size;
  }
  const visitors: PageCount[] = [];
  let folded = 0;
  for (const entry of [...report.visitors].sort(busiestFirst)) {
    const size = bytes(entry) + 1;
    if (entry.path !== null && used + size <= maxBytes) {
      visitors.push(entry);
      used += size;
    } else {
      folded += entry.count;
    }
  }
  if (folded > 0) visitors.push({ path: null, language: null, count: folded });
  return { ...report, visitors, staff };
}
