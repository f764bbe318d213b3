import { OfflineAssistant } from "./server/assistant/offline-assistant.ts";
import { runEvaluation } from "./server/assistant/eval/run-eval.ts";
import { DEVELOPMENT_CASES_3 } from "./server/assistant/eval/development-set-3.ts";
const r = await runEvaluation(new OfflineAssistant(), DEVELOPMENT_CASES_3);
console.log("development set 3 before tuning on it: pass", (r.passRate * 100).toFixed(1), Object.entries(r.byKind).map(([k, v]) => `${k} ${(v!.passRate * 100).toFixed(0)}`).join(", "));
