// Toasts through sonner, loaded only when the first toast is shown, so pages do not pay for it up front.
// When sonner cannot load (offline, a deploy removed its chunk) a plain list shows the same toasts: the
// error fallback's toast is needed exactly when the network is gone.
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from "react";

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

const SonnerToaster = lazy(async () => {
  const { Toaster, toast } = await import("sonner");
  const show = (request: ToastRequest) => {
    const variant = request.variant === "destructive" ? toast.error : toast;
    variant(request.title, { description: request.description, duration: request.duration });
  };
  function QueuedSonner() {
    useToastQueue(show);
    return <Toaster position="top-center" richColors closeButton={false} />;
  }
  return { default: QueuedSonner };
});

interface ShownToast extends ToastRequest {
  id: number;
}
let nextToastId = 0;

/** The same toasts without sonner: coloured like its rich colours, gone after their duration. */
function PlainToasts() {
  const [shown, setShown] = useState<ShownToast[]>([]);
  const [show] = useState(() => (request: ToastRequest) => {
    const id = nextToastId++;
    setShown((current) => [...current, { ...request, id }]);
    setTimeout(() => setShown((current) => current.filter((toast) => toast.id !== id)), request.duration);
  });
  useToastQueue(show);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-6 z-50 flex flex-col items-center gap-2 px-4">
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
    </div>
  );
}

/** A failed import of sonner is remembered by React.lazy, so retrying would fail again: switch for good. */
class SonnerOrPlain extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <PlainToasts /> : this.props.children;
  }
}

export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (pending.length) setWanted(true);
    listener = () => setWanted(true);
    return () => {
      listener = null;
    };
  }, []);
  if (!wanted) return null;
  return (
    <SonnerOrPlain>
      <Suspense fallback={null}>
        <SonnerToaster />
      </Suspense>
    </SonnerOrPlain>
  );
}
