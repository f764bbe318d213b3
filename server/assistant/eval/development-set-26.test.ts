// The twenty-sixth development batch is sound as a set (this does not run the assistant): in each of the site's languages,
// twelve requests for a person in varied wordings and four near-misses that mention people but ask a fact; eight
// requests in Danish (asked on a Norwegian page) and eight in German (on an English page). Every request for a person
// expects the hand-off.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../app/lib/languages.ts";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_26 } from "./development-set-26.ts";

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

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_26);

  itChecksTheCaseSet(DEVELOPMENT_CASES_26, caseFilesBesides("development-set-26.ts"));
});
