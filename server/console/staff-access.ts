// The console's API guard: a staff session (agent or admin; admin alone for admin-only sections) with two-step
// verification on, as the console pages require. 401 without a session, 403 otherwise; nothing else runs.
import type { FastifyRequest } from "fastify";
import { ApiError } from "../http/api-error.ts";
import { requireRole } from "../auth/require-role.ts";
import type { SessionView } from "../auth/sessions.ts";

export const AGENT_ROLES = ["agent", "admin"] as const;
export const ADMIN_ROLES = ["admin"] as const;

export async function requireStaff(request: FastifyRequest, roles: readonly ("agent" | "admin")[] = AGENT_ROLES): Promise<SessionView> {
  const session = await requireRole(request, roles);
  if (!session.user.twoFactorEnabled) throw new ApiError(403, "two_factor_required", ["api", "errors.twoFactorRequired"]);
  return session;
}
