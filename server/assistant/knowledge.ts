// Retrieval over the site's own content in four languages (MiniSearch), for the offline and the AI assistant.
// An index is an object built from a corpus (server/assistant/corpus.ts); the services own one and rebuild it.
import MiniSearch, { type SearchOptions } from "minisearch";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import type { Corpus } from "./corpus.ts";
import { placeNames, SITE_LANGUAGES, smallerTowns } from "./language-data.ts";
import type { PassageDoc } from "./passages.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms, normaliseTerm, splitWords } from "./text-terms.ts";
import { Vocabulary } from "./vocabulary.ts";

export interface Passage {
  /** Title of the page (or FAQ question) the passage comes from, in the passage's language. */
  title: string;
  /** Site path with language prefix, e.g. "/se/hardvarusupport". */
  url: string;
  text: string;
  language: Lang;
  score: number;
}

/** A passage with what the offline assistant needs to judge and present it. */
export interface KnowledgeHit extends Passage {
  doc: PassageDoc;
  /** Share of the question's content terms this passage matched (in any way), question-type words counting half, 0..1. */
  coverage: number;
  /** How directly it matched, 0..1: each question word itself counts 1, an inflection 0.9, a synonym 0.5. */
  strength: number;
  /** The question's content terms this passage matched. */
  matchedTerms: string[];
  /** Those of them it matched only by the visitor words learned for it, not by its copy. */
  learnedTerms: string[];
  /** The question's content terms that nothing on the site matches. */
  unknownTerms: string[];
  /** Coverage of the terms the site knows: words it never uses ("sköta", "cancel") neither help nor hurt. */
  knownCoverage: number;
  /** How many of the question's content terms the site knows at all. */
  knownTerms: number;
  /**
   * The question's distinctive terms: words the site uses in only a few passages ("sekretess", "backupbånd"),
   * which say what the question is about better than the words most passages share.
   */
  distinctiveTerms: string[];
  /**
   * How much the nearest answered questions multiplied its score (1: not at all). They decide the order, not whether
   * the site answers at all: the confidence thresholds read `score / neighbourBoost`.
   */
  neighbourBoost: number;
  /** How far this passage's score is ahead of the next best passage's (1: level). */
  lead: number;
  /** How many of the question's terms name a place ("Sveriges", "Oslo"): known words that say nothing of the subject. */
  placeTerms: number;
}

/** The stems of the place names, per language, for counting a question's place terms. */
const PLACE_STEMS = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, new Set([...placeNames()].map((name) => normaliseTerm(name, lang)).filter((stem): stem is string => stem !== null))]),
) as unknown as Record<Lang, ReadonlySet<string>>;

/** The field of the visitor words learned for a passage (server/assistant/asked-words.ts). */
const LEARNED_FIELD = "asked";
/** What the site's copy says of a passage. */
const COPY_FIELDS = ["heading", "text", "keywords"];
const FIELDS = [...COPY_FIELDS, LEARNED_FIELD];

/**
 * Visitors' words learned for a passage (server/assistant/asked-words.ts) are much weaker evidence than its own copy:
 * enough to find it by a word the copy never uses, not to outrank a passage that says the word.
 */
const ASKED_BOOST = 0.25;

const SEARCH_OPTIONS: SearchOptions = {
  boost: { heading: 1.5, keywords: 1.2, text: 1, [LEARNED_FIELD]: ASKED_BOOST },
  // Prefix and fuzzy matching only for longer terms: short ones would match half the vocabulary.
  prefix: (term) => term.length >= 6,
  fuzzy: (term) => (term.length >= 7 ? 0.15 : false),
  maxFuzzy: 2,
  weights: { fuzzy: 0.3, prefix: 0.6 },
  combineWith: "OR",
  // A milder length penalty than the default 0.7: list passages (levels, steps, SLA rows) are long by nature.
  bm25: { k: 1.2, b: 0.4, d: 0.5 },
};

/** How much a query word's other forms count next to the word itself. */
const FORM_WEIGHT = { inflection: 0.9, part: 0.8, truncated: 0.6, synonym: 0.5, synonymOfUnknownWord: 0.9, slip: 0.8 };
/** A question word this long may be a slip of the keyboard: two neighbouring letters typed the wrong way round ("konsulnet") are one slip, not the two edits fuzzy search counts. */
const MIN_SLIPPED = 5;
/** A question word (stemmed) this long may be a word of the site with a letter left out. */
const MIN_WITH_LETTER_LEFT_OUT = 6;
/** How much a compound's last part counts when it is the only part a passage has. */
const LONE_HEAD_SHARE = 0.5;
/** Inflected and derived forms share a beginning: "respond" and "response", "tunnin" and "tuntia" less so. */
const TRUNCATE_AT = 6;

interface LanguageIndex {
  lang: Lang;
  /** The fields a question's words are looked for in: the copy's, and the learned visitor words unless left out. */
  fields: string[];
  search: MiniSearch<PassageDoc>;
  docs: Map<number, PassageDoc>;
  byKey: Map<number, PassageDoc>;
  vocabulary: Vocabulary;
  /** The questions the passages answered, searched for a new question's nearest ones; left out with the learned words. */
  neighbours: MiniSearch<AnsweredQuestion> | null;
}

/** A question visitors asked and the passages that answered it. */
interface AnsweredQuestion {
  id: number;
  question: string;
  passages: number[];
}

/**
 * The nearest questions to a new one, among those the passages answered (development questions and the visitor
 * questions written for each passage), vote for their passages: a passage answering a question like this one gains up
 * to this share of its score. The words learned for a passage are a bag of all its questions' words; the nearest
 * questions keep which words were asked together ("hire" with "fee" is the terms' clause, "hire" with "for three
 * months" staffing). Measured on the development set, leave-one-batch-out: weight 0.5/1/2 with 5 neighbours
 * 90.4/90.4/90.0 % against 89.9 % without; 10 neighbours at weight 1, 90.7 %; 20, 90.6 %.
 */
const NEIGHBOUR_WEIGHT = 1;
const NEIGHBOURS = 10;

function buildNeighbours(lang: Lang, docs: PassageDoc[]): MiniSearch<AnsweredQuestion> | null {
  const byQuestion = new Map<string, number[]>();
  for (const doc of docs) for (const question of doc.askedQuestions ?? []) byQuestion.set(question, [...(byQuestion.get(question) ?? []), doc.id]);
  if (byQuestion.size === 0) return null;
  const neighbours = new MiniSearch<AnsweredQuestion>({
    fields: ["question"],
    storeFields: ["passages"],
    tokenize: (text) => contentTerms(text, lang),
    processTerm: (term) => term,
  });
  neighbours.addAll([...byQuestion].map(([question, passages], id) => ({ id, question, passages })));
  return neighbours;
}

/** Each passage's vote from the question's nearest answered questions: the best one's similarity, relative to the nearest. */
function neighbourVotes(neighbours: MiniSearch<AnsweredQuestion>, question: string): Map<number, number> {
  const nearest = neighbours.search(question, { combineWith: "OR" }).slice(0, NEIGHBOURS);
  const votes = new Map<number, number>();
  const top = nearest[0]?.score ?? 0;
  for (const hit of nearest) {
    for (const id of hit.passages as number[]) votes.set(id, Math.max(votes.get(id) ?? 0, hit.score / top));
  }
  return votes;
}

/** The words of a passage's copy: the vocabulary of compounds, inflections and slips is the site's own. */
function docWords(doc: PassageDoc): string[] {
  return COPY_FIELDS.flatMap((field) => splitWords(String(doc[field as keyof PassageDoc])));
}

function buildIndex(lang: Lang, docs: PassageDoc[]): LanguageIndex {
  const stems = docs.flatMap(docWords).map((word) => normaliseTerm(word, lang)).filter((stem): stem is string => stem !== null);
  const vocabulary = new Vocabulary(stems, lang);
  const search = new MiniSearch<PassageDoc>({
    fields: FIELDS,
    idField: "id",
    tokenize: (text) => splitWords(text),
    // A compound is indexed with its parts too, so "support" finds "hårdvarusupport".
    processTerm: (term) => {
      const stem = normaliseTerm(term, lang);
      if (stem === null) return null;
      const parts = vocabulary.compoundParts(stem);
      return parts.length > 0 ? [stem, ...parts] : stem;
    },
    searchOptions: SEARCH_OPTIONS,
  });
  search.addAll(docs);
  return {
    lang,
    fields: FIELDS,
    search,
    docs: new Map(docs.map((doc) => [doc.id, doc])),
    byKey: new Map(docs.map((doc) => [doc.key, doc])),
    vocabulary,
    neighbours: buildNeighbours(lang, docs),
  };
}

interface WeightedForm {
  form: string;
  weight: number;
}

/**
 * A question word's ways to match: the word itself (with prefix and fuzzy matching), a shortened stem, and
 * each synonym, scored by the best of them; a compound's parts are one way together, their scores added.
 */
interface TermForms {
  alternatives: WeightedForm[];
  parts: WeightedForm[];
}

function formsOf(term: string, index: LanguageIndex): TermForms {
  const seen = new Set([term]);
  const fresh = (form: string): boolean => {
    if (seen.has(form)) return false;
    seen.add(form);
    return true;
  };
  const parts = index.vocabulary.compoundParts(term).filter(fresh).map((form) => ({ form, weight: FORM_WEIGHT.part }));
  const alternatives: WeightedForm[] = [{ form: term, weight: 1 }];
  for (const form of index.vocabulary.inflections(term).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.inflection });
  for (const form of shortenedForms(term, index.lang).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.truncated });
  for (const form of slipForms(term, index).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.slip });
  const synonyms = [term, ...index.vocabulary.compoundParts(term), ...synonymTail(term, index)].flatMap((t) => synonymsOf(t, index.lang));
  const synonymForms = synonyms.flatMap((word) => [word, ...index.vocabulary.inflections(word)]).filter(fresh);
  alternatives.push(...synonymForms.map((form) => ({ form, weight: FORM_WEIGHT.synonym })));
  return { alternatives, parts };
}

/**
 * The longest end of an unknown compound that belongs to a synonym group ("långtids|sjuk" → "sjuk"): the visitor's
 * compound is about what its last part names, though the site has neither the compound nor its head.
 */
function synonymTail(term: string, index: LanguageIndex): string[] {
  if (index.vocabulary.has(term) || index.vocabulary.compoundParts(term).length > 0) return [];
  for (let cut = MIN_HEAD_OF_TAIL; cut <= term.length - MIN_SYNONYM_TAIL; cut++) {
    const tail = term.slice(cut);
    if (synonymsOf(tail, index.lang).length > 0) return [tail];
  }
  return [];
}
/** A compound's head and its synonym tail are at least this long. */
const MIN_HEAD_OF_TAIL = 3;
const MIN_SYNONYM_TAIL = 4;

/**
 * Words of the site that are the unknown question word with one slip of the keyboard: two neighbouring letters
 * swapped ("netwrok"), or a letter left out ("suport", "hardwre", "gjenomført"). One letter too many or a wrong
 * one made other words of the site as often as the intended one ("stuff" → "staff"), so they are left to fuzzy search.
 */
function slipForms(term: string, index: LanguageIndex): string[] {
  if (term.length < MIN_SLIPPED || index.vocabulary.has(term) || /\d/.test(term)) return [];
  const forms = new Set<string>();
  const offer = (form: string) => {
    if (form !== term && form.length >= MIN_SLIPPED && index.vocabulary.has(form)) forms.add(form);
  };
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] !== term[i + 1]) offer(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  // A letter left out: only in a longer word, where one letter more rarely makes another word of the site.
  if (term.length >= MIN_WITH_LETTER_LEFT_OUT) {
    for (let i = 0; i <= term.length; i++) for (const letter of index.vocabulary.letters) offer(term.slice(0, i) + letter + term.slice(i));
  }
  return [...forms];
}

/**
 * Shorter beginnings of a word, searched as prefixes: a long word's first letters ("respond" → "respon"
 * finds "response"), and in Finnish the stem without its last vowel, which inflection changes
 * ("vanhoista" → "vanho" → "vanh" finds "vanha").
 */
function shortenedForms(term: string, lang: Lang): string[] {
  const forms: string[] = [];
  if (term.length > TRUNCATE_AT + 1) forms.push(term.slice(0, TRUNCATE_AT));
  if (lang === "fi" && term.length >= 5 && /[aeiouyäö]$/.test(term)) forms.push(term.slice(0, -1));
  // Finnish nouns in -s change their stem: "muutos", "muutoksen" (muutoks-), "muutosten" (muutost-).
  if (lang === "fi" && term.length >= 6 && /[aeiouyäö](st|ks)$/.test(term)) forms.push(`${term.slice(0, -2)}${term.endsWith("st") ? "ks" : "st"}`);
  return forms;
}

/** How a passage matched one form of a word: its BM25 score (times the form's weight), and whether only by learned words. */
interface FormHit {
  score: number;
  /** Only the passage's learned visitor words have it, not its copy. */
  learnedOnly: boolean;
}

/** Score per passage for one form of a word: BM25 with prefix and fuzzy matching, times the form's weight. */
function formScores(index: LanguageIndex, { form, weight }: WeightedForm): Map<number, FormHit> {
  const found = searchedForm(index, form);
  if (weight === 1) return found;
  return new Map([...found].map(([id, { score, learnedOnly }]) => [id, { score: score * weight, learnedOnly }]));
}

/**
 * The forms one answer has searched, per index and fields: an answer searches a message, its asked sentence, its
 * sub-questions and the fixed reply's alternatives, which share most of their words. Only within one answer
 * (withSearchMemo), so that nothing is kept between visitors and a replaced corpus is searched afresh.
 */
let searchMemo: Map<MiniSearch<PassageDoc>, Map<string, Map<number, FormHit>>> | null = null;

/** Runs one answer's searches with the forms it has already searched remembered. */
export function withSearchMemo<T>(answer: () => T): T {
  if (searchMemo) return answer();
  searchMemo = new Map();
  try {
    return answer();
  } finally {
    searchMemo = null;
  }
}

/** Score per passage for one form of a word, as BM25 with prefix and fuzzy matching found it. */
function searchedForm(index: LanguageIndex, form: string): Map<number, FormHit> {
  const key = `${index.fields.join(",")} ${form}`;
  let forIndex = searchMemo?.get(index.search);
  const known = forIndex?.get(key);
  if (known) return known;
  // The form is already normalised: it must not be stemmed a second time.
  const results = index.search.search(form, { fields: index.fields, tokenize: (text) => [text], processTerm: (term) => term });
  const found = new Map(
    results.map((result) => [
      result.id as number,
      { score: result.score, learnedOnly: Object.values(result.match).every((fields) => fields.every((field) => field === LEARNED_FIELD)) },
    ]),
  );
  if (searchMemo) {
    if (!forIndex) searchMemo.set(index.search, (forIndex = new Map()));
    forIndex.set(key, found);
  }
  return found;
}

interface TermMatch {
  score: number;
  /** Weight of the way it matched: a synonym is weaker evidence that the passage is about the word. */
  weight: number;
  /** Only by the visitor words learned for the passage: the site's copy itself never says it. */
  learnedOnly: boolean;
}

/** For one question word: each passage's best way of matching it. */
function termMatches(index: LanguageIndex, term: string): Map<number, TermMatch> {
  const { alternatives, parts } = formsOf(term, index);
  const best = new Map<number, TermMatch>();
  const offer = (id: number, score: number, weight: number, learnedOnly: boolean) => {
    const match = { score, weight, learnedOnly };
    const current = best.get(id);
    if (!current || match.score * match.weight > current.score * current.weight) best.set(id, match);
  };
  // A word the site never uses, not even inflected ("oppsigelsestid" where the terms say "oppsigelsesfrist"),
  // is the visitor's way of saying the synonym: then the synonym is nearly as good evidence as the word itself.
  // A word only visitors' learned words have is such a word too: the copy never says it.
  const own = alternatives.filter((form) => form.weight > FORM_WEIGHT.synonym).map((form) => ({ form, scores: formScores(index, form) }));
  const unknownWord = own.every(({ form, scores }) => form.weight < FORM_WEIGHT.inflection || [...scores.values()].every((hit) => hit.learnedOnly));
  for (const { form, scores } of own) {
    for (const [id, { score, learnedOnly }] of scores) offer(id, score, form.weight, learnedOnly);
  }
  for (const form of alternatives.filter((f) => f.weight === FORM_WEIGHT.synonym)) {
    const weight = unknownWord ? FORM_WEIGHT.synonymOfUnknownWord : form.weight;
    for (const [id, { score, learnedOnly }] of formScores(index, form)) offer(id, (score / form.weight) * weight, weight, learnedOnly);
  }
  // A compound's parts count together: both found is nearly the word itself, one alone ("tuki" of
  // "laitteistotuki") is much weaker evidence.
  // The last part names only the kind of thing ("tid" of "oppsigelsestid"): found alone, it says little.
  const partSums = new Map<number, { score: number; found: number; onlyLast: boolean; learnedOnly: boolean }>();
  parts.forEach((form, position) => {
    const last = position === parts.length - 1 && parts.length > 1;
    for (const [id, { score, learnedOnly }] of formScores(index, form)) {
      const sum = partSums.get(id) ?? { score: 0, found: 0, onlyLast: true, learnedOnly: true };
      partSums.set(id, { score: sum.score + score, found: sum.found + 1, onlyLast: sum.onlyLast && last, learnedOnly: sum.learnedOnly && learnedOnly });
    }
  });
  for (const [id, { score, found, onlyLast, learnedOnly }] of partSums) {
    const share = (found / parts.length) * (onlyLast ? LONE_HEAD_SHARE : 1);
    offer(id, score * share, FORM_WEIGHT.part * share, learnedOnly);
  }
  return best;
}

/**
 * Words that say what kind of answer is wanted ("how fast can you come") more than what it is about; the
 * figure boost already serves them, so they count half, and the subject of the question decides.
 */
const QUESTION_TYPE_WORDS = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, new Set(SITE_LANGUAGES[lang].questionTypeWords.map((word) => normaliseTerm(word, lang)!))]),
) as unknown as Record<Lang, ReadonlySet<string>>;
const QUESTION_TYPE_WEIGHT = 0.5;

/**
 * A passage's score: its question words' scores added, times how many words it matched (weighted by how
 * directly), so a passage that covers the question beats one that repeats a single word often.
 */
interface Ranking {
  passages: RankedPassage[];
  /** How many words the question asks with (a hyphenated word's unknown joined form not counted). */
  askedTerms: number;
  /** Question words that only a few passages use themselves (not by a part, synonym or near-miss). */
  distinctiveTerms: string[];
  /** Question words no passage matches in any way: "pizza" on an IT services site. */
  unknownTerms: string[];
}

interface RankedPassage {
  id: number;
  score: number;
  matchedTerms: string[];
  learnedTerms: string[];
  /** Share of the question's words matched, question-type words ("how fast") counting half. */
  coverage: number;
  /** How directly the passage matched the question, 0..1: every word itself = 1, only synonyms = 0.5. */
  strength: number;
  knownCoverage: number;
}

function termWeight(term: string, lang: Lang): number {
  return QUESTION_TYPE_WORDS[lang].has(term) ? QUESTION_TYPE_WEIGHT : 1;
}

/**
 * A word used by at most this share of a language's passages (and at least one) is distinctive: about 1 in 40,
 * so the FAQ answer and the one or two lists that state the same fact, not a word of every service page.
 */
const DISTINCTIVE_SHARE = 0.025;

/** How many passages use a question word itself or an inflection of it; parts, synonyms and near-misses do not count. */
function directlyMatching(matches: Map<number, TermMatch>): number {
  let direct = 0;
  for (const match of matches.values()) if (match.weight >= FORM_WEIGHT.inflection && !match.learnedOnly) direct++;
  return direct;
}

/**
 * An FAQ's answer was written to answer a visitor's question; a list of features or benefits was written to sell.
 * Between passages that match a question about equally well, the answer is the better reply — except for a
 * speed question, which the page's table of response times answers best.
 */
const FAQ_ANSWER_PRIOR = 1.5;

function isFaqAnswer(doc: PassageDoc): boolean {
  return doc.url.endsWith("#faq");
}

/** Whether a term is two other terms of the question written together (a hyphenated word kept joined). */
function isJoinedForm(term: string, terms: string[]): boolean {
  return terms.some((first) => first !== term && term.startsWith(first) && terms.some((second) => second !== term && first + second === term));
}

function rankPassages(index: LanguageIndex, terms: string[]): Ranking {
  const perDoc = new Map<number, { sum: number; weight: number; covered: number; matchedTerms: string[]; learnedTerms: string[] }>();
  const unknownTerms: string[] = [];
  const distinctiveTerms: string[] = [];
  let totalWeight = terms.reduce((total, term) => total + termWeight(term, index.lang), 0);
  let joinedForms = 0;
  for (const term of terms) {
    const weightOfTerm = termWeight(term, index.lang);
    const matches = termMatches(index, term);
    // "SLA-tiden" is read as "sla", "tiden" and the joined "slatid": a joined form the site never uses is no
    // subject of its own when its halves are the question's words too.
    if (matches.size === 0 && isJoinedForm(term, terms)) {
      totalWeight -= weightOfTerm;
      joinedForms++;
      continue;
    }
    if (matches.size === 0 && weightOfTerm === 1) unknownTerms.push(term);
    const direct = directlyMatching(matches);
    if (weightOfTerm === 1 && direct > 0 && direct <= Math.max(1, index.docs.size * DISTINCTIVE_SHARE)) distinctiveTerms.push(term);
    for (const [id, match] of matches) {
      const entry = perDoc.get(id) ?? { sum: 0, weight: 0, covered: 0, matchedTerms: [], learnedTerms: [] };
      entry.sum += match.score * weightOfTerm;
      entry.weight += match.weight * weightOfTerm;
      entry.covered += weightOfTerm;
      entry.matchedTerms.push(term);
      if (match.learnedOnly) entry.learnedTerms.push(term);
      perDoc.set(id, entry);
    }
  }
  const knownWeight = totalWeight - unknownTerms.length;
  const passages = [...perDoc]
    .map(([id, { sum, weight, covered, matchedTerms, learnedTerms }]) => ({
      id,
      score: sum * weight * (covered / totalWeight) * index.docs.get(id)!.prior,
      matchedTerms,
      learnedTerms,
      coverage: covered / totalWeight,
      strength: weight / totalWeight,
      knownCoverage: knownWeight > 0 ? Math.min(1, covered / knownWeight) : 0,
    }))
    .sort((a, b) => b.score - a.score);
  return { passages, unknownTerms, distinctiveTerms, askedTerms: terms.length - joinedForms };
}

/** Questions whose answer is a figure: how fast, how long, how much, when, which uptime or SLA. */
const cues = (lang: Lang) => SITE_LANGUAGES[lang].cues;
/** A passage that states a figure answers such a question better than one that only talks about it. */
const FIGURE_BOOST = 1.4;

/** An amount of money: the site states prices only as fees and penalties in its terms ("60 SEK"). */
export const AMOUNT = /\d[\d\s.,]*\s?(SEK|NOK|DKK|EUR|kr|€)(?![\p{L}])/u;
/**
 * A question about a fee, a penalty or a cap ("what is the fee if we hire your consultant?") asks for an amount: the
 * clause that states one answers it better than a passage about the subject (who employs the consultant) that
 * learned visitors' words for it (measured on the development set, leave-one-batch-out: 1.4 changed nothing, 2 won two).
 */
const AMOUNT_BOOST = 2;

export function asksForFigure(question: string, language: Lang): boolean {
  return cues(language).figure.test(question);
}

/** Questions about a process or a set of levels: how it goes, which steps, which support levels. */
export function asksForProcess(question: string, language: Lang): boolean {
  return cues(language).process.test(question);
}

function hasFigure(doc: PassageDoc): boolean {
  return /\d/.test(doc.text);
}

/**
 * Questions about speed: how fast you respond, come or fix, which response time applies. Their answer is a
 * time figure ("within 4 hours"), best the page's table of them (SLA rows, support levels).
 */
/** A speed question about coming over ("how fast can you come") asks when a technician is on site. */
/** Where a passage says a technician is on site. */
/** A time figure as the site states response times: "4 timmar", "30 minutes", "2–4 hour", "4 tunnin", "8 h". */
const TIME_FIGURE =
  /\d+(?:[–-]\d+)?\s?(?:timmar|timme|minuter|hours?|minutes?|h\b|timer|time\b|minutter|tunnin|tuntia|tunnissa|tunti|minuutin|minuuttia|minuutissa)/giu;

export function asksForSpeed(question: string, language: Lang): boolean {
  return cues(language).speed.test(question);
}

function asksForArrival(question: string, language: Lang): boolean {
  return asksForSpeed(question, language) && cues(language).arrival.test(question);
}

/** The distinct time figures of a text: "4 timmar" twice counts once. */
function timeFigures(text: string): Set<string> {
  return new Set([...text.matchAll(TIME_FIGURE)].map((match) => match[0].toLowerCase().replace(/\s+/g, " ")));
}

/** A table of response times: a list shown whole (SLA rows, support levels) whose items state two or more times. */
export function isTimeTable(doc: PassageDoc): boolean {
  if (doc.pickItems || doc.listFrom >= doc.lines.length) return false;
  return timeFigures(doc.lines.slice(doc.listFrom).join("\n")).size >= 2;
}

/** A speed question about answering ("how fast do you respond") asks for a response time. */
/**
 * Words of a speed question that name no subject ("how fast do you respond"): such a question is about the
 * company as a whole, whose claims and contact details state its response time.
 */
/** Which countries we work in: a question about coverage. */
/** A passage naming three or more of the countries answers "which countries" directly. */
const COUNTRY_BOOST = 1.8;

/** A Nordic town the site does not name: whether we come there is what the coverage text answers. */
const NAMED_TOWN = new RegExp(`(?<![\\p{L}])(${smallerTowns().join("|")})(?![\\p{L}])`, "iu");

/** "Can you be on site in Bergen?": coming to a town is field service, whose coverage and SLA answer it. */
export function asksForTownVisit(question: string, language: Lang): boolean {
  return NAMED_TOWN.test(question) && cues(language).arrival.test(question);
}

export function asksForCountries(question: string, language: Lang): boolean {
  return cues(language).countries.test(question) || NAMED_TOWN.test(question);
}

/** Whether a text names three or more of the countries we work in. */
export function namesCountries(text: string, language: Lang): boolean {
  return new Set([...text.matchAll(cues(language).countryNames)].map((m) => m[0].toLowerCase().slice(0, 4))).size >= 3;
}

function countryBoost(doc: PassageDoc): number {
  return namesCountries(doc.text, doc.language) ? COUNTRY_BOOST : 1;
}

/** Where the company is: its office or address. */
/** For a question about where we are: the contact details, which give the address, whenever they match at all. */
const LOCATION_BOOST = 20;

/** Whether the question asks where we are, or for our phone number or email address: the contact details answer. */
function asksForLocation(question: string, language: Lang): boolean {
  return contactWords(question, language).length > 0;
}

/**
 * The words the contact details use for what is asked (the address, the phone, the email), searched for with the
 * question's own words: "Vilket telefonnummer når jag er på?" finds "Telefon: …".
 */
function contactWords(question: string, language: Lang): string[] {
  const data = SITE_LANGUAGES[language];
  const words: string[] = [];
  if (data.cues.location.test(question)) words.push(data.addressWord);
  if (data.cues.phone.test(question)) words.push(data.phoneWord);
  if (data.cues.email.test(question)) words.push(data.emailWord);
  return words;
}

/** The contact page's list of details: phone, email, address. */
function isContactDetails(doc: PassageDoc): boolean {
  return doc.pagePath === `/${doc.language}/kontakt` && doc.listFrom < doc.lines.length;
}

/** For a speed question: a passage stating time figures is worth more, a table of them more still. */
const SPEED_FIGURE_BOOST = 1.25;
const SPEED_FIGURE_STEP = 0.15;
const MAX_COUNTED_FIGURES = 4;
const SPEED_TABLE_BOOST = 1.4;
/** For "how fast can you come": a passage about being on site. */
const ARRIVAL_BOOST = 1.6;
/** For "how fast do you respond": a passage that states a response time. */
const RESPONSE_BOOST = 1.5;
/** For a speed question naming no subject: the home page's claims and the contact details. */
const COMPANY_BOOST = 4;
/** How near (in characters) an on-site phrase must be to a time figure to say when a technician is there. */
const ON_SITE_REACH = 60;

/**
 * Words of an arrival question that name no service ("how fast can you be on site"): sending a technician
 * on site is field service, whose SLA answers it.
 */
/** The page that sends technicians on site. */
const FIELD_SERVICE_SLUG = "faltservice";

function isFieldService(doc: PassageDoc): boolean {
  return doc.pagePath === `/${doc.language}/${FIELD_SERVICE_SLUG}`;
}

interface SpeedCue {
  arrival: boolean;
  response: boolean;
  /** The question names no subject: it is about the company (or, when arriving, about field service). */
  subjectless: boolean;
}

function speedCue(question: string, language: Lang, terms: string[]): SpeedCue {
  const arrival = asksForArrival(question, language);
  const generic = new Set(
    [...SITE_LANGUAGES[language].speedOnlyWords, ...(arrival ? SITE_LANGUAGES[language].arrivalOnlyWords : [])].map((word) => normaliseTerm(word, language)),
  );
  return {
    arrival,
    response: cues(language).response.test(question),
    subjectless: terms.every((term) => generic.has(term) || QUESTION_TYPE_WORDS[language].has(term)),
  };
}

/** A time figure with an on-site phrase close by: "a technician on site within 4 hours". */
function statesOnSiteTime(doc: PassageDoc): boolean {
  const onSite = cues(doc.language).onSite;
  return [...doc.text.matchAll(TIME_FIGURE)].some((match) => {
    const from = Math.max(0, match.index - ON_SITE_REACH);
    return onSite.test(doc.text.slice(from, match.index + match[0].length + ON_SITE_REACH));
  });
}

function isCompanyWide(doc: PassageDoc): boolean {
  return doc.pagePath === `/${doc.language}` || doc.pagePath === `/${doc.language}/kontakt`;
}

function speedBoost(doc: PassageDoc, cue: SpeedCue): number {
  const figures = Math.min(timeFigures(doc.text).size, MAX_COUNTED_FIGURES);
  if (figures === 0) return 1;
  // "How fast can you come?" asks when a technician is on site: other times (a reply within 2 hours) do not answer it.
  if (cue.arrival && !cue.subjectless && !statesOnSiteTime(doc)) return 1;
  const base = SPEED_FIGURE_BOOST + SPEED_FIGURE_STEP * (figures - 1);
  // A service's table of times does not answer a question about the company as a whole.
  const companyQuestion = cue.subjectless && !cue.arrival;
  const table = isTimeTable(doc) && !companyQuestion ? SPEED_TABLE_BOOST : 1;
  const onSite = cue.arrival && statesOnSiteTime(doc) ? ARRIVAL_BOOST : 1;
  const response = cue.response && cues(doc.language).responseWords.test(doc.text) ? RESPONSE_BOOST : 1;
  const company = companyQuestion && isCompanyWide(doc) ? COMPANY_BOOST : 1;
  const fieldService = cue.subjectless && cue.arrival && isFieldService(doc) ? COMPANY_BOOST : 1;
  return base * table * onSite * response * company * fieldService;
}

/**
 * A figure written right before the thing it counts, in its next two words ("500+ Completed projects", "100+
 * Bedriftskunder"), answers "how many projects?" better than a page that only talks about projects: the passage
 * that states the count, wherever it stands. A percentage is a share, not a count ("99,9 % oppetid").
 */
const COUNT_BOOST = 5;
const COUNTED = /\d[\d\s.,]*\+?\s+([\p{L}-]+(?:\s[\p{L}-]+)?)/gu;

/** A counted word answers the question when it is one of its words or their synonyms, or contains one ("Bedriftskunder"). */
const MIN_CONTAINED = 4;

/** The question's words and their synonyms, once a question: what a figure in a passage may be counting. */
function askedThings(terms: string[], language: Lang): string[] {
  return [...new Set([...terms, ...terms.flatMap((term) => synonymsOf(term, language))])];
}

function countsAskedThing(doc: PassageDoc, asked: string[], language: Lang): boolean {
  for (const [, words] of doc.text.matchAll(COUNTED)) {
    const counted = contentTerms(words!, language);
    if (counted.some((term) => asked.some((thing) => thing === term || (thing.length >= MIN_CONTAINED && term.includes(thing))))) return true;
  }
  return false;
}

/** How many of a page's best passages speak for the page as a whole. */
const PAGE_EVIDENCE_PASSAGES = 3;
/** How much the page's evidence weighs against the passage's own score (0: none, 1: all). */
const PAGE_EVIDENCE_WEIGHT = 0.5;

/**
 * A passage on a page that is about the question as a whole (several of its passages match) beats an equally
 * scored passage on a page that mentions it once: the page's best passages' scores, relative to the best page.
 */
function withPageEvidence<T extends { id: number; score: number }>(scored: T[], index: LanguageIndex): T[] {
  const perPage = new Map<string, number[]>();
  for (const passage of scored) {
    const page = index.docs.get(passage.id)!.pagePath;
    perPage.set(page, [...(perPage.get(page) ?? []), passage.score]);
  }
  const evidence = new Map(
    [...perPage].map(([page, scores]) => [page, [...scores].sort((a, b) => b - a).slice(0, PAGE_EVIDENCE_PASSAGES).reduce((sum, x) => sum + x, 0)]),
  );
  const strongest = Math.max(1e-9, ...evidence.values());
  return scored.map((passage) => {
    const share = evidence.get(index.docs.get(passage.id)!.pagePath)! / strongest;
    return { ...passage, score: passage.score * (1 - PAGE_EVIDENCE_WEIGHT + PAGE_EVIDENCE_WEIGHT * share) };
  });
}

/** The best passages for a question with their coverage of the question's terms, best first. */
function searchIndex(index: LanguageIndex, question: string, limit: number): KnowledgeHit[] {
  const language = index.lang;
  const locationWanted = asksForLocation(question, language);
  // "Var finns ni?" has no content word left: the question itself asks for the address.
  const terms = contentTerms(locationWanted ? `${question} ${contactWords(question, language).join(" ")}` : question, language);
  if (terms.length === 0) return [];
  const figureWanted = asksForFigure(question, language);
  const feeWanted = cues(language).fee.test(question);
  const counted = cues(language).count.test(question) ? askedThings(terms, language) : null;
  const speedWanted = asksForSpeed(question, language);
  const cue = speedWanted ? speedCue(question, language, terms) : null;
  const countriesWanted = asksForCountries(question, language);
  const townVisit = asksForTownVisit(question, language);
  const { passages, unknownTerms, distinctiveTerms, askedTerms } = rankPassages(index, terms);
  const placeTerms = terms.filter((term) => PLACE_STEMS[language].has(term)).length;
  const boosted = ({ id, score }: RankedPassage): number => {
    const doc = index.docs.get(id)!;
    // A visit to a town is answered with the service level that applies there.
    const figure = (figureWanted || speedWanted || townVisit) && hasFigure(doc) ? FIGURE_BOOST : 1;
    const amount = feeWanted && AMOUNT.test(doc.text) ? AMOUNT_BOOST : 1;
    const location = locationWanted && isContactDetails(doc) ? LOCATION_BOOST : 1;
    const fieldService = townVisit && isFieldService(doc) ? COMPANY_BOOST : 1;
    const answer = !speedWanted && isFaqAnswer(doc) ? FAQ_ANSWER_PRIOR : 1;
    const count = counted && countsAskedThing(doc, counted, language) ? COUNT_BOOST : 1;
    return score * answer * count * figure * amount * (cue ? speedBoost(doc, cue) : 1) * (countriesWanted ? countryBoost(doc) : 1) * location * fieldService;
  };
  const votes = index.neighbours ? neighbourVotes(index.neighbours, question) : null;
  const scored = passages.map((ranked) => {
    const neighbourBoost = 1 + NEIGHBOUR_WEIGHT * (votes?.get(ranked.id) ?? 0);
    return { ...ranked, score: boosted(ranked) * neighbourBoost, neighbourBoost };
  });
  const ranked = withPageEvidence(scored, index).sort((a, b) => b.score - a.score);
  return ranked
    .slice(0, limit)
    .map(({ id, score, neighbourBoost, matchedTerms, learnedTerms, coverage, strength, knownCoverage }, position) => {
      const doc = index.docs.get(id)!;
      return {
        title: doc.title,
        url: doc.url,
        text: doc.text,
        language: doc.language,
        score,
        neighbourBoost,
        doc,
        coverage,
        strength,
        matchedTerms,
        learnedTerms,
        unknownTerms,
        knownCoverage,
        knownTerms: askedTerms - unknownTerms.length,
        distinctiveTerms,
        lead: score / Math.max(1e-9, ranked[position + 1]?.score ?? 0),
        placeTerms,
      };
    });
}

/**
 * The site's knowledge in the four languages: one MiniSearch index per language over the corpus's passages.
 * Built in a few hundred milliseconds; the services build one at start and replace it when content changes.
 */
export class KnowledgeIndex {
  /** Shared with the copy-only view, so that replacing the corpus replaces both. */
  #built: { indexes: Record<Lang, LanguageIndex> };
  #learned: boolean;

  constructor(corpus: Corpus) {
    this.#built = { indexes: KnowledgeIndex.#build(corpus) };
    this.#learned = true;
  }

  /** Answers from now on come from this corpus (content was published, changed or withdrawn). */
  replace(corpus: Corpus): void {
    this.#built.indexes = KnowledgeIndex.#build(corpus);
  }

  /**
   * The same knowledge searched by the site's copy alone, without the visitor words learned for its passages: what
   * the copy answers by itself is answered as it says it; the learned words help where it does not.
   */
  copyOnly(): KnowledgeIndex {
    const view = new KnowledgeIndex({ se: [], en: [], fi: [], no: [] });
    view.#built = this.#built;
    view.#learned = false;
    return view;
  }

  static #build(corpus: Corpus): Record<Lang, LanguageIndex> {
    return Object.fromEntries(LANGUAGES.map((lang) => [lang, buildIndex(lang, corpus[lang])])) as Record<Lang, LanguageIndex>;
  }

  #index(language: Lang): LanguageIndex {
    const index = this.#built.indexes[language];
    return this.#learned ? index : { ...index, fields: COPY_FIELDS, neighbours: null };
  }

  /** The best passages for a question with their coverage of the question's terms, best first. */
  search(question: string, language: Lang, limit = 4): KnowledgeHit[] {
    return searchIndex(this.#index(language), question, limit);
  }

  /** The best passages for a question, in the given language, best first (what the AI assistant is grounded on). */
  retrieve(question: string, language: Lang, limit = 4): Passage[] {
    return this.search(question, language, limit).map(({ title, url, text, language: lang, score }) => ({ title, url, text, language: lang, score }));
  }

  /** The same passage in another language (the reply language the visitor chose). */
  counterpartOf(doc: PassageDoc, lang: Lang): PassageDoc | undefined {
    return this.#built.indexes[lang].byKey.get(doc.key);
  }

  /** Whether the site's copy in this language uses the word (in some inflection). */
  knowsWord(word: string, lang: Lang): boolean {
    const term = normaliseTerm(word, lang);
    if (term === null) return false;
    const { vocabulary } = this.#built.indexes[lang];
    return vocabulary.has(term) || vocabulary.inflections(term).length > 0;
  }

  /** Whether the site's copy in this language uses a word of the same stem: no ending is added or cut ("persn" is none). */
  usesStemOf(word: string, lang: Lang): boolean {
    const term = normaliseTerm(word, lang);
    return term !== null && this.#built.indexes[lang].vocabulary.has(term);
  }

  /** Whether a typed word is one slip from a word of the site other than the one meant ("contrct": contract, not contact). */
  slipsToAnotherWord(typed: string, meant: string, lang: Lang): boolean {
    const term = normaliseTerm(typed, lang);
    if (term === null) return false;
    const meantTerm = normaliseTerm(meant, lang);
    return slipForms(term, this.#built.indexes[lang]).some((form) => form !== meantTerm);
  }

  /** Every passage of a language, for tests and the evaluation. */
  passages(lang: Lang): PassageDoc[] {
    return [...this.#built.indexes[lang].docs.values()];
  }
}
