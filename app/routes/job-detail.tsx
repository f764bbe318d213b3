// A job's own page, /{lang}/jobs/{slug}: the job in this language with the breadcrumb Home › Jobs › title, a JobPosting
// while it is open, and alternates to the languages the job has. A closed job says so, is kept out of search engines
// and offers no application; a draft or a deleted job is not found. Another language's slug of a public job (the
// language switcher keeps the slug) leads to this language's, or to this language's job list when the job has none.
import { redirect } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { markdownHtml } from "../jobs/job-html.server.tsx";
import { JobPage } from "../jobs/job-page.tsx";
import { jobPosting } from "../jobs/job-posting.ts";
import { WithMessages, type Messages } from "../lib/i18n.tsx";
import { isLang } from "../lib/languages.ts";
import { jobsMessages } from "../lib/messages.server.ts";
import { loadPage, notFound } from "../lib/page-data.server.ts";
import { requestContext } from "../lib/request-context.ts";
import type { PageEntry } from "../lib/site-map.ts";
import type { Route } from "./+types/job-detail";

export async function loader(args: Route.LoaderArgs) {
  const { lang, slug = "" } = args.params;
  if (!isLang(lang)) notFound(args.request);
  const { services, siteUrl, organization } = args.context.get(requestContext);
  const found = await services.jobs.publicJob(lang, slug);
  if (found.kind === "moved") throw redirect(`/${lang}/jobs/${encodeURIComponent(found.slug)}`, 302);
  // The job is not written in this language (the language switcher keeps the slug): this language's job list.
  if (found.kind === "untranslated") throw redirect(`/${lang}/jobs`, 302);
  if (found.kind === "missing") notFound(args.request, lang);
  const { job } = found;
  const entry: PageEntry = { id: "jobDetail", slug: `jobs/${job.slug}`, kind: "jobs", section: "jobs", noindex: !job.open };
  const page = loadPage(args, entry, {
    copy: {
      title: job.title,
      description: job.summary,
      keywords: [...job.locations, job.department].filter(Boolean).join(", "),
      h1: job.title,
      intro: "",
      pending: undefined,
    },
    languagePaths: Object.fromEntries(Object.entries(job.slugs).map(([other, otherSlug]) => [other, `/jobs/${otherSlug}`])),
  });
  if (job.open) {
    page.head.jsonLd.push(jobPosting({ job, siteUrl, organization, descriptionHtml: markdownHtml(job.summary, job.description, job.requirements) }));
  }
  return { ...page, job, messages: jobsMessages(lang) };
}

export default function JobDetail({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, job, messages } = loaderData;
  return (
    <WithMessages messages={messages as unknown as Messages}>
      <article>
        <Head head={head} />
        <Breadcrumbs items={breadcrumbs} />
        <JobPage job={job} state={job.open ? "open" : "closed"} />
      </article>
    </WithMessages>
  );
}
