// What the site audit's page and its server share: the stated limits, the checks and severities (server/audit/checks.ts
// runs them; app/routes/qa-audit-pro.tsx names them). No server code here: the page's browser bundle imports it.

/** Stated limits (docs/decisions/020-site-audit.md). */
export const AUDIT_LIMITS = {
  title: { min: 10, max: 60 },
  description: { min: 50, max: 160 },
  /** The HTML document alone, in bytes. */
  htmlBytes: 250_000,
  /** The document with its stylesheets, scripts and images, in bytes. */
  pageBytes: 1_500_000,
  /** Time to the whole HTML document, in milliseconds. */
  slowMs: 1500,
  /** Redirects in a row before the chain itself is a finding. */
  redirectHops: 1,
  /** Another language's text must be at least this long to count (short words such as names are shared). */
  foreignTextMin: 24,
} as const;

/** Requests the crawler has open at once, so an audit never stalls the site. */
export const AUDIT_CONCURRENCY = 4;
/** Pages one audit fetches at most. */
export const AUDIT_MAX_PAGES = 600;

export const SEVERITIES = ["error", "warning", "notice"] as const;
export type Severity = (typeof SEVERITIES)[number];

export const CHECKS = [
  "status",
  "redirect",
  "brokenLink",
  "anchor",
  "title",
  "description",
  "canonical",
  "hreflang",
  "jsonLd",
  "imageAlt",
  "weight",
  "responseTime",
  "untranslated",
] as const;
export type CheckId = (typeof CHECKS)[number];
