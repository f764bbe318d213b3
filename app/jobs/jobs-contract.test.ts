import { describe, expect, it } from "vitest";
import { applicationFieldErrors, applicationFormSchema, cvFileProblem, isLinkedinUrl } from "./application-form.ts";
import { closingMoment } from "./job-closing.ts";
import { beforeClosing, companyToday } from "./job-dates.ts";
import { isCalendarDay, jobFieldErrors, jobInputSchema, readApplicationFilters, readJobFilters, slugify } from "./jobs-contract.ts";
import { markdownToText } from "../lib/markdown-text.ts";

describe("slugify", () => {
  it.each([
    ["Fälttekniker – Malmö", "falttekniker-malmo"],
    ["Skykonsulent, Ålesund & Tromsø", "skykonsulent-alesund-tromso"],
    ["IT-projektipäällikkö", "it-projektipaallikko"],
    ["Cloud consultant (Azure)", "cloud-consultant-azure"],
    ["  --Senior   Engineer--  ", "senior-engineer"],
    ["Æble Øl Straße", "aeble-ol-strasse"],
  ])("%s → %s", (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it("keeps a long title's slug within 80 characters, cut at a word", () => {
    const slug = slugify("Senior field service technician for datacenters and hardware support in southern Sweden and Denmark");
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("a job's input", () => {
  const version = { slug: "field-engineer", title: "Field engineer", summary: "Summary", description: "Text", locations: ["Malmö"] };

  it("is trimmed, its places cleaned, a blank closing day none", () => {
    const parsed = jobInputSchema.parse({
      employmentType: "full-time",
      remote: "on-site",
      closingDate: " ",
      translations: { en: { ...version, slug: " Field-Engineer ", title: " Field\nengineer ", locations: ["Malmö", " ", "Malmö", "Lund "] } },
    });
    expect(parsed.closingDate).toBeNull();
    expect(parsed.translations.en).toMatchObject({ slug: "field-engineer", title: "Field engineer", locations: ["Malmö", "Lund"], requirements: "", department: "" });
  });

  it("names each problem by the editor's field", () => {
    const result = jobInputSchema.safeParse({
      employmentType: "weekly",
      remote: "on-site",
      closingDate: "2027-02-29",
      translations: { se: { ...version, slug: "apply", locations: [] }, fi: { ...version, title: "" } },
    });
    expect(result.success).toBe(false);
    expect(jobFieldErrors(result.error!)).toEqual({
      employmentType: "invalidChoice",
      closingDate: "invalidDate",
      "se.slug": "reservedSlug",
      "fi.title": "required",
      "se.locations": "locationRequired",
    });
  });

  it("knows real calendar days", () => {
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(isCalendarDay("2027-02-29")).toBe(false);
    expect(isCalendarDay("2027-13-01")).toBe(false);
    expect(isCalendarDay("27-01-01")).toBe(false);
  });
});

describe("closing days", () => {
  it("take applications to the end of the day in Malmö", () => {
    // 23:30 UTC on 31 December is already 1 January in Malmö.
    expect(companyToday(new Date("2026-12-31T23:30:00Z"))).toBe("2027-01-01");
    expect(beforeClosing("2026-12-31", new Date("2026-12-31T22:59:00Z"))).toBe(true);
    expect(beforeClosing("2026-12-31", new Date("2026-12-31T23:00:00Z"))).toBe(false);
    expect(beforeClosing(null)).toBe(true);
    expect(closingMoment("2026-12-31")).toBe("2026-12-31T23:59:59.000+01:00");
    expect(closingMoment("2026-07-01")).toBe("2026-07-01T23:59:59.000+02:00");
  });
});

describe("the list's and the console's filters", () => {
  it("keep what names something and drop the rest", () => {
    expect(readJobFilters(new URLSearchParams("location=Malmö&type=contract&department=Cloud"))).toEqual({ location: "Malmö", type: "contract", department: "Cloud" });
    expect(readJobFilters(new URLSearchParams("type=weekly&location="))).toEqual({});
    expect(readApplicationFilters(new URLSearchParams("job=open&status=hired"))).toEqual({ filters: { job: "open", status: "hired" }, problems: [] });
    expect(readApplicationFilters(new URLSearchParams("job=x&status=y")).problems).toEqual(["job", "status"]);
  });
});

describe("the application form", () => {
  const valid = { name: "Anna", email: "anna@example.se", coverLetter: "", consent: true };

  it.each([
    ["https://www.linkedin.com/in/anna", true],
    ["https://se.linkedin.com/in/anna", true],
    ["http://linkedin.com/in/anna", true],
    ["https://linkedin.com.evil.example/in/anna", false],
    ["https://user:pw@linkedin.com/in/anna", false],
    ["javascript:alert(1)", false],
    ["linkedin", false],
  ])("%s is a LinkedIn address: %s", (url, ok) => {
    expect(isLinkedinUrl(url)).toBe(ok);
  });

  it("makes a LinkedIn address https and completes one typed without its scheme", () => {
    expect(applicationFormSchema.parse({ ...valid, linkedinUrl: "http://www.linkedin.com/in/anna" }).linkedinUrl).toBe("https://www.linkedin.com/in/anna");
    expect(applicationFormSchema.parse({ ...valid, linkedinUrl: "www.linkedin.com/in/anna" }).linkedinUrl).toBe("https://www.linkedin.com/in/anna");
    expect(applicationFormSchema.parse({ ...valid, linkedinUrl: "" }).linkedinUrl).toBeUndefined();
  });

  it("names each field's problem", () => {
    const result = applicationFormSchema.safeParse({ name: " ", email: "x", phone: "abc", coverLetter: "x".repeat(8001), consent: false });
    expect(applicationFieldErrors(result.error!)).toEqual({
      name: "required",
      email: "invalidEmail",
      phone: "invalidPhone",
      coverLetter: "tooLong",
      consent: "consentRequired",
    });
  });

  it("looks at a chosen CV before it is sent", () => {
    expect(cvFileProblem(null)).toBe("cvRequired");
    expect(cvFileProblem({ name: "", size: 0 })).toBe("cvRequired");
    expect(cvFileProblem({ name: "cv.pdf", size: 0 })).toBe("cvEmpty");
    expect(cvFileProblem({ name: "cv.pdf", size: 11 * 1024 * 1024 })).toBe("cvTooLarge");
    expect(cvFileProblem({ name: "cv.exe", size: 10 })).toBe("cvType");
    expect(cvFileProblem({ name: "pdf", size: 10 })).toBe("cvType");
    expect(cvFileProblem({ name: "CV.DOCX", size: 10 })).toBeNull();
  });
});

describe("Markdown as text", () => {
  it("keeps the words and paragraphs and drops the marks", () => {
    const text = markdownToText(
      "# Field engineer\n\nYou **install** and _fix_ [hardware](https://example.com) at `sites`.\n\n> Quote\n\n- one\n- two\n1. three\n\n---\n\n<b>raw</b> ![logo](x.png)",
    );
    expect(text).toBe("Field engineer\n\nYou install and fix hardware at sites.\n\nQuote\n\none\ntwo\nthree\n\nraw logo");
  });
});
