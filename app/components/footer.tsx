import { Link } from "react-router";
import type { Organization } from "../../content/organisation.ts";
import { useI18n } from "../lib/i18n.tsx";
import { openCookieSettings } from "./cookie-consent.tsx";
import { SERVICE_PAGES, pagePath } from "../lib/site-map.ts";

const footerLink = "inline-block py-1 text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline dark:text-slate-300 dark:hover:text-white";

export function Footer({ organization, year }: { organization: Organization; year: number }) {
  const { lang, t } = useI18n();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-bold text-slate-900 dark:text-white">{organization.name}</p>
          <p className="mt-2 text-slate-600 dark:text-slate-300">{t("footer.tagline")}</p>
          <address className="mt-3 not-italic text-slate-600 dark:text-slate-300">
            {organization.address.street}, {organization.address.postalCode} {organization.address.locality}
            <br />
            <a className={footerLink} href={`tel:${organization.telephone.replace(/\s/g, "")}`}>
              {organization.telephone}
            </a>
            <br />
            <a className={footerLink} href={`mailto:${organization.email}`}>
              {organization.email}
            </a>
          </address>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className="font-semibold text-slate-900 dark:text-white">
            {t("footer.quickLinks")}
          </h2>
          <ul className="mt-2">
            <li><Link className={footerLink} to={pagePath(lang, "")}>{t("nav.home")}</Link></li>
            <li><Link className={footerLink} to={`/${lang}#about`}>{t("nav.about")}</Link></li>
            <li><Link className={footerLink} to={`/${lang}#services`}>{t("nav.services")}</Link></li>
            <li><Link className={footerLink} to={pagePath(lang, "kontakt")}>{t("nav.contact")}</Link></li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="font-semibold text-slate-900 dark:text-white">
            {t("footer.services")}
          </h2>
          <ul className="mt-2">
            {SERVICE_PAGES.map((page) => (
              <li key={page.id}>
                <Link className={footerLink} to={pagePath(lang, page.slug)}>{t(`services.${page.id}`)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="font-semibold text-slate-900 dark:text-white">
            {t("footer.legal")}
          </h2>
          <ul className="mt-2">
            <li><Link className={footerLink} to={pagePath(lang, "terms")}>{t("footer.terms")}</Link></li>
            <li><Link className={footerLink} to={pagePath(lang, "privacy")}>{t("footer.privacy")}</Link></li>
            <li><Link className={footerLink} to={pagePath(lang, "cookies")}>{t("footer.cookies")}</Link></li>
            <li><Link className={footerLink} to={pagePath(lang, "csr")}>{t("footer.sustainability")}</Link></li>
            <li>
              <button type="button" className={`${footerLink} text-left`} onClick={openCookieSettings}>
                {t("cookies.footerLink")}
              </button>
            </li>
          </ul>
        </nav>
      </div>
      {/* On a phone the last line ends above the chat launcher (bottom-4, 56 px), not under it. */}
      <p className="border-t border-slate-200 py-4 text-center text-xs max-[479px]:pb-24 text-slate-600 dark:border-slate-800 dark:text-slate-300">
        © {year} {organization.legalName}. {t("footer.rights")}
      </p>
    </footer>
  );
}
