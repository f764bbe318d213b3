// The corpus builder: the site's copy, the configured organisation's data (and, once they exist, published jobs
// and news) cut into passages per language. The knowledge index is built from its output.
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { ORGANIZATION_DEFAULTS, type Organization } from "../../content/organisation.ts";
import { buildPassageDocs, type PassageDoc } from "./passages.ts";

export type Corpus = Record<Lang, PassageDoc[]>;

export interface CorpusInput {
  /** ORG_* configuration: the phone, email and address the answers quote. */
  organization: Organization;
}

/** Ids are unique across languages: each language numbers its passages from its own block. */
const IDS_PER_LANGUAGE = 100_000;

export function buildCorpus(input: CorpusInput = { organization: ORGANIZATION_DEFAULTS }): Corpus {
  return Object.fromEntries(
    LANGUAGES.map((lang, position) => [lang, buildPassageDocs(lang, position * IDS_PER_LANGUAGE, input.organization)]),
  ) as Corpus;
}
