// The evaluation sets are sound (enough cases, facts that exist) and the offline assistant keeps its scores on both:
// the development set it is tuned on, and the held-out test set (a floor against regressions, never tuned on).
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/lib/languages.ts";
import { buildCorpus } from "../corpus.ts";
import { KnowledgeIndex } from "../knowledge.ts";
import { OfflineAssistant } from "../offline-assistant.ts";
import { EVALUATION_CASES } from "./questions.ts";
import { runEvaluation, type EvaluationReport } from "./run-eval.ts";
import { TEST_CASES } from "./test-set.ts";

const knowledge = new KnowledgeIndex(buildCorpus());

/**
 * Measured when the floors were last raised (2026-11-24: development 88.6 %, facts 85.6–93.8 % per language, sources
 * 94.8 %; test set 1 88.5 %), with a margin for small changes.
 */
const DEVELOPMENT_FLOOR = { passRate: 0.85, facts: 0.86, factsPerLanguage: 0.82, source: 0.92, language: 0.97 };
const TEST_FLOOR = { passRate: 0.83 };

function failuresOf(report: EvaluationReport): string {
  return JSON.stringify(report.failures.map((f) => `${f.question}: ${f.problems.join("; ")}`), null, 1);
}

describe("the evaluation set", () => {
  it.each(LANGUAGES)("has at least 12 cases answered in %s", (lang) => {
    expect(EVALUATION_CASES.filter((c) => c.expectLanguage === lang).length).toBeGreaterThanOrEqual(12);
  });

  it("states only facts the site's copy contains on an accepted page", () => {
    const retrievalCases = EVALUATION_CASES.filter((c) => !c.expectIntent && !c.expectDeclined);
    for (const item of retrievalCases) {
      const pages = [item.source, ...(item.acceptSources ?? [])];
      const text = knowledge
        .passages(item.expectLanguage)
        .filter((p) => pages.includes(p.pagePath))
        .map((p) => p.text.toLowerCase())
        .join("\n");
      for (const fact of item.facts) expect(text, `${item.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });
});

describe("the offline assistant on the development set", () => {
  it("keeps its pass rate, facts, sources and languages, overall and in every language", async () => {
    const report = await runEvaluation(new OfflineAssistant({ knowledge }));
    const summary = failuresOf(report);
    expect(report.cases).toBe(EVALUATION_CASES.length);
    expect(report.passRate, summary).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR.passRate);
    expect(report.factAccuracy, summary).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR.facts);
    expect(report.sourceAccuracy, summary).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR.source);
    for (const lang of LANGUAGES) {
      expect(report.byLanguage[lang].factAccuracy, `${lang} ${summary}`).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR.factsPerLanguage);
      expect(report.byLanguage[lang].languageAccuracy, `${lang} ${summary}`).toBeGreaterThanOrEqual(DEVELOPMENT_FLOOR.language);
    }
  });
});

describe("the offline assistant on the held-out test set", () => {
  it("does not fall under the pass rate it had (its failures are not printed: nobody tunes on them)", async () => {
    const report = await runEvaluation(new OfflineAssistant({ knowledge }), TEST_CASES);
    expect(report.passRate).toBeGreaterThanOrEqual(TEST_FLOOR.passRate);
    expect(report.byKind["person"]?.intentAccuracy).toBeGreaterThanOrEqual(0.8);
    expect(report.byKind["injection"]?.passRate).toBe(1);
  });
});
