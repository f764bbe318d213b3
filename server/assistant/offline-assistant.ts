// The assistant that needs no network: fixed replies for the chat's intents, retrieval-based answers otherwise.
import type { Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { pagePath } from "../../app/lib/site-map.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { ORGANIZATION_DEFAULTS, type Organization } from "../../content/organisation.ts";
import type { Assistant, AssistantAnswer, AssistantIntent, AssistantRequest, AssistantSource, AssistantTurn } from "./assistant.ts";
import { detectLanguage } from "./detect-language.ts";
import { detectIntent } from "./intents.ts";
import { asksForFigure, searchKnowledge, warmKnowledge, type KnowledgeHit } from "./knowledge.ts";
import type { PassageDoc } from "./passages.ts";
import { contentTerms, termsMatch } from "./text-terms.ts";

export interface OfflineAssistantOptions {
  /** Phone and email quoted in the fixed replies; the site's configured organisation when given. */
  organization?: Organization;
}

/** Below this share of the question's terms found in the best passage, the answer would be a guess. */
const MIN_COVERAGE = 0.5;
/** A best passage scoring under this matched only by accident (one common word, a fuzzy near-miss). */
const MIN_SCORE = 6;
/** A second passage of the same page is considered when it scores at least this share of the first. */
const SECOND_PASSAGE_RATIO = 0.5;
/** Prose passages are trimmed to their most relevant sentences. */
const MAX_SENTENCES = 3;
/** A follow-up this short ("och premium?") is read together with the visitor's previous question. */
const FOLLOW_UP_MAX_TERMS = 2;
const SEARCH_LIMIT = 8;

type FixedIntent = Exclude<AssistantIntent, "question">;

export class OfflineAssistant implements Assistant {
  private readonly organization: Organization;

  constructor(options: OfflineAssistantOptions = {}) {
    this.organization = options.organization ?? ORGANIZATION_DEFAULTS;
    warmKnowledge();
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const answer = this.answerNow(request);
    // Offline answers are not generated piece by piece: the whole text is one delta.
    request.onDelta?.(answer.text);
    return answer;
  }

  /** The same answer, synchronously: the work is a few milliseconds of in-memory search. */
  answerNow(request: AssistantRequest): AssistantAnswer {
    const question = request.question.trim();
    const language = request.replyLanguage ?? detectLanguage(question, request.pageLanguage);
    if (question === "") return this.fixedAnswer(language, "question", "emptyQuestion", false);
    const intent = detectIntent(question);
    const hits = intent === "question" || intent === "pricing" ? findHits(question, language, request.history) : [];
    const best = hits[0];
    if (intent === "pricing" && asksAboutAFee(question) && best && isConfident(best) && statesAnAmount(best.doc)) {
      // "How much is the reminder fee?" has an answer on the site: the amount itself.
      return composeAnswer(language, hits, question, this.messages(language));
    }
    if (intent !== "question") return this.intentAnswer(language, intent);
    if (!best || !isConfident(best)) return this.fixedAnswer(language, "question", "notSure", true, false);
    return composeAnswer(language, hits, question, this.messages(language));
  }

  private messages(language: Lang): Messages {
    return LOCALES[language].assistant as Messages;
  }

  private vars(language: Lang): Record<string, string> {
    return {
      company: this.organization.name,
      phone: this.organization.telephone,
      email: this.organization.email,
      contactUrl: pagePath(language, "kontakt"),
      jobsUrl: pagePath(language, "jobs"),
    };
  }

  private intentAnswer(language: Lang, intent: FixedIntent): AssistantAnswer {
    const answer = this.fixedAnswer(language, intent, intent, intent === "human");
    const page = INTENT_PAGES[intent];
    if (!page) return answer;
    const { h1 } = LOCALES[language].pages[page.id];
    return { ...answer, sources: [{ title: h1, url: pagePath(language, page.slug) }] };
  }

  private fixedAnswer(language: Lang, intent: AssistantIntent, key: string, offerExpert: boolean, confident = true): AssistantAnswer {
    const text = translate(this.messages(language), key, this.vars(language));
    return { language, text, sources: [], intent, confident, offerExpert };
  }
}

/** The page a fixed reply links to, so it is also named among the answer's sources. */
const INTENT_PAGES: Partial<Record<FixedIntent, { id: "contact" | "jobs"; slug: string }>> = {
  pricing: { id: "contact", slug: "kontakt" },
  booking: { id: "contact", slug: "kontakt" },
  human: { id: "contact", slug: "kontakt" },
  jobs: { id: "jobs", slug: "jobs" },
};

export function createOfflineAssistant(options?: OfflineAssistantOptions): OfflineAssistant {
  return new OfflineAssistant(options);
}

function isConfident(hit: KnowledgeHit): boolean {
  return hit.coverage >= MIN_COVERAGE && hit.score >= MIN_SCORE;
}

/** An amount of money: the site states prices only as fees and penalties in its terms ("60 SEK"). */
const AMOUNT = /\d[\d\s.,]*\s?(SEK|NOK|DKK|EUR|kr|€)(?![\p{L}])/u;

/** Fees the terms of business name: a question about one of them is not a question about our prices. */
const FEE_WORDS = /(avgift|påminnelse|vite|dröjsmål|fee|reminder|penalty|late payment|gebyr|purring|mulkt|maksumuistutu|muistutu|viivästy|sakko)/iu;

function asksAboutAFee(question: string): boolean {
  return FEE_WORDS.test(question);
}

function statesAnAmount(doc: PassageDoc): boolean {
  return AMOUNT.test(doc.text);
}

function lastUserQuestion(history: AssistantTurn[]): string | null {
  const turn = [...history].reverse().find((t) => t.role === "user" && t.content.trim() !== "");
  return turn ? turn.content : null;
}

/**
 * Passages for the question; a very short follow-up is searched together with the previous question, keeping
 * only passages that match something the visitor just asked about, and judged by the follow-up's own terms.
 */
function findHits(question: string, language: Lang, history: AssistantTurn[]): KnowledgeHit[] {
  const hits = searchKnowledge(question, language, SEARCH_LIMIT);
  const terms = contentTerms(question, language);
  const previous = lastUserQuestion(history);
  if (!previous || terms.length === 0 || terms.length > FOLLOW_UP_MAX_TERMS) return hits;
  const combined = searchKnowledge(`${question} ${previous}`, language, SEARCH_LIMIT * 2)
    .filter((hit) => terms.some((term) => hit.matchedTerms.includes(term)))
    .map((hit) => ({ ...hit, coverage: terms.filter((term) => hit.matchedTerms.includes(term)).length / terms.length }));
  return combined.length > 0 ? combined : hits;
}

function composeAnswer(language: Lang, hits: KnowledgeHit[], question: string, messages: Messages): AssistantAnswer {
  const best = hits[0]!;
  const queryTerms = contentTerms(question, language);
  const used = [best, ...secondPassage(best, hits)];
  const figureWanted = asksForFigure(question, language);
  const blocks = used.map((hit) => passageMarkdown(hit.doc, queryTerms, hit === best, figureWanted));
  const sources = pageSources(used.map((hit) => hit.doc));
  const links = sourceLinks(used.map((hit) => hit.doc));
  const text = [...blocks, `${translate(messages, "readMore")} ${links}`].join("\n\n");
  return { language, text, sources, intent: "question", confident: true, offerExpert: false };
}

/**
 * A second passage from the same page, when it answers a part of the question the first does not, or gives
 * the page's table of facts (steps, levels) after a one-line benefit. Another page's passage would mix topics.
 */
function secondPassage(best: KnowledgeHit, hits: KnowledgeHit[]): KnowledgeHit[] {
  const candidates = hits
    .slice(1)
    .filter((hit) => hit.doc.pagePath === best.doc.pagePath && hit.score >= best.score * SECOND_PASSAGE_RATIO);
  const complementary = candidates.find((hit) => hit.matchedTerms.some((term) => !best.matchedTerms.includes(term)));
  if (complementary) return [complementary];
  const table = candidates.find((hit) => isFactTable(hit.doc) && hit.coverage >= best.coverage);
  return table && !isFactTable(best.doc) && best.doc.lines.length <= 2 ? [table] : [];
}

function isFactTable(doc: PassageDoc): boolean {
  return doc.listFrom < doc.lines.length && !doc.pickItems;
}

/** A passage as Markdown: its heading in bold, the relevant sentences, its list items as a list. */
function passageMarkdown(doc: PassageDoc, queryTerms: string[], withHeading: boolean, figureWanted: boolean): string {
  const prose = relevantSentences(doc.lines.slice(0, doc.listFrom), queryTerms, doc.language, figureWanted);
  const listed = doc.lines.slice(doc.listFrom);
  const items = (doc.pickItems ? relevantItems(listed, queryTerms, doc.language) : listed).map((item) => `- ${item}`);
  const parts = [prose.join(" "), items.join("\n")].filter((part) => part !== "");
  const heading = withHeading ? `**${doc.title}**\n\n` : "";
  return heading + parts.join("\n\n");
}

/** Sentence ends: a stop, question or exclamation mark before a space and a capital letter or a digit. */
const SENTENCE_END = /(?<=[.!?])\s+(?=[\p{Lu}\p{N}])/u;

/** How much a figure counts in a sentence when the question asks for one: as much as half a matched word. */
const FIGURE_SENTENCE_BONUS = 0.5;

function relevantSentences(paragraphs: string[], queryTerms: string[], language: Lang, figureWanted: boolean): string[] {
  const sentences = paragraphs.flatMap((paragraph) => paragraph.split(SENTENCE_END));
  if (sentences.length <= 2) return sentences;
  const bonus = (sentence: string) => (figureWanted && /\d/.test(sentence) ? FIGURE_SENTENCE_BONUS : 0);
  const scored = sentences.map((sentence, position) => ({
    sentence,
    position,
    score: sentenceScore(sentence, queryTerms, language) + bonus(sentence),
  }));
  const chosen = [...scored]
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .filter((entry, rank) => rank === 0 || entry.score > 0)
    .slice(0, MAX_SENTENCES)
    .sort((a, b) => a.position - b.position);
  return chosen.map((entry) => entry.sentence);
}

/** The items that mention something asked about; all of them when none does (the question named the list). */
function relevantItems(items: string[], queryTerms: string[], language: Lang): string[] {
  const matching = items.filter((item) => sentenceScore(item, queryTerms, language) > 0);
  return matching.length > 0 ? matching : items;
}

function sentenceScore(sentence: string, queryTerms: string[], language: Lang): number {
  const terms = contentTerms(sentence, language);
  return queryTerms.filter((q) => terms.some((t) => termsMatch(q, t))).length;
}

function pageSources(docs: PassageDoc[]): AssistantSource[] {
  const byPath = new Map<string, AssistantSource>();
  for (const doc of docs) if (!byPath.has(doc.pagePath)) byPath.set(doc.pagePath, { title: doc.pageTitle, url: doc.pagePath });
  return [...byPath.values()];
}

/** One link per page, to the section the first passage from that page came from. */
function sourceLinks(docs: PassageDoc[]): string {
  const byPath = new Map<string, string>();
  for (const doc of docs) if (!byPath.has(doc.pagePath)) byPath.set(doc.pagePath, `[${doc.pageTitle}](${doc.url})`);
  return [...byPath.values()].join(", ");
}
