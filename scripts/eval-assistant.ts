// Evaluates the offline assistant (npm run eval:assistant): accuracy per language, answer times, failures.
// Exits 1 when fact, language or source accuracy is under 90 % overall or in any language.
import { LANGUAGES } from "../app/lib/languages.ts";
import { runEvaluation, type Accuracy } from "../server/assistant/eval/run-eval.ts";
import { OfflineAssistant } from "../server/assistant/offline-assistant.ts";

const REQUIRED = 0.9;
const verbose = process.argv.includes("--verbose");

function percent(value: number): string {
  return `${(value * 100).toFixed(1)} %`.padStart(8);
}

function row(label: string, accuracy: Accuracy): string {
  const { cases, factAccuracy, languageAccuracy, sourceAccuracy, intentAccuracy } = accuracy;
  return `${label.padEnd(8)}${String(cases).padStart(6)}${percent(factAccuracy)}${percent(languageAccuracy)}${percent(sourceAccuracy)}${percent(intentAccuracy)}`;
}

function passes(accuracy: Accuracy): boolean {
  return [accuracy.factAccuracy, accuracy.languageAccuracy, accuracy.sourceAccuracy].every((value) => value >= REQUIRED);
}

const buildStart = performance.now();
const assistant = new OfflineAssistant();
const buildMs = performance.now() - buildStart;
const report = await runEvaluation(assistant);

console.log(`${"lang".padEnd(8)}${"cases".padStart(6)}${"facts".padStart(8)}${"lang".padStart(8)}${"source".padStart(8)}${"intent".padStart(8)}`);
for (const lang of LANGUAGES) console.log(row(lang, report.byLanguage[lang]));
console.log(row("total", report));
console.log(`\nindex built in ${buildMs.toFixed(0)} ms; answer time p50 ${report.timing.p50Ms.toFixed(2)} ms, p95 ${report.timing.p95Ms.toFixed(2)} ms, max ${report.timing.maxMs.toFixed(2)} ms`);

if (report.failures.length > 0) {
  console.log(`\n${report.failures.length} case(s) with problems:`);
  for (const failure of report.failures) {
    console.log(`- [${failure.pageLanguage}] ${failure.question}\n    ${failure.problems.join("; ")}`);
    if (verbose) console.log(failure.answer.replace(/^/gm, "    | "));
  }
}

const ok = passes(report) && LANGUAGES.every((lang) => passes(report.byLanguage[lang]));
console.log(ok ? "\nPASS: every accuracy is at least 90 %" : "\nFAIL: an accuracy is under 90 %");
process.exit(ok ? 0 : 1);
