// Screen sharing's HTTP surface: the visitor starts and stops a share; staff see a conversation's share, join it (from
// the conversation or with the code the visitor reads out on the phone) and stop it. Signalling: relay.ts.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  joinByCodeSchema,
  startScreenShareSchema,
  type JoinScreenShareResponse,
  type StaffScreenShareView,
  type StartScreenShareResponse,
} from "../../app/chat/screen-share-contract.ts";
import { createConversation, findConversation, findOwnedConversation, type ChatStore } from "../chat/conversations.ts";
import { ensureVisitor, visitorHashOf } from "../chat/visitor.ts";
import { requireStaff } from "../console/staff-access.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, rateLimited, type ErrorTextKey } from "../http/api-error.ts";
import { ADDRESS_LIMITS, countRequest, enforceAddressLimits, type AddressLimit } from "../security/address-limits.ts";
import { iceServersFor, type IceConfig } from "./ice.ts";
import { endShare, findShare, joinShare, openShareOf, startShare, type ScreenShare } from "./shares.ts";

export interface ScreenShareRouteOptions extends ChatStore {
  ice: IceConfig;
}

/** Starts per client address: a visitor who retries a denied permission a few times stays far below. */
export const SCREEN_SHARE_START_LIMIT: AddressLimit = { name: "screen-share-start", requests: 20, windowSeconds: 600 };
/** Code attempts per staff member: a code read out on the phone takes one or two; guessing would take a billion. */
export const SCREEN_SHARE_CODE_LIMIT: AddressLimit = { name: "screen-share-code", requests: 20, windowSeconds: 60 };

const shareParams = z.object({ shareId: z.uuid() });
const sessionParams = z.object({ sessionId: z.uuid() });

function screenError(status: number, code: string, key: ErrorTextKey<"chat">) {
  return new ApiError(status, code, ["chat", key]);
}
const invalid = () => screenError(400, "validation", "errors.invalid");
const shareNotFound = () => screenError(404, "not_found", "screenShare.errors.notFound");

export async function screenShareRoutes(app: FastifyInstance, options: ScreenShareRouteOptions) {
  const { db, ice } = options;

  function joined(share: ScreenShare, userId: string): JoinScreenShareResponse {
    return { shareId: share.id, sessionId: share.session_id, iceServers: iceServersFor(ice, userId) };
  }

  // The visitor: a share for the conversation, which is made if the widget has none yet.
  app.post("/api/chat/screen-share", async (request, reply) => {
    const parsed = startScreenShareSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw invalid();
    const { sessionId } = parsed.data;
    await enforceAddressLimits(db, request, sessionId ? [SCREEN_SHARE_START_LIMIT] : [SCREEN_SHARE_START_LIMIT, ADDRESS_LIMITS.newConversations]);
    const visitorHash = ensureVisitor(request, reply);
    const conversation = sessionId
      ? await findOwnedConversation(db, sessionId, visitorHash)
      : await createConversation(db, visitorHash, requestLanguage(request), null);
    if (!conversation) throw screenError(404, "not_found", "errors.notFound");
    const { share, code } = await startShare(options, conversation);
    const response: StartScreenShareResponse = {
      shareId: share.id,
      sessionId: conversation.id,
      code,
      expiresAt: new Date(share.expires_at).toISOString(),
      iceServers: iceServersFor(ice, conversation.id),
    };
    return reply.header("cache-control", "no-store").send(response);
  });

  async function visitorShare(request: FastifyRequest): Promise<ScreenShare> {
    const params = shareParams.safeParse(request.params);
    const share = params.success ? await findShare(options, params.data.shareId) : undefined;
    // Another browser's share answers as one that does not exist.
    if (!share || !(await findOwnedConversation(db, share.session_id, visitorHashOf(request)))) throw shareNotFound();
    return share;
  }

  app.post("/api/chat/screen-share/:shareId/stop", async (request, reply) => {
    const share = await visitorShare(request);
    await endShare(options, share.id, "visitor");
    return reply.send({ ended: true });
  });

  // Staff (admin or agent with a second factor; an integration key is not enough to see a screen).
  app.get("/api/staff/conversations/:sessionId/screen-share", async (request, reply) => {
    const session = await requireStaff(request);
    const params = sessionParams.safeParse(request.params);
    if (!params.success || !(await findConversation(db, params.data.sessionId))) throw screenError(404, "not_found", "errors.notFound");
    const share = await openShareOf(options, params.data.sessionId);
    const view: StaffScreenShareView = {
      share: share
        ? {
            id: share.id,
            status: share.status === "active" ? "active" : "waiting",
            createdAt: new Date(share.created_at).toISOString(),
            expiresAt: new Date(share.expires_at).toISOString(),
            staffName: share.staff_name,
            mine: share.staff_user_id === session.user.id,
          }
        : null,
    };
    return reply.header("cache-control", "no-store").send(view);
  });

  app.post("/api/staff/screen-shares/join", async (request, reply) => {
    const session = await requireStaff(request);
    const wait = await countRequest(db, SCREEN_SHARE_CODE_LIMIT, `user:${session.user.id}`);
    if (wait !== null) throw rateLimited(["api", "errors.rateLimited"], wait);
    const parsed = joinByCodeSchema.safeParse(request.body);
    // A malformed code is as unknown as a wrong one.
    if (!parsed.success) throw screenError(404, "code_invalid", "screenShare.errors.codeInvalid");
    const outcome = await joinShare(options, { code: parsed.data.code }, staffOf(session));
    if (!outcome.ok) throw screenError(404, "code_invalid", "screenShare.errors.codeInvalid");
    return reply.send(joined(outcome.share, session.user.id));
  });

  app.post("/api/staff/screen-shares/:shareId/join", async (request, reply) => {
    const session = await requireStaff(request);
    const params = shareParams.safeParse(request.params);
    if (!params.success) throw shareNotFound();
    const outcome = await joinShare(options, { shareId: params.data.shareId }, staffOf(session));
    if (!outcome.ok) throw outcome.reason === "taken" ? screenError(409, "taken", "screenShare.errors.taken") : shareNotFound();
    return reply.send(joined(outcome.share, session.user.id));
  });

  app.post("/api/staff/screen-shares/:shareId/stop", async (request, reply) => {
    await requireStaff(request);
    const params = shareParams.safeParse(request.params);
    const share = params.success ? await findShare(options, params.data.shareId) : undefined;
    if (!share) throw shareNotFound();
    await endShare(options, share.id, "staff");
    return reply.send({ ended: true });
  });
}

function staffOf(session: { user: { id: string; name: string | null; email: string } }) {
  return { id: session.user.id, name: session.user.name || session.user.email };
}
