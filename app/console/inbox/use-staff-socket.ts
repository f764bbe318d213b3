// The console's live connection (/api/staff/realtime): reconnects after a drop with the specification's backoff
// (min(attempt × 2000, 30000) ms) and reports when the session has ended, which no reconnect can mend.
import { useEffect, useRef, useState } from "react";
import { STAFF_SOCKET_SESSION_ENDED, type StaffClientMessage, type StaffServerMessage } from "../inbox-contract.ts";

export type SocketState = "connecting" | "live" | "reconnecting" | "ended";

export function useStaffSocket(onMessage: (message: StaffServerMessage) => void, onReconnected: () => void) {
  const [state, setState] = useState<SocketState>("connecting");
  const socketRef = useRef<WebSocket | null>(null);
  const handlers = useRef({ onMessage, onReconnected });
  handlers.current = { onMessage, onReconnected };
  const queued = useRef<StaffClientMessage[]>([]);

  useEffect(() => {
    let attempt = 0;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      const ws = new WebSocket(`${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/staff/realtime`);
      socketRef.current = ws;
      ws.onopen = () => {
        if (attempt > 0) handlers.current.onReconnected();
        attempt = 0;
        setState("live");
        for (const message of queued.current.splice(0)) ws.send(JSON.stringify(message));
      };
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as StaffServerMessage;
        if (message.type === "session.ended") setState("ended");
        else if (message.type === "error" && message.code === "resync") handlers.current.onReconnected();
        else handlers.current.onMessage(message);
      };
      ws.onclose = (event) => {
        socketRef.current = null;
        if (stopped) return;
        if (event.code === STAFF_SOCKET_SESSION_ENDED) return setState("ended");
        attempt += 1;
        setState("reconnecting");
        timer = setTimeout(connect, Math.min(attempt * 2000, 30_000));
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socketRef.current?.close(1000);
    };
  }, []);

  const send = (message: StaffClientMessage) => {
    const ws = socketRef.current;
    if (ws?.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    else if (message.type === "watch") queued.current = [message];
  };
  return { state, send };
}
