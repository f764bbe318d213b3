// Runs the evaluation set against an assistant and scores facts, answer language, linked source and time.
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import type { Assistant, AssistantAnswer } from "../assistant.ts";
import { EVALUATION_CASES, type EvaluationCase } from "./questions.ts";

export interface CaseResult {
  case: EvaluationCase;
  answer: AssistantAnswer;
  ms: number;
  missingFacts: string[];
  factOk: boolean;
  languageOk: boolean;
  sourceOk: boolean;
  intentOk: boolean;
}

export interface Accuracy {
  cases: number;
  factAccuracy: number;
  languageAccuracy: number;
  sourceAccuracy: number;
  intentAccuracy: number;
}

export interface EvaluationFailure {
  question: string;
  pageLanguage: Lang;
  problems: string[];
  answer: string;
}

export interface EvaluationReport extends Accuracy {
  byLanguage: Record<Lang, Accuracy>;
  results: CaseResult[];
  failures: EvaluationFailure[];
  timing: { p50Ms: number; p95Ms: number; maxMs: number };
}

/** Paths of the Markdown links of an answer, without their #anchor: "[Hårdvarusupport](/se/x#sla)" → "/se/x". */
export function linkedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((match) => match[1]!);
}

function checkCase(item: EvaluationCase, answer: AssistantAnswer, ms: number): CaseResult {
  const text = answer.text.toLowerCase();
  const missingFacts = item.facts.filter((fact) => !text.includes(fact.toLowerCase()));
  const links = linkedPaths(answer.text);
  const accepted = [item.source, ...(item.acceptSources ?? [])];
  const linksInLanguage = links.every((path) => path.split("/")[1] === item.expectLanguage);
  return {
    case: item,
    answer,
    ms,
    missingFacts,
    factOk: missingFacts.length === 0,
    languageOk: answer.language === item.expectLanguage && linksInLanguage,
    sourceOk: links.some((path) => accepted.includes(path)) && answer.sources.some((source) => accepted.includes(source.url)),
    intentOk: answer.intent === (item.expectIntent ?? "question") && (item.expectIntent ? true : answer.confident),
  };
}

function problemsOf(result: CaseResult): string[] {
  const problems: string[] = [];
  if (!result.factOk) problems.push(`missing facts: ${result.missingFacts.join(", ")}`);
  if (!result.languageOk) problems.push(`language ${result.answer.language}, expected ${result.case.expectLanguage}`);
  if (!result.sourceOk) problems.push(`links ${linkedPaths(result.answer.text).join(" ") || "none"}, expected ${result.case.source}`);
  if (!result.intentOk) problems.push(`intent ${result.answer.intent} (confident ${result.answer.confident}), expected ${result.case.expectIntent ?? "question"}`);
  return problems;
}

function share(results: CaseResult[], ok: (result: CaseResult) => boolean): number {
  return results.length === 0 ? 1 : results.filter(ok).length / results.length;
}

function accuracyOf(results: CaseResult[]): Accuracy {
  return {
    cases: results.length,
    factAccuracy: share(results, (r) => r.factOk),
    languageAccuracy: share(results, (r) => r.languageOk),
    sourceAccuracy: share(results, (r) => r.sourceOk),
    intentAccuracy: share(results, (r) => r.intentOk),
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Asks every case once (no history) and scores the answers; cases are grouped by the expected answer language. */
export async function runEvaluation(assistant: Assistant, cases: EvaluationCase[] = EVALUATION_CASES): Promise<EvaluationReport> {
  const results: CaseResult[] = [];
  for (const item of cases) {
    const start = performance.now();
    const answer = await assistant.answer({ question: item.question, pageLanguage: item.pageLanguage, history: [] });
    results.push(checkCase(item, answer, performance.now() - start));
  }
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, accuracyOf(results.filter((r) => r.case.expectLanguage === lang))]),
  ) as Record<Lang, Accuracy>;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const failures = results
    .filter((r) => problemsOf(r).length > 0)
    .map((r) => ({ question: r.case.question, pageLanguage: r.case.pageLanguage, problems: problemsOf(r), answer: r.answer.text }));
  return {
    ...accuracyOf(results),
    byLanguage,
    results,
    failures,
    timing: { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times.at(-1) ?? 0 },
  };
}
