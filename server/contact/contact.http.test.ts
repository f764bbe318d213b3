import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let clientNumber = 0;

beforeEach(async () => {
  t = await createTestApp({ TRUST_PROXY: "true", CONTACT_INBOX: "leads@example.se" });
});
afterEach(() => t.close());

/** Each test speaks from its own address, as separate visitors would. */
function client() {
  clientNumber += 1;
  return `198.51.100.${clientNumber}`;
}

const valid = { name: "Anna Lind", email: "anna@example.se", phone: "+46 70 123 45 67", message: "Vi behöver hjälp med en utrullning." };

function post(payload: unknown, ip: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/send-contact-email", payload: payload as object, headers: { "x-forwarded-for": ip, ...headers } });
}

describe("POST /api/send-contact-email", () => {
  it("stores the lead, notifies the company and confirms to the visitor in their language", async () => {
    const res = await post({ ...valid, language: "en" }, client());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const leads = await t.db.selectFrom("leads").selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ source: "chat-widget", name: "Anna Lind", email: "anna@example.se", language: "en" });
    const mails = await t.db.selectFrom("mail_outbox").selectAll().orderBy("kind").execute();
    expect(mails.map((m) => [m.kind, m.to_address, m.status])).toEqual([
      ["lead-confirmation", "anna@example.se", "stored"],
      ["lead-notification", "leads@example.se", "stored"],
    ]);
    expect(mails[0]!.subject).toBe("We have received your message – Nordic IT Services");
    expect(mails[0]!.text_body).toContain("Hello Anna Lind,");
    expect(mails[1]!.subject).toBe("Ny förfrågan från Anna Lind");
    expect(mails[1]!.reply_to).toBe("anna@example.se");
  });

  it("uses the default message 'Kontakt via chat-widget'", async () => {
    await post({ name: "Anna", email: "anna@example.se" }, client());
    const lead = await t.db.selectFrom("leads").select("message").executeTakeFirstOrThrow();
    expect(lead.message).toBe("Kontakt via chat-widget");
  });

  it.each([
    ["se", { email: "anna@example.se" }, { name: "Detta fält är obligatoriskt" }],
    ["en", { name: "Anna" }, { email: "This field is required" }],
    ["en", { name: "Anna", email: "no-at-sign" }, { email: "Please enter a valid email address" }],
    ["fi", { name: "", email: "" }, { name: "Tämä kenttä on pakollinen", email: "Tämä kenttä on pakollinen" }],
  ])("refuses a bad request in %s with 400 and localized field errors, storing nothing", async (language, payload, fields) => {
    const res = await post({ ...payload, language }, client());
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual(fields);
    expect(await t.db.selectFrom("leads").selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom("mail_outbox").selectAll().execute()).toEqual([]);
  });

  it("takes the language from Accept-Language when the body names none", async () => {
    const res = await post({ email: "x@example.se" }, client(), { "accept-language": "nb-NO" });
    expect(res.json().error.fields.name).toBe("Dette feltet er obligatorisk");
  });

  it("limits one client to 5 attempts in 15 minutes, then answers 429 with a retry time", async () => {
    const ip = client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      // Waiting out the doubling pause would take 15 s; the database clock is moved instead.
      await t.db.updateTable("rate_limits").set({ next_allowed_at: new Date(0) }).execute();
      const res = await post({ ...valid, email: `visitor${i}@example.se`, language: "en" }, ip);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) {
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(60);
        expect(res.json().error.message).toMatch(/^Too many attempts\. Please try again in (60 minutes|1 hour)\.$/);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(await t.db.selectFrom("leads").selectAll().execute()).toHaveLength(5);
  });

  it("limits one email address across clients", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      await t.db.updateTable("rate_limits").set({ next_allowed_at: new Date(0) }).execute();
      statuses.push((await post(valid, client())).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("counts a client's attempts over an hour (section 9's client window), an email's over 15 minutes", async () => {
    const ip = client();
    const attempt = async (i: number) => {
      await t.db.updateTable("rate_limits").set({ next_allowed_at: new Date(0) }).execute();
      return (await post({ ...valid, email: `window${i}@example.se` }, ip)).statusCode;
    };
    for (let i = 0; i < 5; i++) expect(await attempt(i)).toBe(200);
    const moveWindowsBack = (minutes: number) =>
      t.db.updateTable("rate_limits").set({ window_started_at: new Date(Date.now() - minutes * 60_000) }).execute();
    await moveWindowsBack(16);
    expect(await attempt(5)).toBe(429);
    await moveWindowsBack(61);
    expect(await attempt(6)).toBe(200);
  });

  it("is not fooled by a forged X-Forwarded-For: only the address our proxy saw counts", async () => {
    const real = client();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      await t.db.updateTable("rate_limits").set({ next_allowed_at: new Date(0) }).execute();
      // The client writes anything it likes; the proxy in front (TRUST_PROXY=true: one hop) appends what it saw.
      const forged = `203.0.113.${100 + i}, 10.${i}.0.1`;
      const res = await post({ ...valid, email: `forged${i}@example.se` }, `${forged}, ${real}`);
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it("sends one address at most 3 confirmation mails a day, while every lead still reaches the company", async () => {
    for (let i = 0; i < 5; i++) {
      await t.db.updateTable("rate_limits").set({ next_allowed_at: new Date(0), attempts: 0 }).execute();
      expect((await post({ ...valid, email: "Victim@Example.se" }, client())).statusCode).toBe(200);
    }
    const kinds = await t.db.selectFrom("mail_outbox").select("kind").execute();
    expect(kinds.filter((m) => m.kind === "lead-confirmation")).toHaveLength(3);
    expect(kinds.filter((m) => m.kind === "lead-notification")).toHaveLength(5);
    expect(await t.db.selectFrom("leads").selectAll().execute()).toHaveLength(5);
  });

  it("keeps a line break in the name from adding lines to the company's mail", async () => {
    const res = await post({ ...valid, name: "Anna\r\nE-post: attacker@example.com\r\nBcc: x@example.com" }, client());
    expect(res.statusCode).toBe(200);
    const mail = await t.db.selectFrom("mail_outbox").selectAll().where("kind", "=", "lead-notification").executeTakeFirstOrThrow();
    const lines = mail.text_body.split("\n");
    expect(lines.filter((line) => line.startsWith("E-post:"))).toEqual(["E-post: anna@example.se"]);
    expect(lines.some((line) => line.startsWith("Bcc:"))).toBe(false);
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });

  it("makes a client wait a doubling pause between quick attempts", async () => {
    const ip = client();
    expect((await post({ ...valid, email: "a@example.se" }, ip)).statusCode).toBe(200);
    expect((await post({ ...valid, email: "b@example.se" }, ip)).statusCode).toBe(200);
    const tooSoon = await post({ ...valid, email: "c@example.se" }, ip);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers["retry-after"]).toBe("1");
    const hammering = await post({ ...valid, email: "d@example.se" }, ip);
    expect(Number(hammering.headers["retry-after"])).toBeGreaterThanOrEqual(2);
  });
});

describe("contact page form (no JavaScript needed)", () => {
  function submit(lang: string, fields: Record<string, string>, ip = client()) {
    return t.app.inject({
      method: "POST",
      url: `/${lang}/kontakt`,
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, origin: "http://localhost" },
      payload: new URLSearchParams(fields).toString(),
    });
  }

  it("thanks the visitor and stores the lead", async () => {
    const res = await submit("se", { name: "Anna Lind", email: "anna@example.se", company: "Kommunen", message: "Hej!", consent: "on" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain("Tack för ditt meddelande!");
    expect(res.body).toContain("Vi har skickat en bekräftelse till anna@example.se");
    const lead = await t.db.selectFrom("leads").selectAll().executeTakeFirstOrThrow();
    expect(lead).toMatchObject({ source: "contact-form", company: "Kommunen", language: "se" });
  });

  it("answers 400 with the field errors of section 5 and keeps what was typed", async () => {
    const res = await submit("se", { name: "", email: "fel", message: "Mitt meddelande" });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain("Detta fält är obligatoriskt");
    expect(res.body).toContain("Ange en giltig e-postadress");
    expect(res.body).toContain("Godkänn integritetspolicyn så att vi kan svara dig");
    expect(res.body).toContain("Mitt meddelande");
    expect(await t.db.selectFrom("leads").selectAll().execute()).toEqual([]);
  });

  it("speaks English on the English page", async () => {
    const res = await submit("en", { name: "", email: "a@example.se", message: "x", consent: "on" });
    expect(res.body).toContain("This field is required");
  });
});
