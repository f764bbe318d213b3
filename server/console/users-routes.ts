// The console's users section (administrators only): accounts with their roles and protection, invitations, and what
// an administrator does to an account. Each act reaches the security log (manage-users.ts says where it is written).
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { ASSIGNABLE_ROLES, USER_NAME_MAX_LENGTH, USER_SEARCH_MAX_LENGTH, type UserActionResponse, type UserListResponse } from "../../app/console/users-contract.ts";
import { LANGUAGES } from "../../app/lib/languages.ts";
import type { Accounts } from "../auth/create-auth.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, type ErrorTextKey } from "../http/api-error.ts";
import {
  actorOf,
  changeRole,
  disableUser,
  emailTaken,
  enableUser,
  endUserSessions,
  findUserSummary,
  inviteUser,
  listUsers,
  resetSecondFactor,
  type Actor,
} from "./manage-users.ts";
import { ADMIN_ROLES, requireStaff } from "./staff-access.ts";

const MAX_PAGE = 10_000;

const listQuery = z.object({
  q: z.string().trim().max(USER_SEARCH_MAX_LENGTH).default(""),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
});
const inviteBody = z.object({
  email: z.email().trim().toLowerCase().max(320),
  name: z.string().trim().min(1).max(USER_NAME_MAX_LENGTH),
  role: z.enum(ASSIGNABLE_ROLES),
  mailLanguage: z.enum(LANGUAGES).optional(),
});
const roleBody = z.object({ role: z.enum(ASSIGNABLE_ROLES) });
const idParams = z.object({ id: z.string().min(1).max(64) });

function usersError(status: number, code: string, key: ErrorTextKey<"consoleUsers">) {
  return new ApiError(status, code, ["consoleUsers", key]);
}

export async function usersRoutes(app: FastifyInstance, { accounts }: { accounts: Accounts }) {
  const { db } = accounts;

  async function administrator(request: FastifyRequest): Promise<Actor> {
    const session = await requireStaff(request, ADMIN_ROLES);
    return actorOf(request, session, requestLanguage(request));
  }

  /** The account an action is for; 404 when there is none. */
  async function target(request: FastifyRequest) {
    const params = idParams.safeParse(request.params);
    const user = params.success ? await findUserSummary(db, params.data.id) : null;
    if (!user) throw usersError(404, "not_found", "users.errors.notFound");
    return user;
  }

  async function answer(reply: FastifyReply, userId: string) {
    const response: UserActionResponse = { user: (await findUserSummary(db, userId))! };
    return reply.header("cache-control", "no-store").send(response);
  }

  app.get("/api/staff/users", async (request, reply) => {
    await administrator(request);
    const query = listQuery.safeParse(request.query);
    if (!query.success) throw usersError(400, "invalid_query", "users.errors.invalidQuery");
    const response: UserListResponse = await listUsers(db, { search: query.data.q, page: query.data.page });
    return reply.header("cache-control", "no-store").send(response);
  });

  app.post("/api/staff/users/invite", async (request, reply) => {
    const actor = await administrator(request);
    const body = inviteBody.safeParse(request.body);
    if (!body.success) throw usersError(400, "invalid_invitation", "users.errors.invalidInvitation");
    if (await emailTaken(db, body.data.email)) throw usersError(409, "email_taken", "users.errors.emailTaken");
    const { email, name, role, mailLanguage } = body.data;
    const user = await inviteUser(accounts, actor, { email, name, role, lang: mailLanguage ?? requestLanguage(request) });
    const response: UserActionResponse = { user };
    return reply.code(201).header("cache-control", "no-store").send(response);
  });

  app.post("/api/staff/users/:id/role", async (request, reply) => {
    const actor = await administrator(request);
    const user = await target(request);
    const body = roleBody.safeParse(request.body);
    if (!body.success) throw usersError(400, "invalid_role", "users.errors.invalidRole");
    if (user.id === actor.session.user.id && body.data.role !== "admin") throw usersError(400, "cannot_demote_self", "users.errors.cannotDemoteSelf");
    await changeRole(accounts, actor, user.id, body.data.role);
    return answer(reply, user.id);
  });

  app.post("/api/staff/users/:id/disable", async (request, reply) => {
    const actor = await administrator(request);
    const user = await target(request);
    if (user.id === actor.session.user.id) throw usersError(400, "cannot_disable_self", "users.errors.cannotDisableSelf");
    await disableUser(accounts, actor, user.id);
    return answer(reply, user.id);
  });

  app.post("/api/staff/users/:id/enable", async (request, reply) => {
    const actor = await administrator(request);
    const user = await target(request);
    await enableUser(accounts, actor, user.id);
    return answer(reply, user.id);
  });

  app.post("/api/staff/users/:id/end-sessions", async (request, reply) => {
    const actor = await administrator(request);
    const user = await target(request);
    await endUserSessions(accounts, actor, user.id);
    return answer(reply, user.id);
  });

  app.post("/api/staff/users/:id/reset-mfa", async (request, reply) => {
    const actor = await administrator(request);
    const user = await target(request);
    await resetSecondFactor(accounts, actor, user);
    return answer(reply, user.id);
  });
}
