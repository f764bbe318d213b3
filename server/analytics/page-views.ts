// First-party page views: a path and a language, nothing that identifies the visitor.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../app/lib/languages.ts";
import type { Db } from "../db/database.ts";

export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith("/"),
  language: z.enum(LANGUAGES),
});

export async function recordPageView(db: Db, view: z.infer<typeof pageViewSchema>): Promise<void> {
  await db.insertInto("page_views").values(view).execute();
}

export async function pageViewRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.post("/api/analytics/page-view", async (request, reply) => {
    const parsed = pageViewSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({ error: "invalid_page_view", issues: parsed.error.issues.map((i) => i.path.join(".")) });
    }
    await recordPageView(db, parsed.data);
    return reply.code(204).send();
  });
}
