// SPEC section 3: localStorage holds ts_has_session = "true" while this browser has a session.
import { SESSION_FLAG_STORAGE_KEY } from "../lib/constants.ts";

export function noteSignedIn(): void {
  try {
    localStorage.setItem(SESSION_FLAG_STORAGE_KEY, "true");
  } catch {
    // Storage refused (private mode, quota): the flag is a hint only, the session cookie decides.
  }
}

export function noteSignedOut(): void {
  try {
    localStorage.removeItem(SESSION_FLAG_STORAGE_KEY);
  } catch {
    // As above.
  }
}

export function hasSessionFlag(): boolean {
  try {
    return localStorage.getItem(SESSION_FLAG_STORAGE_KEY) === "true";
  } catch {
    return false;
  }
}
