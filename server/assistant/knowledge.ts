// Retrieval over the site's own content in four languages (MiniSearch), for the offline and the AI assistant.
import MiniSearch, { type SearchOptions } from "minisearch";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { buildPassageDocs, type PassageDoc } from "./passages.ts";
import { synonymsOf } from "./synonyms.ts";
import { contentTerms, normaliseTerm, splitWords } from "./text-terms.ts";

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
  /** Share of the question's content terms this passage matched (directly, as a compound part or a synonym), 0..1. */
  coverage: number;
  /** The question's content terms this passage matched. */
  matchedTerms: string[];
}

const FIELDS = ["heading", "text", "keywords"];

const SEARCH_OPTIONS: SearchOptions = {
  boost: { heading: 1.5, keywords: 1.2, text: 1 },
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
const FORM_WEIGHT = { inflection: 0.9, part: 0.8, truncated: 0.6, synonym: 0.5 };
/** Words of the site that are the question word plus an ending of at most this many letters count as its inflections. */
const MAX_ENDING = 3;
/** A short stem takes only a short ending: "komm" is "komme" or "kommer", not "kommune". */
function maxEnding(word: string): number {
  return word.length <= 5 ? 2 : MAX_ENDING;
}
const MAX_INFLECTIONS = 8;
/** Inflected and derived forms share a beginning: "respond" and "response", "tunnin" and "tuntia" less so. */
const TRUNCATE_AT = 6;
/** Parts of a compound: a head of 4+ letters (plus a linking letter) and a tail of 3+ letters, both words of the site. */
const COMPOUND = { minHead: 4, minTail: 3, minLength: 8, linking: ["s", "u", "a", "e", "o", "i"] };

/** The stems of every word of a language's passages: what compound parts must be to count. */
class Vocabulary {
  private readonly words: Set<string>;
  private readonly sorted: string[];
  private readonly parts = new Map<string, string[]>();

  constructor(words: Iterable<string>) {
    this.words = new Set(words);
    this.sorted = [...this.words].sort();
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** Position of the first word not sorting before the given beginning. */
  private lowerBound(beginning: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sorted[mid]! < beginning) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** A known word begins with this (an inflected head of a Finnish compound is still a known beginning). */
  private beginsKnownWord(head: string): boolean {
    return this.sorted[this.lowerBound(head)]?.startsWith(head) ?? false;
  }

  /**
   * Words of the site that are this word plus a short ending ("serv" → "servr", "server"): a bounded prefix
   * search, since an open one lets "serv" (server) match "servicehistorik".
   */
  inflections(word: string): string[] {
    const found = this.shorterForms(word);
    for (let i = this.lowerBound(word); i < this.sorted.length && found.length < MAX_INFLECTIONS; i++) {
      const candidate = this.sorted[i]!;
      if (!candidate.startsWith(word)) break;
      if (candidate !== word && candidate.length - word.length <= maxEnding(word)) found.push(candidate);
    }
    return found;
  }

  /** Words of the site that this word is an inflection of ("tider" → "tid"). */
  private shorterForms(word: string): string[] {
    const found: string[] = [];
    for (let cut = 1; cut <= MAX_ENDING; cut++) {
      const shorter = word.slice(0, -cut);
      if (shorter.length >= 3 && cut <= maxEnding(shorter) && this.words.has(shorter)) found.push(shorter);
    }
    return found;
  }

  /** The head as a word of the site ("svars" → "svar"), or null when it is none. */
  private knownHead(head: string): string | null {
    if (head.length < COMPOUND.minHead) return null;
    if (this.words.has(head)) return head;
    const withoutLink = head.slice(0, -1);
    if (COMPOUND.linking.includes(head.at(-1)!) && withoutLink.length >= COMPOUND.minHead && this.words.has(withoutLink)) return withoutLink;
    return head.length >= 5 && this.beginsKnownWord(head) ? head : null;
  }

  /** "hardvarusupport" → ["hardvar", "support"]; [] when the word is not a compound of known words. */
  compoundParts(word: string): string[] {
    const cached = this.parts.get(word);
    if (cached) return cached;
    let best: string[] = [];
    if (word.length >= COMPOUND.minLength && !/\d/.test(word)) {
      // The longest known tail wins: Nordic compounds put the meaning in their last part.
      for (let cut = COMPOUND.minHead; cut <= word.length - COMPOUND.minTail; cut++) {
        const tail = word.slice(cut);
        const head = this.words.has(tail) ? this.knownHead(word.slice(0, cut)) : null;
        if (head) {
          best = [head, tail];
          break;
        }
      }
    }
    this.parts.set(word, best);
    return best;
  }
}

interface LanguageIndex {
  lang: Lang;
  search: MiniSearch<PassageDoc>;
  docs: Map<number, PassageDoc>;
  vocabulary: Vocabulary;
}

function docWords(doc: PassageDoc): string[] {
  return FIELDS.flatMap((field) => splitWords(String(doc[field as keyof PassageDoc])));
}

function buildIndex(lang: Lang, firstId: number): LanguageIndex {
  const docs = buildPassageDocs(lang, firstId);
  const stems = docs.flatMap(docWords).map((word) => normaliseTerm(word, lang)).filter((stem): stem is string => stem !== null);
  const vocabulary = new Vocabulary(stems);
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
  return { lang, search, docs: new Map(docs.map((doc) => [doc.id, doc])), vocabulary };
}

let indexes: Record<Lang, LanguageIndex> | null = null;

/** Built once on first use (about a thousand short passages: a few hundred milliseconds). */
function languageIndex(lang: Lang): LanguageIndex {
  if (!indexes) {
    const built: Partial<Record<Lang, LanguageIndex>> = {};
    LANGUAGES.forEach((language, position) => {
      built[language] = buildIndex(language, position * 100_000);
    });
    indexes = built as Record<Lang, LanguageIndex>;
  }
  return indexes[lang];
}

/** Builds the indexes now rather than on the first question. */
export function warmKnowledge(): void {
  languageIndex("se");
}

/** Every passage of a language, for tests and the evaluation. */
export function allPassages(lang: Lang): PassageDoc[] {
  return [...languageIndex(lang).docs.values()];
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
  const fresh = (form: string) => !seen.has(form) && seen.add(form) !== undefined;
  const parts = index.vocabulary.compoundParts(term).filter(fresh).map((form) => ({ form, weight: FORM_WEIGHT.part }));
  const alternatives: WeightedForm[] = [{ form: term, weight: 1 }];
  for (const form of index.vocabulary.inflections(term).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.inflection });
  for (const form of shortenedForms(term, index.lang).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.truncated });
  const synonyms = [term, ...index.vocabulary.compoundParts(term)].flatMap((t) => synonymsOf(t, index.lang)).filter(fresh);
  alternatives.push(...synonyms.map((form) => ({ form, weight: FORM_WEIGHT.synonym })));
  return { alternatives, parts };
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
  return forms;
}

/** Score per passage for one form of a word: BM25 with prefix and fuzzy matching, times the form's weight. */
function formScores(index: LanguageIndex, { form, weight }: WeightedForm): Map<number, number> {
  // The form is already normalised: it must not be stemmed a second time.
  const results = index.search.search(form, { tokenize: (text) => [text], processTerm: (term) => term });
  return new Map(results.map((result) => [result.id as number, result.score * weight]));
}

interface TermMatch {
  score: number;
  /** Weight of the way it matched: a synonym is weaker evidence that the passage is about the word. */
  weight: number;
}

/** For one question word: each passage's best way of matching it. */
function termMatches(index: LanguageIndex, term: string): Map<number, TermMatch> {
  const { alternatives, parts } = formsOf(term, index);
  const best = new Map<number, TermMatch>();
  const offer = (id: number, match: TermMatch) => {
    const current = best.get(id);
    if (!current || match.score > current.score) best.set(id, match);
  };
  for (const form of alternatives) {
    for (const [id, score] of formScores(index, form)) offer(id, { score, weight: form.weight });
  }
  const partSums = new Map<number, number>();
  for (const form of parts) {
    for (const [id, score] of formScores(index, form)) partSums.set(id, (partSums.get(id) ?? 0) + score);
  }
  for (const [id, score] of partSums) offer(id, { score, weight: FORM_WEIGHT.part });
  return best;
}

/**
 * Words that say what kind of answer is wanted ("how fast can you come") more than what it is about; the
 * figure boost already serves them, so they count half, and the subject of the question decides.
 */
const QUESTION_TYPE_WORDS: Record<Lang, ReadonlySet<string>> = {
  se: new Set(["snabbt", "snabb", "fort", "komma", "lang", "lange", "tid", "ofta"].map((w) => normaliseTerm(w, "se")!)),
  en: new Set(["fast", "quick", "quickly", "soon", "come", "long", "time", "often"].map((w) => normaliseTerm(w, "en")!)),
  no: new Set(["raskt", "rask", "fort", "komme", "lang", "lenge", "tid", "ofte"].map((w) => normaliseTerm(w, "no")!)),
  fi: new Set(["nopeasti", "nopea", "pian", "tulla", "kauan", "kauanko", "aika", "usein"].map((w) => normaliseTerm(w, "fi")!)),
};
const QUESTION_TYPE_WEIGHT = 0.5;

/**
 * A passage's score: its question words' scores added, times how many words it matched (weighted by how
 * directly), so a passage that covers the question beats one that repeats a single word often.
 */
function rankPassages(index: LanguageIndex, terms: string[]): { id: number; score: number; matchedTerms: string[] }[] {
  const perDoc = new Map<number, { sum: number; weight: number; matchedTerms: string[] }>();
  for (const term of terms) {
    const termWeight = QUESTION_TYPE_WORDS[index.lang].has(term) ? QUESTION_TYPE_WEIGHT : 1;
    for (const [id, match] of termMatches(index, term)) {
      const entry = perDoc.get(id) ?? { sum: 0, weight: 0, matchedTerms: [] };
      entry.sum += match.score * termWeight;
      entry.weight += match.weight * termWeight;
      entry.matchedTerms.push(term);
      perDoc.set(id, entry);
    }
  }
  return [...perDoc]
    .map(([id, { sum, weight, matchedTerms }]) => ({ id, score: sum * weight * (matchedTerms.length / terms.length) * index.docs.get(id)!.prior, matchedTerms }))
    .sort((a, b) => b.score - a.score);
}

/** Questions whose answer is a figure: how fast, how long, how much, when, which uptime or SLA. */
const FIGURE_QUESTION: Record<Lang, RegExp> = {
  se: /\b(hur (snabbt|fort|länge|lång|mycket|många|ofta|stor)|när|vilken (svarstid|tid|drifttid|tillgänglighet|sla|betalningstid))/iu,
  en: /\b(how (fast|quick|quickly|soon|long|much|many|often|big)|when|what (uptime|sla|response time|availability))\b/iu,
  no: /\b(hvor (raskt|fort|lenge|lang|mye|mange|ofte|stor)|når|hvilken (responstid|tid|oppetid|tilgjengelighet|sla|betalingsfrist))/iu,
  fi: /(kuinka (nopeasti|kauan|pitkä|paljon|monta|usein|suuri)|kauanko|milloin|paljonko|montako|mikä (sla|vasteaika|maksuaika|käytettävyys))/iu,
};
/** A passage that states a figure answers such a question better than one that only talks about it. */
const FIGURE_BOOST = 1.4;

export function asksForFigure(question: string, language: Lang): boolean {
  return FIGURE_QUESTION[language].test(question);
}

function hasFigure(doc: PassageDoc): boolean {
  return /\d/.test(doc.text);
}

/** The best passages for a question with their coverage of the question's terms, best first. */
export function searchKnowledge(question: string, language: Lang, limit = 4): KnowledgeHit[] {
  const terms = contentTerms(question, language);
  if (terms.length === 0) return [];
  const index = languageIndex(language);
  const figureWanted = asksForFigure(question, language);
  return rankPassages(index, terms)
    .map((ranked) => ({ ...ranked, score: figureWanted && hasFigure(index.docs.get(ranked.id)!) ? ranked.score * FIGURE_BOOST : ranked.score }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ id, score, matchedTerms }) => {
      const doc = index.docs.get(id)!;
      return {
        title: doc.title,
        url: doc.url,
        text: doc.text,
        language: doc.language,
        score,
        doc,
        coverage: matchedTerms.length / terms.length,
        matchedTerms,
      };
    });
}

/** The best passages for a question, in the given language, best first. */
export function retrievePassages(question: string, language: Lang, limit = 4): Passage[] {
  return searchKnowledge(question, language, limit).map(({ title, url, text, language: lang, score }) => ({
    title,
    url,
    text,
    language: lang,
    score,
  }));
}

/** Debugging aid: each question word's best match per passage. */
export function explainSearch(question: string, language: Lang, ids: number[]): Record<number, Record<string, TermMatch | null>> {
  const index = languageIndex(language);
  const terms = contentTerms(question, language);
  const out: Record<number, Record<string, TermMatch | null>> = {};
  for (const term of terms) {
    const matches = termMatches(index, term);
    for (const id of ids) (out[id] ??= {})[term] = matches.get(id) ?? null;
  }
  return out;
}
