// The console's Leads section, shared by the server (server/console/leads*.ts) and the page (app/routes/admin-leads.tsx):
// the statuses and the one table of the moves between them, the shapes the API and the loader hand over, and how
// the list's filters are read from a query string. No UI code here (decision 008).

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** contact-form: the contact page; chat-widget: the chat's expert form ("talk to an expert"). */
export const LEAD_SOURCES = ["contact-form", "chat-widget"] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/**
 * Where a lead may go from each status; every other move (and a "move" to the status it already has) is refused
 * with 409 and nothing changes.
 *
 * | from      | to        | why                                                                          |
 * |-----------|-----------|------------------------------------------------------------------------------|
 * | new       | contacted | someone has answered the visitor                                              |
 * | new       | closed    | nothing to answer: spam, a duplicate, a visitor who was helped elsewhere      |
 * | contacted | closed    | handled                                                                       |
 * | contacted | new       | reopen: the contact did not happen after all, the lead goes back in the queue |
 * | closed    | new       | reopen: the visitor wrote again; it starts over as an unanswered lead         |
 *
 * A closed lead never jumps straight back to contacted: it is reopened as new first, so "contacted" always means
 * that somebody answered since the lead was last opened.
 */
export const LEAD_TRANSITIONS: Readonly<Record<LeadStatus, readonly LeadStatus[]>> = {
  new: ["contacted", "closed"],
  contacted: ["closed", "new"],
  closed: ["new"],
};

export function canMoveLead(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

export const LEADS_PAGE_SIZE = 25;
export const LEAD_NOTE_MAX_LENGTH = 4000;
/** Longer search text is refused: nobody types more, and each character is matched against four columns. */
export const LEAD_SEARCH_MAX_LENGTH = 200;
/** Far beyond any real list; a larger page number is refused rather than asked of the database. */
export const LEAD_MAX_PAGE = 10_000;

export interface StaffMemberOption {
  id: string;
  /** The account's name, or its email address when it has no name. */
  name: string;
}

export interface LeadSummary {
  id: string;
  source: LeadSource;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string;
  /** The site language the visitor wrote in (se, en, fi, no). */
  language: string;
  status: LeadStatus;
  owner: StaffMemberOption | null;
  /** ISO time. */
  createdAt: string;
  updatedAt: string;
  /** The chat conversation the expert form handed to staff (conversations.lead_id), if there is one. */
  conversationId: string | null;
}

export interface LeadNote {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface LeadDetail extends LeadSummary {
  /** Oldest first. */
  notes: LeadNote[];
}

export interface LeadList {
  leads: LeadSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export interface LeadFilters {
  status?: LeadStatus;
  /** Matched, case-insensitively and as plain text, within name, email, company and message. */
  q?: string;
  page: number;
}

export type LeadFilterProblem = "status" | "q" | "page";

/**
 * The list's filters from a query string: `status`, `q`, `page`. A value that is present but wrong is named in
 * `problems` (the API refuses it; the page shows the list without it). An empty value counts as absent.
 */
export function readLeadFilters(params: URLSearchParams): { filters: LeadFilters; problems: LeadFilterProblem[] } {
  const filters: LeadFilters = { page: 1 };
  const problems: LeadFilterProblem[] = [];
  const status = params.get("status");
  if (status) {
    if (isLeadStatus(status)) filters.status = status;
    else problems.push("status");
  }
  const q = params.get("q")?.trim();
  if (q) {
    if (q.length <= LEAD_SEARCH_MAX_LENGTH) filters.q = q;
    else problems.push("q");
  }
  const page = params.get("page");
  if (page) {
    if (/^\d{1,6}$/.test(page) && Number(page) >= 1 && Number(page) <= LEAD_MAX_PAGE) filters.page = Number(page);
    else problems.push("page");
  }
  return { filters, problems };
}

/** The query string of a list view (page 1 and absent filters left out), for links and the CSV export. */
export function leadFiltersQuery(filters: Partial<LeadFilters>): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.status) params.set("status", filters.status);
  if (filters.q) params.set("q", filters.q);
  if (filters.page && filters.page > 1) params.set("page", String(filters.page));
  return params;
}
