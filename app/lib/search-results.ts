// What a site search answers, shared by the server (server/search/search-index.ts) and the search page.

/** What a result is, as its label says: a service page, a job, a news article or another page of the site. */
export type SearchResultKind = "service" | "job" | "news" | "page";

/** A piece of a snippet: plain text, marked where it matched the query. Rendered as text, never as HTML. */
export interface SnippetSegment {
  text: string;
  mark: boolean;
}

export interface SearchResult {
  kind: SearchResultKind;
  path: string;
  title: string;
  snippet: SnippetSegment[];
}

export interface SearchResults {
  /** The query as searched: trimmed and cut to its longest length. */
  query: string;
  /** True when the visitor's query was longer and was cut. */
  cut: boolean;
  /** How many documents match (more than `results` holds when there are many). */
  total: number;
  results: SearchResult[];
}
