// The panel's recurring Tailwind classes, so its buttons look alike and match the site (brand colours, dark mode).
const iconButtonLook =
  "inline-grid shrink-0 place-items-center rounded-md text-slate-700 hover:bg-slate-100 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50 aria-expanded:bg-brand-50 aria-expanded:text-brand-800 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-expanded:bg-slate-700 dark:aria-expanded:text-white dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white";

export const iconButton = `${iconButtonLook} h-9 w-9`;
export const smallIconButton = `${iconButtonLook} h-7 w-7`;

export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:opacity-60 aria-expanded:border-brand-600 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-800 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:aria-pressed:border-brand-100 dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white";

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60 dark:border dark:border-brand-100";

export const chipButton =
  "rounded-full border border-brand-600 bg-white px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60 dark:border-brand-100 dark:bg-slate-900 dark:text-brand-100 dark:hover:bg-slate-800";

export const textField =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 aria-invalid:border-red-700 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400 dark:aria-invalid:border-red-400";
