// The console's Privacy section (administrators only): the retention job's last run (counts per kind) and next run,
// with "run now"; an erasure by email address for a person who asked another way; and every request with its state.
import { useState, type FormEvent } from "react";
import { data, useSearchParams } from "react-router";
import { Notice, dangerButton, secondaryButton } from "../account/account-ui.tsx";
import { LocalTime } from "../account/local-time.tsx";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { Cell, ConsoleTable, HeaderCell, LoadState, Pager, pageParam, useStaffData } from "../console/console-ui.tsx";
import { queryString, staffCall } from "../console/staff-api.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { PrivacyRequestList, PrivacyRequestView, RetentionStatus, StaffErasureResponse } from "../lib/privacy-contract.ts";
import type { Route } from "./+types/admin-privacy";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "privacy");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  return gate;
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white";

function Counts({ deleted }: { deleted: Record<string, number> | null }) {
  const { t } = useI18n();
  const entries = Object.entries(deleted ?? {}).filter(([, count]) => count > 0);
  if (entries.length === 0) return <>{t("privacyConsole.nothingDeleted")}</>;
  return (
    <ul className="space-y-0.5">
      {entries.map(([kind, count]) => (
        <li key={kind}>
          {t(`privacyConsole.kinds.${kind}`)}: {count}
        </li>
      ))}
    </ul>
  );
}

function Retention({ status, onRan }: { status: RetentionStatus; onRan(): void }) {
  const { lang, t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  async function runNow() {
    setBusy(true);
    setOutcome(null);
    const result = await staffCall<{ run: unknown }>("/api/staff/privacy/retention/run", lang, {});
    setBusy(false);
    setOutcome(result.ok ? { tone: "success", text: t("privacyConsole.runStarted") } : { tone: "error", text: result.message ?? t("privacyConsole.errors.generic") });
    onRan();
  }
  const last = status.lastRun;
  return (
    <section aria-labelledby="retention-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="retention-heading" className="text-lg font-bold">
        {t("privacyConsole.retentionHeading")}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="font-semibold">{t("privacyConsole.lastRun")}</dt>
        <dd data-testid="retention-last-run">
          {last ? (
            <>
              <LocalTime iso={last.startedAt} /> · {t(`privacyConsole.statuses.${last.status}`)}
            </>
          ) : (
            t("privacyConsole.never")
          )}
        </dd>
        {last ? (
          <>
            <dt className="font-semibold">{t("privacyConsole.deletedCounts")}</dt>
            <dd>
              <Counts deleted={last.deleted} />
            </dd>
          </>
        ) : null}
        <dt className="font-semibold">{t("privacyConsole.nextRun")}</dt>
        <dd data-testid="retention-next-run">{status.running ? t("privacyConsole.running") : <LocalTime iso={status.nextRunAt} />}</dd>
      </dl>
      <button type="button" className={`${secondaryButton} mt-4`} onClick={() => void runNow()} disabled={busy}>
        {t("privacyConsole.runNow")}
      </button>
      {outcome ? (
        <div className="mt-3">
          <Notice tone={outcome.tone}>{outcome.text}</Notice>
        </div>
      ) : null}
    </section>
  );
}

function Erasure({ onErased }: { onErased(): void }) {
  const { lang, t } = useI18n();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    setBusy(true);
    setOutcome(null);
    const result = await staffCall<StaffErasureResponse>("/api/staff/privacy/erasures", lang, { email: String(fields.get("email") ?? ""), confirm: fields.get("confirm") === "on" });
    setBusy(false);
    if (result.ok) {
      form.reset();
      setOutcome({ tone: "success", text: t("privacyConsole.erased", { id: result.data.request.id }) });
      onErased();
    } else {
      setOutcome({ tone: "error", text: result.message ?? t("privacyConsole.errors.generic") });
    }
  }
  return (
    <section aria-labelledby="erase-heading" className="rounded-xl border border-slate-200 p-5 dark:border-slate-700">
      <h2 id="erase-heading" className="text-lg font-bold">
        {t("privacyConsole.eraseHeading")}
      </h2>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("privacyConsole.eraseIntro")}</p>
      <form onSubmit={(event) => void submit(event)} className="mt-3 space-y-3" noValidate>
        <div>
          <label htmlFor="erase-email" className="block text-sm font-semibold">
            {t("privacyConsole.emailLabel")}
          </label>
          <input id="erase-email" name="email" type="email" autoComplete="off" required className={inputClass} />
        </div>
        <div className="flex items-start gap-2">
          <input id="erase-confirm" name="confirm" type="checkbox" className="mt-1 h-4 w-4" />
          <label htmlFor="erase-confirm" className="text-sm">
            {t("privacyConsole.confirmLabel")}
          </label>
        </div>
        <button type="submit" className={dangerButton} disabled={busy}>
          {t("privacyConsole.eraseButton")}
        </button>
      </form>
      {outcome ? (
        <div className="mt-3">
          <Notice tone={outcome.tone}>{outcome.text}</Notice>
        </div>
      ) : null}
    </section>
  );
}

function RequestRow({ request }: { request: PrivacyRequestView }) {
  const { t } = useI18n();
  return (
    <tr>
      <Cell>
        <LocalTime iso={request.createdAt} />
      </Cell>
      <Cell>{t(`privacyConsole.sources.${request.source}`)}</Cell>
      <Cell wrap="token">{request.emailHint}</Cell>
      <Cell wrap="short">{t(`privacyConsole.states.${request.state}`)}</Cell>
      <Cell>{request.completedAt ? <LocalTime iso={request.completedAt} /> : t("privacyConsole.none")}</Cell>
      <Cell>{request.state === "erased" ? <Counts deleted={request.deleted} /> : t("privacyConsole.none")}</Cell>
    </tr>
  );
}

function PrivacySection() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const [loaded, reload] = useStaffData<PrivacyRequestList>(`/api/staff/privacy/requests${queryString({ page: pageParam(params) })}`);
  return (
    <>
      <SectionHeading section="privacy" intro={t("privacyConsole.intro")} />
      <div className="grid gap-6 lg:grid-cols-2">
        {loaded.state === "ready" ? <Retention status={loaded.data.retention} onRan={reload} /> : <LoadState loaded={loaded} prefix="privacyConsole" />}
        <Erasure onErased={reload} />
      </div>
      <section aria-labelledby="requests-heading" className="mt-8">
        <h2 id="requests-heading" className="text-lg font-bold">
          {t("privacyConsole.requestsHeading")}
        </h2>
        {loaded.state === "ready" ? (
          loaded.data.requests.length ? (
            <>
              <ConsoleTable
                id="privacy-requests"
                caption={t("privacyConsole.requestsHeading")}
                head={
                  <>
                    <HeaderCell>{t("privacyConsole.columns.created")}</HeaderCell>
                    <HeaderCell>{t("privacyConsole.columns.source")}</HeaderCell>
                    <HeaderCell>{t("privacyConsole.columns.email")}</HeaderCell>
                    <HeaderCell>{t("privacyConsole.columns.state")}</HeaderCell>
                    <HeaderCell>{t("privacyConsole.columns.completed")}</HeaderCell>
                    <HeaderCell>{t("privacyConsole.columns.deleted")}</HeaderCell>
                  </>
                }
              >
                {loaded.data.requests.map((request) => (
                  <RequestRow key={request.id} request={request} />
                ))}
              </ConsoleTable>
              <Pager page={loaded.data.page} pageSize={loaded.data.pageSize} total={loaded.data.total} prefix="privacyConsole" />
            </>
          ) : (
            <p className="mt-4 text-slate-700 dark:text-slate-300">{t("privacyConsole.noRequests")}</p>
          )
        ) : null}
      </section>
    </>
  );
}

export default function AdminPrivacyPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame data={loaderData}>
      <PrivacySection />
    </ConsoleFrame>
  );
}
