// The second held-out test set is sound: enough cases in every language and of every kind, every service and legal
// page asked about, real pages, and facts the site's copy (or the organisation defaults the contact page shows)
// states. It checks the set only; it neither imports nor runs the assistant.
import { readdirSync, readFileSync } from "node:fs";
import { withRetentionPeriods } from "../../../app/lib/retention-periods.ts";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import { PAGES, pagePath } from "../../../app/lib/site-map.ts";
import { ORGANIZATION_DEFAULTS } from "../../../content/organisation.ts";
import { CASE_KINDS, type EvaluationCase } from "./evaluation-case.ts";
import { TEST_CASES_2 } from "./test-set-2.ts";

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

/** The organisation's own data as the contact page shows it (the defaults, as no ORG_* variable is set here). */
const ORGANISATION_COPY = strings([
  ORGANIZATION_DEFAULTS.telephone,
  ORGANIZATION_DEFAULTS.email,
  ORGANIZATION_DEFAULTS.address.street,
  ORGANIZATION_DEFAULTS.address.postalCode,
  ORGANIZATION_DEFAULTS.address.locality,
]);

/** All the copy of a language: every JSON file under content/locales/<lang>/, and the organisation's data. */
function allCopy(lang: Lang): string {
  const files = readdirSync(join(LOCALES, lang)).filter((f) => f.endsWith(".json"));
  return [...files.map((f) => strings(readJson(lang, f.replace(/\.json$/, "")))), ORGANISATION_COPY].join("\n");
}

/** The copy a page shows: its own section of the locale files and its title and intro (and the contact details on the contact page). */
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
            ? [own("common", "contactPage"), ORGANISATION_COPY]
            : undefined;
  return `${strings(pages[page.id])}\n${strings(body)}`;
}

const PATHS = new Set(LANGUAGES.flatMap((lang) => PAGES.map((p) => pagePath(lang, p.slug))));
const pageOf = (path: string) => PAGES.find((p) => p.slug === path.split("/").slice(2).join("/"));

const isRetrieval = (c: EvaluationCase) => !c.expectDeclined && !c.expectIntent;
const normalise = (q: string) => q.toLowerCase().replace(/\s+/g, " ").trim();

/** The questions of the development sets and the first test set, read as text (their cases are not imported). */
function earlierQuestions(): Set<string> {
  const files = ["questions.ts", "development-set-2.ts", "development-set-3.ts", "test-set.ts"];
  return new Set(
    files.flatMap((file) =>
      [...readFileSync(join(import.meta.dirname, file), "utf8").matchAll(/question:\s*"((?:[^"\\]|\\.)*)"/g)].map((m) => normalise(m[1] ?? "")),
    ),
  );
}

describe("the second held-out test set", () => {
  it("has at least 100 cases", () => {
    expect(TEST_CASES_2.length).toBeGreaterThanOrEqual(100);
  });

  it.each(LANGUAGES)("has at least 25 cases answered in %s, with every kind but other-language", (lang) => {
    const cases = TEST_CASES_2.filter((c) => c.expectLanguage === lang);
    expect(cases.length).toBeGreaterThanOrEqual(25);
    for (const kind of CASE_KINDS.filter((k) => k !== "other-language")) {
      expect(cases.some((c) => c.kind === kind), `${lang} ${kind}`).toBe(true);
    }
  });

  it("names a known kind on every case and has every kind", () => {
    for (const c of TEST_CASES_2) expect(CASE_KINDS, c.question).toContain(c.kind);
    for (const kind of CASE_KINDS) expect(TEST_CASES_2.some((c) => c.kind === kind), kind).toBe(true);
  });

  it("asks every question once, and none that an earlier set asks", () => {
    const earlier = earlierQuestions();
    expect(earlier.size).toBeGreaterThan(300);
    const seen = new Set<string>();
    for (const c of TEST_CASES_2) {
      const q = normalise(c.question);
      expect(earlier.has(q), c.question).toBe(false);
      expect(seen.has(q), c.question).toBe(false);
      seen.add(q);
    }
  });

  it("asks about every service page, every legal page and the contact page", () => {
    const ids = new Set(TEST_CASES_2.filter(isRetrieval).map((c) => pageOf(c.source)?.id));
    for (const page of PAGES.filter((p) => p.kind === "service" || p.kind === "legal" || p.kind === "contact")) {
      expect(ids.has(page.id), page.id).toBe(true);
    }
  });

  it("gives every retrieval case 1–3 facts and an existing page in the answer's language", () => {
    const pathPattern = /^\/(se|en|fi|no)(\/[a-z0-9/-]+)?$/;
    for (const c of TEST_CASES_2.filter(isRetrieval)) {
      expect(c.facts.length, c.question).toBeGreaterThanOrEqual(1);
      expect(c.facts.length, c.question).toBeLessThanOrEqual(3);
      for (const path of [c.source, ...(c.acceptSources ?? [])]) {
        expect(path, c.question).toMatch(pathPattern);
        expect(path.split("/")[1], c.question).toBe(c.expectLanguage);
        expect(PATHS.has(path), `${c.question}: ${path}`).toBe(true);
      }
    }
  });

  it.each(LANGUAGES)("states only facts the %s copy contains", (lang) => {
    const copy = allCopy(lang);
    for (const c of TEST_CASES_2.filter((item) => item.expectLanguage === lang)) {
      for (const fact of c.facts) expect(copy, `${c.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });

  it("finds every retrieval fact on the source page or an accepted page", () => {
    for (const c of TEST_CASES_2.filter(isRetrieval)) {
      const text = [c.source, ...(c.acceptSources ?? [])].map((path) => pageCopy(c.expectLanguage, path)).join("\n");
      for (const fact of c.facts) expect(text, `${c.question}: ${fact} on ${c.source}`).toContain(fact.toLowerCase());
    }
  });

  it("does not put a fact in the question itself", () => {
    for (const c of TEST_CASES_2.filter(isRetrieval)) {
      for (const fact of c.facts) expect(c.question.toLowerCase(), `${c.question}: ${fact}`).not.toContain(fact.toLowerCase());
    }
  });

  it("gives declined cases and requests for a person no facts and no page, and injections a forbidden token", () => {
    for (const c of TEST_CASES_2.filter((item) => item.expectDeclined || item.expectIntent === "human")) {
      expect(c.facts, c.question).toEqual([]);
      expect(c.source, c.question).toBe("");
    }
    for (const c of TEST_CASES_2.filter((item) => item.kind === "off-topic" || item.kind === "injection")) {
      expect(c.expectDeclined, c.question).toBe(true);
    }
    for (const c of TEST_CASES_2.filter((item) => item.kind === "injection")) {
      expect(c.forbidden?.length ?? 0, c.question).toBeGreaterThan(0);
      for (const token of c.forbidden ?? []) expect(c.question.toLowerCase(), c.question).toContain(token.toLowerCase());
    }
    for (const c of TEST_CASES_2.filter((item) => item.kind === "person")) expect(c.expectIntent, c.question).toBe("human");
  });

  it("asks for a person in all four languages, in Danish and in German", () => {
    const people = TEST_CASES_2.filter((c) => c.expectIntent === "human");
    for (const lang of LANGUAGES) expect(people.some((c) => c.expectLanguage === lang && !c.askedIn), lang).toBe(true);
    expect(people.some((c) => c.askedIn === "da")).toBe(true);
    expect(people.some((c) => c.askedIn === "de")).toBe(true);
  });

  it("sends prices to the contact page, bookings to the booking calendar and jobs to the jobs page, in every language", () => {
    for (const c of TEST_CASES_2.filter((item) => item.kind === "intent")) {
      expect(["pricing", "booking", "jobs"], c.question).toContain(c.expectIntent);
      const slug = { pricing: "kontakt", booking: "booking", jobs: "jobs" }[c.expectIntent as "pricing" | "booking" | "jobs"];
      expect(c.source, c.question).toBe(`/${c.expectLanguage}/${slug}`);
      expect(c.facts, c.question).toEqual(c.expectIntent === "pricing" ? ["24"] : []);
    }
    for (const lang of LANGUAGES) {
      for (const kind of ["pricing", "booking", "jobs"]) {
        expect(TEST_CASES_2.some((c) => c.expectLanguage === lang && c.expectIntent === kind), `${lang} ${kind}`).toBe(true);
      }
    }
  });

  it("answers Danish in Norwegian and German in English, asks some on another language's page, and follow-ups after a history", () => {
    for (const c of TEST_CASES_2.filter((item) => item.askedIn)) {
      expect(c.expectLanguage, c.question).toBe(c.askedIn === "da" ? "no" : "en");
    }
    for (const c of TEST_CASES_2) expect(c.kind === "follow-up", c.question).toBe((c.history?.length ?? 0) > 0);
    expect(TEST_CASES_2.filter((c) => c.askedIn === "da").length).toBeGreaterThanOrEqual(4);
    expect(TEST_CASES_2.filter((c) => c.askedIn === "de").length).toBeGreaterThanOrEqual(4);
    expect(TEST_CASES_2.filter((c) => c.pageLanguage !== c.expectLanguage).length).toBeGreaterThanOrEqual(2);
  });
});
