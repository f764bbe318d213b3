import { ChevronDown, Menu, Search } from "lucide-react";
import { useEffect, useRef } from "react";
import { Form, Link, NavLink, useLocation } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import { SERVICE_PAGES, pagePath } from "../lib/site-map.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { ThemeToggle } from "./theme-toggle.tsx";

const navLink =
  "rounded px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 aria-[current=page]:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-[current=page]:text-brand-100";

/** A disclosure built on <details>: it works before JavaScript loads and closes itself after a navigation. */
function useCloseOnNavigate() {
  const ref = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  useEffect(() => {
    ref.current?.removeAttribute("open");
  }, [location.key]);
  return ref;
}

function ServicesMenu() {
  const { lang, t } = useI18n();
  const ref = useCloseOnNavigate();
  return (
    <details ref={ref} className="group relative">
      <summary className={`${navLink} flex cursor-pointer list-none items-center gap-1`}>
        {t("nav.services")}
        <ChevronDown aria-hidden="true" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="z-40 mt-1 grid gap-0.5 rounded-lg border border-slate-200 bg-white p-2 shadow-lg md:absolute md:left-0 md:w-72 dark:border-slate-700 dark:bg-slate-900">
        {SERVICE_PAGES.map((page) => (
          <li key={page.id}>
            <NavLink to={pagePath(lang, page.slug)} className={`${navLink} block`}>
              {t(`services.${page.id}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}

function NavItems() {
  const { lang, t } = useI18n();
  return (
    <ul className="flex flex-col gap-1 md:flex-row md:items-center">
      <li>
        <NavLink to={pagePath(lang, "")} end className={`${navLink} block`}>
          {t("nav.home")}
        </NavLink>
      </li>
      <li>
        <ServicesMenu />
      </li>
      <li>
        <NavLink to={pagePath(lang, "jobs")} className={`${navLink} block`}>
          {t("nav.jobs")}
        </NavLink>
      </li>
      <li>
        <NavLink to={pagePath(lang, "news")} className={`${navLink} block`}>
          {t("nav.news")}
        </NavLink>
      </li>
      <li>
        <NavLink to={pagePath(lang, "kontakt")} className={`${navLink} block`}>
          {t("nav.contact")}
        </NavLink>
      </li>
    </ul>
  );
}

/** The site search as a plain GET form: it works before JavaScript loads; with it, React Router navigates. */
function SearchField({ id, className = "" }: { id: string; className?: string }) {
  const { lang, t } = useI18n();
  return (
    <Form method="get" action={pagePath(lang, "search")} role="search" aria-label={t("searchField.label")} className={`flex items-center gap-1 ${className}`}>
      <label htmlFor={id} className="sr-only">
        {t("searchField.label")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={t("searchField.placeholder")}
        maxLength={800}
        className="w-full min-w-0 rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm text-slate-900 placeholder:text-slate-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:placeholder:text-slate-400"
      />
      <button type="submit" className={`${navLink} flex items-center`}>
        <Search aria-hidden="true" className="h-4 w-4" />
        <span className="sr-only">{t("searchField.submit")}</span>
      </button>
    </Form>
  );
}

/** Below the wide layout the field waits behind a button, like the menu (one of the two panels opens at a time). */
function SearchDisclosure() {
  const { t } = useI18n();
  const ref = useCloseOnNavigate();
  return (
    <details ref={ref} name="header-panel" className="xl:hidden">
      <summary className={`${navLink} flex cursor-pointer list-none items-center`}>
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">{t("searchField.open")}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-950">
        <SearchField id="header-search-compact" className="mx-auto max-w-xl" />
      </div>
    </details>
  );
}

export function Header() {
  const { lang, t } = useI18n();
  const mobileMenu = useCloseOnNavigate();
  return (
    // While a menu is open the header rises above toasts (z-45), so a toast never covers the open menu.
    <header className="sticky top-0 z-30 border-b has-open:z-50 border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-950/95">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        <Link to={pagePath(lang, "")} className="flex items-center gap-2 font-bold text-slate-900 dark:text-white">
          <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-md bg-brand-600 text-sm text-white">
            N
          </span>
          <span>{t("meta.siteName")}</span>
          <span className="sr-only"> – {t("accessibility.home")}</span>
        </Link>
        <nav aria-label={t("accessibility.mainNavigation")} className="hidden md:block">
          <NavItems />
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden w-44 xl:block">
            <SearchField id="header-search" />
          </div>
          <SearchDisclosure />
          <div className="hidden shrink-0 sm:block">
            <LanguageSwitcher />
          </div>
          <ThemeToggle />
          <details ref={mobileMenu} name="header-panel" className="md:hidden">
            <summary className={`${navLink} flex cursor-pointer list-none items-center gap-1`}>
              <Menu aria-hidden="true" className="h-5 w-5" />
              <span>{t("accessibility.menu")}</span>
            </summary>
            <div className="absolute inset-x-0 top-full border-b border-slate-200 bg-white p-4 shadow-lg dark:border-slate-800 dark:bg-slate-950">
              <nav aria-label={t("accessibility.mainNavigation")}>
                <NavItems />
              </nav>
              <div className="mt-3 sm:hidden">
                <LanguageSwitcher />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}
