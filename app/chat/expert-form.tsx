// The expert contact form inside the panel: name and email required, the server hands the chat to a person.
import { UserRound } from "lucide-react";
import { useState, type RefObject } from "react";
import { showToast } from "../components/toasts.tsx";
import type { ApiResult, ExpertContactRequest } from "./chat-api.ts";
import { primaryButton, secondaryButton, textField } from "./chat-styles.ts";
import { TOAST_DURATION_MS } from "./use-conversation.ts";
import type { WidgetT } from "./widget-text.tsx";

type Field = "name" | "email" | "phone" | "message";
type Values = Record<Field, string>;

const EMPTY: Values = { name: "", email: "", phone: "", message: "" };

export function ExpertForm({
  t,
  firstFieldRef,
  onSubmit,
  onClose,
}: {
  t: WidgetT;
  firstFieldRef: RefObject<HTMLInputElement | null>;
  onSubmit: (details: Omit<ExpertContactRequest, "language" | "sessionId">) => Promise<ApiResult<unknown>>;
  onClose: () => void;
}) {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [saving, setSaving] = useState(false);
  /** A send the network swallowed stays named in the form after its toast has gone; the fields keep their values. */
  const [networkFailed, setNetworkFailed] = useState(false);

  const toast = (title: string, description: string, destructive = true) =>
    showToast({ title, description, duration: TOAST_DURATION_MS, variant: destructive ? "destructive" : "default" });

  const submit = async () => {
    if (saving) return;
    if (!values.name.trim() || !values.email.trim()) {
      toast(t("expert.missingTitle"), t("expert.missing"));
      return;
    }
    setSaving(true);
    setErrors({});
    setNetworkFailed(false);
    const result = await onSubmit({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      // Left empty, the server fills in the specification's default, "Kontakt via chat-widget".
      message: values.message.trim(),
    });
    setSaving(false);
    if (result.ok) {
      toast(t("expert.successTitle"), t("expert.success"), false);
      setValues(EMPTY);
      onClose();
      return;
    }
    if (result.kind === "network") {
      setNetworkFailed(true);
      toast(t("expert.errorTitle"), t("expert.error"));
    } else if (result.kind === "http" && result.status === 400 && result.fields && Object.keys(result.fields).length) {
      setErrors(result.fields);
    } else if (result.kind === "http" && result.status === 429) {
      toast(t("expert.rateLimitedTitle"), result.message ?? t("expert.failed"));
    } else {
      toast(t("expert.failedTitle"), t("expert.failed"));
    }
  };

  const field = (name: Field, label: string, options: { type?: string; autoComplete: string; required?: boolean; ref?: RefObject<HTMLInputElement | null> }) => {
    const error = errors[name];
    return (
      <div>
        <label htmlFor={`chat-expert-${name}`} className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {label}
          {options.required ? <span className="font-normal text-slate-600 dark:text-slate-300"> ({t("expert.required")})</span> : null}
        </label>
        <input
          id={`chat-expert-${name}`}
          ref={options.ref}
          name={name}
          type={options.type ?? "text"}
          autoComplete={options.autoComplete}
          required={options.required}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `chat-expert-${name}-error` : undefined}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [name]: value }));
          }}
          className={textField}
        />
        {error ? (
          <p id={`chat-expert-${name}-error`} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section aria-labelledby="chat-expert-title" className="min-h-0 flex-1 overflow-y-auto px-4 py-4">
      <h3 id="chat-expert-title" className="flex items-center gap-2 text-base font-bold text-slate-900 dark:text-white">
        <UserRound aria-hidden="true" className="h-5 w-5 text-brand-700 dark:text-brand-100" />
        {t("expert.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{t("expert.intro")}</p>
      <form
        noValidate
        aria-busy={saving}
        aria-describedby={networkFailed ? "chat-expert-failure" : undefined}
        className="mt-4 space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        {field("name", t("expert.name"), { autoComplete: "name", required: true, ref: firstFieldRef })}
        {field("email", t("expert.email"), { type: "email", autoComplete: "email", required: true })}
        {field("phone", t("expert.phone"), { type: "tel", autoComplete: "tel" })}
        <div>
          <label htmlFor="chat-expert-message" className="text-sm font-medium text-slate-800 dark:text-slate-100">
            {t("expert.message")}
          </label>
          <textarea
            id="chat-expert-message"
            name="message"
            rows={3}
            value={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={errors.message ? "chat-expert-message-error" : undefined}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setValues((current) => ({ ...current, message: value }));
            }}
            className={`${textField} resize-y`}
          />
          {errors.message ? (
            <p id="chat-expert-message-error" className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
              {errors.message}
            </p>
          ) : null}
        </div>
        {networkFailed ? (
          <p
            id="chat-expert-failure"
            className="rounded-md border border-red-700 bg-red-50 p-2 text-sm font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200"
          >
            {t("expert.error")}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <button type="button" className={secondaryButton} onClick={onClose}>
            {t("expert.cancel")}
          </button>
          <button type="submit" className={primaryButton} disabled={saving}>
            {saving ? t("expert.saving") : t("expert.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
