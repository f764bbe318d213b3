// Toasts through sonner, loaded only when the first toast is shown, so pages do not pay for it up front.
// When sonner cannot load (offline, a deploy removed its chunk) a plain list shows the same toasts: the
// error fallback's toast is needed exactly when the network is gone.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { CHAT_PANEL_ID } from "../chat/panel-id.ts";
import { useTheme } from "../lib/use-theme.ts";

export interface ToastRequest {
  title: string;
  description?: string;
  duration: number;
  variant?: "default" | "destructive";
}

const pending: ToastRequest[] = [];
let listener: (() => void) | null = null;

export function showToast(request: ToastRequest): void {
  pending.push(request);
  remeasure?.();
  listener?.();
}

/** Hands the queued toasts to `show`, and every later one as it comes, while the component is mounted. */
function useToastQueue(show: (request: ToastRequest) => void) {
  useEffect(() => {
    const flush = () => {
      for (const request of pending.splice(0)) show(request);
    };
    listener = flush;
    flush();
    return () => {
      listener = null;
    };
  }, [show]);
}

/**
 * Above the chat panel and the cookie banner (z-40), below the header while one of its menus is open
 * (header.tsx lifts it to z-50 then), so a toast never covers the navigation the visitor just opened.
 */
const TOASTER_Z_INDEX = 45;
const GAP_BELOW_HEADER_PX = 8;

/**
 * Where toasts start: just below the sticky header (at the top without one, as on the error fallback); while the
 * chat panel fills a phone's screen, below its toolbar, so a toast never hides the panel's title and tools.
 */
function toastTop(): number {
  const panel = document.getElementById(CHAT_PANEL_ID);
  if (panel && !panel.hidden && panel.getBoundingClientRect().top <= 0) {
    const toolbar = panel.querySelector('[role="group"]');
    if (toolbar) return Math.round(toolbar.getBoundingClientRect().bottom);
  }
  const header = document.querySelector("body > header, body > * > header");
  return header ? Math.round(header.getBoundingClientRect().height) : 0;
}

/** Measured again whenever the header changes size and whenever a toast is about to show. */
let remeasure: (() => void) | null = null;

function useToastTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const measure = () => setTop(toastTop());
    remeasure = measure;
    measure();
    const header = document.querySelector("body > header, body > * > header");
    const observer = new ResizeObserver(measure);
    if (header) observer.observe(header);
    return () => {
      remeasure = null;
      observer.disconnect();
    };
  }, []);
  return top;
}

const SonnerToaster = lazy(async () => {
  const { Toaster, toast } = await import("sonner");
  const show = (request: ToastRequest) => {
    const variant = request.variant === "destructive" ? toast.error : toast;
    variant(request.title, { description: request.description, duration: request.duration });
  };
  function QueuedSonner({ top, label }: { top: number; label: string | undefined }) {
    const [theme] = useTheme();
    useToastQueue(show);
    const offset = { top: top + GAP_BELOW_HEADER_PX };
    return (
      <Toaster
        position="top-center"
        theme={theme ?? "light"}
        offset={offset}
        mobileOffset={offset}
        style={{ zIndex: TOASTER_Z_INDEX }}
        richColors
        closeButton={false}
        containerAriaLabel={label}
      />
    );
  }
  return { default: QueuedSonner };
});

interface ShownToast extends ToastRequest {
  id: number;
}
let nextToastId = 0;

/** The same toasts without sonner: coloured like its rich colours, in light and dark, gone after their duration. */
function PlainToasts({ top, label }: { top: number; label: string | undefined }) {
  const [shown, setShown] = useState<ShownToast[]>([]);
  const [show] = useState(() => (request: ToastRequest) => {
    const id = nextToastId++;
    setShown((current) => [...current, { ...request, id }]);
    setTimeout(() => setShown((current) => current.filter((toast) => toast.id !== id)), request.duration);
  });
  useToastQueue(show);
  return (
    <section
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 flex flex-col items-center gap-2 px-4"
      style={{ top: top + GAP_BELOW_HEADER_PX, zIndex: TOASTER_Z_INDEX }}
    >
      {shown.map((toast) => (
        <div
          key={toast.id}
          role={toast.variant === "destructive" ? "alert" : "status"}
          className={`pointer-events-auto w-full max-w-sm rounded-lg border p-4 text-sm shadow-lg ${
            toast.variant === "destructive"
              ? "border-red-200 bg-red-50 text-red-800 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
              : "border-slate-200 bg-white text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
          }`}
        >
          <p className="font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-1">{toast.description}</p> : null}
        </div>
      ))}
    </section>
  );
}

/** A failed import of sonner is remembered by React.lazy, so retrying would fail again: switch for good. */
class SonnerOrPlain extends Component<{ top: number; label: string | undefined; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <PlainToasts top={this.props.top} label={this.props.label} /> : this.props.children;
  }
}

/** `label` names the toasts' region for screen readers, in the page's language (the host sits outside i18n). */
export function ToastHost({ label }: { label?: string }) {
  const [wanted, setWanted] = useState(false);
  const top = useToastTop();
  useEffect(() => {
    if (pending.length) setWanted(true);
    listener = () => setWanted(true);
    return () => {
      listener = null;
    };
  }, []);
  if (!wanted) return null;
  return (
    <SonnerOrPlain top={top} label={label}>
      <Suspense fallback={null}>
        <SonnerToaster top={top} label={label} />
      </Suspense>
    </SonnerOrPlain>
  );
}
