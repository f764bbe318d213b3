// The evaluation set is sound (enough cases, facts that exist) and the offline assistant passes it.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../../app/lib/languages.ts";
import { buildCorpus } from "../corpus.ts";
import { KnowledgeIndex } from "../knowledge.ts";
import { OfflineAssistant } from "../offline-assistant.ts";
import { EVALUATION_CASES } from "./questions.ts";
import { runEvaluation } from "./run-eval.ts";

const knowledge = new KnowledgeIndex(buildCorpus());

describe("the evaluation set", () => {
  it.each(LANGUAGES)("has at least 12 cases answered in %s", (lang) => {
    expect(EVALUATION_CASES.filter((c) => c.expectLanguage === lang).length).toBeGreaterThanOrEqual(12);
  });

  it("states only facts the site's copy contains on an accepted page", () => {
    const retrievalCases = EVALUATION_CASES.filter((c) => !c.expectIntent);
    for (const item of retrievalCases) {
      const pages = [item.source, ...(item.acceptSources ?? [])];
      const text = knowledge.passages(item.expectLanguage)
        .filter((p) => pages.includes(p.pagePath))
        .map((p) => p.text.toLowerCase())
        .join("\n");
      for (const fact of item.facts) expect(text, `${item.question}: ${fact}`).toContain(fact.toLowerCase());
    }
  });
});

describe("the offline assistant on the evaluation set", () => {
  it("reaches 90 % on facts, language and source, overall and in every language", async () => {
    const report = await runEvaluation(new OfflineAssistant({ knowledge }));
    const summary = JSON.stringify(report.failures.map((f) => `${f.question}: ${f.problems.join("; ")}`), null, 1);
    for (const accuracy of [report, ...LANGUAGES.map((lang) => report.byLanguage[lang])]) {
      expect(accuracy.factAccuracy, summary).toBeGreaterThanOrEqual(0.9);
      expect(accuracy.languageAccuracy, summary).toBeGreaterThanOrEqual(0.9);
      expect(accuracy.sourceAccuracy, summary).toBeGreaterThanOrEqual(0.9);
    }
    expect(report.cases).toBe(EVALUATION_CASES.length);
  });
});
