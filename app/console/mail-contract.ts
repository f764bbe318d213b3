// What the console's mail section and /api/staff/mail say to each other. Statuses are named as staff read them: the
// outbox's `pending` is queued, `stored` is a message kept in the outbox because no SMTP server is configured.
export const MAIL_STATUSES = ["queued", "sent", "failed", "stored"] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export const MAIL_PAGE_SIZE = 25;

export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  kind: string;
  status: MailStatus;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface MailListResponse {
  messages: MailSummary[];
  page: number;
  pageSize: number;
  total: number;
  /** Whether an SMTP server is configured: without one, nothing can be retried. */
  delivers: boolean;
}

export interface MailDetail extends MailSummary {
  replyTo: string | null;
  /** The plain-text body, as it was sent. */
  text: string;
}

export interface MailDetailResponse {
  message: MailDetail;
  delivers: boolean;
}

export interface MailRetryResponse {
  message: MailSummary;
}
