import { useI18n } from "../lib/i18n.tsx";

/** The centred rotating circle of SPEC section 2. */
export function Spinner() {
  const { t } = useI18n();
  return (
    <div
      role="status"
      data-testid="page-spinner"
      className="fixed inset-0 z-50 flex items-center justify-center bg-white/70 dark:bg-slate-950/70"
    >
      <div className="h-12 w-12 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_3s_linear_infinite]" />
      <span className="sr-only">{t("accessibility.loading")}</span>
    </div>
  );
}
