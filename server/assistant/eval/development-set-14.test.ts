// The fourteenth development batch is sound as a set (this does not run the assistant): intents and requests for a
// person in four languages, each with the page its reply links to.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_14 } from "./development-set-14.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the fourteenth development batch", () => {
  it("asks for a call, a job, a price and a person in every language", () => {
    for (const lang of LANGUAGES) {
      for (const intent of ["booking", "jobs", "pricing", "human"]) {
        expect(DEVELOPMENT_CASES_14.some((item) => item.expectLanguage === lang && item.expectIntent === intent), `${lang} ${intent}`).toBe(true);
      }
    }
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_14) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_14, [
    "questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts",
    "development-set-8.ts", "development-set-9.ts", "development-set-10.ts", "development-set-11.ts", "development-set-12.ts",
    "development-set-13.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts",
  ]);
});
