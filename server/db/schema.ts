// Table types for Kysely; each migration that adds a table adds its type here.
import type { Generated } from "kysely";

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  language: string;
  referrer_host: string | null;
  viewport: string | null;
  consent_id: string | null;
  created_at: Generated<Date>;
}

export interface ConsentRecordsTable {
  id: Generated<string>;
  consent_id: string;
  choice: "analytics-granted" | "analytics-denied";
  policy_revision: string;
  created_at: Generated<Date>;
}

export interface LeadsTable {
  id: Generated<string>;
  source: "contact-form" | "chat-widget";
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  language: string;
  created_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  reply_to: string | null;
  kind: string;
  lead_id: string | null;
  status: "pending" | "sent" | "stored";
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<Date>;
  sent_at: Date | null;
  created_at: Generated<Date>;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Date;
  attempts: number;
  next_allowed_at: Date;
}

export interface Database {
  page_views: PageViewsTable;
  consent_records: ConsentRecordsTable;
  leads: LeadsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
}
