// Privacy in practice, over HTTP on PGlite and on PostgreSQL (decision 021): the retention job with its clock moved
// past each period deletes exactly what passed (rows and file bytes) and nothing newer, and only one of two runners
// runs; a visitor's request gets the same answer for a known and an unknown address, and its link downloads only that
// person's data or erases it so that no column of any table names the address any more; a signed-in user exports and
// deletes their account after typing their password again; staff erase by address and see each request's state.
import { randomUUID } from "node:crypto";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { PrivacyRequestList } from "../../app/lib/privacy-contract.ts";
import { RETENTION_PERIODS } from "../../app/lib/retention-periods.ts";
import { Browser, lastMail, linkIn, signedUpUser, GOOD_PASSWORD, type TestApp } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { createRetentionJob } from "./retention.ts";
import { columnsNaming, filesIn, personWithData } from "./privacy-test-support.ts";

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;
const DAY = 86_400_000;

/** A form post as a browser without JavaScript sends it (to a page: the origin React Router's actions compare with). */
const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
});

function monthsAfter(from: Date, months: number): Date {
  const at = new Date(from.getTime());
  at.setUTCMonth(at.getUTCMonth() + months);
  return at;
}

describe.each(engines)("privacy on %s", (_engine, onPostgres) => {
  let t: TestApp;
  let admin: Browser;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;
  const mediaFolder = () => t.services.chatMedia.bytesFolder;
  const cvFolder = () => t.services.jobs.applications.bytesFolder;

  beforeAll(async () => {
    database = onPostgres ? await createTestDatabase(postgresUrl) : null;
    t = await createTestApp({ ...CONSOLE_ADMIN_ENV, TRUST_PROXY: "true", CONTACT_INBOX: "inbox@example.se" }, database?.url);
    admin = await consoleAdmin(t);
  });
  afterAll(async () => {
    await t.close();
    await database?.drop();
  });

  describe("the retention job", () => {
    it("deletes, with the clock moved past each period, exactly what passed (rows and file bytes) and nothing newer", async () => {
      const old = await personWithData(t, "old.person@example.se", "Old Person");
      const recent = await personWithData(t, "recent.person@example.se", "Recent Person");
      const t0 = new Date();
      const later = new Date(t0.getTime() + 3 * DAY);
      // The recent person's traces are three days newer than the old one's.
      await t.db.updateTable("conversations").set({ updated_at: later }).where("id", "=", recent.conversationId).execute();
      await t.db.updateTable("leads").set({ updated_at: later }).where("id", "=", recent.leadId).execute();
      await t.db.updateTable("job_applications").set({ last_activity_at: later }).where("id", "=", recent.applicationId).execute();
      await t.db.updateTable("mail_outbox").set({ created_at: later }).where(sql`lower(to_address)`, "=", "recent.person@example.se").execute();
      await t.db.updateTable("bookings").set({ starts_at: new Date(t0.getTime() - DAY - 1800_000), ends_at: new Date(t0.getTime() - DAY), updated_at: t0 }).where("email", "=", "old.person@example.se").execute();
      await t.db.updateTable("bookings").set({ ends_at: later, starts_at: new Date(later.getTime() - 1800_000), updated_at: later }).where("email", "=", "recent.person@example.se").execute();
      await t.db.insertInto("page_views").values([{ path: "/en/old", language: "en", referrer_host: null, viewport: null, consent_id: null, created_at: t0 }, { path: "/en/new", language: "en", referrer_host: null, viewport: null, consent_id: null, created_at: later }]).execute();
      await t.db.insertInto("vital_samples").values([
        { recorded_at: t0, metric: "LCP", value: 2100, page_type: "home", language: "en", device: "mobile", connection: null },
        { recorded_at: later, metric: "LCP", value: 1900, page_type: "home", language: "en", device: "mobile", connection: null },
      ]).execute();
      const [oldConsent, newConsent] = [randomUUID(), randomUUID()];
      await t.db.insertInto("consent_records").values([{ consent_id: oldConsent, choice: "analytics-granted", policy_revision: "1", created_at: t0 }, { consent_id: newConsent, choice: "analytics-granted", policy_revision: "1", created_at: later }]).execute();
      const userId = (await t.db.selectFrom("user").select("id").limit(1).executeTakeFirstOrThrow()).id;
      // The sign-ins this file goes on using last beyond the moved clock, like the one session that should stay.
      await t.db.updateTable("session").set({ expiresAt: monthsAfter(t0, 30) }).execute();
      await t.db.insertInto("session").values([
        { id: "retention-old-session", token: "retention-old-token", userId, expiresAt: new Date(t0.getTime() + DAY), updatedAt: t0, ipAddress: null, userAgent: null, impersonatedBy: null },
        { id: "retention-new-session", token: "retention-new-token", userId, expiresAt: monthsAfter(t0, 30), updatedAt: t0, ipAddress: null, userAgent: null, impersonatedBy: null },
      ]).execute();
      const oldMediaFile = () => (mediaFolder() ? existsSync(join(mediaFolder()!, old.attachment)) : null);
      const oldCvFile = () => (cvFolder() ? existsSync(join(cvFolder()!, old.applicationId)) : null);
      if (!onPostgres) {
        expect(oldMediaFile()).toBe(true);
        expect(oldCvFile()).toBe(true);
      }

      const runAt = async (clock: Date) => {
        const job = createRetentionJob({ db: t.db, chatMediaFolder: mediaFolder(), applications: t.services.jobs.applications, clock: () => clock });
        const run = await job.runNow();
        expect(run?.status).toBe("finished");
        return run!.deleted;
      };
      const exists = async (table: "conversations" | "leads" | "job_applications", id: string) =>
        (await t.db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst()) !== undefined;

      // Two days short of the inquiries' period nothing of theirs goes; only the session that expired after a day.
      const early = await runAt(new Date(monthsAfter(t0, RETENTION_PERIODS.inquiries.months).getTime() - 2 * DAY));
      expect(early).toMatchObject({ conversations: 0, leads: 0, bookings: 0, jobApplications: 0, pageViews: 0, sessions: 1 });
      expect((await t.db.selectFrom("session").select("id").where("id", "in", ["retention-old-session", "retention-new-session"]).execute()).map((row) => row.id)).toEqual(["retention-new-session"]);
      expect(await exists("conversations", old.conversationId)).toBe(true);

      // A day past the inquiries' and applications' periods (both 24 months): the old person's inquiries, mails,
      // booking, conversation with its attachment, and application with its CV; the recent person's stay.
      const inquiries = await runAt(new Date(monthsAfter(t0, RETENTION_PERIODS.inquiries.months).getTime() + DAY));
      expect(inquiries).toMatchObject({ conversations: 1, chatAttachments: 0, leads: 1, bookings: 1, jobApplications: 1, pageViews: 0, vitalSamples: 0, consentRecords: 0 });
      expect(inquiries.mails).toBeGreaterThanOrEqual(2);
      expect(await exists("conversations", old.conversationId)).toBe(false);
      expect(await exists("leads", old.leadId)).toBe(false);
      expect(await exists("job_applications", old.applicationId)).toBe(false);
      expect(await t.db.selectFrom("chat_media").select("path").where("path", "=", old.attachment).executeTakeFirst()).toBeUndefined();
      expect(await t.db.selectFrom("job_application_files").select("application_id").where("application_id", "=", old.applicationId).executeTakeFirst()).toBeUndefined();
      if (!onPostgres) {
        expect(oldMediaFile()).toBe(false);
        expect(oldCvFile()).toBe(false);
      }
      expect(await exists("conversations", recent.conversationId)).toBe(true);
      expect(await exists("leads", recent.leadId)).toBe(true);
      expect(await exists("job_applications", recent.applicationId)).toBe(true);
      expect(await t.db.selectFrom("chat_media").select("path").where("path", "=", recent.attachment).executeTakeFirst()).toBeDefined();
      expect(await t.db.selectFrom("bookings").select("id").where("email", "=", "recent.person@example.se").executeTakeFirst()).toBeDefined();
      expect(await columnsNaming(t.db, "old.person@example.se")).toEqual([]);

      // A day past web analytics' 26 months: the old page view and consent record; the newer ones stay.
      const analytics = await runAt(new Date(monthsAfter(t0, RETENTION_PERIODS.webAnalytics.months).getTime() + DAY));
      expect(analytics).toMatchObject({ pageViews: 1, vitalSamples: 1, consentRecords: 1 });
      expect((await t.db.selectFrom("vital_samples").select("value").execute()).map((row) => row.value)).toEqual([1900]);
      expect((await t.db.selectFrom("page_views").select("path").execute()).map((row) => row.path)).toEqual(["/en/new"]);
      expect((await t.db.selectFrom("consent_records").select("consent_id").execute()).map((row) => row.consent_id)).toEqual([newConsent]);

      // Every run is in the security log with its counts and nothing else.
      const logged = await t.db.selectFrom("security_events").selectAll().where("event_type", "=", "retention_run").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
      expect(logged).toMatchObject({ user_id: null, email: null, details: { status: "finished", deleted: { pageViews: 1, consentRecords: 1 } } });
    });

    it("runs on one instance at a time, and only when the schedule says so", async () => {
      const make = () => createRetentionJob({ db: t.db, chatMediaFolder: mediaFolder(), applications: t.services.jobs.applications });
      const [a, b] = await Promise.all([make().runNow(), make().runNow()]);
      expect([a, b].filter((run) => run !== null)).toHaveLength(1);
      // The finished run set the next one an hour ahead: a tick now does nothing.
      expect(await make().tick()).toBeNull();
      const status = await t.services.privacy.retention.status();
      expect(new Date(status.nextRunAt).getTime()).toBeGreaterThan(Date.now() + 50 * 60_000);
      expect(status.running).toBe(false);
      // An instance that died holding the lease loses it when the lease runs out.
      await sql`update retention_schedule set lease_holder = 'dead', lease_until = now() + interval '1 minute'`.execute(t.db);
      expect(await make().runNow()).toBeNull();
      await sql`update retention_schedule set lease_until = now() - interval '1 second', next_run_at = now() - interval '1 second'`.execute(t.db);
      expect(await make().tick()).not.toBeNull();
    });

    it("shows staff the last run and the next, and lets an administrator run it now", async () => {
      const list = await admin.get("/api/staff/privacy/requests");
      expect(list.statusCode).toBe(200);
      const body = list.json() as PrivacyRequestList;
      expect(body.retention.lastRun?.status).toBe("finished");
      expect(body.retention.nextRunAt).toMatch(/^\d{4}-/);
      const run = await admin.post("/api/staff/privacy/retention/run", {});
      expect(run.statusCode).toBe(200);
      expect((await new Browser(t).get("/api/staff/privacy/requests")).statusCode).toBe(401);
    });
  });

  describe("a visitor's request", () => {
    it("answers a known and an unknown address the same way", async () => {
      await personWithData(t, "known.visitor@example.se", "Known Visitor");
      const ask = (email: string) => t.app.inject({ method: "POST", url: "/api/privacy/requests", payload: { email, lang: "en" }, headers: { "x-forwarded-for": `10.20.${email.length}.1` } });
      const started = performance.now();
      const known = await ask("known.visitor@example.se");
      const knownMs = performance.now() - started;
      const unknownStarted = performance.now();
      const unknown = await ask("nobody.here@example.se");
      const unknownMs = performance.now() - unknownStarted;
      expect(known.statusCode).toBe(202);
      expect(unknown.statusCode).toBe(202);
      expect(known.body).toBe(unknown.body);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      // The same work for both (a row and a mail, nothing looked up): no telling them apart by time either.
      expect(Math.abs(knownMs - unknownMs)).toBeLessThan(250);
      // Both get a link; what is held shows only behind it.
      expect((await lastMail(t, "nobody.here@example.se", "privacy-confirmation")).text_body).toContain("/en/my-data/");

      // The page, without JavaScript, says the same for both.
      const page = (email: string) => new Browser(t, { "x-forwarded-for": `10.21.${email.length}.1` }).request({ method: "POST", url: "/en/my-data", ...form({ email }) });
      const [knownPage, unknownPage] = await Promise.all([page("known.visitor@example.se"), page("nobody.else@example.se")]);
      expect(knownPage.statusCode).toBe(200);
      expect(unknownPage.statusCode).toBe(200);
      const main = (html: string) => html.replace(/nonce="[^"]*"/g, "").match(/<main[\s\S]*<\/main>/)?.[0];
      expect(main(knownPage.body)).toBe(main(unknownPage.body));
      expect(knownPage.body).toContain("Check your inbox");
      expect(knownPage.body).not.toContain("known.visitor@example.se");

      const invalid = await t.app.inject({ method: "POST", url: "/api/privacy/requests", payload: { email: "not an address" } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ error: { code: "invalid_email", message: "Ange en giltig e-postadress" } });
    });

    it("limits requests per client address", async () => {
      const ask = () => t.app.inject({ method: "POST", url: "/api/privacy/requests?language=en", payload: { email: "flood@example.se" }, headers: { "x-forwarded-for": "10.30.0.1" } });
      for (let i = 0; i < 5; i += 1) expect((await ask()).statusCode).toBe(202);
      const refused = await ask();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["retry-after"]).toBeDefined();
      // Only three mails a day reach one address, however many clients ask.
      expect(Number((await t.db.selectFrom("mail_outbox").select((eb) => eb.fn.countAll<string>().as("n")).where("to_address", "=", "flood@example.se").executeTakeFirstOrThrow()).n)).toBe(3);
    });

    it("downloads only that person's data through the link, once", async () => {
      const anna = await personWithData(t, "anna.export@example.se", "Anna Export");
      await personWithData(t, "bertil.other@example.se", "Bertil Other");
      await t.app.inject({ method: "POST", url: "/api/privacy/requests", payload: { email: "Anna.Export@example.se", lang: "en" }, headers: { "x-forwarded-for": "10.40.0.1" } });
      const link = linkIn((await lastMail(t, "anna.export@example.se", "privacy-confirmation")).text_body, t.config.siteUrl);
      const token = link.split("/").pop()!;
      expect(await t.db.selectFrom("privacy_requests").select("id").where("token_hash", "=", token).executeTakeFirst()).toBeUndefined();

      const page = await t.app.inject({ method: "GET", url: link });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("This is what we hold about anna.export@example.se:");
      expect(page.body).toContain("Job applications<!-- -->: <!-- -->1");

      const download = await t.app.inject({ method: "POST", url: "/api/privacy/export", ...form({ token }) });
      expect(download.statusCode).toBe(200);
      expect(download.headers["content-type"]).toBe("application/zip");
      const files = unzipSync(new Uint8Array(download.rawPayload));
      const json = new TextDecoder().decode(files["data.json"]);
      const data = JSON.parse(json) as { conversations: unknown[]; leads: unknown[]; applications: { cv: string }[]; bookings: unknown[]; mails: unknown[] };
      expect(data.conversations).toHaveLength(1);
      expect(data.leads).toHaveLength(1);
      expect(data.applications).toHaveLength(1);
      expect(data.bookings).toHaveLength(1);
      expect(data.mails.length).toBeGreaterThanOrEqual(2);
      expect(json).toContain("Anna Export");
      expect(json).not.toContain("bertil.other@example.se");
      expect(json).not.toContain("Bertil Other");
      expect(files[`attachments/${anna.attachment}`]?.length).toBeGreaterThan(0);
      expect(files[data.applications[0]!.cv]?.slice(0, 4)).toEqual(new TextEncoder().encode("%PDF"));

      // The link worked once.
      expect((await t.app.inject({ method: "POST", url: "/api/privacy/export", ...form({ token }) })).statusCode).toBe(410);
      expect((await t.app.inject({ method: "GET", url: link })).statusCode).toBe(404);
      const events = await t.db.selectFrom("security_events").selectAll().where("event_type", "in", ["privacy_request_received", "privacy_data_exported"]).execute();
      expect(events.length).toBeGreaterThanOrEqual(2);
      expect(JSON.stringify(events)).not.toContain("anna.export@example.se");
    });

    it("erases through the link so that no table names the address and no file is left", async () => {
      const cecilia = await personWithData(t, "cecilia.erase@example.se", "Cecilia Erase");
      const david = await personWithData(t, "david.stays@example.se", "David Stays");
      expect((await columnsNaming(t.db, "cecilia.erase@example.se")).length).toBeGreaterThan(5);
      await t.app.inject({ method: "POST", url: "/api/privacy/requests", payload: { email: "cecilia.erase@example.se", lang: "en" }, headers: { "x-forwarded-for": "10.50.0.1" } });
      const link = linkIn((await lastMail(t, "cecilia.erase@example.se", "privacy-confirmation")).text_body, t.config.siteUrl);

      const unconfirmed = await t.app.inject({ method: "POST", url: link, ...form({}) });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.body).toContain("Tick the box to confirm the erasure");

      const erasedPost = await t.app.inject({ method: "POST", url: link, ...form({ confirm: "on" }) });
      expect(erasedPost.statusCode).toBe(302);
      expect(erasedPost.headers.location).toMatch(/^\/en\/my-data\?erased=[0-9a-f-]{36}$/);
      const erased = await t.app.inject({ method: "GET", url: String(erasedPost.headers.location) });
      expect(erased.statusCode).toBe(200);
      expect(erased.body).toContain("Your data has been erased");
      expect(erased.body).toContain("No bookings are invoiced through this site");

      expect(await columnsNaming(t.db, "cecilia.erase@example.se")).toEqual([]);
      expect(await columnsNaming(t.db, "Cecilia Erase")).toEqual([]);
      if (!onPostgres) {
        expect(await filesIn(mediaFolder())).not.toContain(cecilia.attachment);
        expect(await filesIn(cvFolder())).not.toContain(cecilia.applicationId);
        expect(await filesIn(mediaFolder())).toContain(david.attachment);
        expect(await filesIn(cvFolder())).toContain(david.applicationId);
      }
      expect(await t.db.selectFrom("chat_media").select("path").where("path", "=", cecilia.attachment).executeTakeFirst()).toBeUndefined();
      // Someone else's data is untouched.
      expect((await columnsNaming(t.db, "david.stays@example.se")).length).toBeGreaterThan(5);
      // The request stays, as erased, without the address.
      const request = await t.db.selectFrom("privacy_requests").selectAll().where("email_hint", "=", "c•••@e•••.se").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
      expect(request).toMatchObject({ state: "erased", email: null, token_hash: null });
      expect(request.deleted).toMatchObject({ conversations: 1, leads: 1, applications: 1, bookings: 1 });
      // A second erasure through the same link does nothing.
      expect((await t.app.inject({ method: "POST", url: link, ...form({ confirm: "on" }) })).statusCode).toBe(410);
    });
  });

  describe("a signed-in user", () => {
    it("downloads their data and deletes their account after typing their password again", async () => {
      const email = "erik.account@example.se";
      const erik = await signedUpUser(t, email);
      await personWithData(t, email, "Erik Account");
      await personWithData(t, "fia.neighbour@example.se", "Fia Neighbour");

      expect((await new Browser(t).get("/api/account/privacy/export")).statusCode).toBe(401);
      const download = await erik.get("/api/account/privacy/export?language=en");
      expect(download.statusCode).toBe(200);
      const files = unzipSync(new Uint8Array(download.rawPayload));
      const data = JSON.parse(new TextDecoder().decode(files["data.json"])) as { profile: { email: string }; sessions: unknown[]; securityEvents: { type: string }[]; conversations: unknown[] };
      expect(data.profile.email).toBe(email);
      expect(data.sessions.length).toBeGreaterThan(0);
      expect(data.securityEvents.map((event) => event.type)).toContain("sign_up");
      expect(data.conversations).toHaveLength(1);
      expect(JSON.stringify(data)).not.toContain("fia.neighbour@example.se");

      const attempt = (fields: Record<string, string>) => erik.request({ method: "POST", url: "/en/dashboard", ...form(fields) });
      const unconfirmed = await attempt({ password: GOOD_PASSWORD });
      expect(unconfirmed.statusCode).toBe(400);
      const wrong = await attempt({ password: "not-the-password", confirm: "on" });
      expect(wrong.statusCode).toBe(403);
      expect(wrong.body).toContain("The password is not right");
      expect(await t.db.selectFrom("user").select("id").where("email", "=", email).executeTakeFirst()).toBeDefined();

      const deleted = await attempt({ password: GOOD_PASSWORD, confirm: "on" });
      expect(deleted.statusCode).toBe(302);
      expect(deleted.headers.location).toBe("/en/my-data?deleted=account");
      expect(await columnsNaming(t.db, email)).toEqual([]);
      expect((await erik.get("/api/account/privacy/export")).statusCode).toBe(401);
      expect((await columnsNaming(t.db, "fia.neighbour@example.se")).length).toBeGreaterThan(5);
      const shown = await t.app.inject({ method: "GET", url: "/en/my-data?deleted=account" });
      expect(shown.body).toContain("Your account and your data have been deleted.");
    });
  });

  describe("staff", () => {
    it("erase by address for a person who asked another way, and see every request's state", async () => {
      await personWithData(t, "gustav.phoned@example.se", "Gustav Phoned");
      const { browser: agent } = await staffMember(t, admin, "privacy-agent@example.se", "agent");
      expect((await agent.post("/api/staff/privacy/erasures", { email: "gustav.phoned@example.se", confirm: true })).statusCode).toBe(403);
      const unconfirmed = await admin.post("/api/staff/privacy/erasures?language=en", { email: "gustav.phoned@example.se" });
      expect(unconfirmed.statusCode).toBe(400);
      expect(unconfirmed.json()).toMatchObject({ error: { code: "confirmation_required", message: "Confirm the erasure first" } });
      const erased = await admin.post("/api/staff/privacy/erasures", { email: "Gustav.Phoned@example.se", confirm: true });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(erased.json()).toMatchObject({ request: { deleted: { conversations: 1, leads: 1, applications: 1, bookings: 1 } } });
      expect(await columnsNaming(t.db, "gustav.phoned@example.se")).toEqual([]);

      const list = (await admin.get("/api/staff/privacy/requests")).json() as PrivacyRequestList;
      const states = new Set(list.requests.map((request) => `${request.source}:${request.state}`));
      expect(states).toContain("staff:erased");
      expect(states).toContain("visitor:erased");
      expect(states).toContain("visitor:exported");
      expect(states).toContain("visitor:awaiting_confirmation");
      expect(states).toContain("account:erased");
      expect(JSON.stringify(list)).not.toMatch(/@example\.se/);
      const logged = await t.db.selectFrom("security_events").selectAll().where("event_type", "=", "privacy_data_erased").execute();
      expect(logged.some((event) => (event.details as { source?: string }).source === "staff")).toBe(true);
      expect(JSON.stringify(logged)).not.toContain("gustav.phoned");
    });
  });
});
