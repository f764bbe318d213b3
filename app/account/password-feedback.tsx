// A new password with the shared rules checked while it is typed (app/lib/password-rules.ts; the server checks
// them again). The list of common passwords is large, so it loads only once someone starts typing one.
import { useEffect, useState, type InputHTMLAttributes } from "react";
import { useI18n } from "../lib/i18n.tsx";
import { PASSWORD_MIN_LENGTH, PASSWORD_PROBLEMS, passwordProblems } from "../lib/password-rules.ts";
import { PasswordField } from "./account-ui.tsx";

let commonPasswords: Promise<ReadonlySet<string>> | null = null;

function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import("../lib/common-passwords.ts").then((module) => module.COMMON_PASSWORDS);
  return commonPasswords;
}

type NewPasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id" | "value" | "onChange" | "type"> & {
  label: string;
  value: string;
  onValueChange(value: string): void;
  /** The account's address: a password containing it is refused. */
  email: string;
  error?: string | null;
};

export function NewPasswordField({ label, value, onValueChange, email, error, ...input }: NewPasswordFieldProps) {
  const { t } = useI18n();
  const [list, setList] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!value || list) return;
    let current = true;
    loadCommonPasswords().then(
      (loaded) => current && setList(loaded),
      () => {
        // Without the list the server still refuses a common password; only the early hint is missing.
        commonPasswords = null;
      },
    );
    return () => {
      current = false;
    };
  }, [value, list]);

  const problems = passwordProblems(value, email, list ?? new Set());
  const met = (rule: (typeof PASSWORD_PROBLEMS)[number]) => value !== "" && !problems.includes(rule) && (rule !== "too_common" || list !== null);
  const rules = (
    <>
      <p>{t("password.rulesHeading")}</p>
      <ul className="mt-1 space-y-0.5" data-testid="password-rules">
        {PASSWORD_PROBLEMS.map((rule) => (
          <li key={rule} className={`flex gap-2 ${met(rule) ? "text-green-800 dark:text-green-300" : ""}`} data-met={met(rule)}>
            <span aria-hidden="true">{met(rule) ? "✓" : "•"}</span>
            <span>
              {t(`password.rules.${rule}`, { min: PASSWORD_MIN_LENGTH })}
              <span className="sr-only"> ({met(rule) ? t("password.met") : t("password.unmet")})</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  );
  return (
    <PasswordField
      label={label}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      autoComplete="new-password"
      hint={rules}
      error={error}
      {...input}
    />
  );
}
