// The inactivity timeout of SPEC sections 4 and 8 for a signed-in visitor. The server owns the session's end: real
// activity (pointer, keys, scrolling, touch) is reported with POST /api/auth/get-session at most once a minute, which
// extends the session; the countdown reads the end with GET, which does not. Loaded only on the timeout's routes.
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { showToast } from "../components/toasts.tsx";
import { SESSION_HEARTBEAT_INTERVAL_MS } from "../lib/constants.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { SessionTimeoutSettings } from "./account-context.ts";
import { authCall } from "./auth-api.ts";
import { formatCountdown } from "./session-timeout-rules.ts";
import { noteSignedIn, noteSignedOut } from "./session-flag.ts";
import { logSecurityEvent, signOut } from "./sign-out.ts";

const ACTIVITY_EVENTS = ["mousemove", "keydown", "scroll", "touchstart", "click"] as const;
const TOAST_DURATION_MS = 5000;

interface SessionAnswer {
  session: { expiresAt: string };
  user: { email: string };
}

/** Shared by every mount, so navigating between pages does not send a heartbeat per page. */
let lastHeartbeatAt = 0;

interface Known {
  email: string;
  expiresAt: number;
}

/** Reads (GET) or extends (POST) the session; null when there is none, undefined when the server was not reached. */
async function fetchSession(extend: boolean): Promise<Known | null | undefined> {
  const result = await authCall<SessionAnswer | null>("/get-session", extend ? {} : undefined);
  if (!result.ok) return result.status === 0 || result.status >= 500 ? undefined : null;
  if (!result.data?.session) return null;
  return { email: result.data.user.email, expiresAt: Date.parse(result.data.session.expiresAt) };
}

export default function SessionTimeout({ settings }: { settings: SessionTimeoutSettings }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [known, setKnown] = useState<Known | null>(null);
  const [warning, setWarning] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  /** The last real activity; 0 until there is some (arriving on a page is not activity). */
  const lastActivity = useRef(0);
  const mountedAt = useRef(Date.now());
  const ending = useRef(false);
  const dialog = useRef<HTMLDialogElement>(null);

  const learn = useCallback((answer: Known | null | undefined) => {
    if (answer === undefined) return;
    setKnown(answer);
    if (answer) noteSignedIn();
    else noteSignedOut();
  }, []);

  // Which session this tab has: asked on arrival and after each navigation (signing in or out navigates).
  useEffect(() => {
    let current = true;
    void fetchSession(false).then((answer) => current && learn(answer));
    return () => {
      current = false;
    };
  }, [pathname, learn]);

  const heartbeat = useCallback(async () => {
    lastHeartbeatAt = Date.now();
    const answer = await fetchSession(true);
    if (answer !== undefined) setKnown(answer);
    return answer;
  }, []);

  // Real activity, while the tab is visible and no warning asks for an answer, extends the session once a minute.
  useEffect(() => {
    if (!known || warning) return;
    const onActivity = () => {
      if (document.hidden) return;
      lastActivity.current = Date.now();
      if (Date.now() - lastHeartbeatAt >= SESSION_HEARTBEAT_INTERVAL_MS) void heartbeat();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [known, warning, heartbeat]);

  const expire = useCallback(
    async (email: string) => {
      if (ending.current) return;
      ending.current = true;
      dialog.current?.close();
      setWarning(false);
      await logSecurityEvent({
        type: "session_timeout",
        email,
        details: { timeout_minutes: settings.idleSeconds / 60, last_activity: new Date(lastActivity.current || mountedAt.current).toISOString() },
      });
      showToast({ title: t("sessionTimeout.expiredTitle"), description: t("sessionTimeout.expiredText"), duration: TOAST_DURATION_MS, variant: "destructive" });
      await signOut();
      setKnown(null);
      ending.current = false;
      navigate(`/${lang}/auth`);
    },
    [lang, navigate, settings.idleSeconds, t],
  );

  // The warning opens `warningSeconds` before the end. Before it does, the server is asked again (another tab may
  // have extended the session), and activity not yet reported is reported instead of warning.
  useEffect(() => {
    if (!known || warning) return;
    const warnAt = known.expiresAt - settings.warningSeconds * 1000;
    const timer = setTimeout(async () => {
      const answer = lastActivity.current > lastHeartbeatAt ? await heartbeat() : await fetchSession(false);
      if (answer === null) return learn(null);
      const end = answer?.expiresAt ?? known.expiresAt;
      if (end - settings.warningSeconds * 1000 > Date.now() + 1000) return setKnown({ email: known.email, expiresAt: end });
      setNow(Date.now());
      setWarning(true);
    }, Math.max(0, warnAt - Date.now()));
    return () => clearTimeout(timer);
  }, [known, warning, settings.warningSeconds, heartbeat, learn]);

  // While the warning is open: count down each second; at zero ask once more, then end the session.
  useEffect(() => {
    if (!warning || !known) return;
    if (!dialog.current?.open) dialog.current?.showModal();
    const tick = setInterval(async () => {
      setNow(Date.now());
      if (Date.now() < known.expiresAt || ending.current) return;
      clearInterval(tick);
      const answer = await fetchSession(false);
      if (answer && answer.expiresAt > Date.now()) {
        dialog.current?.close();
        setWarning(false);
        setKnown(answer);
      } else {
        await expire(known.email);
      }
    }, 1000);
    return () => clearInterval(tick);
  }, [warning, known, expire]);

  async function continueSession() {
    const answer = await heartbeat();
    if (answer === null) return known && expire(known.email);
    dialog.current?.close();
    setWarning(false);
    showToast({ title: t("sessionTimeout.extendedTitle"), description: t("sessionTimeout.extendedText"), duration: TOAST_DURATION_MS });
  }

  async function logOut() {
    if (!known || ending.current) return;
    ending.current = true;
    dialog.current?.close();
    setWarning(false);
    await logSecurityEvent({ type: "manual_session_termination", email: known.email, details: { reason: "user_requested" } });
    await signOut();
    setKnown(null);
    ending.current = false;
    navigate(`/${lang}/auth`);
  }

  if (!known) return null;
  const remaining = Math.max(0, (known.expiresAt - now) / 1000);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="session-timeout-title"
      aria-describedby="session-timeout-text"
      // Escape means "not now": the session continues, which is the harmless choice.
      onCancel={(event) => {
        event.preventDefault();
        void continueSession();
      }}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {warning ? (
        <>
          <h2 id="session-timeout-title" className="text-xl font-bold">
            {t("sessionTimeout.title")}
          </h2>
          <p id="session-timeout-text" className="mt-3">
            {t("sessionTimeout.body", { time: formatCountdown(remaining) })}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button
              type="button"
              onClick={() => void logOut()}
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
            >
              {t("sessionTimeout.logOut")}
            </button>
            <button type="button" autoFocus onClick={() => void continueSession()} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
              {t("sessionTimeout.continue")}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
