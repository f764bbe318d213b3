// The nineteenth development batch is sound as a set (this does not run the assistant): prices, booking and jobs in
// Swedish, English, Finnish and Norwegian (Danish answered in Norwegian, German in English), and near-misses that
// mention money, meetings or staff but are answered by the copy on the page named.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_19 } from "./development-set-19.ts";
import { EVALUATION_CASES } from "./questions.ts";

const SITE_LANGUAGES: Lang[] = ["se", "en", "fi", "no"];

/** The fixed intents expected of the questions answered in a language, Danish and German ones included. */
function intentsAnsweredIn(lang: Lang): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of DEVELOPMENT_CASES_19.filter((c) => c.expectIntent !== undefined && c.expectLanguage === lang)) {
    const intent = item.expectIntent ?? "none";
    counts[intent] = (counts[intent] ?? 0) + 1;
  }
  return counts;
}

function intentsOf(askedIn: "da" | "de"): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of DEVELOPMENT_CASES_19.filter((c) => c.askedIn === askedIn)) {
    const intent = item.expectIntent ?? "none";
    counts[intent] = (counts[intent] ?? 0) + 1;
  }
  return counts;
}

describe("the nineteenth development batch", () => {
  it("asks 44 intent questions and 28 near-misses", () => {
    expect(DEVELOPMENT_CASES_19.length).toBe(72);
    expect(DEVELOPMENT_CASES_19.filter((c) => c.expectIntent !== undefined).length).toBe(44);
    expect(DEVELOPMENT_CASES_19.filter((c) => c.expectIntent === undefined).length).toBe(28);
  });

  it("expects 4 price, 4 booking and 3 job replies in each of the site's languages, Danish and German questions included", () => {
    for (const lang of SITE_LANGUAGES) expect(intentsAnsweredIn(lang), lang).toEqual({ pricing: 4, booking: 4, jobs: 3 });
    for (const item of DEVELOPMENT_CASES_19.filter((c) => c.kind === "intent")) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
      expect(item.askedIn, item.question).toBeUndefined();
    }
    expect(DEVELOPMENT_CASES_19.filter((c) => c.kind === "intent").length).toBe(36);
  });

  it("asks four Danish questions answered in Norwegian and four German ones answered in English", () => {
    const danish = DEVELOPMENT_CASES_19.filter((c) => c.askedIn === "da");
    const german = DEVELOPMENT_CASES_19.filter((c) => c.askedIn === "de");
    expect(danish.length).toBe(4);
    expect(german.length).toBe(4);
    for (const item of danish) expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "no", "no"]);
    for (const item of german) expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "en", "en"]);
    expect(intentsOf("da")).toEqual({ pricing: 2, booking: 1, jobs: 1 });
    expect(intentsOf("de")).toEqual({ pricing: 2, booking: 1, jobs: 1 });
    expect(DEVELOPMENT_CASES_19.filter((c) => c.kind === "other-language").length).toBe(8);
  });

  it("gives the intent questions no facts beyond the price reply's", () => {
    for (const item of DEVELOPMENT_CASES_19.filter((c) => c.expectIntent !== undefined)) {
      expect(item.facts, item.question).toEqual(item.expectIntent === "pricing" ? ["24"] : []);
    }
  });

  it("asks seven near-misses per language, each a plain fact question with 1–2 facts from a page", () => {
    for (const lang of SITE_LANGUAGES) {
      const nearMisses = DEVELOPMENT_CASES_19.filter((c) => c.expectIntent === undefined && c.expectLanguage === lang);
      expect(nearMisses.length, lang).toBe(7);
      for (const item of nearMisses) {
        expect(item.kind, item.question).toBe("fact");
        expect(item.pageLanguage, item.question).toBe(lang);
        expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
        expect(item.facts.length, item.question).toBeLessThanOrEqual(2);
        expect(item.source, item.question).not.toBe("");
      }
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_19) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_19, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
