// The eighteenth development batch is sound as a set (this does not run the assistant): requests for a person in
// Swedish, English, Finnish and Norwegian (Danish answered in Norwegian, German in English), and near-misses that
// mention people but are plain questions with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_18 } from "./development-set-18.ts";
import { EVALUATION_CASES } from "./questions.ts";

const LANGS = ["se", "en", "fi", "no"] as const;

describe("the eighteenth development batch", () => {
  it("asks 80 questions: 56 requests for a person and 24 near-misses", () => {
    expect(DEVELOPMENT_CASES_18.length).toBe(80);
    expect(DEVELOPMENT_CASES_18.filter((c) => c.kind === "person").length).toBe(56);
    expect(DEVELOPMENT_CASES_18.filter((c) => c.kind === "fact").length).toBe(24);
  });

  it("expects the hand-off for every request for a person, and only for those", () => {
    for (const item of DEVELOPMENT_CASES_18) {
      expect(item.expectIntent, item.question).toBe(item.kind === "person" ? "human" : undefined);
    }
  });

  it("asks 12 requests for a person and 6 near-misses in each of the site's languages, on a page of that language", () => {
    for (const lang of LANGS) {
      const own = DEVELOPMENT_CASES_18.filter((c) => c.expectLanguage === lang && c.askedIn === undefined);
      expect(own.filter((c) => c.kind === "person").length, lang).toBe(12);
      expect(own.filter((c) => c.kind === "fact").length, lang).toBe(6);
      for (const item of own) expect(item.pageLanguage, item.question).toBe(lang);
    }
  });

  it("asks four Danish requests answered in Norwegian and four German ones answered in English", () => {
    const danish = DEVELOPMENT_CASES_18.filter((c) => c.askedIn === "da");
    const german = DEVELOPMENT_CASES_18.filter((c) => c.askedIn === "de");
    expect(danish.length).toBe(4);
    expect(german.length).toBe(4);
    for (const item of danish) expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["person", "no", "no"]);
    for (const item of german) expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["person", "en", "en"]);
  });

  it("gives each near-miss one or two facts and a page in its own language", () => {
    for (const item of DEVELOPMENT_CASES_18.filter((c) => c.kind === "fact")) {
      expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.facts.length, item.question).toBeLessThanOrEqual(2);
      expect(item.source.startsWith(`/${item.expectLanguage}`), item.question).toBe(true);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_18) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_18, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
