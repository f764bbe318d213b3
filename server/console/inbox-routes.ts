// The console inbox's HTTP side (agents and admins with a second factor): the list, one conversation, read marks,
// assignment, snooze, private notes, the team to assign to and the canned replies. Replies, typing and status changes
// are the staff routes in server/chat/routes.ts; everything live goes over /api/staff/realtime (staff-hub.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { assignRequestSchema, inboxQuerySchema, noteRequestSchema, snoozeRequestSchema } from "../../app/console/inbox-contract.ts";
import { isLang, LANGUAGES } from "../../app/lib/languages.ts";
import { consoleMessages } from "../../app/lib/messages.server.ts";
import { assignConversation } from "../chat/assign-conversation.ts";
import { changeConversationStatus } from "../chat/change-conversation-status.ts";
import { findConversation, type ChatStore } from "../chat/conversations.ts";
import { snoozeConversation } from "../chat/snooze-conversation.ts";
import { ApiError } from "../http/api-error.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { addNote, conversationView, listInbox, markRead, staffMembers, unreadCounts } from "./inbox.ts";
import { requireStaff } from "./staff-access.ts";

const sessionParams = z.object({ sessionId: z.uuid() });

function invalid() {
  return new ApiError(400, "validation", ["api", "errors.invalidBody"]);
}

function notFound() {
  return new ApiError(404, "not_found", ["chat", "errors.notFound"]);
}

export async function inboxRoutes(app: FastifyInstance, store: ChatStore) {
  const { db } = store;

  async function conversationOf(request: FastifyRequest) {
    const params = sessionParams.safeParse(request.params);
    const conversation = params.success ? await findConversation(db, params.data.sessionId) : undefined;
    if (!conversation) throw notFound();
    return conversation;
  }

  app.get("/api/staff/inbox", async (request, reply) => {
    const session = await requireStaff(request);
    const query = inboxQuerySchema.safeParse(request.query);
    if (!query.success) throw invalid();
    return reply.header("cache-control", "no-store").send(await listInbox(db, { ...query.data, userId: session.user.id }));
  });

  app.get("/api/staff/inbox/unread", async (request, reply) => {
    const session = await requireStaff(request);
    const query = inboxQuerySchema.pick({ status: true }).safeParse(request.query);
    if (!query.success) throw invalid();
    return reply.header("cache-control", "no-store").send(await unreadCounts(db, { status: query.data.status, userId: session.user.id }));
  });

  app.get("/api/staff/conversations/:sessionId", async (request, reply) => {
    const session = await requireStaff(request);
    const conversation = await conversationOf(request);
    await markRead(db, session.user.id, conversation.id);
    return reply.header("cache-control", "no-store").send(await conversationView(db, conversation.id));
  });

  app.post("/api/staff/conversations/:sessionId/read", async (request, reply) => {
    const session = await requireStaff(request);
    const conversation = await conversationOf(request);
    await markRead(db, session.user.id, conversation.id);
    return reply.code(204).send();
  });

  app.post("/api/staff/conversations/:sessionId/assign", async (request, reply) => {
    await requireStaff(request);
    const conversation = await conversationOf(request);
    const parsed = assignRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid();
    const assignee = parsed.data.assigneeId ? (await staffMembers(db)).find((s) => s.id === parsed.data.assigneeId) : null;
    if (assignee === undefined) throw new ApiError(400, "not_staff_member", ["api", "errors.notStaffMember"]);
    const change = await assignConversation(store, conversation.id, assignee);
    return reply.send({ assignee: change.assignee });
  });

  app.post("/api/staff/conversations/:sessionId/snooze", async (request, reply) => {
    await requireStaff(request);
    const conversation = await conversationOf(request);
    const parsed = snoozeRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid();
    await snoozeConversation(store, conversation.id, parsed.data.until ? new Date(parsed.data.until) : null);
    return reply.send({ status: "snoozed", until: parsed.data.until });
  });

  app.post("/api/staff/conversations/:sessionId/reopen", async (request, reply) => {
    await requireStaff(request);
    const conversation = await conversationOf(request);
    const change = await changeConversationStatus(store, conversation.id, "open", { by: "staff" });
    return reply.send({ status: change.to });
  });

  app.post("/api/staff/conversations/:sessionId/notes", async (request, reply) => {
    const session = await requireStaff(request);
    const conversation = await conversationOf(request);
    const parsed = noteRequestSchema.safeParse(request.body);
    if (!parsed.success) throw invalid();
    const note = await addNote(db, conversation.id, { id: session.user.id, name: session.user.name || session.user.email }, parsed.data.body);
    await store.bus.publish({ kind: "conversation", sessionId: conversation.id, change: "note" });
    return reply.code(201).send({ note });
  });

  app.get("/api/staff/team", async (request, reply) => {
    await requireStaff(request);
    return reply.header("cache-control", "no-store").send({ staff: await staffMembers(db) });
  });

  /** Canned replies in the conversation's language (content/locales/<lang>/console.json), any language on request. */
  app.get("/api/staff/canned-replies", async (request, reply) => {
    await requireStaff(request);
    const language = (request.query as { language?: unknown }).language;
    const lang = typeof language === "string" && isLang(language) ? language : requestLanguage(request);
    return reply.send({ language: lang, replies: consoleMessages(lang).inbox.canned, languages: LANGUAGES });
  });
}
