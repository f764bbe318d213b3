// Account and security settings: name, email address, password, two-step verification with backup codes, passkeys,
// signed-in devices and deleting the account. Each change is a call to the accounts API; the page's data is read
// again afterwards, so what it shows is what the server holds.
import { useEffect, useState, type FormEvent } from "react";
import { useFetcher, useNavigate, useRevalidator } from "react-router";
import type { AccountUser, PasskeyInfo, SessionInfo } from "../account/account-context.ts";
import { requestContext } from "../lib/request-context.ts";
import { AccountPage } from "../account/account-page.tsx";
import { accountPage, requireSession } from "../account/account-page.server.ts";
import {
  dangerButton,
  emailProblem,
  Field,
  FailureNotice,
  focusFirstInvalid,
  linkButton,
  Notice,
  CurrentPasswordField,
  primaryButton,
  secondaryButton,
  Section,
  SubmitButton,
  useAuthCall,
} from "../account/account-ui.tsx";
import { authCall } from "../account/auth-api.ts";
import { useLocalTimeText } from "../account/local-time.tsx";
import { NewPasswordField } from "../account/password-feedback.tsx";
import { noteSignedOut } from "../account/session-flag.ts";
import { signOut } from "../account/sign-out.ts";
import { describeUserAgent } from "../account/user-agent.ts";
import { passkeysSupported, registerPasskey } from "../account/webauthn.ts";
import { showToast } from "../components/toasts.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { pageUrl } from "../lib/page-url.ts";
import type { Route } from "./+types/user-auth";

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const { user } = await requireSession(args, page);
  const account = args.context.get(requestContext).account;
  const [sessions, passkeys] = await Promise.all([account.listSessions(), account.listPasskeys()]);
  const notice = pageUrl(args.request).searchParams.get("notice") === "enrolTwoFactor" ? ("enrolTwoFactor" as const) : null;
  return { ...page, user, sessions, passkeys, notice };
}

/** Ending another device's session goes through the server by session id: no session token reaches the page. */
export async function action(args: Route.ActionArgs) {
  const page = accountPage(args);
  await requireSession(args, page);
  const form = await args.request.formData().catch(() => null);
  const sessionId = form?.get("sessionId");
  if (form?.get("intent") !== "revokeSession" || typeof sessionId !== "string") return { ok: false };
  return { ok: await args.context.get(requestContext).account.revokeSession(sessionId) };
}

const TOAST_MS = 4000;

function ProfileSection({ user }: { user: AccountUser }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [name, setName] = useState(user.name);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const call = useAuthCall();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    if (!name.trim()) {
      setError(t("authErrors.required"));
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setError(null);
    if (await call.run(() => authCall("/update-user", { name: name.trim() }, { lang }))) {
      setSaved(true);
      await revalidate();
    }
  }
  return (
    <Section id="profile" title={t("userAuth.profile.heading")}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {saved ? <Notice tone="success">{t("userAuth.profile.saved")}</Notice> : null}
        <FailureNotice failure={call.failure} />
        <Field label={t("fields.name")} name="name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} error={error} />
        <SubmitButton busy={call.busy}>{t("userAuth.profile.save")}</SubmitButton>
      </form>
    </Section>
  );
}

function EmailSection({ user }: { user: AccountUser }) {
  const { lang, t } = useI18n();
  const [newEmail, setNewEmail] = useState("");
  const [password, setPassword] = useState("");
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const call = useAuthCall();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setSentTo(null);
    const address = newEmail.trim();
    const problem = emailProblem(address);
    if (problem) {
      setError(t(`authErrors.${problem}`));
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setError(null);
    // Better Auth's change-email asks for no password; the password is checked first so a borrowed session cannot.
    const changed = await call.run(async () => {
      const verified = await authCall("/verify-password", { password }, { lang });
      if (!verified.ok) return verified;
      return authCall("/change-email", { newEmail: address, callbackURL: `/${lang}/user-auth` }, { lang });
    });
    if (changed) {
      setSentTo(address);
      setNewEmail("");
      setPassword("");
    }
  }
  return (
    <Section id="email" title={t("userAuth.email.heading")}>
      <p>{t("userAuth.email.current", { email: user.email })}</p>
      <form noValidate onSubmit={submit} className="space-y-4">
        {sentTo ? <Notice tone="success">{t("userAuth.email.sent", { email: sentTo })}</Notice> : null}
        <FailureNotice failure={call.failure} />
        <Field label={t("fields.newEmail")} type="email" name="newEmail" autoComplete="email" required value={newEmail} onChange={(event) => setNewEmail(event.target.value)} error={error} />
        <CurrentPasswordField value={password} onValueChange={setPassword} hint={t("userAuth.email.passwordHint")} />
        <SubmitButton busy={call.busy}>{t("userAuth.email.submit")}</SubmitButton>
      </form>
    </Section>
  );
}

function PasswordSection({ user }: { user: AccountUser }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [revokeOthers, setRevokeOthers] = useState(true);
  const [done, setDone] = useState(false);
  const call = useAuthCall();
  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(false);
    if (await call.run(() => authCall("/change-password", { currentPassword: current, newPassword: next, revokeOtherSessions: revokeOthers }, { lang }))) {
      setDone(true);
      setCurrent("");
      setNext("");
      await revalidate();
    }
  }
  return (
    <Section id="password" title={t("userAuth.password.heading")}>
      <form noValidate onSubmit={submit} className="space-y-4">
        {done ? <Notice tone="success">{t("userAuth.password.done")}</Notice> : null}
        <FailureNotice failure={call.failure} />
        <CurrentPasswordField label={t("fields.currentPassword")} name="currentPassword" value={current} onValueChange={setCurrent} />
        <NewPasswordField label={t("fields.newPassword")} name="newPassword" required value={next} onValueChange={setNext} email={user.email} />
        <label className="flex items-center gap-3 text-sm">
          <input type="checkbox" checked={revokeOthers} onChange={(event) => setRevokeOthers(event.target.checked)} className="h-5 w-5 rounded border-slate-400" />
          {t("userAuth.password.signOutOthers")}
        </label>
        <SubmitButton busy={call.busy}>{t("userAuth.password.submit")}</SubmitButton>
      </form>
    </Section>
  );
}

type TwoFactorStep =
  | { step: "idle" }
  | { step: "password"; purpose: "enable" | "regenerate" | "disable" }
  | { step: "scan"; qr: string; secret: string; backupCodes: string[] }
  | { step: "codes"; backupCodes: string[] };

/** The authenticator app's QR code as a PNG data URL; the qrcode package loads only for this. */
async function qrDataUrl(totpUri: string): Promise<string> {
  const { toDataURL } = await import("qrcode");
  return toDataURL(totpUri, { errorCorrectionLevel: "M", margin: 2, width: 224 });
}

function BackupCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone(): void }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const fileText = `${t("userAuth.twoFactor.downloadTitle", { site: window.location.host, email })}\n\n${codes.join("\n")}\n`;
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-bold">{t("userAuth.twoFactor.backupHeading")}</h3>
      <p>{t("userAuth.twoFactor.backupIntro")}</p>
      <ol data-testid="backup-codes" className="grid grid-cols-2 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-base sm:grid-cols-5 dark:bg-slate-800">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      {copied ? <Notice tone="success">{t("userAuth.twoFactor.copied")}</Notice> : null}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={async () => {
            await navigator.clipboard.writeText(codes.join("\n")).then(() => setCopied(true), () => setCopied(false));
          }}
        >
          {t("userAuth.twoFactor.copy")}
        </button>
        <a className={secondaryButton} href={`data:text/plain;charset=utf-8,${encodeURIComponent(fileText)}`} download="backup-codes.txt">
          {t("userAuth.twoFactor.download")}
        </a>
        <button type="button" className={primaryButton} onClick={onDone}>
          {t("userAuth.twoFactor.saved")}
        </button>
      </div>
    </div>
  );
}

function TwoFactorSection({ user, highlight }: { user: AccountUser; highlight: boolean }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [state, setState] = useState<TwoFactorStep>({ step: "idle" });
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [outcome, setOutcome] = useState<"enabled" | "disabled" | null>(null);
  const call = useAuthCall();

  function start(purpose: "enable" | "regenerate" | "disable") {
    setOutcome(null);
    setPassword("");
    call.setFailure(null);
    setState({ step: "password", purpose });
  }

  async function confirmPassword(event: FormEvent) {
    event.preventDefault();
    if (state.step !== "password") return;
    if (state.purpose === "enable") {
      const data = await call.run(() => authCall<{ totpURI: string; backupCodes: string[] }>("/two-factor/enable", { password }, { lang }));
      if (!data) return;
      const secret = new URL(data.totpURI).searchParams.get("secret") ?? "";
      setCode("");
      setState({ step: "scan", qr: await qrDataUrl(data.totpURI), secret, backupCodes: data.backupCodes });
    } else if (state.purpose === "regenerate") {
      const data = await call.run(() => authCall<{ backupCodes: string[] }>("/two-factor/generate-backup-codes", { password }, { lang }));
      if (data) setState({ step: "codes", backupCodes: data.backupCodes });
    } else if (await call.run(() => authCall("/two-factor/disable", { password }, { lang }))) {
      setState({ step: "idle" });
      setOutcome("disabled");
      await revalidate();
    }
  }

  async function confirmCode(event: FormEvent) {
    event.preventDefault();
    if (state.step !== "scan") return;
    if (await call.run(() => authCall("/two-factor/verify-totp", { code: code.trim() }, { lang }))) {
      setOutcome("enabled");
      setState({ step: "codes", backupCodes: state.backupCodes });
      await revalidate();
    }
  }

  const cancel = (
    <button type="button" className={secondaryButton} onClick={() => setState({ step: "idle" })}>
      {t("fields.cancel")}
    </button>
  );

  return (
    <Section id="two-factor" title={t("userAuth.twoFactor.heading")}>
      {highlight && !user.twoFactorEnabled ? <Notice tone="info">{t("userAuth.notices.enrolTwoFactor")}</Notice> : null}
      {outcome ? <Notice tone="success">{t(`userAuth.twoFactor.${outcome}`)}</Notice> : null}
      <p data-testid="two-factor-status">{user.twoFactorEnabled ? t("userAuth.twoFactor.on") : t("userAuth.twoFactor.off")}</p>
      <FailureNotice failure={call.failure} />
      {state.step === "idle" ? (
        <div className="flex flex-wrap gap-3">
          {user.twoFactorEnabled ? (
            <>
              <button type="button" className={secondaryButton} onClick={() => start("regenerate")}>
                {t("userAuth.twoFactor.regenerate")}
              </button>
              <button type="button" className={secondaryButton} onClick={() => start("disable")}>
                {t("userAuth.twoFactor.disable")}
              </button>
            </>
          ) : (
            <button type="button" className={primaryButton} onClick={() => start("enable")}>
              {t("userAuth.twoFactor.enable")}
            </button>
          )}
        </div>
      ) : null}
      {state.step === "password" ? (
        <form noValidate onSubmit={confirmPassword} className="space-y-4">
          <p>
            {state.purpose === "regenerate" ? `${t("userAuth.twoFactor.regenerateIntro")} ` : state.purpose === "disable" ? `${t("userAuth.twoFactor.disableIntro")} ` : ""}
            {t("userAuth.twoFactor.passwordFirst")}
          </p>
          <CurrentPasswordField autoFocus value={password} onValueChange={setPassword} />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={call.busy} className={state.purpose === "disable" ? dangerButton : primaryButton}>
              {state.purpose === "disable" ? t("userAuth.twoFactor.disable") : t("userAuth.twoFactor.continue")}
            </SubmitButton>
            {cancel}
          </div>
        </form>
      ) : null}
      {state.step === "scan" ? (
        <form noValidate onSubmit={confirmCode} className="space-y-4">
          <p>{t("userAuth.twoFactor.scan")}</p>
          <img src={state.qr} alt={t("userAuth.twoFactor.qrAlt")} width={224} height={224} className="rounded-lg border border-slate-300 bg-white" />
          <p>
            {t("userAuth.twoFactor.secret")}{" "}
            <code data-testid="totp-secret" className="break-all rounded bg-slate-100 px-2 py-1 font-mono dark:bg-slate-800">
              {state.secret}
            </code>
          </p>
          <Field
            label={t("userAuth.twoFactor.confirmCode")}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            required
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <div className="flex flex-wrap gap-3">
            <SubmitButton busy={call.busy}>{t("userAuth.twoFactor.confirm")}</SubmitButton>
            {cancel}
          </div>
        </form>
      ) : null}
      {state.step === "codes" ? <BackupCodes codes={state.backupCodes} email={user.email} onDone={() => setState({ step: "idle" })} /> : null}
    </Section>
  );
}

function PasskeyRow({ passkey, busy, onRemove }: { passkey: PasskeyInfo; busy: boolean; onRemove(): void }) {
  const { t } = useI18n();
  const label = passkey.name || t("userAuth.passkeys.unnamed");
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-semibold">{label}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("userAuth.passkeys.created", { date: useLocalTimeText(passkey.createdAt, "date") })}</p>
      </div>
      <button type="button" className={secondaryButton} disabled={busy} aria-label={t("userAuth.passkeys.removeNamed", { name: label })} onClick={onRemove}>
        {t("userAuth.passkeys.remove")}
      </button>
    </li>
  );
}

function PasskeysSection({ passkeys }: { passkeys: PasskeyInfo[] }) {
  const { lang, t } = useI18n();
  const { revalidate } = useRevalidator();
  const [supported, setSupported] = useState(false);
  const [name, setName] = useState("");
  const [outcome, setOutcome] = useState<"added" | "removed" | null>(null);
  const call = useAuthCall();
  useEffect(() => setSupported(passkeysSupported()), []);

  async function add(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    if (await call.run(() => registerPasskey(name.trim(), lang))) {
      setName("");
      setOutcome("added");
      await revalidate();
    }
  }

  async function remove(id: string) {
    setOutcome(null);
    if (await call.run(() => authCall("/passkey/delete-passkey", { id }, { lang }))) {
      setOutcome("removed");
      await revalidate();
    }
  }

  return (
    <Section id="passkeys" title={t("userAuth.passkeys.heading")}>
      <p>{t("userAuth.passkeys.intro")}</p>
      {outcome ? <Notice tone="success">{t(`userAuth.passkeys.${outcome}`)}</Notice> : null}
      <FailureNotice failure={call.failure} />
      {passkeys.length ? (
        <ul className="divide-y divide-slate-200 dark:divide-slate-700">
          {passkeys.map((passkey) => (
            <PasskeyRow key={passkey.id} passkey={passkey} busy={call.busy} onRemove={() => void remove(passkey.id)} />
          ))}
        </ul>
      ) : (
        <p className="text-slate-700 dark:text-slate-300">{t("userAuth.passkeys.none")}</p>
      )}
      {supported ? (
        <form noValidate onSubmit={add} className="flex flex-wrap items-end gap-3">
          <div className="min-w-60 flex-1">
            <Field label={t("userAuth.passkeys.name")} name="passkeyName" placeholder={t("userAuth.passkeys.namePlaceholder")} value={name} onChange={(event) => setName(event.target.value)} />
          </div>
          <SubmitButton busy={call.busy} className={secondaryButton}>
            {t("userAuth.passkeys.add")}
          </SubmitButton>
        </form>
      ) : (
        <p className="text-sm text-slate-700 dark:text-slate-300">{t("userAuth.passkeys.unsupported")}</p>
      )}
    </Section>
  );
}

function SessionRow({ session }: { session: SessionInfo }) {
  const { t } = useI18n();
  const fetcher = useFetcher<typeof action>();
  const device = describeUserAgent(session.userAgent);
  const kind = t(`userAuth.sessions.kinds.${device.kind}`);
  const browser = device.browser && device.system ? t("userAuth.sessions.browserOn", { browser: device.browser, system: device.system }) : (device.browser ?? device.system ?? t("userAuth.sessions.unknownBrowser"));
  const name = `${kind}, ${browser}`;
  const lastActive = useLocalTimeText(session.lastActiveAt);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3" data-testid="session-row" data-current={session.current}>
      <div>
        <p className="font-semibold">
          {name}
          {session.current ? (
            <span className="ml-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-100">{t("userAuth.sessions.thisDevice")}</span>
          ) : null}
        </p>
        <p className="text-sm text-slate-700 dark:text-slate-300">
          {t("userAuth.sessions.lastActive", { time: lastActive })}
          {session.ipAddress ? ` · ${t("userAuth.sessions.address", { address: session.ipAddress })}` : null}
        </p>
      </div>
      {session.current ? null : (
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value="revokeSession" />
          <input type="hidden" name="sessionId" value={session.id} />
          <button type="submit" className={secondaryButton} disabled={fetcher.state !== "idle"} aria-label={t("userAuth.sessions.signOutNamed", { device: name })}>
            {t("userAuth.sessions.signOutOne")}
          </button>
        </fetcher.Form>
      )}
    </li>
  );
}

function SessionsSection({ sessions }: { sessions: SessionInfo[] }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [othersDone, setOthersDone] = useState(false);
  const call = useAuthCall();

  async function leave(path: "/sign-out" | "/revoke-sessions") {
    if (path === "/sign-out") await signOut();
    else if (await call.run(() => authCall(path, {}, { lang }))) noteSignedOut();
    else return;
    navigate(`/${lang}/auth`);
  }

  async function signOutOthers() {
    setOthersDone(false);
    if (await call.run(() => authCall("/revoke-other-sessions", {}, { lang }))) {
      setOthersDone(true);
      await revalidate();
    }
  }

  return (
    <Section id="sessions" title={t("userAuth.sessions.heading")}>
      {othersDone ? <Notice tone="success">{t("userAuth.sessions.othersDone")}</Notice> : null}
      <FailureNotice failure={call.failure} />
      <ul className="divide-y divide-slate-200 dark:divide-slate-700">
        {sessions.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </ul>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} disabled={call.busy} onClick={() => void leave("/sign-out")}>
          {t("userAuth.sessions.signOutHere")}
        </button>
        <button type="button" className={secondaryButton} disabled={call.busy} onClick={() => void signOutOthers()}>
          {t("userAuth.sessions.signOutOthers")}
        </button>
        <button type="button" className={secondaryButton} disabled={call.busy} onClick={() => void leave("/revoke-sessions")}>
          {t("userAuth.sessions.signOutEverywhere")}
        </button>
      </div>
    </Section>
  );
}

function DeleteSection() {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [confirmError, setConfirmError] = useState<string | null>(null);
  const [mailSent, setMailSent] = useState(false);
  const call = useAuthCall();
  const word = t("userAuth.delete.confirmWord");

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (confirm.trim().toUpperCase() !== word.toUpperCase()) {
      setConfirmError(t("authErrors.confirmWord", { word }));
      return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    }
    setConfirmError(null);
    const data = await call.run(() => authCall<{ message?: string }>("/delete-user", { password, callbackURL: `/${lang}` }, { lang }));
    if (!data) return;
    if (data.message === "Verification email sent") return setMailSent(true);
    noteSignedOut();
    showToast({ title: t("userAuth.delete.done"), duration: TOAST_MS });
    navigate(`/${lang}`);
  }

  return (
    <Section id="delete" title={t("userAuth.delete.heading")}>
      <p>{t("userAuth.delete.intro")}</p>
      {mailSent ? <Notice tone="info">{t("userAuth.delete.mailSent")}</Notice> : null}
      <form noValidate onSubmit={submit} className="space-y-4">
        <FailureNotice failure={call.failure} />
        <CurrentPasswordField name="deletePassword" value={password} onValueChange={setPassword} />
        <Field label={t("userAuth.delete.confirmLabel")} name="confirm" autoComplete="off" required value={confirm} onChange={(event) => setConfirm(event.target.value)} error={confirmError} />
        <SubmitButton busy={call.busy} className={dangerButton}>
          {t("userAuth.delete.submit")}
        </SubmitButton>
      </form>
    </Section>
  );
}

/** Each section's anchor and its texts' key, in the page's order. */
const SECTIONS = [
  ["profile", "profile"],
  ["email", "email"],
  ["password", "password"],
  ["two-factor", "twoFactor"],
  ["passkeys", "passkeys"],
  ["sessions", "sessions"],
  ["delete", "delete"],
] as const;

function Settings({ data }: { data: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  const { user, sessions, passkeys, notice, copy } = data;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.h1}</h1>
      <p className="mt-2 break-all text-slate-700 dark:text-slate-300">{user.email}</p>
      <nav aria-label={t("userAuth.sectionsLabel")} className="mt-6">
        <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {SECTIONS.map(([id, texts]) => (
            <li key={id}>
              <a href={`#${id}-heading`} className={linkButton}>
                {t(`userAuth.${texts}.heading`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 grid max-w-3xl gap-6">
        <ProfileSection user={user} />
        <EmailSection user={user} />
        <PasswordSection user={user} />
        <TwoFactorSection user={user} highlight={notice === "enrolTwoFactor"} />
        <PasskeysSection passkeys={passkeys} />
        <SessionsSection sessions={sessions} />
        <DeleteSection />
      </div>
    </>
  );
}

export default function UserAuthPage({ loaderData }: Route.ComponentProps) {
  return (
    <AccountPage data={loaderData}>
      <Settings data={loaderData} />
    </AccountPage>
  );
}
