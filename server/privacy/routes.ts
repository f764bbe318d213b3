// The privacy endpoints (decision 021): a signed-in user's export (GET, a ZIP); a visitor's request by address (JSON,
// for scripts and tests; the page posts to its own action) and the download a confirmed link's form posts to; and the
// console's Privacy section (admins): the requests with their state, the retention job's last and next run, an erasure
// by address, and a run now.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { privacyEmailSchema, type PrivacyRequestList, type StaffErasureResponse } from "../../app/lib/privacy-contract.ts";
import { isLang, type Lang } from "../../app/lib/languages.ts";
import { getSession } from "../auth/require-role.ts";
import { ApiError, rateLimited } from "../http/api-error.ts";
import { ADMIN_ROLES, requireStaff } from "../console/staff-access.ts";
import type { PrivacyService } from "./privacy-requests.ts";

export interface PrivacyRouteOptions {
  privacy: PrivacyService;
}

const requestBody = z.object({ email: z.string(), lang: z.string().optional() });
const tokenBody = z.object({ token: z.string() });
const listQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });
const erasureBody = z.object({ email: z.string(), confirm: z.literal(true) });

const invalidEmail = () => new ApiError(400, "invalid_email", ["privacy", "privacyErrors.invalidEmail"]);
const linkUsed = () => new ApiError(410, "link_used", ["privacy", "privacyErrors.linkUsed"]);

function languageOf(value: unknown): Lang {
  return isLang(value) ? value : "se";
}

function zipReply(name: string) {
  return {
    "content-type": "application/zip",
    "content-disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.zip"`,
    "cache-control": "no-store",
  };
}

export async function privacyRoutes(app: FastifyInstance, { privacy }: PrivacyRouteOptions) {
  // Kept as text here (this plugin's own scope): only the download form's token is read from it.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.get("/api/account/privacy/export", async (request, reply) => {
    const session = await getSession(request);
    if (!session) throw new ApiError(401, "unauthenticated", ["api", "errors.unauthenticated"]);
    const lang = languageOf((request.query as { language?: string } | undefined)?.language);
    const zip = await privacy.exportAccount({ id: session.user.id, email: session.user.email }, lang);
    return reply.headers(zipReply("my-data")).send(Buffer.from(zip));
  });

  app.post("/api/privacy/requests", async (request, reply) => {
    const body = requestBody.safeParse(request.body);
    const email = body.success ? privacyEmailSchema.safeParse(body.data.email) : null;
    if (!body.success || !email?.success) throw invalidEmail();
    const outcome = await privacy.request(email.data, languageOf(body.data.lang), request.ip);
    if (!outcome.ok) throw rateLimited(["api", "errors.rateLimited"], outcome.retryAfterSeconds);
    // The same answer for every address: whether anything is held is told only through the link.
    return reply.code(202).header("cache-control", "no-store").send({ ok: true });
  });

  app.post("/api/privacy/export", async (request, reply) => {
    // The confirmed page's download form posts urlencoded without JavaScript; JSON works too.
    const raw = typeof request.body === "string" ? Object.fromEntries(new URLSearchParams(request.body)) : request.body;
    const body = tokenBody.safeParse(raw);
    const zip = body.success ? await privacy.exportByToken(body.data.token) : null;
    if (!zip) throw linkUsed();
    return reply.headers(zipReply("my-data")).send(Buffer.from(zip));
  });

  app.get("/api/staff/privacy/requests", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const query = listQuery.safeParse(request.query);
    if (!query.success) throw new ApiError(400, "invalid_query", ["privacy", "privacyErrors.invalidQuery"]);
    const response: PrivacyRequestList = await privacy.list(query.data.page);
    return reply.header("cache-control", "no-store").send(response);
  });

  app.post("/api/staff/privacy/erasures", async (request, reply) => {
    const session = await requireStaff(request, ADMIN_ROLES);
    const body = erasureBody.safeParse(request.body);
    if (!body.success) throw new ApiError(400, "confirmation_required", ["privacy", "privacyErrors.confirmationRequired"]);
    const email = privacyEmailSchema.safeParse(body.data.email);
    if (!email.success) throw invalidEmail();
    const lang = languageOf((request.query as { language?: string } | undefined)?.language);
    const response: StaffErasureResponse = { request: await privacy.eraseByStaff(email.data, session.user.id, lang) };
    return reply.send(response);
  });

  app.post("/api/staff/privacy/retention/run", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const run = await privacy.retention.runNow();
    if (!run) throw new ApiError(409, "retention_running", ["privacy", "privacyErrors.retentionRunning"]);
    return reply.send({ run });
  });
}
