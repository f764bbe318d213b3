// Evaluates the offline assistant (npm run eval:assistant) on the development set (tuned on), on the two earlier
// test sets (read by the person tuning; the second was retired to development on 2026-11-24) and on the third and
// fourth test sets, the clean held-out ones (never tuned on, failures never read): pass rate per language and per
// kind, answer times, failures. The development set is also asked batch by batch of an assistant that learned words
// from the other batches only (docs/decisions/025).
// Exits 1 when the development set's pass rate or its fact, language or source accuracy is under 85 % (the floor
// of eval.test.ts), or when a held-out test set's pass rate is under the issue's 85 % target.
import { LANGUAGES } from "../app/lib/languages.ts";
import { learnAskedQuestions, learnAskedWords, NO_LEARNED_WORDS } from "../server/assistant/asked-words.ts";
import { buildCorpus } from "../server/assistant/corpus.ts";
import { ORGANIZATION_DEFAULTS } from "../content/organisation.ts";
import type { EvaluationCase } from "../server/assistant/eval/evaluation-case.ts";
import { LEARNING_CASES, LEARNING_VISITOR_QUESTIONS } from "../server/assistant/eval/learning-cases.ts";
import { OFF_TOPIC_CHECK_SET, OFF_TOPIC_CHECK_SET_D, OFF_TOPIC_TUNED_ON, PERSON_CHECK_SET, PERSON_SETS_TUNED_ON, scoreMessages, type BlindMessage } from "../server/assistant/eval/message-sets.ts";
import { DEVELOPMENT_BATCHES, EVALUATION_CASES } from "../server/assistant/eval/questions.ts";
import { resemblesAny } from "../server/assistant/eval/resemblance.ts";
import { runEvaluation, type Accuracy, type EvaluationReport } from "../server/assistant/eval/run-eval.ts";
import { TEST_CASES } from "../server/assistant/eval/test-set.ts";
import { TEST_CASES_2 } from "../server/assistant/eval/test-set-2.ts";
import { TEST_CASES_3 } from "../server/assistant/eval/test-set-3.ts";
import { TEST_CASES_4 } from "../server/assistant/eval/test-set-4.ts";
import { KnowledgeIndex } from "../server/assistant/knowledge.ts";
import { OfflineAssistant } from "../server/assistant/offline-assistant.ts";
import { learnTopic, OFF_TOPIC_MESSAGES } from "../server/assistant/topic-model.ts";

const DEVELOPMENT_REQUIRED = 0.85;
const TEST_TARGET = 0.85;
const verbose = process.argv.includes("--verbose");
const showTestFailures = process.argv.includes("--test-failures");
/** Only the development set and its leave-one-batch-out run: no look at the held-out sets while tuning. */
const developmentOnly = process.argv.includes("--development-only");
/** Also list the leave-one-batch-out failures (kind filter: --cross-failures=long). */
const crossFailuresFlag = process.argv.find((arg) => arg.startsWith("--cross-failures"));

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`.padStart(9);
}

function row(label: string, accuracy: Accuracy): string {
  const { cases, passRate, factAccuracy, languageAccuracy, sourceAccuracy, intentAccuracy } = accuracy;
  return `${label.padEnd(16)}${String(cases).padStart(6)}${percent(passRate)}${percent(factAccuracy)}${percent(languageAccuracy)}${percent(sourceAccuracy)}${percent(intentAccuracy)}`;
}

function table(title: string, report: EvaluationReport): void {
  console.log(`\n${title}`);
  console.log(`${"".padEnd(16)}${"cases".padStart(6)}${"pass".padStart(9)}${"facts".padStart(9)}${"lang".padStart(9)}${"source".padStart(9)}${"intent".padStart(9)}`);
  for (const lang of LANGUAGES) console.log(row(lang, report.byLanguage[lang]));
  for (const [kind, accuracy] of Object.entries(report.byKind)) console.log(row(`  ${kind}`, accuracy));
  console.log(row("total", report));
  console.log(`answer time p50 ${report.timing.p50Ms.toFixed(2)} ms, p95 ${report.timing.p95Ms.toFixed(2)} ms, max ${report.timing.maxMs.toFixed(2)} ms`);
}

function listFailures(report: EvaluationReport): void {
  if (report.failures.length === 0) return;
  console.log(`\n${report.failures.length} case(s) with problems:`);
  for (const failure of report.failures) {
    console.log(`- [${failure.pageLanguage}] ${failure.question}\n    ${failure.problems.join("; ")}`);
    if (verbose) console.log(failure.answer.replace(/^/gm, "    | "));
  }
}

function developmentPasses(accuracy: Accuracy): boolean {
  return [accuracy.passRate, accuracy.factAccuracy, accuracy.languageAccuracy, accuracy.sourceAccuracy].every((value) => value >= DEVELOPMENT_REQUIRED);
}

const buildStart = performance.now();
const knowledge = new KnowledgeIndex(buildCorpus());
const buildMs = performance.now() - buildStart;
const assistant = new OfflineAssistant({ knowledge });
const evaluate = (cases: EvaluationCase[]) => runEvaluation(assistant, cases);
const development = await evaluate(EVALUATION_CASES);

/**
 * The development set has been learned from (content/assistant/learned), so its own score flatters: each batch is
 * asked again of an assistant that learned from every other batch but that one (its words, its questions and the topic
 * model's counts; and from the visitor questions written for each passage), which estimates how the learning does on
 * questions it never saw. The code was still tuned on every batch.
 */
async function crossValidated(): Promise<EvaluationReport["results"]> {
  const unlearned = buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: NO_LEARNED_WORDS });
  const results: EvaluationReport["results"] = [];
  for (const batch of Object.values(DEVELOPMENT_BATCHES)) {
    const others = LEARNING_CASES.filter((item) => !batch.includes(item));
    const askedWords = learnAskedWords(others, unlearned, LEARNING_VISITOR_QUESTIONS);
    const askedQuestions = learnAskedQuestions(others, unlearned, LEARNING_VISITOR_QUESTIONS);
    const topics = learnTopic(unlearned, LEARNING_VISITOR_QUESTIONS, OFF_TOPIC_MESSAGES, others);
    const withoutBatch = new OfflineAssistant({ knowledge: new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords, askedQuestions })), topics });
    results.push(...(await runEvaluation(withoutBatch, batch)).results);
  }
  return results;
}
const crossResults = await crossValidated();

console.log(`index built in ${buildMs.toFixed(0)} ms`);
table("DEVELOPMENT SET (tuned on, and its words learned: content/assistant/learned)", development);
listFailures(development);
const passedShare = (list: typeof crossResults) => `${((100 * list.filter((r) => r.passed).length) / Math.max(1, list.length)).toFixed(1)} %`;
if (crossFailuresFlag) {
  const kind = crossFailuresFlag.split("=")[1];
  for (const result of crossResults.filter((r) => !r.passed && (!kind || (r.case.kind ?? "fact") === kind))) {
    console.log(`- [cross ${result.case.kind ?? "fact"} ${result.case.pageLanguage}] ${result.case.question}\n    expected ${result.case.source} ${result.case.facts.join(" | ")}${result.case.expectIntent ? ` intent ${result.case.expectIntent}` : ""}; missing ${result.missingFacts.join(" | ")}; got intent ${result.answer.intent}, sources ${result.answer.sources.map((s) => s.url).join(" ")}`);
    if (verbose) console.log(result.answer.text.replace(/^/gm, "    | "));
  }
}
console.log(`\nDEVELOPMENT SET, each batch asked of an assistant that learned from the other batches only: ${passedShare(crossResults)} of ${crossResults.length}`);
for (const kind of new Set(crossResults.map((r) => r.case.kind ?? "fact"))) {
  const list = crossResults.filter((r) => (r.case.kind ?? "fact") === kind);
  console.log(`  ${kind.padEnd(16)}${String(list.length).padStart(6)}${passedShare(list).padStart(9)}`);
}
if (developmentOnly) process.exit(developmentPasses(development) ? 0 : 1);
const test = await evaluate(TEST_CASES);
const test2 = await evaluate(TEST_CASES_2);
const test3 = await evaluate(TEST_CASES_3);
const test4 = await evaluate(TEST_CASES_4);
table("TEST SET 1 (written before tuning, never tuned on, but its failures were read once — no longer clean)", test);
table("TEST SET 2 (clean until 2026-11-24, then retired to development: its failures are read and tuned on from then)", test2);
listFailures(test2);
table("TEST SET 3 (held out: written 2026-11-24 by someone who never read or ran the assistant; never tuned on, failures never read)", test3);
table("TEST SET 4 (held out: written 2026-11-24, session 24, the same way, before that session's tuning; never tuned on, failures never read)", test4);
// A held-out question that resembles a development question (most words the same) measures tuning on that question
// as much as the assistant: the pass rate on the rest is the stricter estimate.
const DEVELOPMENT_QUESTIONS = EVALUATION_CASES.map((item) => item.question);
for (const [name, report] of [["3", test3], ["4", test4]] as const) {
  const unlike = report.results.filter((result) => !resemblesAny(result.case.question, DEVELOPMENT_QUESTIONS));
  const passed = unlike.filter((result) => result.passed).length;
  console.log(`TEST SET ${name} without its ${report.results.length - unlike.length} questions resembling a development question: ${((100 * passed) / unlike.length).toFixed(1)} % of ${unlike.length}`);
}
// The blind message sets: person requests and what to decline, tuned-on sets beside the check sets never tuned on.
async function messageRow(label: string, messages: BlindMessage[]): Promise<string> {
  const tally = await scoreMessages(assistant, messages);
  return `${label.padEnd(44)}${Object.entries(tally).map(([kind, [right, all]]) => `${kind} ${right}/${all}`).join(", ")}`;
}
console.log("\nBLIND MESSAGE SETS (server/assistant/eval/messages; the check sets were never tuned on)");
for (const [name, messages] of Object.entries(PERSON_SETS_TUNED_ON)) console.log(await messageRow(`person set ${name} (tuned on)`, messages));
console.log(await messageRow("person set C (check)", PERSON_CHECK_SET));
console.log(await messageRow("off-topic messages (the topic model's data)", OFF_TOPIC_TUNED_ON));
console.log(await messageRow("off-topic set B (check)", OFF_TOPIC_CHECK_SET));
console.log(await messageRow("off-topic set D (check)", OFF_TOPIC_CHECK_SET_D));
// The clean test set's failures are not printed by default: reading them invites tuning on them.
if (showTestFailures) {
  listFailures(test);
  listFailures(test3);
  listFailures(test4);
} else console.log(`(${test.failures.length} + ${test3.failures.length} + ${test4.failures.length} failing case(s) in test sets 1, 3 and 4; --test-failures lists them, for the closing note only)`);

const developmentOk = developmentPasses(development);
const testOk = test3.passRate >= TEST_TARGET && test4.passRate >= TEST_TARGET;
console.log(developmentOk ? "\nPASS: development set at 85 % or more" : "\nFAIL: development set under 85 %");
for (const [name, report] of [["3", test3], ["4", test4]] as const) {
  const rate = (report.passRate * 100).toFixed(1);
  console.log(report.passRate >= TEST_TARGET ? `PASS: test set ${name} pass rate ${rate} % ≥ 85 %` : `FAIL: test set ${name} pass rate ${rate} % < 85 %`);
}
process.exit(developmentOk && testOk ? 0 : 1);
