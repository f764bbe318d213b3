// Learns visitors' words for the passages from the assistant's development set and from the questions written for
// each passage (content/assistant/visitor-questions/) (npm run learn:assistant) and writes
// them to content/assistant/learned/<lang>.json. Run it after adding development questions or changing the copy;
// a test fails while the committed files differ from what this writes. The test sets are never learned from, nor
// any development question that resembles one of theirs (server/assistant/eval/learning-cases.ts).
import { writeFileSync } from "node:fs";
import { LANGUAGES } from "../app/lib/languages.ts";
import { learnAskedQuestions, learnAskedWords, NO_LEARNED_WORDS } from "../server/assistant/asked-words.ts";
import { buildCorpus } from "../server/assistant/corpus.ts";
import { LEARNING_CASES, LEARNING_VISITOR_QUESTIONS } from "../server/assistant/eval/learning-cases.ts";
import { ORGANIZATION_DEFAULTS } from "../content/organisation.ts";
import { learnTopic, OFF_TOPIC_MESSAGES } from "../server/assistant/topic-model.ts";

const unlearned = buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: NO_LEARNED_WORDS });
const learned = learnAskedWords(LEARNING_CASES, unlearned, LEARNING_VISITOR_QUESTIONS);
const questions = learnAskedQuestions(LEARNING_CASES, unlearned, LEARNING_VISITOR_QUESTIONS);
for (const lang of LANGUAGES) {
  const path = new URL(`../content/assistant/learned/${lang}.json`, import.meta.url);
  writeFileSync(path, `${JSON.stringify(learned[lang], null, 2)}\n`);
  const passages = Object.keys(learned[lang]).length;
  const words = Object.values(learned[lang]).reduce((sum, list) => sum + list.length, 0);
  writeFileSync(new URL(`../content/assistant/learned/questions-${lang}.json`, import.meta.url), `${JSON.stringify(questions[lang], null, 2)}\n`);
  const asked = Object.values(questions[lang]).reduce((sum, list) => sum + list.length, 0);
  console.log(`${lang}: ${words} words and ${asked} questions for ${passages} passages`);
}
const topic = learnTopic(unlearned, LEARNING_VISITOR_QUESTIONS, OFF_TOPIC_MESSAGES, LEARNING_CASES);
writeFileSync(new URL("../content/assistant/learned/topic.json", import.meta.url), `${JSON.stringify(topic)}\n`);
console.log(`topic: ${topic.onTopic.messages} messages about the company, ${topic.offTopic.messages} about something else`);
