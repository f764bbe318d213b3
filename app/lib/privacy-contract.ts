// What the privacy pages (the visitor's request page, the dashboard's data section, the console's Privacy section)
// and the server say to each other (decision 021). No UI code and no server imports (decision 008).
import { z } from "./zod.ts";

/** A confirmation link works this long, once. */
export const PRIVACY_LINK_VALIDITY_SECONDS = 24 * 3600;
export const PRIVACY_REQUESTS_PAGE_SIZE = 50;
export const PRIVACY_EMAIL_MAX_LENGTH = 254;

/** The address a visitor gives (and staff type for an erasure). */
export const privacyEmailSchema = z.string().trim().min(1).max(PRIVACY_EMAIL_MAX_LENGTH).pipe(z.email());

/** The kinds a confirmed request page counts for the person. */
export const PERSON_DATA_KINDS = ["account", "conversations", "leads", "applications", "bookings", "mails", "securityEvents"] as const;
export type PersonDataKind = (typeof PERSON_DATA_KINDS)[number];

/** What an erasure keeps, each with its reason shown to the person (server/privacy/person-data.ts). */
export const KEPT_AFTER_ERASURE = ["requestRecord", "securityLogNote"] as const;

export type PrivacyRequestSource = "visitor" | "account" | "staff";
export type PrivacyRequestState = "awaiting_confirmation" | "exported" | "erased" | "expired";

export interface PrivacyRequestView {
  id: string;
  source: PrivacyRequestSource;
  /** "a•••@e•••.se": never the whole address. */
  emailHint: string;
  state: PrivacyRequestState;
  createdAt: string;
  completedAt: string | null;
  deleted: Record<string, number> | null;
}

export interface RetentionRunView {
  id: string;
  startedAt: string;
  finishedAt: string | null;
  status: "running" | "finished" | "failed";
  /** Rows (and files) deleted per kind. */
  deleted: Record<string, number>;
}

export interface RetentionStatus {
  lastRun: RetentionRunView | null;
  nextRunAt: string;
  running: boolean;
}

export interface PrivacyRequestList {
  requests: PrivacyRequestView[];
  page: number;
  pageSize: number;
  total: number;
  retention: RetentionStatus;
}

export interface StaffErasureResponse {
  request: { id: string; deleted: Record<string, number> };
}
