// The site audit's crawler: fetches every public page in every language over HTTP from the instance's own listen
// address — the site map's pages, the sitemap's addresses, and the internal links found on the way — with bounded
// concurrency and a cap on pages, then runs server/audit/checks.ts over what it fetched.
import { AUDIT_CONCURRENCY, AUDIT_MAX_PAGES } from "../../app/lib/audit-contract.ts";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { PAGES, PRIVATE_AREAS, pagePath } from "../../app/lib/site-map.ts";
import {
  checkHead,
  checkHreflang,
  checkImages,
  checkJsonLd,
  checkLinks,
  checkResponse,
  checkTranslations,
  checkWeight,
  parsePage,
  type FetchedResource,
  type Finding,
  type LocaleDictionary,
  type ParsedPage,
  type RedirectHop,
} from "./checks.ts";

export interface FetchAnswer {
  status: number;
  headers: Headers;
  body: Buffer;
}

/** One request, redirects not followed: over HTTP to the listen address, or through app.inject in a test. */
export type Fetcher = (path: string) => Promise<FetchAnswer>;

/** Further query variants of one path (?page=3, ?category=…) beyond this many are not followed. */
const MAX_QUERY_VARIANTS = 4;
const MAX_REDIRECTS = 5;

/** An HTTP fetcher for an origin such as http://127.0.0.1:3000, each request bounded by a timeout. */
export function httpFetcher(origin: string, timeoutMs = 15_000): Fetcher {
  return async (path) => {
    const response = await fetch(`${origin}${path}`, {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8", "accept-language": "sv", "user-agent": "NordicSiteAudit/1" },
    });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };
}

export interface CrawlOptions {
  fetcher: Fetcher;
  /** SITE_URL: canonical and alternate links must use it, and links to it are internal. */
  siteUrl: string;
  /** The origin the fetcher reaches (links to it are internal too). */
  crawlOrigin?: string;
  dictionary: LocaleDictionary;
  maxPages?: number;
  concurrency?: number;
  /** Told after every address, with how many are known so far. */
  onProgress?(done: number, known: number): void | Promise<void>;
  /** Asked between fetches; true ends the crawl early (the run was cancelled or the process is stopping). */
  shouldStop?(): boolean;
}

export interface CrawlResult {
  findings: Finding[];
  pages: number;
  fetched: number;
  capped: boolean;
}

/** The addresses every audit starts from: each page of the site map in each language, the sitemap, robots.txt. */
export function seedPaths(): string[] {
  const paths = ["/", "/robots.txt", "/sitemap.xml"];
  for (const lang of LANGUAGES) {
    for (const page of PAGES) {
      if (PRIVATE_AREAS.has(page.slug.split("/")[0]!) && page.slug !== "auth") continue;
      paths.push(pagePath(lang, page.slug));
    }
  }
  return paths;
}

/** Paths the crawler never follows: the API, and the private areas whose pages only say "sign in". */
function followable(path: string): boolean {
  if (path.startsWith("/api/") || path === "/qa-audit-pro" || path.startsWith("/qa-audit-pro?")) return false;
  const segments = path.split("?")[0]!.split("/").filter(Boolean);
  const area = segments[0]?.length === 2 ? segments[1] : segments[0];
  return !(area && PRIVATE_AREAS.has(area) && area !== "auth") && !(area === "auth" && path.includes("?"));
}

export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const { fetcher, siteUrl, dictionary } = options;
  const origins = [siteUrl, ...(options.crawlOrigin ? [options.crawlOrigin] : [])];
  const maxPages = options.maxPages ?? AUDIT_MAX_PAGES;
  const concurrency = options.concurrency ?? AUDIT_CONCURRENCY;
  const resources = new Map<string, FetchedResource>();
  const parsed = new Map<string, ParsedPage>();
  const queue: { path: string; kind: "page" | "asset" }[] = [];
  const known = new Set<string>();
  const variants = new Map<string, number>();
  const findings: Finding[] = [];
  let capped = false;
  let done = 0;

  const enqueue = (path: string, kind: "page" | "asset") => {
    if (known.has(path)) return;
    if (kind === "page") {
      if (!followable(path)) return;
      const [bare, query] = path.split("?");
      if (query) {
        const count = variants.get(bare!) ?? 0;
        if (count >= MAX_QUERY_VARIANTS) return;
        variants.set(bare!, count + 1);
      }
      if (known.size >= maxPages) {
        capped = true;
        return;
      }
    }
    known.add(path);
    queue.push({ path, kind });
  };

  for (const path of seedPaths()) enqueue(path, "page");

  async function fetchFollowing(path: string, kind: "page" | "asset"): Promise<FetchedResource> {
    const redirects: RedirectHop[] = [];
    let current = path;
    const started = performance.now();
    for (;;) {
      let answer: FetchAnswer;
      try {
        answer = await fetcher(current);
      } catch {
        return { path, finalPath: current, status: 599, redirects, contentType: "", bytes: 0, ms: performance.now() - started, body: "" };
      }
      const location = answer.headers.get("location");
      if (answer.status >= 300 && answer.status < 400 && location) {
        const next = new URL(location, `${siteUrl}${current}`);
        if (!origins.includes(next.origin)) {
          redirects.push({ from: current, status: answer.status, to: next.href });
          return { path, finalPath: current, status: answer.status, redirects, contentType: "", bytes: 0, ms: performance.now() - started, body: "" };
        }
        const target = next.pathname + next.search;
        redirects.push({ from: current, status: answer.status, to: target });
        if (redirects.length > MAX_REDIRECTS || redirects.some((hop) => hop.from === target)) {
          return { path, finalPath: target, status: 508, redirects, contentType: "", bytes: 0, ms: performance.now() - started, body: "" };
        }
        current = target;
        continue;
      }
      const contentType = answer.headers.get("content-type") ?? "";
      const html = kind === "page" && contentType.startsWith("text/html");
      return {
        path,
        finalPath: current,
        status: answer.status,
        redirects,
        contentType,
        bytes: answer.body.length,
        ms: performance.now() - started,
        body: html || current === "/sitemap.xml" ? answer.body.toString("utf8") : "",
      };
    }
  }

  async function visit(item: { path: string; kind: "page" | "asset" }) {
    const resource = await fetchFollowing(item.path, item.kind);
    resources.set(item.path, resource);
    if (resource.finalPath !== item.path && !resources.has(resource.finalPath) && resource.status < 300) {
      resources.set(resource.finalPath, resource);
      known.add(resource.finalPath);
    }
    if (item.kind === "page") findings.push(...checkResponse(resource));
    if (item.path === "/sitemap.xml" && resource.status === 200) {
      for (const match of resource.body.matchAll(/<loc>([^<]+)<\/loc>/g)) {
        try {
          const url = new URL(match[1]!.trim());
          if (origins.includes(url.origin)) enqueue(url.pathname + url.search, "page");
        } catch {
          // An address that does not parse is left to the sitemap's own validators.
        }
      }
    }
    if (resource.body && resource.contentType.startsWith("text/html") && resource.status === 200 && !parsed.has(resource.finalPath)) {
      const page = parsePage(resource.finalPath, resource.body, origins);
      parsed.set(resource.finalPath, page);
      for (const link of page.links) enqueue(link.path, link.kind);
    }
    done += 1;
    await options.onProgress?.(done, known.size);
  }

  // A fixed number of workers take from one queue, so the audit never asks the site for more than `concurrency` at once.
  let active = 0;
  await new Promise<void>((resolve, reject) => {
    const pump = () => {
      if (options.shouldStop?.()) queue.length = 0;
      while (active < concurrency && queue.length) {
        const item = queue.shift()!;
        active += 1;
        visit(item)
          .then(() => {
            active -= 1;
            pump();
          })
          .catch(reject);
      }
      if (active === 0 && queue.length === 0) resolve();
    };
    pump();
  });

  const pages = [...parsed.values()];
  for (const page of pages) {
    const resource = resources.get(page.path)!;
    const assetBytes = page.links.filter((l) => l.kind === "asset").reduce((sum, l) => sum + (resources.get(l.path)?.bytes ?? 0), 0);
    findings.push(...checkWeight(resource, assetBytes), ...checkImages(page), ...checkJsonLd(page), ...checkTranslations(page, dictionary), ...checkHead(page, siteUrl));
  }
  findings.push(...checkLinks(pages, resources, parsed), ...checkHreflang(pages, siteUrl));
  return { findings, pages: pages.length, fetched: resources.size, capped };
}
