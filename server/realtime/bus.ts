// Fan-out between server instances: in-process for one instance (PGlite), PostgreSQL LISTEN/NOTIFY for several.
import { EventEmitter } from "node:events";
import pg from "pg";
import { z } from "zod";
import { CONVERSATION_STATUSES, presencePathSchema, type ChatMessage } from "../../app/chat/chat-contract.ts";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { SCREEN_END_REASONS, screenSignalSchema } from "../../app/chat/screen-share-contract.ts";
import { PUBLISHED_SOURCES } from "../content/published-content.ts";
import { CONNECT_TIMEOUT_MS, createPostgresPool } from "../db/postgres-pool.ts";

/** `handoff`: a visitor asked for a person — agents online get a toast, a sound and a browser notification. */
export const CONVERSATION_CHANGES = ["assigned", "snoozed", "rated", "handoff", "note", "page"] as const;
export type ConversationChange = (typeof CONVERSATION_CHANGES)[number];

/**
 * What crosses the bus. Messages travel with their rows when they fit a NOTIFY payload, else as ids that
 * each instance reads itself, so a payload stays below PostgreSQL's 8000-byte limit whatever a message holds.
 */
export const busEventSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("messages"),
    sessionId: z.uuid(),
    messageIds: z.array(z.uuid()).min(1).max(50),
    // Rows written by our own instances through our own database: trusted, only their shape is checked.
    messages: z.array(z.custom<ChatMessage>((value) => typeof value === "object" && value !== null && "id" in value)).optional(),
  }),
  z.object({ kind: z.literal("delta"), sessionId: z.uuid(), streamId: z.string().max(64), delta: z.string().max(2000) }),
  z.object({
    kind: z.literal("typing"),
    sessionId: z.uuid(),
    user: z.object({ type: z.enum(["user", "bot", "agent", "activity"]), name: z.string().max(120).nullable() }),
    isTyping: z.boolean(),
    /** The socket that sent it, so its own typing is not echoed back. */
    originSocket: z.string().max(64).nullable(),
  }),
  z.object({ kind: z.literal("status"), sessionId: z.uuid(), status: z.enum(CONVERSATION_STATUSES) }),
  /** Something staff see changed on a conversation besides its messages and status (the console's inbox refreshes it). */
  z.object({ kind: z.literal("conversation"), sessionId: z.uuid(), change: z.enum(CONVERSATION_CHANGES) }),
  /**
   * An instance's presence report (server/presence/presence.ts): how many of its chat sockets are on each page, and
   * its staff online. Counts only; a path of null gathers the pages a report had no room to name.
   */
  /**
   * Screen sharing's signalling (server/screen-share/relay.ts): the viewer is ready, a description or candidates for
   * one side, or the share ended. A signal is bounded by its schema (SDP ≤ 3500 characters), so it fits a NOTIFY.
   */
  z.object({
    kind: z.literal("screen"),
    shareId: z.uuid(),
    sessionId: z.uuid(),
    event: z.enum(["viewer_ready", "signal", "ended"]),
    to: z.enum(["visitor", "staff"]).optional(),
    signal: screenSignalSchema.optional(),
    reason: z.enum(SCREEN_END_REASONS).optional(),
  }),
  /** A job or news article changed (server/content/published-content.ts): each instance reads again what it holds. */
  z.object({
    kind: z.literal("content"),
    source: z.enum(PUBLISHED_SOURCES),
    id: z.string().min(1).max(64),
    /** The instance that made the change and has already read it again. */
    origin: z.string().min(1).max(64),
  }),
  z.object({
    kind: z.literal("presence"),
    instanceId: z.string().min(1).max(64),
    visitors: z
      .array(z.object({ path: presencePathSchema.nullable(), language: z.enum(LANGUAGES).nullable(), count: z.number().int().min(1).max(1_000_000) }))
      .max(200),
    staff: z.array(z.object({ userId: z.string().min(1).max(64), name: z.string().max(120) })).max(200),
    at: z.iso.datetime(),
  }),
]);
export type BusEvent = z.infer<typeof busEventSchema>;

export interface RealtimeBus {
  publish(event: BusEvent): Promise<void>;
  subscribe(handler: (event: BusEvent) => void): () => void;
  /**
   * `handler` runs whenever the bus listens again after losing its connection: what other instances
   * published in between never arrived here, so subscribers read what they missed from the database.
   */
  onReconnect(handler: () => void): () => void;
  close(): Promise<void>;
}

export class LocalBus implements RealtimeBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: BusEvent): Promise<void> {
    this.emitter.emit("event", event);
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    this.emitter.on("event", handler);
    return () => this.emitter.off("event", handler);
  }

  /** Within one process no event is ever missed. */
  onReconnect(): () => void {
    return () => {};
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = "chat_realtime";
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7900;
/** Deltas are cut so that each NOTIFY payload stays well inside PostgreSQL's limit, even in multi-byte text. */
const MAX_DELTA_CHARS = 1500;

/** The bus's connections in pg_stat_activity: NOTIFY goes through a small pool, LISTEN has its own. */
export const NOTIFY_APPLICATION_NAME = "nordic-site realtime";
export const LISTEN_APPLICATION_NAME = "nordic-site realtime listen";

/**
 * Wait before the n-th attempt to listen again: a connection an administrator cut is usually back at once,
 * a database that stays down is asked less and less often.
 */
export function listenRetryDelayMs(attempt: number): number {
  return Math.min(1000 * 2 ** (attempt - 1), 30_000);
}

/** One dedicated LISTEN connection per instance; publishing goes through the pool with pg_notify. */
export class PostgresBus implements RealtimeBus {
  private readonly local = new LocalBus();
  private readonly reconnectHandlers = new Set<() => void>();
  private readonly pool: pg.Pool;
  /** Set from the moment a connection starts opening, so close() can end it at any point. */
  private listener: pg.Client | null = null;
  private failedAttempts = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  private readonly databaseUrl: string;
  private readonly onError: (error: unknown) => void;

  private constructor(databaseUrl: string, onError: (error: unknown) => void) {
    this.databaseUrl = databaseUrl;
    this.onError = onError;
    this.pool = createPostgresPool({ connectionString: databaseUrl, max: 4, applicationName: NOTIFY_APPLICATION_NAME, onConnectionLost: onError });
  }

  static async connect(databaseUrl: string, onError: (error: unknown) => void = () => {}): Promise<PostgresBus> {
    const bus = new PostgresBus(databaseUrl, onError);
    try {
      await bus.listen();
    } catch (error) {
      // An instance that cannot listen at start does not start; nothing of this bus may stay behind.
      await bus.close();
      throw error;
    }
    return bus;
  }

  private async listen(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.databaseUrl,
      application_name: LISTEN_APPLICATION_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    this.listener = client;
    client.on("notification", (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      let payload: unknown;
      try {
        payload = JSON.parse(notification.payload);
      } catch {
        // Anyone who can reach the database can NOTIFY this channel; a payload that is not ours is dropped.
        return;
      }
      const parsed = busEventSchema.safeParse(payload);
      if (parsed.success) void this.local.publish(parsed.data);
    });
    // A lost connection emits "error" and then "end"; whichever comes first starts the one retry.
    client.on("error", (error) => this.lose(client, error));
    client.on("end", () => this.lose(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      this.lose(client, null);
      throw error;
    }
  }

  /** Until the next connection listens, other instances' events pass this one by. */
  private lose(client: pg.Client, error: unknown): void {
    if (this.listener !== client) return;
    this.listener = null;
    if (error) this.onError(error);
    client.end().catch(() => undefined);
    if (this.closed || this.retryTimer) return;
    this.failedAttempts += 1;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.listen().then(
        () => {
          this.failedAttempts = 0;
          for (const handler of this.reconnectHandlers) handler();
        },
        // lose() has already planned the next attempt, with a longer wait.
        (reason: unknown) => this.onError(reason),
      );
    }, listenRetryDelayMs(this.failedAttempts));
    this.retryTimer.unref();
  }

  async publish(event: BusEvent): Promise<void> {
    const events =
      event.kind === "delta" && event.delta.length > MAX_DELTA_CHARS
        ? chunk(event.delta, MAX_DELTA_CHARS).map((delta) => ({ ...event, delta }))
        : [event];
    for (const item of events) await this.pool.query("select pg_notify($1, $2)", [CHANNEL, fitPayload(item)]);
  }

  subscribe(handler: (event: BusEvent) => void): () => void {
    return this.local.subscribe(handler);
  }

  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.reconnectHandlers.clear();
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
    await this.pool.end();
    await this.local.close();
  }
}

function fitPayload(event: BusEvent): string {
  const json = JSON.stringify(event);
  if (Buffer.byteLength(json) <= MAX_PAYLOAD_BYTES || event.kind !== "messages") return json;
  const { messages: _rows, ...idsOnly } = event;
  return JSON.stringify(idsOnly);
}

function chunk(text: string, size: number): string[] {
  const parts: string[] = [];
  for (let i = 0; i < text.length; i += size) parts.push(text.slice(i, i + size));
  return parts;
}
