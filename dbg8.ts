import { OfflineAssistant } from "./server/assistant/offline-assistant.ts";
import { DEVELOPMENT_CASES_3 } from "./server/assistant/eval/development-set-3.ts";
import { runEvaluation } from "./server/assistant/eval/run-eval.ts";
const kinds = process.argv.slice(2);
const r = await runEvaluation(new OfflineAssistant(), DEVELOPMENT_CASES_3.filter((c) => kinds.includes(c.kind ?? "fact")));
for (const x of r.results.filter((x) => !x.passed)) console.log(`- ${x.case.question.slice(0, 120)}\n   exp ${x.case.source} [${x.case.facts.join("|")}] got=${x.answer.intent}/${x.answer.confident} ${x.answer.sources.map((s) => s.url).join(",")} | ${JSON.stringify(x.answer.text.slice(0, 110))}`);
