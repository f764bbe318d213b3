// The site audit's checks: pure functions over pages already fetched (server/audit/crawl.ts fetches them). The
// console's /qa-audit-pro page and the project's own tests (site-audit.http.test.ts) run these same functions, so
// CI and the page agree. Each finding names a check, a severity, the page and a message code the page translates.
import { parse, type HTMLElement } from "node-html-parser";
import { AUDIT_LIMITS, type CheckId, type Severity } from "../../app/lib/audit-contract.ts";
import { isLang, type Lang } from "../../app/lib/languages.ts";

export { AUDIT_LIMITS, CHECKS, SEVERITIES, type CheckId, type Severity } from "../../app/lib/audit-contract.ts";

export interface Finding {
  check: CheckId;
  severity: Severity;
  /** The page (path and query on this site) the finding is about. */
  page: string;
  lang: Lang | null;
  /** Key of the finding's sentence in the page's texts (qaAudit.codes.*). */
  code: string;
  /** Values the sentence names (a length, a link, a field). */
  params: Record<string, string | number>;
}

export interface RedirectHop {
  from: string;
  status: number;
  to: string;
}

/** One address as the crawler fetched it, redirects followed. */
export interface FetchedResource {
  /** Path and query as first requested. */
  path: string;
  /** Path and query where the redirects ended (the same as `path` without redirects). */
  finalPath: string;
  status: number;
  redirects: RedirectHop[];
  contentType: string;
  bytes: number;
  ms: number;
  /** Text of an HTML document; empty for anything else. */
  body: string;
}

export interface PageLink {
  /** Path and query on this site. */
  path: string;
  /** The fragment without '#', or null. */
  fragment: string | null;
  kind: "page" | "asset";
}

export interface ParsedPage {
  path: string;
  lang: Lang | null;
  title: string | null;
  description: string | null;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  noindex: boolean;
  jsonLd: string[];
  links: PageLink[];
  ids: Set<string>;
  imagesWithoutAlt: string[];
  /** Each visible text node, trimmed (script, style, template and noscript left out). */
  texts: string[];
  /** Visible attribute texts: alt, title, aria-label, placeholder, and submit values. */
  attributeTexts: string[];
}

function finding(check: CheckId, severity: Severity, page: string, lang: Lang | null, code: string, params: Finding["params"] = {}): Finding {
  return { check, severity, page, lang, code, params };
}

/** The language of a path on this site: its first segment when it is one of the four. */
export function pathLanguage(path: string): Lang | null {
  const first = path.split(/[/?#]/)[1] ?? "";
  return isLang(first) ? first : null;
}

/**
 * `href` as a path on the site (origins: the crawler's own and SITE_URL), or null for another site, mail, phone,
 * script and data addresses.
 */
export function internalTarget(href: string, basePath: string, origins: readonly string[]): { path: string; fragment: string | null } | null {
  const trimmed = href.trim();
  if (!trimmed || /^(mailto|tel|javascript|data|blob|sms):/i.test(trimmed)) return null;
  const probe = origins[0] ?? "http://audit.invalid";
  let url: URL;
  try {
    url = new URL(trimmed, new URL(basePath, probe));
  } catch {
    return null;
  }
  if (!origins.includes(url.origin) && url.origin !== probe) return null;
  const fragment = url.hash ? decodeURIComponent(url.hash.slice(1)) : null;
  return { path: url.pathname + url.search, fragment };
}

const VISIBLE_ATTRIBUTES = ["alt", "title", "aria-label", "placeholder"] as const;
const HIDDEN_TEXT = new Set(["script", "style", "template", "noscript", "svg"]);

/** Reads what the checks need from a document. */
export function parsePage(path: string, html: string, origins: readonly string[]): ParsedPage {
  const root = parse(html, { comment: false, blockTextElements: { script: true, style: true, noscript: true, pre: true, textarea: true } });
  const head = root.querySelector("head");
  const meta = (name: string) => head?.querySelector(`meta[name="${name}"]`)?.getAttribute("content") ?? null;
  const links: PageLink[] = [];
  const add = (value: string | undefined, kind: PageLink["kind"]) => {
    if (!value) return;
    const target = internalTarget(value, path, origins);
    if (target) links.push({ ...target, kind });
  };
  for (const a of root.querySelectorAll("a[href]")) add(a.getAttribute("href"), "page");
  for (const link of root.querySelectorAll("link[href]")) {
    const rel = (link.getAttribute("rel") ?? "").toLowerCase().split(/\s+/);
    if (rel.some((r) => ["stylesheet", "icon", "manifest", "preload", "modulepreload", "apple-touch-icon"].includes(r))) add(link.getAttribute("href"), "asset");
  }
  for (const el of root.querySelectorAll("script[src], img[src], source[src], video[src], audio[src]")) add(el.getAttribute("src"), "asset");
  for (const el of root.querySelectorAll("img[srcset], source[srcset]")) {
    for (const candidate of (el.getAttribute("srcset") ?? "").split(",")) add(candidate.trim().split(/\s+/)[0], "asset");
  }
  const ids = new Set<string>();
  for (const el of root.querySelectorAll("[id]")) ids.add(el.getAttribute("id")!);
  for (const el of root.querySelectorAll("a[name]")) ids.add(el.getAttribute("name")!);
  const texts: string[] = [];
  const body = root.querySelector("body");
  if (body) collectTexts(body, texts);
  const attributeTexts: string[] = [];
  for (const el of body?.querySelectorAll("*") ?? []) {
    for (const name of VISIBLE_ATTRIBUTES) {
      const value = el.getAttribute(name);
      if (value?.trim()) attributeTexts.push(value.trim());
    }
  }
  const robots = (meta("robots") ?? "").toLowerCase();
  const htmlLang = root.querySelector("html")?.getAttribute("lang") ?? "";
  return {
    path,
    lang: pathLanguage(path) ?? langOfTag(htmlLang),
    title: head?.querySelector("title")?.textContent.trim() ?? null,
    description: meta("description"),
    canonical: head?.querySelector('link[rel="canonical"]')?.getAttribute("href") ?? null,
    alternates: (head?.querySelectorAll('link[rel="alternate"][hreflang]') ?? []).map((l) => ({ hreflang: l.getAttribute("hreflang")!, href: l.getAttribute("href") ?? "" })),
    noindex: robots.includes("noindex"),
    jsonLd: root.querySelectorAll('script[type="application/ld+json"]').map((s) => s.textContent),
    links,
    ids,
    imagesWithoutAlt: (body?.querySelectorAll("img") ?? []).filter((img) => !img.hasAttribute("alt")).map((img) => img.getAttribute("src") ?? ""),
    texts,
    attributeTexts,
  };
}

function langOfTag(tag: string): Lang | null {
  const primary = tag.toLowerCase().split("-")[0];
  if (primary === "sv") return "se";
  if (primary === "nb" || primary === "nn") return "no";
  return isLang(primary) ? primary : null;
}

function collectTexts(node: HTMLElement, out: string[]) {
  for (const child of node.childNodes) {
    if (child.nodeType === 3) {
      const text = decodeEntities(child.rawText).replace(/\s+/g, " ").trim();
      if (text) out.push(text);
    } else if (child.nodeType === 1) {
      const el = child as HTMLElement;
      if (HIDDEN_TEXT.has(el.rawTagName?.toLowerCase())) continue;
      collectTexts(el, out);
    }
  }
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&");
}

// ---- checks of one fetched address -----------------------------------------------------------------------------

/** Status and redirects of an address the crawler was sent to (a seed, the sitemap, or a link). */
export function checkResponse(resource: FetchedResource): Finding[] {
  const lang = pathLanguage(resource.path);
  const out: Finding[] = [];
  if (resource.status >= 500) out.push(finding("status", "error", resource.path, lang, "serverError", { status: resource.status }));
  else if (resource.status >= 400) out.push(finding("status", "error", resource.path, lang, "clientError", { status: resource.status }));
  if (resource.redirects.length > AUDIT_LIMITS.redirectHops) {
    out.push(finding("redirect", "warning", resource.path, lang, "redirectChain", { hops: resource.redirects.length, chain: chainText(resource) }));
  }
  if (resource.redirects.some((hop) => hop.status === 302 || hop.status === 307) && resource.redirects.length && !resource.redirects[0]!.from.startsWith("/?")) {
    // A temporary redirect is right for language detection and sign-in; noted, not wrong.
    out.push(finding("redirect", "notice", resource.path, lang, "temporaryRedirect", { chain: chainText(resource) }));
  }
  return out;
}

function chainText(resource: FetchedResource): string {
  return [resource.path, ...resource.redirects.map((hop) => `${hop.status} ${hop.to}`)].join(" → ");
}

/** Size and speed of a page (its assets' bytes counted once each, as a browser with a cache would). */
export function checkWeight(resource: FetchedResource, assetBytes: number): Finding[] {
  const lang = pathLanguage(resource.path);
  const out: Finding[] = [];
  if (resource.bytes > AUDIT_LIMITS.htmlBytes) out.push(finding("weight", "warning", resource.path, lang, "htmlHeavy", { bytes: resource.bytes, limit: AUDIT_LIMITS.htmlBytes }));
  const total = resource.bytes + assetBytes;
  if (total > AUDIT_LIMITS.pageBytes) out.push(finding("weight", "warning", resource.path, lang, "pageHeavy", { bytes: total, limit: AUDIT_LIMITS.pageBytes }));
  if (resource.ms > AUDIT_LIMITS.slowMs) out.push(finding("responseTime", "warning", resource.path, lang, "slow", { ms: Math.round(resource.ms), limit: AUDIT_LIMITS.slowMs }));
  return out;
}

/** Title, description and canonical of an indexable page; `siteUrl` is the origin canonicals must use. */
export function checkHead(page: ParsedPage, siteUrl: string): Finding[] {
  const out: Finding[] = [];
  const { path, lang } = page;
  if (!page.title) out.push(finding("title", "error", path, lang, "titleMissing"));
  else {
    const length = [...page.title].length;
    if (length < AUDIT_LIMITS.title.min) out.push(finding("title", "warning", path, lang, "titleShort", { length, min: AUDIT_LIMITS.title.min }));
    if (length > AUDIT_LIMITS.title.max) out.push(finding("title", "warning", path, lang, "titleLong", { length, max: AUDIT_LIMITS.title.max }));
  }
  if (page.noindex) return out;
  if (!page.description) out.push(finding("description", "error", path, lang, "descriptionMissing"));
  else {
    const length = [...page.description].length;
    if (length < AUDIT_LIMITS.description.min) out.push(finding("description", "warning", path, lang, "descriptionShort", { length, min: AUDIT_LIMITS.description.min }));
    if (length > AUDIT_LIMITS.description.max) out.push(finding("description", "warning", path, lang, "descriptionLong", { length, max: AUDIT_LIMITS.description.max }));
  }
  if (!page.canonical) out.push(finding("canonical", "error", path, lang, "canonicalMissing"));
  else {
    let canonical: URL | null = null;
    try {
      canonical = new URL(page.canonical);
    } catch {
      canonical = null;
    }
    const ownPath = path.split("?")[0]!.replace(/\/$/, "") || "/";
    if (!canonical || canonical.origin !== siteUrl) out.push(finding("canonical", "error", path, lang, "canonicalOrigin", { canonical: page.canonical, siteUrl }));
    else if ((canonical.pathname.replace(/\/$/, "") || "/") !== ownPath) {
      // A list's further pages and filtered views point at the list itself; a page without a query must be its own.
      const severity: Severity = path.includes("?") ? "notice" : "error";
      out.push(finding("canonical", severity, path, lang, "canonicalElsewhere", { canonical: canonical.pathname }));
    }
  }
  return out;
}

/** Images without an alt attribute (alt="" marks a decorative image and is fine). */
export function checkImages(page: ParsedPage): Finding[] {
  return page.imagesWithoutAlt.map((src) => finding("imageAlt", "error", page.path, page.lang, "imageWithoutAlt", { src: src || "?" }));
}

/** The fields each structured-data type needs (Google's required properties, and what our pages promise). */
export const JSON_LD_REQUIRED: Record<string, readonly string[]> = {
  Organization: ["name"],
  WebSite: ["name", "url"],
  Service: ["name", "provider"],
  BreadcrumbList: ["itemListElement"],
  ListItem: ["position", "name"],
  JobPosting: ["title", "description", "datePosted", "hiringOrganization"],
  NewsArticle: ["headline", "datePublished", "author"],
  Article: ["headline", "datePublished", "author"],
  PostalAddress: ["addressLocality", "addressCountry"],
};

/** Every JSON-LD block parses, and every object of a known @type has that type's required fields. */
export function checkJsonLd(page: ParsedPage): Finding[] {
  const out: Finding[] = [];
  page.jsonLd.forEach((text, index) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      out.push(finding("jsonLd", "error", page.path, page.lang, "jsonLdInvalid", { block: index + 1 }));
      return;
    }
    walkJsonLd(value, (node) => {
      const types = ([] as unknown[]).concat(node["@type"] ?? []).filter((t): t is string => typeof t === "string");
      for (const type of types) {
        for (const field of JSON_LD_REQUIRED[type] ?? []) {
          const present = node[field];
          if (present === undefined || present === null || present === "" || (Array.isArray(present) && present.length === 0)) {
            out.push(finding("jsonLd", "error", page.path, page.lang, "jsonLdField", { type, field }));
          }
        }
        if (type === "JobPosting" && !node.jobLocation && !node.applicantLocationRequirements) {
          out.push(finding("jsonLd", "error", page.path, page.lang, "jsonLdField", { type, field: "jobLocation" }));
        }
      }
    });
  });
  return out;
}

function walkJsonLd(value: unknown, visit: (node: Record<string, unknown>) => void) {
  if (Array.isArray(value)) for (const item of value) walkJsonLd(item, visit);
  else if (value && typeof value === "object") {
    const node = value as Record<string, unknown>;
    if ("@type" in node) visit(node);
    for (const [key, child] of Object.entries(node)) if (key !== "@context") walkJsonLd(child, visit);
  }
}

/** What untranslated text looks like: the message keys of every language, and each language's own texts. */
export interface LocaleDictionary {
  /** Dotted paths of every message ("jobs.filters.submit"), as a raw key would show. */
  keyPaths: ReadonlySet<string>;
  /** Every text of each language (its values, whole). */
  texts: Readonly<Record<Lang, ReadonlySet<string>>>;
}

/** Builds the dictionary from locale trees (`{ se: { pages: {...} }, … }`). */
export function localeDictionary(locales: Record<Lang, unknown>): LocaleDictionary {
  const keyPaths = new Set<string>();
  const texts = {} as Record<Lang, Set<string>>;
  for (const [lang, tree] of Object.entries(locales) as [Lang, unknown][]) {
    const own = new Set<string>();
    texts[lang] = own;
    const walk = (node: unknown, path: string[]) => {
      if (typeof node === "string") {
        own.add(node.replace(/\s+/g, " ").trim());
        // The path below its file's namespace, as t("a.b.c") takes it, and with the namespace too.
        if (path.length > 2) keyPaths.add(path.slice(1).join("."));
        if (path.length > 1) keyPaths.add(path.join("."));
      } else if (Array.isArray(node)) node.forEach((child, i) => walk(child, [...path, String(i)]));
      else if (node && typeof node === "object") for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    };
    walk(tree, []);
  }
  return { keyPaths, texts };
}

const RAW_KEY = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;
const PLACEHOLDER = /\{\{?\s*[a-zA-Z_][a-zA-Z0-9_.]*\s*\}?\}/;

/**
 * Untranslated text in what a visitor sees: a `{placeholder}` left in, a raw message key ("jobs.filters.submit"),
 * or a whole text of another language's locale where the page's language should be — counted only when the
 * page's own language has no text identical to it (names and shared words are the same in every language).
 */
export function checkTranslations(page: ParsedPage, dictionary: LocaleDictionary): Finding[] {
  const out: Finding[] = [];
  const seen = new Set<string>();
  const report = (code: string, text: string) => {
    const key = `${code}:${text}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(finding("untranslated", "error", page.path, page.lang, code, { text: text.slice(0, 120) }));
  };
  for (const text of [...page.texts, ...page.attributeTexts]) {
    const placeholder = PLACEHOLDER.exec(text);
    if (placeholder) report("placeholder", placeholder[0]);
    // A known key, or a dotted path with a camelCase part (a key missing everywhere); host names are never camelCase.
    if (RAW_KEY.test(text) && (dictionary.keyPaths.has(text) || /[a-z][A-Z]/.test(text))) report("rawKey", text);
    if (page.lang && text.length >= AUDIT_LIMITS.foreignTextMin && !dictionary.texts[page.lang].has(text)) {
      for (const [other, texts] of Object.entries(dictionary.texts) as [Lang, ReadonlySet<string>][]) {
        if (other !== page.lang && texts.has(text)) {
          out.push(finding("untranslated", "error", page.path, page.lang, "foreignText", { text: text.slice(0, 120), other }));
          break;
        }
      }
    }
  }
  return out;
}

// ---- checks across pages ---------------------------------------------------------------------------------------

/**
 * Links of every page against what the crawler found at their targets: a target that answered 4xx/5xx (after its
 * redirects) is a broken link; a `#fragment` that names no element on its target page is a broken anchor.
 */
export function checkLinks(pages: readonly ParsedPage[], resources: ReadonlyMap<string, FetchedResource>, parsedByPath: ReadonlyMap<string, ParsedPage>): Finding[] {
  const out: Finding[] = [];
  for (const page of pages) {
    const reported = new Set<string>();
    for (const link of page.links) {
      const target = resources.get(link.path);
      if (target && target.status >= 400 && !reported.has(link.path)) {
        reported.add(link.path);
        out.push(finding("brokenLink", "error", page.path, page.lang, link.kind === "asset" ? "brokenAsset" : "brokenLink", { target: link.path, status: target.status }));
      }
      if (link.kind === "page" && link.fragment && target && target.status < 400) {
        const targetPage = parsedByPath.get(target.finalPath) ?? parsedByPath.get(link.path);
        const key = `${link.path}#${link.fragment}`;
        if (targetPage && !targetPage.ids.has(link.fragment) && !reported.has(key)) {
          reported.add(key);
          out.push(finding("anchor", "error", page.path, page.lang, "brokenAnchor", { target: key }));
        }
      }
    }
  }
  return out;
}

/**
 * hreflang: every alternate of an indexable page must answer 200 and name the page back (reciprocity), and a page's
 * set must include itself. Pages are matched by their canonical addresses (siteUrl + path).
 */
export function checkHreflang(pages: readonly ParsedPage[], siteUrl: string): Finding[] {
  const out: Finding[] = [];
  const byCanonical = new Map<string, ParsedPage>();
  // Filtered and paged views (?category=, ?page=) are variants of their list; the list's own address carries the set.
  for (const page of pages) if (page.canonical && !page.noindex && !page.path.includes("?")) byCanonical.set(page.canonical, page);
  for (const page of byCanonical.values()) {
    if (page.alternates.length === 0) {
      out.push(finding("hreflang", "warning", page.path, page.lang, "hreflangMissing"));
      continue;
    }
    if (!page.alternates.some((alt) => alt.href === page.canonical)) out.push(finding("hreflang", "error", page.path, page.lang, "hreflangNoSelf"));
    for (const alt of page.alternates) {
      if (!alt.href.startsWith(siteUrl)) {
        out.push(finding("hreflang", "error", page.path, page.lang, "hreflangOrigin", { hreflang: alt.hreflang, href: alt.href }));
        continue;
      }
      if (alt.href === page.canonical) continue;
      const other = byCanonical.get(alt.href);
      if (!other) {
        out.push(finding("hreflang", "error", page.path, page.lang, "hreflangTargetMissing", { hreflang: alt.hreflang, href: alt.href.slice(siteUrl.length) || "/" }));
      } else if (!other.alternates.some((back) => back.href === page.canonical)) {
        out.push(finding("hreflang", "error", page.path, page.lang, "hreflangNotReciprocal", { hreflang: alt.hreflang, href: alt.href.slice(siteUrl.length) || "/" }));
      }
    }
  }
  return out;
}

/** How many findings of each severity, and the broken links among them. */
export function summarize(findings: readonly Finding[]) {
  const counts = { error: 0, warning: 0, notice: 0, brokenLinks: 0 };
  for (const f of findings) {
    counts[f.severity] += 1;
    if (f.check === "brokenLink") counts.brokenLinks += 1;
  }
  return counts;
}
