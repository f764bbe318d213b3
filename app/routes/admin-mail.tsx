// The console's outgoing mail (agents and admins): the outbox with each message's status, attempts and last error, a
// message's text (shown as plain text, never as HTML), and "retry now" for one that is queued or failed.
import { useState, type ReactNode } from "react";
import { Form, Link, data, useSearchParams } from "react-router";
import { Notice, primaryButton, secondaryButton } from "../account/account-ui.tsx";
import { LocalTime } from "../account/local-time.tsx";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { Cell, ConsoleTable, HeaderCell, LoadState, Pager, pageParam, useStaffData } from "../console/console-ui.tsx";
import { MAIL_STATUSES, type MailDetailResponse, type MailListResponse, type MailRetryResponse, type MailStatus, type MailSummary } from "../console/mail-contract.ts";
import { queryString, staffCall } from "../console/staff-api.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { Route } from "./+types/admin-mail";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "mail");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  return gate;
}

const STATUS_LOOK: Record<MailStatus, string> = {
  queued: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100",
  sent: "bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100",
  failed: "bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100",
  stored: "bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200",
};

function StatusBadge({ status }: { status: MailStatus }) {
  const { t } = useI18n();
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_LOOK[status]}`}>{t(`mail.statuses.${status}`)}</span>;
}

function statusParam(params: URLSearchParams): MailStatus | null {
  const status = params.get("status");
  return (MAIL_STATUSES as readonly string[]).includes(status ?? "") ? (status as MailStatus) : null;
}

function StatusFilter({ status }: { status: MailStatus | null }) {
  const { t } = useI18n();
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor="mail-status" className="block text-sm font-semibold">
          {t("mail.filterLabel")}
        </label>
        <select
          id="mail-status"
          name="status"
          defaultValue={status ?? ""}
          key={status ?? ""}
          className="mt-1 block rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
        >
          <option value="">{t("mail.all")}</option>
          {MAIL_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`mail.statuses.${value}`)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={secondaryButton}>
        {t("mail.filterSubmit")}
      </button>
    </Form>
  );
}

function MailRow({ message, openHref, open }: { message: MailSummary; openHref: string; open: boolean }) {
  const { t } = useI18n();
  return (
    <tr className={open ? "bg-brand-50 dark:bg-slate-800" : undefined}>
      <Cell wrap="token">{message.to}</Cell>
      <Cell>
        <Link
          to={openHref}
          preventScrollReset
          aria-current={open ? "true" : undefined}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {message.subject}
        </Link>
      </Cell>
      <Cell>
        <span className="font-mono text-xs">{message.kind}</span>
      </Cell>
      <Cell wrap="short">
        <StatusBadge status={message.status} />
      </Cell>
      <Cell wrap="short">{message.attempts}</Cell>
      <Cell wrap="token">{message.lastError ?? t("mail.none")}</Cell>
      <Cell>
        <LocalTime iso={message.createdAt} />
      </Cell>
      <Cell>{message.sentAt ? <LocalTime iso={message.sentAt} /> : t("mail.none")}</Cell>
    </tr>
  );
}

function MessageDetail({ id, closeHref, onChanged }: { id: string; closeHref: string; onChanged(): void }) {
  const { lang, t } = useI18n();
  const [loaded, reload] = useStaffData<MailDetailResponse>(`/api/staff/mail/${encodeURIComponent(id)}`);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error" | "info"; text: string } | null>(null);

  async function retry() {
    setBusy(true);
    setOutcome(null);
    const result = await staffCall<MailRetryResponse>(`/api/staff/mail/${encodeURIComponent(id)}/retry`, lang, {});
    setBusy(false);
    if (result.ok) {
      const status = result.data.message.status;
      setOutcome({ tone: status === "sent" ? "success" : "error", text: t(`mail.retried.${status}`) });
    } else {
      setOutcome({ tone: "error", text: result.message ?? t("mail.errors.generic") });
    }
    reload();
    onChanged();
  }

  if (loaded.state !== "ready") return <LoadState loaded={loaded} prefix="mail" />;
  const { message, delivers } = loaded.data;
  const rows: [string, ReactNode][] = [
    [t("mail.columns.to"), message.to],
    [t("mail.detail.replyTo"), message.replyTo ?? t("mail.none")],
    [t("mail.columns.kind"), message.kind],
    [t("mail.columns.status"), <StatusBadge status={message.status} />],
    [t("mail.columns.attempts"), String(message.attempts)],
    [t("mail.columns.lastError"), message.lastError ?? t("mail.none")],
    [t("mail.columns.created"), <LocalTime iso={message.createdAt} />],
    [t("mail.columns.sentAt"), message.sentAt ? <LocalTime iso={message.sentAt} /> : t("mail.none")],
  ];
  return (
    <section id="message" aria-labelledby="message-heading" className="mt-6 scroll-mt-24 rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-sm font-semibold text-slate-600 dark:text-slate-300">{t("mail.detail.heading")}</p>
          <h2 id="message-heading" className="break-words text-xl font-bold">
            {message.subject}
          </h2>
        </div>
        <Link to={closeHref} preventScrollReset className={secondaryButton}>
          {t("mail.detail.close")}
        </Link>
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="[overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 id="message-body-heading" className="mt-6 text-lg font-bold">
        {t("mail.detail.body")}
      </h3>
      {/* Plain text as React escapes it: a message is never read as HTML. */}
      <pre
        aria-labelledby="message-body-heading"
        tabIndex={0}
        data-testid="mail-body"
        className="mt-2 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg bg-slate-100 p-4 font-mono text-sm text-slate-900 dark:bg-slate-900 dark:text-slate-100"
      >
        {message.text}
      </pre>
      {delivers && message.status !== "sent" ? (
        <button type="button" onClick={() => void retry()} disabled={busy} aria-busy={busy || undefined} className={`${primaryButton} mt-4`}>
          {busy ? t("fields.working") : t("mail.retry")}
        </button>
      ) : null}
      {outcome ? (
        <div className="mt-4">
          <Notice tone={outcome.tone}>{outcome.text}</Notice>
        </div>
      ) : null}
    </section>
  );
}

function MailSection() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const status = statusParam(params);
  const page = pageParam(params);
  const openId = params.get("open");
  const [loaded, reload] = useStaffData<MailListResponse>(`/api/staff/mail${queryString({ status, page: page > 1 ? page : null })}`);
  const withOpen = (id: string | null) => {
    const next = new URLSearchParams(params);
    if (id) next.set("open", id);
    else next.delete("open");
    const text = next.toString();
    return `?${text}${id ? "#message" : ""}`;
  };

  return (
    <>
      <SectionHeading section="mail" intro={t("mail.intro")} />
      <StatusFilter status={status} />
      {loaded.state === "ready" ? (
        <>
          {loaded.data.delivers ? null : (
            <div className="mt-4">
              <Notice tone="info">{t("mail.noSmtp")}</Notice>
            </div>
          )}
          {loaded.data.messages.length ? (
            <ConsoleTable
              id="mail-table"
              caption={t("mail.tableCaption")}
              head={
                <>
                  <HeaderCell>{t("mail.columns.to")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.subject")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.kind")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.status")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.attempts")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.lastError")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.created")}</HeaderCell>
                  <HeaderCell>{t("mail.columns.sentAt")}</HeaderCell>
                </>
              }
            >
              {loaded.data.messages.map((message) => (
                <MailRow key={message.id} message={message} openHref={withOpen(message.id)} open={message.id === openId} />
              ))}
            </ConsoleTable>
          ) : (
            <p className="mt-4 text-slate-700 dark:text-slate-300">{t("mail.empty")}</p>
          )}
          <Pager page={loaded.data.page} pageSize={loaded.data.pageSize} total={loaded.data.total} prefix="mail" />
        </>
      ) : (
        <LoadState loaded={loaded} prefix="mail" />
      )}
      {openId ? <MessageDetail key={openId} id={openId} closeHref={withOpen(null)} onChanged={reload} /> : null}
    </>
  );
}

export default function AdminMailPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame data={loaderData}>
      <MailSection />
    </ConsoleFrame>
  );
}
