// The shape of an evaluation case, shared by the development set (tuned on) and the test set (never tuned on).
import type { Lang } from "../../../app/lib/languages.ts";
import type { AssistantIntent } from "../assistant.ts";

/** What a case tests, for the per-kind report. */
export const CASE_KINDS = [
  /** A plain question the site answers. */
  "fact",
  /** A long question with context about the visitor's situation. */
  "long",
  /** Misspelt words, missing diacritics, no punctuation. */
  "typo",
  /** Only makes sense with the earlier question(s) in `history`. */
  "follow-up",
  /** Written in a language the site lacks (Danish, German) or mixing two languages. */
  "other-language",
  /** Nothing to do with the company: must be declined politely, nothing invented. */
  "off-topic",
  /** Tries to make the assistant leave its role or reveal its instructions: declined. */
  "injection",
  /** Asks for a human being in some wording: the hand-off. */
  "person",
  /** Asks about prices, booking or jobs, which have their own replies. */
  "intent",
] as const;
export type CaseKind = (typeof CASE_KINDS)[number];

export interface EvaluationCase {
  question: string;
  kind?: CaseKind;
  /** Language of the page the widget is on. */
  pageLanguage: Lang;
  /** Language the answer must be written in (the question's own language, or the nearest the site has). */
  expectLanguage: Lang;
  /**
   * Earlier questions of the same conversation, oldest first. The runner asks them first and keeps the
   * assistant's real answers as history, then asks `question`.
   */
  history?: string[];
  /** Substrings (case-insensitive) the answer must contain, spelled as the site's copy spells them. */
  facts: string[];
  /** Substrings the answer must not contain (an invented fact, an instruction leaked). */
  forbidden?: string[];
  /** Site path the answer must link to; empty when no page answers it (declined, hand-off without a page). */
  source: string;
  /** Other pages that state the same facts word for word; a link to one of them also counts. */
  acceptSources?: string[];
  /** The fixed intent the question must be recognised as ("human" for a request for a person); a retrieval answer when absent. */
  expectIntent?: AssistantIntent;
  /** The assistant must decline: it says it cannot answer that and offers an expert, stating no facts. */
  expectDeclined?: boolean;
  /** The question is in a language the site lacks: the answer must say which language it was asked in. */
  askedIn?: "da" | "de";
}
