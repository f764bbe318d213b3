// The twenty-first development batch is sound as a set (this does not run the assistant): hurried typing, follow-ups
// and questions in Danish, German or mixed languages, in all four site languages, with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_21 } from "./development-set-21.ts";
import { EVALUATION_CASES } from "./questions.ts";
import type { CaseKind } from "./evaluation-case.ts";

const LANGS = ["se", "en", "fi", "no"] as const;

function count(kind: CaseKind, lang: (typeof LANGS)[number]): number {
  return DEVELOPMENT_CASES_21.filter((c) => c.kind === kind && c.expectLanguage === lang && c.askedIn === undefined).length;
}

describe("the twenty-first development batch", () => {
  it("asks 72 questions: 24 typos, 24 follow-ups and 24 in another or a mixed language", () => {
    expect(DEVELOPMENT_CASES_21.length).toBe(72);
    expect(DEVELOPMENT_CASES_21.filter((c) => c.kind === "typo").length).toBe(24);
    expect(DEVELOPMENT_CASES_21.filter((c) => c.kind === "follow-up").length).toBe(24);
    expect(DEVELOPMENT_CASES_21.filter((c) => c.kind === "other-language").length).toBe(24);
  });

  it("asks six typos and six follow-ups in each site language", () => {
    for (const lang of LANGS) {
      expect(count("typo", lang), lang).toBe(6);
      expect(count("follow-up", lang), lang).toBe(6);
    }
  });

  it("gives every follow-up one or two earlier questions", () => {
    for (const item of DEVELOPMENT_CASES_21.filter((c) => c.kind === "follow-up")) {
      expect(item.history?.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.history?.length, item.question).toBeLessThanOrEqual(2);
    }
  });

  it("asks eight Danish questions answered in Norwegian on a Norwegian page", () => {
    const danish = DEVELOPMENT_CASES_21.filter((c) => c.askedIn === "da");
    expect(danish.length).toBe(8);
    for (const item of danish) expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "no", "no"]);
  });

  it("asks eight German questions answered in English on an English page", () => {
    const german = DEVELOPMENT_CASES_21.filter((c) => c.askedIn === "de");
    expect(german.length).toBe(8);
    for (const item of german) expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "en", "en"]);
  });

  it("asks eight mixed-language questions answered in the Nordic language of the page", () => {
    const mixed = DEVELOPMENT_CASES_21.filter((c) => c.kind === "other-language" && c.askedIn === undefined);
    expect(mixed.length).toBe(8);
    for (const item of mixed) {
      expect(["se", "fi", "no"], item.question).toContain(item.expectLanguage);
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
    }
  });

  it("names every service page, the legal pages, the home page and the contact page at least once", () => {
    const slugs = ["", "/it-konsultation", "/faltservice", "/managed-field-services", "/molntjanster", "/datacenter", "/datacenter-support", "/hardvarusupport", "/sitesurveys", "/itad", "/it-bemanning", "/projektledning", "/mjukvaruutveckling", "/terms", "/privacy", "/cookies", "/csr", "/kontakt"];
    const sources = new Set(DEVELOPMENT_CASES_21.map((c) => c.source.replace(/^\/(se|en|fi|no)/, "")));
    for (const slug of slugs) expect(sources.has(slug), slug || "home").toBe(true);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_21) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_21, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "test-set-4.ts"]);
});
