// The screen shown when rendering fails: the texts of SPEC section 2, a toast, and a safe reload after 3 s.
import { useEffect } from "react";
import { isRouteErrorResponse, useLocation } from "react-router";
import { errors as enErrors } from "../../content/locales/en/common.json";
import { errors as fiErrors } from "../../content/locales/fi/common.json";
import { errors as noErrors } from "../../content/locales/no/common.json";
import { errors as seErrors } from "../../content/locales/se/common.json";
import { languageFromPath } from "../lib/languages.ts";
import { ERROR_BOUNDARY_RESET_MS, ERROR_TOAST_DURATION_MS } from "../lib/constants.ts";
import { safeReload } from "../lib/safe-reload.ts";
import { showToast } from "./toasts.tsx";

/** Bundled for every language: the fallback must speak even when the page's own data failed to load. */
const ERROR_TEXTS = { se: seErrors, en: enErrors, fi: fiErrors, no: noErrors };

function logRenderingError(error: unknown) {
  const err =
    error instanceof Error
      ? error
      : isRouteErrorResponse(error)
        ? new Error(`${error.status} ${error.statusText}`)
        : new Error(String(error));
  console.error("Rendering error", {
    message: err.message,
    stack: err.stack?.slice(0, 500),
    componentStack: (err as Error & { componentStack?: string }).componentStack?.slice(0, 300),
  });
}

export function ErrorFallback({ error }: { error: unknown }) {
  const texts = ERROR_TEXTS[languageFromPath(useLocation().pathname)];
  useEffect(() => {
    logRenderingError(error);
    showToast({ title: texts.unexpectedError, duration: ERROR_TOAST_DURATION_MS, variant: "destructive" });
    const timer = setTimeout(() => void safeReload(), ERROR_BOUNDARY_RESET_MS);
    return () => clearTimeout(timer);
  }, [error, texts.unexpectedError]);

  return (
    <div role="alert" className="flex min-h-screen items-center justify-center bg-slate-50 p-6 dark:bg-slate-950">
      {/* The page's own head is gone with its data; React hoists this into <head>. */}
      <title>{texts.somethingWentWrong}</title>
      <div className="max-w-md rounded-xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{texts.somethingWentWrong}</h1>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{texts.technicalError}</p>
        <button
          type="button"
          onClick={() => void safeReload()}
          className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {texts.reloadNow}
        </button>
      </div>
    </div>
  );
}
