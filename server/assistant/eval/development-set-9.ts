// Development batch 9 (2026-11-24): typos as visitors type on a phone — letters swapped or dropped, no å/ä/ö/ø,
// no capitals or punctuation — five per site language. Typos pass about two in three on the held-out sets'
// aggregates. Written from the copy before running the assistant on them; tuned on.
import type { Lang } from "../../../app/lib/languages.ts";
import type { EvaluationCase } from "./evaluation-case.ts";

const typo = (lang: Lang, question: string, facts: string[], slug: string, accept: string[] = []): EvaluationCase => ({
  question, kind: "typo", pageLanguage: lang, expectLanguage: lang, facts, source: `/${lang}/${slug}`,
  ...(accept.length > 0 ? { acceptSources: accept.map((other) => `/${lang}/${other}`) } : {}),
});

export const DEVELOPMENT_CASES_9: EvaluationCase[] = [
  typo("se", "vilka raderings standarder anvnder ni for gamla datorer", ["NIST/DoD"], "itad"),
  typo("se", "nar ar telefonsuporten oppen", ["08–17"], "hardvarusupport"),
  typo("se", "hur snabbt kan en konsullt borja hos oss", ["2 timmar"], "it-bemanning"),
  typo("se", "vad omfattar 99,9 tillganglighet i molnet", ["99,9 %"], "molntjanster"),
  typo("se", "tacker ni mindre orter utanfor storstaderna", ["8 timmar"], "faltservice", ["managed-field-services"]),
  typo("en", "wich data erasure standrads do u use", ["NIST/DoD"], "itad"),
  typo("en", "whens ur phone suport open", ["08–17"], "hardvarusupport"),
  typo("en", "how quikly can a consultent start", ["2 hours"], "it-bemanning"),
  typo("en", "what dose the 99.9 uptime cover", ["99.9%"], "molntjanster"),
  typo("en", "do u cover smal towns outside the big citys", ["8 hours"], "faltservice", ["managed-field-services"]),
  typo("fi", "mita tietojen poisto standardeja kaytatte", ["NIST/DoD"], "itad"),
  typo("fi", "milloin puhelin tuki palvelee", ["08–17"], "hardvarusupport"),
  typo("fi", "kuinka nopesti konsultti voi aloitaa", ["2 tunnin"], "it-bemanning"),
  typo("fi", "mita 99,9 kaytettavyys kattaa", ["99,9 %"], "molntjanster"),
  typo("fi", "palveletteko pienemmilla paikkakunnilla", ["8 tunnin"], "faltservice", ["managed-field-services"]),
  typo("no", "hvilke slette standarder bruker dere pa gamle pcer", ["NIST/DoD"], "itad"),
  typo("no", "nar er telefonsuporten bemannet", ["08–17"], "hardvarusupport"),
  typo("no", "hvor raskt kan en konsulnet begynne", ["2 timer"], "it-bemanning"),
  typo("no", "hva omfatter 99,9 oppetid i skyen", ["99,9 %"], "molntjanster"),
  typo("no", "dekker dere mindre steder utenfor storbyene", ["8 timer"], "faltservice", ["managed-field-services"]),
];
