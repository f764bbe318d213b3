import { sql, type Kysely } from "kysely";

// News (issue 13): articles with a version per language, and the images staff upload for them. An article is public
// when it is published and its publish time has come; `announced_at` records that the change was told to search and
// the assistant, so the sweep that announces scheduled articles does it once across every instance.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("news_images")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("content_type", "text", (col) => col.notNull())
    .addColumn("size", "integer", (col) => col.notNull())
    // Null when the bytes are a file beside the embedded database (as chat media, decision 006).
    .addColumn("data", "bytea")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable("news_articles")
    .addColumn("id", "uuid", (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn("category", "text", (col) => col.notNull().check(sql`category in ('technology', 'security', 'cloud', 'ai', 'business')`))
    .addColumn("tags", "jsonb", (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn("cover_image_id", "text", (col) => col.references("news_images.id").onDelete("set null"))
    .addColumn("status", "text", (col) => col.notNull().defaultTo("draft").check(sql`status in ('draft', 'published')`))
    .addColumn("publish_at", "timestamptz")
    .addColumn("announced_at", "timestamptz")
    .addColumn("created_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn("updated_at", "timestamptz", (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex("news_articles_public_idx").on("news_articles").columns(["status", "publish_at"]).execute();

  await db.schema
    .createTable("news_translations")
    .addColumn("article_id", "uuid", (col) => col.notNull().references("news_articles.id").onDelete("cascade"))
    .addColumn("lang", "text", (col) => col.notNull().check(sql`lang in ('se', 'en', 'fi', 'no')`))
    .addColumn("slug", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("summary", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("news_translations_pk", ["article_id", "lang"])
    .addUniqueConstraint("news_translations_slug_unique", ["lang", "slug"])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error("0010-news cannot be undone");
}
