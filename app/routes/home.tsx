import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { Head } from "../components/head.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { homeContent } from "../lib/messages.server.ts";
import { loadPage } from "../lib/page-data.server.ts";
import { PAGE_BY_ID, SERVICE_PAGES, pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/home";

export function loader(args: Route.LoaderArgs) {
  const page = loadPage(args, PAGE_BY_ID.home);
  return { ...page, home: homeContent(page.lang) };
}

const h2 = "text-2xl font-bold tracking-tight sm:text-3xl";

export default function Home({ loaderData }: Route.ComponentProps) {
  const { head, lang, home } = loaderData;
  const { t } = useI18n();
  return (
    <>
      <Head head={head} />
      <section className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-14 text-white sm:px-12">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">{home.hero.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{home.hero.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-brand-50">{home.hero.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link to={pagePath(lang, "kontakt")} className="inline-flex items-center gap-2 rounded-md bg-white px-5 py-3 font-semibold text-brand-800 hover:bg-brand-50">
            {home.hero.primaryCta}
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Link>
          <Link to={`/${lang}#services`} className="inline-flex items-center rounded-md border border-white px-5 py-3 font-semibold text-white hover:bg-white/10">
            {home.hero.secondaryCta}
          </Link>
        </div>
      </section>

      <section aria-labelledby="claims-heading" className="py-14">
        <h2 id="claims-heading" className={h2}>{home.claims.heading}</h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
          {home.claims.items.map((claim) => (
            <li key={claim.title} className="rounded-xl border border-slate-200 p-4 dark:border-slate-700">
              <h3 className="font-bold text-brand-800 dark:text-brand-100">{claim.title}</h3>
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{claim.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section id="services" aria-labelledby="services-heading" className="scroll-mt-24 pb-14">
        <h2 id="services-heading" className={h2}>{home.servicesOverview.heading}</h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{home.servicesOverview.text}</p>
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

      <section aria-label={home.solution.heading} className="grid gap-6 pb-14 md:grid-cols-3">
        {[home.challenge, home.solution, home.result].map((block) => (
          <div key={block.heading} className="rounded-xl bg-slate-50 p-6 dark:bg-slate-900">
            <h2 className="text-xl font-bold">{block.heading}</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{block.text}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="partnership-heading" className="pb-14">
        <h2 id="partnership-heading" className={h2}>{home.partnership.heading}</h2>
        <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{home.partnership.text}</p>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {home.partnership.points.map((point) => (
            <li key={point} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">{point}</li>
          ))}
        </ul>
      </section>

      <section id="about" aria-labelledby="about-heading" className="scroll-mt-24 rounded-2xl bg-slate-50 p-8 dark:bg-slate-900">
        <h2 id="about-heading" className={h2}>{home.about.heading}</h2>
        <div className="mt-3 max-w-3xl space-y-3 text-slate-700 dark:text-slate-300">
          {home.about.text.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
        <dl className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
          {home.about.stats.map((stat) => (
            <div key={stat.label} className="rounded-xl bg-white p-5 text-center dark:bg-slate-950">
              <dt className="text-sm text-slate-700 dark:text-slate-300">{stat.label}</dt>
              <dd className="order-first text-3xl font-bold text-brand-700 dark:text-brand-100">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <div className="mt-10 grid gap-10 lg:grid-cols-2">
          <div>
            <h3 className="text-xl font-bold">{home.about.valuesHeading}</h3>
            <ul className="mt-3 space-y-3">
              {home.about.values.map((value) => (
                <li key={value.title}>
                  <p className="font-semibold">{value.title}</p>
                  <p className="text-slate-700 dark:text-slate-300">{value.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="text-xl font-bold">{home.about.teamHeading}</h3>
            <ul className="mt-3 space-y-3">
              {home.about.team.map((team) => (
                <li key={team.title}>
                  <p className="font-semibold">{team.title}</p>
                  <p className="text-slate-700 dark:text-slate-300">{team.text}</p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section aria-labelledby="testimonials-heading" className="py-14">
        <h2 id="testimonials-heading" className={h2}>{home.testimonials.heading}</h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {home.testimonials.items.map((item) => (
            <li key={item.author}>
              <figure className="h-full rounded-xl border border-slate-200 p-6 dark:border-slate-700">
                <blockquote className="text-slate-800 dark:text-slate-200">“{item.text}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-semibold">{item.author}</span>
                  <span className="block text-slate-700 dark:text-slate-300">{item.company}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="home-cta" className="rounded-2xl bg-brand-800 p-8 text-white">
        <h2 id="home-cta" className="text-2xl font-bold">{home.cta.title}</h2>
        <p className="mt-2 max-w-2xl text-brand-50">{home.cta.text}</p>
        <Link to={pagePath(lang, "kontakt")} className="mt-5 inline-flex rounded-md bg-white px-5 py-2.5 font-semibold text-brand-800 hover:bg-brand-50">
          {home.cta.button}
        </Link>
      </section>
    </>
  );
}
