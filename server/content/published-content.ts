// Jobs and news the public may see, as documents per language: what site search, the sitemap and the assistant's
// knowledge read. The jobs and news services register themselves as sources and call `changed` after a change
// commits; listeners of the shared store (the search index) run once, on the instance that made the change, and
// listeners of per-instance state (the assistant's knowledge) run on every instance: here before `changed` returns
// (so whoever published sees the result at once), elsewhere when the bus brings the news.
import { randomUUID } from "node:crypto";
import type { Lang } from "../../app/lib/languages.ts";
import type { RealtimeBus } from "../realtime/bus.ts";

export const PUBLISHED_SOURCES = ["job", "news"] as const;
export type PublishedSourceName = (typeof PUBLISHED_SOURCES)[number];

/** One language of one published item, as the public sees it now. */
export interface PublishedDocument {
  source: PublishedSourceName;
  /** The job's or article's id (the same for every language of it). */
  sourceId: string;
  lang: Lang;
  /** Path on the site, with its language prefix: `/en/jobs/senior-field-engineer`. */
  path: string;
  title: string;
  summary: string;
  /** The body as plain text (Markdown stripped to its words). */
  text: string;
  /** Words that describe it beyond its text: locations, department, category, tags. */
  keywords: string[];
  publishedAt: Date;
  updatedAt: Date;
  /** The last day a job takes applications; null for news and for jobs without a closing date. */
  validThrough: Date | null;
}

export interface PublishedSource {
  readonly name: PublishedSourceName;
  /** Every document the public may see now: each language of each published, open item. */
  all(): Promise<PublishedDocument[]>;
  /** One item's documents now: none when it is a draft, scheduled for later, closed or deleted. */
  of(id: string): Promise<PublishedDocument[]>;
}

type LocalListener = (source: PublishedSourceName, id: string) => Promise<void>;
/** `source` null: anything may have changed (this instance was cut off from the bus for a while). */
type InstanceListener = (source: PublishedSourceName | null) => Promise<void>;

export class PublishedContent {
  private readonly sources = new Map<PublishedSourceName, PublishedSource>();
  private readonly localListeners: LocalListener[] = [];
  private readonly instanceListeners: InstanceListener[] = [];
  private readonly stopListening: Array<() => void> = [];
  private readonly bus: RealtimeBus;
  private readonly instanceId = randomUUID();
  private readonly onError: (error: unknown) => void;

  constructor(bus: RealtimeBus, onError: (error: unknown) => void = () => {}) {
    this.bus = bus;
    this.onError = onError;
    this.stopListening.push(
      bus.subscribe((event) => {
        if (event.kind === "content" && event.origin !== this.instanceId) void this.tellInstance(event.source);
      }),
      // Changes published while this instance was not listening never arrive: whatever it holds is read again.
      bus.onReconnect(() => void this.tellInstance(null)),
    );
  }

  register(source: PublishedSource): void {
    this.sources.set(source.name, source);
  }

  async all(): Promise<PublishedDocument[]> {
    const lists = await Promise.all([...this.sources.values()].map((source) => source.all()));
    return lists.flat();
  }

  async of(source: PublishedSourceName, id: string): Promise<PublishedDocument[]> {
    return (await this.sources.get(source)?.of(id)) ?? [];
  }

  /** For shared state (the search index in the database): runs once per change, where the change was made. */
  onLocalChange(listener: LocalListener): void {
    this.localListeners.push(listener);
  }

  /** For what each instance holds itself (the assistant's knowledge): runs on every instance after any change. */
  onAnyChange(listener: InstanceListener): void {
    this.instanceListeners.push(listener);
  }

  /** Called by a source after a change to one of its items has committed (published, edited, closed, deleted). */
  async changed(source: PublishedSourceName, id: string): Promise<void> {
    for (const listener of this.localListeners) await listener(source, id);
    await this.tellInstance(source);
    await this.bus.publish({ kind: "content", source, id, origin: this.instanceId });
  }

  close(): void {
    for (const stop of this.stopListening) stop();
  }

  private async tellInstance(source: PublishedSourceName | null): Promise<void> {
    for (const listener of this.instanceListeners) await listener(source).catch(this.onError);
  }
}
