import { Monitor, Moon, Sun } from "lucide-react";
import { useI18n } from "../lib/i18n.tsx";
import { THEMES, type Theme } from "../lib/theme.ts";
import { useTheme } from "../lib/use-theme.ts";

const ICONS = { light: Sun, dark: Moon, system: Monitor } as const;

export type ThemeLabels = Record<"label" | Theme, string>;

const BUTTON_LOOK =
  "rounded p-1.5 text-slate-700 hover:bg-slate-100 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white";

/**
 * Light, dark or system. The header uses the site's labels; the chat panel passes its own, longer ones so a
 * screen reader tells its switch apart from the header's, and its own button look. Both stay in sync.
 */
export function ThemeToggle({ labels, buttonClassName = BUTTON_LOOK }: { labels?: ThemeLabels; buttonClassName?: string }) {
  const { t } = useI18n();
  const [theme, chooseTheme] = useTheme();
  const text: ThemeLabels = labels ?? { label: t("theme.label"), light: t("theme.light"), dark: t("theme.dark"), system: t("theme.system") };

  return (
    <div role="group" aria-label={text.label} className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-600">
      {THEMES.map((option) => {
        const Icon = ICONS[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={theme === option}
            aria-label={text[option]}
            title={text[option]}
            onClick={() => chooseTheme(option)}
            className={buttonClassName}
          >
            <Icon aria-hidden="true" className="h-4 w-4" />
          </button>
        );
      })}
    </div>
  );
}
