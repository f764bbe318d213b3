// The visitor's cookie choice: stored in the browser, recorded on the server as proof, applied at once.
import { disableAnalytics, enableAnalytics, type PageView } from "./analytics.ts";
import { startRealUserVitals, stopRealUserVitals } from "./vitals.ts";

export const CONSENT_STORAGE_KEY = "cookie-consent";
export type ConsentChoice = "analytics-granted" | "analytics-denied";

export interface StoredConsent {
  id: string;
  choice: ConsentChoice;
  revision: string;
  decidedAt: number;
}

export interface ConsentSettings {
  revision: string;
  /** False on preview hosts: no banner, no analytics. */
  enabled: boolean;
  gaMeasurementId: string | null;
}

/** The stored choice, if it was made under the current policy revision. */
export function readConsent(revision: string): StoredConsent | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as StoredConsent | null;
    if (!stored || stored.revision !== revision) return null;
    if (stored.choice !== "analytics-granted" && stored.choice !== "analytics-denied") return null;
    return stored;
  } catch {
    return null;
  }
}

function storedId(): string | null {
  try {
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? "null") as Partial<StoredConsent> | null;
    return typeof stored?.id === "string" ? stored.id : null;
  } catch {
    return null;
  }
}

export async function saveConsent(choice: ConsentChoice, settings: ConsentSettings): Promise<StoredConsent> {
  const consent: StoredConsent = { id: storedId() ?? crypto.randomUUID(), choice, revision: settings.revision, decidedAt: Date.now() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(consent));
  } catch {
    // Without storage the choice holds for this page only.
  }
  await fetch("/api/consent", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ consentId: consent.id, choice, revision: settings.revision }),
    keepalive: true,
  }).catch(() => undefined);
  return consent;
}

function viewportClass(): PageView["viewport"] {
  const width = window.innerWidth;
  return width < 768 ? "mobile" : width < 1024 ? "tablet" : "desktop";
}

function referrerHost(): string | null {
  try {
    const host = document.referrer ? new URL(document.referrer).hostname : "";
    return host && host !== location.hostname ? host : null;
  } catch {
    return null;
  }
}

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

/** Google Analytics 4 with Consent Mode v2: everything denied by default, loaded only after consent. */
function startGoogleAnalytics(measurementId: string) {
  if (window.gtag) {
    window.gtag("consent", "update", { analytics_storage: "granted" });
    return;
  }
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag("consent", "default", {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
  });
  window.gtag("consent", "update", { analytics_storage: "granted" });
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.append(script);
}

/** Turns analytics on or off to match the choice; a grant also counts the page being viewed. */
export function applyConsent(consent: StoredConsent | null, settings: ConsentSettings, current?: { path: string; language: string }) {
  if (!settings.enabled || consent?.choice !== "analytics-granted") {
    disableAnalytics();
    stopRealUserVitals();
    window.gtag?.("consent", "update", { analytics_storage: "denied" });
    return;
  }
  startRealUserVitals(consent.id);
  if (settings.gaMeasurementId) startGoogleAnalytics(settings.gaMeasurementId);
  const send = (view: PageView) => {
    void fetch("/api/analytics/page-view", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ...view, referrerHost: referrerHost(), viewport: viewportClass(), consentId: consent.id }),
      keepalive: true,
    }).catch(() => undefined);
    window.gtag?.("event", "page_view", { page_path: view.path, language: view.language });
  };
  enableAnalytics(send, current);
}
