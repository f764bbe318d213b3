// Applications over HTTP, on PGlite and on PostgreSQL: a visitor applies through the real form post (multipart, as a
// browser without JavaScript sends it) for a job or openly; every refusal is checked with its field's localized message,
// the typed values kept and nothing stored or mailed; staff read, move, annotate and delete applications and fetch the
// CV, which nobody else can; and the retention job deletes what is two years past its last activity, logging each.
import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CV_MAX_BYTES } from "../../app/jobs/application-form.ts";
import type { ApplicationDetail, ApplicationList } from "../../app/jobs/jobs-contract.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { compoundFile, docx, elfExecutable, pdf, plainZip, png, windowsExecutable } from "../storage/upload-fixtures.ts";
import { createTestApp } from "../test-support.ts";
import { applicantAddress, apply, createJob, fieldErrorsIn, GOOD_APPLICATION, inputValue, jobInput, mainText, textareaValue, version } from "./jobs-test-support.ts";

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;

describe.each(engines)("applications on %s", (_engine, onPostgres) => {
  let t: TestApp;
  let admin: Browser;
  let adminId: string;
  let agent: Browser;
  let customer: Browser;
  let jobId: string;
  let closedJobId: string;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase(postgresUrl) : null;
    t = await createTestApp({ ...CONSOLE_ADMIN_ENV, TRUST_PROXY: "true", CONTACT_INBOX: "jobs@example.se" }, database?.url);
    admin = await consoleAdmin(t);
    adminId = (await t.db.selectFrom("user").select("id").where("email", "=", CONSOLE_ADMIN_ENV.ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
    agent = (await staffMember(t, admin, "applications-agent@example.se", "agent")).browser;
    customer = await signedUpUser(t, "applications-customer@example.se");
    jobId = await createJob(
      admin,
      jobInput({ translations: { en: version("field-engineer", "Field engineer"), se: version("faltingenjor", "Fältingenjör") } }),
    );
    closedJobId = await createJob(admin, jobInput({ translations: { en: version("closed-job", "Closed job") } }));
    await admin.post(`/api/staff/jobs/${closedJobId}/close`, {});
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  const count = async (table: "job_applications" | "job_application_files") =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow()).n);
  const applicationMails = async () => Number((await t.db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll<string>().as("n")).where("kind", "like", "application-%").executeTakeFirstOrThrow()).n);
  const storedFiles = async () => (t.services.jobs.applications.bytesFolder ? (await readdir(t.services.jobs.applications.bytesFolder)).length : await count("job_application_files"));
  const newest = async () => t.db.selectFrom("job_applications").selectAll().orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();

  describe("applying", () => {
    it("stores an application for a job with its CV, confirms to the applicant in their language and tells staff", async () => {
      const res = await apply(t, "en", { job: jobId, email: "anna.apply@example.se", coverLetter: "I have fixed 2,000 laptops.\nAnd more." });
      expect(res.statusCode, mainText(res.body)).toBe(200);
      expect(mainText(res.body)).toContain("Thank you for your application!");
      expect(mainText(res.body)).toContain("We have sent a confirmation to anna.apply@example.se.");

      const row = await newest();
      expect(row).toMatchObject({
        job_id: jobId,
        job_title: "Field engineer",
        language: "en",
        name: "Anna Lind",
        email: "anna.apply@example.se",
        phone: "+46 70 123 45 67",
        linkedin_url: "https://www.linkedin.com/in/anna-lind",
        cover_letter: "I have fixed 2,000 laptops.\nAnd more.",
        status: "new",
      });
      const file = await t.db.selectFrom("job_application_files").selectAll().where("application_id", "=", row.id).executeTakeFirstOrThrow();
      expect(file).toMatchObject({ original_name: "cv.pdf", content_type: "application/pdf", size: pdf().length });
      // Bytes beside the embedded database, in the row on PostgreSQL.
      expect(file.data === null).toBe(!onPostgres);

      const confirmation = await t.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "application-confirmation").where("to_address", "=", "anna.apply@example.se").executeTakeFirstOrThrow();
      expect(confirmation.subject).toBe("We have received your application – Nordic IT Services");
      expect(confirmation.text_body).toContain('Thank you for applying for the position "Field engineer".');
      expect(confirmation.text_body).toContain("We keep your application and CV for 2 years after the last activity on it");
      const notice = await t.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "application-notice").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
      expect(notice).toMatchObject({ to_address: "jobs@example.se", reply_to: "anna.apply@example.se", subject: "Ny ansökan från Anna Lind: Field engineer" });
      expect(notice.text_body).toContain(`https://www.example.se/se/admin/jobs/applications?open=${row.id}`);
    });

    it("takes an open application, with a DOCX or a Word 97 file, in Swedish", async () => {
      for (const cv of [
        { name: "Mitt CV.docx", data: docx() },
        { name: "cv.doc", data: compoundFile("WordDocument") },
      ]) {
        const email = `open.${cv.name.length}@example.se`;
        const res = await apply(t, "se", { email, cv, phone: undefined, linkedinUrl: undefined });
        expect(res.statusCode, mainText(res.body)).toBe(200);
        expect(mainText(res.body)).toContain("Tack för din ansökan!");
        expect(await newest()).toMatchObject({ job_id: null, job_title: null, language: "se", email, phone: null, linkedin_url: null, cover_letter: "" });
        const mail = await t.db.selectFrom("mail_outbox").selectAll().where("to_address", "=", email).executeTakeFirstOrThrow();
        expect(mail.text_body).toContain("Tack för din spontanansökan.");
        expect(mail.text_body).toContain("Vi sparar din ansökan och ditt cv i 2 år efter den senaste aktiviteten");
      }
    });

    it("shows the form for a job, for an open application, and says when the job no longer takes applications", async () => {
      const forJob = await t.app.inject({ method: "GET", url: `/en/jobs/apply?job=${jobId}` });
      expect(forJob.statusCode).toBe(200);
      expect(forJob.body).toMatch(/<h1[^>]*>Apply: Field engineer<\/h1>/);
      expect(forJob.body).toContain(`<input type="hidden" name="job" value="${jobId}"/>`);
      expect(forJob.body).toMatch(/<meta name="robots" content="noindex, nofollow"/);
      const open = await t.app.inject({ method: "GET", url: "/en/jobs/apply" });
      expect(open.body).toMatch(/<h1[^>]*>Open application<\/h1>/);
      expect(open.body).not.toContain('name="job"');
      const closed = await t.app.inject({ method: "GET", url: `/en/jobs/apply?job=${closedJobId}` });
      expect(mainText(closed.body)).toContain("The job you chose no longer takes applications.");
      expect(closed.body).not.toContain('name="job"');
    });
  });

  describe("refusals", () => {
    const long = (n: number) => "a".repeat(n);
    const cases: [string, Parameters<typeof apply>[2], Record<string, string>, number?][] = [
      ["no name", { name: "" }, { name: "This field is required" }],
      ["a name too long", { name: long(121) }, { name: "This text is too long" }],
      ["no email", { email: "" }, { email: "This field is required" }],
      ["an email without @", { email: "anna.example.se" }, { email: "Please enter a valid email address" }],
      ["a phone with letters", { phone: "call me maybe" }, { phone: "Please enter a valid phone number" }],
      ["a LinkedIn address elsewhere", { linkedinUrl: "https://evil.example.com/in/anna" }, { linkedinUrl: "Please enter the address of a LinkedIn profile (https://www.linkedin.com/in/…)" }],
      ["a LinkedIn address that is script", { linkedinUrl: "javascript:alert(1)//linkedin.com" }, { linkedinUrl: "Please enter the address of a LinkedIn profile (https://www.linkedin.com/in/…)" }],
      ["a cover letter too long", { coverLetter: long(8001) }, { coverLetter: "This text is too long" }],
      ["no consent", { consent: false }, { consent: "Please accept the privacy terms so that we can handle your application" }],
      ["no CV", { cv: null }, { cv: "Please attach your CV" }],
      ["an empty CV", { cv: { name: "cv.pdf", data: new Uint8Array() } }, { cv: "The file is empty" }],
      ["a Windows program renamed cv.pdf", { cv: { name: "cv.pdf", data: windowsExecutable(), type: "application/pdf" } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["a Linux program renamed cv.docx", { cv: { name: "cv.docx", data: elfExecutable() } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["a plain zip named cv.docx", { cv: { name: "cv.docx", data: plainZip() } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["an installer named cv.doc", { cv: { name: "cv.doc", data: compoundFile("Installer") } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["a picture", { cv: { name: "cv.png", data: png() } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["a PDF named .docx", { cv: { name: "cv.docx", data: pdf() } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["text named cv.pdf", { cv: { name: "cv.pdf", data: Buffer.from("Anna Lind, fälttekniker") } }, { cv: "The CV must be a PDF, DOC or DOCX file" }],
      ["a CV over the limit", { cv: { name: "cv.pdf", data: Buffer.concat([pdf(), Buffer.alloc(CV_MAX_BYTES)]) } }, { cv: "The file is larger than 10 MB" }, 413],
      ["several problems at once", { name: "", email: "x", consent: false }, { name: "This field is required", email: "Please enter a valid email address", consent: "Please accept the privacy terms so that we can handle your application" }],
    ];

    it.each(cases)("refuses %s with the field's message beside it, the typed values kept, and nothing stored or mailed", async (_what, application, fields, status = 400) => {
      const [applications, files, mails] = [await count("job_applications"), await storedFiles(), await applicationMails()];
      const res = await apply(t, "en", { coverLetter: "Hello there", ...application });
      expect(res.statusCode).toBe(status);
      expect(fieldErrorsIn(res.body)).toEqual(fields);
      expect(mainText(res.body)).toContain("Please correct the marked fields.");
      if (!("name" in fields) && application.name === undefined) expect(inputValue(res.body, "name")).toBe(GOOD_APPLICATION.name);
      if (!("coverLetter" in fields)) expect(textareaValue(res.body, "coverLetter")).toBe("Hello there");
      expect([await count("job_applications"), await storedFiles(), await applicationMails()]).toEqual([applications, files, mails]);
    });

    it("refuses an application for a closed, deleted, draft or unknown job", async () => {
      const draftId = await createJob(admin, jobInput({ translations: { en: version("draft-job", "Draft job") } }), false);
      const before = await count("job_applications");
      for (const job of [closedJobId, draftId, "00000000-0000-4000-8000-000000000000", "not-a-job"]) {
        const res = await apply(t, "en", { job });
        expect(res.statusCode, job).toBe(400);
        expect(mainText(res.body)).toContain("This job no longer takes applications");
      }
      expect(await count("job_applications")).toBe(before);
    });

    it.each([
      ["se", { name: "" }, { name: "Detta fält är obligatoriskt" }],
      ["fi", { cv: { name: "cv.pdf", data: windowsExecutable() } }, { cv: "Ansioluettelon on oltava PDF-, DOC- tai DOCX-tiedosto" }],
      ["no", { email: "nope" }, { email: "Oppgi en gyldig e-postadresse" }],
    ] as const)("says it in %s", async (lang, application, fields) => {
      const res = await apply(t, lang, application);
      expect(res.statusCode).toBe(400);
      expect(fieldErrorsIn(res.body)).toEqual(fields);
    });

    it("refuses a body larger than the form may be before reading it", async () => {
      const before = await count("job_applications");
      const res = await t.app.inject({
        method: "POST",
        url: "/en/jobs/apply",
        payload: Buffer.alloc(CV_MAX_BYTES + 200 * 1024, "a"),
        headers: { "content-type": "multipart/form-data; boundary=x", "x-forwarded-for": applicantAddress(), origin: "http://localhost" },
      });
      expect(res.statusCode).toBe(413);
      expect(mainText(res.body)).toContain("The application is too large. A CV may be at most 10 MB.");
      expect(await count("job_applications")).toBe(before);
    });

    it("refuses a body that is no form", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/en/jobs/apply",
        payload: "--x\r\nbroken",
        headers: { "content-type": "multipart/form-data; boundary=x", "x-forwarded-for": applicantAddress(), origin: "http://localhost" },
      });
      expect(res.statusCode).toBe(400);
      expect(mainText(res.body)).toContain("The form could not be read. Please try again.");
    });

    it("limits one client address to 10 applications an hour, then answers 429 with a wait", async () => {
      const address = applicantAddress();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await apply(t, "en", { name: "", email: `limit${i}@example.se` }, address)).statusCode);
      expect(statuses).toEqual([...Array(10).fill(400), 429]);
      const refused = await apply(t, "en", {}, address);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect(mainText(refused.body)).toMatch(/Too many applications from your network\. Please try again in \d+ (seconds?|minutes?|hours?)\./);
      // Another address is not held back.
      expect((await apply(t, "en", { email: "other.address@example.se" })).statusCode).toBe(200);
    });

    it("sends an applicant at most three confirmations a day, but tells staff of every application", async () => {
      const email = "many.times@example.se";
      for (let i = 0; i < 4; i++) expect((await apply(t, "en", { email })).statusCode).toBe(200);
      const mails = await t.db.selectFrom("mail_outbox").select("kind").where("to_address", "=", email).execute();
      expect(mails).toHaveLength(3);
      const notices = await t.db.selectFrom("mail_outbox").select("id").where("kind", "=", "application-notice").where("reply_to", "=", email).execute();
      expect(notices).toHaveLength(4);
    });
  });

  describe("in the console", () => {
    let applicationId: string;

    beforeAll(async () => {
      expect((await apply(t, "en", { job: jobId, email: "console.case@example.se", cv: { name: "Anna's CV (2026).pdf", data: pdf() } })).statusCode).toBe(200);
      applicationId = (await newest()).id;
    });

    it("lists applications by job, open ones and status", async () => {
      const forJob = (await admin.get(`/api/staff/job-applications?job=${jobId}`)).json() as ApplicationList;
      expect(forJob.applications.every((a) => a.jobId === jobId)).toBe(true);
      expect(forJob.applications.map((a) => a.id)).toContain(applicationId);
      const open = (await admin.get("/api/staff/job-applications?job=open")).json() as ApplicationList;
      expect(open.total).toBeGreaterThan(0);
      expect(open.applications.every((a) => a.jobId === null && a.jobTitle === null)).toBe(true);
      expect((await admin.get("/api/staff/job-applications?status=bogus")).statusCode).toBe(400);
      expect((await admin.get("/api/staff/job-applications?job=bogus")).statusCode).toBe(400);
      const page = await admin.get(`/en/admin/jobs/applications?job=${jobId}`);
      expect(page.statusCode).toBe(200);
      expect(mainText(page.body)).toContain("Anna Lind");
    });

    it("gives administrators the CV as a download nobody else can fetch, however they guess its address", async () => {
      const url = `/api/staff/job-applications/${applicationId}/cv`;
      const res = await admin.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("application/pdf");
      expect(res.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''Anna%27s%20CV%20%282026%29.pdf");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["cache-control"]).toBe("private, no-store");
      expect(res.rawPayload.equals(pdf())).toBe(true);
      expect((await new Browser(t).get(url)).statusCode).toBe(401);
      expect((await customer.get(url)).statusCode).toBe(403);
      expect((await agent.get(url)).statusCode).toBe(403);
      expect((await admin.get("/api/staff/job-applications/00000000-0000-4000-8000-000000000000/cv")).statusCode).toBe(404);
      expect((await admin.get("/api/staff/job-applications/..%2F..%2Fetc%2Fpasswd/cv")).statusCode).toBe(404);
      // The application page is no way round it either.
      expect((await t.app.inject({ method: "GET", url: `/en/admin/jobs/applications?open=${applicationId}` })).statusCode).toBe(302);
      expect((await agent.get(`/en/admin/jobs/applications?open=${applicationId}`)).statusCode).toBe(403);
    });

    it("moves an application through the pipeline and keeps notes, each counting as activity", async () => {
      const old = new Date(Date.now() - 400 * 24 * 3600 * 1000);
      await t.db.updateTable("job_applications").set({ last_activity_at: old }).where("id", "=", applicationId).execute();
      for (const status of ["reviewing", "interview", "offer", "hired", "rejected", "new"]) {
        const res = await admin.post(`/api/staff/job-applications/${applicationId}/status`, { status });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().application.status).toBe(status);
      }
      let detail = ((await admin.get(`/api/staff/job-applications/${applicationId}`)).json() as { application: ApplicationDetail }).application;
      expect(new Date(detail.lastActivityAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

      await t.db.updateTable("job_applications").set({ last_activity_at: old }).where("id", "=", applicationId).execute();
      const note = await admin.post(`/api/staff/job-applications/${applicationId}/notes`, { body: "  Ringde – intervju på fredag.  " });
      expect(note.statusCode).toBe(201);
      detail = ((await admin.get(`/api/staff/job-applications/${applicationId}`)).json() as { application: ApplicationDetail }).application;
      expect(detail.notes).toEqual([expect.objectContaining({ body: "Ringde – intervju på fredag.", authorName: expect.any(String) })]);
      expect(new Date(detail.lastActivityAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(detail.deleteAfter).getFullYear()).toBe(new Date(detail.lastActivityAt).getFullYear() + 2);
      expect(detail).toMatchObject({ cv: { name: "Anna's CV (2026).pdf", contentType: "application/pdf" }, coverLetter: "", linkedinUrl: "https://www.linkedin.com/in/anna-lind" });
    });

    it("refuses a bad status, an empty or long note and an unknown application, changing nothing", async () => {
      const before = ((await admin.get(`/api/staff/job-applications/${applicationId}`)).json() as { application: ApplicationDetail }).application;
      expect((await admin.post(`/api/staff/job-applications/${applicationId}/status?language=en`, { status: "archived" })).json().error.message).toBe("Choose one of the statuses.");
      expect((await admin.post(`/api/staff/job-applications/${applicationId}/notes?language=en`, { body: "   " })).statusCode).toBe(400);
      expect((await admin.post(`/api/staff/job-applications/${applicationId}/notes?language=en`, { body: "x".repeat(4001) })).statusCode).toBe(400);
      const unknown = "00000000-0000-4000-8000-000000000000";
      expect((await admin.get(`/api/staff/job-applications/${unknown}`)).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/job-applications/${unknown}/status`, { status: "new" })).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/job-applications/${unknown}/notes`, { body: "x" })).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/job-applications/${unknown}/delete`, {})).statusCode).toBe(404);
      for (const browser of [agent, customer, new Browser(t)]) {
        expect([401, 403]).toContain((await browser.post(`/api/staff/job-applications/${applicationId}/status`, { status: "hired" })).statusCode);
        expect([401, 403]).toContain((await browser.post(`/api/staff/job-applications/${applicationId}/delete`, {})).statusCode);
      }
      const after = ((await admin.get(`/api/staff/job-applications/${applicationId}`)).json() as { application: ApplicationDetail }).application;
      expect(after).toEqual(before);
    });

    it("keeps an application and the job's title when the job is deleted", async () => {
      const doomed = await createJob(admin, jobInput({ translations: { en: version("doomed-job", "Doomed job") } }));
      expect((await apply(t, "en", { job: doomed, email: "doomed@example.se" })).statusCode).toBe(200);
      const id = (await newest()).id;
      expect((await admin.post(`/api/staff/jobs/${doomed}/delete`, {})).statusCode).toBe(200);
      const detail = ((await admin.get(`/api/staff/job-applications/${id}`)).json() as { application: ApplicationDetail }).application;
      expect(detail).toMatchObject({ jobId: null, jobTitle: "Doomed job" });
      const open = (await admin.get("/api/staff/job-applications?job=open")).json() as ApplicationList;
      expect(open.applications.map((a) => a.id)).not.toContain(id);
    });

    it("deletes an application and its CV on request, and logs it with nothing about the applicant", async () => {
      const [files] = [await storedFiles()];
      const res = await admin.post(`/api/staff/job-applications/${applicationId}/delete`, {});
      expect(res.statusCode).toBe(200);
      expect(await t.db.selectFrom("job_applications").select("id").where("id", "=", applicationId).executeTakeFirst()).toBeUndefined();
      expect(await t.db.selectFrom("job_application_notes").select("id").where("application_id", "=", applicationId).executeTakeFirst()).toBeUndefined();
      expect(await storedFiles()).toBe(files - 1);
      expect((await admin.get(`/api/staff/job-applications/${applicationId}/cv`)).statusCode).toBe(404);

      const event = await t.db.selectFrom("security_events").selectAll().where("event_type", "=", "job_application_deleted").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
      expect(event).toMatchObject({ user_id: adminId, email: null, severity: "INFO", ip_prefix: null, user_agent: null, details: { applicationId, reason: "request" } });
      const log = await admin.get("/api/staff/security-events?type=job_application_deleted");
      expect(log.statusCode, log.body).toBe(200);
      expect(log.body).toContain(applicationId);
      expect(log.body).not.toContain("console.case@example.se");
      expect(log.body).not.toContain("Anna Lind");
    });
  });

  describe("retention", () => {
    it("deletes applications two years after their last activity, with their CVs, and logs each", async () => {
      const ids: string[] = [];
      for (const email of ["expired@example.se", "almost@example.se"]) {
        expect((await apply(t, "en", { email })).statusCode).toBe(200);
        ids.push((await newest()).id);
      }
      const [expired, almost] = ids as [string, string];
      const day = 24 * 3600 * 1000;
      const twoYearsAgo = new Date();
      twoYearsAgo.setUTCFullYear(twoYearsAgo.getUTCFullYear() - 2);
      await t.db.updateTable("job_applications").set({ last_activity_at: new Date(twoYearsAgo.getTime() - day) }).where("id", "=", expired).execute();
      await t.db.updateTable("job_applications").set({ last_activity_at: new Date(twoYearsAgo.getTime() + day) }).where("id", "=", almost).execute();
      const files = await storedFiles();

      // The retention job (server/privacy/retention.ts) deletes them now; the jobs upkeep only closes jobs.
      const run = await t.services.privacy.retention.runNow();
      expect(run?.deleted.jobApplications).toBe(1);
      const left = await t.db.selectFrom("job_applications").select("id").where("id", "in", ids).execute();
      expect(left.map((row) => row.id)).toEqual([almost]);
      expect(await storedFiles()).toBe(files - 1);
      const event = await t.db.selectFrom("security_events").selectAll().where("event_type", "=", "job_application_deleted").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
      expect(event).toMatchObject({ user_id: null, email: null, details: { applicationId: expired, reason: "retention" } });
      expect(JSON.stringify(event)).not.toContain("expired@example.se");

      // Nothing more is due: a second sweep deletes nothing.
      expect((await t.services.privacy.retention.runNow())?.deleted.jobApplications).toBe(0);
    });
  });
});
