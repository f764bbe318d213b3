// /api/realtime: a browser subscribes to its own conversations and receives their messages, answer deltas,
// typing and status changes; events reach it from any instance through the bus.
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import {
  REALTIME_BATCH_DELAY_MS,
  REALTIME_START_DELAY_MS,
  realtimeClientMessageSchema,
  type ChatMessage,
  type RealtimeServerMessage,
} from "../../app/chat/chat-contract.ts";
import { findConversation, findOwnedConversation, listMessages, messagesByIds } from "../chat/conversations.ts";
import { visitorHashOf } from "../chat/visitor.ts";
import type { Db } from "../db/database.ts";
import type { PresenceRegistry } from "../presence/presence.ts";
import type { BusEvent, RealtimeBus } from "./bus.ts";
import { assertSocketOrigin, frameBytes, FrameCounter } from "./socket-guards.ts";
import { isScreenClientMessage } from "../../app/chat/screen-share-contract.ts";
import type { ScreenShareRelay } from "../screen-share/relay.ts";

const MAX_SUBSCRIPTIONS_PER_SOCKET = 5;
/** The widget sends a typing start and stop per burst of keys and a ping now and then: far below this. */
export const MAX_CLIENT_MESSAGES_PER_SECOND = 20;
/** Client messages are small JSON commands; the WebSocket plugin refuses larger frames (app.ts). */
export const MAX_CLIENT_MESSAGE_BYTES = 4096;
const HEARTBEAT_MS = 30_000;
/**
 * A catch-up reads from this long before the newest message a socket has had: created_at is the start of
 * the writing transaction (one that began earlier can land later), and before any message the starting point
 * is this instance's clock, not the database's. What the socket already has is dropped by id.
 */
const CATCH_UP_OVERLAP_MS = 5000;

interface Subscription {
  socket: Client;
  sessionId: string;
  /** No message goes out before subscribe + 500 ms (SPEC section 9). */
  readyAt: number;
  lastFlushAt: number;
  pending: ChatMessage[];
  sentIds: Set<string>;
  timer: NodeJS.Timeout | null;
  /** created_at of the newest message sent (before any: `after`, or the subscription's time): where a catch-up starts. */
  deliveredUpTo: string;
  /** Catch-ups under way; until they end nothing is flushed, so a live message cannot overtake a missed one. */
  catchingUp: number;
}

interface Client {
  id: string;
  ws: WebSocket;
  visitorHash: string | null;
  subscriptions: Map<string, Subscription>;
  alive: boolean;
  /** Frames received in the current second. */
  frames: FrameCounter;
}

export interface RealtimeOptions {
  db: Db;
  bus: RealtimeBus;
  /** Origins allowed to open a socket besides the request's own host (SITE_URL). */
  allowedOrigins: string[];
  /** Counts the sockets' pages for the console's presence section. */
  presence: PresenceRegistry;
  /** Screen sharing's signalling (server/screen-share/relay.ts). */
  screenShare?: ScreenShareRelay;
}

export class RealtimeHub {
  /** Takes the sockets' "screen.*" messages (server/screen-share/relay.ts); set by realtimeRoutes. */
  screenShare: ScreenShareRelay | null = null;
  private readonly bySession = new Map<string, Set<Subscription>>();
  private readonly clients = new Set<Client>();
  private readonly unsubscribeBus: () => void;
  private readonly unsubscribeReconnect: () => void;

  private readonly db: Db;
  private readonly bus: RealtimeBus;
  private readonly onError: (error: unknown) => void;
  private readonly presence: PresenceRegistry;

  constructor(db: Db, bus: RealtimeBus, onError: (error: unknown) => void, presence: PresenceRegistry) {
    this.db = db;
    this.bus = bus;
    this.onError = onError;
    this.presence = presence;
    this.unsubscribeBus = bus.subscribe((event) => {
      this.dispatch(event).catch(onError);
    });
    this.unsubscribeReconnect = bus.onReconnect(() => {
      for (const [sessionId, subscriptions] of this.bySession) this.catchUp(sessionId, [...subscriptions]).catch(onError);
    });
  }

  get connectionCount(): number {
    return this.clients.size;
  }

  accept(ws: WebSocket, visitorHash: string | null): void {
    const client: Client = { id: randomUUID(), ws, visitorHash, subscriptions: new Map(), alive: true, frames: new FrameCounter(MAX_CLIENT_MESSAGES_PER_SECOND) };
    this.clients.add(client);
    ws.on("pong", () => {
      client.alive = true;
    });
    ws.on("message", (data, isBinary) => {
      if (client.frames.flooding()) {
        // Each typing frame becomes a NOTIFY every instance handles: a socket that floods is closed (policy violation).
        ws.close(1008, "too many messages");
        return this.drop(client);
      }
      if (isBinary) return this.send(client, { type: "error", code: "invalid", message: "text frames only" });
      if (frameBytes(data) > MAX_CLIENT_MESSAGE_BYTES) {
        ws.close(1009, "message too large");
        return this.drop(client);
      }
      this.receive(client, data.toString()).catch(this.onError);
    });
    ws.on("close", () => this.drop(client));
    ws.on("error", () => this.drop(client));
  }

  heartbeat(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.ws.terminate();
        this.drop(client);
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }

  close(): void {
    this.unsubscribeBus();
    this.unsubscribeReconnect();
    for (const client of this.clients) client.ws.close(1001, "server shutting down");
    for (const client of [...this.clients]) this.drop(client);
  }

  private async receive(client: Client, raw: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.send(client, { type: "error", code: "invalid", message: "not JSON" });
    }
    if (this.screenShare && isScreenClientMessage(json)) {
      // Screen sharing: a socket may take part in the share of a conversation it subscribed to (and so owns).
      return this.screenShare.handle(
        client,
        () => ({
          side: "visitor",
          mayJoin: (sessionId) => client.subscriptions.has(sessionId),
          send: (message) => {
            if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(message));
          },
        }),
        json,
      );
    }
    const parsed = realtimeClientMessageSchema.safeParse(json);
    if (!parsed.success) return this.send(client, { type: "error", code: "invalid", message: "unknown message" });
    const message = parsed.data;
    if (message.type === "ping") return this.send(client, { type: "pong" });

    if (message.type === "subscribe") {
      const conversation = await findOwnedConversation(this.db, message.sessionId, client.visitorHash);
      if (!conversation || client.subscriptions.size >= MAX_SUBSCRIPTIONS_PER_SOCKET) {
        return this.send(client, { type: "error", code: "forbidden", message: "not your conversation" });
      }
      if (client.ws.readyState !== client.ws.OPEN) return;
      const existing = client.subscriptions.get(message.sessionId);
      const subscription: Subscription = existing ?? {
        socket: client,
        sessionId: message.sessionId,
        readyAt: Date.now() + REALTIME_START_DELAY_MS,
        lastFlushAt: 0,
        pending: [],
        sentIds: new Set(),
        timer: null,
        deliveredUpTo: new Date(message.after ?? Date.now()).toISOString(),
        catchingUp: 0,
      };
      if (!existing) {
        client.subscriptions.set(message.sessionId, subscription);
        let set = this.bySession.get(message.sessionId);
        if (!set) this.bySession.set(message.sessionId, (set = new Set()));
        set.add(subscription);
      }
      this.send(client, { type: "subscribed", sessionId: message.sessionId });
      // The status as it is now: a change made before this socket subscribed (a hand-off within the first answer)
      // would otherwise never reach the widget.
      this.send(client, { type: "conversation.status_changed", sessionId: message.sessionId, status: conversation.status });
      if (message.after) this.enqueue(subscription, await listMessages(this.db, message.sessionId, new Date(message.after)));
      return;
    }

    // Presence: the page a subscribed widget shows (server/presence/presence.ts).
    if (message.type === "presence") {
      if (client.subscriptions.size === 0) return this.send(client, { type: "error", code: "forbidden", message: "subscribe first" });
      return this.presence.visitorPage(client.id, { path: message.path, language: message.language }, [...client.subscriptions.keys()]);
    }

    // Typing: only on a conversation this socket has subscribed to (and so owns).
    if (!client.subscriptions.has(message.sessionId)) {
      return this.send(client, { type: "error", code: "forbidden", message: "subscribe first" });
    }
    // Through the bus, so the visitor's typing reaches staff on every instance.
    await this.bus.publish({
      kind: "typing",
      sessionId: message.sessionId,
      user: { type: "user", name: null },
      isTyping: message.isTyping,
      originSocket: client.id,
    });
  }

  private async dispatch(event: BusEvent): Promise<void> {
    if (event.kind === "presence" || event.kind === "content") return;
    const subscriptions = this.bySession.get(event.sessionId);
    if (!subscriptions || subscriptions.size === 0) return;
    switch (event.kind) {
      case "messages": {
        const messages = event.messages ?? (await messagesByIds(this.db, event.sessionId, event.messageIds));
        for (const subscription of subscriptions) this.enqueue(subscription, messages);
        return;
      }
      case "delta":
        for (const { socket } of subscriptions) {
          this.send(socket, { type: "message.delta", sessionId: event.sessionId, streamId: event.streamId, delta: event.delta });
        }
        return;
      case "typing":
        for (const { socket } of subscriptions) {
          if (socket.id === event.originSocket) continue;
          this.send(socket, { type: "typing", sessionId: event.sessionId, user: event.user, isTyping: event.isTyping });
        }
        return;
      case "status":
        for (const { socket } of subscriptions) {
          this.send(socket, { type: "conversation.status_changed", sessionId: event.sessionId, status: event.status });
        }
        return;
    }
  }

  /** After the bus was cut off: the messages these subscriptions missed, and the status as it is now. */
  private async catchUp(sessionId: string, subscriptions: Subscription[]): Promise<void> {
    for (const subscription of subscriptions) {
      subscription.catchingUp += 1;
      if (subscription.timer) clearTimeout(subscription.timer);
      subscription.timer = null;
    }
    try {
      const from = subscriptions.map((s) => s.deliveredUpTo).sort()[0]!;
      const [messages, conversation] = await Promise.all([
        listMessages(this.db, sessionId, new Date(Date.parse(from) - CATCH_UP_OVERLAP_MS)),
        findConversation(this.db, sessionId),
      ]);
      for (const subscription of subscriptions) {
        this.enqueue(subscription, messages);
        if (conversation) this.send(subscription.socket, { type: "conversation.status_changed", sessionId, status: conversation.status });
      }
    } finally {
      for (const subscription of subscriptions) {
        subscription.catchingUp -= 1;
        // A socket that closed meanwhile needs no flush.
        if (subscription.socket.subscriptions.get(sessionId) === subscription) this.scheduleFlush(subscription);
      }
    }
  }

  private enqueue(subscription: Subscription, messages: ChatMessage[]): void {
    for (const message of messages) {
      if (subscription.sentIds.has(message.id) || subscription.pending.some((p) => p.id === message.id)) continue;
      subscription.pending.push(message);
    }
    this.scheduleFlush(subscription);
  }

  /**
   * Inserts go out in batches: the first after a quiet spell at once (but never before the start delay),
   * whatever follows within 100 ms together at the end of that window.
   */
  private scheduleFlush(subscription: Subscription): void {
    if (subscription.pending.length === 0 || subscription.timer || subscription.catchingUp > 0) return;
    const now = Date.now();
    const at = Math.max(subscription.readyAt, subscription.lastFlushAt + REALTIME_BATCH_DELAY_MS, now);
    const flush = () => {
      subscription.timer = null;
      const batch = subscription.pending.splice(0).sort((a, b) => a.created_at.localeCompare(b.created_at));
      if (batch.length === 0) return;
      for (const message of batch) subscription.sentIds.add(message.id);
      const newest = batch.at(-1)!.created_at;
      if (newest > subscription.deliveredUpTo) subscription.deliveredUpTo = newest;
      subscription.lastFlushAt = Date.now();
      this.send(subscription.socket, { type: "message.created", sessionId: subscription.sessionId, messages: batch });
    };
    subscription.timer = setTimeout(flush, at - now);
  }

  private send(client: Client, message: RealtimeServerMessage): void {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(message));
  }

  private drop(client: Client): void {
    if (!this.clients.delete(client)) return;
    this.presence.visitorGone(client.id);
    this.screenShare?.dropped(client);
    for (const subscription of client.subscriptions.values()) {
      if (subscription.timer) clearTimeout(subscription.timer);
      const set = this.bySession.get(subscription.sessionId);
      set?.delete(subscription);
      if (set?.size === 0) this.bySession.delete(subscription.sessionId);
    }
    client.subscriptions.clear();
  }
}

export async function realtimeRoutes(app: FastifyInstance, { db, bus, allowedOrigins, presence, screenShare }: RealtimeOptions) {
  const hub = new RealtimeHub(db, bus, (error) => app.log.error(error, "realtime"), presence);
  hub.screenShare = screenShare ?? null;
  app.decorate("realtimeHub", hub);
  const heartbeat = setInterval(() => hub.heartbeat(), HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook("onClose", async () => {
    clearInterval(heartbeat);
    hub.close();
  });

  app.get(
    "/api/realtime",
    {
      websocket: true,
      // A page on another site must not ride on the visitor's cookie (cross-site WebSocket hijacking).
      preValidation: async (request) => assertSocketOrigin(request, allowedOrigins),
    },
    (socket, request) => hub.accept(socket, visitorHashOf(request)),
  );
}

declare module "fastify" {
  interface FastifyInstance {
    realtimeHub: RealtimeHub;
  }
}
