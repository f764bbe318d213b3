// Whether a message is about the company at all: a naive Bayes model of two kinds of message (docs/decisions/031).
// On the company's side: the site's copy and the questions written for each passage; on the other side: messages
// written blind to be declined (content/assistant/off-topic/messages.json). A word the company's thousands of
// messages never use is evidence of another subject, so the model also judges words it has never seen.
import { z } from "zod";
import learned from "../../content/assistant/learned/topic.json" with { type: "json" };
import offTopicFile from "../../content/assistant/off-topic/messages.json" with { type: "json" };
import { LANGUAGES } from "../../app/lib/languages.ts";
import type { Corpus } from "./corpus.ts";
import { FOREIGN_LANGUAGES, type AnyLang } from "./language-data.ts";
import { contentTerms } from "./text-terms.ts";

/** How often each term occurs in the messages of one side, each message counting a term once. */
export interface TopicSide {
  messages: number;
  terms: Record<string, number>;
}

export interface TopicCounts {
  onTopic: TopicSide;
  offTopic: TopicSide;
}

/** A development question: its text, the language it was asked in, and whether it is to be declined. */
export interface AskedQuestion {
  question: string;
  pageLanguage: AnyLang;
  askedIn?: AnyLang;
  expectDeclined?: boolean;
}

export interface TopicMessage {
  text: string;
  lang: AnyLang;
}

/** Counts the terms of messages, each message counting a term once, in a stable order (the file is committed). */
export function countTopic(messages: Iterable<TopicMessage>): TopicSide {
  const terms = new Map<string, number>();
  let count = 0;
  for (const { text, lang } of messages) {
    count++;
    for (const term of contentTerms(text, lang)) terms.set(term, (terms.get(term) ?? 0) + 1);
  }
  const sorted = [...terms].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { messages: count, terms: Object.fromEntries(sorted) };
}

const sideSchema = z.object({ messages: z.number().int().nonnegative(), terms: z.record(z.string(), z.number().int().positive()) });
const countsSchema = z.object({ onTopic: sideSchema, offTopic: sideSchema });
const messagesSchema = z.record(
  z.string(),
  z.object({ "off-topic": z.array(z.string().min(1)), injection: z.array(z.string().min(1)), "on-topic": z.array(z.string().min(1)) }),
);

/** Messages written blind, per language: to be declined (off-topic, injection) and borderline ones about the company. */
export const OFF_TOPIC_MESSAGES = messagesSchema.parse(offTopicFile);

/**
 * The counts of both sides: the copy's passages (title and text) and the questions written for them on the company's
 * side, with the borderline messages that are about it; the messages to decline on the other; and the development
 * questions learned from, each on its side (npm run learn:assistant).
 */
export function learnTopic(
  corpus: Corpus,
  visitorQuestions: Record<string, Record<string, string[]>>,
  messages: typeof OFF_TOPIC_MESSAGES = OFF_TOPIC_MESSAGES,
  questions: readonly AskedQuestion[] = [],
): TopicCounts {
  const onTopic: TopicMessage[] = [];
  const offTopic: TopicMessage[] = [];
  for (const lang of LANGUAGES) for (const doc of corpus[lang]) onTopic.push({ text: `${doc.title} ${doc.text}`, lang });
  for (const [lang, byPassage] of Object.entries(visitorQuestions)) {
    for (const questions of Object.values(byPassage)) for (const text of questions) onTopic.push({ text, lang: asLanguage(lang) });
  }
  for (const [lang, kinds] of Object.entries(messages)) {
    for (const text of kinds["on-topic"]) onTopic.push({ text, lang: asLanguage(lang) });
    for (const text of [...kinds["off-topic"], ...kinds.injection]) offTopic.push({ text, lang: asLanguage(lang) });
  }
  // Visitors' own words for ordinary things ("best", "number", "write"), which the copy and the passages' questions
  // seldom use: the development questions on the side their answer is on.
  for (const { question, pageLanguage, askedIn, expectDeclined } of questions) (expectDeclined ? offTopic : onTopic).push({ text: question, lang: askedIn ?? pageLanguage });
  return { onTopic: countTopic(onTopic), offTopic: countTopic(offTopic) };
}

function asLanguage(code: string): AnyLang {
  if (![...LANGUAGES, ...FOREIGN_LANGUAGES].includes(code as AnyLang)) throw new Error(`Unknown language "${code}" in the topic data`);
  return code as AnyLang;
}

/** The committed counts (content/assistant/learned/topic.json). */
export const LEARNED_TOPIC: TopicCounts = countsSchema.parse(learned);

/** Laplace smoothing: a term never seen on one side counts as seen this often there. */
const SMOOTHING = 1;

export class TopicModel {
  private readonly on: Map<string, number>;
  private readonly off: Map<string, number>;
  private readonly onTotal: number;
  private readonly offTotal: number;
  private readonly vocabulary: number;

  constructor(counts: TopicCounts) {
    this.on = new Map(Object.entries(counts.onTopic.terms));
    this.off = new Map(Object.entries(counts.offTopic.terms));
    this.onTotal = [...this.on.values()].reduce((sum, n) => sum + n, 0);
    this.offTotal = [...this.off.values()].reduce((sum, n) => sum + n, 0);
    this.vocabulary = new Set([...this.on.keys(), ...this.off.keys()]).size + 1;
  }

  /**
   * The evidence, in nats, that the terms come from a message about something else than the company: the sum over the
   * terms of log P(term | off-topic) / P(term | on-topic) (naive Bayes without the prior); above 0 the other subject
   * is likelier, at 1.5 about 4.5 times as likely. A term only the company's side has seen counts at most 0. A term
   * neither side has seen counts only when `unmatched` says the site matches it in no way: a slip ("liabilty") or a
   * compound of the site's words ("molnmiljön") is no other subject. Null when no term counts.
   */
  offTopicEvidence(terms: readonly string[], unmatched: (term: string) => boolean = () => true): number | null {
    let evidence = 0;
    let counted = 0;
    for (const term of terms) {
      const onCount = this.on.get(term) ?? 0;
      const offCount = this.off.get(term) ?? 0;
      if (onCount === 0 && offCount === 0 && !unmatched(term)) continue;
      const off = (offCount + SMOOTHING) / (this.offTotal + SMOOTHING * this.vocabulary);
      const on = (onCount + SMOOTHING) / (this.onTotal + SMOOTHING * this.vocabulary);
      // The other side is a few hundred messages: a word only the company's messages use, however rarely
      // ("konsulttjänster"), is no evidence of another subject.
      evidence += offCount === 0 && onCount > 0 ? Math.min(0, Math.log(off / on)) : Math.log(off / on);
      counted++;
    }
    return counted === 0 ? null : evidence;
  }

  /** The same for a message in a language. */
  offTopicEvidenceOf(text: string, lang: AnyLang): number | null {
    return this.offTopicEvidence(contentTerms(text, lang));
  }
}
