import { describe, expect, it } from "vitest";
import { contrastRatio, contrastVerdicts, formatRatio, oklchToRgb, parseColour, relativeLuminance, toHex } from "./colour.ts";

const ratio = (a: string, b: string) => contrastRatio(parseColour(a)!, parseColour(b)!);

describe("parseColour", () => {
  it.each([
    ["#1d5fd1", "#1d5fd1"],
    ["1D5FD1", "#1d5fd1"],
    ["#fff", "#ffffff"],
    ["#0f0", "#00ff00"],
    ["rgb(29, 95, 209)", "#1d5fd1"],
    ["rgb(29 95 209)", "#1d5fd1"],
    ["RGB( 29 , 95 , 209 )", "#1d5fd1"],
    ["rgb(100% 0% 0%)", "#ff0000"],
    ["hsl(0, 100%, 50%)", "#ff0000"],
    ["hsl(120deg 100% 25%)", "#008000"],
    ["hsl(0.5turn 100% 50%)", "#00ffff"],
    ["hsl(218 76% 47%)", "#1d60d3"],
    ["white", "#ffffff"],
    ["  #000000  ", "#000000"],
  ])("reads %s as %s", (input, hex) => {
    expect(toHex(parseColour(input)!)).toBe(hex);
  });

  it("reads alpha in hex, rgb() and hsl()", () => {
    expect(parseColour("#00000080")!.a).toBeCloseTo(128 / 255);
    expect(parseColour("rgb(0 0 0 / 50%)")!.a).toBe(0.5);
    expect(parseColour("rgba(0, 0, 0, 0.25)")!.a).toBe(0.25);
    expect(parseColour("hsl(0 0% 0% / 0.4)")!.a).toBe(0.4);
  });

  it.each(["", "#12", "#12345", "#ggg", "red", "rgb(1, 2)", "rgb(1 2 3 4 5)", "rgb(1deg 2 3)", "hsl(10% 50% 50%)", "rgb(1, 2 3)", "rgb(0 0 0, 1 / 2)", "javascript:alert(1)", `#${"f".repeat(100)}`])(
    "refuses %j",
    (input) => {
      expect(parseColour(input)).toBeNull();
    },
  );

  it("converts the design tokens' oklch() like the browser's sRGB (Tailwind's slate-900 is #0f172b)", () => {
    expect(toHex(parseColour("oklch(20.8% 0.042 265.755)")!)).toBe("#0f172b");
    expect(toHex(oklchToRgb(1, 0, 0))).toBe("#ffffff");
    expect(toHex(oklchToRgb(0, 0, 0))).toBe("#000000");
  });
});

describe("WCAG 2.2 contrast", () => {
  it("gives 21:1 for black on white and 1:1 for a colour on itself", () => {
    expect(ratio("#000", "#fff")).toBe(21);
    expect(ratio("#fff", "#000")).toBe(21);
    expect(ratio("#1d5fd1", "#1d5fd1")).toBe(1);
  });

  it("matches published reference values", () => {
    // WebAIM's checker: #767676 on white is 4.54:1, the lightest grey that passes AA.
    expect(formatRatio(ratio("#767676", "#ffffff"), "en-US")).toBe("4.54:1");
    expect(formatRatio(ratio("#777777", "#ffffff"), "en-US")).toBe("4.47:1");
    expect(relativeLuminance(parseColour("#ffffff")!)).toBe(1);
  });

  it("passes and fails at the thresholds, never rounding up to a pass", () => {
    const aa = contrastVerdicts(4.5);
    expect(aa).toEqual({ normalAA: true, normalAAA: false, largeAA: true, largeAAA: true, uiAA: true });
    const almost = contrastVerdicts(4.4999);
    expect(almost.normalAA).toBe(false);
    expect(formatRatio(4.4999, "en-US")).toBe("4.49:1");
    expect(contrastVerdicts(2.99)).toEqual({ normalAA: false, normalAAA: false, largeAA: false, largeAAA: false, uiAA: false });
    expect(contrastVerdicts(7).normalAAA).toBe(true);
  });

  it("formats the ratio in the visitor's language", () => {
    expect(formatRatio(4.5412, "sv-SE")).toBe("4,54:1");
    expect(formatRatio(21, "fi-FI")).toBe("21:1");
  });

  it("shows translucent text over its background and a translucent background over white", () => {
    expect(ratio("rgb(0 0 0 / 0)", "#ffffff")).toBe(1);
    expect(ratio("#000000", "rgb(0 0 0 / 0)")).toBe(21);
    expect(ratio("rgb(0 0 0 / 50%)", "#ffffff")).toBeCloseTo(ratio("#808080", "#ffffff"), 1);
  });
});
