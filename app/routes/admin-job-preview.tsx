// /{lang}/admin/jobs/{id}/preview?language=fi (administrators): one language of a job as visitors will see it, drafts
// included — the public page's own component, in the job's language, under a banner that says it is a preview. It
// lives in the console (signed in, never cached, never indexed); the public address shows no draft to anybody.
import { data, Link } from "react-router";
import { AccountPage } from "../account/account-page.tsx";
import { Breadcrumbs } from "../components/breadcrumbs.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame } from "../console/console-frame.tsx";
import { JobPage } from "../jobs/job-page.tsx";
import { I18nProvider, useI18n, type Messages } from "../lib/i18n.tsx";
import { HTML_LANG, LANGUAGES, LANGUAGE_NAMES, isLang } from "../lib/languages.ts";
import { LOCALES } from "../lib/messages.server.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import { pagePath } from "../lib/site-map.ts";
import type { Route } from "./+types/admin-job-preview";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "jobs");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const { jobs } = args.context.get(requestContext).services;
  const job = await jobs.find(args.params.jobId);
  if (!job) return data({ ...gate, preview: null }, { status: 404 });
  const languages = LANGUAGES.filter((code) => job.translations[code]);
  const asked = pageUrl(args.request).searchParams.get("language");
  const language = isLang(asked) && job.translations[asked] ? asked : job.translations[gate.lang] ? gate.lang : languages[0]!;
  const view = await jobs.preview(job.id, language);
  const common = LOCALES[language].common;
  const breadcrumbs = [
    { name: common.breadcrumbs.home, path: pagePath(language, "") },
    { name: common.breadcrumbs.jobs, path: pagePath(language, "jobs") },
    { name: view?.title ?? "", path: pagePath(language, `jobs/${view?.slug ?? ""}`) },
  ];
  return {
    ...gate,
    preview: {
      job: view!,
      language,
      languages,
      breadcrumbs,
      // A draft is shown as it will look once published; a closed job as closed.
      state: job.status === "closed" || (job.status === "published" && !job.open) ? ("closed" as const) : ("open" as const),
      status: job.status === "draft" ? ("draft" as const) : job.open ? ("open" as const) : ("closed" as const),
      messages: { accessibility: common.accessibility, jobs: LOCALES[language].jobs.jobs },
    },
  };
}

const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

type Preview = NonNullable<Extract<Route.ComponentProps["loaderData"], { preview: unknown }>["preview"]>;

function PreviewBanner({ preview }: { preview: Preview }) {
  const { lang, t } = useI18n();
  const others = preview.languages.filter((code) => code !== preview.language);
  return (
    <aside aria-label={t("jobsConsole.preview.banner")} className="mb-8 rounded-lg border-2 border-dashed border-brand-600 bg-brand-50 p-4 dark:bg-slate-900">
      <p className="font-semibold">
        {t("jobsConsole.preview.banner")} {t(`jobsConsole.preview.${preview.status}`)}
      </p>
      <p className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        <Link to={`/${lang}/admin/jobs/${preview.job.id}`} className={link}>
          {t("jobsConsole.preview.back")}
        </Link>
        {others.length ? (
          <span>
            {t("jobsConsole.preview.otherLanguages")}{" "}
            {others.map((code, index) => (
              <span key={code}>
                {index > 0 ? ", " : ""}
                <Link to={`?language=${code}`} className={link}>
                  {LANGUAGE_NAMES[code]}
                </Link>
              </span>
            ))}
          </span>
        ) : null}
      </p>
    </aside>
  );
}

export default function AdminJobPreviewPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.access !== "granted" || !("preview" in loaderData) || !loaderData.preview) {
    return <ConsoleFrame data={loaderData}>{"preview" in loaderData ? <MissingJob /> : null}</ConsoleFrame>;
  }
  const { preview } = loaderData;
  return (
    <AccountPage data={{ ...loaderData, breadcrumbs: [] }}>
      <PreviewBanner preview={preview} />
      <I18nProvider lang={preview.language} messages={preview.messages as unknown as Messages}>
        <div lang={HTML_LANG[preview.language]}>
          <Breadcrumbs items={preview.breadcrumbs} />
          <JobPage job={preview.job} state={preview.state} />
        </div>
      </I18nProvider>
    </AccountPage>
  );
}

function MissingJob() {
  const { t } = useI18n();
  return <p>{t("jobsConsole.errors.notFound")}</p>;
}
