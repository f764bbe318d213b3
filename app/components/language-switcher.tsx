import { useSyncExternalStore } from "react";
import { Link, useLocation } from "react-router";
import {
  LANGUAGE_CHANGED_COOKIE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGE_STORAGE_KEY,
} from "../lib/constants.ts";
import { useI18n } from "../lib/i18n.tsx";
import { HTML_LANG, LANGUAGES, LANGUAGE_NAMES, isLang, type Lang } from "../lib/languages.ts";

/** The same page in another language: the prefix is swapped, the rest of the address kept. */
export function switchLanguagePath(pathname: string, search: string, hash: string, target: Lang): string {
  const segments = pathname.split("/");
  const rest = isLang(segments[1]) ? segments.slice(2).join("/") : "";
  return `/${target}${rest ? `/${rest}` : ""}${isLang(segments[1]) ? search + hash : ""}`;
}

/** Records a deliberate choice: the cookie the server reads, with its time for the five-minute rule. */
export function rememberLanguageChoice(lang: Lang): void {
  const now = Math.floor(Date.now() / 1000);
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  const attributes = `; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  document.cookie = `${LANGUAGE_COOKIE}=${lang}${attributes}`;
  document.cookie = `${LANGUAGE_CHANGED_COOKIE}=${now}${attributes}`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ language: lang, changedAt: now * 1000 }));
  } catch {
    // The cookie alone carries the choice when storage is disabled.
  }
}

const subscribeToNothing = () => () => {};

/**
 * False on the server and while hydrating, true afterwards. The server renders a page without the query and hash
 * it does not use (one cached page serves every ?utm_… variant); the links take them on once the page is live.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}

export function LanguageSwitcher() {
  const { lang, t } = useI18n();
  const location = useLocation();
  const hydrated = useHydrated();
  return (
    <nav aria-label={t("languageSwitcher.label")}>
      <ul className="flex items-center gap-1 text-sm font-medium">
        {LANGUAGES.map((code) => {
          const current = code === lang;
          return (
            <li key={code}>
              <Link
                to={switchLanguagePath(location.pathname, hydrated ? location.search : "", hydrated ? location.hash : "", code)}
                hrefLang={HTML_LANG[code]}
                lang={HTML_LANG[code]}
                aria-current={current ? "true" : undefined}
                onClick={() => rememberLanguageChoice(code)}
                className={`rounded px-2 py-1 uppercase ${current ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"}`}
              >
                {code === "se" ? "sv" : code}
                <span className="sr-only"> – {LANGUAGE_NAMES[code]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
