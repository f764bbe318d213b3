// The third development batch is sound as a set (this does not run the assistant): 30 cases per answer language
// with the batch's mix of kinds, real pages, facts the site's copy states, and no question already in questions.ts
// or the second batch.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import { PAGES, pagePath, type PageEntry } from "../../../app/lib/site-map.ts";
import { DEVELOPMENT_CASES_3 } from "./development-set-3.ts";
import { CASE_KINDS, type CaseKind } from "./evaluation-case.ts";

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
    return [lang, files.map((f) => readFileSync(join(dir, f), "utf8")).join("\n").toLowerCase()];
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
  return strings(parts).toLowerCase();
}

const PAGE_BY_PATH = new Map<string, { lang: Lang; page: PageEntry }>(
  LANGUAGES.flatMap((lang) => PAGES.map((page) => [pagePath(lang, page.slug), { lang, page }] as const)),
);

const normalise = (q: string) => q.toLowerCase().replace(/\s+/g, " ").trim();

/** Every question already in the development set: questions.ts and the second batch. */
const EXISTING_QUESTIONS = new Set(
  ["questions.ts", "development-set-2.ts"].flatMap((file) =>
    [...readFileSync(join(import.meta.dirname, file), "utf8").matchAll(/question:\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => normalise(m[1] ?? "")),
  ),
);

const needsFacts = (c: (typeof DEVELOPMENT_CASES_3)[number]) => !c.expectDeclined && c.expectIntent === undefined && c.kind !== "person";

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

  it("gives follow-ups their history, and only follow-ups", () => {
    for (const item of DEVELOPMENT_CASES_3) {
      expect(item.kind === "follow-up", item.question).toBe((item.history?.length ?? 0) > 0);
    }
  });

  it("states no facts and names no page for declined questions and requests for a person", () => {
    for (const item of DEVELOPMENT_CASES_3.filter((c) => c.expectDeclined || c.expectIntent === "human")) {
      expect(item.facts, item.question).toEqual([]);
      expect(item.source, item.question).toBe("");
    }
    for (const item of DEVELOPMENT_CASES_3.filter((c) => c.kind === "person")) expect(item.expectIntent, item.question).toBe("human");
  });

  it("sends prices, jobs and booking to their pages", () => {
    for (const item of DEVELOPMENT_CASES_3.filter((c) => c.kind === "intent")) {
      const lang = item.expectLanguage;
      if (item.expectIntent === "pricing") {
        expect(item.facts).toEqual(["24"]);
        expect(item.source).toBe(`/${lang}/kontakt`);
      } else if (item.expectIntent === "jobs") {
        expect(item.source).toBe(`/${lang}/jobs`);
      } else {
        expect(item.expectIntent, item.question).toBe("booking");
        expect(item.source).toBe(`/${lang}/kontakt`);
      }
    }
  });

  it("names pages that exist in the expected language", () => {
    for (const item of DEVELOPMENT_CASES_3.filter((c) => c.source !== "")) {
      for (const path of [item.source, ...(item.acceptSources ?? [])]) {
        expect(PAGE_BY_PATH.get(path)?.lang, `${item.question}: ${path}`).toBe(item.expectLanguage);
      }
    }
  });

  it("gives every answered question 1–3 facts, each in that language's copy", () => {
    for (const item of DEVELOPMENT_CASES_3.filter(needsFacts)) {
      expect(item.source, item.question).not.toBe("");
      expect(item.facts.length, item.question).toBeGreaterThanOrEqual(1);
      expect(item.facts.length, item.question).toBeLessThanOrEqual(3);
      for (const fact of item.facts) expect(LANGUAGE_TEXT[item.expectLanguage], `${item.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  it("finds every fact on the source page or an accepted page", () => {
    for (const item of DEVELOPMENT_CASES_3.filter(needsFacts)) {
      const text = [item.source, ...(item.acceptSources ?? [])]
        .map((path) => PAGE_BY_PATH.get(path))
        .filter((entry) => entry !== undefined)
        .map(({ lang, page }) => pageText(lang, page))
        .join("\n");
      for (const fact of item.facts) expect(text, `${item.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  it("repeats no question, neither its own nor one in questions.ts or development-set-2.ts", () => {
    expect(EXISTING_QUESTIONS.size).toBeGreaterThan(50);
    const seen = new Set<string>();
    for (const item of DEVELOPMENT_CASES_3) {
      const q = normalise(item.question);
      expect(EXISTING_QUESTIONS.has(q), item.question).toBe(false);
      expect(seen.has(q), item.question).toBe(false);
      seen.add(q);
    }
  });
});
