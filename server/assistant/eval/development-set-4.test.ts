// The fourth development batch is sound as a set (this does not run the assistant): 20 cases per answer language
// with every kind, real pages, facts the site's copy states, and no question already in an earlier batch.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/lib/languages.ts";
import { PAGES } from "../../../app/lib/site-map.ts";
import { itChecksTheCaseSet, PAGE_BY_PATH } from "./case-set-checks.ts";
import { DEVELOPMENT_CASES_4 } from "./development-set-4.ts";
import { CASE_KINDS, type CaseKind } from "./evaluation-case.ts";
import { EVALUATION_CASES } from "./questions.ts";

describe("the fourth development batch", () => {
  /** Every kind in every site language: one-fact questions, long, typo, follow-up, person, intent, off-topic, injection. */
  const MINIMUM_PER_LANGUAGE: Partial<Record<CaseKind, number>> = {
    fact: 10, long: 2, typo: 2, "follow-up": 2, person: 1, intent: 1, "off-topic": 1, injection: 1,
  };

  it.each(LANGUAGES)("has 20 cases answered in %s, with every kind", (lang) => {
    const cases = DEVELOPMENT_CASES_4.filter((c) => c.expectLanguage === lang && c.askedIn === undefined);
    expect(cases.length).toBe(20);
    for (const [kind, minimum] of Object.entries(MINIMUM_PER_LANGUAGE)) {
      expect(cases.filter((c) => c.kind === kind).length, `${lang} ${kind}`).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("gives every case a known kind", () => {
    for (const item of DEVELOPMENT_CASES_4) expect(CASE_KINDS, item.question).toContain(item.kind);
  });

  it("asks about every service page and every legal page", () => {
    const sources = new Set(DEVELOPMENT_CASES_4.map((c) => PAGE_BY_PATH.get(c.source)?.page.id).filter((id) => id !== undefined));
    for (const page of PAGES.filter((p) => p.kind === "service" || p.kind === "legal")) expect(sources.has(page.id), page.id).toBe(true);
  });

  it("has Danish and German questions answered in the nearest site language", () => {
    for (const c of DEVELOPMENT_CASES_4.filter((c) => c.askedIn !== undefined)) expect(c.kind, c.question).toBe("other-language");
    expect(DEVELOPMENT_CASES_4.filter((c) => c.askedIn === "da").length).toBeGreaterThanOrEqual(2);
    expect(DEVELOPMENT_CASES_4.filter((c) => c.askedIn === "de").length).toBeGreaterThanOrEqual(2);
    for (const c of DEVELOPMENT_CASES_4.filter((c) => c.askedIn === "da")) expect(c.expectLanguage).toBe("no");
    for (const c of DEVELOPMENT_CASES_4.filter((c) => c.askedIn === "de")) expect(c.expectLanguage).toBe("en");
  });

  it("is part of the development set the evaluation runs", () => {
    for (const item of DEVELOPMENT_CASES_4) expect(EVALUATION_CASES).toContain(item);
  });

  itChecksTheCaseSet(DEVELOPMENT_CASES_4, ["questions.ts", "development-set-2.ts", "development-set-3.ts"]);
});
