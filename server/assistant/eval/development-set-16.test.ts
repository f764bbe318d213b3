// The sixteenth development batch is sound as a set (this does not run the assistant): Swedish and English questions
// (German ones answered in English) with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_16 } from "./development-set-16.ts";
import type { CaseKind } from "./evaluation-case.ts";
import { EVALUATION_CASES } from "./questions.ts";

function countKinds(lang: "se" | "en"): Partial<Record<CaseKind, number>> {
  const counts: Partial<Record<CaseKind, number>> = {};
  for (const item of DEVELOPMENT_CASES_16.filter((c) => c.expectLanguage === lang)) {
    const kind = item.kind ?? "fact";
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

describe("the sixteenth development batch", () => {
  it("asks 40 questions answered in Swedish and 40 answered in English", () => {
    expect(DEVELOPMENT_CASES_16.length).toBe(80);
    expect(DEVELOPMENT_CASES_16.filter((c) => c.expectLanguage === "se").length).toBe(40);
    expect(DEVELOPMENT_CASES_16.filter((c) => c.expectLanguage === "en").length).toBe(40);
  });

  it("weights the kinds per language as planned", () => {
    expect(countKinds("se")).toEqual({ long: 13, fact: 10, typo: 4, "follow-up": 4, person: 4, intent: 3, "off-topic": 1, injection: 1 });
    expect(countKinds("en")).toEqual({ long: 9, fact: 6, typo: 4, "follow-up": 4, person: 4, intent: 3, "other-language": 8, "off-topic": 1, injection: 1 });
  });

  it("asks six German questions that are answered in English", () => {
    const german = DEVELOPMENT_CASES_16.filter((c) => c.askedIn === "de");
    expect(german.length).toBe(6);
    for (const item of german) expect([item.kind, item.expectLanguage], item.question).toEqual(["other-language", "en"]);
  });

  it("names every service page, the legal pages, the home page and the contact page in both languages", () => {
    const slugs = ["", "/it-konsultation", "/faltservice", "/managed-field-services", "/molntjanster", "/datacenter", "/datacenter-support", "/hardvarusupport", "/sitesurveys", "/itad", "/it-bemanning", "/projektledning", "/mjukvaruutveckling", "/terms", "/privacy", "/cookies", "/csr", "/kontakt"];
    for (const lang of ["se", "en"]) {
      const sources = new Set(DEVELOPMENT_CASES_16.filter((c) => c.expectLanguage === lang).map((c) => c.source));
      for (const slug of slugs) expect(sources.has(`/${lang}${slug}`), `/${lang}${slug}`).toBe(true);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_16) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_16, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts"]);
});
