// Real-user vitals, only while the visitor grants analytics. Every page carries just this: the measuring code
// (app/lib/vitals-beacon.ts, the web-vitals library) is fetched when the browser is idle after a grant, so it
// costs nothing before interaction and nothing at all without consent.

/** web-vitals measures the document's load, so every value belongs to the page first loaded. */
const loadedPath = typeof location === "undefined" ? "" : location.pathname;

let beacon: Promise<typeof import("./vitals-beacon.ts")> | null = null;
let grantedId: string | null = null;

function whenIdle(work: () => void) {
  if ("requestIdleCallback" in window) window.requestIdleCallback(work, { timeout: 5000 });
  else setTimeout(work, 1000);
}

/** Starts measuring for a visitor who granted analytics (called again after a new grant: the id is updated). */
export function startRealUserVitals(id: string): void {
  grantedId = id;
  beacon ??= new Promise((resolve) => whenIdle(() => resolve(import("./vitals-beacon.ts"))));
  void beacon.then((module) => {
    if (grantedId) module.startMeasuring(grantedId, loadedPath);
  });
}

/** A withdrawn consent: nothing more is sent, and what was measured is dropped. */
export function stopRealUserVitals(): void {
  grantedId = null;
  void beacon?.then((module) => module.stopMeasuring());
}
