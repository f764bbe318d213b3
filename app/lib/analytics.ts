// Page-view analytics: one call per route change, sent only when a sink is enabled (by the consent work, issue 3).
export interface PageView {
  path: string;
  language: string;
  viewport?: "mobile" | "tablet" | "desktop";
}

type Sink = (view: PageView) => void;

let sink: Sink | null = null;
let lastPath: string | null = null;

/** Enables sending; called when the visitor grants analytics consent. The page on screen counts at once. */
export function enableAnalytics(next: Sink, current?: PageView): void {
  const wasEnabled = sink !== null;
  sink = next;
  if (current && !wasEnabled) {
    lastPath = current.path;
    sink(current);
  }
}

export function disableAnalytics(): void {
  sink = null;
}

/** Records a route change; repeated calls for the same path (re-renders) count once. */
export function trackPageView(view: PageView): boolean {
  if (view.path === lastPath) return false;
  lastPath = view.path;
  if (!sink) return false;
  sink(view);
  return true;
}
