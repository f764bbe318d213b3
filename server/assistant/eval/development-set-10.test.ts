// The tenth development batch is sound as a set (this does not run the assistant): Finnish questions with facts
// the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_10 } from "./development-set-10.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the tenth development batch", () => {
  it("asks 20 Finnish questions", () => {
    expect(DEVELOPMENT_CASES_10.length).toBe(20);
    for (const item of DEVELOPMENT_CASES_10) expect([item.pageLanguage, item.expectLanguage], item.question).toEqual(["fi", "fi"]);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_10) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_10, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts"]);
});
