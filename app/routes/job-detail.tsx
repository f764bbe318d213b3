// A job's own page. No job is published yet, so every address answers 404 with a plain explanation.
import { data } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { PageIntro } from "../components/page-intro.tsx";
import { loadPage } from "../lib/page-data.server.ts";
import type { PageEntry } from "../lib/site-map.ts";
import type { Route } from "./+types/job-detail";

export function loader(args: Route.LoaderArgs) {
  const entry: PageEntry = { id: "jobDetail", slug: `jobs/${args.params.slug}`, kind: "jobs", section: "jobs", noindex: true };
  return data(loadPage(args, entry), { status: 404 });
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy } = loaderData;
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <PageIntro copy={copy} />
    </article>
  );
}
