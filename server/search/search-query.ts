// The pure half of site search: what a visitor typed, cut into the words the index is asked for, and a headline's
// markers turned into segments the page renders as text and <mark> (never as HTML).
import type { Lang } from "../../app/lib/languages.ts";
import type { SnippetSegment } from "../../app/lib/search-results.ts";

/** Longer queries are cut here (no error): nobody types more, and each word costs a lookup. */
export const MAX_QUERY_LENGTH = 200;
/** Words after these are ignored. */
export const MAX_QUERY_WORDS = 8;
/** No word of the site's copy is longer; a longer run of letters is no word and is dropped. */
export const MAX_WORD_LENGTH = 40;

/** Each language's text-search configuration (made by migration 0008-search). */
export const SEARCH_CONFIGURATIONS: Record<Lang, string> = {
  se: "search_swedish",
  en: "search_english",
  fi: "search_finnish",
  no: "search_norwegian",
};

/** Markers ts_headline puts around a match: control characters, which indexed text never contains (see plainText). */
export const MARK_START = "\u0001";
export const MARK_STOP = "\u0002";

/** The query as the page shows it back: trimmed, whitespace collapsed, cut to MAX_QUERY_LENGTH. */
export function normalizeQuery(raw: string): string {
  return Array.from(raw.normalize("NFC").replace(/[\p{Cc}\p{Cf}]/gu, " ").replace(/\s+/g, " ").trim())
    .slice(0, MAX_QUERY_LENGTH)
    .join("")
    .trim();
}

/** The words of a query, lower-cased, in order, without repeats: letters and digits only. */
export function queryWords(query: string): string[] {
  const words = normalizeQuery(query)
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== "" && word.length <= MAX_WORD_LENGTH);
  return [...new Set(words)].slice(0, MAX_QUERY_WORDS);
}

/** Text as it is indexed: no control characters (so the headline markers are unambiguous), whitespace collapsed. */
export function plainText(text: string): string {
  return text.replace(/[\p{Cc}\p{Cf}]/gu, " ").replace(/[ \t]+/g, " ").trim();
}

/** One lexeme as a tsquery term: prefix-matched when long enough to mean something (compound words, endings). */
export function queryTerm(lexeme: string): string {
  const quoted = `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;
  return Array.from(lexeme).length >= 3 ? `${quoted}:*` : quoted;
}

/** A headline with MARK_START/MARK_STOP around matches, as plain-text segments. */
export function snippetSegments(headline: string): SnippetSegment[] {
  const segments: SnippetSegment[] = [];
  let mark = false;
  for (const part of headline.split(new RegExp(`([${MARK_START}${MARK_STOP}])`))) {
    if (part === MARK_START) mark = true;
    else if (part === MARK_STOP) mark = false;
    else if (part !== "") {
      const last = segments.at(-1);
      if (last && last.mark === mark) last.text += part;
      else segments.push({ text: part, mark });
    }
  }
  return segments;
}
