// The eleventh development batch is sound as a set (this does not run the assistant): off-topic questions and injections in six
// languages, each to be declined.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_11 } from "./development-set-11.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the eleventh development batch", () => {
  it("asks 20 questions that must all be declined", () => {
    expect(DEVELOPMENT_CASES_11.length).toBe(20);
    for (const item of DEVELOPMENT_CASES_11) expect([item.expectDeclined, item.facts, item.source], item.question).toEqual([true, [], ""]);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_11) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_11, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts", "development-set-6.ts", "development-set-7.ts", "development-set-8.ts", "development-set-9.ts", "development-set-10.ts"]);
});
