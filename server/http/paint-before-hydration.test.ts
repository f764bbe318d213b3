import { describe, expect, it } from "vitest";
import { FIRST_PAINT_WAIT_MS, modulesBeforeInteraction, paintBeforeHydration } from "./paint-before-hydration.ts";

/** The shape React Router 8's <Scripts> renders, trimmed. */
const PAGE = [
  "<!DOCTYPE html><html><head>",
  '<link rel="modulepreload" href="/assets/manifest-E.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/components-D.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/home-C.js" nonce="N"/>',
  "<title>Hem</title></head><body><main><h1>Hem</h1></main>",
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">;\nimport "/assets/manifest-E.js";\nimport * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

interface Browser {
  /** The browser reports its first paint (Paint Timing); otherwise it never does. */
  paints: boolean;
  /** A tab opened in the background. */
  hidden?: boolean;
  /** A browser without Paint Timing, which still renders frames. */
  noPaintTiming?: boolean;
}

/** Runs the rewritten bootstrap with the browser APIs it uses, recording what it does and when. */
async function runBootstrap(html: string, browser: Browser) {
  const code = html.match(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/)![1]!;
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    visibilityState: browser.hidden ? "hidden" : "visible",
    addEventListener: () => {},
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (...links: { href: string }[]) => links.forEach((l) => events.push(`preload ${l.href}`)) },
  };
  class PerformanceObserver {
    static supportedEntryTypes = browser.noPaintTiming ? ["navigation"] : ["navigation", "paint"];
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe({ type }: { type: string }) {
      if (type === "paint" && browser.paints) globalThis.setTimeout(() => (events.push("paint"), this.callback()), 5);
    }
    disconnect() {}
  }
  const requestAnimationFrame = (cb: () => void) => globalThis.setTimeout(() => (events.push("frame"), cb()), 5);
  const setTimeout = (cb: () => void, ms: number) =>
    ms === 0 ? globalThis.setTimeout(() => (events.push("task"), cb()), 0) : globalThis.setTimeout(cb, ms);
  const importModule = async (url: string) => (events.push(`import ${url}`), { url });
  const run = new Function(
    "window", "document", "PerformanceObserver", "requestAnimationFrame", "setTimeout", "importModule",
    `return (async () => {${code.replace(/\bimport\(/g, "importModule(")}})();`,
  );
  await run(window, document, PerformanceObserver, requestAnimationFrame, setTimeout, importModule);
  return { events, window };
}

describe("paintBeforeHydration", () => {
  it("takes the module preloads out of the document and keeps every other byte before the bootstrap", () => {
    const { html, bootstrap } = paintBeforeHydration(PAGE);
    expect(html).not.toContain("modulepreload\" href");
    expect(html).toContain("<title>Hem</title></head><body><main><h1>Hem</h1></main>");
    expect(bootstrap).toEqual({
      preloads: ["/assets/manifest-E.js", "/assets/entry.client-A.js", "/assets/components-D.js", "/assets/root-B.js", "/assets/home-C.js"],
      imports: [
        { name: null, url: "/assets/manifest-E.js" },
        { name: "route0", url: "/assets/root-B.js" },
        { name: "route1", url: "/assets/home-C.js" },
      ],
    });
  });

  it("preloads every module once the browser has painted, then evaluates shared chunks, routes and the entry one task each", async () => {
    const { events, window } = await runBootstrap(paintBeforeHydration(PAGE).html, { paints: true });
    expect(events).toEqual([
      "paint",
      "preload /assets/manifest-E.js",
      "preload /assets/entry.client-A.js",
      "preload /assets/components-D.js",
      "preload /assets/root-B.js",
      "preload /assets/home-C.js",
      "import /assets/components-D.js",
      "task",
      "import /assets/manifest-E.js",
      "task",
      "import /assets/root-B.js",
      "task",
      "import /assets/home-C.js",
      "task",
      "import /assets/entry.client-A.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-B.js" }, "routes/home": { url: "/assets/home-C.js" } });
  });

  it("waits for a frame in a browser without Paint Timing", async () => {
    const { events } = await runBootstrap(paintBeforeHydration(PAGE).html, { paints: false, noPaintTiming: true });
    expect(events.slice(0, 3)).toEqual(["frame", "task", "preload /assets/manifest-E.js"]);
  });

  it("hydrates at once in a tab opened in the background, which paints only when shown", async () => {
    const { events } = await runBootstrap(paintBeforeHydration(PAGE).html, { paints: false, hidden: true });
    expect(events[0]).toBe("preload /assets/manifest-E.js");
    expect(events.at(-1)).toBe("import /assets/entry.client-A.js");
  });

  it(`hydrates after ${FIRST_PAINT_WAIT_MS} ms should the browser never report a paint`, async () => {
    const started = Date.now();
    const { events } = await runBootstrap(paintBeforeHydration(PAGE).html, { paints: false });
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_PAINT_WAIT_MS - 20);
    expect(events.at(-1)).toBe("import /assets/entry.client-A.js");
  });

  it("leaves a page without React Router's bootstrap alone", () => {
    const page = "<html><head></head><body><p>Offline</p></body></html>";
    expect(paintBeforeHydration(page)).toEqual({ html: page, bootstrap: null });
  });

  it("lists the modules a rewritten page fetches before it is interactive", () => {
    expect(modulesBeforeInteraction(paintBeforeHydration(PAGE).html)).toEqual([
      "/assets/manifest-E.js",
      "/assets/entry.client-A.js",
      "/assets/components-D.js",
      "/assets/root-B.js",
      "/assets/home-C.js",
    ]);
  });
});
