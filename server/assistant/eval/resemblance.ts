// Whether two evaluation questions are near-copies of each other: most of their words the same. A development
// question that resembles a held-out one would let tuning or learning on it pass for accuracy on the held-out set.

/** Words of three letters or more, lower-cased: the ones that carry what a question asks. */
function wordsOf(question: string): Set<string> {
  return new Set(question.toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
}

/** Two questions sharing this share of their words (Jaccard) are near-copies. */
export const RESEMBLANCE = 0.4;

function shareOf(first: Set<string>, second: Set<string>): number {
  let shared = 0;
  for (const word of first) if (second.has(word)) shared++;
  const all = first.size + second.size - shared;
  return all > 0 ? shared / all : 0;
}

/** Whether two questions share at least RESEMBLANCE of their words. */
export function resembles(a: string, b: string): boolean {
  return shareOf(wordsOf(a), wordsOf(b)) >= RESEMBLANCE;
}

/** Whether a question resembles any of the others. */
export function resemblesAny(question: string, others: readonly string[]): boolean {
  return others.some((other) => resembles(question, other));
}

/** A check against many questions that reads each of them once: for thousands of questions to compare. */
export function resemblanceTo(others: readonly string[]): (question: string) => boolean {
  const sets = others.map(wordsOf);
  return (question) => {
    const words = wordsOf(question);
    return sets.some((other) => shareOf(words, other) >= RESEMBLANCE);
  };
}
