// The role matrix: every staff and admin route, called as an anonymous visitor, a customer (`user`), an agent who has
// not enrolled a second factor, an agent and an administrator. Anyone without the role must be refused (401 without a
// session, 403 with one); a route the table does not know fails the test, so a new staff route cannot slip in unguarded.
// Staff routes (/api/staff/*) also refuse staff without two-step verification, as the console does.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN, CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { Browser, signedUpUser, type TestApp } from "./auth-test-client.ts";

const ADMIN = CONSOLE_ADMIN;
type Identity = "anonymous" | "user" | "agentWithoutTwoFactor" | "agent" | "admin";
const IDENTITIES: Identity[] = ["anonymous", "user", "agentWithoutTwoFactor", "agent", "admin"];

interface GuardedRoute {
  method: "GET" | "POST";
  path: string;
  /** The path as the server declares it, when its parameter is not the conversation's (`:id`). */
  pattern?: string;
  /** Who may use it; everyone else is refused. */
  allowed: Identity[];
  /** Better Auth's admin endpoints: the administrator is a fresh sign-in of one without a second factor. */
  plainAdmin?: boolean;
}

/**
 * Better Auth's admin endpoints that are not staff-only by design: `has-permission` answers any signed-in account
 * about its own permissions, and `stop-impersonating` only ends an impersonation the caller is in.
 */
const OPEN_TO_ACCOUNTS = new Set(["/admin/has-permission", "/admin/stop-impersonating"]);

let t: TestApp;
let browsers: Record<Identity, Browser>;
let conversationId: string;
let leadId: string;
let targetId: string;
let mailId: string;
let accountId: string;
let jobId: string;
let applicationId: string;
let routes: GuardedRoute[];

/**
 * A fresh browser of the second administrator, who has no second factor: an admin call may change its own session
 * (impersonation), and Better Auth's admin endpoints ask for the role alone.
 */
async function signedInAdmin() {
  const admin = new Browser(t);
  expect((await admin.post("/api/auth/sign-in/email", PLAIN_ADMIN)).statusCode).toBe(200);
  return admin;
}
const PLAIN_ADMIN = { email: "matrix-plain-admin@example.se", password: "Styrelsemöte-i-Malmö-2031" };

beforeAll(async () => {
  t = await createTestApp(CONSOLE_ADMIN_ENV);
  const admin = await consoleAdmin(t);
  const user = await signedUpUser(t, "matrix-user@example.se");
  const unenrolled = await signedUpUser(t, "matrix-agent-plain@example.se");
  const unenrolledId = (await t.db.selectFrom("user").select("id").where("email", "=", "matrix-agent-plain@example.se").executeTakeFirstOrThrow()).id;
  expect((await admin.post("/api/auth/admin/set-role", { userId: unenrolledId, role: "agent" })).statusCode).toBe(200);
  await signedUpUser(t, PLAIN_ADMIN.email, PLAIN_ADMIN.password);
  const plainAdminId = (await t.db.selectFrom("user").select("id").where("email", "=", PLAIN_ADMIN.email).executeTakeFirstOrThrow()).id;
  expect((await admin.post("/api/auth/admin/set-role", { userId: plainAdminId, role: "admin" })).statusCode).toBe(200);
  const agent = (await staffMember(t, admin, "matrix-agent@example.se", "agent")).browser;
  browsers = { anonymous: new Browser(t), user, agentWithoutTwoFactor: unenrolled, agent, admin };
  targetId = await freshTarget();

  const visitor = new Browser(t);
  const chat = await visitor.post("/api/chat-bot", { message: "Hej", sessionId: null, userInfo: {}, media: [], language: "se" });
  conversationId = (chat.json() as { sessionId: string }).sessionId;
  const contact = await visitor.post("/api/send-contact-email", { name: "Matris Lead", email: "matrix-lead@example.se", language: "se" });
  expect(contact.statusCode).toBe(200);
  leadId = (await t.db.selectFrom("leads").select("id").where("email", "=", "matrix-lead@example.se").executeTakeFirstOrThrow()).id;
  mailId = (await t.mailer.send({ to: "matrix-mail@example.se", subject: "Matrix", text: "Hej", kind: "test-note" })).id;
  // The account the administrator's console acts on in every users route (a call may disable it, or change its role).
  accountId = await freshTarget();
  const job = await t.services.jobs.create({
    employmentType: "full-time",
    remote: "remote",
    translations: { en: { slug: "matrix-job", title: "Matrix job", summary: "A job", description: "Text" } },
  });
  if (!job.ok) throw new Error("the matrix job could not be made");
  jobId = job.job.id;
  applicationId = crypto.randomUUID();
  await t.db.insertInto("job_applications").values({ id: applicationId, job_id: jobId, job_title: "Matrix job", language: "en", name: "Matrix", email: "matrix-applicant@example.se", phone: null, linkedin_url: null, cover_letter: "" }).execute();
  await t.db.insertInto("job_application_files").values({ application_id: applicationId, original_name: "cv.pdf", content_type: "application/pdf", size: 5, data: Buffer.from("%PDF-") }).execute();

  const staff: GuardedRoute[] = [
    { method: "GET", path: `/api/staff/conversations/${conversationId}/messages`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/messages`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/typing`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/status`, allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/presence", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/mail", allowed: ["agent", "admin"] },
    { method: "GET", path: `/api/staff/mail/${mailId}`, pattern: "/api/staff/mail/:id", allowed: ["agent", "admin"] },
    // Without SMTP a retry is refused with 409 — after the role was checked.
    { method: "POST", path: `/api/staff/mail/${mailId}/retry`, pattern: "/api/staff/mail/:id/retry", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/users", allowed: ["admin"] },
    { method: "POST", path: "/api/staff/users/invite", allowed: ["admin"] },
    ...["role", "disable", "enable", "end-sessions", "reset-mfa"].map(
      (action): GuardedRoute => ({ method: "POST", path: `/api/staff/users/${accountId}/${action}`, pattern: `/api/staff/users/:id/${action}`, allowed: ["admin"] }),
    ),
    { method: "GET", path: "/api/staff/security-events", allowed: ["admin"] },
    // Console routes: add each new /api/staff route here (the first test fails until it is).
    { method: "GET", path: "/api/staff/realtime", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/inbox", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/inbox/unread", allowed: ["agent", "admin"] },
    { method: "GET", path: `/api/staff/conversations/${conversationId}`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/read`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/assign`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/snooze`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/reopen`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/notes`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/conversations/${conversationId}/attachments`, allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/team", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/canned-replies", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/leads", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/leads.csv", allowed: ["agent", "admin"] },
    { method: "GET", path: `/api/staff/leads/${leadId}`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/leads/${leadId}/status`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/leads/${leadId}/owner`, allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/leads/${leadId}/notes`, allowed: ["agent", "admin"] },
    // Jobs and their applications are the administrators' alone (the CV download included).
    { method: "GET", path: "/api/staff/jobs", allowed: ["admin"] },
    { method: "POST", path: "/api/staff/jobs", allowed: ["admin"] },
    { method: "GET", path: `/api/staff/jobs/${jobId}`, pattern: "/api/staff/jobs/:jobId", allowed: ["admin"] },
    { method: "POST", path: `/api/staff/jobs/${jobId}`, pattern: "/api/staff/jobs/:jobId", allowed: ["admin"] },
    ...["publish", "close", "delete"].map(
      (action): GuardedRoute => ({ method: "POST", path: `/api/staff/jobs/${jobId}/${action}`, pattern: `/api/staff/jobs/:jobId/${action}`, allowed: ["admin"] }),
    ),
    { method: "GET", path: "/api/staff/job-applications", allowed: ["admin"] },
    { method: "GET", path: `/api/staff/job-applications/${applicationId}`, pattern: "/api/staff/job-applications/:applicationId", allowed: ["admin"] },
    { method: "GET", path: `/api/staff/job-applications/${applicationId}/cv`, pattern: "/api/staff/job-applications/:applicationId/cv", allowed: ["admin"] },
    ...["status", "notes", "delete"].map(
      (action): GuardedRoute => ({
        method: "POST",
        path: `/api/staff/job-applications/${applicationId}/${action}`,
        pattern: `/api/staff/job-applications/:applicationId/${action}`,
        allowed: ["admin"],
      }),
    ),
    // Bookings are the agents' work too; their settings are changed by administrators (PUT, tested in server/booking).
    { method: "GET", path: "/api/staff/bookings", allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/bookings/${jobId}/cancel`, pattern: "/api/staff/bookings/:bookingId/cancel", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/booking-settings", allowed: ["agent", "admin"] },
    // News, like jobs, is the administrators' alone.
    { method: "GET", path: `/api/staff/conversations/${conversationId}/screen-share`, allowed: ["agent", "admin"] },
    { method: "POST", path: "/api/staff/screen-shares/join", allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/screen-shares/${jobId}/join`, pattern: "/api/staff/screen-shares/:shareId/join", allowed: ["agent", "admin"] },
    { method: "POST", path: `/api/staff/screen-shares/${jobId}/stop`, pattern: "/api/staff/screen-shares/:shareId/stop", allowed: ["agent", "admin"] },
    { method: "GET", path: "/api/staff/privacy/requests", allowed: ["admin"] },
    { method: "POST", path: "/api/staff/privacy/erasures", allowed: ["admin"] },
    { method: "POST", path: "/api/staff/privacy/retention/run", allowed: ["admin"] },
    { method: "GET", path: "/api/staff/news", allowed: ["admin"] },
    { method: "POST", path: "/api/staff/news", allowed: ["admin"] },
    { method: "POST", path: "/api/staff/news/images", allowed: ["admin"] },
    { method: "GET", path: `/api/staff/news/${jobId}`, pattern: "/api/staff/news/:id", allowed: ["admin"] },
    { method: "POST", path: `/api/staff/news/${jobId}`, pattern: "/api/staff/news/:id", allowed: ["admin"] },
    { method: "POST", path: `/api/staff/news/${jobId}/delete`, pattern: "/api/staff/news/:id/delete", allowed: ["admin"] },
  ];
  // Every endpoint of Better Auth's admin plugin, read from the running instance rather than listed by hand.
  const adminEndpoints = Object.values(t.app.accounts.auth.api as Record<string, { path?: string; options?: { method?: string | string[] } }>)
    .filter((endpoint) => endpoint.path?.startsWith("/admin/") && !OPEN_TO_ACCOUNTS.has(endpoint.path))
    .map((endpoint): GuardedRoute => {
      const method = [endpoint.options?.method ?? "GET"].flat()[0] === "GET" ? "GET" : "POST";
      return { method, path: `/api/auth${endpoint.path}`, allowed: ["admin"], plainAdmin: true };
    });
  routes = [...staff, ...adminEndpoints];
});
afterAll(() => t.close());

/**
 * A request the endpoint would accept from its role: Better Auth checks the body before the session, so an empty one
 * would be refused with 400 for everyone and prove nothing about roles.
 */
function validBody(userId: string) {
  return {
    userId,
    role: "user",
    email: `matrix-new-${crypto.randomUUID()}@example.se`,
    password: "Ett-nytt-långt-lösen-för-matrisen-9",
    newPassword: "Ett-nytt-långt-lösen-för-matrisen-9",
    name: "Matrix",
    data: { name: "Matrix" },
    sessionToken: "no-such-session",
    banReason: "matrix",
  };
}

/** An account the administrator's call may act on; one each, since a call may ban, change or remove it. */
async function freshTarget(): Promise<string> {
  const email = `matrix-target-${crypto.randomUUID()}@example.se`;
  await signedUpUser(t, email);
  return (await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirstOrThrow()).id;
}

async function call(identity: Identity, route: GuardedRoute) {
  // Everyone else is refused before anything happens, so they all aim at one account that stays as it was.
  const [browser, target] =
    identity === "admin" ? [route.plainAdmin ? await signedInAdmin() : browsers.admin, await freshTarget()] : [browsers[identity], targetId];
  if (route.method === "GET") return browser.get(`${route.path}?id=${target}&userId=${target}`);
  return browser.post(route.path, validBody(target));
}

/**
 * Every route with its full path. Fastify prints its routes as a tree even without a common prefix: a path that
 * continues another (`/api/staff/leads` → `.csv`, `/:leadId`, `/:leadId/status`) is printed below it as the rest
 * alone, so the tree is joined back by its indentation (four characters a level).
 */
function servedRoutes(printed: string): { path: string; methods: string[] }[] {
  const parents: string[] = [];
  const found: { path: string; methods: string[] }[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const path = (depth > 0 ? parents[depth - 1]! : "") + match[2]!;
    parents.length = depth;
    parents.push(path);
    if (match[3]) found.push({ path, methods: match[3].split(", ") });
  }
  return found;
}

describe("the role matrix", () => {
  it("knows every staff route the server has", () => {
    const staffPaths = servedRoutes(t.app.printRoutes({ commonPrefix: false }))
      .filter(({ path }) => path.startsWith("/api/staff/"))
      .flatMap(({ path, methods }) =>
        methods.filter((m) => m === "GET" || m === "POST").map((m) => `${m} ${path.replace(":sessionId", conversationId).replace(":leadId", leadId)}`),
      );
    expect(staffPaths.length).toBeGreaterThanOrEqual(10);
    const known = new Set(routes.map((r) => `${r.method} ${r.pattern ?? r.path}`));
    expect(staffPaths.filter((p) => !known.has(p))).toEqual([]);
    expect(routes.filter((r) => r.path.startsWith("/api/auth/admin/")).length).toBeGreaterThanOrEqual(10);
  });

  it("refuses everyone without the role and lets the role through", async () => {
    const unexpected: string[] = [];
    for (const route of routes) {
      for (const identity of IDENTITIES) {
        const res = await call(identity, route);
        const refused = res.statusCode === 401 || res.statusCode === 403;
        if (route.allowed.includes(identity)) {
          if (refused) unexpected.push(`${identity} refused ${res.statusCode}: ${route.method} ${route.path} ${res.body}`);
        } else if (!refused) {
          unexpected.push(`${identity} got ${res.statusCode}: ${route.method} ${route.path}`);
        } else if (identity === "anonymous" && res.statusCode !== 401) {
          unexpected.push(`anonymous got ${res.statusCode} instead of 401: ${route.method} ${route.path}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
  });

  it("keeps the admin area from visitors and customers, and sends staff without a second factor to enrol", async () => {
    const anonymous = await browsers.anonymous.get("/se/admin");
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toBe("/se/auth?redirectTo=%2Fse%2Fadmin");

    const customer = await browsers.user.get("/en/admin");
    expect(customer.statusCode).toBe(403);
    expect(customer.body).toContain("Insufficient permissions");

    const unenrolled = await browsers.agentWithoutTwoFactor.get("/se/admin");
    expect(unenrolled.statusCode).toBe(302);
    expect(unenrolled.headers.location).toMatch(/^\/se\/user-auth\?notice=enrolTwoFactor/);
    for (const identity of ["agent", "admin"] as const) expect((await browsers[identity].get("/se/admin")).statusCode).toBe(200);

    // The console's sections behind the same gate (agents and administrators alike).
    for (const path of ["/en/admin/presence"]) {
      expect((await browsers.anonymous.get(path)).statusCode).toBe(302);
      expect((await browsers.user.get(path)).statusCode).toBe(403);
      expect((await browsers.agentWithoutTwoFactor.get(path)).statusCode).toBe(302);
      for (const identity of ["agent", "admin"] as const) expect((await browsers[identity].get(path)).statusCode).toBe(200);
    }
  });
});
