// The console's Leads section (/{lang}/admin/leads): every contact-form and expert-form request, filtered by status and
// text, page by page, with a CSV export; `?lead=<id>` opens one lead to change its status and owner and to add notes.
// The loader renders the first view from services.leads; each change is a call to /api/staff/leads/…, after which
// the page's data is read again, so what it shows is what the server holds.
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { data, Form, Link, useRevalidator, useSubmit } from "react-router";
import { LocalTime } from "../account/local-time.tsx";
import { primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { showToast } from "../components/toasts.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import {
  LEAD_NOTE_MAX_LENGTH,
  LEAD_SEARCH_MAX_LENGTH,
  LEAD_STATUSES,
  LEAD_TRANSITIONS,
  leadFiltersQuery,
  readLeadFilters,
  type LeadDetail,
  type LeadFilters,
  type LeadList,
  type LeadStatus,
  type LeadSummary,
  type StaffMemberOption,
} from "../console/leads-contract.ts";
import { readApiError } from "../lib/api-error-response.ts";
import { useI18n } from "../lib/i18n.tsx";
import { isLang, LANGUAGE_NAMES } from "../lib/languages.ts";
import { pageUrl } from "../lib/page-url.ts";
import { requestContext } from "../lib/request-context.ts";
import type { Route } from "./+types/admin-leads";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "leads");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  const url = pageUrl(args.request);
  const { filters } = readLeadFilters(url.searchParams);
  const { leads } = args.context.get(requestContext).services;
  const openId = url.searchParams.get("lead");
  if (openId !== null) {
    const [opened, staff] = await Promise.all([leads.find(openId), leads.staffMembers()]);
    return { ...gate, filters, view: { kind: "lead" as const, opened, staff } };
  }
  return { ...gate, filters, view: { kind: "list" as const, list: await leads.list(filters) } };
}

const TOAST_MS = 5000;
const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm dark:border-slate-500 dark:bg-slate-900 dark:text-white";
const card = "rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700";
const link = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

const STATUS_LOOK: Record<LeadStatus, string> = {
  new: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  contacted: "bg-brand-100 text-brand-900 dark:bg-slate-800 dark:text-brand-100",
  closed: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>{t(`leads.statuses.${status}`)}</span>;
}

function languageName(code: string): string {
  return isLang(code) ? LANGUAGE_NAMES[code] : code;
}

/** A link that keeps the list's filters: to the list itself, or to one lead from it. */
function listHref(filters: LeadFilters, extra: Record<string, string> = {}): string {
  const params = leadFiltersQuery(filters);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/** One change through the API: a toast says how it went, and the page's data is read again after a success. */
function useLeadChange() {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  async function run(path: string, body: object, success: (response: unknown) => string): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setBusy(true);
    try {
      const response = await fetch(`${path}?language=${lang}`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
      }).catch(() => null);
      const json: unknown = await response?.json().catch(() => null);
      if (response?.ok) {
        showToast({ title: success(json), duration: TOAST_MS });
        await revalidate();
        return true;
      }
      showToast({ title: t("leads.failed"), description: readApiError(json)?.message, duration: TOAST_MS, variant: "destructive" });
      // A colleague may have changed the lead meanwhile: show what the server holds now.
      if (response?.status === 409) await revalidate();
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return { busy, run };
}

function Filters({ filters }: { filters: LeadFilters }) {
  const { t } = useI18n();
  const statusId = useId();
  const searchId = useId();
  const submit = useSubmit();
  // Empty fields stay out of the address (?q=x rather than ?status=&q=x); without JavaScript the form sends them all.
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    for (const [name, value] of [...fields]) if (typeof value === "string" && !value.trim()) fields.delete(name);
    void submit(fields, { method: "get" });
  }
  return (
    <Form method="get" role="search" onSubmit={search} aria-label={t("leads.filters.label")} className={`${card} flex flex-wrap items-end gap-4`}>
      <div>
        <label htmlFor={statusId} className="block text-sm font-semibold">
          {t("leads.filters.status")}
        </label>
        <select id={statusId} name="status" defaultValue={filters.status ?? ""} className={inputClass}>
          <option value="">{t("leads.filters.allStatuses")}</option>
          {LEAD_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`leads.statuses.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-[14rem] flex-1">
        <label htmlFor={searchId} className="block text-sm font-semibold">
          {t("leads.filters.search")}
        </label>
        <input
          id={searchId}
          type="search"
          name="q"
          defaultValue={filters.q ?? ""}
          maxLength={LEAD_SEARCH_MAX_LENGTH}
          aria-describedby={`${searchId}-hint`}
          className={inputClass}
        />
        <p id={`${searchId}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {t("leads.filters.searchHint")}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton}>
          {t("leads.filters.apply")}
        </button>
        {filters.status || filters.q ? (
          <Link to="?" className={link}>
            {t("leads.filters.clear")}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function LeadRow({ lead, filters }: { lead: LeadSummary; filters: LeadFilters }) {
  const { t } = useI18n();
  return (
    <tr className="border-t border-slate-200 align-top dark:border-slate-700">
      <td className="whitespace-nowrap px-3 py-3 text-sm">
        <LocalTime iso={lead.createdAt} />
      </td>
      <td className="px-3 py-3">
        <Link to={listHref(filters, { lead: lead.id })} aria-label={t("leads.openNamed", { name: lead.name })} className={link}>
          {lead.name}
        </Link>
        {lead.company ? <p className="text-sm text-slate-700 dark:text-slate-300">{lead.company}</p> : null}
        <p className="break-all text-sm text-slate-700 dark:text-slate-300">{lead.email}</p>
      </td>
      <td className="px-3 py-3 text-sm">{t(`leads.sources.${lead.source}`)}</td>
      <td className="px-3 py-3">
        <StatusBadge status={lead.status} />
      </td>
      <td className="px-3 py-3 text-sm">{lead.owner?.name ?? t("leads.noOwner")}</td>
    </tr>
  );
}

function Pagination({ list, filters }: { list: LeadList; filters: LeadFilters }) {
  const { t } = useI18n();
  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));
  if (pages <= 1 && list.page <= 1) return null;
  return (
    <nav aria-label={t("leads.pagination.label")} className="mt-4 flex flex-wrap items-center gap-4">
      {list.page > 1 ? (
        <Link to={listHref({ ...filters, page: Math.min(list.page - 1, pages) })} className={secondaryButton}>
          {t("leads.pagination.previous")}
        </Link>
      ) : null}
      <p aria-current="page">{t("leads.pagination.position", { page: list.page, pages })}</p>
      {list.page < pages ? (
        <Link to={listHref({ ...filters, page: list.page + 1 })} className={secondaryButton}>
          {t("leads.pagination.next")}
        </Link>
      ) : null}
    </nav>
  );
}

function LeadListView({ list, filters }: { list: LeadList; filters: LeadFilters }) {
  const { lang, t } = useI18n();
  const exportQuery = leadFiltersQuery({ status: filters.status, q: filters.q });
  exportQuery.set("language", lang);
  return (
    <>
      <Filters filters={filters} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="font-semibold">
          {t("leads.found", { count: list.total })}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <a href={`/api/staff/leads.csv?${exportQuery}`} download className={secondaryButton} aria-describedby="leads-export-hint">
            {t("leads.export")}
          </a>
          <p id="leads-export-hint" className="max-w-xs text-sm text-slate-700 dark:text-slate-300">
            {t("leads.exportHint")}
          </p>
        </div>
      </div>
      {list.leads.length ? (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[40rem] border-collapse text-left">
            <caption className="sr-only">{t("leads.table.caption")}</caption>
            <thead>
              <tr className="text-sm text-slate-700 dark:text-slate-300">
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("leads.table.received")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("leads.table.lead")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("leads.table.source")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("leads.table.status")}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t("leads.table.owner")}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.leads.map((lead) => (
                <LeadRow key={lead.id} lead={lead} filters={filters} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="mt-4">{filters.status || filters.q ? t("leads.empty") : t("leads.emptyAll")}</p>
      )}
      <Pagination list={list} filters={filters} />
    </>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className={card}>
      <h3 id={`${id}-heading`} className="text-lg font-bold">
        {title}
      </h3>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function StatusPart({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const change = useLeadChange();
  return (
    <Part id="lead-status" title={t("leads.detail.status")}>
      <p>
        {t("leads.status.current")} <StatusBadge status={lead.status} />
      </p>
      <div className="flex flex-wrap gap-3">
        {LEAD_TRANSITIONS[lead.status].map((to) => (
          <button
            key={to}
            type="button"
            disabled={change.busy}
            className={to === "contacted" ? primaryButton : secondaryButton}
            onClick={() =>
              change.run(`/api/staff/leads/${lead.id}/status`, { status: to }, () => t("leads.status.changed", { status: t(`leads.statuses.${to}`) }))
            }
          >
            {t(`leads.status.moveTo.${to}`)}
          </button>
        ))}
      </div>
    </Part>
  );
}

function OwnerPart({ lead, staff }: { lead: LeadDetail; staff: StaffMemberOption[] }) {
  const { t } = useI18n();
  const change = useLeadChange();
  const selectId = useId();
  const [ownerId, setOwnerId] = useState(lead.owner?.id ?? "");
  // Someone who owns the lead but has since lost the staff role stays visible as the current choice.
  const options = lead.owner && !staff.some((member) => member.id === lead.owner!.id) ? [lead.owner, ...staff] : staff;
  async function submit(event: FormEvent) {
    event.preventDefault();
    await change.run(`/api/staff/leads/${lead.id}/owner`, { ownerId: ownerId || null }, () => (ownerId ? t("leads.owner.saved") : t("leads.owner.removed")));
  }
  return (
    <Part id="lead-owner" title={t("leads.owner.heading")}>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
        <div className="min-w-[14rem] flex-1">
          <label htmlFor={selectId} className="block text-sm font-semibold">
            {t("leads.owner.label")}
          </label>
          <select id={selectId} name="ownerId" value={ownerId} onChange={(event) => setOwnerId(event.target.value)} className={inputClass}>
            <option value="">{t("leads.noOwner")}</option>
            {options.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" disabled={change.busy} aria-busy={change.busy || undefined} className={secondaryButton}>
          {change.busy ? t("fields.working") : t("leads.owner.save")}
        </button>
      </form>
    </Part>
  );
}

function NotesPart({ lead }: { lead: LeadDetail }) {
  const { t } = useI18n();
  const change = useLeadChange();
  const fieldId = useId();
  const [body, setBody] = useState("");
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await change.run(`/api/staff/leads/${lead.id}/notes`, { body }, () => t("leads.notes.added"))) setBody("");
  }
  return (
    <Part id="lead-notes" title={t("leads.notes.heading")}>
      {lead.notes.length ? (
        <ol className="space-y-3">
          {lead.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-slate-100 p-3 dark:bg-slate-800">
              <p className="text-xs text-slate-700 dark:text-slate-300">
                <span className="font-semibold">{note.authorName}</span> · <LocalTime iso={note.createdAt} />
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words">{note.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p>{t("leads.notes.empty")}</p>
      )}
      <form onSubmit={submit} className="space-y-3">
        <div>
          <label htmlFor={fieldId} className="block text-sm font-semibold">
            {t("leads.notes.label")}
          </label>
          <textarea
            id={fieldId}
            name="body"
            rows={3}
            required
            maxLength={LEAD_NOTE_MAX_LENGTH}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            aria-describedby={`${fieldId}-hint`}
            className={inputClass}
          />
          <p id={`${fieldId}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            {t("leads.notes.hint", { max: LEAD_NOTE_MAX_LENGTH })}
          </p>
        </div>
        <button type="submit" disabled={change.busy || !body.trim()} aria-busy={change.busy || undefined} className={primaryButton}>
          {change.busy ? t("fields.working") : t("leads.notes.add")}
        </button>
      </form>
    </Part>
  );
}

function LeadDetailView({ lead, staff, filters }: { lead: LeadDetail | null; staff: StaffMemberOption[]; filters: LeadFilters }) {
  const { lang, t } = useI18n();
  const back = (
    <p>
      <Link to={listHref(filters)} className={link}>
        {t("leads.detail.back")}
      </Link>
    </p>
  );
  if (!lead) {
    return (
      <div className="space-y-4">
        <p role="alert">{t("leads.detail.notFound")}</p>
        {back}
      </div>
    );
  }
  const rows: [string, ReactNode][] = [
    [t("leads.detail.email"), <a href={`mailto:${lead.email}`} className={`${link} break-all`}>{lead.email}</a>],
    [t("leads.detail.phone"), lead.phone ? <a href={`tel:${lead.phone.replace(/[^+\d]/g, "")}`} className={link}>{lead.phone}</a> : "–"],
    [t("leads.detail.company"), lead.company ?? "–"],
    [t("leads.detail.language"), <span lang={lead.language === "se" ? "sv" : lead.language === "no" ? "nb" : lead.language}>{languageName(lead.language)}</span>],
    [t("leads.detail.source"), t(`leads.sources.${lead.source}`)],
    [t("leads.detail.received"), <LocalTime iso={lead.createdAt} />],
    [t("leads.detail.updated"), <LocalTime iso={lead.updatedAt} />],
    [t("leads.owner.heading"), lead.owner?.name ?? t("leads.noOwner")],
  ];
  return (
    <div className="space-y-6">
      {back}
      <section aria-labelledby="lead-heading" className={card}>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h2 id="lead-heading" className="break-words text-xl font-bold">
            {lead.name}
          </h2>
          <StatusBadge status={lead.status} />
        </div>
        <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-4 font-semibold">{t("leads.detail.message")}</h3>
        <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-3 dark:bg-slate-800">{lead.message}</p>
        <p className="mt-4">
          {lead.conversationId ? (
            <Link to={`/${lang}/admin?conversation=${encodeURIComponent(lead.conversationId)}`} className={link}>
              {t("leads.detail.conversation")}
            </Link>
          ) : (
            t("leads.detail.noConversation")
          )}
        </p>
      </section>
      <div className="grid gap-6 xl:grid-cols-2">
        <StatusPart key={`status-${lead.id}`} lead={lead} />
        <OwnerPart key={`owner-${lead.id}-${lead.owner?.id ?? ""}`} lead={lead} staff={staff} />
      </div>
      <NotesPart key={`notes-${lead.id}`} lead={lead} />
    </div>
  );
}

type Granted = Extract<Route.ComponentProps["loaderData"], { view: unknown }>;

/** Inside the frame, whose texts (the console's and this section's) it reads. */
function LeadsSection({ data }: { data: Granted }) {
  const { t } = useI18n();
  return (
    <>
      <SectionHeading section="leads" intro={t("leads.intro")} />
      {data.view.kind === "list" ? (
        <LeadListView list={data.view.list} filters={data.filters} />
      ) : (
        <LeadDetailView lead={data.view.opened} staff={data.view.staff} filters={data.filters} />
      )}
    </>
  );
}

export default function AdminLeadsPage({ loaderData }: Route.ComponentProps) {
  return <ConsoleFrame data={loaderData}>{"view" in loaderData ? <LeadsSection data={loaderData} /> : null}</ConsoleFrame>;
}
