// POST /api/vitals: one page view's Core Web Vitals and TTFB from the browser (app/lib/vitals.ts), sent with
// navigator.sendBeacon. Stored only for a visitor whose recorded consent under the current policy grants
// analytics; the body names a page type, never a URL, and nothing that identifies the visitor.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { CONNECTION_TYPES, DEVICE_CLASSES, VITAL_MAX_VALUE, VITAL_METRICS, VITAL_PAGE_TYPES } from "../../app/lib/vitals-contract.ts";
import { currentConsent } from "../analytics/consent.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { ADDRESS_LIMITS, enforceAddressLimits } from "../security/address-limits.ts";
import { recordVitals } from "./vitals-store.ts";

const metricSchema = z
  .object({ name: z.enum(VITAL_METRICS), value: z.number().finite().min(0) })
  .refine((m) => m.value <= VITAL_MAX_VALUE[m.name], { message: "out of range", path: ["value"] });

export const vitalsBeaconSchema = z.object({
  consentId: z.uuid(),
  page: z.string().refine((page) => VITAL_PAGE_TYPES.includes(page), "unknown page type"),
  language: z.enum(LANGUAGES),
  device: z.enum(DEVICE_CLASSES),
  connection: z.enum(CONNECTION_TYPES).nullish(),
  metrics: z
    .array(metricSchema)
    .min(1)
    .max(VITAL_METRICS.length)
    .refine((metrics) => new Set(metrics.map((m) => m.name)).size === metrics.length, "a metric twice"),
});

/** sendBeacon posts a string as text/plain (a JSON type would be a CORS-unsafe beacon); either is accepted. */
function readBody(body: unknown): unknown {
  if (typeof body !== "string") return body;
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

export async function vitalRoutes(app: FastifyInstance, { db, consentRevision }: { db: Db; consentRevision: string }) {
  app.post("/api/vitals", { bodyLimit: 4096 }, async (request, reply) => {
    await enforceAddressLimits(db, request, [ADDRESS_LIMITS.vitals]);
    const parsed = vitalsBeaconSchema.safeParse(readBody(request.body));
    if (!parsed.success) {
      throw new ApiError(400, "invalid_vitals", ["api", "errors.invalidBody"], {
        extra: { issues: parsed.error.issues.map((i) => i.path.join(".")) },
      });
    }
    const beacon = parsed.data;
    const consent = await currentConsent(db, beacon.consentId, consentRevision);
    if (consent?.choice !== "analytics-granted") throw new ApiError(403, "no_analytics_consent", ["api", "errors.noAnalyticsConsent"]);
    await recordVitals(db, {
      pageType: beacon.page,
      language: beacon.language,
      device: beacon.device,
      connection: beacon.connection ?? null,
      metrics: beacon.metrics,
    });
    return reply.code(204).send();
  });
}
