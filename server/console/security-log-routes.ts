// The console's security log (administrators only): the accounts' events newest first, filtered by type, by a part of
// the person's address and by time.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import {
  SECURITY_EVENT_TYPES,
  SECURITY_EVENTS_PAGE_SIZE,
  type SecurityEventListResponse,
} from "../../app/console/security-log-contract.ts";
import type { Db } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { ADMIN_ROLES, requireStaff } from "./staff-access.ts";

const MAX_PAGE = 10_000;
const moment = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

const listQuery = z
  .object({
    type: z.enum(SECURITY_EVENT_TYPES).optional(),
    user: z.string().trim().max(320).optional(),
    from: moment.optional(),
    to: moment.optional(),
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to);

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

export async function securityLogRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get("/api/staff/security-events", async (request, reply) => {
    await requireStaff(request, ADMIN_ROLES);
    const query = listQuery.safeParse(request.query);
    if (!query.success) throw new ApiError(400, "invalid_query", ["consoleUsers", "securityLog.errors.invalidQuery"]);
    const { type, user, from, to, page } = query.data;
    let rows = db.selectFrom("security_events");
    if (type) rows = rows.where("event_type", "=", type);
    if (user) rows = rows.where("email", "ilike", `%${escapeLike(user)}%`);
    if (from) rows = rows.where("created_at", ">=", from);
    if (to) rows = rows.where("created_at", "<=", to);
    const [events, count] = await Promise.all([
      rows
        .select(["id", "created_at", "event_type", "severity", "email", "user_id", "ip_prefix", "details"])
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(SECURITY_EVENTS_PAGE_SIZE)
        .offset((page - 1) * SECURITY_EVENTS_PAGE_SIZE)
        .execute(),
      rows.select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow(),
    ]);
    // Administrators' acts name them by id (`by`): their addresses, in one read for the page.
    const actorIds = [...new Set(events.map((event) => event.details.by).filter((by): by is string => typeof by === "string"))];
    const actors = actorIds.length ? await db.selectFrom("user").select(["id", "email"]).where("id", "in", actorIds).execute() : [];
    const actorEmail = new Map(actors.map((actor) => [actor.id, actor.email]));
    const response: SecurityEventListResponse = {
      events: events.map((event) => ({
        id: event.id,
        createdAt: new Date(event.created_at).toISOString(),
        type: event.event_type,
        severity: event.severity,
        email: event.email,
        userId: event.user_id,
        addressPrefix: event.ip_prefix,
        details: event.details,
        actorEmail: typeof event.details.by === "string" ? (actorEmail.get(event.details.by) ?? null) : null,
      })),
      page,
      pageSize: SECURITY_EVENTS_PAGE_SIZE,
      total: Number(count.n),
    };
    return reply.header("cache-control", "no-store").send(response);
  });
}
