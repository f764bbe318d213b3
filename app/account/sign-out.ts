// Signing out of this browser, and the security log call of SPEC section 7 that goes with the timeout's endings.
import { authCall } from "./auth-api.ts";
import { noteSignedOut } from "./session-flag.ts";

/** Ends this browser's session. A failed call still forgets the session here: the visitor asked to leave. */
export async function signOut(): Promise<void> {
  await authCall("/sign-out", {});
  noteSignedOut();
}

export type SecurityEvent =
  | { type: "session_timeout"; email: string; details: { timeout_minutes: number; last_activity: string } }
  | { type: "manual_session_termination"; email: string; details: { reason: "user_requested" } };

/** `POST /api/rpc/log_enhanced_security_event`; a failure is not the visitor's problem and is ignored. */
export async function logSecurityEvent(event: SecurityEvent): Promise<void> {
  try {
    await fetch("/api/rpc/log_enhanced_security_event", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ p_event_type: event.type, p_user_email: event.email, p_details: event.details, p_severity: "INFO" }),
      keepalive: true,
    });
  } catch {
    // Offline or refused: the sign-out goes ahead (SPEC section 8, "Timeout logging fails").
  }
}
