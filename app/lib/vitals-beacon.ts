// Real-user vitals in the browser, only while the visitor grants analytics (loaded by app/lib/vitals.ts when the
// browser is idle after hydration): the web-vitals library's final values for the page that was loaded are kept,
// and they leave in one first-party beacon when the page is hidden or left. The beacon names the page's type, the
// language, a device class and the connection type — no URL, no query, nothing that identifies the visitor.
import { CONNECTION_TYPES, deviceClassOf, vitalPageType, type VitalMetric } from "./vitals-contract.ts";

export const VITALS_ENDPOINT = "/api/vitals";

/** web-vitals measures the document's load, so every value belongs to the page first loaded (set on start). */
let loadedPath = "";

let consentId: string | null = null;
let started = false;
const pending = new Map<VitalMetric, number>();

function connectionType(): string | null {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return type && (CONNECTION_TYPES as readonly string[]).includes(type) ? type : null;
}

function flush() {
  const page = vitalPageType(loadedPath);
  if (!consentId || !page || pending.size === 0) return;
  const body = JSON.stringify({
    consentId,
    page,
    language: loadedPath.split("/")[1],
    device: deviceClassOf(window.innerWidth),
    connection: connectionType(),
    metrics: [...pending].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })),
  });
  pending.clear();
  // A string goes as text/plain: a beacon of a JSON type would not be a simple request.
  if (!navigator.sendBeacon?.(VITALS_ENDPOINT, body)) {
    void fetch(VITALS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => undefined);
  }
}

/** Starts measuring the page loaded at `path` for a visitor who granted analytics (again after a new grant: the id is updated). */
export function startMeasuring(id: string, path: string): void {
  consentId = id;
  if (started || !vitalPageType(path)) return;
  started = true;
  loadedPath = path;
  void import("web-vitals").then(({ onCLS, onINP, onLCP, onTTFB }) => {
    const keep = (metric: { name: string; value: number }) => pending.set(metric.name as VitalMetric, metric.value);
    onLCP(keep);
    onINP(keep);
    onCLS(keep);
    onTTFB(keep);
    // web-vitals reports its final values from its own capture-phase listener on window; this one, on the
    // document, runs after it in the same dispatch. pagehide covers browsers that skip visibilitychange on leave.
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") flush();
    });
    window.addEventListener("pagehide", flush);
  });
}

/** A withdrawn consent: nothing more is sent, and what was measured is dropped. */
export function stopMeasuring(): void {
  consentId = null;
  pending.clear();
}
