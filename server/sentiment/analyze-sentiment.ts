// Offline sentiment, urgency and emotion analysis of a chat message in Swedish, English, Finnish and Norwegian.
import type { Sentiment } from "../../app/chat/chat-contract.ts";

/**
 * Lexicon notation, chosen so one list can hold whole words and the stems of inflected or compound forms:
 * `word` matches the token exactly, `stem*` a token starting with it, `*tail` a token ending with it (compounds
 * such as "serverproblem"), `*part*` a token containing it. Entries with a space are phrases matched on the
 * normalised token sequence and are never negated (they carry their own negation, like "förstår inte").
 */
class Lexicon {
  readonly #exact = new Set<string>();
  readonly #prefixes: string[] = [];
  readonly #suffixes: string[] = [];
  readonly #infixes: string[] = [];
  readonly phrases: string[] = [];

  constructor(entries: string) {
    for (const entry of entries.split(/\s*\|\s*|\n/).map((e) => e.trim()).filter(Boolean)) {
      if (entry.includes(" ")) this.phrases.push(entry);
      else if (entry.startsWith("*") && entry.endsWith("*")) this.#infixes.push(entry.slice(1, -1));
      else if (entry.endsWith("*")) this.#prefixes.push(entry.slice(0, -1));
      else if (entry.startsWith("*")) this.#suffixes.push(entry.slice(1));
      else this.#exact.add(entry);
    }
  }

  matches(token: string): boolean {
    return (
      this.#exact.has(token) ||
      this.#prefixes.some((p) => token.startsWith(p)) ||
      this.#suffixes.some((s) => token.length > s.length && token.endsWith(s)) ||
      this.#infixes.some((i) => token.includes(i))
    );
  }

  /** Phrases found in the normalised text (tokens joined by single spaces, padded with spaces). */
  phraseHits(paddedText: string): number {
    return this.phrases.filter((phrase) => paddedText.includes(` ${phrase} `)).length;
  }
}

// Entries are separated by "|" so phrases with spaces can sit among single words.
const POSITIVE = new Lexicon(`
  bra | utmärkt* | fantastisk* | underbar* | perfekt* | nöjd* | glad | glada | gladare | tack* | smidig* | enkel | enkelt
  | härlig* | toppen | grym | grymt | super | superbra | proffsig* | hjälpsam* | älskar | gillar | rekommender* | imponer*
  | lysande | kanon* | trevlig* | löst | lösta | strålande | tacksam*
  | good | great | excellent | amazing | awesome | fantastic | wonderful | perfect | happy | glad | pleased | satisfied
  | love | loved | thanks | thank | thx | helpful | nice | smooth | easy | recommend* | impressed | brilliant
  | solved | appreciate* | grateful
  | hyvä* | loistava* | erinomai* | mahtava* | upea* | täydelli* | tyytyväi* | iloi* | kiitos* | kiitti | kiitollinen
  | helppo* | suosittel* | kiva* | ihana* | hieno* | ratkesi | ratkaistu
  | god | godt | gode | flott* | utmerk* | fornøyd* | takk* | takknemlig* | anbefal* | herlig* | nydelig* | kjempebra
  | løst
`);

/**
 * "It works" is mildly good news, but "it does not work" is the commonest complaint there is, so these words weigh
 * little on their own and fully when negated. Finnish "toimi" is the form after "ei" ("ei toimi").
 */
const FUNCTIONING = new Lexicon(`
  fungerar | fungera | fungerade | funkar | funka | work | works | working | worked | toimii | toimi | toiminut
  | fungerer | fungere | funker | virker
`);
const FUNCTIONING_WEIGHT = 0.4;

/** Strongly felt words count more than mild ones. */
const STRONG = new Lexicon(`
  fantastisk* | underbar* | perfekt* | älskar | strålande | lysande | katastrof* | fruktansvärd* | hemsk* | värdelös*
  | amazing | awesome | fantastic | wonderful | perfect | love | brilliant | terrible | awful | horrible | worst | useless
  | disaster* | hate | unacceptable
  | loistava* | mahtava* | täydelli* | kamala* | hirveä* | surkea* | katastrofi*
  | elendig* | forferdelig* | fryktelig* | ubrukelig* | hater | uakseptab* | oacceptab* | kestämätön*
`);

const NEGATIVE = new Lexicon(`
  dålig* | usel* | hemsk* | fruktansvärd* | *problem* | fel | felet | felen | fela* | *fel | trasig* | sönder | krasch*
  | nere | besvik* | missnöjd* | arg | arga | argt | ilsk* | irriter* | frustrer* | värdelös* | katastrof*
  | oacceptab* | klaga* | klagomål* | orolig* | rädd | förvirr* | hatar | störning* | avbrott* | strul* | bugg* | förbann*
  | rasande | tyvärr | långsam*
  | bad | terrible | awful | horrible | poor | worst | broken | broke | crash* | down | error* | fail* | issue | issues | bug | bugs
  | buggy | slow* | useless | disappoint* | unhappy | angry | annoy* | frustrat* | hate | hated | unacceptable | worried
  | confus* | complain* | outage* | disaster* | furious | upset | worry | afraid | anxious
  | huono* | kamala* | surkea* | hirveä* | ongelm* | vika | vikaa | viallinen | virhe* | rikki | kaatu* | hidas | hitaa*
  | pettyn* | pettymys | tyytymätön* | vihai* | raivo* | ärsyttä* | ärsyynty* | turhautu* | huolissa* | huolestu* | katko*
  | häiriö* | alhaalla | nurin | kestämätön*
  | dårlig* | elendig* | forferdelig* | fryktelig* | feil* | ødelagt* | krasj* | skuffet* | skuffende | misfornøyd* | sint*
  | treg* | ubrukelig* | uakseptab* | bekymr* | forvirr* | hater | avbrudd* | driftsstans* | dessverre | redd | urolig*
  | nede
`);

/** Words that turn the meaning of the sentiment word within the next few tokens. */
const NEGATORS = new Set([
  "inte", "ej", "icke", "aldrig", "ingen", "inget", "inga",
  "not", "no", "never", "nothing", "don't", "dont", "doesn't", "doesnt", "isn't", "isnt", "wasn't", "wasnt", "aren't",
  "arent", "can't", "cant", "cannot", "won't", "wont", "didn't", "didnt", "haven't", "havent", "nor", "without",
  "ei", "et", "emme", "ette", "eivät", "älä", "ilman",
  "ikke", "ikkje", "aldri", "intet",
]);
/** Swedish and Norwegian put the negation after the verb ("det fungerar inte", "det virker ikke"). */
const TRAILING_NEGATORS = new Set(["inte", "ej", "icke", "ikke", "ikkje"]);
/** Finnish "en" (I don't) is the Swedish article "en", so it negates only in text that reads as Finnish. */
const FINNISH_MARKERS = new Set([
  "ole", "olen", "olla", "ja", "että", "mutta", "tämä", "tämän", "meidän", "minun", "meillä", "teidän", "ovat", "kanssa",
  "kun", "voi", "ei", "vielä", "myös", "palvelin", "palvelu", "kiitos",
]);

const INTENSIFIERS = new Set([
  "mycket", "väldigt", "jätte", "extremt", "otroligt", "riktigt", "verkligen", "så", "helt", "totalt", "oerhört",
  "very", "really", "extremely", "so", "super", "totally", "completely", "absolutely", "incredibly", "truly", "too",
  "todella", "tosi", "erittäin", "aivan", "täysin", "hirveän", "kauhean", "niin", "super",
  "veldig", "svært", "utrolig", "skikkelig", "kjempe", "virkelig", "fullstendig",
]);
/** Compound intensifiers: "jättebra", "supernöjd", "kjempefornøyd", "huippuhyvä". */
const INTENSIFYING_PREFIXES = ["jätte", "super", "mega", "kanon", "kjempe", "huippu", "skit"];

/** Words after "men" / "but" carry the writer's point; the part before is often politeness. */
const CONTRASTS = new Set(["men", "but", "however", "mutta", "kuitenkin", "though", "although"]);

const HIGH_URGENCY = new Lexicon(`
  akut* | brådsk* | bråttom | omgående* | omedelbar* | kritisk* | nere | snarast | nödläge* | produktionsstopp* | driftstopp*
  | urgent* | asap | immediate* | critical* | emergency | emergencies | down | outage* | crisis
  | kiire* | heti | välittömä* | kriittinen* | kriittis* | hätä* | alhaalla | nurin
  | haster | hastesak* | straks | umiddelbar* | nødsituasjon* | driftsstans* | nede
  | ligger nede | nu direkt | med en gång | så fort som möjligt | så snart som möjligt
  | right now | right away | as soon as possible | as soon as you can
  | mahdollisimman pian | mahdollisimman nopeasti | heti paikalla
  | med en gang | så fort som mulig | så snart som mulig | ligger nede
`);
/** Urgency words that do not say "urgent" but still ask for a quick reply. */
const MEDIUM_URGENCY = new Lexicon(`
  snart | snabbt | fort | idag | strax | soon | quickly | quick | today | pian | nopeasti | tänään | raskt | snarest
  | i dag | i morgon | behöver hjälp | need help | tarvitsen apua | tarvitaan apua | trenger hjelp | trenger hjelp
`);
/** Explicit "no rush": overrides the urgency a complaint would otherwise imply. */
const CALM = new Lexicon(`
  kiireettö* | kiireetön | när ni har tid | när du har tid | when you have time | no rush | no hurry | ingen brådska
  | inte bråttom | ei kiirettä | kun ehditte | når dere har tid | når du har tid | ingen hast | ikke hast
`);

/** Emotion codes (English, stable for storage and statistics) and the words that show them. */
const EMOTIONS: ReadonlyArray<readonly [string, Lexicon]> = [
  [
    "frustration",
    new Lexicon(`
      frustr* | irriter* | trött på | tröttnat | less på | fed up | annoying | annoyed | ärsyttä* | ärsyynty* | turhautu*
      | lei av | strul* | hopeless | hopplös* | håpløs* | toivoton
    `),
  ],
  [
    "anger",
    new Lexicon(`
      arg | arga | argt | ilsk* | rasande | förbann* | oacceptab* | angry | furious | outrageous | unacceptable | outraged
      | vihai* | raivo* | suuttu* | kestämätön* | sint* | rasende | forbann* | uakseptab*
    `),
  ],
  [
    "joy",
    new Lexicon(`
      glad | glada | nöjd* | fantastisk* | underbar* | härlig* | toppen | älskar | strålande | superbra | jättebra
      | happy | delighted | great | excellent | wonderful | amazing | awesome | love | pleased | satisfied
      | iloi* | ilo | tyytyväi* | mahtava* | ihana* | loistava* | upea*
      | fornøyd* | flott* | herlig* | nydelig* | kjempebra | elsker
    `),
  ],
  [
    "gratitude",
    new Lexicon(`
      tack* | tacksam* | thank* | thx | grateful | appreciate* | kiitos* | kiitti | kiitollinen | takk* | takknemlig*
    `),
  ],
  [
    "worry",
    new Lexicon(`
      orolig* | oroar | oro | rädd | bekymr* | worried | worry | worries | concerned | afraid | anxious | nervous
      | huoli* | huolestu* | pelkä* | pelottaa | redd | engstelig* | urolig*
    `),
  ],
  [
    "confusion",
    new Lexicon(`
      förvirr* | oklar* | förstår inte | fattar inte | begriper inte | confus* | unclear | don't understand
      | dont understand | do not understand | doesn't make sense | hämmen* | epäselv* | sekava* | en ymmärrä | ei ymmärrä
      | forvirr* | uklar* | skjønner ikke | forstår ikke
    `),
  ],
  ["disappointment", new Lexicon(`besvik* | disappoint* | let down | pettyn* | pettymys | skuffet* | skuffende`)],
];
/** A complaint that repeats ("again", "still") shows frustration even without a frustration word. */
const REPETITION = new Set(["igen", "fortfarande", "again", "still", "taas", "jälleen", "yhä", "edelleen", "igjen", "fortsatt"]);

const NEGATION_WINDOW = 3;
const URGENCY_NEGATION_WINDOW = 2;
const FUNCTIONING_NEGATION_WINDOW = 2;
const NEGATED_FACTOR = -0.8;
const STRONG_WEIGHT = 1.5;
const INTENSIFIER_FACTOR = 1.5;
const BEFORE_CONTRAST_FACTOR = 0.5;
const AFTER_CONTRAST_FACTOR = 1.5;
/** The sum a text needs to count as positive or negative rather than neutral. */
const POLARITY_THRESHOLD = 0.5;

interface Token {
  word: string;
  /** Index of the clause the token is in; negation and intensifiers do not reach across clauses. */
  clause: number;
  /** 1 normally; 0.5 before a contrast word in the same sentence, 1.5 after it. */
  emphasis: number;
}

function normalise(text: string): string {
  // Curly apostrophes and compatibility forms would otherwise split "don’t" or hide a match.
  return text.normalize("NFKC").toLowerCase().replace(/[’`´]/g, "'");
}

function tokenise(text: string): Token[] {
  const tokens: Token[] = [];
  let clause = 0;
  for (const sentence of text.split(/[.!?;\n]+/)) {
    const sentenceTokens: Token[] = [];
    for (const part of sentence.split(/[,:()"]+/)) {
      clause += 1;
      for (const match of part.matchAll(/[\p{L}\p{N}]+(?:'[\p{L}]+)?/gu)) {
        sentenceTokens.push({ word: match[0], clause, emphasis: 1 });
      }
    }
    const contrastAt = sentenceTokens.findIndex((t) => CONTRASTS.has(t.word));
    if (contrastAt > 0) {
      sentenceTokens.forEach((t, i) => {
        if (i < contrastAt) t.emphasis = BEFORE_CONTRAST_FACTOR;
        else if (i > contrastAt) t.emphasis = AFTER_CONTRAST_FACTOR;
      });
    }
    tokens.push(...sentenceTokens);
  }
  return tokens;
}

function isNegator(word: string, finnish: boolean): boolean {
  return NEGATORS.has(word) || (finnish && word === "en");
}

/** True when a negation word stands shortly before the token (or, Scandinavian style, right after it). */
function isNegated(tokens: Token[], index: number, finnish: boolean, window = NEGATION_WINDOW): boolean {
  const token = tokens[index]!;
  for (let i = Math.max(0, index - window); i < index; i++) {
    const before = tokens[i]!;
    if (before.clause === token.clause && isNegator(before.word, finnish)) return true;
  }
  const after = tokens[index + 1];
  return after !== undefined && after.clause === token.clause && TRAILING_NEGATORS.has(after.word);
}

function isIntensified(tokens: Token[], index: number): boolean {
  const token = tokens[index]!;
  for (let i = Math.max(0, index - 2); i < index; i++) {
    const before = tokens[i]!;
    if (before.clause === token.clause && INTENSIFIERS.has(before.word)) return true;
  }
  return false;
}

/** The token as looked up: itself, or the rest of a compound after an intensifying prefix ("jättebra" → "bra"). */
function lookupForms(word: string): Array<{ form: string; intensified: boolean }> {
  const forms = [{ form: word, intensified: false }];
  for (const prefix of INTENSIFYING_PREFIXES) {
    if (word.startsWith(prefix) && word.length - prefix.length >= 3) {
      forms.push({ form: word.slice(prefix.length), intensified: true });
    }
  }
  return forms;
}

function polarityOf(word: string): { value: number; intensified: boolean } {
  for (const { form, intensified } of lookupForms(word)) {
    // Negative first: "*problem*" and "olöst"-like stems must not be read as the positive word they contain.
    const sign = NEGATIVE.matches(form) ? -1 : POSITIVE.matches(form) ? 1 : 0;
    if (sign !== 0) return { value: sign * (STRONG.matches(form) ? STRONG_WEIGHT : 1), intensified };
  }
  return { value: 0, intensified: false };
}

function matchesAnyForm(lexicon: Lexicon, word: string): boolean {
  return lookupForms(word).some(({ form }) => lexicon.matches(form));
}

/** Sentiment, urgency and emotions of a message, without any network call. */
export function analyzeSentiment(text: string): Sentiment {
  const normalised = normalise(text);
  const tokens = tokenise(normalised);
  const padded = ` ${tokens.map((t) => t.word).join(" ")} `;
  const finnish = tokens.some((t) => FINNISH_MARKERS.has(t.word));

  let score = 0;
  let highUrgency = HIGH_URGENCY.phraseHits(padded) > 0;
  let mediumUrgency = MEDIUM_URGENCY.phraseHits(padded) > 0;
  let calm = CALM.phraseHits(padded) > 0;
  const emotions = new Set<string>();
  for (const [emotion, lexicon] of EMOTIONS) if (lexicon.phraseHits(padded) > 0) emotions.add(emotion);

  tokens.forEach((token, index) => {
    const negated = isNegated(tokens, index, finnish);
    const polarity = polarityOf(token.word);
    if (polarity.value !== 0) {
      const intensity = polarity.intensified || isIntensified(tokens, index) ? INTENSIFIER_FACTOR : 1;
      score += polarity.value * intensity * token.emphasis * (negated ? NEGATED_FACTOR : 1);
    } else if (FUNCTIONING.matches(token.word)) {
      // Only a negation right next to the verb counts: "jag förstår inte hur det fungerar" is no complaint.
      const broken = isNegated(tokens, index, finnish, FUNCTIONING_NEGATION_WINDOW);
      score += (broken ? -1 : FUNCTIONING_WEIGHT) * token.emphasis;
    }
    if (CALM.matches(token.word)) calm = true;
    else if (HIGH_URGENCY.matches(token.word) || MEDIUM_URGENCY.matches(token.word)) {
      // "inte akut", "not urgent", "ei kiirettä": the writer says there is no hurry. A narrower window than for
      // sentiment, so that "kan ni inte hjälpa oss omgående?" stays urgent.
      if (isNegated(tokens, index, finnish, URGENCY_NEGATION_WINDOW)) calm = true;
      else if (HIGH_URGENCY.matches(token.word)) highUrgency = true;
      else mediumUrgency = true;
    }
    // A negated emotion word ("not happy", "inte orolig") does not show that emotion.
    if (!negated) for (const [emotion, lexicon] of EMOTIONS) if (matchesAnyForm(lexicon, token.word)) emotions.add(emotion);
  });

  const sentiment = score >= POLARITY_THRESHOLD ? "positive" : score <= -POLARITY_THRESHOLD ? "negative" : "neutral";
  if (sentiment === "negative" && tokens.some((t) => REPETITION.has(t.word))) emotions.add("frustration");
  // Joy in a message that is negative overall is politeness or irony, not joy.
  if (sentiment === "negative") emotions.delete("joy");

  const shouting = /!{3,}/.test(text);
  const urgency =
    highUrgency || (shouting && sentiment !== "positive")
      ? "high"
      : calm
        ? "low"
        : mediumUrgency || sentiment === "negative"
          ? "medium"
          : "low";

  return { sentiment, urgency, emotions: EMOTIONS.map(([emotion]) => emotion).filter((e) => emotions.has(e)) };
}

/** Whether this message is one of the sampled ones (SPEC section 5: about 30 % of user messages). */
export function shouldAnalyze(sampleRate: number, random: () => number = Math.random): boolean {
  if (!(sampleRate > 0)) return false;
  return random() < sampleRate;
}
