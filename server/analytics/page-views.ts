// First-party page views: path, language, referrer host and viewport class — stored only for a visitor
// whose recorded consent under the current policy grants analytics. Nothing identifies the visitor.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../app/lib/languages.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { ADDRESS_LIMITS, enforceAddressLimits } from "../security/address-limits.ts";
import { currentConsent } from "./consent.ts";

export const pageViewSchema = z.object({
  path: z.string().min(1).max(2048).startsWith("/"),
  language: z.enum(LANGUAGES),
  referrerHost: z
    .string()
    .max(253)
    .regex(/^[a-z0-9.-]+$/i)
    .nullish(),
  viewport: z.enum(["mobile", "tablet", "desktop"]).nullish(),
  consentId: z.uuid(),
});

export async function pageViewRoutes(app: FastifyInstance, { db, consentRevision }: { db: Db; consentRevision: string }) {
  app.post("/api/analytics/page-view", async (request, reply) => {
    await enforceAddressLimits(db, request, [ADDRESS_LIMITS.pageViews]);
    const parsed = pageViewSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiError(400, "invalid_page_view", ["api", "errors.invalidBody"], {
        extra: { issues: parsed.error.issues.map((i) => i.path.join(".")) },
      });
    }
    const view = parsed.data;
    const consent = await currentConsent(db, view.consentId, consentRevision);
    if (consent?.choice !== "analytics-granted") throw new ApiError(403, "no_analytics_consent", ["api", "errors.noAnalyticsConsent"]);
    await db
      .insertInto("page_views")
      .values({
        path: view.path.split("?")[0]!,
        language: view.language,
        referrer_host: view.referrerHost?.toLowerCase() ?? null,
        viewport: view.viewport ?? null,
        consent_id: view.consentId,
      })
      .execute();
    return reply.code(204).send();
  });
}
