import { sql, type Kysely } from "kysely";

// Site search (issue 13): one row per page, job or article and language, with its words as a tsvector built by that
// language's configuration. The configurations `search_swedish`, `search_finnish`, `search_norwegian` and
// `search_english` are copies of the built-in ones that drop the language's stop words first, then take the accents
// off (so "malmo" finds "Malmö" and "hardvara" finds "hårdvara"), then stem. `search_words` keeps the lexemes of each
// language for the typo fallback (nearest word by trigram similarity).
// The text a result shows lives in `search_documents`; what a search reads for every match lives in the narrow
// `search_vectors` (a row of a few hundred bytes, many to a page): `tsv` (title A, summary and keywords B, body C)
// decides what matches, through its language's GIN index, and is kept out of line; `head_tsv` (title, summary and
// keywords only) stays in the row and ranks the matches. A word common to thousands of documents thus costs a few
// dozen pages, not thousands.
const CONFIGURATIONS = [
  ["search_swedish", "swedish"],
  ["search_finnish", "finnish"],
  ["search_norwegian", "norwegian"],
  ["search_english", "english"],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const [name, base] of CONFIGURATIONS) {
    const stop = `${name}_stop`;
    // A simple dictionary that accepts nothing: it ends stop words and hands every other word on.
    await sql`create text search dictionary ${sql.id(stop)} (template = simple, stopwords = ${sql.raw(base)}, accept = false)`.execute(db);
    await sql`create text search configuration ${sql.id(name)} (copy = ${sql.raw(base)})`.execute(db);
    await sql`alter text search configuration ${sql.id(name)}
      alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part
      with ${sql.id(stop)}, unaccent, ${sql.raw(`${base}_stem`)}`.execute(db);
  }
  await sql`
    create table search_documents (
      source text not null check (source in ('page', 'job', 'news')),
      source_id text not null,
      lang text not null check (lang in ('se', 'en', 'fi', 'no')),
      kind text not null check (kind in ('service', 'page', 'job', 'news')),
      path text not null,
      title text not null,
      summary text not null,
      body text not null,
      keywords text not null,
      hash text not null,
      updated_at timestamptz not null,
      primary key (source, source_id, lang)
    )`.execute(db);
  await sql`
    create table search_vectors (
      source text not null,
      source_id text not null,
      lang text not null,
      updated_at timestamptz not null,
      tsv tsvector not null,
      head_tsv tsvector not null,
      primary key (source, source_id, lang),
      foreign key (source, source_id, lang) references search_documents (source, source_id, lang) on delete cascade
    ) with (toast_tuple_target = 128)`.execute(db);
  await sql`alter table search_vectors alter column tsv set storage external`.execute(db);
  await sql`alter table search_vectors alter column head_tsv set storage main`.execute(db);
  // One GIN index per language (a search reads only its language's postings), without the pending list: every write
  // goes into the index at once, so a search never scans entries waiting for a vacuum (writes are rare).
  for (const lang of ["se", "en", "fi", "no"]) {
    await sql`create index ${sql.id(`search_vectors_tsv_${lang}_idx`)} on search_vectors using gin (tsv)
      with (fastupdate = off) where lang = ${sql.lit(lang)}`.execute(db);
  }
  await sql`
    create table search_words (
      lang text not null,
      word text collate "C" not null,
      primary key (lang, word)
    )`.execute(db);
}

export async function down(): Promise<void> {
  throw new Error("0008-search cannot be undone");
}
