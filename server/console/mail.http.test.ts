// The console's mail section through the real app: the outbox as staff read it, one message's text, and "retry now"
// against a real SMTP server the test starts — one that refuses until it is told to accept.
import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MailDetailResponse, MailListResponse, MailRetryResponse } from "../../app/console/mail-contract.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { MAX_DELIVERY_ATTEMPTS } from "../mail/mailer.ts";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "./console-test-support.ts";

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

/** An SMTP server that refuses every recipient while `refusing` is set, and keeps what it accepts. */
async function startSmtp(port: number) {
  const state = { refusing: true, received: [] as { to: string[]; body: string }[] };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.refusing) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let body = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (body += chunk));
      stream.on("end", () => {
        state.received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return { state, close: () => new Promise<void>((done) => server.close(() => done())) };
}

async function storedMail(t: TestApp, to: string, subject: string, text = "Hej!\n\nEtt meddelande.") {
  const { id } = await t.mailer.send({ to, subject, text, kind: "test-note" });
  return id;
}

describe("the outbox without SMTP", () => {
  let t: TestApp;
  let admin: Browser;
  let agent: Browser;
  let customer: Browser;
  const ids: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(CONSOLE_ADMIN_ENV);
    admin = await consoleAdmin(t);
    agent = (await staffMember(t, admin, "mail-agent@example.se", "agent")).browser;
    customer = await signedUpUser(t, "mail-customer@example.se");
    for (let n = 1; n <= 30; n++) ids.push(await storedMail(t, `reader-${n}@example.se`, `Message ${n}`));
    // Two rows may be written within one clock tick: the test's own are the newest, a second apart.
    const start = Date.now() + 60_000;
    for (const [n, id] of ids.entries()) await t.db.updateTable("mail_outbox").set({ created_at: new Date(start + n * 1000) }).where("id", "=", id).execute();
  });
  afterAll(() => t.close());

  it("lists every message newest first, as staff read its status, 25 to a page", async () => {
    const res = await agent.get("/api/staff/mail");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const list = res.json() as MailListResponse;
    expect(list.delivers).toBe(false);
    expect(list.pageSize).toBe(25);
    expect(list.messages).toHaveLength(25);
    expect(list.messages[0]).toMatchObject({ id: ids[29], to: "reader-30@example.se", subject: "Message 30", kind: "test-note", status: "stored", attempts: 0, lastError: null, sentAt: null });
    expect(list.messages.slice(0, 5).map((m) => m.subject)).toEqual(["Message 30", "Message 29", "Message 28", "Message 27", "Message 26"]);
    // The sign-ups' verification mails are in the outbox too.
    expect(list.total).toBeGreaterThan(30);

    const second = (await agent.get("/api/staff/mail?page=2")).json() as MailListResponse;
    expect(second.page).toBe(2);
    expect(second.messages[0]!.subject).toBe("Message 5");
  });

  it("filters by status", async () => {
    await t.db.updateTable("mail_outbox").set({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS, last_error: "550 Mailbox unavailable" }).where("id", "=", ids[0]!).execute();
    const failed = (await admin.get("/api/staff/mail?status=failed")).json() as MailListResponse;
    expect(failed.messages.map((m) => [m.subject, m.status, m.attempts, m.lastError])).toEqual([["Message 1", "failed", MAX_DELIVERY_ATTEMPTS, "550 Mailbox unavailable"]]);
    expect(failed.total).toBe(1);
    const queued = (await admin.get("/api/staff/mail?status=queued")).json() as MailListResponse;
    expect(queued.messages).toEqual([]);
  });

  it("refuses a filter it cannot read, in the caller's language", async () => {
    for (const query of ["status=pending", "page=0", "page=abc"]) {
      const res = await agent.get(`/api/staff/mail?${query}&language=en`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: { code: "invalid_query", message: "The filter could not be read." } });
    }
  });

  it("opens one message with its text, exactly as written", async () => {
    const id = await storedMail(t, "html@example.se", "Markup", "<script>alert(1)</script>\n<b>bold</b> & more");
    const res = await agent.get(`/api/staff/mail/${id}`);
    expect(res.statusCode).toBe(200);
    const { message } = res.json() as MailDetailResponse;
    expect(message).toMatchObject({ id, to: "html@example.se", subject: "Markup", status: "stored", replyTo: null, text: "<script>alert(1)</script>\n<b>bold</b> & more" });

    for (const missing of ["00000000-0000-4000-8000-000000000000", "not-an-id"]) {
      const res404 = await agent.get(`/api/staff/mail/${missing}?language=se`);
      expect(res404.statusCode).toBe(404);
      expect(res404.json()).toEqual({ error: { code: "not_found", message: "Det finns inget sådant meddelande." } });
    }
  });

  it("cannot retry without SMTP, and changes nothing", async () => {
    const id = ids[1]!;
    const res = await agent.post(`/api/staff/mail/${id}/retry?language=en`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: "no_smtp", message: "No SMTP server is configured, so the message cannot be sent. It stays in the outbox." } });
    expect(await t.db.selectFrom("mail_outbox").select(["status", "attempts"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "stored", attempts: 0 });
  });

  it("is for staff only", async () => {
    expect((await new Browser(t).get("/api/staff/mail")).statusCode).toBe(401);
    expect((await customer.get("/api/staff/mail")).statusCode).toBe(403);
    expect((await customer.get(`/api/staff/mail/${ids[2]}`)).statusCode).toBe(403);
    expect((await customer.post(`/api/staff/mail/${ids[2]}/retry`, {})).statusCode).toBe(403);
  });
});

describe("retrying over SMTP", () => {
  let t: TestApp;
  let agent: Browser;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    const port = await freePort();
    smtp = await startSmtp(port);
    smtp.state.refusing = false;
    t = await createTestApp({ ...CONSOLE_ADMIN_ENV, SMTP_URL: `smtp://127.0.0.1:${port}` });
    const admin = await consoleAdmin(t);
    agent = (await staffMember(t, admin, "smtp-agent@example.se", "agent")).browser;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const row = (id: string) => t.db.selectFrom("mail_outbox").select(["status", "attempts", "last_error", "sent_at"]).where("id", "=", id).executeTakeFirstOrThrow();

  it(`gives a message up as failed after ${MAX_DELIVERY_ATTEMPTS} attempts, and no longer retries it on its own`, async () => {
    smtp.state.refusing = true;
    const id = await storedMail(t, "bounce@example.se", "Given up");
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1 });
    // Each round is past every pause so far; the retry loop tries the message until its attempts are used up.
    for (let attempt = 2; attempt <= MAX_DELIVERY_ATTEMPTS; attempt++) {
      await t.mailer.retryDue(new Date(Date.now() + 2 * 60 * 60_000));
      expect((await row(id)).attempts).toBe(attempt);
    }
    expect(await row(id)).toMatchObject({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS });
    expect((await row(id)).last_error).toMatch(/550|Mailbox unavailable/);
    expect(await t.mailer.retryDue(new Date(Date.now() + 24 * 60 * 60_000))).toBe(0);
    expect((await row(id)).attempts).toBe(MAX_DELIVERY_ATTEMPTS);

    const listed = (await agent.get("/api/staff/mail?status=failed")).json() as MailListResponse;
    expect(listed.delivers).toBe(true);
    expect(listed.messages.map((m) => m.id)).toContain(id);
  });

  it("retries now: refused again it stays failed; accepted it is sent, and then cannot be retried", async () => {
    smtp.state.refusing = true;
    const id = await storedMail(t, "later@example.se", "Retry me", "Hej Anna,\n\nVi hör av oss.");
    await t.db.updateTable("mail_outbox").set({ status: "failed", attempts: MAX_DELIVERY_ATTEMPTS }).where("id", "=", id).execute();

    const refused = await agent.post(`/api/staff/mail/${id}/retry`, {});
    expect(refused.statusCode).toBe(200);
    expect((refused.json() as MailRetryResponse).message).toMatchObject({ id, status: "failed", attempts: MAX_DELIVERY_ATTEMPTS + 1 });
    expect((refused.json() as MailRetryResponse).message.lastError).toMatch(/550|Mailbox unavailable/);

    smtp.state.refusing = false;
    const before = smtp.state.received.length;
    const accepted = await agent.post(`/api/staff/mail/${id}/retry`, {});
    expect(accepted.statusCode).toBe(200);
    const sent = (accepted.json() as MailRetryResponse).message;
    expect(sent).toMatchObject({ id, status: "sent", attempts: MAX_DELIVERY_ATTEMPTS + 2, lastError: null });
    expect(sent.sentAt).not.toBeNull();
    expect(smtp.state.received).toHaveLength(before + 1);
    expect(smtp.state.received.at(-1)!.to).toEqual(["later@example.se"]);
    expect(smtp.state.received.at(-1)!.body).toContain("Hej Anna,");

    const again = await agent.post(`/api/staff/mail/${id}/retry?language=fi`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: { code: "already_sent", message: "Viesti on jo lähetetty." } });
    expect(smtp.state.received).toHaveLength(before + 1);
    expect((await row(id)).status).toBe("sent");
  });

  it("retries a queued message at once, without waiting for its pause", async () => {
    smtp.state.refusing = true;
    const id = await storedMail(t, "queued@example.se", "Queued");
    expect(await row(id)).toMatchObject({ status: "pending", attempts: 1 });
    smtp.state.refusing = false;
    const res = await agent.post(`/api/staff/mail/${id}/retry`, {});
    expect((res.json() as MailRetryResponse).message).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("refuses an unknown message", async () => {
    const res = await agent.post("/api/staff/mail/00000000-0000-4000-8000-000000000000/retry?language=en", {});
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "There is no such message." } });
  });
});
