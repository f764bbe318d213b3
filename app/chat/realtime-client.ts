// One conversation's socket on /api/realtime: subscribes, reconnects with the specification's back-off, catches up.
import type { Lang } from "../lib/languages.ts";
import { PRESENCE_PATH_MAX_LENGTH, realtimeReconnectDelayMs, type RealtimeClientMessage, type RealtimeServerMessage } from "./chat-contract.ts";

export interface RealtimeOptions {
  sessionId: string;
  /** created_at of the newest stored message the widget has, read at every (re)subscribe to catch up. */
  after: () => string | undefined;
  onEvent: (event: RealtimeServerMessage) => void;
  /** The server refused the subscription: the conversation is not this browser's. */
  onForbidden: () => void;
  /** The page on screen, reported once subscribed and on sendPresence (the console counts visitors per page). */
  page: () => { path: string; language: Lang };
}

export interface RealtimeConnection {
  sendTyping(isTyping: boolean): void;
  /** The visitor has moved to another page. */
  sendPresence(): void;
  close(): void;
}

function realtimeUrl(): string {
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/realtime`;
}

function parse(data: unknown): RealtimeServerMessage | null {
  if (typeof data !== "string") return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null && typeof (value as { type?: unknown }).type === "string"
      ? (value as RealtimeServerMessage)
      : null;
  } catch {
    return null;
  }
}

export function connectRealtime({ sessionId, after, onEvent, onForbidden, page }: RealtimeOptions): RealtimeConnection {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let closed = false;
  let subscribed = false;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const send = (message: RealtimeClientMessage) => {
    if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
  };

  const sendPresence = () => {
    const { path, language } = page();
    send({ type: "presence", path: path.slice(0, PRESENCE_PATH_MAX_LENGTH), language });
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      timer = null;
      open();
    }, delay);
  };

  function open() {
    if (closed) return;
    const ws = new WebSocket(realtimeUrl());
    socket = ws;
    subscribed = false;
    ws.addEventListener("open", () => {
      const since = after();
      send({ type: "subscribe", sessionId, ...(since ? { after: since } : {}) });
    });
    ws.addEventListener("message", (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (message.type === "subscribed") {
        subscribed = true;
        attempt = 0;
        sendPresence();
        return;
      }
      if (message.type === "error" && message.code === "forbidden" && !subscribed) {
        closed = true;
        ws.close();
        onForbidden();
        return;
      }
      if ("sessionId" in message && message.sessionId !== sessionId) return;
      onEvent(message);
    });
    ws.addEventListener("close", () => {
      if (socket !== ws) return;
      socket = null;
      if (closed) return;
      attempt += 1;
      schedule(realtimeReconnectDelayMs(attempt));
    });
  }

  // The server holds back the first batch for REALTIME_START_DELAY_MS itself; waiting here too would only add lag.
  open();

  return {
    sendTyping(isTyping) {
      if (subscribed) send({ type: "typing", sessionId, isTyping });
    },
    sendPresence() {
      if (subscribed) sendPresence();
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      socket?.close();
      socket = null;
    },
  };
}
