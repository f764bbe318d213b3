// /api/staff/realtime: the console's socket. Opened only with a staff session (role and second factor, checked before
// the upgrade), and closed when that session ends — sign-out, the idle timeout, revocation, a lost role — checked
// every few seconds against the database, so it holds on every instance. It carries the inbox live: every change to a
// conversation's summary to every agent, and for the conversation on screen its messages, notes and typing.
import { randomUUID } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { sql } from "kysely";
import type { WebSocket } from "ws";
import {
  STAFF_SOCKET_SESSION_ENDED,
  staffClientMessageSchema,
  type StaffServerMessage,
} from "../../app/console/inbox-contract.ts";
import type { SessionView } from "../auth/sessions.ts";
import { findConversation } from "../chat/conversations.ts";
import { publishStaffTyping } from "../chat/reply-as-staff.ts";
import type { Db } from "../db/database.ts";
import type { BusEvent, RealtimeBus } from "../realtime/bus.ts";
import { MAX_CLIENT_MESSAGE_BYTES } from "../realtime/hub.ts";
import { assertSocketOrigin, frameBytes, FrameCounter } from "../realtime/socket-guards.ts";
import { isScreenClientMessage } from "../../app/chat/screen-share-contract.ts";
import type { ScreenShareRelay } from "../screen-share/relay.ts";
import { inboxConversation, listNotes, staffMessages } from "./inbox.ts";
import { requireStaff } from "./staff-access.ts";

const MAX_CLIENT_MESSAGES_PER_SECOND = 20;
const HEARTBEAT_MS = 30_000;
/** How often open sockets' sessions are checked: a session that ended closes its socket within this time. */
export const STAFF_SESSION_CHECK_MS = 5_000;
/** Changes to one conversation within this window reach the inbox as one summary (a message and its status change). */
const SUMMARY_COALESCE_MS = 25;

export interface StaffPresenceSink {
  staffConnected(socketId: string, staff: { userId: string; name: string }): void;
  staffDisconnected(socketId: string): void;
}

interface StaffClient {
  id: string;
  ws: WebSocket;
  userId: string;
  name: string;
  sessionToken: string;
  watching: string | null;
  alive: boolean;
  frames: FrameCounter;
}

export class StaffHub {
  /** Takes the console's "screen.*" messages (server/screen-share/relay.ts); set by buildApp. */
  screenShare: ScreenShareRelay | null = null;
  private readonly clients = new Set<StaffClient>();
  private readonly pendingSummaries = new Map<string, { timer: NodeJS.Timeout; handoff: boolean }>();
  private readonly unsubscribe: () => void;
  private readonly unsubscribeReconnect: () => void;
  private readonly timers: NodeJS.Timeout[];

  private readonly db: Db;
  private readonly bus: RealtimeBus;
  private readonly onError: (error: unknown) => void;
  private readonly presence: StaffPresenceSink | undefined;

  constructor(db: Db, bus: RealtimeBus, onError: (error: unknown) => void, presence?: StaffPresenceSink) {
    this.db = db;
    this.bus = bus;
    this.onError = onError;
    this.presence = presence;
    this.unsubscribe = bus.subscribe((event) => this.dispatch(event).catch(onError));
    // Events published while this instance was cut off from the bus never came: the screens reload what they show.
    this.unsubscribeReconnect = bus.onReconnect(() => {
      for (const client of this.clients) this.send(client, { type: "error", code: "resync", message: "reload" });
    });
    this.timers = [
      setInterval(() => this.checkSessions().catch(onError), STAFF_SESSION_CHECK_MS),
      setInterval(() => this.heartbeat(), HEARTBEAT_MS),
    ];
    for (const timer of this.timers) timer.unref();
  }

  /** Staff with the console open on this instance. */
  get connectedStaff(): number {
    return new Set([...this.clients].map((c) => c.userId)).size;
  }

  accept(ws: WebSocket, session: SessionView): void {
    const client: StaffClient = {
      id: randomUUID(),
      ws,
      userId: session.user.id,
      name: session.user.name || session.user.email,
      sessionToken: session.token,
      watching: null,
      alive: true,
      frames: new FrameCounter(MAX_CLIENT_MESSAGES_PER_SECOND),
    };
    this.clients.add(client);
    this.presence?.staffConnected(client.id, { userId: client.userId, name: client.name });
    ws.on("pong", () => (client.alive = true));
    ws.on("message", (data, isBinary) => {
      if (client.frames.flooding()) {
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
    this.send(client, { type: "ready", userId: client.userId });
  }

  close(): void {
    this.unsubscribe();
    this.unsubscribeReconnect();
    for (const timer of this.timers) clearInterval(timer);
    for (const pending of this.pendingSummaries.values()) clearTimeout(pending.timer);
    for (const client of [...this.clients]) {
      client.ws.close(1001, "server shutting down");
      this.drop(client);
    }
  }

  private heartbeat(): void {
    for (const client of [...this.clients]) {
      if (!client.alive) {
        client.ws.terminate();
        this.drop(client);
        continue;
      }
      client.alive = false;
      client.ws.ping();
    }
  }

  /** Closes every socket whose session no longer lets its holder into the console. */
  async checkSessions(): Promise<void> {
    if (this.clients.size === 0) return;
    const tokens = [...new Set([...this.clients].map((c) => c.sessionToken))];
    const valid = await this.db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select("session.token")
      .where("session.token", "in", tokens)
      .where("session.expiresAt", ">", sql<Date>`now()`)
      .where("user.twoFactorEnabled", "=", true)
      .where((eb) => eb.or([eb("user.role", "like", "%admin%"), eb("user.role", "like", "%agent%")]))
      .where((eb) => eb.or([eb("user.banned", "is", null), eb("user.banned", "=", false)]))
      .execute();
    const alive = new Set(valid.map((row) => row.token));
    for (const client of [...this.clients]) {
      if (alive.has(client.sessionToken)) continue;
      this.send(client, { type: "session.ended" });
      client.ws.close(STAFF_SOCKET_SESSION_ENDED, "session ended");
      this.drop(client);
    }
  }

  private async receive(client: StaffClient, raw: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return this.send(client, { type: "error", code: "invalid", message: "not JSON" });
    }
    if (this.screenShare && isScreenClientMessage(json)) {
      // Screen sharing: only the technician who joined a share may view it (the relay checks the user).
      return this.screenShare.handle(
        client,
        () => ({
          side: "staff",
          userId: client.userId,
          mayJoin: () => false,
          send: (message) => {
            if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(message));
          },
        }),
        json,
      );
    }
    const parsed = staffClientMessageSchema.safeParse(json);
    if (!parsed.success) return this.send(client, { type: "error", code: "invalid", message: "unknown message" });
    const message = parsed.data;
    if (message.type === "ping") return this.send(client, { type: "pong" });
    if (message.type === "watch") {
      // Only a conversation that exists: typing is then published for it, to every instance.
      if (message.sessionId && !(await findConversation(this.db, message.sessionId))) {
        client.watching = null;
        return this.send(client, { type: "error", code: "not_found", message: "no such conversation" });
      }
      client.watching = message.sessionId;
      return;
    }
    if (client.watching !== message.sessionId) return this.send(client, { type: "error", code: "forbidden", message: "watch first" });
    await publishStaffTyping({ db: this.db, bus: this.bus }, message.sessionId, client.name, message.isTyping, client.id);
  }

  private watchers(sessionId: string): StaffClient[] {
    return [...this.clients].filter((c) => c.watching === sessionId);
  }

  private async dispatch(event: BusEvent): Promise<void> {
    if (this.clients.size === 0) return;
    switch (event.kind) {
      case "messages": {
        const watchers = this.watchers(event.sessionId);
        if (watchers.length) {
          const messages = await staffMessages(this.db, event.sessionId, event.messageIds);
          for (const client of watchers) this.send(client, { type: "message.created", sessionId: event.sessionId, messages });
        }
        return this.refreshSummary(event.sessionId, false);
      }
      case "typing":
        for (const client of this.watchers(event.sessionId)) {
          if (client.id === event.originSocket) continue;
          this.send(client, { type: "typing", sessionId: event.sessionId, user: event.user, isTyping: event.isTyping });
        }
        return;
      case "status":
        return this.refreshSummary(event.sessionId, false);
      case "conversation":
        if (event.change === "note") {
          const watchers = this.watchers(event.sessionId);
          const note = watchers.length ? (await listNotes(this.db, event.sessionId)).at(-1) : undefined;
          if (note) for (const client of watchers) this.send(client, { type: "note.created", sessionId: event.sessionId, note });
        }
        return this.refreshSummary(event.sessionId, event.change === "handoff");
      case "delta":
      case "presence":
      case "content":
        return;
    }
  }

  /** Reads the conversation's summary once for a burst of changes and sends it to every console on this instance. */
  private refreshSummary(sessionId: string, handoff: boolean): void {
    const pending = this.pendingSummaries.get(sessionId);
    if (pending) {
      pending.handoff ||= handoff;
      return;
    }
    const entry = {
      handoff,
      timer: setTimeout(() => {
        this.pendingSummaries.delete(sessionId);
        inboxConversation(this.db, sessionId)
          .then((conversation) => {
            if (!conversation) return;
            for (const client of this.clients) {
              this.send(client, { type: "inbox.changed", conversation });
              if (entry.handoff) this.send(client, { type: "handoff", conversation });
            }
          })
          .catch(this.onError);
      }, SUMMARY_COALESCE_MS),
    };
    this.pendingSummaries.set(sessionId, entry);
  }

  private send(client: StaffClient, message: StaffServerMessage): void {
    if (client.ws.readyState === client.ws.OPEN) client.ws.send(JSON.stringify(message));
  }

  private drop(client: StaffClient): void {
    if (!this.clients.delete(client)) return;
    this.presence?.staffDisconnected(client.id);
    this.screenShare?.dropped(client);
  }
}

declare module "fastify" {
  interface FastifyRequest {
    staffSession: SessionView | null;
  }
}

export interface StaffRealtimeOptions {
  /** Made by buildApp, which also asks it who is online (a hand-off mails the inbox when nobody is). */
  hub: StaffHub;
  allowedOrigins: string[];
}

export async function staffRealtimeRoutes(app: FastifyInstance, { hub, allowedOrigins }: StaffRealtimeOptions) {
  app.decorateRequest("staffSession", null);
  app.addHook("onClose", async () => hub.close());

  app.get(
    "/api/staff/realtime",
    {
      websocket: true,
      // Refused before the upgrade, as HTTP: another site's page (cross-site WebSocket hijacking), no staff session.
      preValidation: async (request: FastifyRequest) => {
        assertSocketOrigin(request, allowedOrigins);
        request.staffSession = await requireStaff(request);
      },
    },
    (socket, request) => hub.accept(socket, request.staffSession!),
  );
}
