// The corpus builder: the site's copy, the configured organisation's data and the published jobs and news cut
// into passages per language. The knowledge index is built from its output.
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { pagePath } from "../../app/lib/site-map.ts";
import { ORGANIZATION_DEFAULTS, type Organization } from "../../content/organisation.ts";
import type { PublishedDocument } from "../content/published-content.ts";
import { LEARNED_QUESTIONS, LEARNED_WORDS, NO_LEARNED_QUESTIONS, withAskedWords, type AskedQuestions, type AskedWords } from "./asked-words.ts";
import { buildPassageDocs, publishedPassages, type PassageDoc } from "./passages.ts";

export type Corpus = Record<Lang, PassageDoc[]>;

export interface CorpusInput {
  /** ORG_* configuration: the phone, email and address the answers quote. */
  organization: Organization;
  /** Published jobs and news, each language of each item (server/content/published-content.ts). */
  published?: PublishedDocument[];
  /** Visitors' words per passage, learned from the development set; the committed data unless given (NO_LEARNED_WORDS: none). */
  askedWords?: AskedWords;
  /**
   * The questions each passage answered, as visitors asked them: the committed data unless given — and none when only
   * `askedWords` is given, so a corpus built with words of its own (or none) is not steered by the committed questions.
   */
  askedQuestions?: AskedQuestions;
}

/** Ids are unique across languages: each language numbers its passages from its own block. */
const IDS_PER_LANGUAGE = 100_000;

/**
 * The page each of the widget's quick replies is about (the pricing reply has its own answer). Its label and
 * text are the visitor's words for the page ("Fältsupport" for field service), so they join the page's keywords.
 */
const QUICK_REPLY_PAGES = { cloud: "molntjanster", consulting: "it-konsultation", field: "faltservice" } as const;

function withQuickReplies(lang: Lang, docs: PassageDoc[]): PassageDoc[] {
  const replies = LOCALES[lang].widget.quickReplies;
  const words = new Map(
    Object.entries(QUICK_REPLY_PAGES).map(([key, slug]) => {
      const reply = replies[key as keyof typeof QUICK_REPLY_PAGES];
      return [pagePath(lang, slug), `${reply.label} ${reply.text}`];
    }),
  );
  return docs.map((doc) => {
    const added = words.get(doc.pagePath);
    return added ? { ...doc, keywords: `${doc.keywords} ${added}` } : doc;
  });
}

/** The page a quick reply of the widget is about, when the message is exactly that quick reply's label or text. */
export function quickReplyPage(message: string, lang: Lang): string | null {
  const said = message.trim().toLowerCase();
  const replies = LOCALES[lang].widget.quickReplies;
  for (const [key, slug] of Object.entries(QUICK_REPLY_PAGES)) {
    const reply = replies[key as keyof typeof QUICK_REPLY_PAGES];
    if ([reply.label, reply.text].some((text) => text.toLowerCase() === said)) return pagePath(lang, slug);
  }
  return null;
}

export function buildCorpus(input: CorpusInput = { organization: ORGANIZATION_DEFAULTS }): Corpus {
  const published = publishedPassages(input.published ?? []);
  return Object.fromEntries(
    LANGUAGES.map((lang, position) => {
      const firstId = position * IDS_PER_LANGUAGE;
      const site = withQuickReplies(lang, buildPassageDocs(lang, firstId, input.organization));
      const questions = input.askedQuestions ?? (input.askedWords ? NO_LEARNED_QUESTIONS : LEARNED_QUESTIONS);
      return [lang, withAskedWords(lang, [...site, ...published(lang, firstId)], input.askedWords ?? LEARNED_WORDS, questions)];
    }),
  ) as Corpus;
}
