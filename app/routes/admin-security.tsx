// The console's security log (administrators only): the accounts' events newest first, filtered by type, by a part of
// the person's address and by dates (whole days in the reader's time zone).
import { Form, Link, data, useSearchParams } from "react-router";
import { secondaryButton } from "../account/account-ui.tsx";
import { LocalTime } from "../account/local-time.tsx";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { Cell, ConsoleTable, HeaderCell, LoadState, Pager, pageParam, useStaffData } from "../console/console-ui.tsx";
import { SECURITY_EVENT_TYPES, type SecurityEventListResponse, type SecurityEventView } from "../console/security-log-contract.ts";
import { queryString } from "../console/staff-api.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { Route } from "./+types/admin-security";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "security");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  return gate;
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:[color-scheme:dark]";

const SEVERITY_LOOK: Record<string, string> = {
  INFO: "text-slate-800 dark:text-slate-200",
  WARNING: "font-semibold text-amber-900 dark:text-amber-200",
  ERROR: "font-semibold text-red-800 dark:text-red-300",
};

/**
 * A day of the filter (YYYY-MM-DD) as a moment in the reader's time zone: its first millisecond, or its last for the
 * end. Anything else goes to the server as written, which refuses it in the reader's language.
 */
function dayBoundary(day: string | null, end: boolean): string | null {
  if (!day) return null;
  const moment = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T${end ? "23:59:59.999" : "00:00:00"}`) : null;
  return moment && !Number.isNaN(moment.getTime()) ? moment.toISOString() : day;
}

function detailText(event: SecurityEventView): string {
  return Object.entries(event.details)
    .map(([name, value]) => `${name}: ${name === "by" && event.actorEmail ? event.actorEmail : typeof value === "string" ? value : JSON.stringify(value)}`)
    .join(", ");
}

function Filters({ type, user, from, to }: { type: string; user: string; from: string; to: string }) {
  const { t } = useI18n();
  const typeLabel = (value: string) => t(`securityLog.types.${value}`);
  return (
    <section aria-labelledby="filters-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="filters-heading" className="text-lg font-bold">
        {t("securityLog.filters.heading")}
      </h2>
      {/* Keyed by the query, so the fields show the filter in force after back and forward. */}
      <Form method="get" key={`${type}|${user}|${from}|${to}`} className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="filter-type" className="block text-sm font-semibold">
            {t("securityLog.filters.type")}
          </label>
          <select id="filter-type" name="type" defaultValue={type} className={inputClass}>
            <option value="">{t("securityLog.filters.allTypes")}</option>
            {[...SECURITY_EVENT_TYPES]
              .sort((a, b) => typeLabel(a).localeCompare(typeLabel(b)))
              .map((value) => (
                <option key={value} value={value}>
                  {typeLabel(value)}
                </option>
              ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-user" className="block text-sm font-semibold">
            {t("securityLog.filters.user")}
          </label>
          <input id="filter-user" type="search" name="user" defaultValue={user} maxLength={320} autoComplete="off" className={inputClass} />
        </div>
        <div>
          <label htmlFor="filter-from" className="block text-sm font-semibold">
            {t("securityLog.filters.from")}
          </label>
          <input id="filter-from" type="date" name="from" defaultValue={from} className={inputClass} />
        </div>
        <div>
          <label htmlFor="filter-to" className="block text-sm font-semibold">
            {t("securityLog.filters.to")}
          </label>
          <input id="filter-to" type="date" name="to" defaultValue={to} className={inputClass} />
        </div>
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-4">
          <button type="submit" className={secondaryButton}>
            {t("securityLog.filters.submit")}
          </button>
          <Link to="?" className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100">
            {t("securityLog.filters.clear")}
          </Link>
        </div>
      </Form>
    </section>
  );
}

function EventRow({ event }: { event: SecurityEventView }) {
  const { t } = useI18n();
  const known = (SECURITY_EVENT_TYPES as readonly string[]).includes(event.type);
  const details = detailText(event);
  return (
    <tr>
      <Cell>
        <LocalTime iso={event.createdAt} />
      </Cell>
      <Cell>{known ? t(`securityLog.types.${event.type}`) : event.type}</Cell>
      <Cell wrap="token">{event.email ?? t("securityLog.unknownUser")}</Cell>
      <Cell wrap="short">
        <span className={SEVERITY_LOOK[event.severity] ?? ""}>{t(`securityLog.severities.${event.severity}`)}</span>
      </Cell>
      <Cell wrap="short">{event.addressPrefix ?? t("securityLog.noDetails")}</Cell>
      <Cell wrap="token">
        <span className="font-mono text-xs">{details || t("securityLog.noDetails")}</span>
      </Cell>
    </tr>
  );
}

function SecurityLogSection() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const type = params.get("type") ?? "";
  const user = params.get("user") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const page = pageParam(params);
  const query = queryString({ type, user, from: dayBoundary(from, false), to: dayBoundary(to, true), page: page > 1 ? page : null });
  const [loaded] = useStaffData<SecurityEventListResponse>(`/api/staff/security-events${query}`);

  return (
    <>
      <SectionHeading section="security" intro={t("securityLog.intro")} />
      <Filters type={type} user={user} from={from} to={to} />
      {loaded.state === "ready" ? (
        <>
          {loaded.data.events.length ? (
            <ConsoleTable
              id="security-table"
              caption={t("securityLog.tableCaption")}
              head={
                <>
                  <HeaderCell>{t("securityLog.columns.time")}</HeaderCell>
                  <HeaderCell>{t("securityLog.columns.type")}</HeaderCell>
                  <HeaderCell>{t("securityLog.columns.user")}</HeaderCell>
                  <HeaderCell>{t("securityLog.columns.severity")}</HeaderCell>
                  <HeaderCell>{t("securityLog.columns.address")}</HeaderCell>
                  <HeaderCell>{t("securityLog.columns.details")}</HeaderCell>
                </>
              }
            >
              {loaded.data.events.map((event) => (
                <EventRow key={event.id} event={event} />
              ))}
            </ConsoleTable>
          ) : (
            <p className="mt-4 text-slate-700 dark:text-slate-300">{t("securityLog.empty")}</p>
          )}
          <Pager page={loaded.data.page} pageSize={loaded.data.pageSize} total={loaded.data.total} prefix="securityLog" />
        </>
      ) : (
        <LoadState loaded={loaded} prefix="securityLog" />
      )}
    </>
  );
}

export default function AdminSecurityPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame data={loaderData}>
      <SecurityLogSection />
    </ConsoleFrame>
  );
}
