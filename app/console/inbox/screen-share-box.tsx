// Screen sharing in the console: the open conversation's share request (view it, stop it), the live viewer, and the
// form where a technician enters the code a visitor reads out on the phone. The viewer uses its own staff socket for
// signalling; the screen arrives peer to peer and is shown, never recorded.
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { showToast } from "../../components/toasts.tsx";
import { readApiError } from "../../lib/api-error-response.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { HTML_LANG } from "../../lib/languages.ts";
import type { JoinScreenShareResponse, ScreenServerMessage, StaffScreenShareView } from "../../chat/screen-share-contract.ts";
import { socketUrl, viewerPeer, type PeerEnd } from "../../chat/screen-share-peer.ts";

const TOAST_MS = 6000;
const button =
  "rounded-md border border-slate-400 px-3 py-1.5 text-sm font-medium hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800";
const primary = "rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60";

type ViewerState = "connecting" | "live" | "ended" | "failed";

async function post<T>(url: string, body?: object): Promise<{ ok: true; value: T } | { ok: false; message: string | null }> {
  try {
    const res = await fetch(url, {
      method: "POST",
      headers: body ? { "content-type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) return { ok: false, message: readApiError(await res.json().catch(() => null))?.message || null };
    return { ok: true, value: (await res.json()) as T };
  } catch {
    return { ok: false, message: null };
  }
}

/** The screen share of the conversation on screen; `messageCount` changes whenever an activity line may have come. */
export function ScreenShareBox({ sessionId, messageCount }: { sessionId: string; messageCount: number }) {
  const { t, lang } = useI18n();
  const [share, setShare] = useState<StaffScreenShareView["share"]>(null);
  const [viewing, setViewing] = useState<JoinScreenShareResponse | null>(null);
  const [state, setState] = useState<ViewerState>("connecting");
  const [busy, setBusy] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const [params, setParams] = useSearchParams();
  const autoView = params.get("screen");

  const refresh = useCallback(async () => {
    const res = await fetch(`/api/staff/conversations/${sessionId}/screen-share`).catch(() => null);
    if (res?.ok) setShare(((await res.json()) as StaffScreenShareView).share);
  }, [sessionId]);

  useEffect(() => {
    void refresh();
  }, [refresh, messageCount]);

  const join = useCallback(
    async (shareId: string) => {
      setBusy(true);
      const result = await post<JoinScreenShareResponse>(`/api/staff/screen-shares/${shareId}/join`);
      setBusy(false);
      if (!result.ok) {
        showToast({ title: t("screenViewer.errorTitle"), description: result.message ?? undefined, duration: TOAST_MS, variant: "destructive" });
        return void refresh();
      }
      setState("connecting");
      setViewing(result.value);
    },
    [refresh, t],
  );

  // Arriving from the code form (?screen=<share id>): the share is already this technician's; the viewer opens.
  useEffect(() => {
    if (!autoView || viewing) return;
    setParams(
      (current) => {
        current.delete("screen");
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
    void join(autoView);
  }, [autoView, viewing, join, setParams]);

  // The viewer: its own staff socket, attached to the share; answers the visitor's offer and shows the stream.
  useEffect(() => {
    if (!viewing) return;
    const { shareId, iceServers } = viewing;
    const socket = new WebSocket(socketUrl("/api/staff/realtime"));
    let closed = false;
    const send = (message: object) => socket.readyState === WebSocket.OPEN && socket.send(JSON.stringify(message));
    const peer: PeerEnd = viewerPeer(
      iceServers,
      (signal) => send({ type: "screen.signal", shareId, signal }),
      (stream) => {
        if (video.current) video.current.srcObject = stream;
        setState("live");
      },
      (connection) => {
        if (connection === "failed") setState("failed");
      },
    );
    socket.addEventListener("message", (event) => {
      let message: ScreenServerMessage | { type: string };
      try {
        message = JSON.parse(String(event.data)) as ScreenServerMessage;
      } catch {
        return;
      }
      if (message.type === "ready") return void send({ type: "screen.attach", shareId });
      if (!message.type.startsWith("screen.")) return;
      const screen = message as ScreenServerMessage;
      if (screen.shareId !== shareId) return;
      if (screen.type === "screen.signal") void peer.receive(screen.signal).catch(() => setState("failed"));
      else if (screen.type === "screen.ended" || (screen.type === "screen.error" && screen.code === "forbidden")) {
        peer.close();
        if (video.current) video.current.srcObject = null;
        setState("ended");
      }
    });
    socket.addEventListener("close", () => {
      if (!closed) setState((current) => (current === "ended" ? current : "failed"));
    });
    return () => {
      closed = true;
      peer.close();
      socket.close();
    };
  }, [viewing]);

  const stop = async () => {
    if (!viewing && !share) return;
    setBusy(true);
    await post(`/api/staff/screen-shares/${viewing?.shareId ?? share!.id}/stop`);
    setBusy(false);
    if (video.current) video.current.srcObject = null;
    setState("ended");
    void refresh();
  };

  if (!share && !viewing) return null;
  const until = share ? new Intl.DateTimeFormat(HTML_LANG[lang], { timeStyle: "short" }).format(new Date(share.expiresAt)) : "";
  const open = viewing !== null;

  return (
    <section aria-labelledby="screen-share-heading" className="mt-4 rounded-md border border-slate-300 p-3 dark:border-slate-600">
      <h3 id="screen-share-heading" className="font-semibold">
        {t("screenViewer.heading")}
      </h3>
      {!open && share?.status === "waiting" ? <p className="mt-1 text-sm">{t("screenViewer.waiting", { time: until })}</p> : null}
      {!open && share?.status === "active" && !share.mine ? (
        <p className="mt-1 text-sm">{t("screenViewer.activeOther", { name: share.staffName ?? "" })}</p>
      ) : null}
      {open ? (
        <>
          <p role="status" data-testid="screen-viewer-status" className="mt-1 text-sm">
            {t(`screenViewer.${state}`)}
          </p>
          <video
            ref={video}
            autoPlay
            playsInline
            muted
            aria-label={t("screenViewer.videoLabel")}
            data-testid="screen-viewer-video"
            hidden={state === "ended"}
            className="mt-2 aspect-video w-full rounded bg-slate-900"
          />
        </>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2">
        {!open && share && (share.status === "waiting" || share.mine) ? (
          <button type="button" className={primary} disabled={busy} onClick={() => void join(share.id)}>
            {t("screenViewer.view")}
          </button>
        ) : null}
        {(open && state !== "ended") || (!open && share && (share.status === "waiting" || share.mine)) ? (
          <button type="button" className={button} disabled={busy} onClick={() => void stop()}>
            {t("screenViewer.stop")}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** The code a visitor reads out on the phone: joins that share and opens its conversation with the viewer. */
export function ScreenShareCodeForm({ conversationHref }: { conversationHref: (sessionId: string, shareId: string) => string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get("code") ?? "");
    setBusy(true);
    setError(null);
    const result = await post<JoinScreenShareResponse>("/api/staff/screen-shares/join", { code });
    setBusy(false);
    if (!result.ok) return setError(result.message ?? t("screenViewer.errorTitle"));
    navigate(conversationHref(result.value.sessionId, result.value.shareId));
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-labelledby="screen-code-heading" className="mt-3 flex flex-wrap items-end gap-2">
      <h2 id="screen-code-heading" className="sr-only">
        {t("screenViewer.codeHeading")}
      </h2>
      <label className="text-sm font-medium">
        {t("screenViewer.codeLabel")}
        <input
          name="code"
          required
          autoComplete="off"
          spellCheck={false}
          maxLength={12}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "screen-code-error" : undefined}
          className="mt-1 block w-40 rounded-md border border-slate-400 bg-white px-3 py-2 font-mono uppercase dark:border-slate-500 dark:bg-slate-900"
        />
      </label>
      <button type="submit" className={primary} disabled={busy}>
        {t("screenViewer.codeJoin")}
      </button>
      {error ? (
        <p id="screen-code-error" role="alert" className="w-full text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
