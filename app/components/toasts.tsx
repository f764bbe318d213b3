// Toasts: any part of the app queues one with showToast; ToastHost shows them. What draws them (toast-view.tsx,
// and sonner inside it) is loaded when the first toast comes, or once the browser is idle after the page became
// interactive, so pages do not carry it before interaction and an error shown offline still gets its toast.
import { useEffect, useState } from "react";
import { onDemand } from "../lib/on-demand.ts";

export interface ToastRequest {
  title: string;
  description?: string;
  duration: number;
  variant?: "default" | "destructive";
}

const pending: ToastRequest[] = [];
let listener: (() => void) | null = null;
let remeasure: (() => void) | null = null;

export function showToast(request: ToastRequest): void {
  pending.push(request);
  remeasure?.();
  listener?.();
}

/** The queued toasts, removed from the queue. */
export function takePendingToasts(): ToastRequest[] {
  return pending.splice(0);
}

/** Who is told of a new toast: the host until the view is mounted, then the view. */
export function setToastListener(next: (() => void) | null): void {
  listener = next;
}

/** The view's measurement of where toasts start, run again before a toast shows. */
export function setToastRemeasure(next: (() => void) | null): void {
  remeasure = next;
}

const toastView = onDemand<{ label: string | undefined }>(() => import("./toast-view.tsx"));

/** `label` names the toasts' region for screen readers, in the page's language (the host sits outside i18n). */
export function ToastHost({ label }: { label?: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (pending.length) setWanted(true);
    setToastListener(() => setWanted(true));
    // Fetched while the browser is idle, so that a toast after the network went away can still be drawn.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => toastView.preload());
    return () => setToastListener(null);
  }, []);
  const ToastView = toastView.useLoaded(wanted);
  return wanted && ToastView ? <ToastView label={label} /> : null;
}
