// The twenty-eighth development batch is sound as a set (this does not run the assistant): the held-out sets' mix of
// kinds in all four site languages, plus Danish and German, with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_28 } from "./development-set-28.ts";
import type { CaseKind } from "./evaluation-case.ts";

const LANGS = ["se", "en", "fi", "no"] as const;

function count(kind: CaseKind, lang: (typeof LANGS)[number]): number {
  return DEVELOPMENT_CASES_28.filter((c) => c.kind === kind && c.expectLanguage === lang && c.askedIn === undefined).length;
}

describe("the twenty-eighth development batch", () => {
  it("asks 80 questions", () => {
    expect(DEVELOPMENT_CASES_28.length).toBe(80);
  });

  it("asks 8 facts, 4 long questions, 2 typos, 2 follow-ups, 1 request for a person and 1 intent in each site language, and nothing else there", () => {
    for (const lang of LANGS) {
      expect(count("fact", lang), lang).toBe(8);
      expect(count("long", lang), lang).toBe(4);
      expect(count("typo", lang), lang).toBe(2);
      expect(count("follow-up", lang), lang).toBe(2);
      expect(count("person", lang), lang).toBe(1);
      expect(count("intent", lang), lang).toBe(1);
      expect(DEVELOPMENT_CASES_28.filter((c) => c.expectLanguage === lang && c.askedIn === undefined).length, lang).toBe(18);
    }
    for (const item of DEVELOPMENT_CASES_28.filter((c) => c.askedIn === undefined)) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
    }
  });

  it("gives every follow-up one or two earlier questions", () => {
    for (const item of DEVELOPMENT_CASES_28.filter((c) => c.kind === "follow-up")) {
      expect(item.history?.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.history?.length, item.question).toBeLessThanOrEqual(2);
    }
  });

  it("expects a hand-off for every request for a person, and pricing, booking or jobs for every intent", () => {
    for (const item of DEVELOPMENT_CASES_28.filter((c) => c.kind === "person")) expect(item.expectIntent, item.question).toBe("human");
    for (const item of DEVELOPMENT_CASES_28.filter((c) => c.kind === "intent")) {
      expect(["pricing", "booking", "jobs"], item.question).toContain(item.expectIntent);
    }
  });

  it("asks four Danish questions answered in Norwegian on a Norwegian page", () => {
    const danish = DEVELOPMENT_CASES_28.filter((c) => c.askedIn === "da");
    expect(danish.length).toBe(4);
    for (const item of danish) {
      expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "no", "no"]);
      expect(item.source.startsWith("/no"), item.question).toBe(true);
    }
  });

  it("asks four German questions answered in English on an English page", () => {
    const german = DEVELOPMENT_CASES_28.filter((c) => c.askedIn === "de");
    expect(german.length).toBe(4);
    for (const item of german) {
      expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "en", "en"]);
      expect(item.source.startsWith("/en"), item.question).toBe(true);
    }
  });

  it("names every service page, the legal pages, the home page and the contact page at least once", () => {
    const slugs = ["", "/it-konsultation", "/faltservice", "/managed-field-services", "/molntjanster", "/datacenter", "/datacenter-support", "/hardvarusupport", "/sitesurveys", "/itad", "/it-bemanning", "/projektledning", "/mjukvaruutveckling", "/terms", "/privacy", "/cookies", "/csr", "/kontakt"];
    const sources = new Set(DEVELOPMENT_CASES_28.map((c) => c.source.replace(/^\/(se|en|fi|no)/, "")));
    for (const slug of slugs) expect(sources.has(slug), slug || "home").toBe(true);
  });

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_28);

  itChecksTheCaseSet(DEVELOPMENT_CASES_28, caseFilesBesides("development-set-28.ts"));
});
