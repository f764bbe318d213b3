// Proof of a visitor's cookie choice: a random id, the choice, the policy revision and the time — no IP address.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { Db } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { ADDRESS_LIMITS, enforceAddressLimits } from "../security/address-limits.ts";

export const CONSENT_CHOICES = ["analytics-granted", "analytics-denied"] as const;

const consentSchema = z.object({
  consentId: z.uuid(),
  choice: z.enum(CONSENT_CHOICES),
  revision: z.string().min(1).max(32),
});

/** The visitor's latest choice under the current policy, if any. */
export async function currentConsent(db: Db, consentId: string, revision: string) {
  return db
    .selectFrom("consent_records")
    .select(["choice", "created_at"])
    .where("consent_id", "=", consentId)
    .where("policy_revision", "=", revision)
    .orderBy("created_at", "desc")
    .limit(1)
    .executeTakeFirst();
}

export async function consentRoutes(app: FastifyInstance, { db, consentRevision }: { db: Db; consentRevision: string }) {
  app.post("/api/consent", async (request, reply) => {
    await enforceAddressLimits(db, request, [ADDRESS_LIMITS.consent]);
    const parsed = consentSchema.safeParse(request.body);
    if (!parsed.success) throw new ApiError(400, "invalid_consent", ["api", "errors.invalidBody"]);
    if (parsed.data.revision !== consentRevision) {
      throw new ApiError(409, "outdated_policy", ["api", "errors.outdatedPolicy"], { extra: { revision: consentRevision } });
    }
    await db
      .insertInto("consent_records")
      .values({ consent_id: parsed.data.consentId, choice: parsed.data.choice, policy_revision: consentRevision })
      .execute();
    return reply.code(201).send({ ok: true });
  });
}
