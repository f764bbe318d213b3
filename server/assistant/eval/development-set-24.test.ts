// The twenty-fourth development batch is sound as a set (this does not run the assistant): in each of the site's
// languages, sixteen long questions with background about the visitor's organisation that the copy answers, two long
// requests for a person and two long questions about prices, booking or jobs; asked on a page in that language, part of
// the development set and no near-copy of a test-set question.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../../app/lib/languages.ts";
import { caseFilesBesides, itChecksADevelopmentBatch, itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_24 } from "./development-set-24.ts";

const SITE_LANGUAGES: Lang[] = ["se", "en", "fi", "no"];

describe("the twenty-fourth development batch", () => {
  it("asks 80 questions: per site language 16 long, 2 for a person and 2 intents, on a page in that language", () => {
    expect(DEVELOPMENT_CASES_24.length).toBe(80);
    for (const lang of SITE_LANGUAGES) {
      const inLang = DEVELOPMENT_CASES_24.filter((c) => c.expectLanguage === lang);
      const count = (kind: string) => inLang.filter((c) => c.kind === kind).length;
      expect(inLang.length, lang).toBe(20);
      expect(count("long"), lang).toBe(16);
      expect(count("person"), lang).toBe(2);
      expect(count("intent"), lang).toBe(2);
    }
    for (const item of DEVELOPMENT_CASES_24) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
      expect(item.askedIn, item.question).toBeUndefined();
      expect(item.history, item.question).toBeUndefined();
    }
  });

  it("makes every long question 250–600 characters", () => {
    for (const item of DEVELOPMENT_CASES_24.filter((c) => c.kind === "long")) {
      expect(item.question.length, item.question).toBeGreaterThanOrEqual(250);
      expect(item.question.length, item.question).toBeLessThanOrEqual(600);
    }
  });

  it("asks, per language, one price question and one about booking or jobs", () => {
    for (const lang of SITE_LANGUAGES) {
      const intents = DEVELOPMENT_CASES_24.filter((c) => c.expectLanguage === lang && c.kind === "intent").map((c) => c.expectIntent);
      expect(intents.filter((i) => i === "pricing").length, lang).toBe(1);
      expect(intents.filter((i) => i === "booking" || i === "jobs").length, lang).toBe(1);
    }
  });

  itChecksADevelopmentBatch(DEVELOPMENT_CASES_24);

  itChecksTheCaseSet(DEVELOPMENT_CASES_24, caseFilesBesides("development-set-24.ts"));
});
