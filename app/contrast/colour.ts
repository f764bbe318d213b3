// Colours as people type them (hex, rgb(), hsl(), and the oklch() of the design tokens) and WCAG 2.2's contrast
// ratio between two of them. Shared by the server (the form without JavaScript, the palette) and the browser.

export interface Rgba {
  /** 0–255, not rounded. */
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

const NUMBER = String.raw`[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?`;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function parseHex(text: string): Rgba | null {
  const match = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (!match) return null;
  let hex = match[1]!;
  if (hex.length <= 4) hex = [...hex].map((c) => c + c).join("");
  const at = (i: number) => parseInt(hex.slice(i, i + 2), 16);
  return { r: at(0), g: at(2), b: at(4), a: hex.length === 8 ? at(6) / 255 : 1 };
}

/** The arguments of `name(...)`, in the comma form or the space form with an optional `/ alpha`. */
function functionArguments(text: string, names: string[]): string[] | null {
  const match = /^([a-z]+)\(\s*(.*?)\s*\)$/i.exec(text);
  if (!match || !names.includes(match[1]!.toLowerCase())) return null;
  const body = match[2]!;
  const parts = body.includes(",") ? body.split(/\s*,\s*/) : body.split(/\s*\/\s*|\s+/);
  if (body.includes(",") && body.includes("/")) return null;
  if (parts.length !== 3 && parts.length !== 4) return null;
  const token = new RegExp(`^${NUMBER}(%|deg|turn|rad|grad)?$`, "i");
  return parts.every((part) => token.test(part)) ? parts : null;
}

function alphaOf(part: string | undefined): number | null {
  if (part === undefined) return 1;
  if (/(deg|turn|rad|grad)$/i.test(part)) return null;
  const value = part.endsWith("%") ? parseFloat(part) / 100 : parseFloat(part);
  return clamp(value, 0, 1);
}

function parseRgb(text: string): Rgba | null {
  const parts = functionArguments(text, ["rgb", "rgba"]);
  if (!parts) return null;
  const channels = parts.slice(0, 3);
  if (channels.some((p) => /(deg|turn|rad|grad)$/i.test(p))) return null;
  const [r, g, b] = channels.map((p) => clamp(p.endsWith("%") ? (parseFloat(p) / 100) * 255 : parseFloat(p), 0, 255)) as [number, number, number];
  const a = alphaOf(parts[3]);
  return a === null ? null : { r, g, b, a };
}

function hueDegrees(part: string): number | null {
  const value = parseFloat(part);
  if (part.endsWith("%")) return null;
  if (/turn$/i.test(part)) return value * 360;
  if (/grad$/i.test(part)) return value * 0.9;
  if (/rad$/i.test(part)) return (value * 180) / Math.PI;
  return value;
}

function parseHsl(text: string): Rgba | null {
  const parts = functionArguments(text, ["hsl", "hsla"]);
  if (!parts) return null;
  const hue = hueDegrees(parts[0]!);
  if (hue === null || /(deg|turn|rad|grad)$/i.test(parts[1]!) || /(deg|turn|rad|grad)$/i.test(parts[2]!)) return null;
  const s = clamp(parseFloat(parts[1]!) / 100, 0, 1);
  const l = clamp(parseFloat(parts[2]!) / 100, 0, 1);
  const a = alphaOf(parts[3]);
  if (a === null) return null;
  const h = ((hue % 360) + 360) % 360;
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: f(0) * 255, g: f(8) * 255, b: f(4) * 255, a };
}

/** OKLCH (CSS Color 4) to sRGB, clipped to the sRGB gamut the way browsers draw it. */
export function oklchToRgb(lightness: number, chroma: number, hue: number): Rgba {
  const hr = (hue * Math.PI) / 180;
  const L = lightness;
  const A = chroma * Math.cos(hr);
  const B = chroma * Math.sin(hr);
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  const [r, g, b] = linear.map((c) => {
    const v = clamp(c, 0, 1);
    return (v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055) * 255;
  }) as [number, number, number];
  return { r, g, b, a: 1 };
}

function parseOklch(text: string): Rgba | null {
  const parts = functionArguments(text, ["oklch"]);
  if (!parts || parts.length !== 3) return null;
  const lightness = parts[0]!.endsWith("%") ? parseFloat(parts[0]!) / 100 : parseFloat(parts[0]!);
  const hue = hueDegrees(parts[2]!);
  if (hue === null) return null;
  return oklchToRgb(lightness, parseFloat(parts[1]!), hue);
}

export const COLOUR_INPUT_MAX = 64;

/** A colour from a person's text (#1d5fd1, #fff, rgb(29 95 209), rgb(29, 95, 209), hsl(218 76% 47%)), or null. */
export function parseColour(input: string): Rgba | null {
  const text = input.trim().toLowerCase();
  if (!text || text.length > COLOUR_INPUT_MAX) return null;
  if (text === "white") return { r: 255, g: 255, b: 255, a: 1 };
  if (text === "black") return { r: 0, g: 0, b: 0, a: 1 };
  return parseHex(text) ?? parseRgb(text) ?? parseHsl(text) ?? parseOklch(text);
}

/** A translucent colour as it shows over an opaque one. */
export function over(top: Rgba, below: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

export function toHex(colour: Rgba): string {
  const opaque = colour.a < 1 ? over(colour, WHITE) : colour;
  return `#${[opaque.r, opaque.g, opaque.b].map((c) => Math.round(clamp(c, 0, 255)).toString(16).padStart(2, "0")).join("")}`;
}

/** WCAG 2.2 relative luminance (the sRGB transfer function with its 0.04045 knee). */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1–21) of a text colour on a background: a translucent background is taken over white and a
 * translucent text colour over the background, as a page with a white canvas would show them.
 */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const bg = background.a < 1 ? over(background, WHITE) : background;
  const fg = foreground.a < 1 ? over(foreground, bg) : foreground;
  const [light, dark] = [relativeLuminance(fg), relativeLuminance(bg)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2's thresholds: 1.4.3 (AA) and 1.4.6 (AAA) for normal and large text, 1.4.11 for user-interface parts. */
export const CONTRAST_CRITERIA = [
  { id: "normalAA", level: "AA", minimum: 4.5 },
  { id: "normalAAA", level: "AAA", minimum: 7 },
  { id: "largeAA", level: "AA", minimum: 3 },
  { id: "largeAAA", level: "AAA", minimum: 4.5 },
  { id: "uiAA", level: "AA", minimum: 3 },
] as const;
export type ContrastCriterion = (typeof CONTRAST_CRITERIA)[number]["id"];

/** Which criteria a ratio meets. The ratio is compared unrounded: 4.499:1 fails 4.5 however it is shown. */
export function contrastVerdicts(ratio: number): Record<ContrastCriterion, boolean> {
  return Object.fromEntries(CONTRAST_CRITERIA.map((c) => [c.id, ratio >= c.minimum])) as Record<ContrastCriterion, boolean>;
}

/** "4.54:1" (in the language's number format), truncated, never rounded up to a pass: 4.499 shows as 4.49. */
export function formatRatio(ratio: number, locale: string): string {
  const truncated = Math.floor(ratio * 100 + 1e-9) / 100;
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(truncated)}:1`;
}
