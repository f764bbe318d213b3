// The console's presence section: how many visitors are on the site now, on which pages and in which languages, and
// which staff are online. Rendered on the server, then refreshed every few seconds from GET /api/staff/presence.
import { useEffect, useState } from "react";
import { data } from "react-router";
import type { PresenceSnapshot } from "../../server/presence/presence.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { COMPANY_TIME_ZONE, DATE_LOCALES } from "../lib/document-date.ts";
import { useI18n } from "../lib/i18n.tsx";
import { isLang, LANGUAGE_NAMES } from "../lib/languages.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/admin-presence";

/** How often the page asks for new figures. */
const PRESENCE_REFRESH_MS = 5000;

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "presence");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const snapshot = await args.context.get(requestContext).services.presence.snapshot();
  return { ...gate, snapshot };
}

export default function AdminPresencePage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"snapshot" in loaderData ? <Presence initial={loaderData.snapshot} /> : null}</ConsoleFrame>;
}

/** The newest figures: fetched every PRESENCE_REFRESH_MS while the tab is visible; a failed fetch keeps the last ones. */
function useLiveSnapshot(initial: PresenceSnapshot) {
  const [snapshot, setSnapshot] = useState(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let controller: AbortController | null = null;
    const refresh = async () => {
      if (document.hidden || controller) return;
      const current = new AbortController();
      controller = current;
      try {
        const response = await fetch("/api/staff/presence", { headers: { accept: "application/json" }, signal: current.signal });
        if (!response.ok) throw new Error(`presence ${response.status}`);
        setSnapshot((await response.json()) as PresenceSnapshot);
        setFailed(false);
      } catch {
        if (!current.signal.aborted) setFailed(true);
      } finally {
        if (controller === current) controller = null;
      }
    };
    const timer = setInterval(() => void refresh(), PRESENCE_REFRESH_MS);
    const onVisible = () => {
      if (!document.hidden) void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      controller?.abort();
    };
  }, []);
  return { snapshot, failed };
}

/** A clock time with seconds: the company's zone on the server, the reader's own once in the browser. */
function useClockText(iso: string): string {
  const { lang } = useI18n();
  const format = (timeZone?: string) => new Intl.DateTimeFormat(DATE_LOCALES[lang], { timeStyle: "medium", timeZone }).format(new Date(iso));
  const [text, setText] = useState(() => format(COMPANY_TIME_ZONE));
  useEffect(() => setText(format()), [iso, lang]);
  return text;
}

const card = "rounded-xl border border-slate-200 p-5 dark:border-slate-700";
const heading = "text-lg font-semibold";
const muted = "text-sm text-slate-700 dark:text-slate-300";

function languageName(language: string | null, unknown: string): string {
  return isLang(language) ? LANGUAGE_NAMES[language] : unknown;
}

function Presence({ initial }: { initial: PresenceSnapshot }) {
  const { t } = useI18n();
  const { snapshot, failed } = useLiveSnapshot(initial);
  const updated = useClockText(snapshot.updatedAt);
  const unknownLanguage = t("presence.unknownLanguage");

  return (
    <>
      <SectionHeading section="presence" intro={t("presence.intro")} />
      <div className="grid gap-6">
        <section aria-labelledby="presence-now" className={card}>
          <h2 id="presence-now" className={heading}>
            {t("presence.nowHeading")}
          </h2>
          <p aria-live="polite" aria-atomic="true" className="mt-2 text-3xl font-bold" data-testid="presence-total">
            {t("presence.visitorsNow", { count: snapshot.visitorsNow })}
          </p>
          <p className={`mt-2 ${muted}`}>
            <time dateTime={snapshot.updatedAt}>{t("presence.updatedAt", { time: updated })}</time>
            {failed ? <span className="ml-2 font-medium text-red-700 dark:text-red-300">{t("presence.refreshFailed")}</span> : null}
          </p>
          <p className={`mt-2 ${muted}`}>{t("presence.howCounted")}</p>
        </section>

        <section aria-labelledby="presence-pages" className={card}>
          <h2 id="presence-pages" className={heading}>
            {t("presence.pagesHeading")}
          </h2>
          {snapshot.pages.length === 0 ? (
            <p className={`mt-2 ${muted}`}>{t("presence.noVisitors")}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b-2 border-slate-300 dark:border-slate-600">
                    <th scope="col" className="py-2 pr-4 font-semibold">{t("presence.columns.page")}</th>
                    <th scope="col" className="py-2 pr-4 font-semibold">{t("presence.columns.language")}</th>
                    <th scope="col" className="py-2 text-right font-semibold">{t("presence.columns.visitors")}</th>
                  </tr>
                </thead>
                <tbody>
                  {snapshot.pages.map((page) => (
                    <tr key={`${page.language ?? ""} ${page.path ?? ""}`} className="border-b border-slate-200 align-top dark:border-slate-700">
                      <th scope="row" className="break-all py-2 pr-4 font-mono font-medium">
                        {page.path ?? t("presence.otherPages")}
                      </th>
                      <td className="py-2 pr-4">{languageName(page.language, unknownLanguage)}</td>
                      <td className="py-2 text-right tabular-nums">{page.visitors}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <div className="grid gap-6 md:grid-cols-2">
          <section aria-labelledby="presence-languages" className={card}>
            <h2 id="presence-languages" className={heading}>
              {t("presence.languagesHeading")}
            </h2>
            {snapshot.languages.length === 0 ? (
              <p className={`mt-2 ${muted}`}>{t("presence.noVisitors")}</p>
            ) : (
              <ul className="mt-3 grid gap-1">
                {snapshot.languages.map((entry) => (
                  <li key={entry.language} className="flex justify-between gap-4">
                    <span>{LANGUAGE_NAMES[entry.language]}</span>
                    <span className="tabular-nums">{entry.visitors}</span>
                  </li>
                ))}
              </ul>
            )}
          </section>

          <section aria-labelledby="presence-staff" className={card}>
            <h2 id="presence-staff" className={heading}>
              {t("presence.staffHeading")}
            </h2>
            {snapshot.staffOnline.length === 0 ? (
              <p className={`mt-2 ${muted}`}>{t("presence.noStaff")}</p>
            ) : (
              <ul className="mt-3 grid gap-1">
                {snapshot.staffOnline.map((member) => (
                  <li key={member.userId}>{member.name || t("presence.unnamedStaff")}</li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <section aria-labelledby="presence-views" className={card}>
          <h2 id="presence-views" className={heading}>
            {t("presence.pageViewsHeading")}
          </h2>
          <p className={`mt-2 ${muted}`}>{t("presence.pageViewsTotal", { count: snapshot.pageViewsLast5MinutesTotal })}</p>
          <p className={`mt-1 ${muted}`}>{t("presence.pageViewsNote")}</p>
          {snapshot.pageViewsLast5Minutes.length > 0 ? (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <thead>
                  <tr className="border-b-2 border-slate-300 dark:border-slate-600">
                    <th scope="col" className="py-2 pr-4 font-semibold">{t("presence.columns.page")}</th>
                    <th scope="col" className="py-2 pr-4 font-semibold">{t("presence.columns.language")}</th>
                    <th scope="col" className="py-2 text-right font-semibold">{t("presence.columns.views")}</th>
                  </tr>
                </thead>
                <tbody>
                  {snapshot.pageViewsLast5Minutes.map((row) => (
                    <tr key={`${row.language} ${row.path}`} className="border-b border-slate-200 align-top dark:border-slate-700">
                      <th scope="row" className="break-all py-2 pr-4 font-mono font-medium">
                        {row.path}
                      </th>
                      <td className="py-2 pr-4">{languageName(row.language, unknownLanguage)}</td>
                      <td className="py-2 text-right tabular-nums">{row.views}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}
