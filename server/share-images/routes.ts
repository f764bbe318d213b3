// GET /og/{lang}/{image}.png: the picture a shared link shows, drawn on first request and then kept in memory.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { shareImageCopy } from "../../app/lib/messages.server.ts";
import { SHARE_IMAGES } from "../../app/lib/share-image.ts";
import { renderShareImage } from "./render-share-image.ts";

const paramsSchema = z.object({
  lang: z.enum(LANGUAGES),
  file: z
    .string()
    .regex(/\.png$/)
    .transform((file) => file.slice(0, -".png".length))
    .pipe(z.enum(SHARE_IMAGES)),
});

/** Not fingerprinted (the head names a fixed address), so a changed title reaches caches within a day. */
const CACHE_CONTROL = "public, max-age=86400";

interface DrawnImage {
  png: Buffer;
  etag: string;
}

export async function shareImageRoutes(app: FastifyInstance, { organizationName }: { organizationName: string }) {
  // At most 4 languages × 7 kinds of page; a failed drawing is forgotten so that the next request tries again.
  const drawn = new Map<string, Promise<DrawnImage>>();
  const draw = (key: string, render: () => Promise<Buffer>) => {
    let image = drawn.get(key);
    if (!image) {
      image = render().then((png) => ({ png, etag: `"${createHash("sha256").update(png).digest("base64url")}"` }));
      image.catch(() => drawn.delete(key));
      drawn.set(key, image);
    }
    return image;
  };

  app.get("/og/:lang/:file", async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return reply.callNotFound();
    const { lang, file: image } = params.data;
    const { png, etag } = await draw(`${lang}/${image}`, () => {
      const { title, coverage } = shareImageCopy(lang, image, organizationName);
      return renderShareImage({ organizationName, title, coverage });
    });
    reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("image/png").send(png);
  });
}
