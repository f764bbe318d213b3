// News over HTTP.
// For administrators with two-step verification (requireStaff with ADMIN_ROLES), as the console's News section:
//   GET  /api/staff/news                  every article, newest change first
//   GET  /api/staff/news/:id              one article with all its language versions
//   POST /api/staff/news                  { category, tags, coverImageId, status, publishAt, translations }  201
//   POST /api/staff/news/:id              the same body: the article as it is to be now
//   POST /api/staff/news/:id/delete       removes the article
//   POST /api/staff/news/images           multipart `file`: PNG, JPEG, WebP or GIF by content, at most 5 MB  201 { id, url }
// For everyone:
//   GET  /api/news/images/:id             an uploaded image, cached for a year (ids are random and never reused)
// A bad body is 400 and changes nothing; an unknown id 404; a slug another article has in that language 409.
// After every change to an article that is or was public, search and the assistant are told (publishedContent).
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  NEWS_BODY_MAX,
  NEWS_CATEGORIES,
  NEWS_IMAGE_ID_PATTERN,
  NEWS_IMAGE_MAX_BYTES,
  NEWS_SLUG_MAX,
  NEWS_SLUG_PATTERN,
  NEWS_SUMMARY_MAX,
  NEWS_TAG_MAX,
  NEWS_TAGS_MAX,
  NEWS_TITLE_MAX,
  newsImageUrl,
  type NewsInput,
} from "../../app/news/news-contract.ts";
import { LANGUAGE_NAMES, LANGUAGES } from "../../app/lib/languages.ts";
import type { PublishedContent } from "../content/published-content.ts";
import { ApiError, type ApiErrorOptions, type ErrorTextKey } from "../http/api-error.ts";
import { ADMIN_ROLES, requireStaff } from "../console/staff-access.ts";
import { checkUpload, sanitizeFileName } from "../storage/check-upload.ts";
import { isNewsId, type NewsStore } from "./news-store.ts";

export interface NewsRouteOptions {
  news: NewsStore;
  publishedContent: PublishedContent;
}

function newsError(status: number, code: string, key: ErrorTextKey<"consoleNews">, options?: ApiErrorOptions) {
  return new ApiError(status, code, ["consoleNews", key], options);
}

const notFound = () => newsError(404, "not_found", "newsConsole.errors.notFound");

const translation = z.object({
  slug: z.string().trim().min(1).max(NEWS_SLUG_MAX).regex(NEWS_SLUG_PATTERN),
  title: z.string().trim().min(1).max(NEWS_TITLE_MAX),
  summary: z.string().trim().min(1).max(NEWS_SUMMARY_MAX),
  body: z.string().trim().min(1).max(NEWS_BODY_MAX),
});

const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2100, 0, 1);

export const newsInputSchema = z.strictObject({
  category: z.enum(NEWS_CATEGORIES),
  tags: z.array(z.string().trim().min(1).max(NEWS_TAG_MAX)).max(NEWS_TAGS_MAX),
  coverImageId: z.string().regex(NEWS_IMAGE_ID_PATTERN).nullable(),
  status: z.enum(["draft", "published"]),
  publishAt: z.iso
    .datetime({ offset: true })
    .refine((value) => {
      const time = Date.parse(value);
      return time >= EARLIEST && time < LATEST;
    })
    .nullable(),
  translations: z.strictObject({ se: translation.optional(), en: translation.optional(), fi: translation.optional(), no: translation.optional() }),
  /** The caller's language, for the error's words (requestLanguage reads it). */
  language: z.string().optional(),
});

/** The body as the store takes it, or the refusal: which fields are wrong, or that no language was written. */
function parseInput(body: unknown): NewsInput {
  const parsed = newsInputSchema.safeParse(body);
  if (!parsed.success) {
    const invalid = [...new Set(parsed.error.issues.map((issue) => issue.path.join(".")))].slice(0, 20);
    throw newsError(400, "validation", "newsConsole.errors.invalid", { extra: { invalid } });
  }
  const { language: _language, ...input } = parsed.data;
  if (!LANGUAGES.some((lang) => input.translations[lang])) throw newsError(400, "no_language", "newsConsole.errors.noLanguage");
  // The same tag twice (whatever its case) is kept once.
  const seen = new Set<string>();
  const tags = input.tags.filter((tag) => {
    const key = tag.toLocaleLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ...input, tags };
}

function idOf(request: FastifyRequest): string {
  const { id } = request.params as { id?: string };
  if (!isNewsId(id)) throw notFound();
  return id;
}

function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined;
}

const IMAGE_EXTENSIONS = new Set(["png", "jpg", "jpeg", "webp", "gif"]);
const IMAGE_TYPES = new Set(["image/png", "image/apng", "image/jpeg", "image/webp", "image/gif"]);

export async function newsRoutes(app: FastifyInstance, { news, publishedContent }: NewsRouteOptions) {
  /** Search and the assistant hear of a change to an article that the public sees or saw. */
  async function announce(id: string, wasLive: boolean, isLive: boolean) {
    if (wasLive || isLive) await publishedContent.changed("news", id);
  }

  app.get("/api/staff/news", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    return reply.header("cache-control", "no-store").send({ articles: await news.adminList() });
  });

  app.get("/api/staff/news/:id", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const article = await news.find(idOf(request));
    if (!article) throw notFound();
    return reply.header("cache-control", "no-store").send({ article });
  });

  app.post("/api/staff/news", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const input = parseInput(request.body);
    const result = await news.save(null, input);
    if (!result.ok) throw saveRefusal(result);
    await announce(result.article.id, false, result.article.live);
    return reply.code(201).header("cache-control", "no-store").send({ article: result.article });
  });

  app.post("/api/staff/news/:id", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const id = idOf(request);
    const input = parseInput(request.body);
    const result = await news.save(id, input);
    if (!result.ok) throw saveRefusal(result);
    await announce(id, result.wasLive, result.article.live);
    return reply.header("cache-control", "no-store").send({ article: result.article });
  });

  app.post("/api/staff/news/:id/delete", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const id = idOf(request);
    const removed = await news.remove(id);
    if (!removed) throw notFound();
    await announce(id, removed.wasLive, false);
    return reply.header("cache-control", "no-store").send({ deleted: id });
  });

  app.get("/api/news/images/:id", async (request, reply) => {
    const { id } = request.params as { id?: string };
    const image = id && NEWS_IMAGE_ID_PATTERN.test(id) ? await news.getImage(id) : null;
    if (!image) throw newsError(404, "not_found", "newsConsole.errors.imageNotFound");
    return reply
      .header("content-type", image.contentType)
      .header("content-disposition", "inline")
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .send(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength));
  });

  // The upload in a plugin of its own: only it accepts multipart bodies, and only its parsing errors are said as an image's.
  await app.register(async (upload) => {
    await upload.register(multipart, { throwFileSizeLimit: true, limits: { fileSize: NEWS_IMAGE_MAX_BYTES, files: 1, fields: 5 } });
    upload.setErrorHandler((error: unknown) => {
      if (error instanceof ApiError) throw error;
      if (errorCode(error) === "FST_REQ_FILE_TOO_LARGE") {
        throw newsError(413, "too_large", "newsConsole.errors.imageTooLarge", { vars: { megabytes: NEWS_IMAGE_MAX_BYTES / (1024 * 1024) } });
      }
      if (errorCode(error)?.startsWith("FST_")) throw newsError(400, "no_file", "newsConsole.errors.noFile");
      throw error;
    });
    upload.post("/api/staff/news/images", async (request, reply) => {
      await requireStaff(request, ADMIN_ROLES);
      if (!request.isMultipart()) throw newsError(400, "no_file", "newsConsole.errors.noFile");
      let file: { name: string; data: Buffer } | null = null;
      try {
        const part = await request.file();
        if (part && part.fieldname === "file") file = { name: sanitizeFileName(part.filename), data: await part.toBuffer() };
        else part?.file.resume();
      } catch (error) {
        if (errorCode(error)) throw error;
      }
      if (!file || !file.name) throw newsError(400, "no_file", "newsConsole.errors.noFile");
      if (file.data.length === 0) throw newsError(400, "empty", "newsConsole.errors.imageEmpty");
      const extension = file.name.slice(file.name.lastIndexOf(".") + 1).toLowerCase();
      const check = IMAGE_EXTENSIONS.has(extension) ? await checkUpload(file.name, file.data) : null;
      if (!check?.ok || !IMAGE_TYPES.has(check.contentType)) throw newsError(415, "unsupported_type", "newsConsole.errors.imageType");
      const id = await news.putImage(check.contentType, file.data);
      return reply.code(201).header("cache-control", "no-store").send({ id, url: newsImageUrl(id) });
    });
  });
}

function saveRefusal(result: Exclude<Awaited<ReturnType<NewsStore["save"]>>, { ok: true }>): ApiError {
  switch (result.reason) {
    case "not_found":
      return notFound();
    case "unknown_image":
      return newsError(400, "unknown_image", "newsConsole.errors.unknownImage");
    case "slug_taken":
      return newsError(409, "slug_taken", "newsConsole.errors.slugTaken", { vars: { language: LANGUAGE_NAMES[result.lang] }, extra: { language: result.lang } });
  }
}
