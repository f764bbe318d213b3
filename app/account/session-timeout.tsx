// The inactivity timeout of SPEC sections 4 and 8 for a signed-in visitor. The server owns the session's end: real
// activity (pointer, keys, scrolling, touch) is reported with POST /api/auth/get-session at most once a minute, which
// extends the session; the countdown reads the end with GET, which does not. Loaded only on the timeout's routes.
//
// The session cookie ends with the session (its Max-Age is the idle timeout), and reading an ended session makes the
// server drop it too. So the timeout is reported, and the session ended, in the last seconds before the end, while the
// cookie still says whose session it is; at zero the visitor is told and sent to sign in.
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
/** How long before the end the session is read once more, then reported and ended if nobody extended it. */
const FINAL_STEP_BEFORE_END_MS = 2000;

interface SessionAnswer {
  session: { expiresAt: string };
  user: { email: string };
}

interface Known {
  email: string;
  expiresAt: number;
}

/** Shared by every mount, so navigating between pages does not send a heartbeat per page. */
let lastHeartbeatAt = 0;

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
  /** The session has been reported and ended; the countdown only runs out. */
  const [ending, setEnding] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  /** The last real activity; 0 until there is some (arriving on a page is not activity). */
  const lastActivity = useRef(0);
  const mountedAt = useRef(Date.now());
  const dialog = useRef<HTMLDialogElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  // The texts and navigation as of the latest render, for timers that outlive renders.
  const latest = useRef({ t, navigate, lang });
  latest.current = { t, navigate, lang };

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
    learn(answer);
    return answer;
  }, [learn]);

  const closeWarning = useCallback(() => {
    dialog.current?.close();
    setWarning(false);
  }, []);

  /** Signed out (by the visitor, or by the timeout at zero): forget the session here and go to sign in. */
  const leave = useCallback(() => {
    closeWarning();
    setEnding(false);
    setKnown(null);
    noteSignedOut();
    latest.current.navigate(`/${latest.current.lang}/auth`);
  }, [closeWarning]);

  const timedOut = useCallback(() => {
    const { t: text } = latest.current;
    showToast({ title: text("sessionTimeout.expiredTitle"), description: text("sessionTimeout.expiredText"), duration: TOAST_DURATION_MS, variant: "destructive" });
    leave();
  }, [leave]);

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

  // The warning opens `warningSeconds` before the end. Before it does, the server is asked again (another tab may have
  // extended the session), and activity not yet reported is reported instead of warning. A timer that fires after the
  // end (a sleeping computer) finds the cookie gone with the session: nothing is left to report or end.
  useEffect(() => {
    if (!known || warning) return;
    const warnAt = known.expiresAt - settings.warningSeconds * 1000;
    const timer = setTimeout(async () => {
      if (Date.now() >= known.expiresAt) return timedOut();
      const answer = lastActivity.current > lastHeartbeatAt ? await heartbeat() : await fetchSession(false);
      if (answer === null) return learn(null);
      const end = answer?.expiresAt ?? known.expiresAt;
      if (end - settings.warningSeconds * 1000 > Date.now() + 1000) return setKnown({ email: known.email, expiresAt: end });
      setNow(Date.now());
      setWarning(true);
    }, Math.max(0, warnAt - Date.now()));
    return () => clearTimeout(timer);
  }, [known, warning, settings.warningSeconds, heartbeat, learn, timedOut]);

  // While the warning is open: count down each second; in the final seconds ask once more, then report the timeout
  // and end the session (SPEC section 8: the sign-out happens even if the report fails); at zero, tell and leave.
  useEffect(() => {
    if (!warning || !known) return;
    if (!dialog.current?.open) {
      dialog.current?.showModal();
      // The harmless choice has the focus (a dialog shown from code focuses its first button, "sign out").
      continueButton.current?.focus();
    }
    let finalStepTaken = false;
    const tick = setInterval(async () => {
      setNow(Date.now());
      const left = known.expiresAt - Date.now();
      if (left <= 0) {
        clearInterval(tick);
        return timedOut();
      }
      if (left > FINAL_STEP_BEFORE_END_MS || finalStepTaken) return;
      finalStepTaken = true;
      const answer = await fetchSession(false);
      if (answer && answer.expiresAt > known.expiresAt) {
        closeWarning();
        setKnown(answer);
        return;
      }
      setEnding(true);
      await logSecurityEvent({
        type: "session_timeout",
        email: known.email,
        details: { timeout_minutes: settings.idleSeconds / 60, last_activity: new Date(lastActivity.current || mountedAt.current).toISOString() },
      });
      await signOut();
    }, 1000);
    return () => clearInterval(tick);
  }, [warning, known, settings.idleSeconds, closeWarning, timedOut]);

  async function continueSession() {
    if (ending) return;
    const answer = await heartbeat();
    if (answer === null) return timedOut();
    closeWarning();
    showToast({ title: t("sessionTimeout.extendedTitle"), description: t("sessionTimeout.extendedText"), duration: TOAST_DURATION_MS });
  }

  async function logOut() {
    if (!known || ending) return;
    setEnding(true);
    await logSecurityEvent({ type: "manual_session_termination", email: known.email, details: { reason: "user_requested" } });
    await signOut();
    leave();
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
              disabled={ending}
              onClick={() => void logOut()}
              className="rounded-md border border-slate-400 px-4 py-2 font-semibold hover:bg-slate-100 disabled:opacity-70 dark:border-slate-500 dark:hover:bg-slate-800"
            >
              {t("sessionTimeout.logOut")}
            </button>
            <button
              ref={continueButton}
              type="button"
              disabled={ending}
              onClick={() => void continueSession()}
              className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
            >
              {t("sessionTimeout.continue")}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
