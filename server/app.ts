// buildApp(services): the whole HTTP surface as one Fastify instance over the services of the composition root
// (server/services.ts); it only registers routes. Tests drive it with inject().
import { existsSync } from "node:fs";
import { join } from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import websocket from "@fastify/websocket";
import Fastify from "fastify";
import type { ServerBuild } from "react-router";
import { consentRoutes } from "./analytics/consent.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { pageViewRoutes } from "./analytics/page-views.ts";
import { vitalRoutes } from "./vitals/vital-routes.ts";
import { callStaff } from "./chat/call-staff.ts";
import { chatRoutes } from "./chat/routes.ts";
import { inboxRoutes } from "./console/inbox-routes.ts";
import { StaffHub, staffRealtimeRoutes } from "./console/staff-hub.ts";
import { mailRoutes } from "./console/mail-routes.ts";
import { securityLogRoutes } from "./console/security-log-routes.ts";
import { usersRoutes } from "./console/users-routes.ts";
import { bookingRoutes } from "./booking/routes.ts";
import { contactRoutes } from "./contact/routes.ts";
import { leadRoutes } from "./console/leads-routes.ts";
import { newsRoutes } from "./news/news-routes.ts";
import { databaseAnswers } from "./db/database.ts";
import { jobRoutes } from "./jobs/job-routes.ts";
import { privacyRoutes } from "./privacy/routes.ts";
import { ssoOption } from "./auth/company-sso.ts";
import { registerApiEdge } from "./http/api-edge.ts";
import { reactRouterPlugin } from "./http/react-router.ts";
import { contentSecurityPolicy, HSTS, newNonce } from "./http/security-headers.ts";
import { MAX_CLIENT_MESSAGE_BYTES, realtimeRoutes } from "./realtime/hub.ts";
import { ScreenShareRelay } from "./screen-share/relay.ts";
import { screenShareRoutes } from "./screen-share/routes.ts";
import { presenceRoutes } from "./presence/routes.ts";
import { sentimentRoutes } from "./sentiment/routes.ts";
import type { Services } from "./services.ts";
import { shareImageRoutes } from "./share-images/routes.ts";
import { searchRoutes } from "./search/search-routes.ts";
import { storageRoutes } from "./storage/routes.ts";
import { VOICE_CALL_MAX_FRAME_BYTES } from "../app/chat/voice-contract.ts";
import { voiceCallRoutes } from "./voice/voice-call.ts";
import { voiceRoutes } from "./voice/routes.ts";

export interface AppDependencies {
  services: Services;
  build: ServerBuild;
  /** Folder of the browser build (assets, public files). */
  clientDir: string;
}

export async function buildApp({ services, build, clientDir }: AppDependencies) {
  const { config, db } = services;
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    // A number of hops: the nearest n addresses of the X-Forwarded-For chain are our proxies, the next is the client.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
  });

  // The site audit crawls this instance over HTTP at its own listen address (a wildcard address is reached on loopback).
  app.addHook("onListen", async () => {
    const address = app.server.address();
    if (address && typeof address === "object") {
      const host = address.address === "0.0.0.0" ? "127.0.0.1" : address.address === "::" ? "::1" : address.address;
      services.audit.listenAt(`http://${host.includes(":") ? `[${host}]` : host}:${address.port}`);
    }
  });

  app.decorateRequest("cspNonce", "");
  app.addHook("onRequest", async (request, reply) => {
    request.cspNonce = newNonce();
    reply.header(
      "content-security-policy",
      contentSecurityPolicy(request.cspNonce, request.protocol === "https", Boolean(config.gaMeasurementId)),
    );
    if (request.protocol === "https") reply.header("strict-transport-security", HSTS);
  });

  await app.register(helmet, {
    contentSecurityPolicy: false,
    hsts: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  await app.register(cookie);
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  registerApiEdge(app);
  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_request, reply) => {
    const ready = await databaseAnswers(db);
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "database unavailable" });
  });

  // Accounts (server/auth): Better Auth under /api/auth, /.well-known/jwks.json, the security-event RPC; routes
  // reach the session through app.accounts (server/auth/require-role.ts).
  const { accounts } = services;
  app.decorate("accounts", accounts);
  await app.register(authRoutes, { accounts, config });

  // The voice call's 4096-sample audio frames are the largest; the chat and staff sockets refuse more than their own limit.
  await app.register(websocket, { options: { maxPayload: Math.max(MAX_CLIENT_MESSAGE_BYTES, VOICE_CALL_MAX_FRAME_BYTES) } });
  // Screen sharing (server/screen-share): its signalling rides on the two sockets; its HTTP routes are registered below.
  const screenShare = new ScreenShareRelay(services.chat, (error) => app.log.error(error, "screen share"));
  app.addHook("onClose", async () => screenShare.close());
  await app.register(realtimeRoutes, { db, bus: services.bus, allowedOrigins: [config.siteUrl], presence: services.presence, screenShare });
  // The console (server/console): its socket, closed when the staff session ends, and the inbox's routes. Staff
  // sockets count as staff online in the presence reports every instance shares.
  const staffHub = new StaffHub(db, services.bus, (error) => app.log.error(error, "staff realtime"), services.presence);
  staffHub.screenShare = screenShare;
  await app.register(staffRealtimeRoutes, { hub: staffHub, allowedOrigins: [config.siteUrl] });
  await app.register(screenShareRoutes, { ...services.chat, ice: config.screenShare });
  await app.register(inboxRoutes, services.chat);
  const staffCall = {
    ...services.chat,
    mailer: services.mailer,
    inbox: config.contactInbox,
    siteUrl: config.siteUrl,
    staffOnline: async () => services.presence.staffOnlineCount(),
  };
  await app.register(chatRoutes, {
    ...services.chat,
    assistant: services.assistant,
    sentiment: config.sentiment,
    organizationName: config.organization.name,
    staffToken: config.staffApiToken,
    onHumanRequested: (conversation) => callStaff(staffCall, conversation),
  });
  await app.register(pageViewRoutes, { db, consentRevision: config.consentPolicyRevision });
  await app.register(vitalRoutes, { db, consentRevision: config.consentPolicyRevision });
  await app.register(consentRoutes, { db, consentRevision: config.consentPolicyRevision });
  await app.register(contactRoutes, { ...services.contact, chat: services.chat });
  await app.register(leadRoutes, { leads: services.leads, siteUrl: config.siteUrl });
  await app.register(bookingRoutes, { bookings: services.bookings });
  await app.register(sentimentRoutes);
  await app.register(presenceRoutes, { presence: services.presence });
  // The admin console's sections under /api/staff (server/console).
  await app.register(mailRoutes, { db, mailer: services.mailer });
  await app.register(usersRoutes, { accounts });
  await app.register(securityLogRoutes, { db });
  await app.register(jobRoutes, { jobs: services.jobs });
  await app.register(privacyRoutes, { privacy: services.privacy });
  await app.register(storageRoutes, {
    db,
    staffToken: config.staffApiToken,
    budgetBytes: config.chatMediaBudgetBytes,
    store: services.chatMedia,
  });
  await app.register(searchRoutes, { search: services.search });
  await app.register(shareImageRoutes, { organizationName: config.organization.name });
  await app.register(newsRoutes, { news: services.news, publishedContent: services.publishedContent });
  // Voice (server/voice): read aloud, voice input, and the live call answered in the visitor's conversation.
  await app.register(voiceRoutes, { db, voice: services.voice });
  await app.register(voiceCallRoutes, {
    voice: services.voice,
    allowedOrigins: [config.siteUrl],
    chat: {
      ...services.chat,
      assistant: services.assistant,
      sentiment: config.sentiment,
      organizationName: config.organization.name,
      onHumanRequested: (conversation) => callStaff(staffCall, conversation),
    },
  });

  if (existsSync(clientDir)) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      preCompressed: true,
      index: false,
      setHeaders(res, path) {
        if (path.startsWith(join(clientDir, "assets"))) {
          res.header("cache-control", "public, max-age=31536000, immutable");
        } else if (path.endsWith("sw.js")) {
          res.header("cache-control", "no-cache");
        } else {
          res.header("cache-control", "public, max-age=3600");
        }
      },
    });
  }

  const account = {
    accounts,
    sessionTimeout: { idleSeconds: config.auth.sessionIdleTimeoutSeconds, warningSeconds: config.auth.sessionWarningSeconds },
    sso: ssoOption(config),
  };
  await app.register(reactRouterPlugin, { build, services, clientDir, account });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}
