// What the console's security log and /api/staff/security-events say to each other, and every event type the server
// writes (server/auth/account-hooks.ts, company-sso.ts, first-admin.ts, security-event-route.ts, server/console,
// server/jobs/applications.ts).
export const SECURITY_EVENT_TYPES = [
  "sign_up",
  "account_created",
  "user_invited",
  "account_deleted",
  "sign_in",
  "sign_in_second_factor_required",
  "sign_in_failed",
  "sign_out",
  "session_timeout",
  "manual_session_termination",
  "session_revoked",
  "user_sessions_revoked",
  "mfa_enrolment_started",
  "mfa_enabled",
  "mfa_disabled",
  "mfa_reset",
  "mfa_verification_failed",
  "backup_codes_regenerated",
  "password_changed",
  "password_change_failed",
  "password_reset",
  "email_change_requested",
  "role_changed",
  "user_banned",
  "user_unbanned",
  "impersonation_started",
  "sso_account_linked",
  "job_application_deleted",
  "retention_run",
  "privacy_request_received",
  "privacy_data_exported",
  "privacy_data_erased",
] as const;
export type SecurityEventType = (typeof SECURITY_EVENT_TYPES)[number];

export const SECURITY_SEVERITIES = ["INFO", "WARNING", "ERROR"] as const;
export type SecurityEventSeverity = (typeof SECURITY_SEVERITIES)[number];

export const SECURITY_EVENTS_PAGE_SIZE = 50;

export interface SecurityEventView {
  id: string;
  createdAt: string;
  /** A type this list knows, or one written by an older version of the server. */
  type: string;
  severity: SecurityEventSeverity;
  email: string | null;
  userId: string | null;
  /** The client's network (IPv4 /24, IPv6 /48). */
  addressPrefix: string | null;
  details: Record<string, unknown>;
  /** The address of the account named as `by` in the details (the administrator who acted), when it still exists. */
  actorEmail: string | null;
}

export interface SecurityEventListResponse {
  events: SecurityEventView[];
  page: number;
  pageSize: number;
  total: number;
}
