// Pages whose content is copy from the locale files: legal pages, contact, and the areas later issues fill.
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { loadPage } from "../lib/page-data.server.ts";
import type { Route } from "./+types/info-page";

export function loader(args: Route.LoaderArgs) {
  return loadPage(args);
}

export default function InfoPage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy } = loaderData;
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <PageIntro copy={copy} />
    </article>
  );
}
