// What shows toasts, loaded when the first toast comes or once the browser is idle after the page became
// interactive (see ToastHost), so pages do not carry it before interaction. Sonner itself is loaded only for the
// first toast; when it cannot load (offline, a deploy removed its chunk) a plain list shows the same toasts: the
// error fallback's toast is needed exactly when the network is gone.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";
import { CHAT_PANEL_ID } from "../chat/panel-id.ts";
import { useTheme } from "../lib/use-theme.ts";
import { setToastListener, setToastRemeasure, takePendingToasts, type ToastRequest } from "./toasts.tsx";

/** Hands the queued toasts to `show`, and every later one as it comes, while the component is mounted. */
function useToastQueue(show: (request: ToastRequest) => void) {
  useEffect(() => {
    const flush = () => {
      for (const request of takePendingToasts()) show(request);
    };
    setToastListener(flush);
    flush();
    return () => setToastListener(null);
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

function useToastTop(): number {
  const [top, setTop] = useState(0);
  useEffect(() => {
    const measure = () => setTop(toastTop());
    // Measured again whenever the header changes size and whenever a toast is about to show.
    setToastRemeasure(measure);
    measure();
    const header = document.querySelector("body > header, body > * > header");
    const observer = new ResizeObserver(measure);
    if (header) observer.observe(header);
    return () => {
      setToastRemeasure(null);
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

/** The toasts' region, with sonner or, failing that, the plain list. */
export default function ToastView({ label }: { label: string | undefined }) {
  const top = useToastTop();
  return (
    <SonnerOrPlain top={top} label={label}>
      <Suspense fallback={null}>
        <SonnerToaster top={top} label={label} />
      </Suspense>
    </SonnerOrPlain>
  );
}
