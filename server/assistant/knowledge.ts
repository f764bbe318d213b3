// Retrieval over the site's own content in four languages (MiniSearch), for the offline and the AI assistant.
import MiniSearch, { type SearchOptions } from "minisearch";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { buildPassageDocs, type PassageDoc } from "./passages.ts";
import { NORDIC_TOWNS, synonymsOf } from "./synonyms.ts";
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
  /** The question's content terms that nothing on the site matches. */
  unknownTerms: string[];
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
const FORM_WEIGHT = { inflection: 0.9, part: 0.8, truncated: 0.6, synonym: 0.5, synonymOfUnknownWord: 0.9 };
/** How much a compound's last part counts when it is the only part a passage has. */
const LONE_HEAD_SHARE = 0.5;
/** Inflected and derived forms share a beginning: "respond" and "response", "tunnin" and "tuntia" less so. */
const TRUNCATE_AT = 6;

interface LanguageIndex {
  lang: Lang;
  search: MiniSearch<PassageDoc>;
  docs: Map<number, PassageDoc>;
  byKey: Map<number, PassageDoc>;
  vocabulary: Vocabulary;
}

function docWords(doc: PassageDoc): string[] {
  return FIELDS.flatMap((field) => splitWords(String(doc[field as keyof PassageDoc])));
}

function buildIndex(lang: Lang, firstId: number): LanguageIndex {
  const docs = buildPassageDocs(lang, firstId);
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
  return { lang, search, docs: new Map(docs.map((doc) => [doc.id, doc])), byKey: new Map(docs.map((doc) => [doc.key, doc])), vocabulary };
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

/** The same passage in another language (the reply language the visitor chose). */
export function counterpartOf(doc: PassageDoc, lang: Lang): PassageDoc | undefined {
  return languageIndex(lang).byKey.get(doc.key);
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
  const fresh = (form: string): boolean => {
    if (seen.has(form)) return false;
    seen.add(form);
    return true;
  };
  const parts = index.vocabulary.compoundParts(term).filter(fresh).map((form) => ({ form, weight: FORM_WEIGHT.part }));
  const alternatives: WeightedForm[] = [{ form: term, weight: 1 }];
  for (const form of index.vocabulary.inflections(term).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.inflection });
  for (const form of shortenedForms(term, index.lang).filter(fresh)) alternatives.push({ form, weight: FORM_WEIGHT.truncated });
  const synonyms = [term, ...index.vocabulary.compoundParts(term)].flatMap((t) => synonymsOf(t, index.lang));
  const synonymForms = synonyms.flatMap((word) => [word, ...index.vocabulary.inflections(word)]).filter(fresh);
  alternatives.push(...synonymForms.map((form) => ({ form, weight: FORM_WEIGHT.synonym })));
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
    if (!current || match.score * match.weight > current.score * current.weight) best.set(id, match);
  };
  // A word the site never uses, not even inflected ("oppsigelsestid" where the terms say "oppsigelsesfrist"),
  // is the visitor's way of saying the synonym: then the synonym is nearly as good evidence as the word itself.
  const own = alternatives.filter((form) => form.weight > FORM_WEIGHT.synonym).map((form) => ({ form, scores: formScores(index, form) }));
  const unknownWord = own.every(({ form, scores }) => form.weight < FORM_WEIGHT.inflection || scores.size === 0);
  for (const { form, scores } of own) {
    for (const [id, score] of scores) offer(id, { score, weight: form.weight });
  }
  for (const form of alternatives.filter((f) => f.weight === FORM_WEIGHT.synonym)) {
    const weight = unknownWord ? FORM_WEIGHT.synonymOfUnknownWord : form.weight;
    for (const [id, score] of formScores(index, form)) offer(id, { score: (score / form.weight) * weight, weight });
  }
  // A compound's parts count together: both found is nearly the word itself, one alone ("tuki" of
  // "laitteistotuki") is much weaker evidence.
  // The last part names only the kind of thing ("tid" of "oppsigelsestid"): found alone, it says little.
  const partSums = new Map<number, { score: number; found: number; onlyLast: boolean }>();
  parts.forEach((form, position) => {
    const last = position === parts.length - 1 && parts.length > 1;
    for (const [id, score] of formScores(index, form)) {
      const sum = partSums.get(id) ?? { score: 0, found: 0, onlyLast: true };
      partSums.set(id, { score: sum.score + score, found: sum.found + 1, onlyLast: sum.onlyLast && last });
    }
  });
  for (const [id, { score, found, onlyLast }] of partSums) {
    const share = (found / parts.length) * (onlyLast ? LONE_HEAD_SHARE : 1);
    offer(id, { score: score * share, weight: FORM_WEIGHT.part * share });
  }
  return best;
}

/**
 * Words that say what kind of answer is wanted ("how fast can you come") more than what it is about; the
 * figure boost already serves them, so they count half, and the subject of the question decides.
 */
const QUESTION_TYPE_WORDS: Record<Lang, ReadonlySet<string>> = {
  se: new Set(["snabbt", "snabb", "fort", "komma", "lang", "lange", "tid", "ofta", "manga"].map((w) => normaliseTerm(w, "se")!)),
  en: new Set(["fast", "quick", "quickly", "soon", "come", "long", "time", "often", "many"].map((w) => normaliseTerm(w, "en")!)),
  no: new Set(["raskt", "rask", "fort", "komme", "lang", "lenge", "tid", "ofte", "mange"].map((w) => normaliseTerm(w, "no")!)),
  fi: new Set(["nopeasti", "nopea", "pian", "tulla", "kauan", "kauanko", "aika", "usein", "monta", "montako"].map((w) => normaliseTerm(w, "fi")!)),
};
const QUESTION_TYPE_WEIGHT = 0.5;

/**
 * A passage's score: its question words' scores added, times how many words it matched (weighted by how
 * directly), so a passage that covers the question beats one that repeats a single word often.
 */
interface Ranking {
  passages: RankedPassage[];
  /** Question words no passage matches in any way: "pizza" on an IT services site. */
  unknownTerms: string[];
}

interface RankedPassage {
  id: number;
  score: number;
  matchedTerms: string[];
  /** Share of the question's words matched, question-type words ("how fast") counting half. */
  coverage: number;
  /** How directly the passage matched the question, 0..1: every word itself = 1, only synonyms = 0.5. */
  strength: number;
}

function termWeight(term: string, lang: Lang): number {
  return QUESTION_TYPE_WORDS[lang].has(term) ? QUESTION_TYPE_WEIGHT : 1;
}

function rankPassages(index: LanguageIndex, terms: string[]): Ranking {
  const perDoc = new Map<number, { sum: number; weight: number; covered: number; matchedTerms: string[] }>();
  const unknownTerms: string[] = [];
  const totalWeight = terms.reduce((total, term) => total + termWeight(term, index.lang), 0);
  for (const term of terms) {
    const weightOfTerm = termWeight(term, index.lang);
    const matches = termMatches(index, term);
    if (matches.size === 0 && weightOfTerm === 1) unknownTerms.push(term);
    for (const [id, match] of matches) {
      const entry = perDoc.get(id) ?? { sum: 0, weight: 0, covered: 0, matchedTerms: [] };
      entry.sum += match.score * weightOfTerm;
      entry.weight += match.weight * weightOfTerm;
      entry.covered += weightOfTerm;
      entry.matchedTerms.push(term);
      perDoc.set(id, entry);
    }
  }
  const passages = [...perDoc]
    .map(([id, { sum, weight, covered, matchedTerms }]) => ({
      id,
      score: sum * weight * (covered / totalWeight) * index.docs.get(id)!.prior,
      matchedTerms,
      coverage: covered / totalWeight,
      strength: weight / totalWeight,
    }))
    .sort((a, b) => b.score - a.score);
  return { passages, unknownTerms };
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

/** Questions about a process or a set of levels: how it goes, which steps, which support levels. */
const PROCESS_QUESTION: Record<Lang, RegExp> = {
  se: /(hur (går|fungerar|gör ni)|vilka (steg|nivåer|supportnivåer|svarstider)|steg|process|moment)/iu,
  en: /(how (does|do you|is)\b.*\b(work|done|go|carried out)|what happens|steps?\b|process|levels|how it works)/iu,
  no: /(hvordan (foregår|fungerer|gjør dere)|hvilke (trinn|nivåer|supportnivåer|responstider)|trinn|steg\b|prosess)/iu,
  fi: /(miten\b.*\b(etenee|toimii|tapahtuu|tehdään)|vaihe|prosessi|tukitaso|vasteaj)/iu,
};

export function asksForProcess(question: string, language: Lang): boolean {
  return PROCESS_QUESTION[language].test(question);
}

function hasFigure(doc: PassageDoc): boolean {
  return /\d/.test(doc.text);
}

/**
 * Questions about speed: how fast you respond, come or fix, which response time applies. Their answer is a
 * time figure ("within 4 hours"), best the page's table of them (SLA rows, support levels).
 */
const SPEED_QUESTION: Record<Lang, RegExp> = {
  se: /(snabbt|snabb\b|hur fort|svarstid|responstid|inställelsetid|inom hur lång tid|hur lång tid tar|hur länge dröjer|reagera)/iu,
  en: /(how (fast|quick|quickly|soon)|quickly|response times?|turnaround|how long (does it take|until|before)|react\b)/iu,
  no: /(raskt|rask\b|hvor fort|responstid|svartid|innen hvor lang tid|hvor lang tid tar|reagere)/iu,
  fi: /(nopeasti|nopea|kuinka pian|vasteaika|vasteaj|reagoi|kuinka kauan kestää|missä ajassa)/iu,
};

/** A speed question about coming over ("how fast can you come") asks when a technician is on site. */
const ARRIVAL_QUESTION: Record<Lang, RegExp> = {
  se: /(?<![\p{L}])(komma(?! i gång)|kommer ni|skicka (ut|en tekniker|hit)|på plats|till oss|hit)(?![\p{L}])/iu,
  en: /\b(come|get (here|there|to us)|send (a|someone|somebody|out)|on[- ]?site|arrive|be here|be there)\b/iu,
  no: /(?<![\p{L}])(komme(?! i gang)|kommer dere|sende (ut|en tekniker)|på stedet|på plass|til oss)(?![\p{L}])/iu,
  fi: /(tulla|tulette|tulee|paikalle|paikan päälle|lähettää teknik|saapu)/iu,
};

/** Where a passage says a technician is on site. */
const ON_SITE: Record<Lang, RegExp> = {
  se: /(på plats|inställelse|platsbesök)/iu,
  en: /(on[- ]?site|on site)/iu,
  no: /(på stedet|på plass)/iu,
  fi: /(paikan päällä|paikalle|paikalla|lähituki)/iu,
};

/** A time figure as the site states response times: "4 timmar", "30 minutes", "2–4 hour", "4 tunnin", "8 h". */
const TIME_FIGURE =
  /\d+(?:[–-]\d+)?\s?(?:timmar|timme|minuter|hours?|minutes?|h\b|timer|time\b|minutter|tunnin|tuntia|tunnissa|tunti|minuutin|minuuttia|minuutissa)/giu;

export function asksForSpeed(question: string, language: Lang): boolean {
  return SPEED_QUESTION[language].test(question);
}

function asksForArrival(question: string, language: Lang): boolean {
  return asksForSpeed(question, language) && ARRIVAL_QUESTION[language].test(question);
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
const RESPONSE_QUESTION: Record<Lang, RegExp> = {
  se: /(svara|svarar|svarstid|responstid|reagera)/iu,
  en: /(respond|response|reply|react|answer)/iu,
  no: /(svare|svarer|svartid|responstid|respons|reagere)/iu,
  fi: /(vastaa|vaste|reagoi)/iu,
};

/** Where a passage states a response (rather than a delivery or start) time. */
const RESPONSE_WORDS: Record<Lang, RegExp> = {
  se: /(svar|respons|reager)/iu,
  en: /(respon|react)/iu,
  no: /(svar|respons|reager)/iu,
  fi: /(vaste|vastaa|reagoi)/iu,
};

/**
 * Words of a speed question that name no subject ("how fast do you respond"): such a question is about the
 * company as a whole, whose claims and contact details state its response time.
 */
const SPEED_ONLY_WORDS: Record<Lang, string[]> = {
  se: ["svara", "svarar", "svarstid", "svarstider", "responstid", "reagera", "snabbt", "snabb", "fort", "tid", "lång"],
  en: ["respond", "response", "reply", "react", "answer", "fast", "quick", "quickly", "soon", "time", "long"],
  no: ["svare", "svarer", "svartid", "responstid", "respons", "reagere", "raskt", "rask", "fort", "tid", "lang"],
  fi: ["vastata", "vastaatte", "vastaa", "vasteaika", "reagoi", "reagoitte", "nopeasti", "nopea", "pian", "aika", "kauan"],
};

/** Which countries we work in: a question about coverage. */
const COUNTRY_QUESTION: Record<Lang, RegExp> = {
  se: /(vilka länder|vilket land|i vilka länder|var i norden|vilka orter|vart kan ni)/iu,
  en: /(which countries|what countries|which country|where in the nordics|where do you (operate|work))/iu,
  no: /(hvilke land|hvilket land|hvor i norden|hvor jobber dere|hvor opererer dere)/iu,
  fi: /(missä maissa|mihin maihin|missä maassa|mitkä maat|millä paikkakunnilla)/iu,
};
const COUNTRY_NAMES: Record<Lang, RegExp> = {
  se: /(sverige|norge|danmark|finland)/giu,
  en: /(sweden|norway|denmark|finland)/giu,
  no: /(sverige|norge|danmark|finland)/giu,
  fi: /(ruotsi|norja|tanska|suome|suomi)/giu,
};
/** A passage naming three or more of the countries answers "which countries" directly. */
const COUNTRY_BOOST = 1.8;

/** A Nordic town the site does not name: whether we come there is what the coverage text answers. */
const NAMED_TOWN = new RegExp(`(?<![\\p{L}])(${NORDIC_TOWNS.join("|")})(?![\\p{L}])`, "iu");

/** "Can you be on site in Bergen?": coming to a town is field service, whose coverage and SLA answer it. */
export function asksForTownVisit(question: string, language: Lang): boolean {
  return NAMED_TOWN.test(question) && ARRIVAL_QUESTION[language].test(question);
}

export function asksForCountries(question: string, language: Lang): boolean {
  return COUNTRY_QUESTION[language].test(question) || NAMED_TOWN.test(question);
}

/** Whether a text names three or more of the countries we work in. */
export function namesCountries(text: string, language: Lang): boolean {
  return new Set([...text.matchAll(COUNTRY_NAMES[language])].map((m) => m[0].toLowerCase().slice(0, 4))).size >= 3;
}

function countryBoost(doc: PassageDoc): number {
  return namesCountries(doc.text, doc.language) ? COUNTRY_BOOST : 1;
}

/** Where the company is: its office or address. */
const LOCATION_QUESTION: Record<Lang, RegExp> = {
  se: /(var (finns|ligger|sitter|har) ni|var håller ni till|ert kontor|era kontor|er adress|besöksadress)/iu,
  en: /(where are you( located| based)?\b|where is your|your (office|offices|address|headquarters)\b|visiting address)/iu,
  no: /(hvor (holder dere til|ligger dere|er dere|har dere)|deres kontor|deres adresse|besøksadresse)/iu,
  fi: /(missä (olette|sijaitsette|on toimistonne)|toimistonne|osoitteenne|käyntiosoite)/iu,
};
/** For a question about where we are: the contact details, which give the address, whenever they match at all. */
const LOCATION_BOOST = 20;

/** The word the contact details use for where we are, searched for with a location question's own words. */
const ADDRESS_WORD: Record<Lang, string> = { se: "adress", en: "address", no: "adresse", fi: "osoite" };

function asksForLocation(question: string, language: Lang): boolean {
  return LOCATION_QUESTION[language].test(question);
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
const ARRIVAL_ONLY_WORDS: Record<Lang, string[]> = {
  se: ["plats", "komma", "kommer", "skicka", "hit", "tekniker", "vara"],
  en: ["come", "site", "onsite", "on-site", "arrive", "send", "technician", "here", "there"],
  no: ["plass", "stedet", "komme", "kommer", "sende", "tekniker", "være"],
  fi: ["paikalle", "paikan", "päälle", "tulla", "tulette", "lähettää", "teknikko", "saapua", "saavutte"],
};
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
    [...SPEED_ONLY_WORDS[language], ...(arrival ? ARRIVAL_ONLY_WORDS[language] : [])].map((word) => normaliseTerm(word, language)),
  );
  return {
    arrival,
    response: RESPONSE_QUESTION[language].test(question),
    subjectless: terms.every((term) => generic.has(term) || QUESTION_TYPE_WORDS[language].has(term)),
  };
}

/** A time figure with an on-site phrase close by: "a technician on site within 4 hours". */
function statesOnSiteTime(doc: PassageDoc): boolean {
  const onSite = ON_SITE[doc.language];
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
  const base = SPEED_FIGURE_BOOST + SPEED_FIGURE_STEP * (figures - 1);
  // A service's table of times does not answer a question about the company as a whole.
  const companyQuestion = cue.subjectless && !cue.arrival;
  const table = isTimeTable(doc) && !companyQuestion ? SPEED_TABLE_BOOST : 1;
  const onSite = cue.arrival && statesOnSiteTime(doc) ? ARRIVAL_BOOST : 1;
  const response = cue.response && RESPONSE_WORDS[doc.language].test(doc.text) ? RESPONSE_BOOST : 1;
  const company = companyQuestion && isCompanyWide(doc) ? COMPANY_BOOST : 1;
  const fieldService = cue.subjectless && cue.arrival && isFieldService(doc) ? COMPANY_BOOST : 1;
  return base * table * onSite * response * company * fieldService;
}

/** The best passages for a question with their coverage of the question's terms, best first. */
export function searchKnowledge(question: string, language: Lang, limit = 4): KnowledgeHit[] {
  const locationWanted = asksForLocation(question, language);
  // "Var finns ni?" has no content word left: the question itself asks for the address.
  const terms = contentTerms(locationWanted ? `${question} ${ADDRESS_WORD[language]}` : question, language);
  if (terms.length === 0) return [];
  const index = languageIndex(language);
  const figureWanted = asksForFigure(question, language);
  const speedWanted = asksForSpeed(question, language);
  const cue = speedWanted ? speedCue(question, language, terms) : null;
  const countriesWanted = asksForCountries(question, language);
  const townVisit = asksForTownVisit(question, language);
  const { passages, unknownTerms } = rankPassages(index, terms);
  const boosted = (id: number, score: number): number => {
    const doc = index.docs.get(id)!;
    // A visit to a town is answered with the service level that applies there.
    const figure = (figureWanted || speedWanted || townVisit) && hasFigure(doc) ? FIGURE_BOOST : 1;
    const location = locationWanted && isContactDetails(doc) ? LOCATION_BOOST : 1;
    const fieldService = townVisit && isFieldService(doc) ? COMPANY_BOOST : 1;
    return score * figure * (cue ? speedBoost(doc, cue) : 1) * (countriesWanted ? countryBoost(doc) : 1) * location * fieldService;
  };
  return passages
    .map((ranked) => ({ ...ranked, score: boosted(ranked.id, ranked.score) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ id, score, matchedTerms, coverage, strength }) => {
      const doc = index.docs.get(id)!;
      return {
        title: doc.title,
        url: doc.url,
        text: doc.text,
        language: doc.language,
        score,
        doc,
        coverage,
        strength,
        matchedTerms,
        unknownTerms,
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

