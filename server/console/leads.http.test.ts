// The console's Leads API over HTTP: leads come in the way visitors send them (the chat's expert form through
// POST /api/send-contact-email, the contact page's form post), and staff list, search, open, move, own, annotate
// and export them, on PGlite and on PostgreSQL. Each test marks its leads with a word of its own and searches by it,
// so the tests share one app per engine.
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { LeadDetail, LeadList, LeadSummary } from "../../app/console/leads-contract.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { createTestDatabase } from "../db/throwaway-postgres.ts";
import { createTestApp } from "../test-support.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "./console-test-support.ts";
import { csvCell } from "./leads-csv.ts";

let t: TestApp;
let agent: Browser;
let agentId: string;
let admin: Browser;
let adminId: string;
let customer: Browser;
let customerId: string;
let clientNumber = 0;

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", false], ...(postgresUrl ? [["PostgreSQL", true] as const] : [])] as const;

let database: Awaited<ReturnType<typeof createTestDatabase>> | null = null;

async function setUp(onPostgres: boolean) {
  database = onPostgres ? await createTestDatabase(postgresUrl) : null;
  t = await createTestApp({ ...CONSOLE_ADMIN_ENV, TRUST_PROXY: "true" }, database?.url);
  admin = await consoleAdmin(t);
  adminId = (await t.db.selectFrom("user").select("id").where("email", "=", CONSOLE_ADMIN_ENV.ADMIN_EMAIL).executeTakeFirstOrThrow()).id;
  const member = await staffMember(t, admin, "leads-agent@example.se", "agent", "Åsa Öberg");
  agent = member.browser;
  agentId = member.userId;
  customer = await signedUpUser(t, "leads-customer@example.se");
  customerId = (await t.db.selectFrom("user").select("id").where("email", "=", "leads-customer@example.se").executeTakeFirstOrThrow()).id;
}

async function tearDown() {
  await t.close();
  await database?.drop();
}

/** Every submission comes from a visitor of its own, so the contact rate limits never interfere. */
function visitorAddress() {
  clientNumber += 1;
  return `10.77.${Math.floor(clientNumber / 250)}.${(clientNumber % 250) + 1}`;
}

function uniqueEmail(tag: string) {
  clientNumber += 1;
  return `${tag}.${clientNumber}@example.se`;
}

/** The chat's expert form: a lead, and a conversation handed to staff. Returns that conversation's id. */
async function expertForm(fields: { name: string; email?: string; phone?: string; message?: string; language?: string }): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/send-contact-email",
    payload: { email: uniqueEmail("expert"), language: "se", sessionId: null, ...fields },
    headers: { "x-forwarded-for": visitorAddress() },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { sessionId: string }).sessionId;
}

/** The contact page's form, posted as a browser without JavaScript would (from the host inject speaks to). */
async function contactPage(lang: string, fields: { name: string; email?: string; company?: string; message: string; phone?: string }) {
  const res = await t.app.inject({
    method: "POST",
    url: `/${lang}/kontakt`,
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": visitorAddress(), origin: "http://localhost" },
    payload: new URLSearchParams({ email: uniqueEmail("contact"), consent: "on", ...fields }).toString(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function list(query: string, browser = agent): Promise<LeadList> {
  const res = await browser.get(`/api/staff/leads?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as LeadList;
}

async function onlyLead(word: string): Promise<LeadSummary> {
  const found = await list(`q=${encodeURIComponent(word)}`);
  expect(found.leads).toHaveLength(1);
  return found.leads[0]!;
}

async function detail(id: string): Promise<LeadDetail> {
  const res = await agent.get(`/api/staff/leads/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { lead: LeadDetail }).lead;
}

const setStatus = (id: string, status: unknown, lang = "en", browser = agent) =>
  browser.post(`/api/staff/leads/${id}/status?language=${lang}`, { status });

// Every engine gets an app and a database of its own; the tests below run once on each.
describe.each(engines)("the Leads API on %s", (_engine, onPostgres) => {
  beforeAll(() => setUp(onPostgres));
  afterAll(() => tearDown());

  describe("the list", () => {
    it("shows both forms' leads newest first, with the expert form's conversation and no owner", async () => {
      await contactPage("se", { name: "Märta Åkesson", company: "Listbolaget AB", message: "Listtest: vi behöver 40 datorer.", phone: "040-123 45 67" });
      const conversationId = await expertForm({ name: "Jörgen Listlund", message: "Listtest från chatten", language: "fi" });

      const found = await list("q=Listtest");
      expect(found).toMatchObject({ total: 2, page: 1, pageSize: 25 });
      const [newest, older] = found.leads;
      expect(newest).toMatchObject({
        source: "chat-widget",
        name: "Jörgen Listlund",
        company: null,
        message: "Listtest från chatten",
        language: "fi",
        status: "new",
        owner: null,
        conversationId,
      });
      expect(older).toMatchObject({
        source: "contact-form",
        name: "Märta Åkesson",
        company: "Listbolaget AB",
        phone: "040-123 45 67",
        language: "se",
        status: "new",
        owner: null,
        conversationId: null,
      });
      expect(Date.parse(newest!.createdAt)).toBeGreaterThanOrEqual(Date.parse(older!.createdAt));
      expect(Object.keys(newest!).sort()).toEqual(
        ["company", "conversationId", "createdAt", "email", "id", "language", "message", "name", "owner", "phone", "source", "status", "updatedAt"].sort(),
      );
    });

    it("filters by status and searches name, email, company and message without regard to case", async () => {
      await contactPage("en", { name: "Filtrid Ärlig", company: "Sökföretaget", message: "Filtertest one" });
      await contactPage("en", { name: "Second Filtertest", company: "Other", message: "Nothing special" });
      await expertForm({ name: "Third Person", email: uniqueEmail("filtertest-mail"), message: "hello" });

      expect((await list("q=filtertest")).total).toBe(3);
      expect((await list("q=S%C3%96KF%C3%96RETAGET")).leads.map((l) => l.name)).toEqual(["Filtrid Ärlig"]);
      expect((await list("q=filtertest-mail")).leads.map((l) => l.name)).toEqual(["Third Person"]);
      expect((await list("q=second%20filtertest")).leads.map((l) => l.name)).toEqual(["Second Filtertest"]);

      const first = await onlyLead("Sökföretaget");
      expect((await setStatus(first.id, "contacted")).statusCode).toBe(200);
      expect((await list("q=filtertest&status=contacted")).leads.map((l) => l.name)).toEqual(["Filtrid Ärlig"]);
      expect((await list("q=filtertest&status=new")).total).toBe(2);
      expect((await list("q=filtertest&status=closed")).total).toBe(0);
    });

    it("reads %, _ and \\ in the search as themselves", async () => {
      await contactPage("se", { name: "Procent Person", message: "Escapetest: 100% klart" });
      await contactPage("se", { name: "Understreck Person", message: "Escapetest: a_b och c\\d" });
      await contactPage("se", { name: "Vanlig Person", message: "Escapetest: 1000 klart, aXb, cd" });
      expect((await list("q=Escapetest")).total).toBe(3);
      expect((await list(`q=${encodeURIComponent("100%")}`)).leads.map((l) => l.name)).toEqual(["Procent Person"]);
      expect((await list(`q=${encodeURIComponent("a_b")}`)).leads.map((l) => l.name)).toEqual(["Understreck Person"]);
      expect((await list(`q=${encodeURIComponent("c\\d")}`)).leads.map((l) => l.name)).toEqual(["Understreck Person"]);
      expect((await list(`q=${encodeURIComponent("Escapetest%")}`)).total).toBe(0);
    });

    it("pages through 25 at a time", async () => {
      for (let i = 0; i < 27; i++) await expertForm({ name: `Sidtest ${String(i).padStart(2, "0")}`, message: "Sidtest" });
      const first = await list("q=Sidtest");
      expect(first).toMatchObject({ total: 27, page: 1, pageSize: 25 });
      expect(first.leads).toHaveLength(25);
      expect(first.leads[0]!.name).toBe("Sidtest 26");
      const second = await list("q=Sidtest&page=2");
      expect(second.leads.map((l) => l.name)).toEqual(["Sidtest 01", "Sidtest 00"]);
      expect((await list("q=Sidtest&page=3")).leads).toEqual([]);
    });

    it.each([
      ["status=open", "en", "The filter could not be read"],
      ["page=0", "se", "Filtret kunde inte läsas"],
      ["page=abc", "fi", "Suodatinta ei voitu lukea"],
      [`q=${"x".repeat(201)}`, "no", "Filteret kunne ikke leses"],
    ])("refuses the filter %s with 400 in the caller's language (%s)", async (query, lang, message) => {
      for (const path of ["/api/staff/leads", "/api/staff/leads.csv"]) {
        const res = await agent.get(`${path}?${query}&language=${lang}`);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.code).toBe("validation");
        expect(res.json().error.message).toContain(message);
      }
    });
  });

  describe("one lead", () => {
    it("has its fields and its notes, oldest first, each with its author and time", async () => {
      await contactPage("no", { name: "Detalj Nordmann", company: "Fjord AS", message: "Detaljtest" });
      const lead = await onlyLead("Detaljtest");
      expect(await detail(lead.id)).toMatchObject({ ...lead, notes: [] });

      const first = await agent.post(`/api/staff/leads/${lead.id}/notes`, { body: "  Ringde, inget svar.  " });
      expect(first.statusCode).toBe(201);
      const note = (first.json() as { note: { id: string; body: string; authorName: string; createdAt: string } }).note;
      expect(note).toMatchObject({ body: "Ringde, inget svar.", authorName: "Åsa Öberg" });
      expect(Number.isNaN(Date.parse(note.createdAt))).toBe(false);
      expect((await admin.post(`/api/staff/leads/${lead.id}/notes`, { body: "Mejlat offert.\nÅterkommer fredag." })).statusCode).toBe(201);

      const opened = await detail(lead.id);
      expect(opened.notes.map((n) => [n.authorName, n.body])).toEqual([
        ["Åsa Öberg", "Ringde, inget svar."],
        ["console-admin", "Mejlat offert.\nÅterkommer fredag."],
      ]);
      expect(Date.parse(opened.updatedAt)).toBeGreaterThanOrEqual(Date.parse(lead.updatedAt));
    });

    it("answers 404 in the caller's language for an unknown or malformed id, on every route, and changes nothing", async () => {
      const before = await t.db.selectFrom("lead_notes").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
      for (const id of [crypto.randomUUID(), "not-a-uuid", "1%27%20or%201=1"]) {
        const calls = [
          agent.get(`/api/staff/leads/${id}?language=en`),
          agent.post(`/api/staff/leads/${id}/status?language=en`, { status: "contacted" }),
          agent.post(`/api/staff/leads/${id}/owner?language=en`, { ownerId: agentId }),
          agent.post(`/api/staff/leads/${id}/notes?language=en`, { body: "x" }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode).toBe(404);
          expect(res.json().error).toEqual({ code: "not_found", message: "There is no such lead." });
        }
      }
      const swedish = await agent.get(`/api/staff/leads/${crypto.randomUUID()}`, { "accept-language": "sv-SE" });
      expect(swedish.json().error.message).toBe("Förfrågan finns inte.");
      const after = await t.db.selectFrom("lead_notes").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
      expect(after.n).toBe(before.n);
    });
  });

  describe("status", () => {
    it("moves new → contacted → closed, reopens closed → new and contacted → new, and refuses every other move with 409", async () => {
      await contactPage("se", { name: "Status Svensson", message: "Statustest" });
      const { id, updatedAt } = await onlyLead("Statustest");
      const expectMove = async (to: string) => {
        const res = await setStatus(id, to);
        expect(res.statusCode, res.body).toBe(200);
        expect((res.json() as { lead: LeadSummary }).lead.status).toBe(to);
      };
      const expectRefused = async (to: string, message: string, lang = "en") => {
        const stored = await t.db.selectFrom("leads").select(["status", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow();
        const res = await setStatus(id, to, lang);
        expect(res.statusCode).toBe(409);
        expect(res.json().error).toEqual({ code: "invalid_transition", message, currentStatus: stored.status });
        expect(await t.db.selectFrom("leads").select(["status", "updated_at"]).where("id", "=", id).executeTakeFirstOrThrow()).toEqual(stored);
      };

      await expectRefused("new", "A lead cannot go from “New” to “New”.");
      await expectMove("contacted");
      expect(Date.parse((await detail(id)).updatedAt)).toBeGreaterThan(Date.parse(updatedAt));
      await expectRefused("contacted", "En förfrågan kan inte gå från ”Kontaktad” till ”Kontaktad”.", "se");
      await expectMove("new");
      await expectMove("contacted");
      await expectMove("closed");
      await expectRefused("contacted", "A lead cannot go from “Closed” to “Contacted”.");
      await expectRefused("contacted", "Yhteydenotto ei voi siirtyä tilasta ”Suljettu” tilaan ”Yhteyttä otettu”.", "fi");
      await expectRefused("closed", "En henvendelse kan ikke gå fra «Avsluttet» til «Avsluttet».", "no");
      await expectMove("new");
      await expectMove("closed");
      expect((await detail(id)).status).toBe("closed");
    });

    it.each([[{ status: "open" }], [{ status: null }], [{}], [{ state: "closed" }]])("refuses the body %j with 400 and changes nothing", async (body) => {
      await contactPage("se", { name: "Kropp Karlsson", message: `Kroppstest ${JSON.stringify(body)}` });
      const { id } = await onlyLead(`Kroppstest ${JSON.stringify(body)}`);
      const res = await agent.post(`/api/staff/leads/${id}/status?language=en`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({ code: "validation", message: "Choose one of the statuses new, contacted or closed." });
      expect((await detail(id)).status).toBe("new");
    });
  });

  describe("owner", () => {
    it("is a staff member (agent or administrator) or nobody", async () => {
      await contactPage("se", { name: "Ägare Ek", message: "Ägartest" });
      const { id } = await onlyLead("Ägartest");

      const toAgent = await agent.post(`/api/staff/leads/${id}/owner`, { ownerId: agentId });
      expect(toAgent.statusCode, toAgent.body).toBe(200);
      expect((toAgent.json() as { lead: LeadSummary }).lead.owner).toEqual({ id: agentId, name: "Åsa Öberg" });
      expect((await list("q=%C3%84gartest")).leads[0]!.owner).toEqual({ id: agentId, name: "Åsa Öberg" });

      const toAdmin = await agent.post(`/api/staff/leads/${id}/owner`, { ownerId: adminId });
      expect((toAdmin.json() as { lead: LeadSummary }).lead.owner?.id).toBe(adminId);

      for (const ownerId of [customerId, "no-such-user", crypto.randomUUID()]) {
        const res = await agent.post(`/api/staff/leads/${id}/owner?language=en`, { ownerId });
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: "owner_not_staff", message: "Only a staff member (agent or administrator) can own a lead." });
      }
      for (const body of [{}, { ownerId: "" }, { ownerId: 42 }, { owner: agentId }]) {
        const res = await agent.post(`/api/staff/leads/${id}/owner?language=se`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: "validation", message: "Välj en person i personalen eller ingen ansvarig." });
      }
      expect((await detail(id)).owner?.id).toBe(adminId);

      const cleared = await agent.post(`/api/staff/leads/${id}/owner`, { ownerId: null });
      expect(cleared.statusCode).toBe(200);
      expect((await detail(id)).owner).toBeNull();
    });

    it("may not be a staff member who has been banned", async () => {
      const banned = await staffMember(t, admin, "leads-banned-agent@example.se", "agent");
      expect((await admin.post("/api/auth/admin/ban-user", { userId: banned.userId, banReason: "left the company" })).statusCode).toBe(200);
      await contactPage("se", { name: "Spärr Sten", message: "Spärrtest" });
      const { id } = await onlyLead("Spärrtest");
      expect((await agent.post(`/api/staff/leads/${id}/owner`, { ownerId: banned.userId })).statusCode).toBe(400);
    });
  });

  describe("notes", () => {
    it("takes 1 to 4000 characters, trimmed, and refuses the rest with 400", async () => {
      await contactPage("se", { name: "Not Nilsson", message: "Anteckningstest" });
      const { id } = await onlyLead("Anteckningstest");
      for (const body of [{ body: "" }, { body: "   \n  " }, { body: "x".repeat(4001) }, {}, { body: 7 }, { text: "hej" }]) {
        const res = await agent.post(`/api/staff/leads/${id}/notes?language=en`, body);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toEqual({ code: "validation", message: "A note must be 1–4000 characters long." });
      }
      expect((await detail(id)).notes).toEqual([]);
      const longest = await agent.post(`/api/staff/leads/${id}/notes`, { body: "å".repeat(4000) });
      expect(longest.statusCode).toBe(201);
      expect((await detail(id)).notes.map((n) => n.body.length)).toEqual([4000]);
    });
  });

  describe("CSV export", () => {
    function parseCsv(text: string): string[][] {
      const rows: string[][] = [];
      let row: string[] = [];
      let cell = "";
      let quoted = false;
      for (let i = 0; i < text.length; i++) {
        const c = text[i]!;
        if (quoted) {
          if (c === '"' && text[i + 1] === '"') (cell += '"'), i++;
          else if (c === '"') quoted = false;
          else cell += c;
        } else if (c === '"') quoted = true;
        else if (c === ",") row.push(cell), (cell = "");
        else if (c === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++;
        else cell += c;
      }
      expect(cell).toBe("");
      return rows;
    }

    it("is UTF-8 with a BOM, RFC 4180 quoted, in the staff member's language, with no formula a spreadsheet would run", async () => {
      await contactPage("se", {
        name: "Åsa Ängström-Öhman",
        company: "Bolaget, \"Räksmörgås\" AB",
        message: "Exporttest rad ett\nrad två, med komma",
        phone: "+46 70 123 45 67",
      });
      await contactPage("en", { name: "=HYPERLINK(\"http://evil.example\",\"Klicka\")", company: "@SUM(A1:A2)", message: "-Exporttest 2+3" });
      const conversationId = await expertForm({ name: "Chatt Exportsson", message: "+Exporttest via chatten" });

      const res = await agent.get("/api/staff/leads.csv?q=Exporttest&language=se");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
      expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.headers["cache-control"]).toBe("no-store");
      const bytes = res.rawPayload;
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = bytes.toString("utf8");
      expect(text.endsWith("\r\n")).toBe(true);

      const rows = parseCsv(text.slice(1));
      expect(rows[0]).toEqual(["Inkommen (svensk tid)", "Status", "Källa", "Namn", "E-post", "Telefon", "Företag", "Språk", "Ansvarig", "Meddelande", "Chattkonversation"]);
      expect(rows).toHaveLength(4);
      const [chat, formula, swedish] = rows.slice(1);
      expect(chat!.slice(1, 4)).toEqual(["Ny", "Expertformulär (chatt)", "Chatt Exportsson"]);
      expect(chat![9]).toBe("'+Exporttest via chatten");
      expect(chat![10]).toBe(`${t.config.siteUrl}/se/admin?conversation=${conversationId}`);
      expect(formula![3]).toBe("'=HYPERLINK(\"http://evil.example\",\"Klicka\")");
      expect(formula![6]).toBe("'@SUM(A1:A2)");
      expect(formula![7]).toBe("English");
      expect(formula![9]).toBe("'-Exporttest 2+3");
      expect(swedish![0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
      expect(swedish!.slice(1)).toEqual([
        "Ny",
        "Kontaktformulär",
        "Åsa Ängström-Öhman",
        expect.stringMatching(/^contact\.\d+@example\.se$/),
        "'+46 70 123 45 67",
        "Bolaget, \"Räksmörgås\" AB",
        "Svenska",
        "",
        "Exporttest rad ett\nrad två, med komma",
        "",
      ]);
      // The raw text: the quoted cells as RFC 4180 writes them.
      expect(text).toContain('"Bolaget, ""Räksmörgås"" AB"');
      expect(text).toContain('"Exporttest rad ett\nrad två, med komma"');
      expect(text).toContain('"\'=HYPERLINK(""http://evil.example"",""Klicka"")"');
    });

    it("follows the status filter and says its headers in English for an English-speaking staff member", async () => {
      await contactPage("en", { name: "Öystein Csvsson", message: "Csvfilter a" });
      await contactPage("en", { name: "Other Csvsson", message: "Csvfilter b" });
      const { id } = await onlyLead("Csvfilter a");
      expect((await setStatus(id, "closed")).statusCode).toBe(200);
      const owner = await agent.post(`/api/staff/leads/${id}/owner`, { ownerId: agentId });
      expect(owner.statusCode).toBe(200);

      const res = await agent.get("/api/staff/leads.csv?q=Csvfilter&status=closed", { "accept-language": "en-GB" });
      const rows = parseCsv(res.rawPayload.toString("utf8").slice(1));
      expect(rows[0]![0]).toBe("Received (Swedish time)");
      expect(rows.slice(1).map((r) => [r[1], r[3], r[8]])).toEqual([["Closed", "Öystein Csvsson", "Åsa Öberg"]]);
    });

    it("guards every cell that starts like a formula, and quotes only what must be quoted", () => {
      expect(["=1+1", "+1", "-1", "@x", "\tx", "\rx", "a=b", "", "plain"].map(csvCell)).toEqual([
        "'=1+1",
        "'+1",
        "'-1",
        "'@x",
        "'\tx",
        "\"'\rx\"",
        "a=b",
        "",
        "plain",
      ]);
      expect(csvCell('say "hi"')).toBe('"say ""hi"""');
      expect(csvCell("a,b")).toBe('"a,b"');
      expect(csvCell("line\r\nnext")).toBe('"line\r\nnext"');
    });
  });

  describe("who may", () => {
    it("refuses visitors (401) and customers (403) on every route, and their calls change nothing", async () => {
      await contactPage("se", { name: "Vakt Vaktsson", message: "Vakttest" });
      const { id } = await onlyLead("Vakttest");
      const anonymous = new Browser(t);
      for (const [browser, status] of [[anonymous, 401], [customer, 403]] as const) {
        const calls = [
          browser.get("/api/staff/leads"),
          browser.get("/api/staff/leads.csv"),
          browser.get(`/api/staff/leads/${id}`),
          browser.get(`/api/staff/leads/${crypto.randomUUID()}`),
          browser.post(`/api/staff/leads/${id}/status`, { status: "contacted" }),
          browser.post(`/api/staff/leads/${id}/owner`, { ownerId: customerId }),
          browser.post(`/api/staff/leads/${id}/notes`, { body: "hej" }),
        ];
        for (const res of await Promise.all(calls)) {
          expect(res.statusCode).toBe(status);
          expect(res.body).not.toContain("Vakttest");
        }
      }
      expect(await detail(id)).toMatchObject({ status: "new", owner: null, notes: [] });
    });

    it("lets an administrator do what an agent does", async () => {
      await contactPage("se", { name: "Admin Adminsson", message: "Admintest" });
      const found = await list("q=Admintest", admin);
      const id = found.leads[0]!.id;
      expect((await setStatus(id, "contacted", "se", admin)).statusCode).toBe(200);
      expect((await admin.post(`/api/staff/leads/${id}/owner`, { ownerId: agentId })).statusCode).toBe(200);
      expect((await admin.get("/api/staff/leads.csv")).statusCode).toBe(200);
    });
  });

  describe("the page /{lang}/admin/leads", () => {
    it("is rendered on the server for staff: the filtered list, the export link, and one lead with its controls", async () => {
      await contactPage("se", { name: "Sida Sidström", company: "Sidbolaget", message: "Sidvisningstest" });
      const { id } = await onlyLead("Sidvisningstest");

      const listPage = await agent.get("/se/admin/leads?q=Sidvisningstest&status=new");
      expect(listPage.statusCode).toBe(200);
      expect(listPage.body).toContain("Sida Sidström");
      expect(listPage.body).toContain("Hittade förfrågningar: 1");
      expect(listPage.body).toContain("/api/staff/leads.csv?status=new&amp;q=Sidvisningstest&amp;language=se");
      expect(listPage.body).toContain(`?status=new&amp;q=Sidvisningstest&amp;lead=${id}`);

      const leadPage = await agent.get(`/en/admin/leads?lead=${id}`);
      expect(leadPage.statusCode).toBe(200);
      expect(leadPage.body).toContain("Sidbolaget");
      expect(leadPage.body).toContain("Mark as contacted");
      expect(leadPage.body).toContain("Åsa Öberg");
      expect(leadPage.body).toContain("No chat conversation belongs to this lead.");

      const unknown = await agent.get(`/en/admin/leads?lead=${crypto.randomUUID()}`);
      expect(unknown.body).toContain("This lead was not found.");
    });

    it("is refused to customers (403) and sends visitors to sign in", async () => {
      const customerPage = await customer.get("/en/admin/leads");
      expect(customerPage.statusCode).toBe(403);
      expect(customerPage.body).toContain("Insufficient permissions");
      expect(customerPage.body).not.toContain("Sida Sidström");
      const visitor = await new Browser(t).get("/se/admin/leads");
      expect(visitor.statusCode).toBe(302);
      expect(visitor.headers.location).toBe("/se/auth?redirectTo=%2Fse%2Fadmin%2Fleads");
    });
  });
});
