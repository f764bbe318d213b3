// The development questions the assistant learns visitors' words from (server/assistant/asked-words.ts): the whole
// development set except the questions that resemble a test-set question. Learning "Hvor hurtigt kan I have en
// tekniker ude hos os i Aarhus?" would teach the held-out "… sende en tekniker ud til vores kontor i Aarhus?" its
// answer word for word, and the held-out score would measure memory, not the assistant.
import { z } from "../../../app/lib/zod.ts";
import da from "../../../content/assistant/visitor-questions/da.json" with { type: "json" };
import de from "../../../content/assistant/visitor-questions/de.json" with { type: "json" };
import en from "../../../content/assistant/visitor-questions/en.json" with { type: "json" };
import fi from "../../../content/assistant/visitor-questions/fi.json" with { type: "json" };
import no from "../../../content/assistant/visitor-questions/no.json" with { type: "json" };
import se from "../../../content/assistant/visitor-questions/se.json" with { type: "json" };
import type { PassageQuestions } from "../asked-words.ts";
import { EVALUATION_CASES } from "./questions.ts";
import { resemblanceTo, resemblesAny } from "./resemblance.ts";
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

const questionsSchema = z.record(z.string().min(1), z.array(z.string().min(1)));

/**
 * Questions visitors might ask each passage (its link and title), written by people who read only that passage's
 * copy — never the assistant, its answers or a test set (content/assistant/visitor-questions/<lang>.json). Danish
 * questions name Norwegian passages, German ones English passages: the languages they are answered in.
 */
export const VISITOR_QUESTIONS: PassageQuestions = {
  se: questionsSchema.parse(se),
  en: questionsSchema.parse(en),
  fi: questionsSchema.parse(fi),
  no: questionsSchema.parse(no),
  da: questionsSchema.parse(da),
  de: questionsSchema.parse(de),
};

/** The visitor questions learned from: all but those that happen to resemble a test-set question. */
export const LEARNING_VISITOR_QUESTIONS: PassageQuestions = (() => {
  const resemblesTest = resemblanceTo(TEST_QUESTIONS);
  const kept = (byPassage: Record<string, string[]>) =>
    Object.fromEntries(Object.entries(byPassage).map(([identity, questions]) => [identity, questions.filter((question) => !resemblesTest(question))]));
  return Object.fromEntries(Object.entries(VISITOR_QUESTIONS).map(([lang, byPassage]) => [lang, kept(byPassage)])) as PassageQuestions;
})();
