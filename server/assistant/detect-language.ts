// Guesses the language of a chat message from words and letters alone: the site's four, or Danish or German.
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { ALL_LANGUAGES, OTHER_LANGUAGES, type AnyLang, type ForeignLang } from "./language-data.ts";

type Scores = Record<AnyLang, number>;

/** Below this much evidence the text says too little; the tie breaker (the page's language) decides. */
const MIN_EVIDENCE = 2;
/** The winner must lead by this margin; a closer race is ambiguous and the tie breaker decides. */
const MIN_LEAD = 1;
const MARKER_WEIGHT = 2;
const WEAK_MARKER_WEIGHT = 1;

/** Marker words of every language, from content/assistant/<lang>.json: word → score per language. */
const MARKER_WORDS = new Map<string, Partial<Scores>>();
for (const language of ALL_LANGUAGES) {
  const add = (words: string[], weight: number) => {
    for (const word of words) {
      const entry = MARKER_WORDS.get(word) ?? {};
      entry[language.lang] = (entry[language.lang] ?? 0) + weight;
      MARKER_WORDS.set(word, entry);
    }
  };
  add(language.detection.markers, MARKER_WEIGHT);
  add(language.detection.weakMarkers, WEAK_MARKER_WEIGHT);
}

/** Every string of a locale file, for the words a language's copy uses. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/**
 * A foreign language's marker that its nearest site language's copy also uses ("for", "til", "tilbyder" are Norwegian
 * as well as Danish) is no evidence between the two: it counts as much for the site language, so "Hvem er arbeidsgiver
 * for konsulenten?" stays Norwegian, while words the copy never uses ("jer", "blevet", "nu") still tell Danish.
 */
for (const [foreign, language] of Object.entries(OTHER_LANGUAGES)) {
  const nearest = language.nearest;
  const copyWords = new Set(strings(LOCALES[nearest]).flatMap((text) => text.toLowerCase().split(/[^\p{L}]+/u)));
  for (const [word, entry] of MARKER_WORDS) {
    const weight = entry[foreign as ForeignLang] ?? 0;
    if (weight > 0 && copyWords.has(word) && (entry[nearest] ?? 0) < weight) entry[nearest] = weight;
  }
}

function emptyScores(): Scores {
  return { se: 0, en: 0, fi: 0, no: 0, da: 0, de: 0 };
}

/** The evidence per language (exposed for tests and tuning). */
export function languageScores(text: string): Scores {
  const scores = emptyScores();
  const lower = text.toLowerCase();
  for (const word of lower.split(/[^\p{L}]+/u)) {
    const cue = MARKER_WORDS.get(word);
    if (cue) for (const [lang, score] of Object.entries(cue)) scores[lang as AnyLang] += score;
  }
  for (const language of ALL_LANGUAGES) {
    for (const { pattern, weight } of language.detection.letters) scores[language.lang] += (lower.match(pattern)?.length ?? 0) * weight;
  }
  // Evidence in the text as written decides only between the two languages the rest ranks first.
  const leading = (Object.keys(scores) as AnyLang[]).sort((a, b) => scores[b] - scores[a]).slice(0, 2);
  for (const language of ALL_LANGUAGES.filter((l) => leading.includes(l.lang) && scores[l.lang] > 0)) {
    for (const { pattern, weight } of language.detection.cased) scores[language.lang] += (text.match(pattern)?.length ?? 0) * weight;
  }
  return scores;
}

/** The language a message is written in, Danish and German included; the tie breaker when short or ambiguous. */
export function detectAnyLanguage(text: string, tieBreaker: Lang, minEvidence = MIN_EVIDENCE): AnyLang {
  const scores = languageScores(text);
  const ranked = (Object.keys(scores) as AnyLang[]).sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0]!;
  const second = ranked[1]!;
  if (scores[best] < minEvidence) return tieBreaker;
  if (scores[best] - scores[second] < MIN_LEAD) {
    // Danish and Norwegian share most everyday words: a tie between them is Norwegian, which the site has.
    const siteLanguage = [best, second].find((lang) => !isForeign(lang));
    const foreign = [best, second].find((lang) => isForeign(lang));
    if (siteLanguage && foreign && OTHER_LANGUAGES[foreign as ForeignLang].nearest === siteLanguage) return siteLanguage;
    return tieBreaker;
  }
  return best;
}

/** The site's language to answer in: the message's own, or the nearest the site has (Danish → Norwegian). */
export function detectLanguage(text: string, tieBreaker: Lang): Lang {
  return siteLanguageFor(detectAnyLanguage(text, tieBreaker));
}

export function siteLanguageFor(language: AnyLang): Lang {
  return (LANGUAGES as readonly string[]).includes(language) ? (language as Lang) : OTHER_LANGUAGES[language as ForeignLang].nearest;
}

export function isForeign(language: AnyLang): language is ForeignLang {
  return !(LANGUAGES as readonly string[]).includes(language);
}
