// The visitor's cookie choice on every page: a stored choice is applied at once; without one the banner shows
// COOKIE_BANNER_DELAY_MS after the first load. The banner and the settings dialog (consent-choices.tsx) are
// loaded only when one of them is first shown, so pages do not carry them before interaction.
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { COOKIE_BANNER_DELAY_MS } from "../lib/constants.ts";
import { applyConsent, readConsent, type ConsentSettings } from "../lib/consent.ts";
import { useI18n } from "../lib/i18n.tsx";
import { onDemand } from "../lib/on-demand.ts";
import type { ConsentChoicesProps } from "./consent-choices.tsx";

export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";

/** The footer's "Cookie settings" link asks the consent component to open its dialog. */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

const consentChoices = onDemand<ConsentChoicesProps>(() => import("./consent-choices.tsx"));

export function CookieConsent({ settings }: { settings: ConsentSettings }) {
  const { lang } = useI18n();
  const { pathname, search } = useLocation();
  const [banner, setBanner] = useState(false);
  const [settingsRequests, setSettingsRequests] = useState(0);
  const current = useRef({ path: pathname + search, language: lang });
  current.current = { path: pathname + search, language: lang };

  useEffect(() => {
    if (!settings.enabled) return;
    const stored = readConsent(settings.revision);
    if (stored) {
      applyConsent(stored, settings, current.current);
      return;
    }
    // Fetched while the browser is idle, so the banner is ready when its delay has passed, even offline by then.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => consentChoices.preload());
    const timer = setTimeout(() => setBanner(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings]);

  useEffect(() => {
    const open = () => setSettingsRequests((n) => n + 1);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  const wanted = settings.enabled && (banner || settingsRequests > 0);
  const ConsentChoices = consentChoices.useLoaded(wanted);
  if (!wanted || !ConsentChoices) return null;
  return <ConsentChoices settings={settings} banner={banner} settingsRequests={settingsRequests} current={current} />;
}
