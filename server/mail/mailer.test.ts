// Mail against a real SMTP server started by the test: delivered, refused, and down — the lead is always kept.
import { createServer as createNetServer } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

interface Received {
  to: string[];
  body: string;
}

function freePort(): Promise<number> {
  return new Promise((done) => {
    const server = createNetServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function startSmtp(port: number, { refuse = false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuse) return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      callback();
    },
    onData(stream, session, callback) {
      let body = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk: string) => (body += chunk));
      stream.on("end", () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), body });
        callback();
      });
    },
  });
  await new Promise<void>((done) => server.listen(port, "127.0.0.1", done));
  return { received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

const lead = { name: "Anna Lind", email: "anna@example.se", message: "Hej", language: "se" };
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const fn of cleanup.reverse()) await fn();
  cleanup = [];
});

async function appWithSmtp(port: number) {
  const t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, CONTACT_INBOX: "leads@example.se", TRUST_PROXY: "true" });
  cleanup.push(() => t.close());
  return t;
}

describe("mail over SMTP", () => {
  it("delivers the notification and the confirmation", async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    cleanup.push(smtp.close);
    const t = await appWithSmtp(port);
    const res = await t.app.inject({ method: "POST", url: "/api/send-contact-email", payload: lead, headers: { "x-forwarded-for": "203.0.113.1" } });
    expect(res.statusCode).toBe(200);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(["anna@example.se", "leads@example.se"]);
    const confirmation = smtp.received.find((m) => m.to[0] === "anna@example.se")!;
    expect(confirmation.body).toContain("Hej Anna Lind,");
    const statuses = await t.db.selectFrom("mail_outbox").select("status").execute();
    expect(statuses.map((s) => s.status)).toEqual(["sent", "sent"]);
  });

  it("keeps the lead and retries later when the server refuses the message", async () => {
    const port = await freePort();
    const smtp = await startSmtp(port, { refuse: true });
    const t = await appWithSmtp(port);
    const res = await t.app.inject({ method: "POST", url: "/api/send-contact-email", payload: lead, headers: { "x-forwarded-for": "203.0.113.2" } });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
    const pending = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(pending.map((m) => [m.status, m.attempts])).toEqual([["pending", 1], ["pending", 1]]);
    expect(pending[0]!.last_error).toMatch(/550|Mailbox unavailable/);
    await smtp.close();

    // The mail server accepts again; the retry loop delivers once the pause is over.
    const healthy = await startSmtp(port);
    cleanup.push(healthy.close);
    expect(await t.mailer.retryDue(new Date(Date.now() + 2 * 60_000))).toBe(2);
    expect(healthy.received).toHaveLength(2);
  });

  it("keeps the lead and the mail when the server is down, and delivers when it is back", async () => {
    const port = await freePort();
    const t = await appWithSmtp(port);
    const res = await t.app.inject({ method: "POST", url: "/api/send-contact-email", payload: lead, headers: { "x-forwarded-for": "203.0.113.3" } });
    expect(res.statusCode).toBe(200);
    expect(await t.db.selectFrom("leads").selectAll().execute()).toHaveLength(1);
    expect((await t.db.selectFrom("mail_outbox").select("status").execute()).map((m) => m.status)).toEqual(["pending", "pending"]);
    expect(await t.mailer.retryDue()).toBe(0); // not due yet: the first pause is a minute

    const smtp = await startSmtp(port);
    cleanup.push(smtp.close);
    expect(await t.mailer.retryDue(new Date(Date.now() + 2 * 60_000))).toBe(2);
    expect((await t.db.selectFrom("mail_outbox").select("status").execute()).map((m) => m.status)).toEqual(["sent", "sent"]);
  });

  it("sends each due message once when two retry loops run at the same moment", async () => {
    const port = await freePort();
    const t = await appWithSmtp(port);
    await t.app.inject({ method: "POST", url: "/api/send-contact-email", payload: lead, headers: { "x-forwarded-for": "203.0.113.4" } });
    const smtp = await startSmtp(port);
    cleanup.push(smtp.close);

    const later = new Date(Date.now() + 2 * 60_000);
    const [first, second] = await Promise.all([t.mailer.retryDue(later), t.mailer.retryDue(later)]);
    expect(first + second).toBe(2);
    expect(smtp.received).toHaveLength(2);
    // Claimed and sent: a later loop finds nothing due.
    expect(await t.mailer.retryDue(new Date(Date.now() + 10 * 60_000))).toBe(0);
  });

  it("keeps a message's attachment (a booking's .ics) in the outbox and sends it, on a retry too", async () => {
    const port = await freePort();
    const t = await appWithSmtp(port);
    const ics = "BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n";
    await t.mailer.send({
      kind: "booking-confirmation",
      to: "anna@example.se",
      subject: "Ditt samtal",
      text: "Hej",
      attachments: [{ filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ics }],
    });
    const [stored] = await t.db.selectFrom("mail_outbox").selectAll().execute();
    expect(stored!.status).toBe("pending");
    expect(stored!.attachments).toEqual([{ filename: "invite.ics", contentType: "text/calendar; charset=utf-8; method=REQUEST", content: ics }]);

    const smtp = await startSmtp(port);
    cleanup.push(smtp.close);
    expect(await t.mailer.retryDue(new Date(Date.now() + 10 * 60_000))).toBe(1);
    const [mail] = smtp.received;
    expect(mail!.body).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST; name=invite\.ics/);
    expect(mail!.body).toMatch(/filename=invite\.ics/);
    const encoded = /filename=invite\.ics[^\n]*\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail!.body)?.[1] ?? "";
    expect(Buffer.from(encoded.replace(/\s+/g, ""), "base64").toString("utf8")).toBe(ics);
  });
});
