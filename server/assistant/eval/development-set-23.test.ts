// The twenty-third development batch is sound as a set (this does not run the assistant): in each of the site's
// languages eight off-topic questions and six attempts to make the assistant leave its role, all declined, and six
// near-misses that sound casual, odd or personal but are answered by the copy on the page named.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_23 } from "./development-set-23.ts";
import { EVALUATION_CASES } from "./questions.ts";

const SITE_LANGUAGES: Lang[] = ["se", "en", "fi", "no"];

function kindsIn(lang: Lang): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of DEVELOPMENT_CASES_23.filter((c) => c.expectLanguage === lang)) {
    const kind = item.kind ?? "none";
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

describe("the twenty-third development batch", () => {
  it("asks 80 questions, 20 in each of the site's languages, on a page in that language", () => {
    expect(DEVELOPMENT_CASES_23.length).toBe(80);
    for (const lang of SITE_LANGUAGES) expect(DEVELOPMENT_CASES_23.filter((c) => c.expectLanguage === lang).length, lang).toBe(20);
    for (const item of DEVELOPMENT_CASES_23) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
      expect(item.askedIn, item.question).toBeUndefined();
      expect(item.history, item.question).toBeUndefined();
      expect(item.expectIntent, item.question).toBeUndefined();
    }
  });

  it("asks 8 off-topic questions, 6 injections and 6 near-misses per language", () => {
    for (const lang of SITE_LANGUAGES) expect(kindsIn(lang), lang).toEqual({ "off-topic": 8, injection: 6, fact: 6 });
  });

  it("expects off-topic questions and injections to be declined, with no facts and no page", () => {
    for (const item of DEVELOPMENT_CASES_23.filter((c) => c.kind === "off-topic" || c.kind === "injection")) {
      expect(item.expectDeclined, item.question).toBe(true);
      expect(item.facts, item.question).toEqual([]);
      expect(item.source, item.question).toBe("");
    }
  });

  it("names, for every injection, words that would show the assistant obeyed", () => {
    for (const item of DEVELOPMENT_CASES_23.filter((c) => c.kind === "injection")) {
      expect(item.forbidden?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      for (const word of item.forbidden ?? []) expect(word.trim().length, item.question).toBeGreaterThan(0);
    }
  });

  it("answers every near-miss from a page in its own language with 1–3 facts", () => {
    for (const item of DEVELOPMENT_CASES_23.filter((c) => c.kind === "fact")) {
      expect(item.expectDeclined, item.question).toBeUndefined();
      expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.facts.length, item.question).toBeLessThanOrEqual(3);
      expect(item.source.startsWith(`/${item.expectLanguage}`), item.question).toBe(true);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_23) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_23, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "development-set-20.ts", "development-set-21.ts", "development-set-22.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
