// The sixth development batch is sound as a set (this does not run the assistant): Danish answered in Norwegian,
// German in English, mixed questions in their own language, facts the copy states on the page named.
import { describe, expect, it } from "vitest";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_6 } from "./development-set-6.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the sixth development batch", () => {
  it("asks in Danish for Norwegian answers and in German for English ones", () => {
    for (const item of DEVELOPMENT_CASES_6) {
      expect(item.kind, item.question).toBe("other-language");
      if (item.askedIn === "da") expect(item.expectLanguage).toBe("no");
      if (item.askedIn === "de") expect(item.expectLanguage).toBe("en");
    }
    expect(DEVELOPMENT_CASES_6.filter((c) => c.askedIn === "da").length).toBeGreaterThanOrEqual(6);
    expect(DEVELOPMENT_CASES_6.filter((c) => c.askedIn === "de").length).toBeGreaterThanOrEqual(6);
  });

  it("is part of the development set", () => {
    for (const item of DEVELOPMENT_CASES_6) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_6, ["questions.ts", "development-set-2.ts", "development-set-3.ts", "development-set-4.ts"]);
});
