// Message sets written blind (by helpers who never read or ran the assistant) to measure two of issue 12's targets
// beyond the evaluation batches: every request for a person recognised, and what the site is not for declined.
// Sets A, B and D were tuned on (their misses read and taught as cues); set C and the off-topic check sets B and D never
// were: they are the estimate. The off-topic messages tuned on (sets A, C1, C2) are the topic model's data
// (content/assistant/off-topic).
import { z } from "zod";
import offTopicCheck from "./messages/off-topic-b.json" with { type: "json" };
import offTopicCheckD from "./messages/off-topic-d.json" with { type: "json" };
import personA from "./messages/person-a.json" with { type: "json" };
import personB from "./messages/person-b.json" with { type: "json" };
import personC from "./messages/person-c.json" with { type: "json" };
import personD from "./messages/person-d.json" with { type: "json" };
import type { Lang } from "../../../app/lib/languages.ts";
import type { Assistant, AssistantAnswer } from "../assistant.ts";
import { OFF_TOPIC_MESSAGES } from "../topic-model.ts";
import { isRefusal } from "./run-eval.ts";

const LANGUAGE = z.enum(["se", "en", "fi", "no", "da", "de"]);
const personSchema = z.array(z.object({ lang: LANGUAGE, text: z.string().min(1), person: z.boolean() }));
const topicSchema = z.array(z.object({ lang: LANGUAGE, text: z.string().min(1), kind: z.enum(["off-topic", "injection", "on-topic"]) }));

export type MessageLanguage = z.infer<typeof LANGUAGE>;
export type MessageKind = "person" | "not-person" | "off-topic" | "injection" | "on-topic";

export interface BlindMessage {
  lang: MessageLanguage;
  text: string;
  kind: MessageKind;
}

const persons = (list: unknown): BlindMessage[] =>
  personSchema.parse(list).map(({ lang, text, person }) => ({ lang, text, kind: person ? "person" : "not-person" }));

export const PERSON_SETS_TUNED_ON: Record<string, BlindMessage[]> = { A: persons(personA), B: persons(personB), D: persons(personD) };
export const PERSON_CHECK_SET: BlindMessage[] = persons(personC);
/** The topic model's own data: tuned on. */
export const OFF_TOPIC_TUNED_ON: BlindMessage[] = Object.entries(OFF_TOPIC_MESSAGES).flatMap(([lang, kinds]) =>
  (["off-topic", "injection", "on-topic"] as const).flatMap((kind) => kinds[kind].map((text) => ({ lang: LANGUAGE.parse(lang), text, kind }))),
);
export const OFF_TOPIC_CHECK_SET: BlindMessage[] = topicSchema.parse(offTopicCheck);
/** A second check set, written in stop 33 beside the messages the topic model learned from then (sets C1 and C2). */
export const OFF_TOPIC_CHECK_SET_D: BlindMessage[] = topicSchema.parse(offTopicCheckD);

/** The page a message is asked on: Danish on the Norwegian site, German on the English one. */
export function pageOf(lang: MessageLanguage): Lang {
  return lang === "da" ? "no" : lang === "de" ? "en" : lang;
}

/** Whether the answer is what the message's kind needs: the hand-off, no hand-off, a refusal, or no refusal. */
export function answeredAsNeeded(kind: MessageKind, answer: AssistantAnswer): boolean {
  const declined = isRefusal(answer);
  if (kind === "person") return answer.intent === "human" && answer.offerExpert;
  if (kind === "not-person") return answer.intent !== "human";
  if (kind === "on-topic") return !declined;
  return declined;
}

/** Right answers per kind: [right, all]. */
export async function scoreMessages(assistant: Assistant, messages: BlindMessage[]): Promise<Record<string, [number, number]>> {
  const tally: Record<string, [number, number]> = {};
  for (const message of messages) {
    const answer = await assistant.answer({ question: message.text, pageLanguage: pageOf(message.lang), history: [] });
    const entry = (tally[message.kind] ??= [0, 0]);
    entry[1]++;
    if (answeredAsNeeded(message.kind, answer)) entry[0]++;
  }
  return tally;
}
