// GET /api/staff/presence: who is on the site now, for agents and administrators (the console's presence page
// refreshes from it every few seconds).
import type { FastifyInstance } from "fastify";
import { requireStaff } from "../console/staff-access.ts";
import type { PresenceRegistry } from "./presence.ts";

export async function presenceRoutes(app: FastifyInstance, { presence }: { presence: PresenceRegistry }) {
  app.get("/api/staff/presence", async (request, reply) => {
    await requireStaff(request);
    return reply.header("cache-control", "no-store").send(await presence.snapshot());
  });
}
