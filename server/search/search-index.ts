// Site search over the database's full-text search, the same SQL on PGlite and PostgreSQL. The index holds the site's
// own pages (written at start, rewritten only when their text changed) and published jobs and news (fully synced at
// start, then each item again after its change). A query's words are stemmed in the page's language with accents
// taken off, each matched as a prefix (compound words); a word the index does not know is replaced by its nearest
// indexed word by trigram similarity (typos).
import { createHash } from "node:crypto";
import { sql } from "kysely";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { pageCopy } from "../../app/lib/messages.server.ts";
import type { SearchResultKind, SearchResults, SnippetSegment } from "../../app/lib/search-results.ts";
import { PAGES, pagePath } from "../../app/lib/site-map.ts";
import type { Organization } from "../../content/organisation.ts";
import { buildCorpus } from "../assistant/corpus.ts";
import type { PublishedContent, PublishedDocument, PublishedSourceName } from "../content/published-content.ts";
import type { Db } from "../db/database.ts";
import {
  MARK_START,
  MARK_STOP,
  MAX_QUERY_LENGTH,
  SEARCH_CONFIGURATIONS,
  normalizeQuery,
  plainText,
  queryTerm,
  queryWords,
  snippetSegments,
} from "./search-query.ts";

/** One document as the index stores it. */
export interface SearchDocument {
  source: "page" | PublishedSourceName;
  sourceId: string;
  lang: Lang;
  kind: SearchResultKind;
  path: string;
  title: string;
  summary: string;
  body: string;
  keywords: string;
  updatedAt: Date;
}

/** Results shown on one page; the count says how many match in all. */
export const RESULTS_SHOWN = 10;
/** The snippet is cut from the summary and this much of the body (ts_headline's cost grows with the text). */
const SNIPPET_BODY_CHARS = 1000;
/** A snippet without a match shows the summary, or this much of the body. */
const LEAD_CHARS = 240;
/** Documents written per statement. */
const BATCH = 200;
/** Nearest-word fallback: how alike a word must be (pg_trgm similarity) to stand in for a typo. */
const TYPO_SIMILARITY = 0.3;
/** …and at most this many letters longer or shorter. */
const TYPO_LENGTH_SPREAD = 3;

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_STOP}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;

/** The site's own pages in every language, from the copy the assistant's corpus is cut from. */
export function staticDocuments(organization: Organization): SearchDocument[] {
  const corpus = buildCorpus({ organization });
  const documents: SearchDocument[] = [];
  const epoch = new Date(0);
  for (const lang of LANGUAGES) {
    const byPath = new Map<string, { title: string; texts: string[]; keywords: Set<string> }>();
    for (const passage of corpus[lang]) {
      const entry = byPath.get(passage.pagePath) ?? { title: passage.pageTitle, texts: [], keywords: new Set<string>() };
      const text = passage.heading ? `${passage.heading}\n${passage.text}` : passage.text;
      if (!entry.texts.includes(text)) entry.texts.push(text);
      for (const word of passage.keywords.split(/\s+/)) if (word) entry.keywords.add(word);
      byPath.set(passage.pagePath, entry);
    }
    for (const page of PAGES) {
      if (page.noindex) continue;
      const path = pagePath(lang, page.slug);
      const entry = byPath.get(path);
      if (!entry) continue;
      const copy = pageCopy(lang, page.id);
      documents.push({
        source: "page",
        sourceId: page.id,
        lang,
        kind: page.kind === "service" ? "service" : "page",
        path,
        title: page.kind === "home" ? entry.title : copy.h1 || entry.title,
        summary: copy.description,
        body: entry.texts.join("\n"),
        keywords: [...entry.keywords].join(" "),
        updatedAt: epoch,
      });
    }
  }
  return documents;
}

export function fromPublished(document: PublishedDocument): SearchDocument {
  return {
    source: document.source,
    sourceId: document.sourceId,
    lang: document.lang,
    kind: document.source,
    path: document.path,
    title: document.title,
    summary: document.summary,
    body: document.text,
    keywords: document.keywords.join(" "),
    updatedAt: document.updatedAt,
  };
}

function hashOf(document: SearchDocument): string {
  const { title, summary, body, keywords, path, kind } = document;
  return createHash("sha256").update(JSON.stringify([kind, path, title, summary, body, keywords])).digest("base64url");
}

export interface SearchIndexOptions {
  db: Db;
  publishedContent: PublishedContent;
  organization: Organization;
  onError?: (error: unknown) => void;
}

export class SearchIndex {
  private readonly db: Db;
  private readonly publishedContent: PublishedContent;
  private readonly organization: Organization;
  private ready: Promise<void> | null = null;

  constructor(options: SearchIndexOptions) {
    this.db = options.db;
    this.publishedContent = options.publishedContent;
    this.organization = options.organization;
    this.publishedContent.onLocalChange(async (source, id) => {
      // The item's change has committed; its search rows follow, and a failure here must not undo the change.
      try {
        await this.reindexItem(source, id);
      } catch (error) {
        options.onError?.(error);
      }
    });
  }

  /** Writes the site's pages and every published item into the index, once per process (the first search waits). */
  ensureReady(): Promise<void> {
    this.ready ??= this.syncAll().catch((error: unknown) => {
      this.ready = null;
      throw error;
    });
    return this.ready;
  }

  /**
   * Pages and published items in one transaction, under a lock that instances starting together (and item changes)
   * take in turn: they would otherwise insert the same words in different orders and deadlock.
   */
  async syncAll(): Promise<void> {
    const pages = staticDocuments(this.organization);
    const published = (await this.publishedContent.all()).map(fromPublished);
    await this.db.transaction().execute(async (trx) => {
      await lockIndex(trx);
      await replaceSource(trx, ["page"], pages);
      await replaceSource(trx, ["job", "news"], published);
      // The typo fallback's word lists again from what the index holds (words of removed documents go).
      await sql`delete from search_words`.execute(trx);
      await sql`insert into search_words (lang, word)
        select distinct v.lang, u.lexeme from search_vectors v, unnest(v.tsv) u on conflict do nothing`.execute(trx);
    });
  }

  /** One job's or article's rows again: its languages as published now, none when it is no longer public. */
  async reindexItem(source: PublishedSourceName, id: string): Promise<void> {
    const documents = (await this.publishedContent.of(source, id)).map(fromPublished);
    await this.db.transaction().execute(async (trx) => {
      await lockIndex(trx);
      await trx
        .deleteFrom("search_documents")
        .where("source", "=", source)
        .where("source_id", "=", id)
        .$if(documents.length > 0, (q) => q.where("lang", "not in", documents.map((d) => d.lang)))
        .execute();
      await upsert(trx, documents);
    });
  }

  async search(lang: Lang, raw: string): Promise<SearchResults> {
    const query = normalizeQuery(raw);
    const cut = Array.from(raw.trim()).length > MAX_QUERY_LENGTH;
    const words = queryWords(query);
    if (words.length === 0) return { query, cut, total: 0, results: [] };
    await this.ensureReady();
    const config = SEARCH_CONFIGURATIONS[lang];
    const lexemes = await this.lexemes(lang, config, words);
    if (lexemes.length === 0) return { query, cut, total: 0, results: [] };
    const terms = lexemes.map(queryTerm);
    let found = await this.match(lang, config, terms.join(" & "));
    if (found.total === 0 && terms.length > 1) found = await this.match(lang, config, terms.join(" | "));
    return { query, cut, ...found };
  }

  /** Each word's lexeme in the language; one the index does not hold (not even as a prefix) is its nearest word. */
  /**
   * Each word's lexeme in the language; one the index does not hold (not even as a prefix) is replaced by the indexed
   * word most like it by trigram similarity, among the words with the same first letter and a length within
   * TYPO_LENGTH_SPREAD (a primary-key range, so the fallback reads a few hundred words rather than all of them).
   */
  private async lexemes(lang: Lang, config: string, words: string[]): Promise<string[]> {
    const { rows } = await sql<{ lexeme: string; found: boolean; nearest: string | null }>`
      select t.lexeme, k.found,
        case when k.found then null else (
          select s.word from search_words s
          where s.lang = ${lang}
            and s.word >= left(t.lexeme, 1) collate "C" and s.word < (left(t.lexeme, 1) || chr(1114111)) collate "C"
            and abs(length(s.word) - length(t.lexeme)) <= ${TYPO_LENGTH_SPREAD}
            and similarity(s.word, t.lexeme) >= ${TYPO_SIMILARITY}
          order by similarity(s.word, t.lexeme) desc, s.word limit 1) end as nearest
      from unnest(${words}::text[]) with ordinality as w(word, position)
      cross join lateral unnest(to_tsvector(${config}::regconfig, w.word)) as t
      cross join lateral (select exists (select 1 from search_words s where s.lang = ${lang}
        and s.word >= t.lexeme collate "C" and s.word < (t.lexeme || chr(1114111)) collate "C") as found) as k
      order by w.position`.execute(this.db);
    return [...new Set(rows.map((row) => (row.found ? row.lexeme : (row.nearest ?? row.lexeme))))];
  }

  /**
   * The matching documents in rank order (title and summary matches first, then the newest), with the count of all.
   * The planner is told to use the GIN index: it would otherwise scan the table for a common word, reading every
   * row's vector out of line, which costs several times more than the index. The language is written into the
   * statement (one of four fixed values) so the planner can pick that language's partial index.
   */
  private async match(lang: Lang, config: string, tsquery: string): Promise<Pick<SearchResults, "total" | "results">> {
    const rows = await this.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ total: number; kind: SearchResultKind; path: string; title: string; headline: string; lead: string }>`
        with q as (select to_tsquery('simple', ${tsquery}) as q),
        top as (
          select v.source, v.source_id, v.updated_at, ts_rank(v.head_tsv, q.q) as rank, count(*) over () as total
          from search_vectors v, q where v.lang = ${sql.lit(lang)} and v.tsv @@ q.q
          order by rank desc, v.updated_at desc, v.source_id
          limit ${RESULTS_SHOWN}
        )
        select top.total::int as total, d.kind, d.path, d.title,
          case when d.summary <> '' then d.summary else left(d.body, ${LEAD_CHARS}) end as lead,
          ts_headline(${config}::regconfig, d.summary || ${"\n"} || left(d.body, ${SNIPPET_BODY_CHARS}), (select q from q),
            ${HEADLINE_OPTIONS}) as headline
        from top join search_documents d on d.source = top.source and d.source_id = top.source_id and d.lang = ${lang}
        order by top.rank desc, top.updated_at desc, top.source_id`.execute(trx);
      return rows;
    });
    return {
      total: rows[0]?.total ?? 0,
      results: rows.map((row) => ({ kind: row.kind, path: row.path, title: row.title, snippet: snippetOf(row.headline, row.lead) })),
    };
  }
}

/** The marked headline; when only the title matched (nothing to mark in the text), the summary or the body's start. */
function snippetOf(headline: string, lead: string): SnippetSegment[] {
  const segments = snippetSegments(headline);
  if (segments.some((segment) => segment.mark)) return segments;
  const text = lead.length >= LEAD_CHARS ? `${lead.slice(0, lead.lastIndexOf(" ", LEAD_CHARS - 1) + 1 || LEAD_CHARS).trimEnd()} …` : lead;
  return text ? [{ text, mark: false }] : [];
}

/** The index's writers take turns (a transaction-scoped advisory lock; its key is arbitrary but fixed). */
async function lockIndex(trx: Db): Promise<void> {
  await sql`select pg_advisory_xact_lock(80080080)`.execute(trx);
}

/** Makes the rows of these sources exactly `documents`: changed ones rewritten, missing ones removed. */
async function replaceSource(trx: Db, sources: SearchDocument["source"][], documents: SearchDocument[]): Promise<void> {
  const keep = documents.map((d) => [d.source, d.sourceId, d.lang].join("\u0001"));
  await sql`delete from search_documents where source = any(${sources}::text[])
    and not (source || chr(1) || source_id || chr(1) || lang = any(${keep}::text[]))`.execute(trx);
  for (let from = 0; from < documents.length; from += BATCH) await upsert(trx, documents.slice(from, from + BATCH));
}

/** Writes documents whose text changed (by hash), their tsvector built with the language's configuration. */
async function upsert(db: Db, documents: SearchDocument[]): Promise<void> {
  if (documents.length === 0) return;
  const rows = documents.map((d) => ({
    source: d.source,
    source_id: d.sourceId,
    lang: d.lang,
    config: SEARCH_CONFIGURATIONS[d.lang],
    kind: d.kind,
    path: d.path,
    title: plainText(d.title),
    summary: plainText(d.summary),
    body: plainText(d.body),
    keywords: plainText(d.keywords),
    hash: hashOf(d),
    updated_at: d.updatedAt.toISOString(),
  }));
  await sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(source text, source_id text, lang text,
        config text, kind text, path text, title text, summary text, body text, keywords text, hash text, updated_at timestamptz)
    ),
    written as (
      insert into search_documents (source, source_id, lang, kind, path, title, summary, body, keywords, hash, updated_at)
      select source, source_id, lang, kind, path, title, summary, body, keywords, hash, updated_at from r
      on conflict (source, source_id, lang) do update set
        kind = excluded.kind, path = excluded.path, title = excluded.title, summary = excluded.summary, body = excluded.body,
        keywords = excluded.keywords, hash = excluded.hash, updated_at = excluded.updated_at
      where search_documents.hash <> excluded.hash or search_documents.updated_at <> excluded.updated_at
      returning source, source_id, lang
    ),
    vectors as (
      insert into search_vectors (source, source_id, lang, updated_at, tsv, head_tsv)
      select r.source, r.source_id, r.lang, r.updated_at,
        setweight(to_tsvector(r.config::regconfig, r.title), 'A')
          || setweight(to_tsvector(r.config::regconfig, r.summary || ' ' || r.keywords), 'B')
          || setweight(to_tsvector(r.config::regconfig, r.body), 'C'),
        setweight(to_tsvector(r.config::regconfig, r.title), 'A')
          || setweight(to_tsvector(r.config::regconfig, r.summary || ' ' || r.keywords), 'B')
      from written w join r on r.source = w.source and r.source_id = w.source_id and r.lang = w.lang
      on conflict (source, source_id, lang) do update set
        updated_at = excluded.updated_at, tsv = excluded.tsv, head_tsv = excluded.head_tsv
      returning lang, tsv
    )
    insert into search_words (lang, word)
    select distinct vectors.lang, u.lexeme from vectors, unnest(vectors.tsv) as u
    on conflict do nothing`.execute(db);
}
