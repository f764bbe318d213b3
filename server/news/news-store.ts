// News on the database: the console's articles (drafts, scheduled, published) with their language versions, the
// public's reads (only what is published and due), the images staff upload, the sweep that announces scheduled
// articles once they are due, and the `PublishedSource` that hands published articles to search and the assistant.
import { randomBytes } from "node:crypto";
import { mkdirSync } from "node:fs";
import { open, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import { sql, type Expression, type SqlBool } from "kysely";
import {
  NEWS_IMAGE_ID_PATTERN,
  NEWS_PAGE_SIZE,
  newsArticlePath,
  newsImageUrl,
  type NewsAdminSummary,
  type NewsArticleAdmin,
  type NewsCard,
  type NewsCategory,
  type NewsInput,
  type NewsPublicArticle,
  type NewsPublicList,
  type NewsTranslation,
} from "../../app/news/news-contract.ts";
import { markdownToText } from "../../app/lib/markdown-text.ts";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import type { PublishedDocument, PublishedSource } from "../content/published-content.ts";
import type { Db } from "../db/database.ts";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isNewsId(value: unknown): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** Published and due: what the public may see. */
function isPublic(): Expression<SqlBool> {
  return sql<SqlBool>`news_articles.status = 'published' and news_articles.publish_at <= now()`;
}

export type SaveResult =
  | { ok: true; article: NewsArticleAdmin; wasLive: boolean }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "slug_taken"; lang: Lang }
  | { ok: false; reason: "unknown_image" };

export interface StoredNewsImage {
  id: string;
  contentType: string;
  data: Uint8Array;
}

export interface NewsStore {
  /** Every article for the console, newest change first. */
  adminList(): Promise<NewsAdminSummary[]>;
  find(id: string): Promise<NewsArticleAdmin | null>;
  /** A new article (id null) or a change to one; a slug another article has in that language is refused. */
  save(id: string | null, input: NewsInput): Promise<SaveResult>;
  /** true when the article was live (search and the assistant must hear of it). null when it did not exist. */
  remove(id: string): Promise<{ wasLive: boolean } | null>;
  publicList(lang: Lang, category: NewsCategory | null, page: number, pageSize?: number): Promise<NewsPublicList>;
  publicArticle(lang: Lang, slug: string): Promise<NewsPublicArticle | null>;
  /** The language versions of the public article that has this slug in some language (the language switcher's way in). */
  publicSlugsOf(slug: string): Promise<Partial<Record<Lang, string>> | null>;
  /** What an article will look like in a language, whatever its status (the console's preview). */
  preview(id: string, lang: Lang): Promise<NewsPublicArticle | null>;
  /** Scheduled articles that are now due and not yet announced, marked announced: each id comes back once. */
  announceDue(): Promise<string[]>;
  putImage(contentType: string, data: Uint8Array): Promise<string>;
  getImage(id: string): Promise<StoredNewsImage | null>;
  /** The articles the public sees, for search, the sitemap and the assistant. */
  source: PublishedSource;
  /** True when there is no article at all (the example content's test). */
  isEmpty(): Promise<boolean>;
}

type ArticleRow = {
  id: string;
  category: NewsCategory;
  tags: unknown;
  cover_image_id: string | null;
  status: "draft" | "published";
  publish_at: Date | null;
  created_at: Date;
  updated_at: Date;
  live: boolean;
};

function iso(value: Date | string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}

function tagsOf(value: unknown): string[] {
  const parsed = typeof value === "string" ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(parsed) ? parsed.filter((tag): tag is string => typeof tag === "string") : [];
}

export function createNewsStore(db: Db, options: { bytesFolder?: string } = {}): NewsStore {
  const bytesFolder = options.bytesFolder ?? null;
  if (bytesFolder) mkdirSync(bytesFolder, { recursive: true, mode: 0o700 });

  function articles() {
    return db
      .selectFrom("news_articles")
      .select(["id", "category", "tags", "cover_image_id", "status", "publish_at", "created_at", "updated_at"])
      .select(sql<boolean>`(${isPublic()})`.as("live"));
  }

  async function translationsOf(ids: string[]) {
    if (ids.length === 0) return [];
    return db.selectFrom("news_translations").selectAll().where("article_id", "in", ids).execute();
  }

  function toAdmin(row: ArticleRow, translations: Awaited<ReturnType<typeof translationsOf>>): NewsArticleAdmin {
    const byLang: Partial<Record<Lang, NewsTranslation>> = {};
    for (const t of translations) byLang[t.lang] = { slug: t.slug, title: t.title, summary: t.summary, body: t.body };
    return {
      id: row.id,
      category: row.category,
      tags: tagsOf(row.tags),
      coverImageId: row.cover_image_id,
      status: row.status,
      publishAt: iso(row.publish_at),
      live: Boolean(row.live),
      createdAt: iso(row.created_at)!,
      updatedAt: iso(row.updated_at)!,
      translations: byLang,
    };
  }

  async function find(id: string): Promise<NewsArticleAdmin | null> {
    if (!isNewsId(id)) return null;
    const row = await articles().where("id", "=", id).executeTakeFirst();
    if (!row) return null;
    return toAdmin(row as ArticleRow, await translationsOf([id]));
  }

  function card(row: {
    id: string;
    slug: string;
    title: string;
    summary: string;
    category: NewsCategory;
    tags: unknown;
    cover_image_id: string | null;
    publish_at: Date | null;
    updated_at: Date;
  }): NewsCard {
    return {
      id: row.id,
      slug: row.slug,
      title: row.title,
      summary: row.summary,
      category: row.category,
      tags: tagsOf(row.tags),
      coverImageUrl: row.cover_image_id ? newsImageUrl(row.cover_image_id) : null,
      publishedAt: iso(row.publish_at ?? row.updated_at)!,
      updatedAt: iso(row.updated_at)!,
    };
  }

  function publicRows(lang: Lang) {
    return db
      .selectFrom("news_articles")
      .innerJoin("news_translations", "news_translations.article_id", "news_articles.id")
      .select([
        "news_articles.id",
        "news_articles.category",
        "news_articles.tags",
        "news_articles.cover_image_id",
        "news_articles.publish_at",
        "news_articles.updated_at",
        "news_translations.slug",
        "news_translations.title",
        "news_translations.summary",
        "news_translations.body",
        "news_translations.lang",
      ])
      .where("news_translations.lang", "=", lang)
      .where(isPublic());
  }

  async function slugsOf(id: string): Promise<Partial<Record<Lang, string>>> {
    const rows = await db.selectFrom("news_translations").select(["lang", "slug"]).where("article_id", "=", id).execute();
    return Object.fromEntries(rows.map((row) => [row.lang, row.slug]));
  }

  async function documentsOf(where: Expression<SqlBool> | null): Promise<PublishedDocument[]> {
    let query = db
      .selectFrom("news_articles")
      .innerJoin("news_translations", "news_translations.article_id", "news_articles.id")
      .select([
        "news_articles.id",
        "news_articles.category",
        "news_articles.tags",
        "news_articles.publish_at",
        "news_articles.updated_at",
        "news_translations.lang",
        "news_translations.slug",
        "news_translations.title",
        "news_translations.summary",
        "news_translations.body",
      ])
      .where(isPublic());
    if (where) query = query.where(where);
    const rows = await query.orderBy("news_articles.publish_at", "desc").execute();
    return rows.map((row) => ({
      source: "news" as const,
      sourceId: row.id,
      lang: row.lang,
      path: newsArticlePath(row.lang, row.slug),
      title: row.title,
      summary: row.summary,
      text: markdownToText(row.body),
      keywords: [row.category, ...tagsOf(row.tags)],
      publishedAt: new Date(row.publish_at!),
      updatedAt: new Date(row.updated_at),
      validThrough: null,
    }));
  }

  return {
    async adminList() {
      const rows = (await articles().orderBy("updated_at", "desc").orderBy("id", "desc").execute()) as ArticleRow[];
      const translations = await translationsOf(rows.map((row) => row.id));
      return rows.map((row) => ({
        id: row.id,
        category: row.category,
        status: row.status,
        live: Boolean(row.live),
        publishAt: iso(row.publish_at),
        updatedAt: iso(row.updated_at)!,
        titles: Object.fromEntries(translations.filter((t) => t.article_id === row.id).map((t) => [t.lang, t.title])),
      }));
    },

    find,

    async save(id, input) {
      if (id !== null && !isNewsId(id)) return { ok: false, reason: "not_found" };
      try {
        return await db.transaction().execute(async (trx): Promise<SaveResult> => {
          const before = id
            ? await trx
                .selectFrom("news_articles")
                .select(["status", "publish_at"])
                .select(sql<boolean>`(${isPublic()})`.as("live"))
                .where("id", "=", id)
                .forUpdate()
                .executeTakeFirst()
            : undefined;
          if (id && !before) return { ok: false, reason: "not_found" };
          if (input.coverImageId) {
            const image = await trx.selectFrom("news_images").select("id").where("id", "=", input.coverImageId).executeTakeFirst();
            if (!image) return { ok: false, reason: "unknown_image" };
          }
          for (const lang of LANGUAGES) {
            const version = input.translations[lang];
            if (!version) continue;
            let taken = trx.selectFrom("news_translations").select("article_id").where("lang", "=", lang).where("slug", "=", version.slug);
            if (id) taken = taken.where("article_id", "!=", id);
            if (await taken.executeTakeFirst()) return { ok: false, reason: "slug_taken", lang };
          }
          // Times are the database's (its clock decides what is due): "now" is the transaction's now().
          const given = input.publishAt ? new Date(input.publishAt) : null;
          const keep = before?.status === "published" && before.publish_at ? new Date(before.publish_at) : null;
          const publishAt = given ?? (input.status === "published" ? (keep ?? sql<Date>`now()`) : null);
          // Due now: the caller tells search and the assistant at once. Later: the sweep does when it is due.
          const announcedAt =
            input.status !== "published" ? null : publishAt instanceof Date ? sql<Date | null>`case when ${publishAt} <= now() then now() end` : sql<Date>`now()`;
          const values = {
            category: input.category,
            tags: JSON.stringify(input.tags),
            cover_image_id: input.coverImageId,
            status: input.status,
            publish_at: publishAt,
            announced_at: announcedAt,
          };
          const articleId = id
            ? (await trx.updateTable("news_articles").set({ ...values, updated_at: sql<Date>`now()` }).where("id", "=", id).returning("id").executeTakeFirstOrThrow()).id
            : (await trx.insertInto("news_articles").values(values).returning("id").executeTakeFirstOrThrow()).id;
          await trx.deleteFrom("news_translations").where("article_id", "=", articleId).execute();
          const rows = LANGUAGES.filter((lang) => input.translations[lang]).map((lang) => ({ article_id: articleId, lang, ...input.translations[lang]! }));
          if (rows.length) await trx.insertInto("news_translations").values(rows).execute();
          const row = (await trx
            .selectFrom("news_articles")
            .select(["id", "category", "tags", "cover_image_id", "status", "publish_at", "created_at", "updated_at"])
            .select(sql<boolean>`(${isPublic()})`.as("live"))
            .where("id", "=", articleId)
            .executeTakeFirstOrThrow()) as ArticleRow;
          const translations = await trx.selectFrom("news_translations").selectAll().where("article_id", "=", articleId).execute();
          return { ok: true, article: toAdmin(row, translations), wasLive: Boolean(before?.live) };
        });
      } catch (error) {
        // Two saves with the same slug at the same moment: the unique constraint decides, the loser hears it.
        if (typeof error === "object" && error !== null && "code" in error && error.code === "23505") {
          const lang = LANGUAGES.find((l) => input.translations[l]) ?? "se";
          return { ok: false, reason: "slug_taken", lang };
        }
        throw error;
      }
    },

    async remove(id) {
      if (!isNewsId(id)) return null;
      const row = await db
        .deleteFrom("news_articles")
        .where("id", "=", id)
        .returning(sql<boolean>`(status = 'published' and publish_at <= now())`.as("live"))
        .executeTakeFirst();
      return row ? { wasLive: Boolean(row.live) } : null;
    },

    async publicList(lang, category, page, pageSize = NEWS_PAGE_SIZE) {
      let rows = publicRows(lang);
      if (category) rows = rows.where("news_articles.category", "=", category);
      let count = db
        .selectFrom("news_articles")
        .innerJoin("news_translations", "news_translations.article_id", "news_articles.id")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("news_translations.lang", "=", lang)
        .where(isPublic());
      if (category) count = count.where("news_articles.category", "=", category);
      const [list, total] = await Promise.all([
        rows
          .orderBy("news_articles.publish_at", "desc")
          .orderBy("news_articles.id", "desc")
          .limit(pageSize)
          .offset((page - 1) * pageSize)
          .execute(),
        count.executeTakeFirstOrThrow(),
      ]);
      return { articles: list.map(card), total: Number(total.n), page, pageSize };
    },

    async publicArticle(lang, slug) {
      const row = await publicRows(lang).where("news_translations.slug", "=", slug).executeTakeFirst();
      if (!row) return null;
      return { ...card(row), body: row.body, slugs: await slugsOf(row.id) };
    },

    async publicSlugsOf(slug) {
      const row = await db
        .selectFrom("news_translations")
        .innerJoin("news_articles", "news_articles.id", "news_translations.article_id")
        .select("news_articles.id")
        .where("news_translations.slug", "=", slug)
        .where(isPublic())
        .limit(1)
        .executeTakeFirst();
      return row ? slugsOf(row.id) : null;
    },

    async preview(id, lang) {
      const article = await find(id);
      const version = article?.translations[lang];
      if (!article || !version) return null;
      return {
        id: article.id,
        slug: version.slug,
        title: version.title,
        summary: version.summary,
        body: version.body,
        category: article.category,
        tags: article.tags,
        coverImageUrl: article.coverImageId ? newsImageUrl(article.coverImageId) : null,
        publishedAt: article.publishAt ?? article.updatedAt,
        updatedAt: article.updatedAt,
        slugs: Object.fromEntries(LANGUAGES.filter((l) => article.translations[l]).map((l) => [l, article.translations[l]!.slug])),
      };
    },

    async announceDue() {
      // One statement: of several instances sweeping at once, each due article is returned to exactly one.
      const rows = await db
        .updateTable("news_articles")
        .set({ announced_at: sql<Date>`now()` })
        .where("status", "=", "published")
        .where("publish_at", "<=", sql<Date>`now()`)
        .where("announced_at", "is", null)
        .returning("id")
        .execute();
      return rows.map((row) => row.id);
    },

    async putImage(contentType, data) {
      const id = randomBytes(16).toString("hex");
      if (bytesFolder) await writeDurably(join(bytesFolder, id), data);
      try {
        await db.insertInto("news_images").values({ id, content_type: contentType, size: data.length, data: bytesFolder ? null : data }).execute();
      } catch (error) {
        if (bytesFolder) await rm(join(bytesFolder, id), { force: true });
        throw error;
      }
      return id;
    },

    async getImage(id) {
      if (!NEWS_IMAGE_ID_PATTERN.test(id)) return null;
      const row = await db.selectFrom("news_images").selectAll().where("id", "=", id).executeTakeFirst();
      if (!row) return null;
      const data = row.data ?? (bytesFolder ? await readFile(join(bytesFolder, id)).catch(() => null) : null);
      return data ? { id, contentType: row.content_type, data } : null;
    },

    source: {
      name: "news",
      all: () => documentsOf(null),
      of: (id) => (isNewsId(id) ? documentsOf(sql<SqlBool>`news_articles.id = ${id}`) : Promise.resolve([])),
    },

    async isEmpty() {
      const row = await db.selectFrom("news_articles").select("id").limit(1).executeTakeFirst();
      return !row;
    },
  };
}

async function writeDurably(target: string, data: Uint8Array): Promise<void> {
  const partial = `${target}.part`;
  const handle = await open(partial, "w", 0o600);
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(partial, target);
}
