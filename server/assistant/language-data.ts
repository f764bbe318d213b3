// The assistant's language knowledge, read from content/assistant/*.json and compiled once: cues, intents, synonyms.
// Stemming and stop words come from Snowball (@orama/stemmers, @orama/stopwords); the files add only what is ours.
import { stemmer as danishStemmer } from "@orama/stemmers/danish";
import { stemmer as englishStemmer } from "@orama/stemmers/english";
import { stemmer as finnishStemmer } from "@orama/stemmers/finnish";
import { stemmer as germanStemmer } from "@orama/stemmers/german";
import { stemmer as norwegianStemmer } from "@orama/stemmers/norwegian";
import { stemmer as swedishStemmer } from "@orama/stemmers/swedish";
import { stopwords as danishStopWords } from "@orama/stopwords/danish";
import { stopwords as englishStopWords } from "@orama/stopwords/english";
import { stopwords as finnishStopWords } from "@orama/stopwords/finnish";
import { stopwords as germanStopWords } from "@orama/stopwords/german";
import { stopwords as norwegianStopWords } from "@orama/stopwords/norwegian";
import { stopwords as swedishStopWords } from "@orama/stopwords/swedish";
import { z } from "../../app/lib/zod.ts";
import da from "../../content/assistant/da.json" with { type: "json" };
import de from "../../content/assistant/de.json" with { type: "json" };
import en from "../../content/assistant/en.json" with { type: "json" };
import fi from "../../content/assistant/fi.json" with { type: "json" };
import no from "../../content/assistant/no.json" with { type: "json" };
import places from "../../content/assistant/places.json" with { type: "json" };
import se from "../../content/assistant/se.json" with { type: "json" };
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";

/** Languages the site lacks but the assistant recognises, answered in the nearest language it has. */
export const FOREIGN_LANGUAGES = ["da", "de"] as const;
export type ForeignLang = (typeof FOREIGN_LANGUAGES)[number];
export type AnyLang = Lang | ForeignLang;

export const INTENT_NAMES = ["human", "booking", "jobs", "pricing", "thanks", "greeting"] as const;
export type IntentName = (typeof INTENT_NAMES)[number];

const phrases = z.array(z.string().min(1));

const detectionSchema = z.object({
  /** Frequent words that mark the language (weight 2). */
  markers: z.array(z.string()),
  /** Words it shares with a neighbour (weight 1). */
  weakMarkers: z.array(z.string()).default([]),
  letters: z.array(z.object({ pattern: z.string(), weight: z.number() })).default([]),
  /**
   * Patterns read in the text as written, not lowercased (Danish "I", you, is capitalised mid-sentence). They only
   * decide between the two languages the rest of the evidence ranks first: English has its "I" too.
   */
  cased: z.array(z.object({ pattern: z.string(), weight: z.number() })).default([]),
});

const intentsSchema = z.object({
  human: phrases,
  booking: phrases.default([]),
  jobs: phrases.default([]),
  pricing: phrases.default([]),
  thanks: phrases.default([]),
  greeting: phrases.default([]),
  /** "Cost" words: a price question unless the visitor wants to lower costs. */
  cost: phrases.default([]),
  loweringCosts: phrases.default([]),
  /** How a price is set ("per hour", "fixed price", "prissätts"): a passage about that answers better than the fixed reply. */
  pricingModel: phrases.default([]),
  /**
   * A unit of price ("per hour", "per time", "tunnilta"): how prices are set when nothing asks what they are ("do you
   * charge per hour?"), the unit of the price asked for in "hva koster det per time?".
   */
  pricingUnit: phrases.default([]),
  /**
   * "How much" on its own ("paljonko", "hur mycket"): it asks for a price only when nothing else answers — "how much
   * will you cut business travel?" asks for the figure the sustainability page states.
   */
  howMuch: phrases.default([]),
  /** Words that make a "how much" ask for a price after all ("charge", "maksaa", "tuntihinta"). */
  priceWords: phrases.default([]),
  /** Who a visitor may ask for ("handläggare", "engineer") and how ("ringa", "talk"): both together ask for a person. */
  personWho: phrases.default([]),
  personTalk: phrases.default([]),
  /**
   * The visitor herself ("jag", "me", "minulle", "voisinko"): who and how ask for a person only when she is in the
   * sentence too ("can someone call me?"), not when they describe others ("does the technician call first?").
   */
  personSelf: phrases.default([]),
  /**
   * Someone not yet known ("someone from sales", "en expert", "joku"): with a way to reach them, a request for a
   * person even when the visitor does not name herself ("can someone from sales reach out?"), unlike "the technician".
   */
  personSomeone: phrases.default([]),
  /** Words that make a sentence with a human word in it a wish ("vill", "rather", "haluan"), not a count of people. */
  personWish: phrases.default([]),
  /**
   * Booking in the visitor's own order of words: an action ("boka", "varata", "schedule") and a meeting ("samtal",
   * "puhelinajan", "video call") in one clause, compounds included ("telefonsamtal") — the phrases of `booking`
   * need them side by side.
   */
  bookingAction: phrases.default([]),
  bookingObject: phrases.default([]),
  /** The same for jobs: someone asking whether we hire ("söker ni", "haetteko") and a role ("nätverkstekniker"). */
  jobsAction: phrases.default([]),
  jobsObject: phrases.default([]),
  /** Attempts to make the assistant leave its role ("ignore your instructions"): declined. */
  injection: phrases.default([]),
  /** Asks the assistant to play someone else ("pretend you are a real person called Kari"): declined before a person is heard. */
  roleChange: phrases.default([]),
  /** Asks what the assistant is ("are you a bot or a real person?"): answered as such, not as a wish for a person. */
  aboutAssistant: phrases.default([]),
  /** Subjects an IT services company has nothing to say about (the weather, lunch, football): declined. */
  offTopic: phrases.default([]),
});

const stopWordsSchema = z.object({
  add: z.array(z.string()).default([]),
  keep: z.array(z.string()).default([]),
  /** Everyday expressions whose words say nothing of the subject ("ta hand om", "take care of", "svart på vitt"). */
  phrases: z.array(z.string()).default([]),
  /**
   * Words Snowball stems onto another word's stem, each with a stem of its own: "grundades" (founded) is not
   * "grund" (a legal basis), so "när grundades ni?" does not find the privacy policy.
   */
  stems: z.record(z.string(), z.string()).default({}),
  /**
   * Endings Snowball leaves on a word that only make it a question or say who does it (Finnish "myy|ttekö", do you
   * sell; "luovuta|tteko"): taken off before stemming, so the verb meets the copy's "myy", "luovutamme".
   */
  endings: z.array(z.string()).default([]),
  /**
   * Idioms that say one thing in other words, each replaced by the word the copy uses before the question is
   * searched ("dra ner på" → "minska", "cut down on" → "reduce").
   */
  idioms: z.record(z.string(), z.string()).default({}),
});

const siteLanguageSchema = z.object({
  language: z.enum(LANGUAGES),
  stopWords: stopWordsSchema,
  detection: detectionSchema,
  cues: z.object({
    figure: phrases,
    process: phrases,
    speed: phrases,
    arrival: phrases,
    onSite: phrases,
    response: phrases,
    responseWords: phrases,
    countries: phrases,
    countryNames: phrases,
    location: phrases,
    /** Asking for our telephone number or email address (not about a phone or email service). */
    phone: phrases.default([]),
    email: phrases.default([]),
    /** A message that starts like this continues the previous question ("and in Finland?", "och akut?"). */
    followUp: phrases,
    /** Fees the terms name: a question about one is answered from the terms, not with the no-prices reply. */
    fee: phrases,
    /** Saying what the visitor sent ("here is the file") rather than asking. */
    attachment: phrases.default([]),
    /** Where a second question begins inside a sentence ("… at that level, and who would be their employer?"). */
    nextQuestion: phrases.default([]),
    /** Asking for a count ("how many projects", "hur många kunder"): the figure written before the thing counts. */
    count: phrases.default([]),
  }),
  questionTypeWords: z.array(z.string()),
  speedOnlyWords: z.array(z.string()),
  arrivalOnlyWords: z.array(z.string()),
  addressWord: z.string(),
  /** The contact details' labels, searched for with a phone or email question's own words. */
  phoneWord: z.string(),
  emailWord: z.string(),
  synonyms: z.array(z.array(z.string())),
  intents: intentsSchema,
});

const foreignLanguageSchema = z.object({
  language: z.enum(FOREIGN_LANGUAGES),
  /** The site's language its speakers read most easily. */
  nearest: z.enum(LANGUAGES),
  stopWords: stopWordsSchema,
  detection: detectionSchema,
  intents: intentsSchema,
  /** Words of the language → words of the nearest site language, so the question can be searched there. */
  glossary: z.record(z.string(), z.string()).default({}),
  /**
   * How a word of the language is spelled in the nearest site language, piece by piece ("æ" → "e", "hed" → "het",
   * "gt" → "kt"): a word the glossary lacks is tried in these spellings, and one the site's copy uses is kept
   * ("tavshedspligt" → "taushetsplikt").
   */
  spelling: z.array(z.tuple([z.string(), z.string()])).default([]),
});

const placesSchema = z.object({
  /** Towns the site does not name, by country code: a visit there is the standard SLA of "smaller towns". */
  smallerTowns: z.record(z.string(), z.array(z.string())),
  /** Each country's names in the languages, and the cities where the site's shorter SLA applies. */
  countries: z.record(z.string(), z.object({ names: z.array(z.string()), slaCities: z.array(z.string()) })),
});

export type SiteLanguageData = z.infer<typeof siteLanguageSchema>;

const STEMMERS: Record<AnyLang, (word: string) => string> = {
  se: swedishStemmer,
  en: englishStemmer,
  fi: finnishStemmer,
  no: norwegianStemmer,
  da: danishStemmer,
  de: germanStemmer,
};

const SNOWBALL_STOP_WORDS: Record<AnyLang, string[]> = {
  se: swedishStopWords,
  en: englishStopWords,
  fi: finnishStopWords,
  no: norwegianStopWords,
  da: danishStopWords,
  de: germanStopWords,
};

/** Lowercase, with diacritics folded away so "hårdvara", "hardvara" and "hårdvära" meet; æ/ø fold like their Swedish twins. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ä")
    .replace(/ø/g, "ö")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}

/** Letters or digits: our own word boundary, since \b knows nothing of å, ä, ö, æ or ø. */
const WORD_CHAR = "[\\p{L}\\p{N}]";

/** A pattern with its letters' diacritics folded away ("människa" → "manniska"), for text typed without them. */
function foldPattern(fragment: string): string {
  return fragment.replace(/[^\x00-\x7f]/gu, (letter) => foldText(letter));
}

/** Each pattern, and its folded twin when folding changes it: "prata med en manniska" is still a request for a person. */
function withFolded(list: string[]): string[] {
  return [...new Set(list.flatMap((fragment) => [fragment, foldPattern(fragment)]))];
}

/**
 * Phrases (regular-expression fragments over lowercase text) matched as whole words; folded, also without their
 * diacritics (for the words of a request for a person, which are many and distinct: "saa" would be both Finnish
 * "sää", weather, and "saa", may).
 */
export function phraseRegExp(list: string[], folded = false): RegExp {
  if (list.length === 0) return /(?!)/u;
  return new RegExp(`(?<!${WORD_CHAR})(?:${(folded ? withFolded(list) : list).join("|")})(?!${WORD_CHAR})`, "iu");
}

/**
 * The cues of how a question asks (how long, how fast, when, answer), also matched without their diacritics: "hur lang
 * tid tar det innan nan svarar" asks how soon someone answers, not for a person. Subject cues keep their letters.
 */
const FOLDED_CUES = new Set(["figure", "speed", "response"]);

/** Cue patterns matched anywhere (they carry their own boundaries where they need them). */
function cueRegExp(list: string[], flags = "iu"): RegExp {
  if (list.length === 0) return /(?!)/u;
  return new RegExp(list.map((fragment) => `(?:${fragment})`).join("|"), flags);
}

export interface CompiledCues {
  figure: RegExp;
  process: RegExp;
  speed: RegExp;
  arrival: RegExp;
  onSite: RegExp;
  response: RegExp;
  responseWords: RegExp;
  countries: RegExp;
  countryNames: RegExp;
  location: RegExp;
  phone: RegExp;
  email: RegExp;
  followUp: RegExp;
  fee: RegExp;
  attachment: RegExp;
  nextQuestion: RegExp;
  count: RegExp;
}

export interface CompiledIntents {
  patterns: Partial<Record<IntentName, RegExp>>;
  /** The `human` phrases that are one word ("människa", "ihmistä", "human"): in a story's statement they are people, not a wish. */
  humanWord: RegExp;
  cost: RegExp;
  loweringCosts: RegExp;
  pricingModel: RegExp;
  pricingUnit: RegExp;
  howMuch: RegExp;
  priceWords: RegExp;
  personWho: RegExp;
  personTalk: RegExp;
  personSelf: RegExp;
  personSomeone: RegExp;
  personWish: RegExp;
  bookingAction: RegExp;
  bookingObject: RegExp;
  jobsAction: RegExp;
  jobsObject: RegExp;
  injection: RegExp;
  roleChange: RegExp;
  aboutAssistant: RegExp;
  /** The same with its alternative ("… or a real person?"), every occurrence: what is taken out before a wish for a person is looked for. */
  aboutAssistantWithAlternative: RegExp;
  offTopic: RegExp;
  /** The whole words of the phrases that ask for a person ("talk", "ihmisen"), which a slip may be respelled to. */
  personWords: readonly string[];
}

export interface LanguageKnowledge {
  lang: AnyLang;
  stem(word: string): string;
  stopWords: ReadonlySet<string>;
  /** Everyday expressions taken out of a message before its words are searched for, all occurrences. */
  stopPhrases: RegExp;
  /** Idioms replaced by the copy's word before the words are searched for. */
  idioms: { pattern: RegExp; meaning: Map<string, string> };
  detection: {
    markers: string[];
    weakMarkers: string[];
    letters: { pattern: RegExp; weight: number }[];
    cased: { pattern: RegExp; weight: number }[];
  };
  intents: CompiledIntents;
}

export interface SiteLanguageKnowledge extends LanguageKnowledge {
  lang: Lang;
  cues: CompiledCues;
  /** Raw word lists; the index normalises them with its own term normaliser. */
  questionTypeWords: string[];
  speedOnlyWords: string[];
  arrivalOnlyWords: string[];
  addressWord: string;
  phoneWord: string;
  emailWord: string;
  synonyms: string[][];
}

/** A phrase that is one word once its optional parts are left out ("human( being)?"), and not a whole-message pattern. */
function isOneWord(fragment: string): boolean {
  return !fragment.startsWith("^") && !/\s/u.test(fragment.replace(/\([^()]*\)\?/gu, ""));
}

function compileIntents(intents: z.infer<typeof intentsSchema>): CompiledIntents {
  const patterns: Partial<Record<IntentName, RegExp>> = {};
  for (const name of INTENT_NAMES) {
    const list = intents[name];
    if (list.length > 0) patterns[name] = phraseRegExp(list, name === "human");
  }
  return {
    patterns,
    humanWord: phraseRegExp(intents.human.filter(isOneWord), true),
    cost: phraseRegExp(intents.cost),
    loweringCosts: phraseRegExp(intents.loweringCosts),
    pricingModel: phraseRegExp(intents.pricingModel),
    pricingUnit: phraseRegExp(intents.pricingUnit),
    howMuch: phraseRegExp(intents.howMuch),
    priceWords: phraseRegExp(intents.priceWords),
    personWho: phraseRegExp(intents.personWho, true),
    personTalk: phraseRegExp(intents.personTalk, true),
    personSelf: phraseRegExp(intents.personSelf, true),
    personSomeone: phraseRegExp(intents.personSomeone, true),
    personWish: phraseRegExp(intents.personWish, true),
    bookingAction: phraseRegExp(intents.bookingAction),
    bookingObject: phraseRegExp(intents.bookingObject),
    jobsAction: phraseRegExp(intents.jobsAction),
    jobsObject: phraseRegExp(intents.jobsObject),
    injection: phraseRegExp(intents.injection),
    roleChange: phraseRegExp(intents.roleChange),
    aboutAssistant: phraseRegExp(intents.aboutAssistant, true),
    aboutAssistantWithAlternative: new RegExp(`(?:${phraseRegExp(intents.aboutAssistant, true).source})(?:\\s*(?:or|eller|elr|vai|tai|oder)\\s[^?.!,;]*)?`, "giu"),
    offTopic: phraseRegExp(intents.offTopic),
    personWords: wholeWordsOf([...intents.human, ...intents.personTalk, ...intents.personWho]),
  };
}

/**
 * The literal words of phrase patterns, at least four letters long: "(talk|speak) (to|with)" gives talk and speak, while a
 * stem that a pattern continues ("myyj\\p{L}*", "ring(a)?") or a letter class cuts is no word of its own.
 */
function wholeWordsOf(phrases: string[]): string[] {
  const words = phrases.flatMap((phrase) =>
    [...phrase.matchAll(/(?<![\\\]\[\p{L}])\p{L}{4,}(?![\\(\[\]\p{L}])/gu)].map((match) => match[0].toLowerCase()),
  );
  return [...new Set(words)];
}

/** A language's idioms as one pattern (with or without diacritics) and what each means, by its folded text. */
function compileIdioms(idioms: Record<string, string>): { pattern: RegExp; meaning: Map<string, string> } {
  const phrases = Object.keys(idioms);
  return {
    pattern: new RegExp(phraseRegExp(phrases, true).source, "giu"),
    meaning: new Map(Object.entries(idioms).map(([phrase, meaning]) => [foldText(phrase), meaning])),
  };
}

/** Shorter than this, what is left of a word without its ending is no word: "verkko" is not "ver" + "kko". */
const MIN_LEFT_WITHOUT_ENDING = 3;

/**
 * A stemmer that leaves the words of a language's own list to their own stems, and takes a question's or a
 * person's ending off a word first.
 */
function withOwnStems(stem: (word: string) => string, { stems: own, endings }: { stems: Record<string, string>; endings: string[] }): (word: string) => string {
  const stems = new Map(Object.entries(own).map(([word, ownStem]) => [foldText(word), ownStem]));
  const folded = endings.map(foldText);
  if (stems.size === 0 && folded.length === 0) return stem;
  return (word) => {
    const plain = foldText(word);
    const ownStem = stems.get(plain);
    if (ownStem !== undefined) return ownStem;
    const ending = folded.find((end) => plain.endsWith(end) && plain.length - end.length >= MIN_LEFT_WITHOUT_ENDING);
    return stem(ending ? word.slice(0, word.length - ending.length) : word);
  };
}

function stopWordSet(lang: AnyLang, stopWords: z.infer<typeof stopWordsSchema>): Set<string> {
  const keep = new Set(stopWords.keep.map(foldText));
  return new Set([...SNOWBALL_STOP_WORDS[lang], ...stopWords.add].map(foldText).filter((word) => !keep.has(word)));
}

function compileDetection(detection: z.infer<typeof detectionSchema>) {
  return {
    markers: detection.markers,
    weakMarkers: detection.weakMarkers,
    letters: detection.letters.map(({ pattern, weight }) => ({ pattern: new RegExp(pattern, "gu"), weight })),
    cased: detection.cased.map(({ pattern, weight }) => ({ pattern: new RegExp(pattern, "gu"), weight })),
  };
}

const PLACES = placesSchema.parse(places);
const SMALLER_TOWNS = Object.values(PLACES.smallerTowns).flat();

const PLACE_NAMES = new Set([...SMALLER_TOWNS, ...Object.values(PLACES.countries).flatMap((country) => [...country.names, ...country.slaCities])].map((name) => name.toLowerCase()));

/** Every town, city and country name places.json has, lowercased. */
export function placeNames(): ReadonlySet<string> {
  return PLACE_NAMES;
}

/** A town, city or country places.json names. */
export function isPlace(word: string): boolean {
  return PLACE_NAMES.has(word.toLowerCase());
}

/** The cities of the countries a text names ("and in Finland?" → Helsinki, Helsingfors). */
export function citiesOfCountriesIn(text: string): string[] {
  const words = new Set(text.toLowerCase().split(/[^\p{L}]+/u));
  return Object.values(PLACES.countries).flatMap((country) => (country.names.some((name) => words.has(name)) ? country.slaCities : []));
}

/** Nordic towns the site does not name: a visit there is answered with the coverage of smaller towns. */
export function smallerTowns(): readonly string[] {
  return SMALLER_TOWNS;
}

function compileSiteLanguage(raw: unknown): SiteLanguageKnowledge {
  const data = siteLanguageSchema.parse(raw);
  const cues = Object.fromEntries(
    Object.entries(data.cues).map(([name, list]) => [name, cueRegExp(FOLDED_CUES.has(name) ? withFolded(list) : list, name === "countryNames" ? "giu" : "iu")]),
  ) as unknown as CompiledCues;
  return {
    lang: data.language,
    stem: withOwnStems(STEMMERS[data.language], data.stopWords),
    stopWords: stopWordSet(data.language, data.stopWords),
    stopPhrases: new RegExp(phraseRegExp(data.stopWords.phrases, true).source, "giu"),
    idioms: compileIdioms(data.stopWords.idioms),
    detection: compileDetection(data.detection),
    intents: compileIntents(data.intents),
    cues,
    questionTypeWords: data.questionTypeWords,
    speedOnlyWords: data.speedOnlyWords,
    arrivalOnlyWords: data.arrivalOnlyWords,
    addressWord: data.addressWord,
    phoneWord: data.phoneWord,
    emailWord: data.emailWord,
    // "@towns" in a group stands for every smaller town of places.json.
    synonyms: data.synonyms.map((group) => group.flatMap((word) => (word === "@towns" ? SMALLER_TOWNS : [word]))),
  };
}

export interface ForeignLanguageKnowledge extends LanguageKnowledge {
  lang: ForeignLang;
  nearest: Lang;
  glossary: ReadonlyMap<string, string>;
  spelling: readonly (readonly [string, string])[];
}

function compileForeignLanguage(raw: unknown): ForeignLanguageKnowledge {
  const data = foreignLanguageSchema.parse(raw);
  return {
    lang: data.language,
    nearest: data.nearest,
    glossary: new Map(Object.entries(data.glossary)),
    spelling: data.spelling,
    stem: withOwnStems(STEMMERS[data.language], data.stopWords),
    stopWords: stopWordSet(data.language, data.stopWords),
    stopPhrases: new RegExp(phraseRegExp(data.stopWords.phrases, true).source, "giu"),
    idioms: compileIdioms(data.stopWords.idioms),
    detection: compileDetection(data.detection),
    intents: compileIntents(data.intents),
  };
}

export const SITE_LANGUAGES: Record<Lang, SiteLanguageKnowledge> = {
  se: compileSiteLanguage(se),
  en: compileSiteLanguage(en),
  fi: compileSiteLanguage(fi),
  no: compileSiteLanguage(no),
};

export const OTHER_LANGUAGES: Record<ForeignLang, ForeignLanguageKnowledge> = {
  da: compileForeignLanguage(da),
  de: compileForeignLanguage(de),
};

export const ALL_LANGUAGES: LanguageKnowledge[] = [...LANGUAGES.map((lang) => SITE_LANGUAGES[lang]), ...FOREIGN_LANGUAGES.map((lang) => OTHER_LANGUAGES[lang])];
