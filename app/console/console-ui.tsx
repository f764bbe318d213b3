// Pieces the console's list sections share: a table that scrolls sideways on a small screen, a pager, and what a list
// says while it loads or when it could not.
import { useCallback, useEffect, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { Notice } from "../account/account-ui.tsx";
import { useI18n } from "../lib/i18n.tsx";
import { staffCall } from "./staff-api.ts";

export type Loaded<T> = { state: "loading" } | { state: "ready"; data: T } | { state: "failed"; message: string | null };

/**
 * Reads a /api/staff path (null: nothing to read) and again whenever the path changes or `reload` is called; the
 * answer to an older path never replaces a newer one.
 */
export function useStaffData<T>(path: string | null): [Loaded<T>, () => void] {
  const { lang } = useI18n();
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: "loading" });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!path) return;
    let current = true;
    setLoaded((before) => (before.state === "ready" ? before : { state: "loading" }));
    void staffCall<T>(path, lang).then((result) => {
      if (!current) return;
      setLoaded(result.ok ? { state: "ready", data: result.data } : { state: "failed", message: result.message });
    });
    return () => {
      current = false;
    };
  }, [path, lang, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [loaded, reload];
}

/** What a list shows before its data is there: a polite "loading", or the refusal in the reader's words. */
export function LoadState({ loaded, prefix }: { loaded: Loaded<unknown>; prefix: string }) {
  const { t } = useI18n();
  if (loaded.state === "loading") return <p className="mt-4 text-slate-700 dark:text-slate-300" role="status">{t(`${prefix}.loading`)}</p>;
  if (loaded.state === "failed") return <div className="mt-4"><Notice tone="error">{loaded.message ?? t(`${prefix}.loadFailed`)}</Notice></div>;
  return null;
}

/** A table with its caption; on a narrow screen the region scrolls and can be reached with the keyboard. */
export function ConsoleTable({ id, caption, head, children }: { id: string; caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="mt-4 overflow-x-auto rounded-lg border border-slate-200 dark:border-slate-700">
      <table id={id} className="min-w-full divide-y divide-slate-200 text-left text-sm dark:divide-slate-700">
        <caption id={`${id}-caption`} className="sr-only">
          {caption}
        </caption>
        <thead className="bg-slate-50 dark:bg-slate-900">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">{children}</tbody>
      </table>
    </div>
  );
}

export function HeaderCell({ children }: { children: ReactNode }) {
  return (
    <th scope="col" className="px-3 py-2 align-bottom font-semibold text-slate-800 dark:text-slate-100">
      {children}
    </th>
  );
}

const CELL_WRAPPING = {
  text: "break-words",
  /** Addresses and other long tokens may break anywhere. */
  token: "[overflow-wrap:anywhere]",
  /** Badges, counts, networks: never broken. */
  short: "whitespace-nowrap",
} as const;

export function Cell({ children, wrap = "text" }: { children: ReactNode; wrap?: keyof typeof CELL_WRAPPING }) {
  return <td className={`px-3 py-2 align-top text-slate-800 dark:text-slate-200 ${CELL_WRAPPING[wrap]}`}>{children}</td>;
}

/** Previous and next as links that keep the rest of the query; `prefix` names the section's pagination texts. */
export function Pager({ page, pageSize, total, prefix }: { page: number; pageSize: number; total: number; prefix: string }) {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const to = (target: number) => {
    const next = new URLSearchParams(params);
    next.delete("open");
    if (target > 1) next.set("page", String(target));
    else next.delete("page");
    return `?${next.toString()}`;
  };
  const link = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-100";
  return (
    <nav aria-label={t(`${prefix}.pagination.label`)} className="mt-4 flex flex-wrap items-center gap-4 text-sm">
      {page > 1 ? (
        <Link to={to(page - 1)} className={link} preventScrollReset>
          {t(`${prefix}.pagination.previous`)}
        </Link>
      ) : null}
      <p aria-live="polite">{t(`${prefix}.pagination.status`, { page, pages, total })}</p>
      {page < pages ? (
        <Link to={to(page + 1)} className={link} preventScrollReset>
          {t(`${prefix}.pagination.next`)}
        </Link>
      ) : null}
    </nav>
  );
}

/** The page number of the query (?page=), 1 when it is missing or not a whole positive number. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}
