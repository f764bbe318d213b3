// What the widget remembers in the browser: the conversation (across visits) and whether the panel is open (this tab).
const SESSION_KEY = "chat-session-id";
const OPEN_KEY = "chat-open";

/** Storage can be disabled (private mode, strict settings); the chat then lasts as long as the page. */
function attempt<T>(action: () => T, fallback: T): T {
  try {
    return action();
  } catch {
    return fallback;
  }
}

export function readStoredSessionId(): string | null {
  return attempt(() => localStorage.getItem(SESSION_KEY), null);
}

export function storeSessionId(sessionId: string | null): void {
  attempt(() => (sessionId ? localStorage.setItem(SESSION_KEY, sessionId) : localStorage.removeItem(SESSION_KEY)), undefined);
}

export function readPanelOpen(): boolean {
  return attempt(() => sessionStorage.getItem(OPEN_KEY) === "1", false);
}

export function storePanelOpen(open: boolean): void {
  attempt(() => (open ? sessionStorage.setItem(OPEN_KEY, "1") : sessionStorage.removeItem(OPEN_KEY)), undefined);
}
