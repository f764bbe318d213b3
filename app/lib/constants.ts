// Every constant of SPEC.md section 9 the product uses, under its own name.
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

// The chat (issue 4).
export const REALTIME_BATCH_DELAY_MS = 100;
export const REALTIME_START_DELAY_MS = 500;
export const realtimeReconnectDelayMs = (attempt: number) => Math.min(attempt * 2000, 30_000);
export const TYPING_STOP_AFTER_MS = 1000;
export const TYPING_INDICATOR_DROP_MS = 3000;
export const EXPORT_PREVIEW_MESSAGES = 3;
/** "About 30 %" of visitor messages get a sentiment analysis (SENTIMENT_SAMPLE_RATE overrides it). */
export const SENTIMENT_SAMPLE_RATE = 0.3;

// Accounts (issue: auth). The server's idle timeout and the browser's warning default to these.
export const SESSION_TIMEOUT_SECONDS = 30 * 60;
export const SESSION_WARNING_SECONDS = 5 * 60;

// The browser side of accounts: the inactivity timeout's heartbeat and the session flag of SPEC section 3.
/** Real activity extends the session with at most one heartbeat a minute. */
export const SESSION_HEARTBEAT_INTERVAL_MS = 60_000;
/** localStorage key holding "true" while this browser has a session. */
export const SESSION_FLAG_STORAGE_KEY = "ts_has_session";
