// The visitor's cookie choice on every page: a stored choice is applied at once; without one the banner shows
// COOKIE_BANNER_DELAY_MS after the first load. The banner and the settings dialog (consent-choices.tsx) are
// loaded only when one of them is first shown, so pages do not carry them before interaction.
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { COOKIE_BANNER_DELAY_MS } from "../lib/constants.ts";
import { applyConsent, readConsent, type ConsentSettings } from "../lib/consent.ts";
import { useI18n } from "../lib/i18n.tsx";
import { OptionalPart } from "./optional-part.tsx";

export const OPEN_COOKIE_SETTINGS_EVENT = "open-cookie-settings";

/** The footer's "Cookie settings" link asks the consent component to open its dialog. */
export function openCookieSettings() {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

const ConsentChoices = lazy(() => import("./consent-choices.tsx"));

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
    const timer = setTimeout(() => setBanner(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [settings]);

  useEffect(() => {
    const open = () => setSettingsRequests((n) => n + 1);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, open);
  }, []);

  if (!settings.enabled || (!banner && settingsRequests === 0)) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <ConsentChoices settings={settings} banner={banner} settingsRequests={settingsRequests} current={current} />
      </Suspense>
    </OptionalPart>
  );
}
