// Jobs over HTTP: an administrator writes, publishes, edits, closes and deletes jobs through /api/staff/jobs, and the
// public pages show what they should — the open jobs in a language with filters and a count, a job's page with its
// breadcrumb, JobPosting and alternates to its own languages, a closed job that says so and is no longer indexed —
// and the jobs as published documents. Every refusal of the editor's input is checked, with its localized message.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffJob, StaffJobSummary } from "../../app/jobs/jobs-contract.ts";
import { closingMoment } from "../../app/jobs/job-closing.ts";
import { companyToday } from "../../app/jobs/job-dates.ts";
import { Browser, signedUpUser, type TestApp } from "../auth/auth-test-client.ts";
import { CONSOLE_ADMIN_ENV, consoleAdmin, staffMember } from "../console/console-test-support.ts";
import { seedDemoContent } from "../content/demo-content.ts";
import { createTestApp } from "../test-support.ts";
import { alternatesIn, createJob, jobInput, jsonLdIn, mainText, robotsIn, version } from "./jobs-test-support.ts";

let t: TestApp;
let admin: Browser;
let agent: Browser;
let customer: Browser;
const changes: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ ...CONSOLE_ADMIN_ENV, TRUST_PROXY: "true", RENDER_CACHE_SECONDS: "60" });
  admin = await consoleAdmin(t);
  agent = (await staffMember(t, admin, "jobs-agent@example.se", "agent")).browser;
  customer = await signedUpUser(t, "jobs-customer@example.se");
  t.services.publishedContent.onLocalChange(async (source, id) => void changes.push(`${source}:${id}`));
});
afterAll(() => t.close());

const page = (path: string) => t.app.inject({ method: "GET", url: path });

function dayFromToday(days: number): string {
  const [year, month, day] = companyToday().split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

function posting(html: string) {
  return jsonLdIn(html).find((item) => item["@type"] === "JobPosting");
}

describe("the jobs list before any job", () => {
  it("says there is no open position and invites an open application", async () => {
    const res = await page("/en/jobs");
    expect(res.statusCode).toBe(200);
    const text = mainText(res.body);
    expect(text).toContain("We have no open positions right now.");
    expect(text).toContain("send an open application");
    expect(res.body).toContain('href="/en/jobs/apply"');
    expect(text).not.toContain("Not available yet");
  });
});

describe("writing and publishing a job", () => {
  let id: string;

  it("keeps a draft in the console and away from the public", async () => {
    id = await createJob(
      admin,
      jobInput({
        closingDate: dayFromToday(30),
        translations: {
          se: version("faltingenjor", "Fältingenjör", { locations: ["Malmö", "Oslo, Norge"], department: "Fältservice" }),
          en: version("field-engineer", "Field engineer", { locations: ["Malmö", "Oslo, Norway"], department: "Field service" }),
        },
      }),
      false,
    );
    const list = (await admin.get("/api/staff/jobs")).json() as { jobs: StaffJobSummary[] };
    expect(list.jobs.find((job) => job.id === id)).toMatchObject({ status: "draft", open: false, languages: { se: { slug: "faltingenjor" }, en: { slug: "field-engineer" } } });
    expect((await page("/en/jobs/field-engineer")).statusCode).toBe(404);
    expect(mainText((await page("/en/jobs")).body)).not.toContain("Field engineer");
    expect(await t.services.publishedContent.all()).toEqual([]);
    // Nobody sees a draft by adding a preview parameter to the public address.
    expect((await page("/en/jobs/field-engineer?preview")).statusCode).toBe(404);
    expect((await page("/en/jobs/field-engineer?preview=1")).statusCode).toBe(404);
  });

  it("shows administrators the draft as it will look, in each of its languages, and nobody else", async () => {
    const preview = await admin.get(`/en/admin/jobs/${id}/preview?language=se`);
    expect(preview.statusCode).toBe(200);
    expect(mainText(preview.body)).toContain("Fältingenjör");
    expect(mainText(preview.body)).toContain("Sök tjänsten");
    expect(robotsIn(preview.body)).toBe("noindex, nofollow");
    expect((await agent.get(`/en/admin/jobs/${id}/preview`)).statusCode).toBe(403);
    expect((await customer.get(`/en/admin/jobs/${id}/preview`)).statusCode).toBe(403);
    const anonymous = await page(`/en/admin/jobs/${id}/preview`);
    expect(anonymous.statusCode).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/en\/auth\?/);
  });

  it("publishes it in its two languages only, with its own page, JobPosting and alternates", async () => {
    changes.length = 0;
    const published = await admin.post(`/api/staff/jobs/${id}/publish`, {});
    expect(published.statusCode).toBe(200);
    expect((published.json() as { job: StaffJob }).job).toMatchObject({ status: "published", open: true });
    expect(changes).toEqual([`job:${id}`]);

    const list = await page("/en/jobs");
    expect(mainText(list.body)).toContain("Open positions: 1");
    expect(list.body).toContain('href="/en/jobs/field-engineer"');
    expect(mainText((await page("/se/jobs")).body)).toContain("Fältingenjör");
    expect(mainText((await page("/fi/jobs")).body)).toContain("Meillä ei ole juuri nyt avoimia työpaikkoja.");

    const res = await page("/en/jobs/field-engineer");
    expect(res.statusCode).toBe(200);
    expect(robotsIn(res.body)).toBe("index, follow");
    expect(res.body).toContain("<title>Field engineer | Nordic IT Services</title>");
    expect(res.body).toMatch(/<h1[^>]*>Field engineer<\/h1>/);
    // Breadcrumb Home › Jobs › title, on the page and in its JSON-LD.
    expect(mainText(res.body)).toMatch(/^Home › Jobs › Field engineer/);
    const crumbs = jsonLdIn(res.body).find((item) => item["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement.map((crumb) => [crumb.name, crumb.item])).toEqual([
      ["Home", "https://www.example.se/en"],
      ["Jobs", "https://www.example.se/en/jobs"],
      ["Field engineer", "https://www.example.se/en/jobs/field-engineer"],
    ]);
    // Alternates to the job's own languages, each at its own slug.
    expect(alternatesIn(res.body)).toEqual({
      sv: "https://www.example.se/se/jobs/faltingenjor",
      en: "https://www.example.se/en/jobs/field-engineer",
      "x-default": "https://www.example.se/se/jobs/faltingenjor",
    });
    expect(res.body).toContain('<link rel="canonical" href="https://www.example.se/en/jobs/field-engineer"/>');
    expect(posting(res.body)).toMatchObject({
      "@context": "https://schema.org",
      "@type": "JobPosting",
      title: "Field engineer",
      datePosted: new Date().toISOString().slice(0, 10),
      validThrough: expect.stringMatching(new RegExp(`^${dayFromToday(30)}T23:59:59\\.000\\+0[12]:00$`)),
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Nordic IT Services", sameAs: "https://www.example.se/" },
      jobLocation: [
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Malmö", addressCountry: "SE" } },
        { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Oslo", addressCountry: "NO" } },
      ],
    });
    expect(posting(res.body)!.description).toContain("<strong>install</strong>");
    expect(posting(res.body)).not.toHaveProperty("jobLocationType");
    expect(res.body).toContain(`href="/en/jobs/apply?job=${id}"`);
  });

  it("offers the job as one document per language to search, the sitemap and the assistant", async () => {
    const documents = await t.services.publishedContent.of("job", id);
    expect(documents.map((doc) => [doc.lang, doc.path, doc.title])).toEqual([
      ["se", "/se/jobs/faltingenjor", "Fältingenjör"],
      ["en", "/en/jobs/field-engineer", "Field engineer"],
    ]);
    const english = documents.find((doc) => doc.lang === "en")!;
    expect(english).toMatchObject({ source: "job", sourceId: id, summary: "Field engineer: a short summary." });
    expect(english.text).toBe("The role\n\nYou will install hardware for Field engineer.\n\none\ntwo\n\nA driving licence");
    expect(english.keywords).toEqual(["Malmö", "Oslo, Norway", "Field service", "Full-time", "On site"]);
    expect(english.validThrough?.toISOString()).toBe(new Date(closingMoment(dayFromToday(30))).toISOString());
    expect(english.validThrough!.getTime()).toBeGreaterThan(Date.now());
    expect((await t.services.publishedContent.all()).filter((doc) => doc.sourceId === id)).toHaveLength(2);
  });

  it("leads another language's slug to this language's, and to the job list in a language the job lacks", async () => {
    const switched = await page("/se/jobs/field-engineer");
    expect(switched.statusCode).toBe(302);
    expect(switched.headers.location).toBe("/se/jobs/faltingenjor");
    // The language switcher keeps the slug: in Finnish, which this job is not written in, it leads to the Finnish list.
    const untranslated = await page("/fi/jobs/field-engineer");
    expect(untranslated.statusCode).toBe(302);
    expect(untranslated.headers.location).toBe("/fi/jobs");
    expect((await page("/en/jobs/no-such-job")).statusCode).toBe(404);
  });

  it("saves an edit at once: a new slug, a language taken away", async () => {
    const res = await admin.post(
      `/api/staff/jobs/${id}`,
      jobInput({ closingDate: dayFromToday(30), translations: { en: version("senior-field-engineer", "Senior field engineer", { locations: ["Malmö", "Oslo, Norway"] }) } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as { job: StaffJob }).job.translations).toEqual({ en: expect.objectContaining({ slug: "senior-field-engineer" }) });
    expect((await page("/se/jobs/faltingenjor")).statusCode).toBe(404);
    expect((await page("/en/jobs/field-engineer")).statusCode).toBe(404);
    const now = await page("/en/jobs/senior-field-engineer");
    expect(now.statusCode).toBe(200);
    expect(alternatesIn(now.body)).toEqual({ en: "https://www.example.se/en/jobs/senior-field-engineer", "x-default": "https://www.example.se/en/jobs/senior-field-engineer" });
    // The list was rendered before the edit and cached; the change renders it again.
    expect(mainText((await page("/en/jobs")).body)).toContain("Senior field engineer");
  });

  it("closes it: the page says so, is no longer indexed, offers no application and no posting", async () => {
    changes.length = 0;
    expect((await admin.post(`/api/staff/jobs/${id}/close`, {})).statusCode).toBe(200);
    expect(changes).toEqual([`job:${id}`]);
    const res = await page("/en/jobs/senior-field-engineer");
    expect(res.statusCode).toBe(200);
    expect(mainText(res.body)).toContain("This job is closed");
    expect(robotsIn(res.body)).toBe("noindex, nofollow");
    expect(posting(res.body)).toBeUndefined();
    expect(res.body).not.toContain(`jobs/apply?job=${id}`);
    expect(mainText((await page("/en/jobs")).body)).not.toContain("Senior field engineer");
    expect(await t.services.publishedContent.of("job", id)).toEqual([]);
    // Publishing again opens it.
    expect((await admin.post(`/api/staff/jobs/${id}/publish`, {})).statusCode).toBe(200);
    expect(robotsIn((await page("/en/jobs/senior-field-engineer")).body)).toBe("index, follow");
  });

  it("counts a job past its closing day as closed everywhere, and the upkeep closes it", async () => {
    await t.db.updateTable("jobs").set({ closing_date: dayFromToday(-1) }).where("id", "=", id).execute();
    // The closing day ending is no change anybody makes: the rendered pages, kept a minute, would show it after that.
    await t.services.publishedContent.changed("job", id);
    expect(mainText((await page("/en/jobs")).body)).not.toContain("Senior field engineer");
    const res = await page("/en/jobs/senior-field-engineer");
    expect(mainText(res.body)).toContain("This job is closed");
    expect(robotsIn(res.body)).toBe("noindex, nofollow");
    expect(await t.services.publishedContent.of("job", id)).toEqual([]);
    const staff = (await admin.get(`/api/staff/jobs/${id}`)).json() as { job: StaffJob };
    expect(staff.job).toMatchObject({ status: "published", open: false });
    // Publishing again needs a later closing day.
    const refused = await admin.post(`/api/staff/jobs/${id}/publish?language=en`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({ closingDate: "The closing date has passed: choose a later one or leave it empty" });

    changes.length = 0;
    expect(await t.services.jobs.upkeep()).toMatchObject({ closedJobs: 1 });
    expect(changes).toEqual([`job:${id}`]);
    expect(((await admin.get(`/api/staff/jobs/${id}`)).json() as { job: StaffJob }).job.status).toBe("closed");
  });

  it("deletes it: its pages are gone", async () => {
    changes.length = 0;
    expect((await admin.post(`/api/staff/jobs/${id}/delete`, {})).statusCode).toBe(200);
    expect(changes).toEqual([`job:${id}`]);
    expect((await page("/en/jobs/senior-field-engineer")).statusCode).toBe(404);
    expect((await admin.get(`/api/staff/jobs/${id}`)).statusCode).toBe(404);
    expect((await admin.post(`/api/staff/jobs/${id}/delete`, {})).statusCode).toBe(404);
  });
});

describe("the jobs list's filters", () => {
  beforeAll(async () => {
    await createJob(admin, jobInput({ translations: { en: version("malmo-technician", "Malmö technician", { locations: ["Malmö"], department: "Field service" }) } }));
    await createJob(
      admin,
      jobInput({ employmentType: "contract", translations: { en: version("oslo-consultant", "Oslo consultant", { locations: ["Oslo, Norway"], department: "Cloud" }) } }),
    );
    await createJob(
      admin,
      jobInput({ employmentType: "part-time", remote: "remote", translations: { en: version("remote-support", "Remote support", { locations: [], department: "" }) } }),
    );
  });

  it.each([
    ["", ["Malmö technician", "Oslo consultant", "Remote support"], "Open positions: 3"],
    ["?location=Malm%C3%B6", ["Malmö technician"], "Matching positions: 1 of 3"],
    ["?type=contract", ["Oslo consultant"], "Matching positions: 1 of 3"],
    ["?department=Cloud", ["Oslo consultant"], "Matching positions: 1 of 3"],
    ["?location=Malm%C3%B6&type=contract", [], "Matching positions: 0 of 3"],
    // A value that names nothing is no filter.
    ["?type=freelance", ["Malmö technician", "Oslo consultant", "Remote support"], "Open positions: 3"],
  ])("%s lists %j", async (query, titles, count) => {
    const text = mainText((await page(`/en/jobs${query}`)).body);
    expect(text).toContain(count);
    for (const title of ["Malmö technician", "Oslo consultant", "Remote support"]) {
      if (titles.includes(title)) expect(text).toContain(title);
      else expect(text).not.toContain(`${title} `);
    }
    if (titles.length === 0) expect(text).toContain("No open position matches these filters.");
  });

  it("offers the open jobs' places, types and departments as choices", async () => {
    const html = (await page("/en/jobs")).body;
    const options = (name: string) =>
      [...(new RegExp(`<select[^>]*name="${name}"[^>]*>([\\s\\S]*?)</select>`).exec(html)?.[1] ?? "").matchAll(/<option value="([^"]*)"/g)].map((m) => m[1]);
    expect(options("location")).toEqual(["", "Malmö", "Oslo, Norway"]);
    expect(options("type")).toEqual(["", "full-time", "part-time", "contract"]);
    expect(options("department")).toEqual(["", "Cloud", "Field service"]);
  });

  it("gives a remote job's posting TELECOMMUTE and where its applicants may live", async () => {
    const res = await page("/en/jobs/remote-support");
    expect(posting(res.body)).toMatchObject({ employmentType: "PART_TIME", jobLocationType: "TELECOMMUTE" });
    expect(posting(res.body)).not.toHaveProperty("jobLocation");
    expect(posting(res.body)).not.toHaveProperty("validThrough");
  });
});

describe("the editor's refusals", () => {
  const base = () => jobInput({ translations: { en: version("refusal-test", "Refusal test") } });

  it.each([
    ["a missing title", { translations: { en: { ...version("x-job", ""), title: "" } } }, { "en.title": "This field is required" }],
    ["a slug with capitals and spaces", { translations: { en: version("Field Engineer", "Field engineer") } }, { "en.slug": "Use lower-case letters a–z, digits and single hyphens" }],
    ["a slug with a double hyphen", { translations: { en: version("field--engineer", "Field engineer") } }, { "en.slug": "Use lower-case letters a–z, digits and single hyphens" }],
    ["the application form's slug", { translations: { en: version("apply", "Apply") } }, { "en.slug": "This address is taken by the application form" }],
    ["a slug another job has in that language", { translations: { en: version("malmo-technician", "Copy") } }, { "en.slug": "Another job already has this address in this language" }],
    ["no language at all", { translations: {} }, { translations: "Write the job in at least one language" }],
    ["an unknown employment type", { employmentType: "freelance" }, { employmentType: "Choose one of the options" }],
    ["an unknown workplace", { remote: "moon" }, { remote: "Choose one of the options" }],
    ["a day that does not exist", { closingDate: "2026-02-30" }, { closingDate: "Enter a real date" }],
    ["a date in another format", { closingDate: "31.12.2026" }, { closingDate: "Enter a real date" }],
    ["an on-site job without a place", { translations: { en: version("no-place", "No place", { locations: [] }) } }, { "en.locations": "Name at least one place, or make the job remote" }],
    ["eleven places", { translations: { en: version("many-places", "Many places", { locations: Array.from({ length: 11 }, (_, i) => `Place ${i}`) }) } }, { "en.locations": "At most 10 places" }],
    ["a title too long", { translations: { en: version("long-title", "T".repeat(121)) } }, { "en.title": "This text is too long" }],
    ["a summary missing", { translations: { en: { ...version("no-summary", "No summary"), summary: "  " } } }, { "en.summary": "This field is required" }],
    ["a description missing", { translations: { en: { ...version("no-description", "No description"), description: "" } } }, { "en.description": "This field is required" }],
  ])("refuses %s with 400 and the field's message, changing nothing", async (_what, overrides, fields) => {
    const before = await t.db.selectFrom("jobs").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    const res = await admin.post("/api/staff/jobs?language=en", { ...base(), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: "validation", message: "Please correct the marked fields.", fields });
    const after = await t.db.selectFrom("jobs").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("says it in the administrator's language", async () => {
    const res = await admin.post("/api/staff/jobs?language=se", { ...base(), translations: { en: version("apply", "") } });
    expect(res.json().error).toMatchObject({
      message: "Rätta de markerade fälten.",
      fields: { "en.slug": "Adressen används av ansökningsformuläret", "en.title": "Detta fält är obligatoriskt" },
    });
  });

  it("lets two languages share a slug, but not two jobs in one language", async () => {
    const id = await createJob(admin, jobInput({ translations: { en: version("same-slug", "Same"), se: version("same-slug", "Samma") } }), false);
    expect(id).toBeTruthy();
    const clash = await admin.post(`/api/staff/jobs?language=en`, jobInput({ translations: { se: version("same-slug", "Annan") } }));
    expect(clash.json().error.fields).toEqual({ "se.slug": "Another job already has this address in this language" });
    // Its own slug is no clash when the job is saved again.
    expect((await admin.post(`/api/staff/jobs/${id}`, jobInput({ translations: { en: version("same-slug", "Same again") } }))).statusCode).toBe(200);
  });

  it("refuses a body that is not a job, and a published job's edit to a past closing day", async () => {
    expect((await admin.post("/api/staff/jobs?language=en", [])).json().error.fields).toEqual({ translations: "Write the job in at least one language" });
    const id = await createJob(admin, jobInput({ translations: { en: version("closing-edit", "Closing edit") } }));
    const res = await admin.post(`/api/staff/jobs/${id}?language=en`, jobInput({ closingDate: dayFromToday(-3), translations: { en: version("closing-edit", "Closing edit") } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ closingDate: "The closing date has passed: choose a later one or leave it empty" });
  });

  it("answers 404 for a job that does not exist or an id that is none", async () => {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      expect((await admin.get(`/api/staff/jobs/${id}`)).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/jobs/${id}`, jobInput())).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/jobs/${id}/publish`, {})).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/jobs/${id}/close`, {})).statusCode).toBe(404);
      expect((await admin.post(`/api/staff/jobs/${id}/delete`, {})).statusCode).toBe(404);
    }
  });
});

describe("who may work with jobs", () => {
  it("keeps the console's Jobs pages to administrators", async () => {
    for (const path of ["/en/admin/jobs", "/en/admin/jobs/new", "/en/admin/jobs/applications"]) {
      expect((await admin.get(path)).statusCode, path).toBe(200);
      expect((await agent.get(path)).statusCode, path).toBe(403);
      expect((await customer.get(path)).statusCode, path).toBe(403);
      expect((await page(path)).statusCode, path).toBe(302);
    }
  });

  it("refuses the API to anyone but an administrator with two-step verification, changing nothing", async () => {
    const before = await t.db.selectFrom("jobs").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    const anonymous = new Browser(t);
    for (const [browser, status] of [
      [anonymous, 401],
      [customer, 403],
      [agent, 403],
    ] as const) {
      expect((await browser.get("/api/staff/jobs")).statusCode).toBe(status);
      expect((await browser.post("/api/staff/jobs", jobInput({ translations: { en: version("sneaky", "Sneaky") } }))).statusCode).toBe(status);
    }
    const after = await t.db.selectFrom("jobs").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe("the example content", () => {
  it("publishes three clearly-marked example jobs in all four languages on an empty database, once", async () => {
    const demo = await createTestApp({ DEMO_CONTENT: "true" });
    try {
      const log = { info() {}, warn() {}, error() {} };
      await seedDemoContent(demo.services, log);
      await seedDemoContent(demo.services, log);
      const jobs = await demo.services.jobs.list();
      expect(jobs).toHaveLength(3);
      for (const job of jobs) {
        expect(job).toMatchObject({ status: "published", open: true, example: true });
        expect(Object.keys(job.languages).sort()).toEqual(["en", "fi", "no", "se"]);
      }
      expect((await demo.services.publishedContent.all()).filter((doc) => doc.source === "job")).toHaveLength(12);
      for (const lang of ["se", "en", "fi", "no"]) {
        const list = await demo.app.inject({ method: "GET", url: `/${lang}/jobs` });
        expect(list.statusCode).toBe(200);
        const badge = { se: "Exempel", en: "Example", fi: "Esimerkki", no: "Eksempel" }[lang];
        expect((list.body.match(new RegExp(`>${badge}</span>`, "g")) ?? []).length).toBe(3);
      }
      const job = await demo.app.inject({ method: "GET", url: "/fi/jobs/kenttahuoltoteknikko" });
      expect(mainText(job.body)).toContain("Tämä on esimerkki-ilmoitus");
    } finally {
      await demo.close();
    }
  });

  it("leaves a database that has jobs alone", async () => {
    const demo = await createTestApp({});
    try {
      await demo.services.jobs.create(jobInput());
      await seedDemoContent(demo.services, { info() {}, warn() {}, error() {} });
      expect(await demo.services.jobs.list()).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
