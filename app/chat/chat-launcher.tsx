// The floating chat button on every public page. It ships with the page, so it stays tiny: the panel,
// its texts and everything it needs load on the first open (React.lazy).
import { MessageCircle, X } from "lucide-react";
import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { useLocation } from "react-router";
import { showToast } from "../components/toasts.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { PRIVATE_AREAS } from "../lib/site-map.ts";
import { readPanelOpen, storePanelOpen } from "./chat-storage.ts";
import { CHAT_PANEL_ID } from "./panel-id.ts";

const ChatPanel = lazy(() => import("./chat-panel.tsx"));
const LOAD_FAILED_TOAST_MS = 6000;

/** A panel chunk that fails to load (offline, a deploy in between) must not take the page down with it. */
class PanelBoundary extends Component<{ onError: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {
    this.props.onError();
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

const TEXT_FIELD = "input:not([type=checkbox],[type=radio],[type=button],[type=submit],[type=reset]), textarea, select, [contenteditable=true]";

/**
 * Whether the visitor is typing into one of the page's own fields. On a phone the launcher then steps aside:
 * it would sit on the field's corner, and the keyboard leaves little screen to share.
 */
function usePageFieldFocused(): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    const update = () => {
      const active = document.activeElement;
      setFocused(Boolean(active?.matches(TEXT_FIELD) && !active.closest(`#${CHAT_PANEL_ID}`)));
    };
    document.addEventListener("focusin", update);
    document.addEventListener("focusout", update);
    return () => {
      document.removeEventListener("focusin", update);
      document.removeEventListener("focusout", update);
    };
  }, []);
  return focused;
}

function isPublicPage(pathname: string): boolean {
  const [, , area] = pathname.split("/");
  return !area || !PRIVATE_AREAS.has(area);
}

export function ChatLauncher() {
  const { t } = useI18n();
  const { pathname } = useLocation();
  const launcher = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  /** Mounted once opened, then kept (hidden when closed) so the conversation and its socket stay. */
  const [mounted, setMounted] = useState(false);
  const [focusOnOpen, setFocusOnOpen] = useState(true);
  const [attempt, setAttempt] = useState(0);
  const pageFieldFocused = usePageFieldFocused();

  /** Without JavaScript the chat cannot work, so the button appears only once the page is interactive. */
  const [interactive, setInteractive] = useState(false);

  // A reload in this tab reopens the panel the visitor left open.
  useEffect(() => {
    setInteractive(true);
    if (!readPanelOpen()) return;
    setFocusOnOpen(false);
    setMounted(true);
    setOpen(true);
  }, []);

  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
    storePanelOpen(false);
  }, []);

  // After the render that shows the launcher again (small screens hide it behind the full-screen panel).
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    launcher.current?.focus();
  }, [open]);

  const toggle = () => {
    if (open) return close();
    setFocusOnOpen(true);
    setMounted(true);
    setOpen(true);
    storePanelOpen(true);
  };

  const loadFailed = useCallback(() => {
    setMounted(false);
    setOpen(false);
    storePanelOpen(false);
    setAttempt((n) => n + 1);
    showToast({ title: t("chat.loadFailed"), duration: LOAD_FAILED_TOAST_MS, variant: "destructive" });
  }, [t]);

  if (!interactive || !isPublicPage(pathname)) return null;
  const label = open ? t("chat.close") : t("chat.open");
  return (
    <>
      {mounted ? (
        <PanelBoundary key={attempt} onError={loadFailed}>
          <Suspense
            fallback={
              open ? (
                <p role="status" className="fixed right-4 bottom-24 z-40 rounded-md bg-white px-3 py-2 text-sm shadow-lg dark:bg-slate-900">
                  {t("chat.loading")}
                </p>
              ) : null
            }
          >
            <ChatPanel open={open} focusOnOpen={focusOnOpen} onClose={close} />
          </Suspense>
        </PanelBoundary>
      ) : null}
      <button
        ref={launcher}
        id="chat-launcher"
        type="button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        aria-controls={mounted ? CHAT_PANEL_ID : undefined}
        onClick={toggle}
        className={`fixed right-4 bottom-4 z-40 grid h-14 w-14 place-items-center rounded-full bg-brand-600 text-white shadow-lg ring-offset-2 hover:bg-brand-700 focus-visible:outline-offset-4 dark:ring-1 dark:ring-brand-100 ${open || pageFieldFocused ? "max-[479px]:hidden" : ""}`}
      >
        {open ? <X aria-hidden="true" className="h-6 w-6" /> : <MessageCircle aria-hidden="true" className="h-6 w-6" />}
      </button>
    </>
  );
}
