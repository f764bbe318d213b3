import { Link } from "react-router";
import { useI18n } from "../lib/i18n.tsx";
import type { Crumb } from "../lib/seo.ts";

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const { t } = useI18n();
  if (items.length < 2) return null;
  return (
    <nav aria-label={t("accessibility.breadcrumb")} className="mb-6 text-sm text-slate-600 dark:text-slate-300">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900 dark:text-white">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="underline-offset-2 hover:underline">
                    {item.name}
                  </Link>
                  <span aria-hidden="true">›</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
