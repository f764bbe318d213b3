import { describe, expect, it } from "vitest";
import { classStrings, colourTokens, palettePairs } from "./palette.ts";

const tokens = colourTokens(":root { --color-white: #fff; --color-slate-900: #0f172b; --color-slate-950: #020618; --color-slate-100: #f1f5f9; --color-brand-600: #1d5fd1; --color-red-700: #c10007; }");
const page = "bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100";

describe("the palette read from class strings", () => {
  it("finds class lists in strings, templates and their branches, not in regular expressions", () => {
    const source = [
      'const a = "px-2 text-red-700";',
      "const b = `rounded ${open ? \"bg-brand-600 text-white\" : \"bg-white\"}`;",
      "const c = /[`'\"]/g; const d = 'text-slate-900';",
      "// a comment with 'text-nocolour",
    ].join("\n");
    expect(classStrings(source)).toEqual(["px-2 text-red-700", "rounded   bg-brand-600 text-white", "rounded   bg-white", "text-slate-900"]);
  });

  it("pairs text with its own background, or with the page's; dark: overrides in the dark theme", () => {
    const pairs = palettePairs([{ file: "x.tsx", source: 'const a = "bg-brand-600 text-white"; const b = "text-red-700 dark:text-white";' }], tokens, page);
    const keys = pairs.map((p) => `${p.mode} ${p.kind} ${p.foreground} on ${p.background}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "light text white on brand-600",
        "dark text white on brand-600",
        "light text red-700 on white",
        "dark text white on slate-950",
      ]),
    );
    expect(keys).not.toContain("dark text red-700 on slate-950");
    expect(pairs.find((p) => p.foreground === "white" && p.background === "brand-600")!.ratio).toBeCloseTo(5.82, 2);
  });

  it("takes borders and outlines as interface parts against the background, and composites opacity", () => {
    const pairs = palettePairs([{ file: "x.tsx", source: 'const a = "border border-slate-900 bg-white/50 focus-visible:outline-brand-600";' }], tokens, page);
    expect(pairs.filter((p) => p.kind === "ui").map((p) => `${p.mode} ${p.foreground} on ${p.background}`)).toEqual(
      expect.arrayContaining(["light slate-900 on white/50", "light brand-600 on white/50", "dark slate-900 on white/50"]),
    );
    const dark = pairs.find((p) => p.mode === "dark" && p.kind === "ui" && p.foreground === "slate-900")!;
    // white at 50 % over the dark page background.
    expect(dark.backgroundHex).toBe("#81838c");
  });

  it("ignores utilities whose name is not a colour token", () => {
    expect(palettePairs([{ file: "x.tsx", source: 'const a = "text-sm text-center bg-cover border-2";' }], tokens, page)).toEqual([]);
  });
});
