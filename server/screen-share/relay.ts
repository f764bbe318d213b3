// Screen sharing's signalling over our own sockets: the visitor's (/api/realtime) and the staff's
// (/api/staff/realtime) hand "screen.*" messages to this relay. A socket attaches to a share it may take part in —
// the visitor only with a socket subscribed to (so owning) the share's conversation, staff only as the technician who
// joined it — and then passes offers, answers and ICE candidates to the other side through the bus, so the two peers
// may sit on different instances. Only signalling passes here; the screen goes peer to peer and is never recorded.
import { FrameCounter } from "../realtime/socket-guards.ts";
import {
  SCREEN_SIGNALS_PER_SECOND,
  screenClientMessageSchema,
  type ScreenServerMessage,
} from "../../app/chat/screen-share-contract.ts";
import type { ChatStore } from "../chat/conversations.ts";
import type { BusEvent } from "../realtime/bus.ts";
import { endShare, expireShares, findShare } from "./shares.ts";

/** How often waiting shares whose code ran out are ended (each instance; the UPDATE ends each share once). */
const EXPIRY_SWEEP_MS = 30_000;

export type ScreenSide = "visitor" | "staff";

export interface ScreenPeerInit {
  side: ScreenSide;
  /** The signed-in staff member (staff side). */
  userId?: string;
  /** Whether this socket may take part in the conversation's share (visitor side: it subscribed to it). */
  mayJoin: (sessionId: string) => boolean;
  send: (message: ScreenServerMessage) => void;
}

interface Peer extends ScreenPeerInit {
  shares: Set<string>;
  signals: FrameCounter;
}

export class ScreenShareRelay {
  /** Per instance: the sockets attached to each share. */
  private readonly attached = new Map<string, Set<Peer>>();
  private readonly peers = new Map<object, Peer>();
  private readonly unsubscribe: () => void;
  private readonly sweep: NodeJS.Timeout;
  private readonly store: ChatStore;
  private readonly onError: (error: unknown) => void;

  constructor(store: ChatStore, onError: (error: unknown) => void) {
    this.store = store;
    this.onError = onError;
    this.unsubscribe = store.bus.subscribe((event) => this.dispatch(event));
    this.sweep = setInterval(() => expireShares(store).catch(onError), EXPIRY_SWEEP_MS);
    this.sweep.unref();
  }

  close(): void {
    this.unsubscribe();
    clearInterval(this.sweep);
  }

  /** A "screen.*" message from a socket; `key` is the hub's own object for that socket. */
  handle(key: object, init: () => ScreenPeerInit, json: unknown): void {
    this.receive(key, init, json).catch(this.onError);
  }

  private async receive(key: object, init: () => ScreenPeerInit, json: unknown): Promise<void> {
    let peer = this.peers.get(key);
    if (!peer) {
      peer = { ...init(), shares: new Set(), signals: new FrameCounter(SCREEN_SIGNALS_PER_SECOND) };
      this.peers.set(key, peer);
    }
    const parsed = screenClientMessageSchema.safeParse(json);
    const shareId = typeof (json as { shareId?: unknown }).shareId === "string" ? ((json as { shareId: string }).shareId.slice(0, 64)) : null;
    if (!parsed.success) return peer.send({ type: "screen.error", shareId, code: "invalid" });
    if (peer.signals.flooding()) return peer.send({ type: "screen.error", shareId, code: "rate_limited" });
    const message = parsed.data;

    if (message.type === "screen.attach") {
      const share = await findShare(this.store, message.shareId);
      if (!share || !this.mayTakePart(peer, share)) return peer.send({ type: "screen.error", shareId: message.shareId, code: "forbidden" });
      if (!this.peers.has(key)) return; // the socket closed meanwhile
      peer.shares.add(share.id);
      let set = this.attached.get(share.id);
      if (!set) this.attached.set(share.id, (set = new Set()));
      set.add(peer);
      peer.send({ type: "screen.attached", shareId: share.id, status: share.status });
      if (peer.side === "staff") {
        await this.store.bus.publish({ kind: "screen", event: "viewer_ready", shareId: share.id, sessionId: share.session_id });
      } else if (share.status === "active") {
        // The sharer came back (a new socket) while a technician holds the share: it offers again.
        peer.send({ type: "screen.viewer_ready", shareId: share.id });
      }
      return;
    }

    // A signal: only from a socket attached to the share, and only while the share is active.
    if (!peer.shares.has(message.shareId)) return peer.send({ type: "screen.error", shareId: message.shareId, code: "forbidden" });
    const share = await findShare(this.store, message.shareId);
    if (!share || share.status !== "active" || !this.mayTakePart(peer, share)) {
      return peer.send({ type: "screen.error", shareId: message.shareId, code: "forbidden" });
    }
    await this.store.bus.publish({
      kind: "screen",
      event: "signal",
      shareId: share.id,
      sessionId: share.session_id,
      to: peer.side === "visitor" ? "staff" : "visitor",
      signal: message.signal,
    });
  }

  private mayTakePart(peer: Peer, share: { session_id: string; status: string; staff_user_id: string | null }): boolean {
    if (share.status === "ended") return false;
    if (peer.side === "visitor") return peer.mayJoin(share.session_id);
    return share.status === "active" && share.staff_user_id !== null && share.staff_user_id === peer.userId;
  }

  private dispatch(event: BusEvent): void {
    if (event.kind !== "screen") return;
    const peers = this.attached.get(event.shareId);
    if (!peers) return;
    switch (event.event) {
      case "viewer_ready":
        for (const peer of peers) if (peer.side === "visitor") peer.send({ type: "screen.viewer_ready", shareId: event.shareId });
        return;
      case "signal":
        if (!event.signal) return;
        for (const peer of peers) if (peer.side === event.to) peer.send({ type: "screen.signal", shareId: event.shareId, signal: event.signal });
        return;
      case "ended":
        for (const peer of peers) {
          peer.send({ type: "screen.ended", shareId: event.shareId, reason: event.reason ?? "visitor" });
          peer.shares.delete(event.shareId);
        }
        this.attached.delete(event.shareId);
        return;
    }
  }

  /** The hub's socket closed. The sharer's page is gone with it, so its shares end; a technician may come back. */
  dropped(key: object): void {
    const peer = this.peers.get(key);
    if (!peer) return;
    this.peers.delete(key);
    for (const shareId of peer.shares) {
      const set = this.attached.get(shareId);
      set?.delete(peer);
      if (set?.size === 0) this.attached.delete(shareId);
      if (peer.side === "visitor") endShare(this.store, shareId, "left").catch(this.onError);
    }
  }
}
