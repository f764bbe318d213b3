// The contact form's rules, shared by the browser (instant feedback) and the server (the authority).
import { z } from "./zod.ts";

export const CONTACT_LIMITS = { name: 120, email: 254, phone: 40, company: 160, message: 5000 } as const;
export const CHAT_WIDGET_DEFAULT_MESSAGE = "Kontakt via chat-widget";

export type ContactErrorCode = "required" | "invalidEmail" | "tooLong" | "invalidPhone" | "consentRequired";
export type ContactField = "name" | "email" | "phone" | "company" | "message" | "consent";
export type ContactFieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

// A line break in a name would add lines of its own to the mail we write around it; line and paragraph
// separators and other control characters become spaces in one-line fields.
const LINE_BREAKING = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]+/gu;
const singleLine = (value: string) => value.replace(LINE_BREAKING, " ");
// A message keeps its lines and tabs; other control characters (NUL among them, which the database refuses) go.
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu;
const multiLine = (value: string) => value.replace(CONTROL_IN_TEXT, "");

const text = (max: number, oneLine = true) =>
  z
    .string({ error: "required" })
    .overwrite((value) => (oneLine ? singleLine(value) : multiLine(value)))
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "tooLong" });

const optionalText = (max: number, oneLine = true) =>
  z
    .string()
    .overwrite((value) => (oneLine ? singleLine(value) : multiLine(value)))
    .trim()
    .max(max, { error: "tooLong" })
    .optional()
    .transform((value) => (value ? value : undefined));

const email = z
  .string({ error: "required" })
  .overwrite(singleLine)
  .trim()
  .min(1, { error: "required" })
  .max(CONTACT_LIMITS.email, { error: "tooLong" })
  .pipe(z.email({ error: "invalidEmail" }));

const phone = optionalText(CONTACT_LIMITS.phone).refine((value) => value === undefined || /^\+?[0-9 ()\-/]{5,}$/.test(value), {
  error: "invalidPhone",
});

export const contactFormSchema = z.object({
  name: text(CONTACT_LIMITS.name),
  email,
  phone,
  company: optionalText(CONTACT_LIMITS.company),
  message: text(CONTACT_LIMITS.message, false),
  consent: z.literal(true, { error: "consentRequired" }),
});

/** The chat widget's expert form (SPEC section 7): name and email required, the message has a default. */
export const chatContactSchema = z.object({
  name: text(CONTACT_LIMITS.name),
  email,
  phone,
  message: optionalText(CONTACT_LIMITS.message, false).transform((value) => value ?? CHAT_WIDGET_DEFAULT_MESSAGE),
});

export type ContactForm = z.infer<typeof contactFormSchema>;
export type ChatContact = z.infer<typeof chatContactSchema>;

export function fieldErrors(error: z.ZodError): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (!field || errors[field]) continue;
    const code = issue.message as ContactErrorCode;
    errors[field] = ["required", "invalidEmail", "tooLong", "invalidPhone", "consentRequired"].includes(code) ? code : "required";
  }
  return errors;
}

/** Reads the form's fields as the browser sends them (a checkbox is "on" when ticked, absent otherwise). */
export function contactFormInput(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v : undefined;
  };
  return {
    name: value("name") ?? "",
    email: value("email") ?? "",
    phone: value("phone"),
    company: value("company"),
    message: value("message") ?? "",
    consent: form.get("consent") === "on" || form.get("consent") === "true",
  };
}

export type ContactSubmitResult =
  | { ok: true; leadId: string; contact: { name: string; email: string; phone?: string | undefined; message: string } }
  | { ok: false; status: 400; errors: ContactFieldErrors }
  | { ok: false; status: 429; retryAfterSeconds: number };
