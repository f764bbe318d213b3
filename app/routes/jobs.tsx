// /{lang}/jobs: the open jobs in this language, with filters (location, employment type, department) that work as a
// plain GET form, and how many there are. With none open, the page says so and invites an open application.
import type { FormEvent } from "react";
import { Form, Link, useSubmit } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { formatDay } from "../jobs/job-dates.ts";
import { applyPath } from "../jobs/job-page.tsx";
import { EMPLOYMENT_TYPES, matchesJobFilters, readJobFilters, type JobFilters, type JobListItem } from "../jobs/jobs-contract.ts";
import { useI18n, WithMessages, type Messages } from "../lib/i18n.tsx";
import { LOCALE_CODES } from "../lib/languages.ts";
import { jobsMessages } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/jobs";

export async function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const open = await args.context.get(requestContext).services.jobs.openJobs(page.lang);
  const filters = readJobFilters(pageUrl(args.request).searchParams);
  const collator = new Intl.Collator(LOCALE_CODES[page.lang]);
  const options = {
    locations: [...new Set(open.flatMap((job) => job.locations))].sort(collator.compare),
    types: EMPLOYMENT_TYPES.filter((type) => open.some((job) => job.employmentType === type)),
    departments: [...new Set(open.map((job) => job.department).filter(Boolean))].sort(collator.compare),
  };
  return { ...page, jobs: open.filter((job) => matchesJobFilters(job, filters)), total: open.length, filters, options, messages: jobsMessages(page.lang) };
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm dark:border-slate-500 dark:bg-slate-900 dark:text-white";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";
const button = "inline-flex items-center justify-center rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700";

type Options = Route.ComponentProps["loaderData"]["options"];

function Filters({ filters, options }: { filters: JobFilters; options: Options }) {
  const { t } = useI18n();
  const submit = useSubmit();
  const active = Boolean(filters.location || filters.type || filters.department);
  // Filters left at "All" stay out of the address (?type=contract rather than ?location=&type=contract&department=).
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    for (const [name, value] of [...fields]) if (typeof value === "string" && !value) fields.delete(name);
    void submit(fields, { method: "get" });
  }
  const select = (name: keyof JobFilters, label: string, values: readonly string[], text: (value: string) => string) => (
    <div className="min-w-[12rem] flex-1">
      <label htmlFor={`jobs-filter-${name}`} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={`jobs-filter-${name}`} name={name} defaultValue={filters[name] ?? ""} className={inputClass}>
        <option value="">{t("jobs.filters.all")}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {text(value)}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <Form method="get" role="search" onSubmit={search} aria-label={t("jobs.filters.label")} className="mt-8 flex flex-wrap items-end gap-4 rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      {select("location", t("jobs.filters.location"), options.locations, (value) => value)}
      {select("type", t("jobs.filters.type"), options.types, (value) => t(`jobs.employmentTypes.${value}`))}
      {options.departments.length ? select("department", t("jobs.filters.department"), options.departments, (value) => value) : null}
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={button}>
          {t("jobs.filters.submit")}
        </button>
        {active ? (
          <Link to="?" className={link}>
            {t("jobs.filters.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function JobCard({ job }: { job: JobListItem }) {
  const { lang, t } = useI18n();
  const facts = [job.locations.join(" / "), t(`jobs.employmentTypes.${job.employmentType}`), t(`jobs.remoteOptions.${job.remote}`), job.department].filter(Boolean);
  return (
    <li className="rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
      <h2 className="text-xl font-bold">
        <Link to={pagePath(lang, `jobs/${job.slug}`)} className="text-slate-900 underline-offset-2 hover:underline dark:text-white">
          {job.title}
        </Link>
        {job.example ? (
          <span className="ml-3 inline-block rounded-full bg-amber-200 px-2.5 py-0.5 align-middle text-xs font-bold uppercase tracking-wide text-amber-950 dark:bg-amber-800 dark:text-amber-50">
            {t("jobs.example")}
          </span>
        ) : null}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{facts.join(" · ")}</p>
      <p className="mt-3 text-slate-800 dark:text-slate-200">{job.summary}</p>
      <p className="mt-3 text-sm font-medium text-slate-700 dark:text-slate-300">
        {job.closingDate ? t("jobs.list.applyBy", { date: formatDay(lang, job.closingDate) }) : t("jobs.list.openUntilFilled")}
      </p>
    </li>
  );
}

function OpenApplication() {
  const { lang, t } = useI18n();
  return (
    <section aria-labelledby="open-application-heading" className="mt-10 max-w-3xl rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
      <h2 id="open-application-heading" className="text-xl font-bold">
        {t("jobs.list.openApplicationHeading")}
      </h2>
      <p className="mt-2">{t("jobs.list.openApplicationText")}</p>
      <p className="mt-4">
        <Link to={applyPath(lang, null)} className={link}>
          {t("jobs.list.openApplication")}
        </Link>
      </p>
    </section>
  );
}

function JobList({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { lang, t } = useI18n();
  const { jobs, total, filters, options } = data;
  if (total === 0) {
    return (
      <section aria-labelledby="no-jobs-heading" className="mt-8 max-w-3xl rounded-xl border border-slate-200 p-6 dark:border-slate-700">
        <h2 id="no-jobs-heading" className="text-xl font-bold">
          {t("jobs.list.empty")}
        </h2>
        <p className="mt-2">{t("jobs.list.emptyInvite")}</p>
        <p className="mt-4">
          <Link to={applyPath(lang, null)} className={button}>
            {t("jobs.list.openApplication")}
          </Link>
        </p>
      </section>
    );
  }
  const filtered = Boolean(filters.location || filters.type || filters.department);
  return (
    <>
      <Filters key={JSON.stringify(filters)} filters={filters} options={options} />
      <p role="status" className="mt-6 font-semibold">
        {filtered ? t("jobs.list.countFiltered", { count: jobs.length, total }) : t("jobs.list.count", { count: total })}
      </p>
      {jobs.length ? (
        <ul aria-label={t("jobs.list.label")} className="mt-4 space-y-4">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </ul>
      ) : (
        <p className="mt-4">
          {t("jobs.list.noMatch")}{" "}
          <Link to="?" className={link}>
            {t("jobs.filters.clear")}
          </Link>
        </p>
      )}
      <OpenApplication />
    </>
  );
}

export default function JobsPage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, messages } = loaderData;
  return (
    <WithMessages messages={messages as unknown as Messages}>
      <article>
        <Head head={head} />
        <Breadcrumbs items={breadcrumbs} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">{copy.h1}</h1>
        {copy.intro ? <p className="mt-4 max-w-3xl text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p> : null}
        <JobList data={loaderData} />
      </article>
    </WithMessages>
  );
}
