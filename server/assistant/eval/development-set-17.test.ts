// The seventeenth development batch is sound as a set (this does not run the assistant): long, context-rich questions
// in Swedish, English, Finnish and Norwegian, with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_17 } from "./development-set-17.ts";
import { EVALUATION_CASES } from "./questions.ts";

const LANGS = ["se", "en", "fi", "no"] as const;

describe("the seventeenth development batch", () => {
  it("asks 64 questions, 16 in each language, answered in the language of the page", () => {
    expect(DEVELOPMENT_CASES_17.length).toBe(64);
    for (const lang of LANGS) {
      expect(DEVELOPMENT_CASES_17.filter((c) => c.expectLanguage === lang).length, lang).toBe(16);
    }
    for (const item of DEVELOPMENT_CASES_17) expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
  });

  it("asks only long questions", () => {
    for (const item of DEVELOPMENT_CASES_17) expect(item.kind, item.question).toBe("long");
  });

  it("names at least 14 distinct pages in each language", () => {
    for (const lang of LANGS) {
      const sources = new Set(DEVELOPMENT_CASES_17.filter((c) => c.expectLanguage === lang).map((c) => c.source));
      expect(sources.size, lang).toBeGreaterThanOrEqual(14);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_17) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_17, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
