// The console's users (administrators only): accounts with their role and protection, invitations by email, and what
// an administrator may do to an account — change its role, disable or enable it, end its sessions, reset its second
// factor — each after a confirmation. The server writes every act to the security log.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Form, data, useSearchParams } from "react-router";
import { dangerButton, emailProblem, Field, Notice, primaryButton, secondaryButton, Section, SubmitButton } from "../account/account-ui.tsx";
import { LocalTime } from "../account/local-time.tsx";
import { ConsoleFrame, SectionHeading } from "../console/console-frame.tsx";
import { consoleGate } from "../console/console-gate.server.ts";
import { Cell, ConsoleTable, HeaderCell, LoadState, Pager, pageParam, useStaffData } from "../console/console-ui.tsx";
import { queryString, staffCall } from "../console/staff-api.ts";
import { ASSIGNABLE_ROLES, USER_SEARCH_MAX_LENGTH, type AssignableRole, type UserActionResponse, type UserListResponse, type UserSummary } from "../console/users-contract.ts";
import { useI18n } from "../lib/i18n.tsx";
import { LANGUAGE_NAMES, LANGUAGES, HTML_LANG, type Lang } from "../lib/languages.ts";
import type { Route } from "./+types/admin-users";

export async function loader(args: Route.LoaderArgs) {
  const gate = await consoleGate(args, "users");
  if (gate.access !== "granted") return data(gate, { status: 403 });
  return gate;
}

type Action = "role" | "disable" | "enable" | "endSessions" | "resetMfa";
const ACTION_PATHS: Record<Action, string> = { role: "role", disable: "disable", enable: "enable", endSessions: "end-sessions", resetMfa: "reset-mfa" };

interface Pending {
  action: Action;
  user: UserSummary;
  role?: AssignableRole;
}

type Outcome = { tone: "success" | "error"; text: string } | null;

const selectClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white";

/** The highest role an account holds: the one the select shows. */
function mainRole(user: UserSummary): AssignableRole {
  return user.roles.includes("admin") ? "admin" : user.roles.includes("agent") ? "agent" : "user";
}

function RoleSelect({ id, label, value, onChange, name }: { id: string; label: string; value: AssignableRole; onChange(role: AssignableRole): void; name?: string }) {
  const { t } = useI18n();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.target.value as AssignableRole)} className={selectClass}>
        {ASSIGNABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`users.roles.${role}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited(): void }) {
  const { lang, t } = useI18n();
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<AssignableRole>("agent");
  const [mailLanguage, setMailLanguage] = useState<Lang>(lang);
  const [errors, setErrors] = useState<{ email?: string; name?: string }>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const emailKey = emailProblem(email);
    const found = { email: emailKey ? t(`authErrors.${emailKey}`) : undefined, name: name.trim() ? undefined : t("authErrors.required") };
    setErrors(found);
    setOutcome(null);
    if (found.email || found.name) {
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    const result = await staffCall<UserActionResponse>("/api/staff/users/invite", lang, { email: email.trim(), name: name.trim(), role, mailLanguage });
    setBusy(false);
    if (!result.ok) {
      setOutcome({ tone: "error", text: result.message ?? t("users.errors.generic") });
      return;
    }
    setOutcome({ tone: "success", text: t("users.invite.sent", { email: result.data.user.email }) });
    setEmail("");
    setName("");
    onInvited();
  }

  return (
    <Section id="invite" title={t("users.invite.heading")}>
      <p className="text-sm text-slate-700 dark:text-slate-300">{t("users.invite.text")}</p>
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
        <Field label={t("users.invite.email")} type="email" name="email" autoComplete="off" required value={email} onChange={(event) => setEmail(event.target.value)} error={errors.email} />
        <Field label={t("users.invite.name")} name="name" autoComplete="off" required maxLength={120} value={name} onChange={(event) => setName(event.target.value)} error={errors.name} />
        <RoleSelect id="invite-role" name="role" label={t("users.invite.role")} value={role} onChange={setRole} />
        <div>
          <label htmlFor="invite-language" className="block text-sm font-semibold">
            {t("users.invite.language")}
          </label>
          <select id="invite-language" name="mailLanguage" value={mailLanguage} onChange={(event) => setMailLanguage(event.target.value as Lang)} className={selectClass}>
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={HTML_LANG[code]}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
        <div className="sm:col-span-2">
          <SubmitButton busy={busy}>{t("users.invite.submit")}</SubmitButton>
        </div>
      </form>
      {outcome ? <Notice tone={outcome.tone}>{outcome.text}</Notice> : null}
    </Section>
  );
}

/** What an administrator may do to one account, below the table; never to demote or disable themselves. */
function ManagePanel({ user, self, outcome, ask, onClose }: { user: UserSummary; self: boolean; outcome: Outcome; ask(pending: Pending): void; onClose(): void }) {
  const { t } = useI18n();
  const current = mainRole(user);
  const [role, setRole] = useState<AssignableRole>(current);
  useEffect(() => setRole(current), [current]);
  const label = user.name || user.email;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [user.id]);
  return (
    <section id="manage-panel" aria-labelledby="manage-heading" className="mt-6 rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="manage-heading" ref={heading} tabIndex={-1} className="text-xl font-bold [overflow-wrap:anywhere]">
            {t("users.actions.heading", { name: label })}
          </h2>
          <p className="mt-1 text-sm text-slate-700 [overflow-wrap:anywhere] dark:text-slate-300">{user.email}</p>
        </div>
        <button type="button" className={secondaryButton} onClick={onClose}>
          {t("users.actions.close")}
        </button>
      </div>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        {self ? null : (
          <>
            <div className="w-full max-w-xs">
              <RoleSelect id="manage-role" label={t("users.actions.roleLabel", { name: label })} value={role} onChange={setRole} />
            </div>
            <button type="button" className={secondaryButton} disabled={role === current} onClick={() => ask({ action: "role", user, role })}>
              {t("users.actions.changeRole")}
            </button>
          </>
        )}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        {self ? null : user.disabled ? (
          <button type="button" className={secondaryButton} onClick={() => ask({ action: "enable", user })}>
            {t("users.actions.enable")}
          </button>
        ) : (
          <button type="button" className={dangerButton} onClick={() => ask({ action: "disable", user })}>
            {t("users.actions.disable")}
          </button>
        )}
        <button type="button" className={secondaryButton} onClick={() => ask({ action: "endSessions", user })}>
          {t("users.actions.endSessions")}
        </button>
        {user.twoFactorEnabled ? (
          <button type="button" className={dangerButton} onClick={() => ask({ action: "resetMfa", user })}>
            {t("users.actions.resetMfa")}
          </button>
        ) : null}
      </div>
      {outcome ? (
        <div className="mt-4">
          <Notice tone={outcome.tone}>{outcome.text}</Notice>
        </div>
      ) : null}
    </section>
  );
}

/** Asks before an act on someone's account; the harmless choice, cancel, has the focus. */
function ConfirmDialog({ pending, busy, onConfirm, onCancel }: { pending: Pending | null; busy: boolean; onConfirm(): void; onCancel(): void }) {
  const { t } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (pending && !dialog.current?.open) {
      dialog.current?.showModal();
      cancel.current?.focus();
    }
    if (!pending && dialog.current?.open) dialog.current.close();
  }, [pending]);
  const vars: Record<string, string> = pending
    ? { name: pending.user.name || pending.user.email, email: pending.user.email, role: pending.role ? t(`users.roles.${pending.role}`) : "" }
    : {};
  const destructive = pending?.action === "disable" || pending?.action === "resetMfa" || pending?.action === "endSessions";
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby="confirm-title"
      aria-describedby="confirm-text"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto w-[min(30rem,calc(100vw-2rem))] rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {pending ? (
        <>
          <h2 id="confirm-title" className="text-xl font-bold">
            {t(`users.confirm.${pending.action}.title`)}
          </h2>
          <p id="confirm-text" className="mt-3 break-words">
            {t(`users.confirm.${pending.action}.text`, vars)}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <button ref={cancel} type="button" className={secondaryButton} disabled={busy} onClick={onCancel}>
              {t("users.confirm.cancel")}
            </button>
            <button type="button" className={destructive ? dangerButton : primaryButton} disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
              {busy ? t("fields.working") : t(`users.confirm.${pending.action}.confirm`)}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}

function UserRow({ user, self, managing, onManage }: { user: UserSummary; self: boolean; managing: boolean; onManage(): void }) {
  const { t } = useI18n();
  return (
    <tr className={managing ? "bg-brand-50 dark:bg-slate-800" : undefined}>
      <Cell>
        {user.name} {self ? <span className="text-slate-600 dark:text-slate-300">{t("users.you")}</span> : null}
      </Cell>
      <Cell wrap="token">{user.email}</Cell>
      <Cell>{user.roles.length ? user.roles.map((role) => t(`users.roles.${role}`)).join(", ") : t("users.roles.user")}</Cell>
      <Cell wrap="short">{user.emailVerified ? t("users.yes") : t("users.no")}</Cell>
      <Cell wrap="short">{user.twoFactorEnabled ? t("users.on") : t("users.off")}</Cell>
      <Cell wrap="short">
        {user.disabled ? <span className="font-semibold text-red-800 dark:text-red-300">{t("users.disabled")}</span> : t("users.active")}
      </Cell>
      <Cell>
        <LocalTime iso={user.createdAt} />
      </Cell>
      <Cell>{user.lastSignInAt ? <LocalTime iso={user.lastSignInAt} /> : t("users.never")}</Cell>
      <Cell wrap="short">
        <button
          type="button"
          onClick={onManage}
          aria-expanded={managing}
          aria-controls={managing ? "manage-panel" : undefined}
          aria-label={t("users.actions.openNamed", { name: user.name || user.email })}
          className="font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100"
        >
          {t("users.actions.open")}
        </button>
      </Cell>
    </tr>
  );
}

function UsersSection({ staffId }: { staffId: string }) {
  const { lang, t } = useI18n();
  const [params] = useSearchParams();
  const search = params.get("q")?.slice(0, USER_SEARCH_MAX_LENGTH) ?? "";
  const page = pageParam(params);
  const [loaded, reload] = useStaffData<UserListResponse>(`/api/staff/users${queryString({ q: search, page: page > 1 ? page : null })}`);
  const [pending, setPending] = useState<Pending | null>(null);
  const [managedId, setManagedId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const managed = loaded.state === "ready" ? loaded.data.users.find((user) => user.id === managedId) : undefined;

  async function confirm() {
    if (!pending) return;
    setBusy(true);
    const { action, user, role } = pending;
    const result = await staffCall<UserActionResponse>(`/api/staff/users/${encodeURIComponent(user.id)}/${ACTION_PATHS[action]}`, lang, action === "role" ? { role } : {});
    setBusy(false);
    setPending(null);
    const vars = { name: user.name || user.email, role: role ? t(`users.roles.${role}`) : "" };
    setOutcome(result.ok ? { tone: "success", text: t(`users.done.${action}`, vars) } : { tone: "error", text: result.message ?? t("users.errors.generic") });
    reload();
  }

  return (
    <>
      <SectionHeading section="users" intro={t("users.intro")} />
      <div className="space-y-6">
        <InviteForm onInvited={reload} />
        <div>
          <Form method="get" role="search" className="flex flex-wrap items-end gap-3">
            <div className="w-full max-w-sm">
              <label htmlFor="user-search" className="block text-sm font-semibold">
                {t("users.searchLabel")}
              </label>
              <input
                id="user-search"
                type="search"
                name="q"
                defaultValue={search}
                key={search}
                maxLength={USER_SEARCH_MAX_LENGTH}
                className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 dark:border-slate-500 dark:bg-slate-900 dark:text-white"
              />
            </div>
            <button type="submit" className={secondaryButton}>
              {t("users.searchSubmit")}
            </button>
          </Form>
          {outcome && !managed ? (
            <div className="mt-4">
              <Notice tone={outcome.tone}>{outcome.text}</Notice>
            </div>
          ) : null}
          {loaded.state === "ready" ? (
            <>
              {loaded.data.users.length ? (
                <ConsoleTable
                  id="users-table"
                  caption={t("users.tableCaption")}
                  head={
                    <>
                      <HeaderCell>{t("users.columns.name")}</HeaderCell>
                      <HeaderCell>{t("users.columns.email")}</HeaderCell>
                      <HeaderCell>{t("users.columns.roles")}</HeaderCell>
                      <HeaderCell>{t("users.columns.verified")}</HeaderCell>
                      <HeaderCell>{t("users.columns.twoFactor")}</HeaderCell>
                      <HeaderCell>{t("users.columns.status")}</HeaderCell>
                      <HeaderCell>{t("users.columns.created")}</HeaderCell>
                      <HeaderCell>{t("users.columns.lastSignIn")}</HeaderCell>
                      <HeaderCell>{t("users.columns.actions")}</HeaderCell>
                    </>
                  }
                >
                  {loaded.data.users.map((user) => (
                    <UserRow
                      key={user.id}
                      user={user}
                      self={user.id === staffId}
                      managing={user.id === managedId}
                      onManage={() => {
                        setOutcome(null);
                        setManagedId(user.id === managedId ? null : user.id);
                      }}
                    />
                  ))}
                </ConsoleTable>
              ) : (
                <p className="mt-4 text-slate-700 dark:text-slate-300">{t("users.empty")}</p>
              )}
              <Pager page={loaded.data.page} pageSize={loaded.data.pageSize} total={loaded.data.total} prefix="users" />
              {managed ? (
                <ManagePanel
                  key={managed.id}
                  user={managed}
                  self={managed.id === staffId}
                  outcome={outcome}
                  ask={(next) => {
                    setOutcome(null);
                    setPending(next);
                  }}
                  onClose={() => setManagedId(null)}
                />
              ) : null}
            </>
          ) : (
            <LoadState loaded={loaded} prefix="users" />
          )}
        </div>
      </div>
      <ConfirmDialog pending={pending} busy={busy} onConfirm={() => void confirm()} onCancel={() => setPending(null)} />
    </>
  );
}

export default function AdminUsersPage({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame data={loaderData}>{loaderData.access === "granted" ? <UsersSection staffId={loaderData.staff.id} /> : null}</ConsoleFrame>
  );
}
