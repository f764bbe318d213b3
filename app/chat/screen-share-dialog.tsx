// The screen-share dialog (SPEC section 2): start, stop, the connection code with a copy button, and the promise that a
// technician joins within 2–3 minutes. The browser is asked for the screen only when the visitor presses start; ending
// the capture from the browser's own bar ends the share, and so does stop on either side.
import { Copy, MonitorUp, MonitorX } from "lucide-react";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { showToast } from "../components/toasts.tsx";
import { readApiError } from "../lib/api-error-response.ts";
import { HTML_LANG, type Lang } from "../lib/languages.ts";
import { primaryButton, secondaryButton } from "./chat-styles.ts";
import { SCREEN_CAPTURE_IDEAL, type ScreenServerMessage, type StartScreenShareResponse } from "./screen-share-contract.ts";
import { sharerPeer, socketUrl } from "./screen-share-peer.ts";
import { TOAST_DURATION_MS } from "./use-conversation.ts";
import type { WidgetT } from "./widget-text.tsx";

type Phase = "idle" | "starting" | "waiting" | "live" | "ended";
type Failure = { kind: "permission" } | { kind: "unsupported" } | { kind: "server"; message: string | null };

interface Running {
  shareId: string;
  stream: MediaStream;
  socket: WebSocket | null;
  peer: ReturnType<typeof sharerPeer> | null;
  ended: boolean;
}

export function ScreenShareDialog({
  dialogRef,
  sessionId,
  onSession,
  lang,
  t,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  sessionId: string | null;
  /** The server made a conversation for the share (the widget had none yet). */
  onSession: (sessionId: string) => void;
  lang: Lang;
  t: WidgetT;
}) {
  const [phase, setPhase] = useState<Phase>("idle");
  const [failure, setFailure] = useState<Failure | null>(null);
  const [share, setShare] = useState<{ code: string; expiresAt: string } | null>(null);
  const running = useRef<Running | null>(null);

  /** Ends the share here: the capture, the peer connection, the socket. The server is told by `stop`. */
  const finish = useCallback(() => {
    const current = running.current;
    if (!current || current.ended) return;
    current.ended = true;
    running.current = null;
    for (const track of current.stream.getTracks()) track.stop();
    current.peer?.close();
    current.socket?.close();
    setPhase("ended");
  }, []);

  const stop = useCallback(() => {
    const current = running.current;
    if (!current) return;
    finish();
    // track.stop() fires no "ended" event, so the server hears of it here (and from the socket closing).
    void fetch(`/api/chat/screen-share/${current.shareId}/stop`, { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  }, [finish]);

  useEffect(() => stop, [stop]);

  const fail = (next: Failure) => {
    setFailure(next);
    setPhase("idle");
    const description =
      next.kind === "permission" ? t("screenShare.errorPermission") : next.kind === "unsupported" ? t("screenShare.unsupported") : (next.message ?? t("screenShare.errorServer"));
    showToast({ title: t("screenShare.errorTitle"), description, duration: TOAST_DURATION_MS, variant: "destructive" });
  };

  const start = async () => {
    setFailure(null);
    if (!navigator.mediaDevices?.getDisplayMedia || typeof RTCPeerConnection === "undefined") return fail({ kind: "unsupported" });
    setPhase("starting");
    let stream: MediaStream;
    try {
      // Asked only now, on the visitor's click (a user gesture), never before.
      stream = await navigator.mediaDevices.getDisplayMedia({
        video: { width: { ideal: SCREEN_CAPTURE_IDEAL.width }, height: { ideal: SCREEN_CAPTURE_IDEAL.height } },
        audio: false,
      });
    } catch {
      return fail({ kind: "permission" });
    }
    let started: StartScreenShareResponse;
    try {
      const response = await fetch("/api/chat/screen-share", {
        method: "POST",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ sessionId, language: lang }),
      });
      if (!response.ok) {
        for (const track of stream.getTracks()) track.stop();
        return fail({ kind: "server", message: readApiError(await response.json().catch(() => null))?.message || null });
      }
      started = (await response.json()) as StartScreenShareResponse;
    } catch {
      for (const track of stream.getTracks()) track.stop();
      return fail({ kind: "server", message: null });
    }
    if (started.sessionId !== sessionId) onSession(started.sessionId);

    const current: Running = { shareId: started.shareId, stream, socket: null, peer: null, ended: false };
    running.current = current;
    setShare({ code: started.code, expiresAt: started.expiresAt });
    setPhase("waiting");
    // The browser's own "stop sharing" bar ends the capture: the share ends with it.
    for (const track of stream.getVideoTracks()) track.addEventListener("ended", stop);

    const socket = new WebSocket(socketUrl("/api/realtime"));
    current.socket = socket;
    const send = (message: object) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
    current.peer = sharerPeer(
      stream,
      started.iceServers,
      (signal) => send({ type: "screen.signal", shareId: started.shareId, signal }),
      (state) => {
        if (state === "connected") setPhase("live");
      },
    );
    socket.addEventListener("open", () => send({ type: "subscribe", sessionId: started.sessionId }));
    socket.addEventListener("message", (event) => {
      let message: ScreenServerMessage | { type: string; sessionId?: string };
      try {
        message = JSON.parse(String(event.data)) as ScreenServerMessage;
      } catch {
        return;
      }
      if (message.type === "subscribed") return void send({ type: "screen.attach", shareId: started.shareId });
      if (!message.type.startsWith("screen.")) return;
      const screen = message as ScreenServerMessage;
      if (screen.shareId !== started.shareId) return;
      if (screen.type === "screen.viewer_ready") void current.peer?.offer().catch(stop);
      else if (screen.type === "screen.signal") void current.peer?.receive(screen.signal).catch(() => undefined);
      else if (screen.type === "screen.ended") finish();
      else if (screen.type === "screen.error" && screen.code === "forbidden") stop();
    });
    // Without its socket the share cannot go on (the server ends it too when the socket drops).
    socket.addEventListener("close", () => {
      if (running.current === current) stop();
    });
  };

  const copy = async () => {
    if (!share) return;
    try {
      await navigator.clipboard.writeText(share.code);
      showToast({ title: t("screenShare.copied"), duration: TOAST_DURATION_MS });
    } catch {
      // No clipboard (an insecure page, a refusal): the code stays on screen to read out.
    }
  };

  const active = phase === "waiting" || phase === "live";
  const until = share ? new Intl.DateTimeFormat(HTML_LANG[lang], { timeStyle: "short" }).format(new Date(share.expiresAt)) : "";

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="chat-screen-share-title"
      aria-describedby="chat-screen-share-intro"
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(28rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="chat-screen-share-title" className="text-xl font-bold">
        {t("screenShare.title")}
      </h2>
      <p id="chat-screen-share-intro" className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t("screenShare.intro")}
      </p>
      <p className="mt-2 text-sm font-medium">{t("screenShare.promise")}</p>

      {active && share ? (
        <div className="mt-4 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
          <dl>
            <dt className="text-sm font-semibold">{t("screenShare.codeLabel")}</dt>
            <dd className="mt-1 flex items-center gap-3">
              <span data-testid="screen-share-code" className="font-mono text-3xl font-bold tracking-[0.25em] text-slate-900 dark:text-white">
                {share.code}
              </span>
              <button type="button" className={secondaryButton} onClick={() => void copy()}>
                <Copy aria-hidden="true" className="h-4 w-4" />
                {t("screenShare.copy")}
              </button>
            </dd>
          </dl>
          <p className="mt-2 text-xs text-slate-700 dark:text-slate-300">{t("screenShare.expires", { time: until })}</p>
        </div>
      ) : null}

      <p role="status" data-testid="screen-share-status" className="mt-4 text-sm font-medium">
        {phase === "waiting" ? t("screenShare.waiting") : phase === "live" ? t("screenShare.live") : phase === "ended" ? t("screenShare.ended") : ""}
      </p>

      {failure ? (
        <div role="alert" className="mt-3 rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
          <p className="font-semibold">{t("screenShare.errorTitle")}</p>
          <p>
            {failure.kind === "permission"
              ? t("screenShare.errorPermission")
              : failure.kind === "unsupported"
                ? t("screenShare.unsupported")
                : (failure.message ?? t("screenShare.errorServer"))}
          </p>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${secondaryButton} sm:mr-auto`} onClick={() => dialogRef.current?.close()}>
          {t("screenShare.close")}
        </button>
        {active ? (
          <button type="button" className={primaryButton} onClick={stop}>
            <MonitorX aria-hidden="true" className="h-4 w-4" />
            {t("screenShare.stop")}
          </button>
        ) : (
          <button type="button" className={primaryButton} disabled={phase === "starting"} aria-busy={phase === "starting"} onClick={() => void start()}>
            <MonitorUp aria-hidden="true" className="h-4 w-4" />
            {phase === "starting" ? t("screenShare.starting") : t("screenShare.start")}
          </button>
        )}
      </div>
    </dialog>
  );
}
