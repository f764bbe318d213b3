// The words a language's passages use: what inflections and compound parts of a question word must match.
import type { Lang } from "../../app/lib/languages.ts";
import { stemWord } from "./text-terms.ts";

/** Words of the site that are the question word plus an ending of at most this many letters count as its inflections. */
const MAX_ENDING = 3;
const MAX_INFLECTIONS = 8;
/** A three-letter word takes no endings: "car" is not "care". */
const MIN_INFLECTED = 4;
/** Parts of a compound: a head of 4+ letters (plus a linking letter) and a tail of 3+ letters, both words of the site. */
const COMPOUND = { minHead: 4, minTail: 3, minLength: 8, linking: ["s", "u", "a", "e", "o", "i"] };

/** A short stem takes only a short ending: "komm" is "komme" or "kommer", not "kommune". */
function maxEnding(word: string): number {
  return word.length <= 5 ? 2 : MAX_ENDING;
}

/** The stems of every word of a language's passages: what compound parts must be to count. */
export class Vocabulary {
  private readonly words: Set<string>;
  private readonly sorted: string[];
  private readonly parts = new Map<string, string[]>();
  private readonly lang: Lang;

  /** The letters the site's words are written with (folded), for trying a question word's one-letter slips. */
  readonly letters: string[];

  constructor(words: Iterable<string>, lang: Lang) {
    this.lang = lang;
    this.words = new Set(words);
    this.sorted = [...this.words].sort();
    this.letters = [...new Set([...this.words].join(""))].filter((letter) => /\p{L}/u.test(letter));
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  /** Position of the first word not sorting before the given beginning. */
  private lowerBound(beginning: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sorted[mid]! < beginning) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** A known word begins with this (an inflected head of a Finnish compound is still a known beginning). */
  private beginsKnownWord(head: string): boolean {
    return this.sorted[this.lowerBound(head)]?.startsWith(head) ?? false;
  }

  /**
   * Words of the site that are this word plus a short ending ("serv" → "servr", "server"): a bounded prefix
   * search, since an open one lets "serv" (server) match "servicehistorik".
   */
  inflections(word: string): string[] {
    const found = this.shorterForms(word);
    if (word.length < MIN_INFLECTED) return found;
    for (let i = this.lowerBound(word); i < this.sorted.length && found.length < MAX_INFLECTIONS; i++) {
      const candidate = this.sorted[i]!;
      if (!candidate.startsWith(word)) break;
      if (candidate !== word && candidate.length - word.length <= maxEnding(word)) found.push(candidate);
    }
    return found;
  }

  /** Words of the site that this word is an inflection of ("tider" → "tid"). */
  private shorterForms(word: string): string[] {
    const found: string[] = [];
    for (let cut = 1; cut <= MAX_ENDING; cut++) {
      const shorter = word.slice(0, -cut);
      if (shorter.length >= 3 && cut <= maxEnding(shorter) && this.words.has(shorter)) found.push(shorter);
    }
    return found;
  }

  /** A compound's last part is a word of the site, or one letter short of one ("tuk" of "puhelintuki" is "tuki"). */
  private knownTail(tail: string): boolean {
    if (this.words.has(tail)) return true;
    for (let i = this.lowerBound(tail); i < this.sorted.length && this.sorted[i]!.startsWith(tail); i++) {
      if (this.sorted[i]!.length === tail.length + 1) return true;
    }
    return false;
  }

  /** The head as a word of the site ("svars" → "svar"), or null when it is none. */
  private knownHead(head: string): string | null {
    if (head.length < COMPOUND.minHead) return null;
    const own = this.asWord(head);
    if (own) return own;
    const withoutLink = head.slice(0, -1);
    if (COMPOUND.linking.includes(head.at(-1)!) && withoutLink.length >= COMPOUND.minHead && this.words.has(withoutLink)) return withoutLink;
    return head.length >= 5 && this.beginsKnownWord(head) ? head : null;
  }

  /** A part as the index spells the same word standing alone ("puhelin" is indexed as its stem "puhel"). */
  private asWord(part: string): string | null {
    if (this.words.has(part)) return part;
    const stem = stemWord(part, this.lang);
    return this.words.has(stem) ? stem : null;
  }

  /** "hardvarusupport" → ["hardvar", "support"]; [] when the word is not a compound of known words. */
  compoundParts(word: string): string[] {
    const cached = this.parts.get(word);
    if (cached) return cached;
    let best: string[] = [];
    if (word.length >= COMPOUND.minLength && !/\d/.test(word)) {
      // The longest known tail wins: Nordic compounds put the meaning in their last part.
      for (let cut = COMPOUND.minHead; cut <= word.length - COMPOUND.minTail; cut++) {
        const tail = word.slice(cut);
        const head = this.knownTail(tail) ? this.knownHead(word.slice(0, cut)) : null;
        if (head) {
          best = [head, this.asWord(tail) ?? tail];
          break;
        }
      }
    }
    this.parts.set(word, best);
    return best;
  }
}
