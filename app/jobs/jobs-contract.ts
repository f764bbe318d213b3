// Jobs and applications, shared by the server (server/jobs) and the pages (public jobs pages, the console's Jobs
// section): the choices a job offers, the rules of the editor's input (zod, checked in the browser for instant
// feedback and on the server as the authority), and the shapes the API and the loaders hand over. No UI code
// here (decision 008).
import { LANGUAGES, type Lang } from "../lib/languages.ts";
import { z } from "../lib/zod.ts";
import { RETENTION_PERIODS, retentionEnds } from "../lib/retention-periods.ts";

export const EMPLOYMENT_TYPES = ["full-time", "part-time", "contract", "temporary", "internship"] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** schema.org's JobPosting.employmentType for each of ours. */
export const SCHEMA_EMPLOYMENT_TYPES: Readonly<Record<EmploymentType, string>> = {
  "full-time": "FULL_TIME",
  "part-time": "PART_TIME",
  contract: "CONTRACTOR",
  temporary: "TEMPORARY",
  internship: "INTERN",
};

export const REMOTE_OPTIONS = ["on-site", "hybrid", "remote"] as const;
export type RemoteOption = (typeof REMOTE_OPTIONS)[number];

/**
 * draft: staff only (and their preview); published: public, open until its closing date has passed; closed: public
 * page that says so, no longer indexed, listed or applied for. A published job past its closing date counts as closed
 * everywhere, and the hourly sweep makes it so.
 */
export const JOB_STATUSES = ["draft", "published", "closed"] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_STATUSES = ["new", "reviewing", "interview", "offer", "hired", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === "string" && (APPLICATION_STATUSES as readonly string[]).includes(value);
}

export const JOB_LIMITS = {
  slug: 80,
  title: 120,
  summary: 300,
  description: 20_000,
  requirements: 10_000,
  location: 80,
  locations: 10,
  department: 80,
} as const;

/** Applications and their CVs are kept this long after the last activity on them (created, status, note). */
export const APPLICATION_RETENTION_YEARS = RETENTION_PERIODS.jobApplications.months / 12;
export const APPLICATION_NOTE_MAX_LENGTH = 4000;

/** `jobs/apply` is the application form: no job may take its address. */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(["apply"]);
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const TRANSLITERATION: Readonly<Record<string, string>> = { æ: "ae", ø: "o", ß: "ss", đ: "d", ð: "d", þ: "th", ł: "l" };

/** "Fälttekniker – Malmö" → "falttekniker-malmo": a suggestion for the slug of a title, at most JOB_LIMITS.slug long. */
export function slugify(text: string): string {
  const plain = text
    .toLowerCase()
    .replace(/[æøßđðþł]/g, (char) => TRANSLITERATION[char] ?? char)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (plain.length <= JOB_LIMITS.slug) return plain;
  const cut = plain.slice(0, JOB_LIMITS.slug);
  return cut.slice(0, cut.lastIndexOf("-") > 20 ? cut.lastIndexOf("-") : cut.length).replace(/-+$/, "");
}

/** `2026-12-31` as a real calendar day (not 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

export type JobErrorCode =
  | "required"
  | "tooLong"
  | "invalidSlug"
  | "reservedSlug"
  | "slugTaken"
  | "invalidDate"
  | "closingDatePast"
  | "invalidChoice"
  | "noLanguage"
  | "tooManyLocations"
  | "locationRequired";

const JOB_ERROR_CODES: ReadonlySet<string> = new Set<JobErrorCode>([
  "required",
  "tooLong",
  "invalidSlug",
  "reservedSlug",
  "slugTaken",
  "invalidDate",
  "closingDatePast",
  "invalidChoice",
  "noLanguage",
  "tooManyLocations",
  "locationRequired",
]);

// One-line fields lose line breaks and control characters; Markdown keeps its lines and tabs.
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/gu;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu;

const line = (max: number) =>
  z
    .string({ error: "required" })
    .overwrite((value) => value.replace(LINE_BREAKING, " "))
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" });

const optionalLine = (max: number) =>
  z
    .string({ error: "required" })
    .overwrite((value) => value.replace(LINE_BREAKING, " "))
    .trim()
    .max(max, { error: "tooLong" })
    .default("");

const markdown = (max: number, required: boolean) =>
  z
    .string({ error: "required" })
    .overwrite((value) => value.replace(CONTROL_IN_TEXT, "").replace(/\r\n?/g, "\n"))
    .trim()
    .min(required ? 1 : 0, { error: "required" })
    .max(max, { error: "tooLong" });

export const jobTranslationSchema = z.object({
  slug: z
    .string({ error: "required" })
    .trim()
    .toLowerCase()
    .min(1, { error: "required" })
    .max(JOB_LIMITS.slug, { error: "tooLong" })
    .regex(SLUG_PATTERN, { error: "invalidSlug" })
    .refine((slug) => !RESERVED_SLUGS.has(slug), { error: "reservedSlug" }),
  title: line(JOB_LIMITS.title),
  summary: line(JOB_LIMITS.summary),
  description: markdown(JOB_LIMITS.description, true),
  requirements: markdown(JOB_LIMITS.requirements, false).default(""),
  /** One place a line in the editor; blank lines and repeats drop out. */
  locations: z
    .array(z.string({ error: "required" }).overwrite((value) => value.replace(LINE_BREAKING, " ")).trim().max(JOB_LIMITS.location, { error: "tooLong" }), {
      error: "required",
    })
    .transform((places) => [...new Set(places.filter(Boolean))])
    .pipe(z.array(z.string()).max(JOB_LIMITS.locations, { error: "tooManyLocations" }))
    .default([]),
  department: optionalLine(JOB_LIMITS.department),
});

export type JobTranslationInput = z.input<typeof jobTranslationSchema>;
export type JobTranslation = z.output<typeof jobTranslationSchema>;

export const jobInputSchema = z
  .object({
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: "invalidChoice" }),
    remote: z.enum(REMOTE_OPTIONS, { error: "invalidChoice" }),
    /** The last day applications are taken (in the company's calendar); empty or null: open until staff close it. */
    closingDate: z
      .union([z.string(), z.null()], { error: "invalidDate" })
      .transform((value) => (value === null || value.trim() === "" ? null : value.trim()))
      .refine((value) => value === null || isCalendarDay(value), { error: "invalidDate" })
      .default(null),
    translations: z.object(
      Object.fromEntries(LANGUAGES.map((lang) => [lang, jobTranslationSchema.optional()])) as Record<Lang, z.ZodOptional<typeof jobTranslationSchema>>,
      { error: "noLanguage" },
    ),
  }, { error: "noLanguage" })
  // Runs even when other fields failed (`when`), so the editor hears every problem at once; the value may then be
  // partly unparsed, so it is read with care.
  .superRefine(
    (job, context) => {
      const translations: Partial<Record<Lang, { locations?: unknown } | undefined>> =
        typeof job.translations === "object" && job.translations !== null ? job.translations : {};
      const languages = LANGUAGES.filter((lang) => translations[lang]);
      if (languages.length === 0) context.addIssue({ code: "custom", path: ["translations"], message: "noLanguage" });
      // A job away from a workplace may name no place; every other needs one to be found and shown.
      if (job.remote === "remote") return;
      for (const lang of languages) {
        const places = translations[lang]?.locations;
        const named = Array.isArray(places) && places.some((place) => typeof place === "string" && place.trim());
        if (!named) context.addIssue({ code: "custom", path: ["translations", lang, "locations"], message: "locationRequired" });
      }
    },
    { when: (payload) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value) },
  );

export type JobInput = z.input<typeof jobInputSchema>;
export type ValidJobInput = z.output<typeof jobInputSchema>;

/**
 * Field errors keyed as the editor names its fields: `employmentType`, `closingDate`, `translations` (no language),
 * `en.title`, `se.locations` …; the first problem of each field.
 */
export type JobFieldErrors = Record<string, JobErrorCode>;

export function jobFieldErrors(error: z.ZodError): JobFieldErrors {
  const errors: JobFieldErrors = {};
  for (const issue of error.issues) {
    const [first, lang, field] = issue.path;
    const key = first === "translations" && typeof lang === "string" && typeof field === "string" ? `${lang}.${field}` : String(first ?? "translations");
    if (errors[key]) continue;
    errors[key] = JOB_ERROR_CODES.has(issue.message) ? (issue.message as JobErrorCode) : issue.code === "invalid_value" ? "invalidChoice" : "required";
  }
  return errors;
}

/** The locations field of the editor: one place a line. */
export function locationLines(text: string): string[] {
  return text.split(/\r?\n/);
}

// ---- What the API and loaders hand over ----

export interface StaffJobTranslation extends JobTranslation {}

export interface StaffJobSummary {
  id: string;
  status: JobStatus;
  /** Published and its closing date not passed: listed, indexed and taking applications. */
  open: boolean;
  employmentType: EmploymentType;
  remote: RemoteOption;
  closingDate: string | null;
  /** The clearly-marked example of DEMO_CONTENT. */
  example: boolean;
  /** Title and slug in each language the job has. */
  languages: Partial<Record<Lang, { title: string; slug: string }>>;
  applications: { total: number; new: number };
  createdAt: string;
  updatedAt: string;
  publishedAt: string | null;
  closedAt: string | null;
}

export interface StaffJob extends Omit<StaffJobSummary, "languages"> {
  translations: Partial<Record<Lang, StaffJobTranslation>>;
}

/** One language of a job as the public (or an administrator's preview) sees it. */
export interface JobView {
  id: string;
  lang: Lang;
  slug: string;
  title: string;
  summary: string;
  description: string;
  requirements: string;
  locations: string[];
  department: string;
  employmentType: EmploymentType;
  remote: RemoteOption;
  closingDate: string | null;
  status: JobStatus;
  open: boolean;
  example: boolean;
  publishedAt: string | null;
  updatedAt: string;
  /** The job's slug in each language it has (this one included): the page's alternates. */
  slugs: Partial<Record<Lang, string>>;
}

export type JobListItem = Pick<
  JobView,
  "id" | "slug" | "title" | "summary" | "locations" | "department" | "employmentType" | "remote" | "closingDate" | "example" | "publishedAt"
>;

export interface JobFilters {
  location?: string;
  type?: EmploymentType;
  department?: string;
}

export const JOB_FILTER_PARAMS = ["location", "type", "department"] as const;

/** The list's filters from its query string; values that name nothing are dropped. */
export function readJobFilters(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  const location = params.get("location")?.trim();
  if (location && location.length <= JOB_LIMITS.location) filters.location = location;
  const type = params.get("type");
  if (type && (EMPLOYMENT_TYPES as readonly string[]).includes(type)) filters.type = type as EmploymentType;
  const department = params.get("department")?.trim();
  if (department && department.length <= JOB_LIMITS.department) filters.department = department;
  return filters;
}

export function matchesJobFilters(job: JobListItem, filters: JobFilters): boolean {
  return (
    (!filters.location || job.locations.includes(filters.location)) &&
    (!filters.type || job.employmentType === filters.type) &&
    (!filters.department || job.department === filters.department)
  );
}

export interface ApplicationSummary {
  id: string;
  /** Null for an open application, or when the job has since been deleted (its title stays). */
  jobId: string | null;
  jobTitle: string | null;
  name: string;
  email: string;
  language: Lang;
  status: ApplicationStatus;
  createdAt: string;
  lastActivityAt: string;
  /** When the retention sweep deletes it unless something happens before. */
  deleteAfter: string;
}

export interface ApplicationNote {
  id: string;
  body: string;
  authorName: string;
  createdAt: string;
}

export interface ApplicationDetail extends ApplicationSummary {
  phone: string | null;
  linkedinUrl: string | null;
  coverLetter: string;
  cv: { name: string; size: number; contentType: string } | null;
  /** Oldest first. */
  notes: ApplicationNote[];
}

export interface ApplicationList {
  applications: ApplicationSummary[];
  total: number;
}

/** `job`: a job's id, or "open" for open applications; absent: every application. */
export interface ApplicationFilters {
  job?: string;
  status?: ApplicationStatus;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

export function readApplicationFilters(params: URLSearchParams): { filters: ApplicationFilters; problems: string[] } {
  const filters: ApplicationFilters = {};
  const problems: string[] = [];
  const job = params.get("job");
  if (job) {
    if (job === "open" || isUuid(job)) filters.job = job.toLowerCase();
    else problems.push("job");
  }
  const status = params.get("status");
  if (status) {
    if (isApplicationStatus(status)) filters.status = status;
    else problems.push("status");
  }
  return { filters, problems };
}

/** The moment an application is deleted: its last activity plus the retention years. */
export function deleteAfter(lastActivity: Date): Date {
  return retentionEnds(RETENTION_PERIODS.jobApplications, lastActivity);
}
