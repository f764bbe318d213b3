// Visitors' words for what a passage answers, learned from the development set's questions: "sköta", "cancel",
// "olette" are how people ask, and the copy never says them. Each answerable development question adds its words
// that the answering passage does not use to that passage's `asked` field, which the index searches like keywords,
// more weakly (decision 025). Only the development set is learned from, never a held-out test set; the learned words
// are data (content/assistant/learned/<lang>.json), written by `npm run learn:assistant`.
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { z } from "../../app/lib/zod.ts";
import en from "../../content/assistant/learned/en.json" with { type: "json" };
import fi from "../../content/assistant/learned/fi.json" with { type: "json" };
import no from "../../content/assistant/learned/no.json" with { type: "json" };
import se from "../../content/assistant/learned/se.json" with { type: "json" };
import enQuestions from "../../content/assistant/learned/questions-en.json" with { type: "json" };
import fiQuestions from "../../content/assistant/learned/questions-fi.json" with { type: "json" };
import noQuestions from "../../content/assistant/learned/questions-no.json" with { type: "json" };
import seQuestions from "../../content/assistant/learned/questions-se.json" with { type: "json" };
import type { EvaluationCase } from "./eval/evaluation-case.ts";
import { FOREIGN_LANGUAGES, OTHER_LANGUAGES, type ForeignLang } from "./language-data.ts";
import type { PassageDoc } from "./passages.ts";
import { isStopWord, normaliseTerm, splitWords } from "./text-terms.ts";

/** Per language: a passage's identity (its link and title) → the visitor words learned for it. */
export type AskedWords = Record<Lang, Record<string, string[]>>;

const learnedSchema = z.record(z.string().min(1), z.array(z.string().min(1)));

/** The words learned from the development set, as `npm run learn:assistant` last wrote them. */
export const LEARNED_WORDS: AskedWords = {
  se: learnedSchema.parse(se),
  en: learnedSchema.parse(en),
  fi: learnedSchema.parse(fi),
  no: learnedSchema.parse(no),
};

export const NO_LEARNED_WORDS: AskedWords = { se: {}, en: {}, fi: {}, no: {} };

/** Per language: a passage's identity → the questions it answered, as visitors asked them (same shape as AskedWords). */
export type AskedQuestions = Record<Lang, Record<string, string[]>>;

/** The questions learned from, as `npm run learn:assistant` last wrote them (content/assistant/learned/questions-<lang>.json). */
export const LEARNED_QUESTIONS: AskedQuestions = {
  se: learnedSchema.parse(seQuestions),
  en: learnedSchema.parse(enQuestions),
  fi: learnedSchema.parse(fiQuestions),
  no: learnedSchema.parse(noQuestions),
};

export const NO_LEARNED_QUESTIONS: AskedQuestions = { se: {}, en: {}, fi: {}, no: {} };

/** A passage's identity in the learned data: its link and its title, which stay the same when the corpus is rebuilt. */
export function passageIdentity(doc: Pick<PassageDoc, "url" | "title">): string {
  return `${doc.url} ${doc.title}`;
}

/** Whether a case is answered by passages of the site and asked on its own (a follow-up's words need its history). */
function learnable(item: EvaluationCase): boolean {
  return item.facts.length > 0 && !item.expectIntent && !item.expectDeclined && !item.history?.length;
}

/** The passages that answer a case: on its page (or a page it accepts), stating the most of its facts (at least one). */
function answeringPassages(item: EvaluationCase, docs: PassageDoc[]): PassageDoc[] {
  const pages = new Set([item.source, ...(item.acceptSources ?? [])]);
  const facts = item.facts.map((fact) => fact.toLowerCase());
  const stated = docs
    .filter((doc) => pages.has(doc.pagePath))
    .map((doc) => ({ doc, count: facts.filter((fact) => doc.text.toLowerCase().includes(fact)).length }))
    .filter(({ count }) => count > 0);
  const most = Math.max(0, ...stated.map(({ count }) => count));
  return stated.filter(({ count }) => count === most).map(({ doc }) => doc);
}

/** The stems a passage's own copy uses (heading, text, keywords). */
function ownStems(doc: PassageDoc, lang: Lang): Set<string> {
  return new Set(
    splitWords(`${doc.heading} ${doc.text} ${doc.keywords}`)
      .map((word) => normaliseTerm(word, lang))
      .filter((stem): stem is string => stem !== null),
  );
}

/**
 * Per language: a passage's identity → questions visitors might ask it, written by people who read only its copy. A
 * language the site lacks (Danish, German) names the passages of its nearest site language.
 */
export type PassageQuestions = Record<Lang, Record<string, string[]>> & Partial<Record<ForeignLang, Record<string, string[]>>>;

export const NO_PASSAGE_QUESTIONS: PassageQuestions = { se: {}, en: {}, fi: {}, no: {} };

/** A question a passage answered: the passage, the question as the visitor wrote it, and its language if foreign. */
interface Taught {
  lang: Lang;
  doc: PassageDoc;
  question: string;
  askedIn?: ForeignLang;
}

/**
 * Every question a passage answered: each answerable development question for the passages on its page that state
 * the most of its facts, each visitor question for its own passage — Danish and German ones for the Norwegian and
 * English passages they are answered from. Both kinds of learning walk this one list.
 */
function* taughtQuestions(cases: EvaluationCase[], corpus: Record<Lang, PassageDoc[]>, passageQuestions: PassageQuestions): Generator<Taught> {
  for (const item of cases.filter(learnable)) {
    for (const doc of answeringPassages(item, corpus[item.expectLanguage])) yield { lang: item.expectLanguage, doc, question: item.question, askedIn: item.askedIn };
  }
  for (const asked of [...LANGUAGES, ...FOREIGN_LANGUAGES]) {
    const askedIn = isForeign(asked) ? asked : undefined;
    const lang = askedIn ? OTHER_LANGUAGES[askedIn].nearest : (asked as Lang);
    const questions = passageQuestions[asked] ?? {};
    for (const doc of corpus[lang]) {
      for (const question of questions[passageIdentity(doc)] ?? []) yield { lang, doc, question, askedIn };
    }
  }
}

function isForeign(lang: Lang | ForeignLang): lang is ForeignLang {
  return (FOREIGN_LANGUAGES as readonly string[]).includes(lang);
}

/**
 * Learns the words visitors use that the copy lacks, per passage: lower-cased as the visitor wrote them (the index
 * stems them), without stop words and figures. A Danish question answered in Norwegian teaches the Norwegian passage
 * its Danish words, without Danish stop words.
 */
export function learnAskedWords(
  cases: EvaluationCase[],
  corpus: Record<Lang, PassageDoc[]>,
  passageQuestions: PassageQuestions = NO_PASSAGE_QUESTIONS,
): AskedWords {
  const learned: AskedWords = { se: {}, en: {}, fi: {}, no: {} };
  for (const { lang, doc, question, askedIn } of taughtQuestions(cases, corpus, passageQuestions)) {
    const own = ownStems(doc, lang);
    // A hyphenated word's halves, not its joined form ("SLA-tiden" teaches "sla" and "tiden", not "slatiden").
    const words = splitWords(question.replaceAll("-", " "))
      .map((word) => word.toLowerCase())
      .filter((word) => {
        // A Danish or German question's own stop words ("hvad", "jeres") are no words of the answer's language.
        if (askedIn && isStopWord(word, askedIn)) return false;
        const stem = normaliseTerm(word, lang);
        return stem !== null && !/\d/.test(stem) && !own.has(stem);
      });
    if (words.length === 0) continue;
    const identity = passageIdentity(doc);
    learned[lang][identity] = [...new Set([...(learned[lang][identity] ?? []), ...words])].sort();
  }
  return learned;
}

/** The questions each passage answered, from the same walk as `learnAskedWords`, kept as the visitor wrote them. */
export function learnAskedQuestions(
  cases: EvaluationCase[],
  corpus: Record<Lang, PassageDoc[]>,
  passageQuestions: PassageQuestions = NO_PASSAGE_QUESTIONS,
): AskedQuestions {
  const learned: AskedQuestions = { se: {}, en: {}, fi: {}, no: {} };
  for (const { lang, doc, question } of taughtQuestions(cases, corpus, passageQuestions)) {
    const list = (learned[lang][passageIdentity(doc)] ??= []);
    if (!list.includes(question)) list.push(question);
  }
  return learned;
}

/** The passages with their learned visitor words in their `asked` field. */
export function withAskedWords(lang: Lang, docs: PassageDoc[], learned: AskedWords, questions: AskedQuestions = NO_LEARNED_QUESTIONS): PassageDoc[] {
  const words = learned[lang];
  return docs.map((doc) => {
    const asked = words[passageIdentity(doc)];
    const askedQuestions = questions[lang][passageIdentity(doc)];
    return asked || askedQuestions ? { ...doc, ...(asked && { asked: asked.join(" ") }), ...(askedQuestions && { askedQuestions }) } : doc;
  });
}
