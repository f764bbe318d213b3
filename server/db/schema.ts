// Table types for Kysely; each migration that adds a table adds its type here.
import type { ColumnType, Generated } from "kysely";
import type { ConversationStatus, MediaItem, SenderType, Sentiment } from "../../app/chat/chat-contract.ts";

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
  status: Generated<"new" | "contacted" | "closed">;
  owner_id: Generated<string | null>;
  updated_at: Generated<Date>;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  reply_to: string | null;
  kind: string;
  lead_id: string | null;
  status: "pending" | "sent" | "stored" | "failed";
  attempts: Generated<number>;
  last_error: string | null;
  next_attempt_at: Generated<Date>;
  sent_at: Date | null;
  created_at: Generated<Date>;
  /** Files sent with the message (a booking's .ics), kept with it for retries. */
  attachments: ColumnType<MailAttachment[] | null, string | null | undefined, string | null>;
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface RateLimitsTable {
  key: string;
  window_started_at: Date;
  attempts: number;
  next_allowed_at: Date;
}


export interface ConversationsTable {
  id: Generated<string>;
  /** SHA-256 of the owning browser's chat cookie; the cookie itself is never stored. */
  visitor_hash: string;
  language: string;
  /** Set by the widget's translate action: the assistant answers in this language from then on. */
  reply_language: string | null;
  status: Generated<ConversationStatus>;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  contact_message: string | null;
  lead_id: string | null;
  /** The signed-in user the conversation belongs to, once one signs in from the browser that started it. */
  user_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The staff member answering; while one is assigned to an open conversation the assistant stays silent. */
  assignee_id: Generated<string | null>;
  /** Snoozed until then; null while snoozed means until the visitor writes again. */
  snoozed_until: Generated<Date | null>;
  /** Why a human was asked for: the expert form ("form") or the visitor's words to the assistant ("asked"). */
  handoff_reason: Generated<string | null>;
  /** The page the visitor's widget last reported (a path on this site). */
  current_page: Generated<string | null>;
  /** The highest urgency among the visitor's analysed messages. */
  urgency: Generated<"high" | "medium" | "low" | null>;
  /** The visitor's first message that no person has answered yet; null when nobody waits. */
  waiting_since: Generated<Date | null>;
  last_message_at: Generated<Date | null>;
  last_visitor_message_at: Generated<Date | null>;
  last_message_preview: Generated<string | null>;
  rating: Generated<number | null>;
  rated_at: Generated<Date | null>;
  resolved_at: Generated<Date | null>;
}

export interface ConversationReadsTable {
  user_id: string;
  session_id: string;
  read_at: Date;
}

export interface ConversationNotesTable {
  id: Generated<string>;
  session_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Generated<Date>;
}

export interface LeadNotesTable {
  id: Generated<string>;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Generated<Date>;
}

export interface NewsImagesTable {
  id: string;
  content_type: string;
  size: number;
  data: Uint8Array | null;
  created_at: Generated<Date>;
}

export interface NewsArticlesTable {
  id: Generated<string>;
  category: "technology" | "security" | "cloud" | "ai" | "business";
  tags: ColumnType<string[], string, string>;
  cover_image_id: string | null;
  status: Generated<"draft" | "published">;
  publish_at: Date | null;
  announced_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface NewsTranslationsTable {
  article_id: string;
  lang: "se" | "en" | "fi" | "no";
  slug: string;
  title: string;
  summary: string;
  body: string;
}

export interface ChatMessagesTable {
  id: Generated<string>;
  session_id: string;
  content: string;
  sender_type: SenderType;
  sender_name: string | null;
  /** JSON list of {type, url, name}. */
  media: ColumnType<MediaItemRow[], string | undefined, string>;
  /** JSON {sentiment, urgency, emotions}, on the sampled user messages. */
  sentiment: ColumnType<SentimentRow | null, string | null | undefined, string | null>;
  echo_id: string | null;
  /** JSON list of {title, url}: the pages an assistant answer drew on (the visitor and staff see them). */
  sources: ColumnType<MessageSourceRow[] | null, string | null | undefined, string | null>;
  /** The assistant offered the visitor an expert with this answer: the widget shows the expert button under it. */
  offer_expert: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface MessageSourceRow {
  title: string;
  url: string;
}

/** The wire shapes of app/chat/chat-contract.ts are what the JSON columns hold. */
export type MediaItemRow = MediaItem;
export type SentimentRow = Sentiment;

export interface ChatMediaTable {
  /** Stored name: upload timestamp + original extension (plus a random part so two uploads never collide). */
  path: string;
  visitor_hash: string;
  original_name: string;
  content_type: string;
  size: number;
  /** Null when the bytes are a file in DATA_DIR/chat-media (the embedded database keeps no file bytes). */
  data: Uint8Array | null;
  /** SHA-256 of the uploading client's address, for the per-address limit. */
  client_hash: string | null;
  created_at: Generated<Date>;
}

export interface RequestCountsTable {
  key: string;
  window_start: Date;
  count: number;
}

// Better Auth's tables (migration 0005) keep the library's own camelCase names.
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  image: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
  twoFactorEnabled: boolean | null;
  role: string | null;
  banned: boolean | null;
  banReason: string | null;
  banExpires: Date | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Date;
  token: string;
  createdAt: Generated<Date>;
  updatedAt: Date;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshTokenExpiresAt: Date | null;
  scope: string | null;
  password: string | null;
  createdAt: Generated<Date>;
  updatedAt: Date;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Date;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface TwoFactorTable {
  id: string;
  secret: string;
  backupCodes: string;
  userId: string;
  verified: boolean | null;
  failedVerificationCount: number | null;
  lockedUntil: Date | null;
}

export interface JwksTable {
  id: string;
  publicKey: string;
  privateKey: string;
  createdAt: Date;
  expiresAt: Date | null;
  alg: string | null;
  crv: string | null;
}

export interface PasskeyTable {
  id: string;
  name: string | null;
  publicKey: string;
  userId: string;
  credentialID: string;
  counter: number;
  deviceType: string;
  backedUp: boolean;
  transports: string | null;
  createdAt: Date | null;
  aaguid: string | null;
}

export type SecuritySeverity = "INFO" | "WARNING" | "ERROR";

export interface SecurityEventsTable {
  id: Generated<string>;
  user_id: string | null;
  email: string | null;
  event_type: string;
  severity: SecuritySeverity;
  details: ColumnType<Record<string, unknown>, string | undefined, string>;
  /** The client's network: IPv4 /24 or IPv6 /48, never the full address. */
  ip_prefix: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface TotpStepsTable {
  user_id: string;
  /** bigint: the driver hands it back as a string. */
  last_step: ColumnType<string, number, number>;
  updated_at: Generated<Date>;
}

export interface ServerSecretsTable {
  name: string;
  value: string;
  created_at: Generated<Date>;
}

export interface JobsTable {
  id: Generated<string>;
  status: Generated<"draft" | "published" | "closed">;
  employment_type: "full-time" | "part-time" | "contract" | "temporary" | "internship";
  remote: "on-site" | "hybrid" | "remote";
  /** `2026-12-31`: the last day applications are taken, in the company's calendar. */
  closing_date: string | null;
  example: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  published_at: Date | null;
  closed_at: Date | null;
}

export interface JobTranslationsTable {
  job_id: string;
  lang: "se" | "en" | "fi" | "no";
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  description: string;
  /** Markdown. */
  requirements: string;
  /** JSON list of place names. */
  locations: ColumnType<string[], string, string>;
  department: string;
}

export interface JobApplicationsTable {
  id: string;
  job_id: string | null;
  job_title: string | null;
  language: string;
  name: string;
  email: string;
  phone: string | null;
  linkedin_url: string | null;
  cover_letter: string;
  status: Generated<"new" | "reviewing" | "interview" | "offer" | "hired" | "rejected">;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  last_activity_at: Generated<Date>;
}

export interface JobApplicationFilesTable {
  application_id: string;
  original_name: string;
  content_type: string;
  size: number;
  /** Null when the bytes are a file in DATA_DIR/job-applications (the embedded database keeps no file bytes). */
  data: Uint8Array | null;
  created_at: Generated<Date>;
}

export interface JobApplicationNotesTable {
  id: Generated<string>;
  application_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Generated<Date>;
}

export interface Database {
  page_views: PageViewsTable;
  consent_records: ConsentRecordsTable;
  leads: LeadsTable;
  mail_outbox: MailOutboxTable;
  rate_limits: RateLimitsTable;
  conversations: ConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_media: ChatMediaTable;
  request_counts: RequestCountsTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  twoFactor: TwoFactorTable;
  jwks: JwksTable;
  passkey: PasskeyTable;
  security_events: SecurityEventsTable;
  totp_steps: TotpStepsTable;
  server_secrets: ServerSecretsTable;
  conversation_reads: ConversationReadsTable;
  conversation_notes: ConversationNotesTable;
  lead_notes: LeadNotesTable;
  news_images: NewsImagesTable;
  news_articles: NewsArticlesTable;
  news_translations: NewsTranslationsTable;
  search_documents: SearchDocumentsTable;
  search_vectors: SearchVectorsTable;
  search_words: SearchWordsTable;
  booking_settings: BookingSettingsTable;
  bookings: BookingsTable;
  demo_content_seeds: DemoContentSeedsTable;
  jobs: JobsTable;
  job_translations: JobTranslationsTable;
  job_applications: JobApplicationsTable;
  job_application_files: JobApplicationFilesTable;
  job_application_notes: JobApplicationNotesTable;
  screen_shares: ScreenSharesTable;
  audit_runs: AuditRunsTable;
  audit_findings: AuditFindingsTable;
  retention_schedule: RetentionScheduleTable;
  retention_runs: RetentionRunsTable;
  privacy_requests: PrivacyRequestsTable;
  vital_samples: VitalSamplesTable;
  vital_daily_buckets: VitalDailyBucketsTable;
  vital_daily_site_buckets: VitalDailySiteBucketsTable;
  vital_window_buckets: VitalWindowBucketsTable;
  vital_window_state: VitalWindowStateTable;
}

/** A visitor's screen share with a technician (server/screen-share); the code only as its SHA-256, until used. */
export interface ScreenSharesTable {
  id: Generated<string>;
  session_id: string;
  code_hash: string | null;
  status: Generated<"waiting" | "active" | "ended">;
  staff_user_id: string | null;
  staff_name: string | null;
  created_at: Generated<Date>;
  expires_at: Date;
  joined_at: Date | null;
  ended_at: Date | null;
  end_reason: string | null;
}

/** The retention job's one schedule row: when it runs next, and which instance holds the run now. */
export interface RetentionScheduleTable {
  id: number;
  next_run_at: Date;
  lease_holder: string | null;
  lease_until: Date | null;
}

export interface RetentionRunsTable {
  id: Generated<string>;
  started_at: Date;
  finished_at: Date | null;
  status: Generated<"running" | "finished" | "failed">;
  /** Rows deleted per kind (counts, never content). */
  deleted: ColumnType<Record<string, number>, string | undefined, string>;
  error: string | null;
}

/** A person's request for their data or its erasure (server/privacy/privacy-requests.ts). */
export interface PrivacyRequestsTable {
  id: Generated<string>;
  source: "visitor" | "account" | "staff";
  /** Cleared when the person is erased; the hint stays for the console. */
  email: string | null;
  email_hint: string;
  state: "awaiting_confirmation" | "exported" | "erased" | "expired";
  /** SHA-256 of the confirmation link's token; cleared once used. */
  token_hash: string | null;
  language: string;
  expires_at: Date | null;
  handled_by: string | null;
  deleted: ColumnType<Record<string, number> | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
  completed_at: Date | null;
}

/** Example sets DEMO_CONTENT has published (server/content/demo-content.ts). */
export interface DemoContentSeedsTable {
  name: string;
  seeded_at: Generated<Date>;
}

export interface BookingSettingsTable {
  id: number;
  weekly_hours: ColumnType<{ start: string; end: string }[][], string, string>;
  slot_minutes: number;
  buffer_before_minutes: number;
  buffer_after_minutes: number;
  min_notice_minutes: number;
  horizon_days: number;
  updated_by: string | null;
  updated_at: Generated<Date>;
}

export interface BookingsTable {
  id: Generated<string>;
  starts_at: Date;
  ends_at: Date;
  status: Generated<"confirmed" | "cancelled">;
  name: string;
  email: string;
  company: string;
  topic: string;
  language: string;
  manage_token_hash: string;
  sequence: Generated<number>;
  client_key: string | null;
  reminded_at: Date | null;
  cancelled_at: Date | null;
  cancelled_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Site search: one page, job or article in one language (server/search/search-index.ts). */
export interface SearchDocumentsTable {
  source: "page" | "job" | "news";
  source_id: string;
  lang: string;
  kind: "service" | "page" | "job" | "news";
  path: string;
  title: string;
  summary: string;
  body: string;
  keywords: string;
  hash: string;
  updated_at: Date;
}

/** What a search reads for every match: the document's words (written only through SQL, never read as values). */
export interface SearchVectorsTable {
  source: string;
  source_id: string;
  lang: string;
  updated_at: Date;
  tsv: string;
  head_tsv: string;
}

/** Each language's indexed lexemes, for the typo fallback. */
export interface SearchWordsTable {
  lang: string;
  word: string;
}

/** The site audit's runs (server/audit/site-audit.ts); one 'running' row at most, a nightly one per date. */
export interface AuditRunsTable {
  id: Generated<string>;
  trigger: "manual" | "nightly";
  status: Generated<"running" | "done" | "failed">;
  requested_by: string | null;
  nightly_date: string | null;
  pages_done: Generated<number>;
  pages_known: Generated<number>;
  pages: Generated<number>;
  errors: Generated<number>;
  warnings: Generated<number>;
  notices: Generated<number>;
  broken_links: Generated<number>;
  capped: Generated<boolean>;
  failure: string | null;
  started_at: Generated<Date>;
  heartbeat_at: Generated<Date>;
  finished_at: Date | null;
}

export interface AuditFindingsTable {
  id: Generated<string>;
  run_id: string;
  check_id: string;
  severity: "error" | "warning" | "notice";
  page: string;
  lang: string | null;
  code: string;
  params: ColumnType<Record<string, string | number>, string, string>;
}

/** One real-user measurement (server/vitals): no address, no URL, no id of the visitor. Retention by `recorded_at`. */
export interface VitalSamplesTable {
  id: Generated<string>;
  recorded_at: Generated<Date>;
  metric: "LCP" | "INP" | "CLS" | "TTFB";
  value: number;
  page_type: string;
  language: string;
  device: string;
  connection: string | null;
}

/** How many samples of a UTC day fell into each log-scale bucket, per page type and language. */
export interface VitalDailyBucketsTable {
  day: ColumnType<Date, string, string>;
  metric: string;
  page_type: string;
  language: string;
  bucket: number;
  count: number;
}

/** The same for the whole site (the trend charts). */
export interface VitalDailySiteBucketsTable {
  day: ColumnType<Date, string, string>;
  metric: string;
  bucket: number;
  count: number;
}

/** The 27 whole days before today summed, per page type and language (rebuilt once a day). */
export interface VitalWindowBucketsTable {
  metric: string;
  page_type: string;
  language: string;
  bucket: number;
  count: number;
}

export interface VitalWindowStateTable {
  id: number;
  through_day: ColumnType<Date, string, string>;
}
