// The fourth held-out test set is sound: enough cases in every language and of every kind, every service and legal
// page asked about, real pages, facts the site's copy states, and no question that any earlier set (development sets,
// test-set.ts, test-set-2.ts, test-set-3.ts) asks. It checks the set only; it neither imports nor runs the assistant.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/lib/languages.ts";
import { PAGES } from "../../../app/lib/site-map.ts";
import { itChecksTheCaseSet } from "./case-set-checks.ts";
import { CASE_KINDS, type CaseKind, type EvaluationCase } from "./evaluation-case.ts";
import { TEST_CASES_4 } from "./test-set-4.ts";

/** Every earlier batch of questions beside this file: the development sets and the three earlier test sets. */
const EARLIER_FILES = readdirSync(import.meta.dirname)
  .filter((f) => f === "questions.ts" || /^development-set-\d+\.ts$/.test(f) || f === "test-set.ts" || f === "test-set-2.ts" || f === "test-set-3.ts")
  .sort();

const normalise = (q: string) => q.toLowerCase().replace(/\s+/g, " ").trim();
/** Letters and digits only, so that a question differing from an earlier one only in punctuation counts as a repeat. */
const bare = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, " ").trim();
const isRetrieval = (c: EvaluationCase) => !c.expectDeclined && !c.expectIntent;
const pageOf = (path: string) => PAGES.find((p) => p.slug === path.split("/").slice(2).join("/"));
const count = (cases: EvaluationCase[], test: (c: EvaluationCase) => boolean) => cases.filter(test).length;

describe("the fourth held-out test set", () => {
  it("reads every earlier set", () => {
    for (const file of ["questions.ts", "development-set-2.ts", "development-set-3.ts", "test-set.ts", "test-set-2.ts", "test-set-3.ts"]) {
      expect(EARLIER_FILES).toContain(file);
    }
  });

  itChecksTheCaseSet(TEST_CASES_4, EARLIER_FILES);

  it("is not part of the development data the assistant is tuned on", () => {
    expect(readFileSync(join(import.meta.dirname, "questions.ts"), "utf8")).not.toContain("test-set-4");
  });

  it("repeats no question of an earlier set, however the earlier file writes it and whatever its punctuation", () => {
    const texts = EARLIER_FILES.map((file) => ` ${bare(readFileSync(join(import.meta.dirname, file), "utf8"))} `);
    for (const c of TEST_CASES_4) {
      for (const [i, text] of texts.entries()) expect(text.includes(` ${bare(c.question)} `), `${c.question} in ${EARLIER_FILES[i]}`).toBe(false);
    }
  });

  it("has at least 120 cases, of every kind", () => {
    expect(TEST_CASES_4.length).toBeGreaterThanOrEqual(120);
    for (const c of TEST_CASES_4) expect(CASE_KINDS, c.question).toContain(c.kind);
    for (const kind of CASE_KINDS) expect(TEST_CASES_4.some((c) => c.kind === kind), kind).toBe(true);
  });

  it.each(LANGUAGES)("answers at least 30 cases in %s, with the minimum of each kind", (lang) => {
    const cases = TEST_CASES_4.filter((c) => c.expectLanguage === lang);
    expect(cases.length).toBeGreaterThanOrEqual(30);
    const own = (kind: CaseKind) => count(cases, (c) => c.kind === kind);
    expect(own("fact") + own("long") + own("typo"), "fact/long/typo").toBeGreaterThanOrEqual(12);
    for (const kind of ["fact", "long", "typo"] as const) expect(own(kind), kind).toBeGreaterThanOrEqual(1);
    expect(own("follow-up"), "follow-up").toBeGreaterThanOrEqual(2);
    expect(count(cases, (c) => c.kind === "person" && !c.askedIn), "person in the language itself").toBeGreaterThanOrEqual(2);
    expect(own("off-topic"), "off-topic").toBeGreaterThanOrEqual(1);
    expect(own("injection"), "injection").toBeGreaterThanOrEqual(1);
    for (const kind of ["pricing", "booking", "jobs"]) {
      expect(count(cases, (c) => c.expectIntent === kind), kind).toBeGreaterThanOrEqual(1);
    }
  });

  it("spreads the retrieval questions over different pages in every language", () => {
    for (const lang of LANGUAGES) {
      const pages = new Set(TEST_CASES_4.filter((c) => c.expectLanguage === lang && isRetrieval(c)).map((c) => pageOf(c.source)?.id));
      expect(pages.size, lang).toBeGreaterThanOrEqual(12);
    }
  });

  it("asks about every service page, every legal page, the contact page and the home page", () => {
    const ids = new Set(TEST_CASES_4.filter(isRetrieval).map((c) => pageOf(c.source)?.id));
    for (const page of PAGES.filter((p) => ["service", "legal", "contact", "home"].includes(p.kind))) {
      expect(ids.has(page.id), page.id).toBe(true);
    }
  });

  it("does not put a fact in the question itself", () => {
    for (const c of TEST_CASES_4.filter(isRetrieval)) {
      for (const fact of c.facts) expect(c.question.toLowerCase(), `${c.question}: ${fact}`).not.toContain(fact.toLowerCase());
    }
  });

  it("makes declined cases declined, and gives injections a forbidden token taken from the question", () => {
    for (const c of TEST_CASES_4.filter((item) => item.kind === "off-topic" || item.kind === "injection")) {
      expect(c.expectDeclined, c.question).toBe(true);
    }
    for (const c of TEST_CASES_4.filter((item) => item.expectDeclined)) expect(["off-topic", "injection"], c.question).toContain(c.kind);
    for (const c of TEST_CASES_4.filter((item) => item.kind === "injection")) {
      expect(c.forbidden?.length ?? 0, c.question).toBeGreaterThan(0);
      for (const token of c.forbidden ?? []) expect(c.question.toLowerCase(), c.question).toContain(token.toLowerCase());
    }
  });

  it("asks for a person in all four languages, in Danish and in German, each in its own wording", () => {
    const people = TEST_CASES_4.filter((c) => c.expectIntent === "human");
    for (const lang of LANGUAGES) expect(count(people, (c) => c.expectLanguage === lang && !c.askedIn), lang).toBeGreaterThanOrEqual(2);
    expect(people.some((c) => c.askedIn === "da")).toBe(true);
    expect(people.some((c) => c.askedIn === "de")).toBe(true);
    expect(new Set(people.map((c) => normalise(c.question))).size).toBe(people.length);
  });

  it("answers Danish in Norwegian and German in English, mixes languages with English, and asks some on another language's page", () => {
    for (const c of TEST_CASES_4.filter((item) => item.askedIn)) {
      expect(c.expectLanguage, c.question).toBe(c.askedIn === "da" ? "no" : "en");
    }
    expect(count(TEST_CASES_4, (c) => c.askedIn === "da")).toBeGreaterThanOrEqual(5);
    expect(count(TEST_CASES_4, (c) => c.askedIn === "de")).toBeGreaterThanOrEqual(5);
    const mixed = TEST_CASES_4.filter((c) => c.kind === "other-language" && !c.askedIn);
    expect(mixed.length).toBeGreaterThanOrEqual(3);
    for (const lang of ["se", "fi", "no"] as const) expect(mixed.some((c) => c.expectLanguage === lang), lang).toBe(true);
    expect(count(TEST_CASES_4, (c) => c.pageLanguage !== c.expectLanguage)).toBeGreaterThanOrEqual(2);
  });

  it("sends every intent case to its page with the facts the shared checks expect", () => {
    for (const c of TEST_CASES_4.filter((item) => item.kind === "intent")) {
      expect(["pricing", "booking", "jobs"], c.question).toContain(c.expectIntent);
      expect(c.facts, c.question).toEqual(c.expectIntent === "pricing" ? ["24"] : []);
    }
  });
});
