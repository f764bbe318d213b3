// The development questions the assistant learns visitors' words from (server/assistant/asked-words.ts): the whole
// development set except the questions that resemble a test-set question. Learning "Hvor hurtigt kan I have en
// tekniker ude hos os i Aarhus?" would teach the held-out "… sende en tekniker ud til vores kontor i Aarhus?" its
// answer word for word, and the held-out score would measure memory, not the assistant.
import { EVALUATION_CASES } from "./questions.ts";
import { resemblesAny } from "./resemblance.ts";
import { TEST_CASES } from "./test-set.ts";
import { TEST_CASES_3 } from "./test-set-3.ts";
import { TEST_CASES_4 } from "./test-set-4.ts";
import type { EvaluationCase } from "./evaluation-case.ts";

/** Every test set's questions: the held-out ones (3 and 4) and the first, read once. */
export const TEST_QUESTIONS: readonly string[] = [...TEST_CASES, ...TEST_CASES_3, ...TEST_CASES_4].map((item) => item.question);

/** Whether a development question may be learned from: it resembles no test-set question. */
export function learnableFrom(item: EvaluationCase): boolean {
  return !resemblesAny(item.question, TEST_QUESTIONS);
}

export const LEARNING_CASES: EvaluationCase[] = EVALUATION_CASES.filter(learnableFrom);
