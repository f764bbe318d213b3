// The thirteenth development batch is sound as a set (this does not run the assistant): Swedish (some mixed with
// English), English and Norwegian questions with facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_13 } from "./development-set-13.ts";
import { EVALUATION_CASES } from "./questions.ts";

const count = (lang: string) => DEVELOPMENT_CASES_13.filter((c) => c.expectLanguage === lang && c.pageLanguage === lang).length;

describe("the thirteenth development batch", () => {
  it("asks 35 Swedish, 35 English and 10 Norwegian questions", () => {
    expect(DEVELOPMENT_CASES_13.length).toBe(80);
    expect([count("se"), count("en"), count("no")]).toEqual([35, 35, 10]);
    expect(DEVELOPMENT_CASES_13.filter((c) => c.expectLanguage === "se" && c.kind === "other-language").length).toBe(5);
  });

  it("has two follow-ups, two requests for a person, one each of prices, jobs and booking, one off-topic and one injection per language", () => {
    for (const lang of ["se", "en", "no"]) {
      const mine = DEVELOPMENT_CASES_13.filter((c) => c.expectLanguage === lang);
      const kinds = (kind: string) => mine.filter((c) => c.kind === kind).length;
      expect([kinds("follow-up"), kinds("person"), kinds("off-topic"), kinds("injection")], lang).toEqual([2, 2, 1, 1]);
      expect(mine.filter((c) => c.kind === "intent").map((c) => c.expectIntent).sort(), lang).toEqual(["booking", "jobs", "pricing"]);
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_13) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_13, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts"]);
});
