// A service page with the full content model: the sections of content/service-sections.ts in their order,
// each drawn by the renderer of its kind (cards, levels, facts, steps, phases, checklist, FAQ …).
import { Check } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { renderedRows, type RenderedSection } from "../../content/service-sections.ts";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { Head } from "../components/head.tsx";
import { useI18n } from "../lib/i18n.tsx";
import type { Lang } from "../lib/languages.ts";
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
  // The registry is read here, on the server: the browser gets the rows and draws them.
  const rows = renderedRows({ h1: page.copy.h1, intro: page.copy.intro, content });
  return { ...page, rows, related };
}

const h2 = "text-2xl font-bold tracking-tight";
const card = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";

interface SectionContext {
  related: { id: string; path: string }[];
  lang: Lang;
  t: (key: string) => string;
  /** A full-width section keeps its distance from the one above; half-width ones sit in a row that does. */
  spaced: boolean;
}

function TitledSection({ anchor, heading, className, children }: { anchor: string | null; heading: string; className?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={anchor ?? undefined} className={className}>
      <h2 id={anchor ?? undefined} className={h2}>{heading}</h2>
      {children}
    </section>
  );
}

function renderSection(section: RenderedSection, context: SectionContext): ReactNode {
  const { spaced } = context;
  const { heading } = section;
  const spacing = spaced ? "mt-12" : undefined;
  const titled = (children: ReactNode, className = spacing) => (
    <TitledSection key={section.name} anchor={section.anchor} heading={heading} className={className}>
      {children}
    </TitledSection>
  );
  switch (section.kind) {
    case "header": {
      const { rows } = section;
      return rows.map((row) => (
        <header key={section.name} className="max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{row.h1}</h1>
          <p className="mt-3 text-xl text-slate-700 dark:text-slate-300">{row.subtitle}</p>
          <p className="mt-5 text-lg">{row.intro}</p>
          <ul className="mt-5 flex flex-wrap gap-2" aria-label={context.t("accessibility.tags")}>
            {row.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800 dark:bg-slate-800 dark:text-brand-100">
                {tag}
              </li>
            ))}
          </ul>
        </header>
      ));
    }
    case "paragraphs": {
      const { rows } = section;
      return (
        <div key={section.name} className="mt-8 max-w-3xl space-y-4 text-slate-800 dark:text-slate-200">
          {rows.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      );
    }
    case "cards": {
      const { rows } = section;
      return titled(
        <ul className="mt-5 grid gap-4 sm:grid-cols-2">
          {rows.map((item) => (
            <li key={item.id ?? item.title} id={item.id} className={card}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="mt-1 text-slate-700 dark:text-slate-300">{item.text}</p>
            </li>
          ))}
        </ul>,
      );
    }
    case "levels": {
      const { rows } = section;
      return titled(
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {rows.map((level) => (
            <li key={level.name} className={card}>
              <h3 className="text-lg font-semibold">{level.name}</h3>
              <p className="mt-2 text-2xl font-bold text-brand-700 dark:text-brand-100">{level.response}</p>
              <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{level.availability}</p>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{level.text}</p>
            </li>
          ))}
        </ul>,
      );
    }
    case "facts": {
      const { rows } = section;
      return titled(
        <dl className="mt-5 grid gap-4 sm:grid-cols-2">
          {rows.map((item) => (
            <div key={item.label} className={card}>
              <dt className="text-sm font-medium text-slate-700 dark:text-slate-300">{item.label}</dt>
              <dd className="mt-1 text-lg font-bold">{item.value}</dd>
            </div>
          ))}
        </dl>,
      );
    }
    case "steps": {
      const { rows } = section;
      return titled(
        <ol className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {rows.map((step, index) => (
            <li key={step.title} className={card}>
              <span aria-hidden="true" className="grid h-8 w-8 place-items-center rounded-full bg-brand-600 font-bold text-white">{index + 1}</span>
              <h3 className="mt-3 font-semibold">{step.title}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{step.text}</p>
            </li>
          ))}
        </ol>,
      );
    }
    case "phases": {
      const { rows } = section;
      return titled(
        <ol className="mt-5 space-y-3">
          {rows.map((phase, index) => (
            <li key={phase.title} className="flex gap-4">
              <span aria-hidden="true" className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-brand-600 font-bold text-white">{index + 1}</span>
              <div>
                <h3 className="font-semibold">{phase.title}</h3>
                <p className="text-slate-700 dark:text-slate-300">{phase.text}</p>
              </div>
            </li>
          ))}
        </ol>,
      );
    }
    case "checklist": {
      const { rows } = section;
      return titled(
        <ul className="mt-5 space-y-2">
          {rows.map((item) => (
            <li key={item} className="flex gap-2">
              <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-600 dark:text-brand-100" />
              <span>{item}</span>
            </li>
          ))}
        </ul>,
      );
    }
    case "titled-list": {
      const { rows } = section;
      return titled(
        <ul className="mt-5 space-y-4">
          {rows.map((item) => (
            <li key={item.title}>
              <h3 className="font-semibold">{item.title}</h3>
              <p className="text-slate-700 dark:text-slate-300">{item.text}</p>
            </li>
          ))}
        </ul>,
      );
    }
    case "faq": {
      const { rows } = section;
      return titled(
        <div className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
          {rows.map((item) => (
            <details key={item.question} className="group p-4">
              <summary className="cursor-pointer list-none font-semibold">
                <h3 className="inline">{item.question}</h3>
              </summary>
              <p className="mt-2 text-slate-700 dark:text-slate-300">{item.answer}</p>
            </details>
          ))}
        </div>,
        `${spacing ?? ""} max-w-3xl`.trim(),
      );
    }
    case "related":
      return titled(
        <ul className="mt-5 grid gap-4 sm:grid-cols-3">
          {context.related.map((item) => (
            <li key={item.id}>
              <Link to={item.path} className={`${card} block font-semibold hover:border-brand-600`}>
                {context.t(`services.${item.id}`)}
              </Link>
            </li>
          ))}
        </ul>,
      );
    case "cta": {
      const { rows } = section;
      return rows.map((cta) => (
        <section key={section.name} aria-labelledby={section.anchor ?? undefined} className={`${spacing ?? ""} rounded-2xl bg-brand-800 p-8 text-white`.trim()}>
          <h2 id={section.anchor ?? undefined} className="text-2xl font-bold">{cta.title}</h2>
          <p className="mt-2 max-w-2xl text-brand-50">{cta.text}</p>
          <Link to={pagePath(context.lang, "kontakt")} className="mt-5 inline-flex rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
            {cta.button}
          </Link>
        </section>
      ));
    }
  }
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { head, breadcrumbs, rows, related, lang } = loaderData;
  const { t } = useI18n();
  const context = { related, lang, t };
  return (
    <article>
      <Head head={head} />
      <Breadcrumbs items={breadcrumbs} />
      {rows.map((row, position) =>
        row.half ? (
          <div key={position} className="mt-12 grid gap-10 lg:grid-cols-2">
            {row.sections.map((section) => renderSection(section, { ...context, spaced: false }))}
          </div>
        ) : (
          row.sections.map((section) => renderSection(section, { ...context, spaced: true }))
        ),
      )}
    </article>
  );
}
