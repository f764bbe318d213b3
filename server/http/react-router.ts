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
import { accountPageServices, type AccountPageDependencies } from "../account/account-page-services.ts";
import { resolveRedirect } from "../../app/lib/routing.ts";
import { LIVE_AREAS, PRIVATE_AREAS } from "../../app/lib/site-map.ts";
import { isPreviewHost } from "../config.ts";
import type { Services } from "../services.ts";
import { paintBeforeHydration } from "./paint-before-hydration.ts";
import { RenderCache } from "./render-cache.ts";

/** Stands for the nonce in rendered HTML; random per process so no page content can forge it. */
const NONCE_PLACEHOLDER = `nonce${randomBytes(12).toString("hex")}`;

export interface ReactRouterOptions {
  build: ServerBuild;
  services: Services;
  clientDir: string;
  account: AccountPageDependencies;
}

/** The stylesheet goes inline into <head>: one round trip less before the first paint. */
function readStylesheet(build: ServerBuild, clientDir: string): string {
  const url = (build.entry.module as unknown as { stylesheetUrl?: string }).stylesheetUrl;
  const file = url ? join(clientDir, url) : "";
  if (!url || !existsSync(file)) return "";
  return `<style data-href="${url}">${readFileSync(file, "utf8")}</style>`;
}

/**
 * Query parameters a page render reads: React Router's own (`_routes` on data requests, `index` on form posts to
 * an index route). Every other one (tracking tags, cache busters) is dropped before rendering, so it can neither
 * change the page nor push the page past the render cache.
 */
const RENDERED_QUERY_PARAMS = new Set(["_routes", "index"]);

/**
 * Query parameters particular pages read besides (their filters, the job an application is for, the news list's
 * category and page), by the page's path after the language prefix; each is part of that page's cache key and of no
 * other page's.
 */
const PAGE_QUERY_PARAMS: Readonly<Record<string, ReadonlySet<string>>> = {
  jobs: new Set(["location", "type", "department"]),
  "jobs/apply": new Set(["job"]),
  news: new Set(["category", "page"]),
};

/** A request target as a path on our own origin: a raw "//host/path" must not be read as another host. */
function requestUrl(rawUrl: string): URL {
  return new URL(`http://internal${rawUrl.startsWith("/") ? "" : "/"}${rawUrl}`);
}

/**
 * The search page reads its query (`q`, the first one only). It is never cached: its answer depends on the query and
 * on content that changes, and a cache keyed by any query would let visitors fill it.
 */
function isSearchPage(pathname: string): boolean {
  const segments = pathname.replace(/\.data$/, "").split("/");
  return segments.length === 3 && isLang(segments[1]) && segments[2] === "search";
}

function isPrivateArea(pathname: string): boolean {
  const segments = pathname.replace(/\.data$/, "").split("/");
  if (segments[1] === STAFF_ONLY_PAGE) return true;
  return isLang(segments[1]) && (PRIVATE_AREAS.has(segments[2] ?? "") || LIVE_AREAS.has(segments[2] ?? ""));
}

/** The quality audit (/qa-audit-pro, staff only): private like the account areas, and it reads its own filters. */
const STAFF_ONLY_PAGE = "qa-audit-pro";

/**
 * The request's path and the query parameters that a render reads, in a stable order. The private areas are never
 * cached and read their own parameters (a sign-in's way back, a reset link's token), so they keep the whole query.
 */
export function renderedUrl(rawUrl: string): URL {
  const url = requestUrl(rawUrl);
  if (isPrivateArea(url.pathname)) return url;
  const page = url.pathname.replace(/\.data$/, "").split("/").slice(2).join("/");
  const pageParams = PAGE_QUERY_PARAMS[page];
  const kept = [...url.searchParams]
    .filter(([name]) => RENDERED_QUERY_PARAMS.has(name) || pageParams?.has(name))
    .sort(([a], [b]) => a.localeCompare(b));
  const query = url.searchParams.get("q");
  if (query !== null && isSearchPage(url.pathname)) kept.push(["q", query]);
  url.search = new URLSearchParams(kept).toString();
  return url;
}

function cacheKey(url: URL, noindexHost: boolean): string | null {
  if (!isLang(url.pathname.split("/")[1]) || isPrivateArea(url.pathname) || isSearchPage(url.pathname)) return null;
  return `${noindexHost ? "preview:" : ""}${url.pathname}${url.search}`;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply, url: string): Request {
  const controller = new AbortController();
  reply.raw.once("close", () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // A PUT or DELETE may come without a body (and so without one for the parser to hand over).
  const hasBody = request.method !== "GET" && request.method !== "HEAD" && request.body instanceof Readable;
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody ? { body: Readable.toWeb(request.body as Readable) as ReadableStream, duplex: "half" } : {}),
  } as RequestInit);
}

export async function reactRouterPlugin(app: FastifyInstance, { build, services, clientDir, account }: ReactRouterOptions) {
  const { config } = services;
  const inlineStylesheet = readStylesheet(build, clientDir);
  const handle = createRequestHandler(build, config.env === "development" ? "development" : "production");
  const cache = new RenderCache(config.renderCacheSeconds * 1000);
  const requestContext = (build.entry.module as unknown as { requestContext?: typeof RequestContextKey }).requestContext;
  if (!requestContext) throw new Error("The server build does not export requestContext from entry.server");
  app.decorate("renderCache", cache);
  // A job or article published, changed or closed on any instance: the pages that show it are rendered again.
  services.publishedContent.onAnyChange(async () => cache.clear());

  /** Done once per cached page: the stylesheet goes inline, the hydration scripts wait for the first paint. */
  function finishDocument(html: string): string {
    // The bootstrap is rewritten before the stylesheet goes in, so its search does not cross the stylesheet.
    const result = paintBeforeHydration(html);
    if (!result.bootstrap && /<script\b[^>]*type="module"/.test(html)) {
      app.log.warn("React Router's bootstrap script has an unknown shape; the page hydrates before its first paint");
    }
    return inlineStylesheet ? result.html.replace("</head>", `${inlineStylesheet}</head>`) : result.html;
  }

  // React Router reads request bodies itself (form actions), so they reach it unparsed.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser("*", (_request, payload, done) => done(null, payload));

  app.route({
    method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
    url: "*",
    handler: async (request, reply) => {
      const isRead = request.method === "GET" || request.method === "HEAD";
      // Reads render from the path and the parameters a page uses; a form post keeps its address as it came.
      const url = isRead ? renderedUrl(request.url) : requestUrl(request.url);
      const isData = url.pathname.endsWith(".data");

      if (isRead && !isData) {
        const decision = resolveRedirect({
          pathname: url.pathname,
          // A redirect keeps the whole query (campaign tags survive the move to the right page).
          search: requestUrl(request.url).search,
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
      const key = isRead && cache.enabled ? cacheKey(url, noindexHost) : null;
      let entry = key ? cache.get(key) : undefined;
      if (entry) {
        reply.header("x-render-cache", "hit");
      } else {
        const context = new RouterContextProvider();
        const fetchRequest = toFetchRequest(request, reply, `${request.protocol}://${request.host}${url.pathname}${url.search}`);
        context.set(requestContext, {
          siteUrl: config.siteUrl,
          noindexHost,
          organization: config.organization,
          nonce: NONCE_PLACEHOLDER,
          consentRevision: config.consentPolicyRevision,
          gaMeasurementId: noindexHost ? null : (config.gaMeasurementId ?? null),
          clientAddress: request.ip,
          services,
          account: accountPageServices(account, request, fetchRequest.headers),
        });
        // The request keeps its own origin (React Router compares it with the Origin header of form posts);
        // canonical links come from SITE_URL through the context.
        const response = await handle(fetchRequest, context);
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
  reply.setCookie(LANGUAGE_COOKIE, lang, {
    path: "/",
    maxAge: LANGUAGE_COOKIE_MAX_AGE_SECONDS,
    sameSite: "lax",
    secure: request.protocol === "https",
  });
}

declare module "fastify" {
  interface FastifyInstance {
    renderCache: RenderCache;
  }
  interface FastifyRequest {
    cspNonce: string;
  }
}
