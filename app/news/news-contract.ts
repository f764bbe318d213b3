// News, shared by the server (server/news/*) and the pages (public list and article, the console's editor): the
// categories, the limits of every field, the shapes the API and the loaders hand over, and how the public list's
// query (`?category=cloud&page=2`) is read. No UI code here (decision 008).
import { LANGUAGES, type Lang } from "../lib/languages.ts";

export const NEWS_CATEGORIES = ["technology", "security", "cloud", "ai", "business"] as const;
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export function isNewsCategory(value: unknown): value is NewsCategory {
  return typeof value === "string" && (NEWS_CATEGORIES as readonly string[]).includes(value);
}

export const NEWS_TITLE_MAX = 200;
export const NEWS_SUMMARY_MAX = 500;
export const NEWS_BODY_MAX = 50_000;
export const NEWS_SLUG_MAX = 120;
export const NEWS_TAGS_MAX = 10;
export const NEWS_TAG_MAX = 40;
/** Per image; checked by content (PNG, JPEG, WebP, GIF). */
export const NEWS_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const NEWS_PAGE_SIZE = 9;
/** Far beyond any real list; a larger page number is not asked of the database. */
export const NEWS_MAX_PAGE = 1000;

export const NEWS_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Random, 32 hex digits: an image's address cannot be guessed from another's. */
export const NEWS_IMAGE_ID_PATTERN = /^[0-9a-f]{32}$/;
export const NEWS_IMAGE_URL_PREFIX = "/api/news/images/";

export function newsImageUrl(id: string): string {
  return `${NEWS_IMAGE_URL_PREFIX}${id}`;
}

/** The image id an address names when it is one of ours, else null. */
export function newsImageIdOfUrl(url: string): string | null {
  if (!url.startsWith(NEWS_IMAGE_URL_PREFIX)) return null;
  const id = url.slice(NEWS_IMAGE_URL_PREFIX.length);
  return NEWS_IMAGE_ID_PATTERN.test(id) ? id : null;
}

/** A title as an address: lower case, Nordic letters folded (å→a, ä→a, ö→o, ø→o, æ→ae), words joined by dashes. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .normalize("NFKD")
    .replace(/ø/g, "o")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, NEWS_SLUG_MAX)
    .replace(/-+$/g, "");
}

export interface NewsTranslation {
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
}

export type NewsStatus = "draft" | "published";

/** What staff save: the article's shared fields and the languages it is written in. */
export interface NewsInput {
  category: NewsCategory;
  tags: string[];
  coverImageId: string | null;
  status: NewsStatus;
  /** ISO time; null publishes now (or keeps the time an already published article has). */
  publishAt: string | null;
  translations: Partial<Record<Lang, NewsTranslation>>;
}

/** An article as the console sees it. */
export interface NewsArticleAdmin extends Omit<NewsInput, "publishAt"> {
  id: string;
  publishAt: string | null;
  /** published and its time has come. */
  live: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface NewsAdminSummary {
  id: string;
  category: NewsCategory;
  status: NewsStatus;
  live: boolean;
  publishAt: string | null;
  updatedAt: string;
  /** The title in each language it has. */
  titles: Partial<Record<Lang, string>>;
}

/** One article in one language, as the public sees it. */
export interface NewsCard {
  id: string;
  slug: string;
  title: string;
  summary: string;
  category: NewsCategory;
  tags: string[];
  coverImageUrl: string | null;
  publishedAt: string;
  updatedAt: string;
}

/** A card as a page shows it: with its date in the page's language. */
export interface NewsCardView extends NewsCard {
  publishedText: string;
}

/** An article as its page shows it: the body already HTML (rendered on the server). */
export interface NewsArticleView extends NewsCardView {
  bodyHtml: string;
  /** Absolute address of the article, for sharing. */
  url: string;
}

export interface NewsPublicArticle extends NewsCard {
  body: string;
  /** The article's slug in each language it exists in (this one included). */
  slugs: Partial<Record<Lang, string>>;
}

export interface NewsPublicList {
  articles: NewsCard[];
  total: number;
  page: number;
  pageSize: number;
}

export interface NewsListQuery {
  category: NewsCategory | null;
  page: number;
}

/**
 * The public list's query: `category` (one of the five; absent, empty or "all" is every category) and `page`.
 * An unknown category or a page that is not a whole number in range is `null`: the page answers 404.
 */
export function readNewsListQuery(params: URLSearchParams): NewsListQuery | null {
  const rawCategory = params.get("category");
  let category: NewsCategory | null = null;
  if (rawCategory && rawCategory !== "all") {
    if (!isNewsCategory(rawCategory)) return null;
    category = rawCategory;
  }
  const rawPage = params.get("page");
  let page = 1;
  if (rawPage !== null && rawPage !== "") {
    if (!/^\d{1,4}$/.test(rawPage)) return null;
    page = Number(rawPage);
    if (page < 1 || page > NEWS_MAX_PAGE) return null;
  }
  return { category, page };
}

/** The query string of a list view: page 1 and every category left out. */
export function newsListHref(lang: Lang, query: NewsListQuery): string {
  const params = new URLSearchParams();
  if (query.category) params.set("category", query.category);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/${lang}/news${search ? `?${search}` : ""}`;
}

export function newsArticlePath(lang: Lang, slug: string): string {
  return `/${lang}/news/${slug}`;
}

export function newsRssPath(lang: Lang): string {
  return `/${lang}/news/rss.xml`;
}

export function languagesOf(translations: Partial<Record<Lang, unknown>>): Lang[] {
  return LANGUAGES.filter((lang) => translations[lang] !== undefined);
}
