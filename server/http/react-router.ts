// Hands every request that is not an API, asset or health check to React Router's server build.
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_SECONDS } from "../../app/lib/constants.ts";
import { DEFAULT_LANGUAGE, isLang } from "../../app/lib/languages.ts";
import type { requestContext as RequestContextKey } from "../../app/lib/request-context.ts";
import { resolveRedirect } from "../../app/lib/routing.ts";
import { PRIVATE_AREAS } from "../../app/lib/site-map.ts";
import { isPreviewHost, type Config } from "../config.ts";
import { submitContactRequest, type ContactDependencies } from "../contact/submit-contact-request.ts";
import { paintBeforeHydration } from "./paint-before-hydration.ts";
import { RenderCache } from "./render-cache.ts";

/** Stands for the nonce in rendered HTML; random per process so no page content can forge it. */
const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString("hex")}`;

export interface ReactRouterOptions {
  build: ServerBuild;
  config: Config;
  clientDir: string;
  contact: ContactDependencies;
}

/** The stylesheet goes inline into <head>: one round trip less before the first paint. */
function readStylesheet(build: ServerBuild, clientDir: string): string {
  const url = (build.entry.module as unknown as { stylesheetUrl?: string }).stylesheetUrl;
  const file = url ? join(clientDir, url) : "";
  if (!url || !existsSync(file)) return "";
  return `<style data-href="${url}">${readFileSync(file, "utf8")}</style>`;
}

function cacheKey(pathname: string, search: string, noindexHost: boolean): string | null {
  const segments = pathname.replace(/\.data$/, "").split("/");
  if (!isLang(segments[1]) || PRIVATE_AREAS.has(segments[2] ?? "")) return null;
  const params = new URLSearchParams(search);
  params.delete("_routes");
  if (params.size > 0) return null;
  return `${noindexHost ? "preview:" : ""}${pathname}${search}`;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, origin: string): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(`${origin}${request.url}`, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

export async function reactRouterPlugin(app: FastifyInstance, { build, config, clientDir, contact }: ReactRouterOptions) {
  const inlineStylesheet = readStylesheet(build, clientDir);
  const handle = createRequestHandler(build, config.env === "development" ? "development" : "production");
  const cache = new RenderCache(config.renderCacheSeconds * 1000);
  const requestContext = (build.entry.module as unknown as { requestContext?: typeof RequestContextKey }).requestContext;
  if (!requestContext) throw new Error("The server build does not export requestContext from entry.server");
  app.decorate("renderCache", cache);

  /** Done once per cached page: the stylesheet goes inline, the hydration scripts wait for the first paint. */
  function finishDocument(html: string): string {
    const withStyles = inlineStylesheet ? html.replace("</head>", `${inlineStylesheet}</head>`) : html;
    const result = paintBeforeHydration(withStyles);
    if (!result.bootstrap && /<script\b[^>]*type="module"/.test(withStyles)) {
      app.log.warn("React Router's bootstrap script has an unknown shape; the page hydrates before its first paint");
    }
    return result.html;
  }

  // React Router reads request bodies itself (form actions), so they reach it unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "*",
    handler: async (request, reply) => {
      const url = new URL(request.url, "http://internal");
      const isData = url.pathname.endsWith(".data");
      const isRead = request.method === "GET" || request.method === "HEAD";

      if (isRead && !isData) {
        const decision = resolveRedirect({
          pathname: url.pathname,
          search: url.search,
          cookies: request.cookies,
          acceptLanguage: request.headers["accept-language"],
          nowSeconds: Math.floor(Date.now() / 1000),
        });
        if (decision) {
          if (decision.vary) reply.header("vary", decision.vary);
          return reply.code(decision.status).header("location", decision.location).header("cache-control", "no-store").send();
        }
      }

      const noindexHost = config.env === "development" || isPreviewHost(request.headers.host, config.previewHosts);
      const key = isRead && cache.enabled ? cacheKey(url.pathname, url.search, noindexHost) : null;
      let entry = key ? cache.get(key) : undefined;
      if (entry) {
        reply.header("x-render-cache", "hit");
      } else {
        const context = new RouterContextProvider();
        context.set(requestContext, {
          siteUrl: config.siteUrl,
          noindexHost,
          organization: config.organization,
          nonce: NONCE_PLACEHOLDER,
          consentRevision: config.consentPolicyRevision,
          gaMeasurementId: noindexHost ? null : (config.gaMeasurementId ?? null),
          submitContact: (input, language) =>
            submitContactRequest(contact, input, { source: "contact-form", language, clientKey: request.ip }),
        });
        // The request keeps its own origin (React Router compares it with the Origin header of form posts);
        // canonical links come from SITE_URL through the context.
        const response = await handle(toFetchRequest(request, reply, `${request.protocol}://${request.host}`), context);
        const contentType = response.headers.get("content-type") ?? "";
        const html = contentType.startsWith("text/html");
        let body = request.method === "HEAD" ? Buffer.alloc(0) : Buffer.from(await response.arrayBuffer());
        if (html && body.length) body = Buffer.from(finishDocument(body.toString("utf8")));
        entry = {
          status: response.status,
          headers: [...response.headers.entries()].filter(([name]) => name !== "set-cookie" && name !== "content-length"),
          parts: html ? splitAtPlaceholder(body) : [body],
          html,
          expires: 0,
        };
        const setCookies = response.headers.getSetCookie();
        if (setCookies.length) reply.header("set-cookie", setCookies);
        if (key && response.status === 200 && setCookies.length === 0 && request.method === "GET") {
          cache.set(key, entry);
        }
        if (key) reply.header("x-render-cache", "miss");
      }

      for (const [name, value] of entry.headers) reply.header(name, value);
      reply.code(entry.status);
      if (entry.html) {
        reply.header("cache-control", "no-cache");
        rememberPathLanguage(request, reply, url.pathname);
        const nonce = Buffer.from(request.cspNonce);
        return reply.send(Buffer.concat(entry.parts.flatMap((part, i) => (i === 0 ? [part] : [nonce, part]))));
      }
      return reply.send(entry.parts[0]);
    },
  });
}

const PLACEHOLDER_BYTES = Buffer.from(NONCE_PLACEHOLDER);

/** Splits once at cache time, so each response only joins buffers around its own nonce. */
function splitAtPlaceholder(body: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(PLACEHOLDER_BYTES); at !== -1; at = body.indexOf(PLACEHOLDER_BYTES, start)) {
    parts.push(body.subarray(start, at));
    start = at + PLACEHOLDER_BYTES.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

/** A visitor's first page in another language than Swedish is stored as their language (SPEC section 4). */
function rememberPathLanguage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
  const lang = pathname.split("/")[1];
  if (!isLang(lang) || lang === DEFAULT_LANGUAGE) return;
  if (request.cookies[LANGUAGE_COOKIE]) return;
  const cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
  const existing = reply.getHeader("set-cookie");
  reply.header("set-cookie", existing ? [...(Array.isArray(existing) ? existing : [String(existing)]), cookie] : cookie);
}

declare module "fastify" {
  interface FastifyInstance {
    renderCache: RenderCache;
  }
  interface FastifyRequest {
    cspNonce: string;
  }
}
