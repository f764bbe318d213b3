// The sign-in page: password (then the second factor when the account has one), new account, a one-time code or
// a link by email, forgotten password and its reset, the confirmation mail again, passkeys and company sign-in.
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from "react";
import { redirect, useNavigate, useSearchParams } from "react-router";
import { requestContext } from "../lib/request-context.ts";
import { AccountPage } from "../account/account-page.tsx";
import { accountPage } from "../account/account-page.server.ts";
import { CurrentPasswordField, emailProblem, Field, FailureNotice, focusFirstInvalid, Notice, SubmitButton, linkButton, secondaryButton, useAuthCall } from "../account/account-ui.tsx";
import { authCall } from "../account/auth-api.ts";
import { NewPasswordField } from "../account/password-feedback.tsx";
import { safeRedirectTarget, STAFF_ONLY_REASON } from "../account/redirect-target.ts";
import { noteSignedIn } from "../account/session-flag.ts";
import { ssoErrorPath, ssoErrorText, ssoFailureCode, type SsoOption } from "../account/sso.ts";
import { passkeysSupported, signInWithPasskey } from "../account/webauthn.ts";
import { useI18n } from "../lib/i18n.tsx";
import type { Lang } from "../lib/languages.ts";
import { pageUrl } from "../lib/page-url.ts";
import type { Route } from "./+types/auth";

const TABS = ["signIn", "signUp", "code", "link"] as const;
type Tab = (typeof TABS)[number];
type Mode = Tab | "forgot" | "reset" | "resend" | "twoFactor";
const MODES: readonly Mode[] = [...TABS, "forgot", "reset", "resend"];

export async function loader(args: Route.LoaderArgs) {
  const page = accountPage(args);
  const account = args.context.get(requestContext).account;
  const query = pageUrl(args.request).searchParams;
  const mode = query.get("mode");
  // A signed-in visitor has nothing to do here, except choose a new password from a reset link, or sign in with a
  // staff account when a staff-only page (/qa-audit-pro) sent them here.
  if (mode !== "reset" && query.get("reason") !== STAFF_ONLY_REASON && (await account.session())) throw redirect(safeRedirectTarget(query.get("redirectTo"), page.lang));
  return { ...page, sso: account.sso };
}

/** `?mode=` chooses the form; a reset link without its token (expired, already used) offers a new link. */
function initialMode(query: URLSearchParams): Mode {
  // The magic link's mail sends failures back with mode=magic-link.
  const asked = query.get("mode") === "magic-link" ? "link" : query.get("mode");
  if (asked === "reset" && !query.get("token")) return "forgot";
  return MODES.includes(asked as Mode) ? (asked as Mode) : "signIn";
}

/** Forgot, reset, resend and the second factor are steps of signing in: its tab stays selected. */
const tabOf = (mode: Mode): Tab => (TABS.includes(mode as Tab) ? (mode as Tab) : "signIn");

interface Shared {
  lang: Lang;
  email: string;
  setEmail(value: string): void;
  setMode(mode: Mode): void;
  /** Where the visitor goes once signed in. */
  target: string;
  signedIn(): void;
}

function EmailField({ shared, error, autoFocus }: { shared: Shared; error: string | null; autoFocus?: boolean }) {
  const { t } = useI18n();
  return (
    <Field
      label={t("fields.email")}
      type="email"
      name="email"
      autoComplete="username"
      required
      autoFocus={autoFocus}
      value={shared.email}
      onChange={(event) => shared.setEmail(event.target.value)}
      error={error ? t(`authErrors.${error}`) : null}
    />
  );
}

/** Checks the address before the call, so a typo gets its own message without a round trip. */
function useEmailCheck(shared: Shared) {
  const [error, setError] = useState<string | null>(null);
  return {
    error,
    ok(): boolean {
      const problem = emailProblem(shared.email);
      setError(problem);
      return problem === null;
    },
  };
}

function PanelHeading({ children }: { children: ReactNode }) {
  return (
    <h2 tabIndex={-1} className="text-xl font-bold outline-none">
      {children}
    </h2>
  );
}

/** A step that is over: what happened, and the way back to signing in. */
function DonePanel({ shared, heading, message }: { shared: Shared; heading: string; message: string }) {
  const { t } = useI18n();
  return (
    <div className="space-y-4">
      <PanelHeading>{heading}</PanelHeading>
      <Notice tone="success">{message}</Notice>
      <button type="button" className={linkButton} onClick={() => shared.setMode("signIn")}>
        {t("auth.backToSignIn")}
      </button>
    </div>
  );
}

function SignInPanel({ shared, sso, onTwoFactor }: { shared: Shared; sso: SsoOption | null; onTwoFactor(): void }) {
  const { t } = useI18n();
  const [password, setPassword] = useState("");
  const email = useEmailCheck(shared);
  const call = useAuthCall();
  const passkey = useAuthCall();
  const company = useAuthCall();
  const [canUsePasskey, setCanUsePasskey] = useState(false);
  useEffect(() => setCanUsePasskey(passkeysSupported()), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.ok()) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const data = await call.run(() =>
      authCall<{ twoFactorRedirect?: boolean }>("/sign-in/email", { email: shared.email.trim(), password, callbackURL: shared.target }, { lang: shared.lang }),
    );
    if (!data) return;
    if (data.twoFactorRedirect) onTwoFactor();
    else shared.signedIn();
  }

  async function usePasskey() {
    if (await passkey.run(() => signInWithPasskey(shared.lang))) shared.signedIn();
  }

  /** Better Auth answers with the provider's address; the provider sends the visitor back to its callback. */
  async function useSso(option: SsoOption) {
    const data = await company.run(() =>
      authCall<{ url?: string }>(
        "/sign-in/social",
        { provider: option.providerId, callbackURL: shared.target, errorCallbackURL: ssoErrorPath(shared.lang) },
        { lang: shared.lang },
      ),
    );
    if (data?.url) window.location.assign(data.url);
  }

  return (
    <div className="space-y-6">
      <form noValidate onSubmit={submit} className="space-y-4">
        <PanelHeading>{t("auth.signIn.heading")}</PanelHeading>
        <FailureNotice failure={call.failure} />
        {call.failure?.code === "EMAIL_NOT_VERIFIED" ? (
          <button type="button" className={linkButton} onClick={() => shared.setMode("resend")}>
            {t("auth.signIn.resend")}
          </button>
        ) : null}
        <EmailField shared={shared} error={email.error} />
        <CurrentPasswordField value={password} onValueChange={setPassword} />
        <SubmitButton busy={call.busy}>{t("auth.signIn.submit")}</SubmitButton>
        <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
          <button type="button" className={linkButton} onClick={() => shared.setMode("forgot")}>
            {t("auth.signIn.forgot")}
          </button>
          <button type="button" className={linkButton} onClick={() => shared.setMode("resend")}>
            {t("auth.signIn.resend")}
          </button>
        </p>
      </form>
      {canUsePasskey || sso ? (
        <div className="space-y-3 border-t border-slate-200 pt-5 dark:border-slate-700">
          <h3 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{t("auth.signIn.otherWays")}</h3>
          <FailureNotice failure={passkey.failure ?? company.failure} />
          <div className="flex flex-wrap gap-3">
            {canUsePasskey ? (
              <button type="button" className={secondaryButton} disabled={passkey.busy} onClick={() => void usePasskey()}>
                {t("auth.signIn.passkey")}
              </button>
            ) : null}
            {sso ? (
              <button type="button" className={secondaryButton} disabled={company.busy} onClick={() => void useSso(sso)}>
                {t("auth.signIn.sso", { name: sso.displayName })}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}

function TwoFactorPanel({ shared }: { shared: Shared }) {
  const { t } = useI18n();
  const [useBackup, setUseBackup] = useState(false);
  const [code, setCode] = useState("");
  const call = useAuthCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const path = useBackup ? "/two-factor/verify-backup-code" : "/two-factor/verify-totp";
    if (await call.run(() => authCall(path, { code: code.trim() }, { lang: shared.lang }))) shared.signedIn();
    else setCode("");
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PanelHeading>{t("auth.twoFactor.heading")}</PanelHeading>
      <p>{useBackup ? t("auth.twoFactor.backupIntro") : t("auth.twoFactor.intro")}</p>
      <FailureNotice failure={call.failure} />
      <Field
        key={useBackup ? "backup" : "totp"}
        label={useBackup ? t("auth.twoFactor.backupCode") : t("auth.twoFactor.code")}
        name="code"
        autoComplete="one-time-code"
        inputMode={useBackup ? "text" : "numeric"}
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton busy={call.busy}>{t("auth.twoFactor.submit")}</SubmitButton>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <button
          type="button"
          className={linkButton}
          onClick={() => {
            setUseBackup((backup) => !backup);
            setCode("");
            call.setFailure(null);
          }}
        >
          {useBackup ? t("auth.twoFactor.useApp") : t("auth.twoFactor.useBackup")}
        </button>
        <button type="button" className={linkButton} onClick={() => shared.setMode("signIn")}>
          {t("auth.twoFactor.back")}
        </button>
      </p>
    </form>
  );
}

function SignUpPanel({ shared }: { shared: Shared }) {
  const { t } = useI18n();
  const [name, setName] = useState("");
  const [password, setPassword] = useState("");
  const [nameError, setNameError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = useEmailCheck(shared);
  const call = useAuthCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const nameMissing = !name.trim();
    setNameError(nameMissing ? t("authErrors.required") : null);
    const emailOk = email.ok();
    if (!emailOk || nameMissing) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const address = shared.email.trim();
    const callbackURL = `/${shared.lang}/auth?verified=1&redirectTo=${encodeURIComponent(shared.target)}`;
    if (await call.run(() => authCall("/sign-up/email", { name: name.trim(), email: address, password, callbackURL }, { lang: shared.lang }))) {
      setSentTo(address);
    }
  }

  if (sentTo) return <DonePanel shared={shared} heading={t("auth.signUp.sentTitle")} message={t("auth.signUp.sent", { email: sentTo })} />;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PanelHeading>{t("auth.signUp.heading")}</PanelHeading>
      <FailureNotice failure={call.failure} />
      <Field label={t("fields.name")} name="name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} error={nameError} />
      <EmailField shared={shared} error={email.error} />
      <NewPasswordField label={t("fields.password")} name="password" required value={password} onValueChange={setPassword} email={shared.email} />
      <SubmitButton busy={call.busy}>{t("auth.signUp.submit")}</SubmitButton>
    </form>
  );
}

function CodePanel({ shared }: { shared: Shared }) {
  const { t } = useI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const email = useEmailCheck(shared);
  const send = useAuthCall();
  const verify = useAuthCall();

  async function request(event?: FormEvent) {
    event?.preventDefault();
    if (!email.ok()) return event && focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const address = shared.email.trim();
    if (await send.run(() => authCall("/email-otp/send-verification-otp", { email: address, type: "sign-in" }, { lang: shared.lang }))) {
      setSentTo(address);
      setCode("");
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sentTo) return;
    if (await verify.run(() => authCall("/sign-in/email-otp", { email: sentTo, otp: code.trim() }, { lang: shared.lang }))) shared.signedIn();
  }

  if (!sentTo) {
    return (
      <form noValidate onSubmit={request} className="space-y-4">
        <PanelHeading>{t("auth.code.heading")}</PanelHeading>
        <p>{t("auth.code.intro")}</p>
        <FailureNotice failure={send.failure} />
        <EmailField shared={shared} error={email.error} />
        <SubmitButton busy={send.busy}>{t("auth.code.send")}</SubmitButton>
      </form>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PanelHeading>{t("auth.code.heading")}</PanelHeading>
      <Notice tone="info">{t("auth.code.sent", { email: sentTo })}</Notice>
      <FailureNotice failure={verify.failure ?? send.failure} />
      <Field
        label={t("auth.code.code")}
        name="otp"
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <SubmitButton busy={verify.busy}>{t("auth.code.submit")}</SubmitButton>
      <p className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
        <button type="button" className={linkButton} disabled={send.busy} onClick={() => void request()}>
          {t("auth.code.again")}
        </button>
        <button type="button" className={linkButton} onClick={() => setSentTo(null)}>
          {t("auth.code.otherAddress")}
        </button>
      </p>
    </form>
  );
}

/** A form that asks for the address and answers "sent" without saying whether an account exists. */
function EmailRequestPanel({
  shared,
  prefix,
  call: makeCall,
}: {
  shared: Shared;
  prefix: "auth.link" | "auth.forgot" | "auth.resend";
  call(address: string): ReturnType<typeof authCall>;
}) {
  const { t } = useI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const email = useEmailCheck(shared);
  const call = useAuthCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.ok()) return focusFirstInvalid(event.currentTarget as HTMLFormElement);
    const address = shared.email.trim();
    if (await call.run(() => makeCall(address))) setSentTo(address);
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PanelHeading>{t(`${prefix}.heading`)}</PanelHeading>
      {prefix === "auth.resend" ? null : <p>{t(`${prefix}.intro`)}</p>}
      {sentTo ? <Notice tone="success">{t(`${prefix}.sent`, { email: sentTo })}</Notice> : null}
      <FailureNotice failure={call.failure} />
      <EmailField shared={shared} error={email.error} />
      <SubmitButton busy={call.busy}>{t(`${prefix}.send`)}</SubmitButton>
      {prefix === "auth.link" ? null : (
        <p className="text-sm">
          <button type="button" className={linkButton} onClick={() => shared.setMode("signIn")}>
            {t("auth.backToSignIn")}
          </button>
        </p>
      )}
    </form>
  );
}

function ResetPanel({ shared, token }: { shared: Shared; token: string }) {
  const { t } = useI18n();
  const [password, setPassword] = useState("");
  const [done, setDone] = useState(false);
  const call = useAuthCall();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await call.run(() => authCall("/reset-password", { newPassword: password, token }, { lang: shared.lang }))) setDone(true);
  }

  if (done) return <DonePanel shared={shared} heading={t("auth.reset.heading")} message={t("auth.reset.done")} />;
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <PanelHeading>{t("auth.reset.heading")}</PanelHeading>
      <FailureNotice failure={call.failure} />
      {call.failure?.code === "INVALID_TOKEN" ? (
        <button type="button" className={linkButton} onClick={() => shared.setMode("forgot")}>
          {t("auth.signIn.forgot")}
        </button>
      ) : null}
      <NewPasswordField label={t("fields.newPassword")} name="password" required value={password} onValueChange={setPassword} email={shared.email} />
      <SubmitButton busy={call.busy}>{t("auth.reset.submit")}</SubmitButton>
    </form>
  );
}

/** ARIA tabs: arrow keys, Home and End move between them and select at once. */
function ModeTabs({ selected, onSelect }: { selected: Tab; onSelect(tab: Tab): void }) {
  const { t } = useI18n();
  const refs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});
  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.indexOf(selected);
    const next =
      event.key === "ArrowRight" ? TABS[(index + 1) % TABS.length] : event.key === "ArrowLeft" ? TABS[(index + TABS.length - 1) % TABS.length] : event.key === "Home" ? TABS[0] : event.key === "End" ? TABS[TABS.length - 1] : null;
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }
  return (
    <div role="tablist" aria-label={t("auth.modesLabel")} onKeyDown={onKeyDown} className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1 sm:grid-cols-4 dark:bg-slate-800">
      {TABS.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            refs.current[tab] = element;
          }}
          type="button"
          role="tab"
          id={`auth-tab-${tab}`}
          aria-selected={tab === selected}
          aria-controls="auth-panel"
          tabIndex={tab === selected ? 0 : -1}
          onClick={() => onSelect(tab)}
          className="rounded-md px-3 py-2 text-sm font-semibold text-slate-700 aria-selected:bg-white aria-selected:text-slate-900 aria-selected:shadow dark:text-slate-200 dark:aria-selected:bg-slate-950 dark:aria-selected:text-white"
        >
          {t(`auth.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}

/** What the page says on arrival: a confirmed address, a mailed link that failed, or why company sign-in failed. */
function arrivalNoticeKey(query: URLSearchParams): string | null {
  const ssoFailure = ssoErrorText(ssoFailureCode(query));
  if (ssoFailure) return `auth.ssoErrors.${ssoFailure}`;
  if (query.get("error")) return "auth.linkFailed";
  if (query.get("reason") === STAFF_ONLY_REASON) return "auth.staffOnly";
  return query.get("verified") ? "auth.verified" : null;
}

function AuthForms({ sso, query }: { sso: SsoOption | null; query: URLSearchParams }) {
  const { lang, t } = useI18n();
  const navigate = useNavigate();
  const [mode, setModeState] = useState<Mode>(() => initialMode(query));
  const [email, setEmail] = useState("");
  const [arrivalNotice, setArrivalNotice] = useState(() => arrivalNoticeKey(query));
  const panel = useRef<HTMLDivElement>(null);
  const target = safeRedirectTarget(query.get("redirectTo"), lang);

  function setMode(next: Mode) {
    setModeState(next);
    setArrivalNotice(null);
    // The new panel's heading takes focus, so keyboard and screen reader users land where the form changed.
    requestAnimationFrame(() => panel.current?.querySelector<HTMLElement>("h2")?.focus());
  }

  const shared: Shared = {
    lang,
    email,
    setEmail,
    setMode,
    target,
    signedIn() {
      noteSignedIn();
      navigate(target, { replace: true });
    },
  };

  const token = query.get("token");
  return (
    <div className="mt-8 max-w-2xl space-y-6">
      {arrivalNotice ? <Notice tone={arrivalNotice === "auth.verified" ? "success" : "error"}>{t(arrivalNotice)}</Notice> : null}
      <ModeTabs selected={tabOf(mode)} onSelect={setMode} />
      <div ref={panel} id="auth-panel" role="tabpanel" aria-labelledby={`auth-tab-${tabOf(mode)}`} className="rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
        {mode === "signIn" ? <SignInPanel shared={shared} sso={sso} onTwoFactor={() => setMode("twoFactor")} /> : null}
        {mode === "twoFactor" ? <TwoFactorPanel shared={shared} /> : null}
        {mode === "signUp" ? <SignUpPanel shared={shared} /> : null}
        {mode === "code" ? <CodePanel shared={shared} /> : null}
        {mode === "link" ? (
          <EmailRequestPanel
            shared={shared}
            prefix="auth.link"
            call={(address) =>
              authCall("/sign-in/magic-link", { email: address, callbackURL: target, errorCallbackURL: `/${lang}/auth?mode=magic-link` }, { lang })
            }
          />
        ) : null}
        {mode === "forgot" ? (
          <EmailRequestPanel shared={shared} prefix="auth.forgot" call={(address) => authCall("/request-password-reset", { email: address, redirectTo: `/${lang}/auth?mode=reset` }, { lang })} />
        ) : null}
        {mode === "resend" ? (
          <EmailRequestPanel
            shared={shared}
            prefix="auth.resend"
            call={(address) =>
              authCall("/send-verification-email", { email: address, callbackURL: `/${lang}/auth?verified=1&redirectTo=${encodeURIComponent(target)}` }, { lang })
            }
          />
        ) : null}
        {mode === "reset" && token ? <ResetPanel shared={shared} token={token} /> : null}
      </div>
    </div>
  );
}

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const [query] = useSearchParams();
  return (
    <AccountPage data={loaderData}>
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{loaderData.copy.h1}</h1>
      <AuthForms sso={loaderData.sso} query={query} />
    </AccountPage>
  );
}
