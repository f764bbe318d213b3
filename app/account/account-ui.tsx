// The account pages' building blocks: labelled fields, buttons, notices and one way of running an API call.
import { useCallback, useId, useRef, useState, type InputHTMLAttributes, type ReactNode } from "react";
import { useI18n } from "../lib/i18n.tsx";
import { PASSWORD_MIN_LENGTH } from "../lib/password-rules.ts";
import { formatWait } from "../lib/wait-time.ts";
import type { AuthFailure, AuthResult } from "./auth-api.ts";
import { authErrorTextKey } from "./auth-error-codes.ts";

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 shadow-sm aria-[invalid=true]:border-red-700 dark:border-slate-500 dark:bg-slate-900 dark:text-white dark:aria-[invalid=true]:border-red-400";
export const primaryButton =
  "inline-flex items-center justify-center rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70";
export const secondaryButton =
  "inline-flex items-center justify-center rounded-md border border-slate-400 px-4 py-2.5 font-semibold text-slate-900 hover:bg-slate-100 disabled:opacity-70 dark:border-slate-500 dark:text-white dark:hover:bg-slate-800";
export const dangerButton =
  "inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2.5 font-semibold text-white hover:bg-red-800 disabled:opacity-70";
export const linkButton = "font-semibold text-brand-700 underline underline-offset-2 hover:no-underline dark:text-brand-100";

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id"> & {
  label: string;
  error?: string | null;
  hint?: ReactNode;
};

/** Label, hint and error around an input, tied together with ids for assistive technology. */
function LabelledInput({ label, error, hint, render }: Pick<FieldProps, "label" | "error" | "hint"> & { render(attributes: { id: string; describedBy?: string }): ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      {render({ id, describedBy })}
      {hint ? (
        <div id={`${id}-hint`} className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function Field({ label, error, hint, ...input }: FieldProps) {
  return (
    <LabelledInput
      label={label}
      error={error}
      hint={hint}
      render={({ id, describedBy }) => <input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={inputClass} {...input} />}
    />
  );
}

/** A password field with a button that shows what was typed. */
export function PasswordField({ label, error, hint, ...input }: FieldProps) {
  const { t } = useI18n();
  const [visible, setVisible] = useState(false);
  return (
    <LabelledInput
      label={label}
      error={error}
      hint={hint}
      render={({ id, describedBy }) => (
        <div className="relative">
          <input
            id={id}
            type={visible ? "text" : "password"}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={`${inputClass} pr-40`}
            {...input}
          />
          <button
            type="button"
            aria-controls={id}
            onClick={() => setVisible((on) => !on)}
            className="absolute inset-y-0 right-0 mt-1 rounded-r-md px-3 text-sm font-semibold text-brand-700 dark:text-brand-100"
          >
            {visible ? t("fields.hidePassword") : t("fields.showPassword")}
          </button>
        </div>
      )}
    />
  );
}

/** The account's present password, asked again before a change that needs it. */
export function CurrentPasswordField({ value, onValueChange, label, name = "password", ...rest }: Omit<FieldProps, "label" | "value" | "onChange"> & { label?: string; value: string; onValueChange(value: string): void }) {
  const { t } = useI18n();
  return (
    <PasswordField
      label={label ?? t("fields.password")}
      name={name}
      autoComplete="current-password"
      required
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      {...rest}
    />
  );
}

export function SubmitButton({ busy, children, className = primaryButton, disabled }: { busy: boolean; children: ReactNode; className?: string; disabled?: boolean }) {
  const { t } = useI18n();
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} className={className}>
      {busy ? t("fields.working") : children}
    </button>
  );
}

const NOTICE_TONES = {
  error: "border-red-700 bg-red-50 text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-100",
  success: "border-green-700 bg-green-50 text-green-900 dark:border-green-400 dark:bg-green-950 dark:text-green-100",
  info: "border-brand-600 bg-brand-50 text-brand-900 dark:border-brand-100 dark:bg-slate-900 dark:text-brand-100",
} as const;

/** A message about what just happened: errors are announced at once (alert), the rest politely (status). */
export function Notice({ tone, children }: { tone: keyof typeof NOTICE_TONES; children: ReactNode }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`rounded-md border p-3 text-sm font-medium ${NOTICE_TONES[tone]}`}>
      {children}
    </div>
  );
}


/** The failure in the visitor's words; a weak password lists each rule it broke. */
export function FailureNotice({ failure }: { failure: AuthFailure | null }) {
  const { lang, t } = useI18n();
  if (!failure) return null;
  if (failure.code === "weak_password" || failure.code === "WEAK_PASSWORD") {
    return (
      <Notice tone="error">
        <p>{t("password.refused")}</p>
        <ul className="mt-1 list-disc pl-5">
          {(failure.reasons ?? []).map((reason) => (
            <li key={reason}>{t(`password.rules.${reason}`, { min: PASSWORD_MIN_LENGTH })}</li>
          ))}
        </ul>
      </Notice>
    );
  }
  if (failure.code === "RATE_LIMITED") {
    return (
      <Notice tone="error">
        {failure.retryAfterSeconds ? t("authErrors.rateLimited", { wait: formatWait(lang, failure.retryAfterSeconds) }) : t("authErrors.rateLimitedSoon")}
      </Notice>
    );
  }
  return <Notice tone="error">{t(`authErrors.${authErrorTextKey(failure.code)}`)}</Notice>;
}

/**
 * Runs one API call at a time for a form: `busy` while it runs, `failure` when it failed. A call started while one
 * runs (a double click) is ignored.
 */
export function useAuthCall() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AuthFailure | null>(null);
  const running = useRef(false);
  const run = useCallback(async <T,>(call: () => Promise<AuthResult<T>>): Promise<T | null> => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const result = await call();
      if (result.ok) return result.data;
      setFailure(result);
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, failure, setFailure, run };
}

/** Blank, then a plausible address (the key of its text in `authErrors`); the server decides the rest. */
export function emailProblem(value: string): "required" | "invalidEmail" | null {
  if (!value.trim()) return "required";
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim()) ? null : "invalidEmail";
}

/** After a submit the page refused, its first field with an error takes the focus (once the error is rendered). */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

/** A card with a heading, for one group of settings. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-700">
      <h2 id={`${id}-heading`} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}
