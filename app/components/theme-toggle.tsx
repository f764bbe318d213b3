import { Monitor, Moon, Sun } from "lucide-react";
import { useI18n } from "../lib/i18n.tsx";
import { THEMES } from "../lib/theme.ts";
import { useTheme } from "../lib/use-theme.ts";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export function ThemeToggle() {
  const { t } = useI18n();
  const [theme, chooseTheme] = useTheme();

  return (
    <div role="group" aria-label={t("theme.label")} className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            title={t(`theme.${option}`)}
            onClick={() => chooseTheme(option)}
            className="rounded p-1.5 text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
            <span className="sr-only">{t(`theme.${option}`)}</span>
          </button>
        );
      })}
    </div>
  );
}
