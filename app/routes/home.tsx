import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Head } from "../components/head.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { loadPage } from "../lib/page-data.server.ts";
import { PAGE_BY_ID, SERVICE_PAGES, pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/home";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args, PAGE_BY_ID.home);
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { head, copy, lang } = loaderData;
  const { t } = useI18n();
  return (
    <>
      <Head head={head} />
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-white sm:px-12">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{copy.h1}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">{copy.intro}</p>
        <Link
          to={pagePath(lang, "kontakt")}
          className="mt-8 inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t("nav.contact")}
          <ArrowRight aria-hidden="true" className="h-4 w-4" />
        </Link>
      </section>
      <section id="services" aria-labelledby="services-heading" className="scroll-mt-24 py-14">
        <h2 id="services-heading" className="text-2xl font-bold">{t("nav.services")}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {SERVICE_PAGES.map((page) => (
            <li key={page.id}>
              <Link
                to={pagePath(lang, page.slug)}
                className="flex h-full items-center justify-between rounded-xl border border-slate-200 p-5 font-semibold hover:border-brand-600 hover:bg-brand-50 dark:border-slate-700 dark:hover:bg-slate-900"
              >
                {t(`services.${page.id}`)}
                <ArrowRight aria-hidden="true" className="h-4 w-4 text-brand-600 dark:text-brand-100" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section id="about" aria-labelledby="about-heading" className="scroll-mt-24 rounded-2xl bg-slate-50 p-8 dark:bg-slate-900">
        <h2 id="about-heading" className="text-2xl font-bold">{t("nav.about")}</h2>
        <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{t("meta.organizationDescription")}</p>
      </section>
    </>
  );
}
