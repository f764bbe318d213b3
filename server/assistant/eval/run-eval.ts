// Runs the evaluation set against an assistant and scores facts, answer language, linked source and time.
import { LANGUAGES, type Lang } from "../../../app/lib/languages.ts";
import type { Assistant, AssistantAnswer, AssistantTurn } from "../assistant.ts";
import { CASE_KINDS, type CaseKind, type EvaluationCase } from "./evaluation-case.ts";
import { EVALUATION_CASES } from "./questions.ts";

export interface CaseResult {
  case: EvaluationCase;
  answer: AssistantAnswer;
  ms: number;
  missingFacts: string[];
  factOk: boolean;
  languageOk: boolean;
  sourceOk: boolean;
  intentOk: boolean;
  /** Everything the case asks for at once: the facts, the language, the link, the intent or refusal. */
  passed: boolean;
}

export interface Accuracy {
  cases: number;
  /** Share of cases that pass as a whole. */
  passRate: number;
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
  byKind: Partial<Record<CaseKind, Accuracy>>;
  results: CaseResult[];
  failures: EvaluationFailure[];
  timing: { p50Ms: number; p95Ms: number; maxMs: number };
}

/** Paths of the Markdown links of an answer, without their #anchor: "[Hårdvarusupport](/se/x#sla)" → "/se/x". */
export function linkedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s#]*)(?:#[^)\s]*)?\)/g)].map((match) => match[1]!);
}

/** A refusal states nothing from the site (no passage, no source, no fixed reply) and offers an expert instead. */
export function isRefusal(answer: AssistantAnswer): boolean {
  return answer.intent === "question" && !answer.confident && answer.offerExpert && answer.sources.length === 0;
}

function checkCase(item: EvaluationCase, answer: AssistantAnswer, ms: number): CaseResult {
  const text = answer.text.toLowerCase();
  const missingFacts = item.facts.filter((fact) => !text.includes(fact.toLowerCase()));
  const leaked = (item.forbidden ?? []).filter((word) => text.includes(word.toLowerCase()));
  const links = linkedPaths(answer.text);
  const accepted = [item.source, ...(item.acceptSources ?? [])];
  const linksInLanguage = links.every((path) => path.split("/")[1] === item.expectLanguage);
  const sourceOk =
    item.source === "" || (links.some((path) => accepted.includes(path)) && answer.sources.some((source) => accepted.includes(source.url)));
  const declinedOk = !item.expectDeclined || isRefusal(answer);
  const intentOk = item.expectDeclined
    ? declinedOk
    : item.expectIntent
      ? answer.intent === item.expectIntent && (item.expectIntent !== "human" || answer.offerExpert)
      : answer.intent === "question" && answer.confident;
  const languageOk = answer.language === item.expectLanguage && linksInLanguage && answer.askedIn === item.askedIn;
  const factOk = missingFacts.length === 0 && leaked.length === 0;
  return {
    case: item,
    answer,
    ms,
    missingFacts: [...missingFacts, ...leaked.map((word) => `(forbidden) ${word}`)],
    factOk,
    languageOk,
    sourceOk,
    intentOk,
    passed: factOk && languageOk && sourceOk && intentOk,
  };
}

function problemsOf(result: CaseResult): string[] {
  const problems: string[] = [];
  if (!result.factOk) problems.push(`missing facts: ${result.missingFacts.join(", ")}`);
  if (!result.languageOk) problems.push(`language ${result.answer.language}, expected ${result.case.expectLanguage}`);
  if (!result.sourceOk) problems.push(`links ${linkedPaths(result.answer.text).join(" ") || "none"}, expected ${result.case.source}`);
  if (!result.intentOk) {
    const expected = result.case.expectDeclined ? "a refusal" : (result.case.expectIntent ?? "question");
    problems.push(`intent ${result.answer.intent} (confident ${result.answer.confident}, expert ${result.answer.offerExpert}), expected ${expected}`);
  }
  return problems;
}

function share(results: CaseResult[], ok: (result: CaseResult) => boolean): number {
  return results.length === 0 ? 1 : results.filter(ok).length / results.length;
}

function accuracyOf(results: CaseResult[]): Accuracy {
  return {
    cases: results.length,
    passRate: share(results, (r) => r.passed),
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

/** Asks a case's earlier questions first, keeping the assistant's real answers as the conversation's history. */
async function historyOf(assistant: Assistant, item: EvaluationCase): Promise<AssistantTurn[]> {
  const turns: AssistantTurn[] = [];
  for (const question of item.history ?? []) {
    const answer = await assistant.answer({ question, pageLanguage: item.pageLanguage, history: [...turns] });
    turns.push({ role: "user", content: question }, { role: "assistant", content: answer.text });
  }
  return turns;
}

/** Asks every case (after its history) and scores the answers; grouped by the expected answer language and by kind. */
export async function runEvaluation(assistant: Assistant, cases: EvaluationCase[] = EVALUATION_CASES): Promise<EvaluationReport> {
  const results: CaseResult[] = [];
  for (const item of cases) {
    const history = await historyOf(assistant, item);
    const start = performance.now();
    const answer = await assistant.answer({ question: item.question, pageLanguage: item.pageLanguage, history });
    results.push(checkCase(item, answer, performance.now() - start));
  }
  const byLanguage = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, accuracyOf(results.filter((r) => r.case.expectLanguage === lang))]),
  ) as Record<Lang, Accuracy>;
  const byKind = Object.fromEntries(
    CASE_KINDS.map((kind) => [kind, results.filter((r) => (r.case.kind ?? "fact") === kind)] as const)
      .filter(([, list]) => list.length > 0)
      .map(([kind, list]) => [kind, accuracyOf(list)]),
  ) as Partial<Record<CaseKind, Accuracy>>;
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const failures = results
    .filter((r) => problemsOf(r).length > 0)
    .map((r) => ({ question: r.case.question, pageLanguage: r.case.pageLanguage, problems: problemsOf(r), answer: r.answer.text }));
  return {
    ...accuracyOf(results),
    byLanguage,
    byKind,
    results,
    failures,
    timing: { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times.at(-1) ?? 0 },
  };
}
