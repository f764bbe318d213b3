// The palette on the contrast test page cannot drift from the stylesheet: every colour the built stylesheet
// defines (Tailwind emits a `--color-*` variable only for the colours the class names use) is in the table, and
// the table's values are the stylesheet's own (its sRGB fallbacks, to within the browsers' gamut mapping). The table
// is read from the page the built server renders, so this checks what visitors get.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { contrastRatio, parseColour } from "../../app/contrast/colour.ts";

const assets = resolve(import.meta.dirname, "../../build/client/assets");

function builtStylesheet(): string {
  const files = readdirSync(assets).filter((file) => /\.css$/.test(file));
  if (!files.length) throw new Error("No built stylesheet: run `npm run build` before the HTTP tests (npm test does).");
  return files.map((file) => readFileSync(join(assets, file), "utf8")).join("\n");
}

describe("the site's palette", () => {
  const css = builtStylesheet();
  const compiled = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{3,8})\b/g)) if (!compiled.has(match[1]!)) compiled.set(match[1]!, match[2]!);
  let palette: { mode: string; kind: string; foreground: string; background: string; foregroundHex: string; backgroundHex: string }[] = [];
  let inTable = new Set<string>();

  beforeAll(async () => {
    const t = await createTestApp();
    try {
      const html = (await t.app.inject({ method: "GET", url: "/en/kontrasttest" })).body;
      palette = [...html.matchAll(/data-pair="([^"]+)" data-hex="([^"]+)"/g)].map((match) => {
        const [mode, kind, foreground, background] = match[1]!.split("|") as [string, string, string, string];
        const [foregroundHex, backgroundHex] = match[2]!.split("|") as [string, string];
        return { mode, kind, foreground, background, foregroundHex, backgroundHex };
      });
    } finally {
      await t.close();
    }
    inTable = new Set(palette.flatMap((pair) => [pair.foreground, pair.background].map((name) => name.split("/")[0]!)));
  });

  it("has every colour the built stylesheet defines", () => {
    expect(compiled.size).toBeGreaterThan(20);
    expect([...compiled.keys()].filter((name) => !inTable.has(name))).toEqual([]);
  });

  it("has only colours the stylesheet defines", () => {
    expect([...inTable].filter((name) => !compiled.has(name))).toEqual([]);
  });

  it("has the stylesheet's values: each colour's contrast with white and black within 3 % of its compiled fallback's", () => {
    const white = parseColour("#fff")!;
    const black = parseColour("#000")!;
    for (const pair of palette.filter((p) => !p.foreground.includes("/") && !p.background.includes("/"))) {
      for (const [name, hex] of [[pair.foreground, pair.foregroundHex], [pair.background, pair.backgroundHex]] as const) {
        const ours = parseColour(hex)!;
        const theirs = parseColour(compiled.get(name)!)!;
        expect(Math.abs(contrastRatio(ours, white) / contrastRatio(theirs, white) - 1), name).toBeLessThan(0.03);
        expect(Math.abs(contrastRatio(ours, black) / contrastRatio(theirs, black) - 1), name).toBeLessThan(0.03);
      }
    }
  });

  it("has the page's own text on its background in both themes", () => {
    const keys = palette.map((p) => `${p.mode} ${p.kind} ${p.foreground} ${p.background}`);
    expect(keys).toContain("light text slate-900 white");
    expect(keys).toContain("dark text slate-100 slate-950");
    expect(keys).toContain("light ui brand-600 white");
  });
});
