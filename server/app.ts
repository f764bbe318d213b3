// buildApp(config): the whole HTTP surface as one Fastify instance; tests drive it with inject().
import { existsSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { constants as zlib } from "node:zlib";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import helmet from "@fastify/helmet";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { consentRoutes } from "./analytics/consent.ts";
import { pageViewRoutes } from "./analytics/page-views.ts";
import { contactRoutes } from "./contact/routes.ts";
import websocket from "@fastify/websocket";
import { createAssistant } from "./assistant/create-assistant.ts";
import { chatRoutes } from "./chat/routes.ts";
import { LocalBus, PostgresBus, type RealtimeBus } from "./realtime/bus.ts";
import { MAX_CLIENT_MESSAGE_BYTES, realtimeRoutes } from "./realtime/hub.ts";
import type { Assistant } from "./assistant/assistant.ts";
import { sentimentRoutes } from "./sentiment/routes.ts";
import { shareImageRoutes } from "./share-images/routes.ts";
import { storageRoutes } from "./storage/routes.ts";
import type { Mailer } from "./mail/mailer.ts";
import type { Config } from "./config.ts";
import { databaseAnswers, type Db } from "./db/database.ts";
import { authRoutes } from "./auth/auth-routes.ts";
import { createAuth } from "./auth/create-auth.ts";
import { ensureFirstAdministrator } from "./auth/first-admin.ts";
import { registerApiEdge } from "./http/api-edge.ts";
import { deleteExpiredRequestCounts } from "./security/address-limits.ts";
import { reactRouterPlugin } from "./http/react-router.ts";
import { contentSecurityPolicy, HSTS, newNonce } from "./http/security-headers.ts";

const REQUEST_COUNT_SWEEP_MS = 60 * 60_000;

export interface AppDependencies {
  config: Config;
  db: Db;
  mailer: Mailer;
  build: ServerBuild;
  /** Folder of the browser build (assets, public files). */
  clientDir: string;
  /** Defaults to the one the configuration names (offline, or the OpenAI-compatible API). */
  assistant?: Assistant;
}

export async function buildApp({ config, db, mailer, build, clientDir, assistant }: AppDependencies) {
  const app = Fastify({
    logger: config.logLevel === "silent" ? false : { level: config.logLevel },
    // A number of hops: the nearest n addresses of the X-Forwarded-For chain are our proxies, the next is the client.
    trustProxy: typeof config.trustProxy === "number" ? trustHops(config.trustProxy) : config.trustProxy,
    forceCloseConnections: "idle",
    bodyLimit: 1024 * 1024,
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
  const accounts = await createAuth({ config, db, mailer, log: app.log });
  app.decorate("accounts", accounts);
  await ensureFirstAdministrator(accounts, config.auth.admin, app.log);
  await app.register(authRoutes, { accounts, config });

  // Several instances share realtime events through PostgreSQL; a single PGlite process keeps them in memory.
  const bus: RealtimeBus = config.databaseUrl
    ? await PostgresBus.connect(config.databaseUrl, (error) => app.log.error(error, "realtime bus"))
    : new LocalBus();
  app.addHook("onClose", async () => bus.close());
  await app.register(websocket, { options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES } });
  await app.register(realtimeRoutes, { db, bus, allowedOrigins: [config.siteUrl] });
  const chat = { db, bus };
  await app.register(chatRoutes, {
    ...chat,
    assistant: assistant ?? createAssistant(config),
    sentiment: config.sentiment,
    organizationName: config.organization.name,
    staffToken: config.staffApiToken,
  });

  const contact = { db, mailer, inbox: config.contactInbox, chat };
  await app.register(pageViewRoutes, { db, consentRevision: config.consentPolicyRevision });
  await app.register(consentRoutes, { db, consentRevision: config.consentPolicyRevision });
  await app.register(contactRoutes, contact);
  await app.register(sentimentRoutes);
  await app.register(storageRoutes, {
    db,
    staffToken: config.staffApiToken,
    budgetBytes: config.chatMediaBudgetBytes,
    bytesFolder: attachmentFolder(config, app),
  });
  await app.register(shareImageRoutes, { organizationName: config.organization.name });

  // Mail that could not be delivered is retried in the background until it goes through.
  const retryTimer = setInterval(() => {
    mailer.retryDue().catch((error: unknown) => app.log.error(error, "mail retry failed"));
  }, config.mailRetrySeconds * 1000);
  retryTimer.unref();
  const sweepTimer = setInterval(() => {
    deleteExpiredRequestCounts(db).catch((error: unknown) => app.log.error(error, "request count sweep failed"));
  }, REQUEST_COUNT_SWEEP_MS);
  sweepTimer.unref();
  app.addHook("onClose", async () => {
    clearInterval(retryTimer);
    clearInterval(sweepTimer);
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
    sso: false,
  };
  await app.register(reactRouterPlugin, { build, config, clientDir, contact, account });
  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * The embedded database keeps attachment bytes in files beside it (DATA_DIR/chat-media); an in-memory one (tests)
 * in a temporary folder removed on close. PostgreSQL keeps them in the row, shared by every instance.
 */
function attachmentFolder(config: Config, app: FastifyInstance): string | undefined {
  if (config.databaseUrl) return undefined;
  if (config.dataDir !== "memory://") return resolve(config.dataDir, "chat-media");
  const folder = mkdtempSync(join(tmpdir(), "chat-media-"));
  app.addHook("onClose", async () => rm(folder, { recursive: true, force: true }));
  return folder;
}
