// Recognises the chat's fixed intents (greeting, thanks, pricing, booking, jobs, a human) in all four languages.
import { LANGUAGES } from "../../app/lib/languages.ts";
import type { AssistantIntent } from "./assistant.ts";
import { foldText, isStopWord, splitWords } from "./text-terms.ts";

/**
 * Phrases per intent, written as regular-expression fragments over lowercase text. Every language's
 * phrases are tried whatever the page's language: a Finn on the Swedish page still means what she writes.
 */
const PHRASES: Record<Exclude<AssistantIntent, "question">, string[]> = {
  human: [
    // se
    "(prata|tala|snacka) med (en |någon )?(människa|person|riktig person|handläggare|säljare|expert|någon)",
    "människa", "mänsklig", "riktig person", "kundtjänst",
    // en
    "(talk|speak|chat) (to|with) (a |an |some |the )?(human|person|real person|someone|somebody|agent|representative|expert|sales)",
    "human( being| agent)?", "real person", "live (agent|person|chat)", "customer service",
    // no
    "(snakke|prate) med (et |en |noen )?(menneske|person|ekte person|saksbehandler|ekspert|rådgiver|noen)",
    "menneske", "ekte person", "kundeservice",
    // fi
    "ihmi(nen|sen|stä|selle|sellä)", "oikea(n|lle)? (henkilö|ihminen)", "asiakaspalvelija\\p{L}*", "asiakaspalvelu\\p{L}*",
    "puhu(a|isin|n) (jonkun|asiantuntijan|myyjän|henkilön)",
  ],
  booking: [
    // se
    "boka (ett |en )?(samtal|möte|tid|demo|videomöte|telefonmöte|genomgång)", "(ring|kontakta) (upp )?mig", "bli uppringd", "ringa upp",
    // en
    "book (a |an )?(call|meeting|demo|appointment|time|slot|consultation)", "schedule (a |an )?(call|meeting|demo|appointment)",
    "set up (a |an )?(call|meeting)", "call me( back)?", "arrange (a |an )?(call|meeting)",
    // no
    "bestill(e)? (en |et )?(samtale|møte|time|demo)", "book(e)? (en |et )?(samtale|møte|time|demo)", "ring(e)? meg( opp)?", "bli oppringt",
    // fi
    "varata? (aika|ajan|puhelu|puhelun|tapaaminen|tapaamisen|palaveri|palaverin|demo)", "varaus", "soittakaa( minulle)?", "soittopyyntö",
    "sopia (tapaaminen|tapaamisesta|puhelusta|palaveri)",
  ],
  jobs: [
    // se
    "jobb", "jobba (hos|för) er", "lediga (tjänster|jobb)", "karriär\\p{L}*", "anställer ni", "rekryterar ni", "söka (jobb|tjänst)",
    // en
    "jobs", "a job", "job (openings?|offers?|vacanc(y|ies)|opportunit(y|ies))", "careers?", "vacanc(y|ies)", "hiring",
    "work for you", "join (your|the) team", "open positions?", "apply for (a |the )?(job|position|role)",
    // no
    "stilling(er|en)?", "ledige stillinger", "karriere", "jobbe (hos|for) dere", "søke jobb", "ansetter dere",
    // fi
    "työpaik\\p{L}*", "avoim\\p{L}* (työ|paik|teht)\\p{L}*", "rekrytoitteko", "ura(a|n|lle|mahdollisuu\\p{L}*)?", "töihin", "työhakemu\\p{L}*", "palkkaatte",
  ],
  pricing: [
    // se
    "pris(er|et|erna|lista|nivå|bild|uppgift\\p{L}*)?", "kostar", "vad tar ni betalt", "timpris", "prissätt\\p{L}*", "offert",
    // en
    "prices?", "pricing", "priced", "how much (does|do|is|are|will|would|for)", "what does (it|this|that|\\p{L}+) cost",
    "is it free", "your rates", "hourly rate", "quote", "what do you charge",
    // no
    "koster", "hva tar dere betalt", "timepris", "pristilbud", "tilbud på",
    // fi
    "hin(ta|nat|nan|taa|noittelu|noitellaan|nasto)\\p{L}*", "paljonko", "mitä (\\p{L}+ )?maksaa", "mitä (\\p{L}+ )?maksavat", "tarjous\\p{L}*",
  ],
  thanks: [
    "(stort |tusen )?tack( så mycket| för hjälpen| för svaret| för det)?",
    "thanks( a lot| so much| for (the|your) help)?", "thank you( so much| very much| for (the|your) help)?", "cheers",
    "(tusen )?takk( skal du ha| for hjelpen| for svaret| for det)?",
    "kiitos( paljon| avusta| vastauksesta)?", "kiitti", "kiitoksia",
  ],
  greeting: [
    "hej(san|sa)?", "hallå", "god (morgon|dag|kväll)", "tjena", "hur mår du", "hur är läget",
    "hello", "hi", "hey", "good (morning|afternoon|evening)", "how are you( doing)?",
    "hei", "heisann", "hallo", "god morgen", "hvordan går det", "hvordan har du det",
    "moi", "moikka", "terve", "hyvää (huomenta|päivää|iltaa)", "päivää", "mitä kuuluu",
  ],
};

/**
 * "Cost" alone asks for a price ("what are the costs?") unless the visitor wants to lower costs, which is a
 * question about a service ("can you help us reduce our cloud costs?").
 */
const COST_WORDS = ["costs?", "\\p{L}*kostnad(en|er|erna|ene)?", "\\p{L}*kustannu\\p{L}*"];
const LOWERING_COSTS = new RegExp(
  [
    "sänka", "minska", "spara", "optimera", "kontroll", "sänk\\p{L}*", "minsk\\p{L}*", "besparing\\p{L}*",
    "reduc\\p{L}*", "lower\\p{L}*", "cut(ting)?", "sav(e|es|ing|ings)", "optimi[sz]\\p{L}*", "control\\p{L}*", "manag\\p{L}*",
    "redusere", "senke", "kutte", "spare", "besparelse\\p{L}*",
    "vähen\\p{L}*", "pienen\\p{L}*", "säästä\\p{L}*", "säästö\\p{L}*", "karsi\\p{L}*", "hallin\\p{L}*",
  ].map((word) => `(?<![\\p{L}])${word}(?![\\p{L}])`).join("|"),
  "iu",
);

/** Letters or digits: our own word boundary, since \b knows nothing of å, ä, ö, æ or ø. */
const WORD_CHAR = "[\\p{L}\\p{N}]";

function phraseRegExp(phrases: string[]): RegExp {
  return new RegExp(`(?<!${WORD_CHAR})(?:${phrases.join("|")})(?!${WORD_CHAR})`, "iu");
}

const PATTERNS = Object.fromEntries(
  Object.entries(PHRASES).map(([intent, phrases]) => [intent, phraseRegExp(phrases)]),
) as Record<Exclude<AssistantIntent, "question">, RegExp>;

const COST_PATTERN = phraseRegExp(COST_WORDS);

/** Greetings and thanks are small talk only when nothing else is said; otherwise the rest is the question. */
function isSmallTalk(text: string, pattern: RegExp): boolean {
  if (!pattern.test(text)) return false;
  const rest = text.replace(new RegExp(pattern.source, "giu"), " ");
  return splitWords(rest).every((word) => LANGUAGES.some((lang) => isStopWord(foldText(word), lang)));
}

/** The intent of a chat message; "question" when none of the fixed intents applies. */
export function detectIntent(text: string): AssistantIntent {
  const lower = text.toLowerCase();
  // A wish for a human outranks everything: the visitor asked to leave the bot.
  if (PATTERNS.human.test(lower)) return "human";
  if (PATTERNS.booking.test(lower)) return "booking";
  if (PATTERNS.jobs.test(lower)) return "jobs";
  if (PATTERNS.pricing.test(lower)) return "pricing";
  if (COST_PATTERN.test(lower) && !LOWERING_COSTS.test(lower)) return "pricing";
  if (isSmallTalk(lower, PATTERNS.thanks)) return "thanks";
  if (isSmallTalk(lower, PATTERNS.greeting)) return "greeting";
  return "question";
}
