// The document paints before any hydration JavaScript is fetched (docs/decisions/004).
//
// React Router's <Scripts> puts a <link rel="modulepreload"> for every module of the page into <head>
// and ends the body with an inline module script that imports the route modules and then the client
// entry. The preloads compete with the HTML for the connection and the modules evaluate before the
// first frame. Server-rendered pages are complete without JavaScript, so the server rewrites that
// bootstrap once per cached page: the same modules, preloaded and imported in the same order, after the
// browser has painted.

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** `import * as route0 from "…";` for a route module, or `import "…";` for a module run for its effect (the route manifest). */
const STATIC_IMPORT = /import (?:\* as (\w+) from )?"([^"]+)";/g;
const DYNAMIC_IMPORT = /import\("([^"]+)"\)/g;

/** Longest wait for the first paint, should the browser never report one: the page must still hydrate. */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser reports its first paint (Paint Timing), or after a frame where that API is
 * missing; at once in a background tab, which does not paint until shown.
 */
const AFTER_FIRST_PAINT =
  `await new Promise((painted) => {` +
  `if (document.visibilityState === "hidden") return painted();` +
  `document.addEventListener("visibilitychange", painted, { once: true });` +
  `setTimeout(painted, ${FIRST_PAINT_WAIT_MS});` +
  `if (typeof PerformanceObserver === "function" && (PerformanceObserver.supportedEntryTypes ?? []).includes("paint")) {` +
  `const observer = new PerformanceObserver(() => { observer.disconnect(); painted(); });` +
  `observer.observe({ type: "paint", buffered: true });` +
  `} else requestAnimationFrame(() => setTimeout(painted, 0));` +
  `});`;

export interface Bootstrap {
  /** Every module React Router would have preloaded, in its order. */
  preloads: string[];
  /** What the bootstrap imports, in order: route modules bound to the names the rest of it uses, and modules run for their effect. */
  imports: { name: string | null; url: string }[];
}

export type PaintFirstResult = { html: string; bootstrap: Bootstrap } | { html: string; bootstrap: null };

/**
 * Rewrites React Router's bootstrap so that it waits for the first paint. Returns the page unchanged,
 * with `bootstrap: null`, when it has no such bootstrap (a page without scripts, a redirect body).
 */
/**
 * The first inline module script: found by walking the page's few `<script` tags with indexOf, which costs a
 * fraction of a regular expression's scan of the whole page — this runs on every render the cache cannot serve.
 */
function findBootstrap(html: string): { index: number; whole: string; open: string; code: string; close: string } | null {
  for (let at = html.indexOf("<script"); at !== -1; at = html.indexOf("<script", at + 7)) {
    const tagEnd = html.indexOf(">", at);
    if (tagEnd === -1) return null;
    const open = html.slice(at, tagEnd + 1);
    if (!/^<script\b[^>]*\btype="module"/.test(open)) continue;
    const closeAt = html.indexOf("</script>", tagEnd);
    if (closeAt === -1) return null;
    const close = "</script>";
    return { index: at, whole: html.slice(at, closeAt + close.length), open, code: html.slice(tagEnd + 1, closeAt), close };
  }
  return null;
}

export function paintBeforeHydration(html: string): PaintFirstResult {
  const script = findBootstrap(html);
  if (!script) return { html, bootstrap: null };
  const { whole, open, code, close } = script;

  const imports: Bootstrap["imports"] = [];
  const body = code.replace(STATIC_IMPORT, (_statement, name: string | undefined, url: string) => {
    imports.push({ name: name ?? null, url });
    return "";
  });
  if (imports.length === 0) return { html, bootstrap: null };

  const preloads: string[] = [];
  const withoutPreloads = html.slice(0, script.index).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return "";
  });

  // Shared chunks are evaluated one per task, then the bootstrap's own imports in their order: no single long
  // task on a slow phone. The client entry, which the rest of the bootstrap imports, comes last and hydrates.
  const importedLater = new Set([...imports.map((m) => m.url), ...[...body.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!)]);
  const shared = preloads.filter((url) => !importedLater.has(url));
  const bootstrap =
    AFTER_FIRST_PAINT +
    `const nextTask = () => new Promise((next) => setTimeout(next, 0));` +
    `document.head.append(...${JSON.stringify(preloads)}.map((href) => {` +
    `const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; return link;` +
    `}));` +
    `for (const url of ${JSON.stringify(shared)}) { await import(url); await nextTask(); }` +
    imports.map((m) => `${m.name ? `const ${m.name} = ` : ""}await import(${JSON.stringify(m.url)}); await nextTask();`).join("") +
    body;
  const rest = html.slice(script.index + whole.length);
  return { html: `${withoutPreloads}${open}${bootstrap}${close}${rest}`, bootstrap: { preloads, imports } };
}

/** The modules a page fetches before it is interactive, read from a rewritten page (for the benchmark). */
export function modulesBeforeInteraction(html: string): string[] {
  const script = findBootstrap(html)?.code ?? "";
  const preloads = /document\.head\.append\(\.\.\.(\[[^\]]*\])\.map/.exec(script)?.[1];
  const entry = [...script.matchAll(DYNAMIC_IMPORT)].map((m) => m[1]!);
  return [...new Set([...(preloads ? (JSON.parse(preloads) as string[]) : []), ...entry])];
}
