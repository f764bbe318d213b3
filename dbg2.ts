import { languageScores } from "./server/assistant/detect-language.ts";
for (const q of process.argv.slice(2)) console.log(q.slice(0, 50), JSON.stringify(languageScores(q)));
