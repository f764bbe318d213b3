// Terms of business, privacy policy, cookie policy and sustainability: long copy from legal.json.
import { Link } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { openCookieSettings } from "../components/cookie-consent.tsx";
import { Head } from "../components/head.tsx";
import type { LegalSection } from "../../content/content-types.ts";
import { formatDocumentDate } from "../lib/document-date.ts";
import { useI18n } from "../lib/i18n.tsx";
import { legalContent, privacyMessages } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { requestContext } from "../lib/request-context.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/legal-page";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const legal = legalContent(page.lang);
  const { gaMeasurementId, organization } = args.context.get(requestContext);
  const cookies = {
    ...legal.cookies,
    // The policy lists what this installation really stores: Google's cookies only when it is configured.
    entries: legal.cookies.entries.filter((entry) => gaMeasurementId || !entry.name.startsWith("_ga")),
  };
  const kind = page.page.id as "terms" | "privacy" | "cookies" | "csr";
  const revised = legal[kind].revised;
  const [beforeDate = "", afterDate = ""] = legal.lastUpdated.split("{{date}}");
  const lastUpdated = { beforeDate, date: formatDocumentDate(page.lang, revised), dateTime: revised, afterDate };
  const rightsLink = privacyMessages(page.lang).policyLink;
  return { ...page, kind, lastUpdated, terms: legal.terms, privacy: legal.privacy, rightsLink, cookies, csr: legal.csr, organization };
}

function Sections({ sections }: { sections: LegalSection[] }) {
  return (
    <>
      {sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h2 className="text-xl font-bold">{section.heading}</h2>
          {section.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-slate-800 dark:text-slate-200">{p}</p>
          ))}
          {section.items ? (
            <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800 dark:text-slate-200">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </>
  );
}

const STATUS_STYLE = {
  certified: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  implementing: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  planned: "bg-slate-200 text-slate-900 dark:bg-slate-800 dark:text-slate-100",
} as const;

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, kind, lastUpdated, terms, privacy, rightsLink, cookies, csr, organization } = loaderData;
  const { lang, t } = useI18n();
  return (
    <article className="max-w-3xl">
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
        {lastUpdated.beforeDate}
        <time dateTime={lastUpdated.dateTime}>{lastUpdated.date}</time>
        {lastUpdated.afterDate}
      </p>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{copy.intro}</p>

      {kind === "terms" ? <Sections sections={terms.sections} /> : null}

      {kind === "privacy" ? (
        <>
          <Sections sections={privacy.sections} />
          <p className="mt-8 rounded-xl border border-brand-600 p-5 dark:border-brand-100">
            {rightsLink.text}{" "}
            <Link to={pagePath(lang, "my-data")} className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
              {rightsLink.link}
            </Link>
          </p>
          <address className="mt-8 rounded-xl bg-slate-50 p-5 not-italic dark:bg-slate-900">
            <strong>{organization.legalName}</strong>
            <br />
            {organization.address.street}, {organization.address.postalCode} {organization.address.locality}
            <br />
            <a className="text-brand-700 underline dark:text-brand-100" href={`mailto:${organization.email}`}>{organization.email}</a>
          </address>
        </>
      ) : null}

      {kind === "cookies" ? (
        <>
          {cookies.intro.map((p) => (
            <p key={p} className="mt-4 text-slate-800 dark:text-slate-200">{p}</p>
          ))}
          <div className="mt-6 overflow-x-auto">
            <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
              <thead>
                <tr className="border-b-2 border-slate-300 dark:border-slate-600">
                  {(["name", "type", "purpose", "lifetime", "when"] as const).map((key) => (
                    <th key={key} scope="col" className="py-2 pr-4 font-semibold">{cookies.tableHeadings[key]}</th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {cookies.entries.map((entry) => (
                  <tr key={entry.name} className="border-b border-slate-200 align-top dark:border-slate-700">
                    <th scope="row" className="py-2 pr-4 font-mono font-medium">{entry.name}</th>
                    <td className="py-2 pr-4">{entry.type}</td>
                    <td className="py-2 pr-4">{entry.purpose}</td>
                    <td className="py-2 pr-4">{entry.lifetime}</td>
                    <td className="py-2 pr-4">{entry.when}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Sections sections={cookies.sections} />
          <button
            type="button"
            onClick={openCookieSettings}
            className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            {t("cookies.footerLink")}
          </button>
        </>
      ) : null}

      {kind === "csr" ? (
        <>
          <Sections sections={csr.sections} />
          <section aria-labelledby="certifications" className="mt-10">
            <h2 id="certifications" className="text-xl font-bold">{csr.certificationsHeading}</h2>
            <ul className="mt-4 space-y-3">
              {csr.certifications.map((cert) => (
                <li key={cert.name} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
                  <div className="flex flex-wrap items-center gap-3">
                    <h3 className="font-semibold">{cert.name}</h3>
                    <span data-status={cert.status} className={`rounded-full px-3 py-0.5 text-sm font-medium ${STATUS_STYLE[cert.status]}`}>
                      {csr.statusLabels[cert.status]}
                    </span>
                  </div>
                  <p className="mt-1 text-slate-700 dark:text-slate-300">{cert.text}</p>
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="goals" className="mt-10">
            <h2 id="goals" className="text-xl font-bold">{csr.goalsHeading}</h2>
            <dl className="mt-4 grid gap-4 sm:grid-cols-3">
              {csr.goals.map((goal) => (
                <div key={goal.label} className="rounded-xl bg-slate-50 p-5 dark:bg-slate-900">
                  <dt className="text-sm text-slate-700 dark:text-slate-300">{goal.label}</dt>
                  <dd className="order-first text-3xl font-bold text-brand-700 dark:text-brand-100">{goal.value}</dd>
                </div>
              ))}
            </dl>
          </section>
        </>
      ) : null}
    </article>
  );
}
