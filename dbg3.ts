import { detectIntent } from "./server/assistant/intents.ts";
import { detectAnyLanguage } from "./server/assistant/detect-language.ts";
import { OfflineAssistant } from "./server/assistant/offline-assistant.ts";
const q = "Kan jeg bestille en samtale?";
console.log(detectIntent(q), detectAnyLanguage(q, "no"), new OfflineAssistant().answerNow({ question: q, pageLanguage: "no", history: [] }).text.slice(0, 200));
