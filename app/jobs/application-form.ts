// The application form's rules, shared by the browser (instant feedback) and the server (the authority). The CV is
// judged by its bytes on the server (server/jobs/cv-check.ts); the browser checks only its size and name first.
import { z } from "../lib/zod.ts";

export const APPLICATION_LIMITS = { name: 120, email: 254, phone: 40, linkedinUrl: 300, coverLetter: 8000 } as const;

/** A CV may be this large; the whole form post a little more (its text fields and the multipart framing). */
export const CV_MAX_BYTES = 10 * 1024 * 1024;
export const APPLICATION_FORM_MAX_BYTES = CV_MAX_BYTES + 128 * 1024;
export const CV_EXTENSIONS = ["pdf", "doc", "docx"] as const;
/** What the file picker offers; the server decides by content. */
export const CV_ACCEPT = ".pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document";

export type ApplicationErrorCode =
  | "required"
  | "invalidEmail"
  | "tooLong"
  | "invalidPhone"
  | "invalidLinkedin"
  | "consentRequired"
  | "cvRequired"
  | "cvEmpty"
  | "cvType"
  | "cvTooLarge"
  | "jobClosed";
export type ApplicationField = "name" | "email" | "phone" | "linkedinUrl" | "coverLetter" | "consent" | "cv" | "job";
export type ApplicationFieldErrors = Partial<Record<ApplicationField, ApplicationErrorCode>>;

const CODES: ReadonlySet<string> = new Set<ApplicationErrorCode>([
  "required",
  "invalidEmail",
  "tooLong",
  "invalidPhone",
  "invalidLinkedin",
  "consentRequired",
  "cvRequired",
  "cvEmpty",
  "cvType",
  "cvTooLarge",
  "jobClosed",
]);

const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/gu;
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu;

const oneLine = (max: number) =>
  z
    .string({ error: "required" })
    .overwrite((value) => value.replace(LINE_BREAKING, " "))
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" });

const optionalLine = (max: number) =>
  z
    .string()
    .overwrite((value) => value.replace(LINE_BREAKING, " "))
    .trim()
    .max(max, { error: "tooLong" })
    .optional()
    .transform((value) => (value ? value : undefined));

/** A LinkedIn profile address: https (http is taken and made https), on linkedin.com or one of its country hosts. */
export function isLinkedinUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password && (host === "linkedin.com" || host.endsWith(".linkedin.com"));
}

export const applicationFormSchema = z.object({
  name: oneLine(APPLICATION_LIMITS.name),
  email: z
    .string({ error: "required" })
    .overwrite((value) => value.replace(LINE_BREAKING, " "))
    .trim()
    .min(1, { error: "required" })
    .max(APPLICATION_LIMITS.email, { error: "tooLong" })
    .pipe(z.email({ error: "invalidEmail" })),
  phone: optionalLine(APPLICATION_LIMITS.phone).refine((value) => value === undefined || /^\+?[0-9 ()\-/]{5,}$/.test(value), { error: "invalidPhone" }),
  linkedinUrl: optionalLine(APPLICATION_LIMITS.linkedinUrl)
    .transform((value) => (value && /^www\.|^linkedin\.com/i.test(value) ? `https://${value}` : value))
    .refine((value) => value === undefined || isLinkedinUrl(value), { error: "invalidLinkedin" })
    .transform((value) => (value ? value.replace(/^http:/i, "https:") : undefined)),
  coverLetter: z
    .string()
    .overwrite((value) => value.replace(CONTROL_IN_TEXT, "").replace(/\r\n?/g, "\n"))
    .trim()
    .max(APPLICATION_LIMITS.coverLetter, { error: "tooLong" })
    .default(""),
  consent: z.literal(true, { error: "consentRequired" }),
});

export type ApplicationForm = z.output<typeof applicationFormSchema>;

export function applicationFieldErrors(error: z.ZodError): ApplicationFieldErrors {
  const errors: ApplicationFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ApplicationField | undefined;
    if (!field || errors[field]) continue;
    errors[field] = CODES.has(issue.message) ? (issue.message as ApplicationErrorCode) : "required";
  }
  return errors;
}

/** The form's text fields as the browser sends them (a ticked checkbox is "on", an unticked one absent). */
export function applicationFormInput(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    job: value("job")?.trim() || undefined,
    name: value("name") ?? "",
    email: value("email") ?? "",
    phone: value("phone"),
    linkedinUrl: value("linkedinUrl"),
    coverLetter: value("coverLetter") ?? "",
    consent: form.get("consent") === "on" || form.get("consent") === "true",
  };
}

export type ApplicationFormInput = ReturnType<typeof applicationFormInput>;

/** The browser's first look at a chosen CV: present, not empty, not too large, named like one. */
export function cvFileProblem(file: { name: string; size: number } | null): ApplicationErrorCode | null {
  if (!file || !file.name) return "cvRequired";
  if (file.size === 0) return "cvEmpty";
  if (file.size > CV_MAX_BYTES) return "cvTooLarge";
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  return (CV_EXTENSIONS as readonly string[]).includes(extension) && file.name.includes(".") ? null : "cvType";
}

export type ApplicationSubmitResult =
  | { ok: true; applicationId: string }
  | { ok: false; status: 400 | 413; errors: ApplicationFieldErrors }
  | { ok: false; status: 429; retryAfterSeconds: number };
