// The Leads export as CSV: RFC 4180 (comma, CRLF, a field with a comma, quote or line break in quotes, quotes
// doubled), a UTF-8 byte order mark so Excel reads å, ä and ö, and no cell a spreadsheet would run as a formula.
import type { LeadSummary } from "../../app/console/leads-contract.ts";
import { COMPANY_TIME_ZONE } from "../../app/lib/document-date.ts";
import { LANGUAGE_NAMES, isLang, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";

const BOM = "\uFEFF";

/**
 * A visitor types the cells: one that starts like a formula (= + - @, or a tab or carriage return that a
 * spreadsheet may skip before one) gets a leading apostrophe, so it is shown as text and never evaluated (OWASP's
 * "CSV injection" advice). A phone number "+46 …" shows as "'+46 …" for the same reason.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string): string {
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(",");
}

/** `2026-11-24 09:05`, in the company's time zone (the column header says so). */
const RECEIVED = new Intl.DateTimeFormat("sv-SE", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
});

/** The day in the company's time zone, `2026-11-24`, for the file's name. */
export function companyDay(now: Date): string {
  return new Intl.DateTimeFormat("sv-SE", { timeZone: COMPANY_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

/** The whole file: headers and values (status, source, language) in the staff member's language. */
export function leadsCsv(leads: readonly LeadSummary[], lang: Lang, siteUrl: string): string {
  const texts = LOCALES[lang].consoleLeads.leads;
  const columns = texts.csv;
  const header = [
    columns.received,
    columns.status,
    columns.source,
    columns.name,
    columns.email,
    columns.phone,
    columns.company,
    columns.language,
    columns.owner,
    columns.message,
    columns.conversation,
  ];
  const rows = leads.map((lead) => [
    RECEIVED.format(new Date(lead.createdAt)),
    texts.statuses[lead.status],
    texts.sources[lead.source],
    lead.name,
    lead.email,
    lead.phone ?? "",
    lead.company ?? "",
    isLang(lead.language) ? LANGUAGE_NAMES[lead.language] : lead.language,
    lead.owner?.name ?? "",
    lead.message,
    lead.conversationId ? `${siteUrl}/${lang}/admin?conversation=${lead.conversationId}` : "",
  ]);
  return `${BOM}${[header, ...rows].map(csvLine).join("\r\n")}\r\n`;
}
