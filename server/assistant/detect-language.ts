// Guesses which of the site's four languages a chat message is written in, from words and letters alone.
import type { Lang } from "../../app/lib/languages.ts";
import { LANGUAGES } from "../../app/lib/languages.ts";

type Scores = Record<Lang, number>;

/**
 * Frequent words that mark one language (weight 2) — or two at once (weight 1 each), since Swedish and
 * Norwegian share much of their everyday vocabulary. Listed with their real spelling: å/ä/ö/æ/ø are cues too.
 */
const MARKER_WORDS: Record<string, Partial<Scores>> = {};

function mark(langs: Lang[], weight: number, words: string): void {
  for (const word of words.split(" ")) {
    const entry = (MARKER_WORDS[word] ??= {});
    for (const lang of langs) entry[lang] = (entry[lang] ?? 0) + weight;
  }
}

mark(["se"], 2,
  "och att är jag hur vad vilken vilket vilka varför när någon något några inte ni er era ert mig dig oss också " +
  "kommer komma snabbt finns får ska skulle måste kostar mycket hej tack vänligen behöver vill veta berätta pratar prata " +
  "människa sådan bara eller från efter hos mot utan mellan sen sedan ingår erbjuder hjälpa hjälp tjänster med vara göra gör " +
  "kunna jobba arbetar våra vår vårt ut lång tid dagar timmar svar svarar lagrar sparar betala betalning hur länge");
mark(["no"], 2,
  "og er jeg hvordan hva hvilken hvilket hvilke hvorfor når noen noe ikke dere deres meg deg også " +
  "kommer komme raskt finnes får skal skulle må koster mye hei takk vennligst trenger vil vite fortelle snakke " +
  "menneske slik bare eller fra etter hos mot uten mellom siden inngår tilbyr hjelpe hjelp tjenester med være gjøre gjør " +
  "kunne jobbe jobber våre vår vårt ut lenge tid dager timer svar svarer lagrer oppbevarer betale betaling hvor lenge");
mark(["en"], 2,
  "the and is are what which how why when who do does can could would you your we our my me it this that " +
  "have has with for from about of to in on long much many any please hello hi thanks thank there " +
  "offer provide get need want talk speak someone keep store pay invoice quickly fast come");
mark(["fi"], 2,
  "ja on ei mitä mikä mitkä kuka miten miksi milloin missä mistä mihin kuinka paljonko onko voiko voitteko " +
  "te me minä sinä teillä teidän meillä meidän myös vain kun jos että tai mutta sekä kanssa haluan haluaisin " +
  "kerro tarvitsen tarvitsemme hei kiitos moi terve kyllä nopeasti kauan tarjoatte tarjoaako palveluja " +
  "tukea tuki tietoja säilytätte maksu lasku puhua ihmisen ihminen henkilön");
// Words both Scandinavian languages write the same way: they say "se or no", not which.
mark(["se", "no"], 1, "kan har vi det som på av för för till den de om en ett et man sig seg ved vid alla alle");

/** Letter patterns: æ/ø only in Norwegian, ä/ö in Swedish and Finnish, Finnish double vowels and endings. */
const LETTER_CUES: { pattern: RegExp; scores: Partial<Scores> }[] = [
  { pattern: /[æø]/gu, scores: { no: 3 } },
  { pattern: /å/gu, scores: { se: 1, no: 1 } },
  { pattern: /[äö]/gu, scores: { se: 1, fi: 1 } },
  { pattern: /(aa|ää|ii|uu|yy|öö)/gu, scores: { fi: 0.5 } },
  { pattern: /\p{L}{3,}(ssa|ssä|stä|llä|lta|ltä|ksi|tte|ko|kö|nne)(?!\p{L})/gu, scores: { fi: 1 } },
  { pattern: /\b(th|wh)\p{L}+/gu, scores: { en: 1 } },
  { pattern: /\p{L}+(sjon|sjoner)(?!\p{L})/gu, scores: { no: 1.5 } },
  { pattern: /\p{L}+(tion|tioner)(?!\p{L})/gu, scores: { se: 0.5, en: 0.5 } },
  { pattern: /\bhv\p{L}*/gu, scores: { no: 1.5 } },
  { pattern: /\p{L}+(ene)(?!\p{L})/gu, scores: { no: 0.5 } },
  { pattern: /\p{L}+(arna|erna|orna)(?!\p{L})/gu, scores: { se: 1 } },
];

/** Below this much evidence the text says too little; the tie breaker (the page's language) decides. */
const MIN_EVIDENCE = 2;
/** The winner must lead by this margin; a closer race is ambiguous and the tie breaker decides. */
const MIN_LEAD = 1;

function emptyScores(): Scores {
  return { se: 0, en: 0, fi: 0, no: 0 };
}

function addScores(target: Scores, add: Partial<Scores>, times = 1): void {
  for (const lang of LANGUAGES) target[lang] += (add[lang] ?? 0) * times;
}

function wordScores(text: string): Scores {
  const scores = emptyScores();
  for (const word of text.toLowerCase().split(/[^\p{L}]+/u)) {
    const cue = MARKER_WORDS[word];
    if (cue) addScores(scores, cue);
  }
  return scores;
}

function letterScores(text: string): Scores {
  const scores = emptyScores();
  const lower = text.toLowerCase();
  for (const cue of LETTER_CUES) addScores(scores, cue.scores, lower.match(cue.pattern)?.length ?? 0);
  return scores;
}

/** The language of a message: se, en, fi or no; the tie breaker when the text is short or ambiguous. */
export function detectLanguage(text: string, tieBreaker: Lang): Lang {
  const scores = languageScores(text);
  const ranked = [...LANGUAGES].sort((a, b) => scores[b] - scores[a]);
  const best = ranked[0]!;
  const second = ranked[1]!;
  if (scores[best] < MIN_EVIDENCE) return tieBreaker;
  if (scores[best] - scores[second] < MIN_LEAD) return tieBreaker;
  return best;
}

/** Exposed for tests and tuning: the evidence per language. */
export function languageScores(text: string): Scores {
  const scores = wordScores(text);
  addScores(scores, letterScores(text));
  return scores;
}
