// Every constant of SPEC.md section 9 that the foundation uses, under its own name.
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_CHANGED_COOKIE = "lang_changed_at";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const LANGUAGE_CHANGE_GUARD_SECONDS = 300;
export const LANGUAGE_STORAGE_KEY = "selected-language";

export const THEME_STORAGE_KEY = "vite-ui-theme";
export const DEFAULT_THEME = "light";

export const HASH_SCROLL_DELAY_MS = 100;
export const ERROR_BOUNDARY_RESET_MS = 3000;
export const ERROR_TOAST_DURATION_MS = 3000;
export const SAFE_RELOAD_TIMEOUT_MS = 5000;
export const SAFE_RELOAD_RETRIES = 2;
export const SAFE_RELOAD_RETRY_DELAY_MS = 1000;

export const COOKIE_BANNER_DELAY_MS = 2000;
