// The cookie banner and the settings dialog, loaded when one of them is first needed (the banner comes
// COOKIE_BANNER_DELAY_MS after the page loads; the dialog when the visitor asks for it): see cookie-consent.tsx.
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import { applyConsent, readConsent, saveConsent, type ConsentChoice, type ConsentSettings } from "../lib/consent.ts";
import { useI18n } from "../lib/i18n.tsx";
import { pagePath } from "../lib/site-map.ts";

const button = "rounded-md border px-4 py-2 text-sm font-semibold";
const equalLook = "border-brand-700 bg-brand-600 text-white hover:bg-brand-700 dark:border-brand-100";
const equalButton = `${button} ${equalLook}`;
/** On a phone the banner's three choices share one row, so the banner keeps to a quarter of the screen. */
const bannerButton = `rounded-md border px-2 py-1.5 text-sm leading-tight font-semibold sm:px-4 sm:py-2 ${equalLook}`;

export interface ConsentChoicesProps {
  settings: ConsentSettings;
  /** The banner is shown (no choice is stored and its delay has passed). */
  banner: boolean;
  /** How often the settings dialog was asked for; each new request opens it. */
  settingsRequests: number;
  /** The page the visitor is on, for the page view a grant counts. */
  current: RefObject<{ path: string; language: string }>;
}

export default function ConsentChoices({ settings, banner, settingsRequests, current }: ConsentChoicesProps) {
  const { lang, t } = useI18n();
  const [bannerOpen, setBannerOpen] = useState(banner);
  const [analytics, setAnalytics] = useState(() => readConsent(settings.revision)?.choice === "analytics-granted");
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => setBannerOpen(banner), [banner]);

  useEffect(() => {
    if (settingsRequests === 0) return;
    setAnalytics(readConsent(settings.revision)?.choice === "analytics-granted");
    dialog.current?.showModal();
  }, [settingsRequests, settings.revision]);

  const decide = useCallback(
    async (choice: ConsentChoice) => {
      setBannerOpen(false);
      dialog.current?.close();
      setAnalytics(choice === "analytics-granted");
      const consent = await saveConsent(choice, settings);
      applyConsent(consent, settings, current.current);
    },
    [settings],
  );

  return (
    <>
      {bannerOpen ? (
        <section
          aria-labelledby="cookie-banner-title"
          aria-describedby="cookie-banner-text"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-white px-3 py-2 shadow-2xl sm:inset-x-4 sm:bottom-4 sm:rounded-xl sm:border sm:p-4 dark:border-slate-700 dark:bg-slate-900"
        >
          <div className="mx-auto max-w-5xl">
            <h2 id="cookie-banner-title" className="text-sm font-bold sm:text-lg">{t("cookies.bannerTitle")}</h2>
            <p id="cookie-banner-text" className="mt-0.5 text-xs leading-snug text-slate-700 sm:mt-1 sm:text-sm dark:text-slate-300">
              {t("cookies.bannerText")}{" "}
              <Link to={pagePath(lang, "cookies")} className="font-semibold text-brand-700 underline dark:text-brand-100">
                {t("cookies.cookiePolicy")}
              </Link>
              {" · "}
              <Link to={pagePath(lang, "privacy")} className="font-semibold text-brand-700 underline dark:text-brand-100">
                {t("cookies.privacyPolicy")}
              </Link>
            </p>
            <div className="mt-2 grid grid-cols-3 gap-2 sm:mt-3 sm:flex sm:flex-wrap sm:justify-end">
              <button type="button" className={bannerButton} onClick={() => dialog.current?.showModal()}>
                {t("cookies.customise")}
              </button>
              <button type="button" className={bannerButton} onClick={() => void decide("analytics-denied")}>
                {t("cookies.rejectAll")}
              </button>
              <button type="button" className={bannerButton} onClick={() => void decide("analytics-granted")}>
                {t("cookies.acceptAll")}
              </button>
            </div>
          </div>
        </section>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby="cookie-settings-title"
        className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      >
        <h2 id="cookie-settings-title" className="text-xl font-bold">{t("cookies.settingsTitle")}</h2>
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t("cookies.settingsIntro")}</p>
        <div className="mt-5 space-y-4">
          <div className="flex items-start justify-between gap-4">
            <div>
              <p id="consent-necessary-label" className="font-semibold">{t("cookies.necessary")}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">{t("cookies.necessaryText")}</p>
            </div>
            <span className="shrink-0 text-sm font-semibold text-slate-700 dark:text-slate-300">{t("cookies.alwaysOn")}</span>
          </div>
          <div className="flex items-start justify-between gap-4">
            <div>
              <p id="consent-analytics-label" className="font-semibold">{t("cookies.analytics")}</p>
              <p id="consent-analytics-text" className="text-sm text-slate-700 dark:text-slate-300">{t("cookies.analyticsText")}</p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={analytics}
              aria-labelledby="consent-analytics-label"
              aria-describedby="consent-analytics-text"
              onClick={() => setAnalytics((on) => !on)}
              className="relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-slate-500 bg-slate-200 transition-colors aria-checked:border-brand-700 aria-checked:bg-brand-600 dark:bg-slate-700"
            >
              <span aria-hidden="true" className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${analytics ? "translate-x-5" : "translate-x-0.5"}`} />
            </button>
          </div>
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className={`${button} border-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800`} onClick={() => dialog.current?.close()}>
            {t("cookies.cancel")}
          </button>
          <button type="button" className={`${button} border-slate-400 hover:bg-slate-100 dark:hover:bg-slate-800`} onClick={() => void decide("analytics-denied")}>
            {t("cookies.declineAll")}
          </button>
          <button type="button" className={equalButton} onClick={() => void decide(analytics ? "analytics-granted" : "analytics-denied")}>
            {t("cookies.save")}
          </button>
        </div>
      </dialog>
    </>
  );
}
