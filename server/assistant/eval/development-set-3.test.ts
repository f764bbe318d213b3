// The third development batch is sound as a set (this does not run the assistant): 30 cases per answer language
// with the batch's mix of kinds, real pages, facts the site's copy states, and no question already in questions.ts
// or the second batch.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import { PAGES } from "../../../app/lib/site-map.ts";
import { itChecksTheCaseSet, PAGE_BY_PATH } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_3 } from "./development-set-3.ts";
import { CASE_KINDS, type CaseKind } from "./evaluation-case.ts";

describe("the third development batch", () => {
  /** The batch's mix per answer language: mostly one-fact questions, then long, typo, follow-up, person and intent. */
  const MINIMUM_PER_LANGUAGE: Partial<Record<CaseKind, number>> = { fact: 16, long: 4, typo: 3, "follow-up": 2, person: 2, intent: 1 };

  it.each(LANGUAGES)("has at least 30 cases answered in %s, with the batch's mix of kinds", (lang) => {
    const cases = DEVELOPMENT_CASES_3.filter((c) => c.expectLanguage === lang && c.askedIn === undefined);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    for (const [kind, minimum] of Object.entries(MINIMUM_PER_LANGUAGE)) {
      expect(cases.filter((c) => c.kind === kind).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("gives every case a known kind", () => {
    for (const item of DEVELOPMENT_CASES_3) expect(CASE_KINDS, item.question).toContain(item.kind);
  });

  it("asks about every service page and every legal page", () => {
    const sources = new Set(DEVELOPMENT_CASES_3.map((c) => PAGE_BY_PATH.get(c.source)?.page.id).filter((id) => id !== undefined));
    for (const page of PAGES.filter((p) => p.kind === "service" || p.kind === "legal")) expect(sources.has(page.id), page.id).toBe(true);
  });

  it("has Danish and German questions, and questions asked on a page of another language", () => {
    for (const c of DEVELOPMENT_CASES_3.filter((c) => c.askedIn !== undefined)) expect(c.kind, c.question).toBe("other-language");
    expect(DEVELOPMENT_CASES_3.filter((c) => c.askedIn === "da").length).toBeGreaterThanOrEqual(4);
    expect(DEVELOPMENT_CASES_3.filter((c) => c.askedIn === "de").length).toBeGreaterThanOrEqual(4);
    for (const c of DEVELOPMENT_CASES_3.filter((c) => c.askedIn === "da")) expect(c.expectLanguage).toBe("no");
    for (const c of DEVELOPMENT_CASES_3.filter((c) => c.askedIn === "de")) expect(c.expectLanguage).toBe("en");
    expect(DEVELOPMENT_CASES_3.filter((c) => c.pageLanguage !== c.expectLanguage).length).toBeGreaterThanOrEqual(8);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_3, ["questions.ts", "development-set-2.ts"]);
});
