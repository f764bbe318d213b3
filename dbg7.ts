import { OfflineAssistant } from "./server/assistant/offline-assistant.ts";
import { EVALUATION_CASES } from "./server/assistant/eval/questions.ts";
import { runEvaluation } from "./server/assistant/eval/run-eval.ts";
const r = await runEvaluation(new OfflineAssistant(), EVALUATION_CASES.filter((c) => c.kind === "long"));
for (const x of r.results.filter((x) => !x.passed).slice(0, 6)) console.log(`\n# ${x.case.question.slice(-160)}\n  expect ${x.case.source} ${x.case.facts.join(" | ")}\n${x.answer.text.slice(0, 700)}`);
