// The frame around every page: skip link, header, main landmark, footer, and the behaviour on navigation.
import { useEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import type { Organization } from "../../content/organisation.ts";
import { trackPageView } from "../lib/analytics.ts";
import { ChatLauncher } from "../chat/chat-launcher.tsx";
import type { ConsentSettings } from "../lib/consent.ts";
import { CookieConsent } from "./cookie-consent.tsx";
import { HASH_SCROLL_DELAY_MS } from "../lib/constants.ts";
import { useI18n } from "../lib/i18n.tsx";
import { loadsBehindSpinner } from "../lib/site-map.ts";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { Spinner } from "./spinner.tsx";

function RouteSpinner() {
  const navigation = useNavigation();
  const target = navigation.location;
  if (navigation.state !== "loading" || !target) return null;
  return loadsBehindSpinner(target.pathname, target.search) ? <Spinner /> : null;
}

/** Scroll to top on navigation; with a hash, smooth-scroll to that element after 100 ms. */
function ScrollOnNavigate() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const timer = setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      const reduceMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
      target?.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, hash, key]);
  return null;
}

function PageViews() {
  const { pathname, search } = useLocation();
  const { lang } = useI18n();
  useEffect(() => {
    trackPageView({ path: pathname + search, language: lang });
  }, [pathname, search, lang]);
  return null;
}

function RegisterServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // Without a service worker the site works as before, only without the offline page.
    });
  }, []);
  return null;
}

export function SiteChrome({
  organization,
  year,
  consent,
  children,
}: {
  organization: Organization;
  year: number;
  consent: ConsentSettings;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {t("accessibility.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="mx-auto min-h-[60vh] max-w-6xl px-4 py-8 outline-none">
        {children}
      </main>
      <Footer organization={organization} year={year} />
      {/* Before the cookie banner, which covers the launcher until the visitor has chosen. */}
      <ChatLauncher />
      <CookieConsent settings={consent} />
      <RouteSpinner />
      <ScrollOnNavigate />
      <PageViews />
      <RegisterServiceWorker />
    </>
  );
}
