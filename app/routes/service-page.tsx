// A service page with the full content model: ingress, description, benefits, the page's own sections
// (sub-services, support levels, SLA, steps, project types and phases), deliverables, features, FAQ,
// related services and a call to action.
import { Check } from "lucide-react";
import { Link } from "react-router";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { serviceContent } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { PAGE_BY_ID, RELATED_SERVICES, pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/service-page";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args);
  const content = serviceContent(page.lang, page.page.id);
  page.head.jsonLd.push({
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: content.faq.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  });
  const related = (RELATED_SERVICES[page.page.id] ?? []).map((id) => PAGE_BY_ID[id]!).map((p) => ({ id: p.id, path: pagePath(page.lang, p.slug) }));
  return { ...page, content, related };
}

const h2 = "text-2xl font-bold tracking-tight";
const card = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, copy, content, related, lang } = loaderData;
  const { t } = useI18n();
  const { headings } = content;
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
        <p className="mt-3 text-xl text-slate-700 dark:text-slate-300">{content.subtitle}</p>
        <p className="mt-5 text-lg">{copy.intro}</p>
        <ul className="mt-5 flex flex-wrap gap-2" aria-label={t("accessibility.tags")}>
          {content.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100">
              {tag}
            </li>
          ))}
        </ul>
      </header>

      <div className="mt-8 max-w-3xl space-y-4 text-slate-800 dark:text-slate-200">
        {content.description.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="benefits" className="mt-12">
        <h2 id="benefits" className={h2}>{headings.benefits}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {content.benefits.map((item) => (
            <li key={item.title} className={card}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {content.subServices && headings.subServices ? (
        <section aria-labelledby="sub-services" className="mt-12">
          <h2 id="sub-services" className={h2}>{headings.subServices}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {content.subServices.map((item) => (
              <li key={item.id} id={item.id} className={card}>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.supportLevels && headings.supportLevels ? (
        <section aria-labelledby="support-levels" className="mt-12">
          <h2 id="support-levels" className={h2}>{headings.supportLevels}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {content.supportLevels.map((level) => (
              <li key={level.name} className={card}>
                <h3 className="text-lg font-semibold">{level.name}</h3>
                <p className="mt-2 text-2xl font-bold text-brand-700 dark:text-brand-100">{level.response}</p>
                <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{level.availability}</p>
                <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{level.text}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.slaItems && headings.sla ? (
        <section aria-labelledby="sla" className="mt-12">
          <h2 id="sla" className={h2}>{headings.sla}</h2>
          <dl className="mt-5 grid gap-4 sm:grid-cols-2">
            {content.slaItems.map((item) => (
              <div key={item.label} className={card}>
                <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{item.label}</dt>
                <dd className="mt-1 text-lg font-bold">{item.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {content.steps && headings.steps ? (
        <section aria-labelledby="steps" className="mt-12">
          <h2 id="steps" className={h2}>{headings.steps}</h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {content.steps.map((step, index) => (
              <li key={step.title} className={card}>
                <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 font-bold text-white">{index + 1}</span>
                <h3 className="mt-3 font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {content.projectTypes && headings.projectTypes ? (
        <section aria-labelledby="project-types" className="mt-12">
          <h2 id="project-types" className={h2}>{headings.projectTypes}</h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {content.projectTypes.map((item) => (
              <li key={item.name} className={card}>
                <h3 className="font-semibold">{item.name}</h3>
                <p className="mt-1 text-slate-700 dark:text-slate-300">{item.description}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {content.phases && headings.phases ? (
        <section aria-labelledby="phases" className="mt-12">
          <h2 id="phases" className={h2}>{headings.phases}</h2>
          <ol className="mt-5 space-y-3">
            {content.phases.map((phase, index) => (
              <li key={phase.name} className="flex gap-4">
                <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">{index + 1}</span>
                <div>
                  <h3 className="font-semibold">{phase.name}</h3>
                  <p className="text-slate-700 dark:text-slate-300">{phase.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      <div className="mt-12 grid gap-10 lg:grid-cols-2">
        <section aria-labelledby="deliverables">
          <h2 id="deliverables" className={h2}>{headings.deliverables}</h2>
          <ul className="mt-5 space-y-2">
            {content.deliverables.map((item) => (
              <li key={item} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="features">
          <h2 id="features" className={h2}>{headings.features}</h2>
          <ul className="mt-5 space-y-4">
            {content.features.map((item) => (
              <li key={item.title}>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="text-slate-700 dark:text-slate-300">{item.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-labelledby="faq" className="mt-12 max-w-3xl">
        <h2 id="faq" className={h2}>{headings.faq}</h2>
        <div className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {content.faq.map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="cursor-pointer list-none font-semibold">
                <h3 className="inline">{item.question}</h3>
              </summary>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <section aria-labelledby="related" className="mt-12">
        <h2 id="related" className={h2}>{headings.related}</h2>
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {related.map((item) => (
            <li key={item.id}>
              <Link to={item.path} className={`${card} block font-semibold hover:border-brand-600`}>
                {t(`services.${item.id}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="cta" className="mt-12 rounded-2xl bg-brand-800 p-8 text-white">
        <h2 id="cta" className="text-2xl font-bold">{content.cta.title}</h2>
        <p className="mt-2 max-w-2xl text-brand-50">{content.cta.text}</p>
        <Link to={pagePath(lang, "kontakt")} className="mt-5 inline-flex rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          {content.cta.button}
        </Link>
      </section>
    </article>
  );
}
