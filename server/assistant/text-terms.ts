// Language-aware term normalisation shared by the index, the query and the answer's sentence picking.
import { foldText, OTHER_LANGUAGES, SITE_LANGUAGES, type AnyLang, type ForeignLang, type LanguageKnowledge } from "./language-data.ts";

export { foldText };

/** Only short hyphenated words are also a word joined ("Wi-Fi", "e-post"); long ones are compounds of their parts. */
const MAX_JOINED = 8;

/**
 * Words and numbers. Hyphens and slashes split ("IT-analys", "24/7") so each half can be found alone; a
 * hyphenated word is also kept joined, so "wifi" finds "Wi-Fi".
 */
export function splitWords(text: string): string[] {
  return text.split(/[^\p{L}\p{N}-]+/u).flatMap((chunk) => {
    const parts = chunk.split("-").filter((part) => part.length > 0);
    const joined = parts.join("");
    return parts.length > 1 && joined.length <= MAX_JOINED && /^\p{L}+$/u.test(joined) ? [...parts, joined] : parts;
  });
}

export function isStopWord(word: string, lang: AnyLang): boolean {
  return languageKnowledge(lang).stopWords.has(foldText(word));
}

/** The Snowball stem of a word, folded; digits are kept as they are. */
export function stemWord(word: string, lang: AnyLang): string {
  if (/\d/.test(word)) return foldText(word);
  return foldText(languageKnowledge(lang).stem(word.toLowerCase().replace(/'s$/, "")));
}

function languageKnowledge(lang: AnyLang): LanguageKnowledge {
  return (SITE_LANGUAGES as Record<string, LanguageKnowledge>)[lang] ?? OTHER_LANGUAGES[lang as ForeignLang];
}

/** One raw token → the term MiniSearch indexes and searches, or null for stop words and noise. */
export function normaliseTerm(token: string, lang: AnyLang): string | null {
  const folded = foldText(token);
  if (folded.length < 2 && !/\d/.test(folded)) return null;
  if (isStopWord(folded, lang)) return null;
  return stemWord(token, lang);
}

/** The distinct content terms of a text, in order of first appearance. */
export function contentTerms(text: string, lang: AnyLang): string[] {
  const terms = splitWords(text)
    .map((word) => normaliseTerm(word, lang))
    .filter((term): term is string => term !== null);
  return [...new Set(terms)];
}

/** Two terms are the same word for our purposes when equal or when one (of 4+ letters) begins the other. */
export function termsMatch(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 4 && long.startsWith(short);
}
