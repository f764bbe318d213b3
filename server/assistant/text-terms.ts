// Language-aware term normalisation shared by the index, the query and the answer's sentence picking.
import type { Lang } from "../../app/lib/languages.ts";

/** Lowercase, with diacritics folded away so "hårdvara", "hardvara" and "hårdvära" meet; æ/ø fold like their Swedish twins. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/æ/g, "ä")
    .replace(/ø/g, "ö")
    .normalize("NFD")
    .replace(/\p{M}+/gu, "");
}

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

// Stop words are listed folded (no diacritics): they are compared after foldText.
const STOP_WORDS: Record<Lang, ReadonlySet<string>> = {
  se: new Set(
    ("och i att det som en pa ar av for med till den har de inte om ett var jag han hon vi ni du man sig kan ska skulle " +
      "fran eller men sa nar hur vad vilken vilket vilka varfor vem var finns far ha hade blir bli da nu har ocksa bara " +
      "mig dig oss er era ert min din mitt ditt mina dina vara vart det dar den dessa denna detta nagon nagot nagra " +
      "alla allt mycket mer mest utan under efter over vid hos mot innan sedan nagonsin kommer gor gora undrar ut in upp gar ga om " +
      "hej tack snalla behover vill kunna fa veta beratta ge ger gav erbjuda erbjuder lova lovar")
      .split(" "),
  ),
  no: new Set(
    ("og i at det som en pa er av for med til den har de ikke om et var jeg han hun vi dere du man seg kan skal skulle " +
      "fra eller men sa nar hvordan hva hvilken hvilket hvilke hvorfor hvem hvor finnes fa ha hadde blir bli da na ogsa bare " +
      "meg deg oss deres min din mitt ditt mine dine vare vart der denne dette disse noen noe alle alt mye mer mest uten ut inn opp hvis gar ga om " +
      "under etter over ved hos mot for siden kommer gjor gjore lurer hei takk vennligst trenger vil kunne vite fortelle gi gir ga tilby tilbyr love lover")
      .split(" "),
  ),
  en: new Set(
    ("the a an and or but of to in on at for with by from about as is are was were be been being do does did have has had " +
      "i you we they he she it me us them my your our their its this that these those what which who whom how why when where " +
      "can could will would shall should may might must there here any some all much many more most not no yes if then than " +
      "so also just get got tell know want need please hi hello thanks thank let like give offer provide promise during into out up " +
      "one ones before after anything something doing").split(" "),
  ),
  fi: new Set(
    ("ja on ei se ne tama tuo nama nuo mita mika mitka kuka ketka miten miksi milloin missa mista mihin kuinka paljonko " +
      "olla olen olet olemme olette ovat oli oliko onko voi voiko voitteko voisitteko voisin voin voimme " +
      "te me mina sina han he teilla teidan meilla meidan minun sinun mulla mun sun " +
      "myos vain kun jos etta tai mutta seka kanssa ilman yli alle jo viela nyt sitten " +
      "haluan haluaisin kertoa kerro tarvitsen tarvitsemme hei kiitos moi terve kylla tarjoatte tarjoaa tarjota annatte antaa lupaatte " +
      "teette teetteko tehda teemme saa saada saamme").split(" "),
  ),
};

export function isStopWord(word: string, lang: Lang): boolean {
  return STOP_WORDS[lang].has(word);
}

/** Endings to strip, tried in order (the first that fits wins), keeping at least MIN_STEM letters. */
const SUFFIXES: Record<Lang, readonly string[]> = {
  se: [
    "heterna", "arnas", "ernas", "ornas", "heten", "heter", "andet", "arna", "erna", "orna", "ande", "ende", "aste",
    "ens", "ers", "ars", "ade", "are", "ast", "het", "an", "en", "et", "ar", "er", "or", "at", "na", "as", "es", "a", "e", "s",
  ],
  no: [
    "hetene", "heten", "ende", "ene", "ane", "ere", "ens", "ers", "het", "ert", "en", "et", "er", "ar", "as", "es", "a", "e", "s",
  ],
  en: ["ations", "ation", "ings", "ing", "ies", "ied", "ness", "ment", "ers", "ed", "es", "er", "ly", "s", "e"],
  fi: [
    // clitics, possessives and personal verb endings first, then case endings, then plural markers
    "kaan", "kään", "kin", "han", "hän", "nsa", "nsä", "mme", "nne", "tte", "vat", "vät", "taan", "tään", "daan", "dään",
    "issa", "issä", "ista", "istä", "illa", "illä", "ilta", "iltä", "ille", "iksi", "ineen", "itten", "iden", "ien",
    "ssa", "ssä", "sta", "stä", "lla", "llä", "lta", "ltä", "lle", "ksi", "tta", "ttä", "ine", "ko", "kö",
    "na", "nä", "ta", "tä", "en", "an", "än", "in", "on", "un", "yn", "a", "ä", "n", "t", "i",
  ],
};

/**
 * Stems stay long: a short one collides with other words ("server" → "serv" would meet "service"). What
 * light stemming leaves unmatched, the index's bounded inflection matching finds ("tid" ↔ "tider").
 */
const MIN_STEM = 5;
/** Finnish endings overlap ("poista" ends like the elative -sta); its stems may be a little shorter. */
const MIN_STEM_FI = 4;

function stripSuffixes(word: string, suffixes: readonly string[], rounds: number, minStem = MIN_STEM): string {
  let stem = word;
  for (let round = 0; round < rounds; round++) {
    const suffix = suffixes.find((s) => stem.endsWith(s) && stem.length - s.length >= minStem);
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/** A light stem of an already folded word; digits and short words are kept as they are. */
export function stemWord(word: string, lang: Lang): string {
  if (word.length <= MIN_STEM_FI + 1 || /\d/.test(word)) return word;
  const folded = foldText(word);
  switch (lang) {
    case "fi":
      return stripSuffixes(folded, SUFFIXES.fi.map(foldText), 2, MIN_STEM_FI);
    case "en":
      return stripSuffixes(folded.replace(/'s$/, ""), SUFFIXES.en, 1);
    default:
      return stripSuffixes(folded, SUFFIXES[lang].map(foldText), 1);
  }
}

/** One raw token → the term MiniSearch indexes and searches, or null for stop words and noise. */
export function normaliseTerm(token: string, lang: Lang): string | null {
  const folded = foldText(token);
  if (folded.length < 2 && !/\d/.test(folded)) return null;
  if (isStopWord(folded, lang)) return null;
  return stemWord(folded, lang);
}

/** The distinct content terms of a text, in order of first appearance. */
export function contentTerms(text: string, lang: Lang): string[] {
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
