// The twelfth development batch is sound as a set (this does not run the assistant): 30 questions answered in
// Norwegian (10 asked in Danish), 30 in Finnish and 20 in English (6 asked in German), with facts the copy states
// on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_12 } from "./development-set-12.ts";
import { EVALUATION_CASES } from "./questions.ts";

const answeredIn = (lang: string) => DEVELOPMENT_CASES_12.filter((c) => c.expectLanguage === lang);

describe("the twelfth development batch", () => {
  it("asks 30 questions answered in Norwegian, 30 in Finnish and 20 in English", () => {
    expect(DEVELOPMENT_CASES_12.length).toBe(80);
    expect(answeredIn("no").length).toBe(30);
    expect(answeredIn("fi").length).toBe(30);
    expect(answeredIn("en").length).toBe(20);
    for (const item of DEVELOPMENT_CASES_12) expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
  });

  it("asks 10 of the Norwegian ones in Danish and 6 of the English ones in German", () => {
    expect(answeredIn("no").filter((c) => c.askedIn === "da").length).toBe(10);
    expect(answeredIn("en").filter((c) => c.askedIn === "de").length).toBe(6);
    expect(DEVELOPMENT_CASES_12.filter((c) => c.askedIn !== undefined).length).toBe(16);
  });

  it("has per language 2 follow-ups, 2 requests for a person, one booking, jobs and pricing question, one off-topic and one injection", () => {
    for (const lang of ["no", "fi", "en"]) {
      const cases = answeredIn(lang);
      expect(cases.filter((c) => c.kind === "follow-up").length, lang).toBe(2);
      expect(cases.filter((c) => c.expectIntent === "human").length, lang).toBe(2);
      for (const intent of ["booking", "jobs", "pricing"] as const) expect(cases.filter((c) => c.expectIntent === intent).length, `${lang} ${intent}`).toBe(1);
      expect(cases.filter((c) => c.kind === "off-topic" && c.expectDeclined).length, lang).toBe(1);
      const injections = cases.filter((c) => c.kind === "injection");
      expect(injections.length, lang).toBe(1);
      for (const item of injections) {
        expect(item.expectDeclined).toBe(true);
        expect(item.forbidden?.length ?? 0).toBeGreaterThan(0);
      }
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_12) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_12, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts"]);
});
