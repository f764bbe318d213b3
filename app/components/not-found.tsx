import { Link, useNavigate } from "react-router";
import type { Organization } from "../../content/organisation.ts";
import { useI18n } from "../lib/i18n.tsx";
import { PAGE_BY_ID, POPULAR_PAGE_IDS, pagePath } from "../lib/site-map.ts";

export interface Suggestion {
  path: string;
  title: string;
}

const POPULAR_LABEL_KEYS: Record<(typeof POPULAR_PAGE_IDS)[number], string> = {
  itConsultation: "services.itConsultation",
  fieldService: "services.fieldService",
  cloud: "services.cloud",
  jobs: "nav.jobs",
  contact: "nav.contact",
};

const button =
  "inline-flex items-center rounded-md px-4 py-2 text-sm font-semibold";

export function NotFound({ suggestions, organization }: { suggestions: Suggestion[]; organization: Organization }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  return (
    <section aria-labelledby="not-found-heading" className="mx-auto max-w-2xl py-8">
      <title>{`${t("notFound.title")} | ${t("meta.siteName")}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <meta name="description" content={t("notFound.description")} />
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-100">404</p>
      <h1 id="not-found-heading" className="mt-2 text-3xl font-bold">{t("notFound.heading")}</h1>
      <p className="mt-3 text-slate-700 dark:text-slate-300">{t("notFound.text")}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to={pagePath(lang, "")} className={`${button} bg-brand-600 text-white hover:bg-brand-700`}>
          {t("notFound.backToStart")}
        </Link>
        <button type="button" onClick={() => navigate(-1)} className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}>
          {t("notFound.goBack")}
        </button>
        <a href={`tel:${organization.telephone.replace(/\s/g, "")}`} className={`${button} border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800`}>
          {t("notFound.callUs")} {organization.telephone}
        </a>
      </div>
      <div className="mt-10 grid gap-8 sm:grid-cols-2">
        <div>
          <h2 className="text-lg font-semibold">{t("notFound.popularPages")}</h2>
          <ul className="mt-2 space-y-1">
            {POPULAR_PAGE_IDS.map((id) => (
              <li key={id}>
                <Link to={pagePath(lang, PAGE_BY_ID[id]!.slug)} className="text-brand-700 underline underline-offset-2 dark:text-brand-100">
                  {t(POPULAR_LABEL_KEYS[id])}
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{t("notFound.suggestions")}</h2>
          <ul className="mt-2 space-y-1" data-testid="not-found-suggestions">
            {suggestions.map((s) => (
              <li key={s.path}>
                <Link to={s.path} className="text-brand-700 underline underline-offset-2 dark:text-brand-100">
                  {s.title}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
