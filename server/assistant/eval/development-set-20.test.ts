// The twentieth development batch is sound as a set (this does not run the assistant): short fact questions in Swedish,
// English, Finnish and Norwegian with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_20 } from "./development-set-20.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the twentieth development batch", () => {
  it("asks 80 questions, 20 in each language, each answered in the page's language", () => {
    expect(DEVELOPMENT_CASES_20.length).toBe(80);
    for (const lang of LANGUAGES) {
      expect(DEVELOPMENT_CASES_20.filter((c) => c.expectLanguage === lang).length, lang).toBe(20);
    }
    for (const item of DEVELOPMENT_CASES_20) expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
  });

  it("asks only plain fact questions", () => {
    for (const item of DEVELOPMENT_CASES_20) expect(item.kind, item.question).toBe("fact");
  });

  it("spreads each language over at least 16 pages", () => {
    for (const lang of LANGUAGES) {
      const sources = new Set(DEVELOPMENT_CASES_20.filter((c) => c.expectLanguage === lang).map((c) => c.source));
      expect(sources.size, lang).toBeGreaterThanOrEqual(16);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_20) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_20, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
