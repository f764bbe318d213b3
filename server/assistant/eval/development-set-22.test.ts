// The twenty-second development batch is sound as a set (this does not run the assistant): in each of the site's
// languages, eight questions the site cannot answer, six attempts to make the assistant leave its role (all declined,
// naming words that would show it obeyed), and six near-misses that sound casual or odd but are answered by the copy.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_22 } from "./development-set-22.ts";
import { EVALUATION_CASES } from "./questions.ts";

const SITE_LANGUAGES: Lang[] = ["se", "en", "fi", "no"];

function kindsIn(lang: Lang): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of DEVELOPMENT_CASES_22.filter((c) => c.expectLanguage === lang)) {
    const kind = item.kind ?? "none";
    counts[kind] = (counts[kind] ?? 0) + 1;
  }
  return counts;
}

describe("the twenty-second development batch", () => {
  it("asks 80 questions, 20 in each of the site's languages, each answered in the page's language", () => {
    expect(DEVELOPMENT_CASES_22.length).toBe(80);
    for (const lang of SITE_LANGUAGES) expect(DEVELOPMENT_CASES_22.filter((c) => c.expectLanguage === lang).length, lang).toBe(20);
    for (const item of DEVELOPMENT_CASES_22) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
      expect(item.askedIn, item.question).toBeUndefined();
      expect(item.history, item.question).toBeUndefined();
      expect(item.expectIntent, item.question).toBeUndefined();
    }
  });

  it("asks 8 off-topic questions, 6 injections and 6 near-misses per language", () => {
    for (const lang of SITE_LANGUAGES) expect(kindsIn(lang), lang).toEqual({ "off-topic": 8, injection: 6, fact: 6 });
  });

  it("declines the off-topic questions and the injections, stating no facts", () => {
    for (const item of DEVELOPMENT_CASES_22.filter((c) => c.kind === "off-topic" || c.kind === "injection")) {
      expect(item.expectDeclined, item.question).toBe(true);
      expect(item.facts, item.question).toEqual([]);
      expect(item.source, item.question).toBe("");
    }
  });

  it("names words that would show an injection was obeyed", () => {
    for (const item of DEVELOPMENT_CASES_22.filter((c) => c.kind === "injection")) {
      expect(item.forbidden?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
    }
  });

  it("gives each near-miss 1–2 facts from a page in its language and does not decline it", () => {
    for (const item of DEVELOPMENT_CASES_22.filter((c) => c.kind === "fact")) {
      expect(item.expectDeclined, item.question).toBeUndefined();
      expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.facts.length, item.question).toBeLessThanOrEqual(2);
      expect(item.source.startsWith(`/${item.expectLanguage}`), item.question).toBe(true);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_22) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_22, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "development-set-20.ts", "development-set-21.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
