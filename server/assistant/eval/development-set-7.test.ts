// The seventh development batch is sound as a set (this does not run the assistant): English questions with facts
// the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_7 } from "./development-set-7.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the seventh development batch", () => {
  it("asks 20 English questions", () => {
    expect(DEVELOPMENT_CASES_7.length).toBe(20);
    for (const item of DEVELOPMENT_CASES_7) expect([item.pageLanguage, item.expectLanguage], item.question).toEqual(["en", "en"]);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_7) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_7, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts"]);
});
