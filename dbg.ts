import { OfflineAssistant } from "./server/assistant/offline-assistant.ts";
import { EVALUATION_CASES } from "./server/assistant/eval/questions.ts";
import { runEvaluation } from "./server/assistant/eval/run-eval.ts";
const kinds = process.argv.slice(2);
const r = await runEvaluation(new OfflineAssistant(), EVALUATION_CASES.filter((c) => kinds.includes(c.kind ?? "fact")));
for (const x of r.results.filter((x) => !x.passed)) console.log(`- [${x.case.kind}] ${x.case.question.slice(0, 140)}\n   exp=${x.case.expectIntent ?? (x.case.expectDeclined ? "decline" : "q")} ${x.case.source} got=${x.answer.intent}/${x.answer.confident} lang=${x.answer.language}/${x.case.expectLanguage} askedIn=${x.answer.askedIn} | ${JSON.stringify(x.answer.text.slice(0, 150))}`);
