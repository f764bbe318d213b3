// The fifteenth development batch is sound as a set (this does not run the assistant): 40 Finnish and 40 Norwegian
// questions (six of them in Danish, answered in Norwegian) with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import type { CaseKind } from "./evaluation-case.ts";
import { DEVELOPMENT_CASES_15 } from "./development-set-15.ts";
import { EVALUATION_CASES } from "./questions.ts";

const kindsIn = (lang: "fi" | "no") => {
  const counts: Partial<Record<CaseKind, number>> = {};
  for (const item of DEVELOPMENT_CASES_15.filter((c) => c.expectLanguage === lang)) counts[item.kind ?? "fact"] = (counts[item.kind ?? "fact"] ?? 0) + 1;
  return counts;
};

const WEIGHTS = { long: 14, fact: 10, typo: 4, "follow-up": 4, person: 3, intent: 3, "off-topic": 1, injection: 1 };

describe("the fifteenth development batch", () => {
  it("asks 40 Finnish questions on Finnish pages", () => {
    const finnish = DEVELOPMENT_CASES_15.filter((c) => c.expectLanguage === "fi");
    expect(finnish.length).toBe(40);
    for (const item of finnish) expect(item.pageLanguage, item.question).toBe("fi");
  });

  it("asks 40 questions answered in Norwegian, six of them in Danish", () => {
    const norwegian = DEVELOPMENT_CASES_15.filter((c) => c.expectLanguage === "no");
    expect(norwegian.length).toBe(40);
    expect(DEVELOPMENT_CASES_15.length).toBe(80);
    const danish = norwegian.filter((c) => c.askedIn === "da");
    expect(danish.length).toBe(6);
    for (const item of norwegian.filter((c) => c.askedIn === undefined)) expect(item.pageLanguage, item.question).toBe("no");
    for (const item of DEVELOPMENT_CASES_15.filter((c) => c.askedIn !== undefined)) expect(item.askedIn).toBe("da");
  });

  it("weights the kinds the same way in both languages", () => {
    expect(kindsIn("fi")).toEqual(WEIGHTS);
    expect(kindsIn("no")).toEqual(WEIGHTS);
  });

  it("names every service page and the home, contact, terms, privacy, cookies and sustainability pages in both languages", () => {
    const slugs = ["", "/it-konsultation", "/faltservice", "/managed-field-services", "/molntjanster", "/datacenter", "/datacenter-support", "/hardvarusupport", "/sitesurveys", "/itad", "/it-bemanning", "/projektledning", "/mjukvaruutveckling", "/kontakt", "/terms", "/privacy", "/cookies", "/csr"];
    const named = new Set(DEVELOPMENT_CASES_15.filter((c) => c.facts.length > 0 && c.kind !== "intent").map((c) => c.source));
    for (const lang of ["fi", "no"]) for (const slug of slugs) expect(named, `/${lang}${slug}`).toContain(`/${lang}${slug}`);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_15) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_15, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts"]);
});
