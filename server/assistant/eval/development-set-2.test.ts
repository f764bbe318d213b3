// The second development batch is sound as a set (this does not run the assistant): enough cases per language,
// every kind, real pages, facts the site's copy states, and no question already in questions.ts.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_2 } from "./development-set-2.ts";
import { CASE_KINDS } from "./evaluation-case.ts";

describe("the second development batch", () => {
  it.each(LANGUAGES)("has at least 25 cases answered in %s", (lang) => {
    expect(DEVELOPMENT_CASES_2.filter((c) => c.expectLanguage === lang).length).toBeGreaterThanOrEqual(25);
  });

  it("has every kind of case, each case with a kind", () => {
    for (const item of DEVELOPMENT_CASES_2) expect(CASE_KINDS, item.question).toContain(item.kind);
    for (const kind of CASE_KINDS) expect(DEVELOPMENT_CASES_2.some((c) => c.kind === kind), kind).toBe(true);
  });

  it("has Danish and German questions, and questions asked on a page of another language", () => {
    expect(DEVELOPMENT_CASES_2.filter((c) => c.askedIn === "da").length).toBeGreaterThanOrEqual(4);
    expect(DEVELOPMENT_CASES_2.filter((c) => c.askedIn === "de").length).toBeGreaterThanOrEqual(4);
    for (const c of DEVELOPMENT_CASES_2.filter((c) => c.askedIn === "da")) expect(c.expectLanguage).toBe("no");
    for (const c of DEVELOPMENT_CASES_2.filter((c) => c.askedIn === "de")) expect(c.expectLanguage).toBe("en");
    expect(DEVELOPMENT_CASES_2.filter((c) => c.pageLanguage !== c.expectLanguage).length).toBeGreaterThanOrEqual(8);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_2, ["questions.ts"]);
});
