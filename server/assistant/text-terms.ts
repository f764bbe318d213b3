// Language-aware term normalisation shared by the index, the query and the answer's sentence picking.
import { foldText, OTHER_LANGUAGES, SITE_LANGUAGES, type AnyLang, type ForeignLang, type LanguageKnowledge } from "./language-data.ts";

export { foldText };

/** Only short hyphenated words are also a word joined ("Wi-Fi", "e-post"); long ones are compounds of their parts. */
const MAX_JOINED = 8;

/**
 * Words and numbers. Hyphens and slashes split ("IT-analys", "24/7") so each half can be found alone; a
 * hyphenated word is also kept joined, so "wifi" finds "Wi-Fi". A name written with underscores ("_ga",
 * "chat_visitor": the cookies') is also kept whole, so a part that is a stop word in its own right ("ga" is Norwegian
 * for "gave") still finds it.
 */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}_-]+/u).flatMap((chunk) => {
    const names = chunk.split("-").filter((part) => part.includes("_") && /\p{L}/u.test(part));
    return [...chunk.split("_").flatMap(wordsOfChunk), ...names];
  });
}

function wordsOfChunk(chunk: string): string[] {
  const parts = chunk.split("-").filter((part) => part.length > 0);
  const joined = parts.join("");
  return parts.length > 1 && joined.length <= MAX_JOINED && /^\p{L}+$/u.test(joined) ? [...parts, joined] : parts;
}

export function isStopWord(word: string, lang: AnyLang): boolean {
  return languageKnowledge(lang).stopWords.has(foldText(word));
}

/** The Snowball stem of a word, folded; digits are kept as they are. */
export function stemWord(word: string, lang: AnyLang): string {
  if (/\d/.test(word)) return foldText(word);
  const stem = foldText(languageKnowledge(lang).stem(word.toLowerCase().replace(/'s$/, "")));
  // The English stemmer turns a final y into i ("employs" → "emploi") but leaves the y a removed suffix uncovers
  // ("employer" → "employ"): both spell the i, so the two find each other.
  return lang === "en" && stem.length > 2 && stem.endsWith("y") ? `${stem.slice(0, -1)}i` : stem;
}

function languageKnowledge(lang: AnyLang): LanguageKnowledge {
  return (SITE_LANGUAGES as Record<string, LanguageKnowledge>)[lang] ?? OTHER_LANGUAGES[lang as ForeignLang];
}

/**
 * Longer than any word of the copy (its longest compounds have about 30 letters): noise, and costly to stem,
 * split into compound parts and match fuzzily — a 4,000-letter "word" took 300 ms.
 */
export const MAX_TERM_LENGTH = 40;

const OVERLONG_WORD = new RegExp(`[\\p{L}\\p{N}]{${MAX_TERM_LENGTH + 1},}`, "gu");

/**
 * The message without runs of letters longer than any word: the language and intent patterns (`\p{L}+ending`)
 * backtrack over such a run in quadratic time, so it is removed before any of them reads the message.
 */
export function withoutOverlongWords(text: string): string {
  return text.replace(OVERLONG_WORD, " ");
}

/** One raw token → the term MiniSearch indexes and searches, or null for stop words and noise. */
export function normaliseTerm(token: string, lang: AnyLang): string | null {
  if (token.length > MAX_TERM_LENGTH) return null;
  const folded = foldText(token);
  if (folded.length < 2 && !/\d/.test(folded)) return null;
  if (isStopWord(folded, lang)) return null;
  return stemWord(token, lang);
}

/** The distinct content terms of a text, in order of first appearance. */
export function contentTerms(text: string, lang: AnyLang): string[] {
  const { stopPhrases, idioms } = languageKnowledge(lang);
  const plain = text.replace(idioms.pattern, (idiom) => ` ${idioms.meaning.get(foldText(idiom)) ?? ""} `).replace(stopPhrases, " ");
  const terms = splitWords(plain)
    .map((word) => normaliseTerm(word, lang))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** A shared beginning this long, nearly all of the shorter term, is one word inflected two ways ("todistus", "todistuks"). */
const MIN_SHARED_BEGINNING = 5;
const MAX_DIFFERING_END = 2;
/** A term this long found inside a compound is the compound's part ("rader" in "dataradering"). */
const MIN_COMPOUND_PART = 5;

/** Two terms are the same word for our purposes: equal, one beginning or containing the other, or inflected apart. */
export function termsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  if (short.length >= 4 && long.startsWith(short)) return true;
  if (short.length >= MIN_COMPOUND_PART && long.includes(short)) return true;
  let shared = 0;
  while (shared < short.length && short[shared] === long[shared]) shared++;
  return shared >= MIN_SHARED_BEGINNING && shared >= short.length - MAX_DIFFERING_END;
}

/** A message's sentences: split after a stop, question or exclamation mark and the space that follows. */
export function sentencesOf(text: string): string[] {
  return text.split(/(?<=[.!?])\s+/u);
}
