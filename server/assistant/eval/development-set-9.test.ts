// The ninth development batch is sound as a set (this does not run the assistant): typo questions in the four languages, with facts
// the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_9 } from "./development-set-9.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the ninth development batch", () => {
  it("asks five typo questions in each language", () => {
    expect(DEVELOPMENT_CASES_9.length).toBe(20);
    for (const item of DEVELOPMENT_CASES_9) expect(item.kind, item.question).toBe("typo");
    for (const lang of ["se", "en", "fi", "no"]) expect(DEVELOPMENT_CASES_9.filter((c) => c.expectLanguage === lang).length).toBe(5);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_9) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_9, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts"]);
});
