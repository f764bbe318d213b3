// For the jobs tests: a job's input as the editor sends it, a form post of the application page as a browser sends it
// (multipart, from its own address), and readers of what the rendered pages say.
import type { JobInput, JobTranslationInput } from "../../app/jobs/jobs-contract.ts";
import type { Browser, TestApp } from "../auth/auth-test-client.ts";
import { pdf } from "../storage/upload-fixtures.ts";

let addressNumber = 0;

/** Every applicant speaks from an address of their own, so the per-address limit never counts two tests together. */
export function applicantAddress(): string {
  addressNumber += 1;
  return `10.88.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
}

export function version(slug: string, title: string, extra: Partial<JobTranslationInput> = {}): JobTranslationInput {
  return {
    slug,
    title,
    summary: `${title}: a short summary.`,
    description: `## The role\n\nYou will **install** hardware for ${title}.\n\n- one\n- two`,
    requirements: "- A driving licence",
    locations: ["Malmö"],
    department: "Field service",
    ...extra,
  };
}

export function jobInput(overrides: Partial<JobInput> = {}): JobInput {
  return {
    employmentType: "full-time",
    remote: "on-site",
    closingDate: null,
    translations: { en: version("field-engineer", "Field engineer") },
    ...overrides,
  };
}

export async function createJob(admin: Browser, input: JobInput, publish = true): Promise<string> {
  const created = await admin.post("/api/staff/jobs", input);
  if (created.statusCode !== 201) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const id = (created.json() as { job: { id: string } }).job.id;
  if (publish) {
    const published = await admin.post(`/api/staff/jobs/${id}/publish`, {});
    if (published.statusCode !== 200) throw new Error(`publish failed: ${published.statusCode} ${published.body}`);
  }
  return id;
}

export type Part = { field: string; value: string } | { field: string; file: Uint8Array; name: string; type?: string };

/** The bytes and content type a browser would send for this form. */
export async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ("file" in part) form.append(part.field, new Blob([new Uint8Array(part.file)], { type: part.type ?? "application/octet-stream" }), part.name);
    else form.append(part.field, part.value);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "" };
}

export interface Application {
  name?: string;
  email?: string;
  phone?: string;
  linkedinUrl?: string;
  coverLetter?: string;
  consent?: boolean;
  job?: string;
  cv?: { name: string; data: Uint8Array; type?: string } | null;
}

export const GOOD_APPLICATION = { name: "Anna Lind", email: "anna.lind@example.se", phone: "+46 70 123 45 67", linkedinUrl: "https://www.linkedin.com/in/anna-lind" };

/** The application page's form, posted as a browser without JavaScript would (multipart, to the page). */
export async function apply(t: TestApp, lang: string, application: Application, address = applicantAddress()) {
  const fields = { ...GOOD_APPLICATION, consent: true, cv: { name: "cv.pdf", data: pdf(), type: "application/pdf" }, ...application };
  const parts: Part[] = [];
  for (const name of ["job", "name", "email", "phone", "linkedinUrl", "coverLetter"] as const) {
    const value = fields[name];
    if (value !== undefined) parts.push({ field: name, value });
  }
  if (fields.consent) parts.push({ field: "consent", value: "on" });
  if (fields.cv) parts.push({ field: "cv", file: fields.cv.data, name: fields.cv.name, type: fields.cv.type });
  const body = await multipart(parts);
  return t.app.inject({
    method: "POST",
    url: `/${lang}/jobs/apply${fields.job ? `?job=${fields.job}` : ""}`,
    payload: body.payload,
    headers: { "content-type": body.contentType, "x-forwarded-for": address, origin: "http://localhost" },
  });
}

const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, entity: string) => ({ amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" })[entity] ?? "");

/** The error shown beside each field of a rendered form: `{ name: "This field is required", … }`. */
export function fieldErrorsIn(html: string): Record<string, string> {
  return Object.fromEntries([...html.matchAll(/<p id="([\w.-]+)-error"[^>]*>([^<]*)<\/p>/g)].map((match) => [match[1]!, decode(match[2]!)]));
}

/** The value a rendered input holds. */
export function inputValue(html: string, name: string): string | null {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const value = tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
  return value === undefined ? null : decode(value);
}

export function textareaValue(html: string, name: string): string | null {
  const match = new RegExp(`<textarea[^>]*name="${name}"[^>]*>([^<]*)</textarea>`).exec(html);
  return match ? decode(match[1]!) : null;
}

/** The page's main content as text (without its scripts and tags). */
export function mainText(html: string): string {
  const main = /<main[\s\S]*?<\/main>/.exec(html)?.[0] ?? "";
  return decode(main.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ").trim();
}

/** The JSON-LD objects of a page. */
export function jsonLdIn(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
}

/** The page's `<link rel="alternate" hreflang>` as hreflang → address. */
export function alternatesIn(html: string): Record<string, string> {
  return Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" href="([^"]+)" hrefLang="([^"]+)"\/>/g)].map((match) => [match[2]!, decode(match[1]!)]),
  );
}

export function robotsIn(html: string): string | null {
  return /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? null;
}
