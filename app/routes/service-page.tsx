// A service page: heading, lead and the way to reach us; the full content model arrives with issue 3.
import { Link } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { loadPage } from "../lib/page-data.server.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/service-page";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args);
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, lang } = loaderData;
  const { t } = useI18n();
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <PageIntro copy={copy} />
      <p className="mt-8">
        <Link to={pagePath(lang, "kontakt")} className="inline-flex rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
          {t("nav.contact")}
        </Link>
      </p>
    </article>
  );
}
