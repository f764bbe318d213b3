// The twenty-sixth development batch is sound as a set (this does not run the assistant): in each of the site's languages,
// twelve requests for a person in varied wordings and four near-misses that mention people but ask a fact; eight
// requests in Danish (asked on a Norwegian page) and eight in German (on an English page). Every request for a person
// expects the hand-off.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_26 } from "./development-set-26.ts";
import { TEST_QUESTIONS } from "./learning-cases.ts";
import { EVALUATION_CASES } from "./questions.ts";
import { resemblesAny } from "./resemblance.ts";

const SITE_LANGUAGES: Lang[] = ["se", "en", "fi", "no"];

describe("the twenty-sixth development batch", () => {
  it("asks 80 questions", () => {
    expect(DEVELOPMENT_CASES_26.length).toBe(80);
  });

  it("asks, in each of the site's languages on a page in that language, 12 requests for a person and 4 near-misses", () => {
    for (const lang of SITE_LANGUAGES) {
      const own = DEVELOPMENT_CASES_26.filter((c) => c.expectLanguage === lang && c.askedIn === undefined);
      expect(own.filter((c) => c.kind === "person").length, lang).toBe(12);
      expect(own.filter((c) => c.kind === "fact").length, lang).toBe(4);
      expect(own.length, lang).toBe(16);
      for (const item of own) expect(item.pageLanguage, item.question).toBe(lang);
    }
  });

  it("asks 8 requests for a person in Danish on a Norwegian page and 8 in German on an English page", () => {
    const danish = DEVELOPMENT_CASES_26.filter((c) => c.askedIn === "da");
    const german = DEVELOPMENT_CASES_26.filter((c) => c.askedIn === "de");
    expect(danish.length).toBe(8);
    expect(german.length).toBe(8);
    for (const item of danish) {
      expect(item.kind, item.question).toBe("person");
      expect(item.pageLanguage, item.question).toBe("no");
      expect(item.expectLanguage, item.question).toBe("no");
    }
    for (const item of german) {
      expect(item.kind, item.question).toBe("person");
      expect(item.pageLanguage, item.question).toBe("en");
      expect(item.expectLanguage, item.question).toBe("en");
    }
  });

  it("has no history anywhere", () => {
    for (const item of DEVELOPMENT_CASES_26) expect(item.history, item.question).toBeUndefined();
  });

  it("expects the hand-off for every request for a person, and no fixed intent for the near-misses", () => {
    for (const item of DEVELOPMENT_CASES_26.filter((c) => c.kind === "person")) expect(item.expectIntent, item.question).toBe("human");
    for (const item of DEVELOPMENT_CASES_26.filter((c) => c.kind === "fact")) {
      expect(item.expectIntent, item.question).toBeUndefined();
      expect(item.expectDeclined, item.question).toBeUndefined();
      expect(item.source.startsWith(`/${item.expectLanguage}/`), item.question).toBe(true);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_26) expect(EVALUATION_CASES).toContain(item);
  });

  it("holds no near-copy of a test-set question", () => {
    for (const item of DEVELOPMENT_CASES_26) expect(resemblesAny(item.question, TEST_QUESTIONS), item.question).toBe(false);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_26, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts", "development-set-13.ts", "development-set-14.ts", "development-set-15.ts", "development-set-16.ts", "development-set-17.ts", "development-set-18.ts", "development-set-19.ts", "development-set-20.ts", "development-set-21.ts", "development-set-22.ts", "development-set-23.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts", "test-set-4.ts"]);
});
