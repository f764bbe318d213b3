// Checks every evaluation batch must pass as a set (they do not run the assistant): follow-ups have their history,
// refusals and hand-offs name no facts, pages exist in the expected language, facts are on those pages, no repeats.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import { withRetentionPeriods } from "../../../app/lib/retention-periods.ts";
import { PAGES, pagePath, type PageEntry } from "../../../app/lib/site-map.ts";
import type { CaseKind, EvaluationCase } from "./evaluation-case.ts";
import { TEST_QUESTIONS } from "./learning-cases.ts";
import { EVALUATION_CASES } from "./questions.ts";
import { resemblesAny } from "./resemblance.ts";

const ROOT = join(import.meta.dirname, "../../..");
const LOCALES = join(ROOT, "content/locales");

function readJson(lang: Lang, file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(join(LOCALES, lang, file), "utf8")) as Record<string, unknown>;
}

/** Every string in a JSON value, joined. */
function strings(value: unknown): string {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map(strings).join("\n");
  if (value && typeof value === "object") return Object.values(value).map(strings).join("\n");
  return "";
}

/** All of a language's copy: the concatenated text of its JSON files. */
const LANGUAGE_TEXT = Object.fromEntries(
  LANGUAGES.map((lang) => {
    const dir = join(LOCALES, lang);
    const files = readdirSync(dir).filter((f) => f.endsWith(".json"));
    return [lang, withRetentionPeriods(files.map((f) => readFileSync(join(dir, f), "utf8")).join("\n")).toLowerCase()];
  }),
) as Record<Lang, string>;

/** The copy of one page: its own section of the locale files plus its entry in pages.json. */
function pageText(lang: Lang, page: PageEntry): string {
  const pages = readJson(lang, "pages.json");
  const parts: unknown[] = [pages[page.id]];
  if (page.kind === "service") parts.push(readJson(lang, "services.json")[page.id]);
  if (page.kind === "legal") parts.push(readJson(lang, "legal.json")[page.id]);
  if (page.kind === "home") parts.push(readJson(lang, "home.json"));
  if (page.kind === "contact") parts.push(readJson(lang, "common.json").contactPage);
  return withRetentionPeriods(strings(parts)).toLowerCase();
}

export const PAGE_BY_PATH = new Map<string, { lang: Lang; page: PageEntry }>(
  LANGUAGES.flatMap((lang) => PAGES.map((page) => [pagePath(lang, page.slug), { lang, page }] as const)),
);

const normalise = (q: string) => q.toLowerCase().replace(/\s+/g, " ").trim();

/** The questions of earlier batches (files beside this one), read as text. */
function questionsIn(files: string[]): Set<string> {
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(join(import.meta.dirname, file), "utf8").matchAll(/question:\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => normalise(m[1] ?? "")),
    ),
  );
}

const needsFacts = (c: EvaluationCase) => !c.expectDeclined && c.expectIntent === undefined && c.kind !== "person";

/** Registers the checks every batch shares, inside the caller's describe block. */
export function itChecksTheCaseSet(cases: EvaluationCase[], earlierFiles: string[]): void {
  const EXISTING_QUESTIONS = questionsIn(earlierFiles);

  it("gives follow-ups their history, and only follow-ups", () => {
    for (const item of cases) {
      expect(item.kind === "follow-up", item.question).toBe((item.history?.length ?? 0) > 0);
    }
  });

  it("states no facts and names no page for declined questions and requests for a person", () => {
    for (const item of cases.filter((c) => c.expectDeclined || c.expectIntent === "human")) {
      expect(item.facts, item.question).toEqual([]);
      expect(item.source, item.question).toBe("");
    }
    for (const item of cases.filter((c) => c.kind === "person")) expect(item.expectIntent, item.question).toBe("human");
  });

  it("sends prices, jobs and booking to their pages", () => {
    for (const item of cases.filter((c) => c.kind === "intent")) {
      const lang = item.expectLanguage;
      if (item.expectIntent === "pricing") {
        expect(item.facts).toEqual(["24"]);
        expect(item.source).toBe(`/${lang}/kontakt`);
      } else if (item.expectIntent === "jobs") {
        expect(item.source).toBe(`/${lang}/jobs`);
      } else {
        expect(item.expectIntent, item.question).toBe("booking");
        expect(item.source).toBe(`/${lang}/booking`);
      }
    }
  });

  it("names pages that exist in the expected language", () => {
    for (const item of cases.filter((c) => c.source !== "")) {
      for (const path of [item.source, ...(item.acceptSources ?? [])]) {
        expect(PAGE_BY_PATH.get(path)?.lang, `${item.question}: ${path}`).toBe(item.expectLanguage);
      }
    }
  });

  it("gives every answered question 1–3 facts, each in that language's copy", () => {
    for (const item of cases.filter(needsFacts)) {
      expect(item.source, item.question).not.toBe("");
      expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.facts.length, item.question).toBeLessThanOrEqual(3);
      for (const fact of item.facts) expect(LANGUAGE_TEXT[item.expectLanguage], `${item.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  it("finds every fact on the source page or an accepted page", () => {
    for (const item of cases.filter(needsFacts)) {
      const text = [item.source, ...(item.acceptSources ?? [])]
        .map((path) => PAGE_BY_PATH.get(path))
        .filter((entry) => entry !== undefined)
        .map(({ lang, page }) => pageText(lang, page))
        .join("\n");
      for (const fact of item.facts) expect(text, `${item.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  it(`repeats no question, neither its own nor one in ${earlierFiles.join(", ")}`, () => {
    expect(EXISTING_QUESTIONS.size).toBeGreaterThan(50);
    const seen = new Set<string>();
    for (const item of cases) {
      const q = normalise(item.question);
      expect(EXISTING_QUESTIONS.has(q), item.question).toBe(false);
      expect(seen.has(q), item.question).toBe(false);
      seen.add(q);
    }
  });
}

const SITE_LANGUAGES: Lang[] = ["se", "en", "fi", "no"];

/** How many questions of each kind a batch asks per site language. */
function kindsIn(cases: EvaluationCase[], lang: Lang): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of cases.filter((c) => c.expectLanguage === lang)) counts[item.kind ?? "none"] = (counts[item.kind ?? "none"] ?? 0) + 1;
  return counts;
}

/**
 * The checks of a development batch of things to decline (batches 22 and 23): per site language, asked on a page in
 * that language, the given number of off-topic questions, injections and near-misses; the first two declined with
 * words that would show an injection obeyed, the near-misses answered by 1–3 facts; part of the development set, and
 * no near-copy of a test-set question.
 */
export function itChecksADecliningBatch(cases: EvaluationCase[], perLanguage: { "off-topic": number; injection: number; fact: number }): void {
  const total = perLanguage["off-topic"] + perLanguage.injection + perLanguage.fact;

  it(`asks ${total} questions in each of the site's languages, on a page in that language`, () => {
    expect(cases.length).toBe(total * SITE_LANGUAGES.length);
    for (const lang of SITE_LANGUAGES) expect(kindsIn(cases, lang), lang).toEqual(perLanguage);
    for (const item of cases) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
      expect(item.askedIn, item.question).toBeUndefined();
      expect(item.history, item.question).toBeUndefined();
      expect(item.expectIntent, item.question).toBeUndefined();
    }
  });

  it("expects off-topic questions and injections to be declined, with no facts and no page", () => {
    for (const item of cases.filter((c) => c.kind === "off-topic" || c.kind === "injection")) {
      expect(item.expectDeclined, item.question).toBe(true);
      expect(item.facts, item.question).toEqual([]);
      expect(item.source, item.question).toBe("");
    }
  });

  it("names, for every injection, words that would show the assistant obeyed", () => {
    for (const item of cases.filter((c) => c.kind === "injection")) {
      expect(item.forbidden?.length ?? 0, item.question).toBeGreaterThanOrEqual(1);
      for (const word of item.forbidden ?? []) expect(word.trim().length, item.question).toBeGreaterThan(0);
    }
  });

  it("answers every near-miss from a page in its own language with 1–3 facts", () => {
    for (const item of cases.filter((c) => c.kind === "fact")) {
      expect(item.expectDeclined, item.question).toBeUndefined();
      expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.facts.length, item.question).toBeLessThanOrEqual(3);
      expect(item.source.startsWith(`/${item.expectLanguage}`), item.question).toBe(true);
    }
  });

  itChecksADevelopmentBatch(cases);
}

/** The checks every development batch shares: it is part of the development set, and no near-copy of a test-set question. */
export function itChecksADevelopmentBatch(cases: EvaluationCase[]): void {
  it("is part of the development set", () => {
    for (const item of cases) expect(EVALUATION_CASES).toContain(item);
  });

  it("holds no near-copy of a test-set question", () => {
    for (const item of cases) expect(resemblesAny(item.question, TEST_QUESTIONS), item.question).toBe(false);
  });
}

/** Every other file of evaluation questions beside this one: the first questions, the development batches, the test sets. */
export function caseFilesBesides(own: string): string[] {
  return readdirSync(import.meta.dirname).filter((file) => file !== own && /^(questions|development-set-\d+|test-set(-\d+)?)\.ts$/.test(file));
}

/**
 * A batch in the held-out sets' mix of kinds (batches 27, 28): 18 questions in each site language (8 facts, 4 long,
 * 2 typos, 2 follow-ups, 1 request for a person, 1 intent), 4 Danish and 4 German, every page named at least once.
 */
export function itChecksTheHeldOutMix(cases: EvaluationCase[]): void {
  const LANGS = ["se", "en", "fi", "no"] as const;
  const count = (kind: CaseKind, lang: (typeof LANGS)[number]) =>
    cases.filter((c) => c.kind === kind && c.expectLanguage === lang && c.askedIn === undefined).length;

  it("asks 80 questions", () => {
    expect(cases.length).toBe(80);
  });

  it("asks 8 facts, 4 long questions, 2 typos, 2 follow-ups, 1 request for a person and 1 intent in each site language, and nothing else there", () => {
    for (const lang of LANGS) {
      expect(count("fact", lang), lang).toBe(8);
      expect(count("long", lang), lang).toBe(4);
      expect(count("typo", lang), lang).toBe(2);
      expect(count("follow-up", lang), lang).toBe(2);
      expect(count("person", lang), lang).toBe(1);
      expect(count("intent", lang), lang).toBe(1);
      expect(cases.filter((c) => c.expectLanguage === lang && c.askedIn === undefined).length, lang).toBe(18);
    }
    for (const item of cases.filter((c) => c.askedIn === undefined)) {
      expect(item.pageLanguage, item.question).toBe(item.expectLanguage);
    }
  });

  it("gives every follow-up one or two earlier questions", () => {
    for (const item of cases.filter((c) => c.kind === "follow-up")) {
      expect(item.history?.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.history?.length, item.question).toBeLessThanOrEqual(2);
    }
  });

  it("expects a hand-off for every request for a person, and pricing, booking or jobs for every intent", () => {
    for (const item of cases.filter((c) => c.kind === "person")) expect(item.expectIntent, item.question).toBe("human");
    for (const item of cases.filter((c) => c.kind === "intent")) {
      expect(["pricing", "booking", "jobs"], item.question).toContain(item.expectIntent);
    }
  });

  it("asks four Danish questions answered in Norwegian on a Norwegian page", () => {
    const danish = cases.filter((c) => c.askedIn === "da");
    expect(danish.length).toBe(4);
    for (const item of danish) {
      expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "no", "no"]);
      expect(item.source.startsWith("/no"), item.question).toBe(true);
    }
  });

  it("asks four German questions answered in English on an English page", () => {
    const german = cases.filter((c) => c.askedIn === "de");
    expect(german.length).toBe(4);
    for (const item of german) {
      expect([item.kind, item.pageLanguage, item.expectLanguage], item.question).toEqual(["other-language", "en", "en"]);
      expect(item.source.startsWith("/en"), item.question).toBe(true);
    }
  });

  it("names every service page, the legal pages, the home page and the contact page at least once", () => {
    const slugs = ["", "/it-konsultation", "/faltservice", "/managed-field-services", "/molntjanster", "/datacenter", "/datacenter-support", "/hardvarusupport", "/sitesurveys", "/itad", "/it-bemanning", "/projektledning", "/mjukvaruutveckling", "/terms", "/privacy", "/cookies", "/csr", "/kontakt"];
    const sources = new Set(cases.map((c) => c.source.replace(/^\/(se|en|fi|no)/, "")));
    for (const slug of slugs) expect(sources.has(slug), slug || "home").toBe(true);
  });
}
