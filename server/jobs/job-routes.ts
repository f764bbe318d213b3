// The console's Jobs API, for administrators with two-step verification (requireStaff with ADMIN_ROLES, checked on
// every request, the CV download included):
//   GET  /api/staff/jobs                                     every job, newest first
//   POST /api/staff/jobs                                     { employmentType, remote, closingDate, translations } → 201
//   GET  /api/staff/jobs/:jobId                              one job with every language
//   POST /api/staff/jobs/:jobId                              the same body: replaces the job's fields and languages
//   POST /api/staff/jobs/:jobId/publish | /close | /delete
//   GET  /api/staff/job-applications?job=<id>|open&status=   the applications, newest first
//   GET  /api/staff/job-applications/:applicationId          one application with its notes
//   GET  /api/staff/job-applications/:applicationId/cv       the CV, as an attachment
//   POST /api/staff/job-applications/:applicationId/status   { status }
//   POST /api/staff/job-applications/:applicationId/notes    { body } → 201
//   POST /api/staff/job-applications/:applicationId/delete   deleted now, and logged
// A bad body is 400 with localized field errors, an unknown or malformed id 404; a refused request changes nothing.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { APPLICATION_NOTE_MAX_LENGTH, APPLICATION_STATUSES, readApplicationFilters, type JobFieldErrors } from "../../app/jobs/jobs-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { ApiError, type ApiErrorOptions, type ErrorTextKey } from "../http/api-error.ts";
import { ADMIN_ROLES, requireStaff } from "../console/staff-access.ts";
import type { JobsService } from "./jobs-service.ts";

function jobsError(status: number, code: string, key: ErrorTextKey<"consoleJobs">, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["consoleJobs", key], options);
}

const jobNotFound = () => jobsError(404, "not_found", "jobsConsole.errors.notFound");
const applicationNotFound = () => jobsError(404, "not_found", "jobsConsole.errors.applicationNotFound");

function invalidJob(errors: JobFieldErrors) {
  return jobsError(400, "validation", "jobsConsole.errors.invalidJob", {
    extra: {
      fields: (lang: Lang) => {
        const texts = LOCALES[lang].consoleJobs.jobsConsole.fieldErrors;
        return Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, texts[code]]));
      },
      codes: errors,
    },
  });
}

const statusBody = z.object({ status: z.enum(APPLICATION_STATUSES) });
const noteBody = z.object({ body: z.string() });

const param = (request: FastifyRequest, name: string): string => String((request.params as Record<string, unknown>)[name] ?? "");

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which the header grammar does not allow. */
function encodeHeaderFileName(name: string): string {
  return encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export async function jobRoutes(app: FastifyInstance, { jobs }: { jobs: JobsService }) {
  const admin = (request: FastifyRequest) => requireStaff(request, ADMIN_ROLES);

  app.get("/api/staff/jobs", async (request, reply) => {
    await admin(request);
    return reply.header("cache-control", "no-store").send({ jobs: await jobs.list() });
  });

  app.post("/api/staff/jobs", async (request, reply) => {
    await admin(request);
    const result = await jobs.create(request.body);
    if (result.ok) return reply.code(201).send({ job: result.job });
    if (result.reason === "invalid") throw invalidJob(result.errors);
    throw jobNotFound();
  });

  app.get("/api/staff/jobs/:jobId", async (request, reply) => {
    await admin(request);
    const job = await jobs.find(param(request, "jobId"));
    if (!job) throw jobNotFound();
    return reply.header("cache-control", "no-store").send({ job });
  });

  app.post("/api/staff/jobs/:jobId", async (request, reply) => {
    await admin(request);
    const result = await jobs.update(param(request, "jobId"), request.body);
    if (result.ok) return reply.send({ job: result.job });
    if (result.reason === "invalid") throw invalidJob(result.errors);
    throw jobNotFound();
  });

  for (const action of ["publish", "close"] as const) {
    app.post(`/api/staff/jobs/:jobId/${action}`, async (request, reply) => {
      await admin(request);
      const id = param(request, "jobId");
      const result = action === "publish" ? await jobs.publish(id) : await jobs.close(id);
      if (result.ok) return reply.send({ job: result.job });
      if (result.reason === "invalid") throw invalidJob(result.errors);
      throw jobNotFound();
    });
  }

  app.post("/api/staff/jobs/:jobId/delete", async (request, reply) => {
    await admin(request);
    if (!(await jobs.remove(param(request, "jobId")))) throw jobNotFound();
    return reply.send({ ok: true });
  });

  app.get("/api/staff/job-applications", async (request, reply) => {
    await admin(request);
    const { filters, problems } = readApplicationFilters(new URL(request.url, "http://internal").searchParams);
    if (problems.length) throw jobsError(400, "validation", "jobsConsole.errors.invalidFilter", { extra: { invalid: problems } });
    return reply.header("cache-control", "no-store").send(await jobs.applications.list(filters));
  });

  app.get("/api/staff/job-applications/:applicationId", async (request, reply) => {
    await admin(request);
    const application = await jobs.applications.find(param(request, "applicationId"));
    if (!application) throw applicationNotFound();
    return reply.header("cache-control", "no-store").send({ application });
  });

  // Nobody else can fetch a CV by guessing its address: the role and the second factor are checked on every request,
  // and the file is only ever sent as a download that the browser may not sniff into something runnable.
  app.get("/api/staff/job-applications/:applicationId/cv", async (request, reply) => {
    await admin(request);
    const file = await jobs.applications.cv(param(request, "applicationId"));
    if (!file) throw applicationNotFound();
    return reply
      .header("content-type", file.contentType)
      .header("content-disposition", `attachment; filename*=UTF-8''${encodeHeaderFileName(file.name)}`)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "private, no-store")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength));
  });

  app.post("/api/staff/job-applications/:applicationId/status", async (request, reply) => {
    await admin(request);
    const body = statusBody.safeParse(request.body);
    if (!body.success) throw jobsError(400, "validation", "jobsConsole.errors.invalidStatus");
    const result = await jobs.applications.setStatus(param(request, "applicationId"), body.data.status);
    if (!result.ok) throw applicationNotFound();
    return reply.send({ application: result.value });
  });

  app.post("/api/staff/job-applications/:applicationId/notes", async (request, reply) => {
    const { user } = await admin(request);
    const parsed = noteBody.safeParse(request.body);
    const text = parsed.success ? parsed.data.body.trim() : "";
    if (!text || text.length > APPLICATION_NOTE_MAX_LENGTH) {
      throw jobsError(400, "validation", "jobsConsole.errors.noteLength", { vars: { max: APPLICATION_NOTE_MAX_LENGTH } });
    }
    const result = await jobs.applications.addNote(param(request, "applicationId"), { id: user.id, name: user.name || user.email }, text);
    if (!result.ok) throw applicationNotFound();
    return reply.code(201).send({ note: result.value });
  });

  app.post("/api/staff/job-applications/:applicationId/delete", async (request, reply) => {
    const { user } = await admin(request);
    if (!(await jobs.applications.remove(param(request, "applicationId"), { reason: "request", userId: user.id }))) throw applicationNotFound();
    return reply.send({ ok: true });
  });
}
