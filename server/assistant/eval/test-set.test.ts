// The held-out test set itself is sound: enough cases in every language and of every kind, real pages, and
// facts the site's copy states. It checks the set only; it neither imports nor runs the assistant.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import { PAGES, pagePath } from "../../../app/lib/site-map.ts";
import { CASE_KINDS, type EvaluationCase } from "./evaluation-case.ts";
import { TEST_CASES } from "./test-set.ts";
import { withRetentionPeriods } from "../../../app/lib/retention-periods.ts";

const LOCALES = join(import.meta.dirname, "../../../content/locales");

function readJson(lang: Lang, file: string): unknown {
  return JSON.parse(readFileSync(join(LOCALES, lang, `${file}.json`), "utf8"));
}

/** Every string value in a JSON value, one a line, lower-cased. */
function strings(value: unknown): string {
  // The policies' retention periods are filled in from app/lib/retention-periods.ts, as the pages show them.
  if (typeof value === "string") return withRetentionPeriods(value).toLowerCase();
  if (value && typeof value === "object") return Object.values(value).map(strings).join("\n");
  return "";
}

/** All the copy of a language: every JSON file under content/locales/<lang>/. */
function allCopy(lang: Lang): string {
  return readdirSync(join(LOCALES, lang))
    .filter((f) => f.endsWith(".json"))
    .map((f) => strings(readJson(lang, f.replace(/\.json$/, ""))))
    .join("\n");
}

/** The copy a page shows: its own section of the locale files and its title and intro. */
function pageCopy(lang: Lang, path: string): string {
  const slug = path.split("/").slice(2).join("/");
  const page = PAGES.find((p) => p.slug === slug);
  if (!page) return "";
  const pages = readJson(lang, "pages") as Record<string, unknown>;
  const own = (file: string, key: string) => (readJson(lang, file) as Record<string, unknown>)[key];
  const body =
    page.kind === "home"
      ? readJson(lang, "home")
      : page.kind === "service"
        ? own("services", page.id)
        : page.kind === "legal"
          ? own("legal", page.id)
          : page.kind === "contact"
            ? own("common", "contactPage")
            : undefined;
  return `${strings(pages[page.id])}\n${strings(body)}`;
}

const PATHS = new Set(LANGUAGES.flatMap((lang) => PAGES.map((p) => pagePath(lang, p.slug))));

const isRetrieval = (c: EvaluationCase) => !c.expectDeclined && !c.expectIntent;

describe("the held-out test set", () => {
  it("has at least 80 cases", () => {
    expect(TEST_CASES.length).toBeGreaterThanOrEqual(80);
  });

  it.each(LANGUAGES)("has at least 20 cases answered in %s", (lang) => {
    expect(TEST_CASES.filter((c) => c.expectLanguage === lang).length).toBeGreaterThanOrEqual(20);
  });

  it("names a kind on every case and has every kind", () => {
    for (const c of TEST_CASES) expect(c.kind, c.question).toBeDefined();
    for (const kind of CASE_KINDS) expect(TEST_CASES.some((c) => c.kind === kind), kind).toBe(true);
  });

  it("asks every question once on a page of one language", () => {
    const questions = TEST_CASES.map((c) => `${c.pageLanguage} ${c.history?.join(" / ") ?? ""} ${c.question}`.toLowerCase());
    expect(new Set(questions).size).toBe(questions.length);
  });

  it("repeats no question of the development set", () => {
    const development = readFileSync(join(import.meta.dirname, "questions.ts"), "utf8");
    const devQuestions = new Set([...development.matchAll(/question: "([^"]*)"/g)].map((m) => m[1]!.toLowerCase()));
    expect(devQuestions.size).toBeGreaterThan(0);
    for (const c of TEST_CASES) expect(devQuestions.has(c.question.toLowerCase()), c.question).toBe(false);
  });

  it("gives every retrieval case a fact and an existing page in the answer's language", () => {
    const pathPattern = /^\/(se|en|fi|no)(\/[a-z0-9/-]+)?$/;
    for (const c of TEST_CASES.filter(isRetrieval)) {
      expect(c.facts.length, c.question).toBeGreaterThanOrEqual(1);
      for (const path of [c.source, ...(c.acceptSources ?? [])]) {
        expect(path, c.question).toMatch(pathPattern);
        expect(path.split("/")[1], c.question).toBe(c.expectLanguage);
        expect(PATHS.has(path), `${c.question}: ${path}`).toBe(true);
      }
    }
  });

  it.each(LANGUAGES)("states only facts the %s copy contains", (lang) => {
    const copy = allCopy(lang);
    for (const c of TEST_CASES.filter((item) => item.expectLanguage === lang)) {
      for (const fact of c.facts) expect(copy, `${c.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  it("finds every retrieval fact on the source page or an accepted page", () => {
    for (const c of TEST_CASES.filter(isRetrieval)) {
      const text = [c.source, ...(c.acceptSources ?? [])].map((path) => pageCopy(c.expectLanguage, path)).join("\n");
      for (const fact of c.facts) expect(text, `${c.question}: ${fact} on ${c.source}`).toContain(fact.toLowerCase());
    }
  });

  it("gives declined cases and requests for a person no facts and no page", () => {
    for (const c of TEST_CASES.filter((item) => item.expectDeclined || item.expectIntent === "human")) {
      expect(c.facts, c.question).toEqual([]);
      expect(c.source, c.question).toBe("");
    }
    for (const c of TEST_CASES.filter((item) => item.kind === "off-topic" || item.kind === "injection")) {
      expect(c.expectDeclined, c.question).toBe(true);
    }
    for (const c of TEST_CASES.filter((item) => item.kind === "person")) expect(c.expectIntent, c.question).toBe("human");
  });

  it("sends prices to the contact page, bookings to the booking calendar and jobs to the jobs page", () => {
    for (const c of TEST_CASES.filter((item) => item.kind === "intent")) {
      expect(["pricing", "booking", "jobs"], c.question).toContain(c.expectIntent);
      const slug = { pricing: "kontakt", booking: "booking", jobs: "jobs" }[c.expectIntent as "pricing" | "booking" | "jobs"];
      expect(c.source, c.question).toBe(`/${c.expectLanguage}/${slug}`);
    }
  });

  it("answers Danish in Norwegian and German in English, and asks follow-ups after a history", () => {
    for (const c of TEST_CASES.filter((item) => item.askedIn)) {
      expect(c.expectLanguage, c.question).toBe(c.askedIn === "da" ? "no" : "en");
    }
    for (const c of TEST_CASES.filter((item) => item.kind === "follow-up")) {
      expect(c.history?.length ?? 0, c.question).toBeGreaterThanOrEqual(1);
    }
    expect(TEST_CASES.filter((c) => c.askedIn === "da").length).toBeGreaterThanOrEqual(3);
    expect(TEST_CASES.filter((c) => c.askedIn === "de").length).toBeGreaterThanOrEqual(3);
  });
});
