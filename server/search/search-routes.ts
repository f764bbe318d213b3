// GET /api/search?q=&lang=   site search as JSON: { query, cut, total, results } (app/lib/search-results.ts).
// lang is required and must be one of the site's languages; q is any text (cut like the page's, never refused for
// its length); an empty q answers no results. A malformed query string is 400 in the one error shape.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { ApiError } from "../http/api-error.ts";
import type { SearchIndex } from "./search-index.ts";

const searchQuery = z.object({ q: z.string().default(""), lang: z.enum(LANGUAGES) });

export async function searchRoutes(app: FastifyInstance, { search }: { search: SearchIndex }) {
  app.get("/api/search", async (request, reply) => {
    const parsed = searchQuery.safeParse(request.query);
    if (!parsed.success) throw new ApiError(400, "invalid_query", ["api", "errors.invalidBody"]);
    const found = await search.search(parsed.data.lang, parsed.data.q);
    return reply.header("cache-control", "no-store").send(found);
  });
}
