// The console's frame: its heading, the sections this staff member may open, and the 403 text for the rest.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { AccountPage } from "../account/account-page.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { pagePath } from "../lib/site-map.ts";
import { sectionPath, type ConsoleSection, type ConsoleUser } from "./console-sections.ts";
import type { AccountPageData } from "../account/account-page.server.ts";

type FrameData = Pick<AccountPageData, "messages" | "head" | "breadcrumbs"> & { section: ConsoleSection } & (
    | { access: "granted"; staff: ConsoleUser; sections: readonly ConsoleSection[] }
    | { access: "forbidden" }
  );

export function ConsoleFrame({ data, children }: { data: FrameData; children?: ReactNode }) {
  return <AccountPage data={data}>{data.access === "granted" ? <Granted data={data}>{children}</Granted> : <Forbidden />}</AccountPage>;
}

function Granted({ data, children }: { data: Extract<FrameData, { access: "granted" }>; children?: ReactNode }) {
  const { lang, t } = useI18n();
  return (
    <div className="grid gap-6 lg:grid-cols-[12rem_1fr]">
      <div>
        <p className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t("console.title")}</p>
        <nav aria-label={t("console.navLabel")} className="mt-3">
          <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {data.sections.map((section) => (
              <li key={section}>
                <Link
                  to={sectionPath(lang, section)}
                  aria-current={section === data.section ? "page" : undefined}
                  className={`block rounded-md px-3 py-2 text-sm font-medium ${
                    section === data.section
                      ? "bg-brand-700 text-white dark:bg-brand-100 dark:text-slate-900"
                      : "text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800"
                  }`}
                >
                  {t(`console.sections.${section}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p className="mt-4 text-xs text-slate-600 dark:text-slate-300">{t("console.signedInAs", { name: data.staff.name || data.staff.email })}</p>
      </div>
      <div className="min-w-0">{children}</div>
    </div>
  );
}

function Forbidden() {
  const { lang, t } = useI18n();
  return (
    <section aria-labelledby="forbidden-heading" className="max-w-2xl">
      <h1 id="forbidden-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
        {t("admin.forbiddenTitle")}
      </h1>
      <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{t("admin.forbiddenText")}</p>
      <Link to={pagePath(lang, "")} className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
        {t("admin.home")}
      </Link>
    </section>
  );
}

/** A section's heading and intro line, the same on every console page. */
export function SectionHeading({ section, intro }: { section: ConsoleSection; intro?: string }) {
  const { t } = useI18n();
  return (
    <header className="mb-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`console.sections.${section}`)}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-slate-700 dark:text-slate-300">{intro}</p> : null}
    </header>
  );
}
