// The words visitors use next to the words the site's copy uses: the synonym groups of content/assistant/<lang>.json.
import type { Lang } from "../../app/lib/languages.ts";
import { SITE_LANGUAGES } from "./language-data.ts";
import { normaliseTerm } from "./text-terms.ts";

/**
 * Each group is one concept. A question word that begins with a group's word is searched for with the
 * other words of the group too (at a lower weight), so "drifttid" also finds "tillgänglighet".
 */
function buildConcepts(lang: Lang): string[][] {
  return SITE_LANGUAGES[lang].synonyms.map((group) => [
    ...new Set(group.flatMap((phrase) => phrase.split(/\s+/)).map((word) => normaliseTerm(word, lang)).filter((t): t is string => t !== null)),
  ]);
}

const CONCEPTS: Partial<Record<Lang, string[][]>> = {};

/** A member word covers a query term when equal, or when the term (a compound) begins with a word of 5+ letters. */
function covers(member: string, term: string): boolean {
  return member === term || (member.length >= 5 && term.startsWith(member));
}

/** Other words for the concepts a (normalised) query term belongs to. */
export function synonymsOf(term: string, lang: Lang): string[] {
  const concepts = (CONCEPTS[lang] ??= buildConcepts(lang));
  const related = concepts.filter((group) => group.some((member) => covers(member, term))).flat();
  return [...new Set(related)].filter((word) => word !== term);
}
