// The site's own palette, derived from the one source the stylesheet is built from: the colour tokens (Tailwind's
// theme and app.css's @theme) and the utility classes the components use. A class string that sets a text colour
// and a background (or inherits the page's) is a pair; borders, outlines and rings are user-interface parts
// against their background. Light and dark (`dark:`) are read separately. See palette.server.ts for the sources.
import { contrastRatio, over, parseColour, toHex, type Rgba } from "./colour.ts";

export type PaletteMode = "light" | "dark";
export type PairKind = "text" | "ui";

export interface PalettePair {
  mode: PaletteMode;
  kind: PairKind;
  /** Utility names without the prefix: `slate-900`, `white/80`. */
  foreground: string;
  background: string;
  foregroundHex: string;
  backgroundHex: string;
  ratio: number;
  /** Source files (relative to app/) that use the pair. */
  usedIn: string[];
}

/** `--color-name: value;` declarations of a stylesheet, later ones winning (app.css's @theme over Tailwind's). */
export function colourTokens(...stylesheets: string[]): Map<string, Rgba> {
  const tokens = new Map<string, Rgba>();
  for (const css of stylesheets) {
    for (const match of css.matchAll(/--color-([a-z0-9-]+)\s*:\s*([^;]+);/g)) {
      const colour = parseColour(match[2]!);
      if (colour) tokens.set(match[1]!, colour);
    }
  }
  return tokens;
}

const UTILITY = /^((?:[a-z0-9@[\]=_-]+:)*)(text|placeholder|bg|from|via|to|border(?:-[xytblrse])?|outline|ring|divide|fill|stroke|decoration|accent|caret)-([a-z]+(?:-\d{2,3})?)(?:\/(\d{1,3}))?$/;

const ROLE: Record<string, "text" | "bg" | "ui"> = { text: "text", placeholder: "text", bg: "bg", from: "bg", via: "bg", to: "bg" };

interface Use {
  dark: boolean;
  role: "text" | "bg" | "ui";
  name: string;
  alpha: number;
}

/** The colour utilities of one class string whose colour is a token. */
export function colourUses(classes: string, tokens: Map<string, Rgba>): Use[] {
  const uses: Use[] = [];
  for (const token of classes.split(/\s+/)) {
    const match = UTILITY.exec(token.replace(/^!|!$/g, ""));
    if (!match || !tokens.has(match[3]!)) continue;
    const variants = match[1]!.split(":").filter(Boolean);
    uses.push({
      dark: variants.includes("dark"),
      role: ROLE[match[2]!] ?? (match[2]!.startsWith("border") ? "ui" : "ui"),
      name: match[3]!,
      alpha: match[4] ? Number(match[4]) / 100 : 1,
    });
  }
  return uses;
}

const COLOUR_UTILITY_HINT = /(^|\s)(?:[a-z0-9-]+:)*(?:text|bg|border|outline|ring|divide|fill|stroke|placeholder|decoration|from|to|via|accent|caret)-/;

/** A quoted string from `at` (its opening quote) to its end: the text and the index after the closing quote. */
function quoted(source: string, at: number): [string, number] {
  const quote = source[at]!;
  let i = at + 1;
  let text = "";
  while (i < source.length && source[i] !== quote && source[i] !== "\n") {
    if (source[i] === "\\") i++;
    text += source[i] ?? "";
    i++;
  }
  return [text, i + 1];
}

/**
 * A template literal from `at` (its backtick): its fixed text, and the strings inside its `${…}` parts (the
 * branches of `${open ? "…" : "…"}`), each of which joins the fixed text in one element's class list.
 */
function template(source: string, at: number): [string[], number] {
  let i = at + 1;
  let fixed = "";
  const branches: string[] = [];
  while (i < source.length && source[i] !== "`") {
    if (source[i] === "\\") {
      i += 2;
      continue;
    }
    if (source[i] === "$" && source[i + 1] === "{") {
      let depth = 1;
      i += 2;
      fixed += " ";
      while (i < source.length && depth > 0) {
        const c = source[i]!;
        if (c === '"' || c === "'") {
          const [text, next] = quoted(source, i);
          branches.push(text);
          i = next;
          continue;
        }
        if (c === "`") {
          const [inner, next] = template(source, i);
          branches.push(...inner);
          i = next;
          continue;
        }
        if (c === "{") depth++;
        if (c === "}") depth--;
        i++;
      }
      continue;
    }
    fixed += source[i];
    i++;
  }
  const strings = branches.length ? branches.map((branch) => `${fixed} ${branch}`) : [fixed];
  return [strings, i + 1];
}

/** The index after a regular expression literal starting at `at` (a quote or backtick inside it is not a string). */
function regexEnd(source: string, at: number): number {
  let i = at + 1;
  let inClass = false;
  while (i < source.length && source[i] !== "\n") {
    const c = source[i]!;
    if (c === "\\") i++;
    else if (c === "[") inClass = true;
    else if (c === "]") inClass = false;
    else if (c === "/" && !inClass) return i + 1;
    i++;
  }
  return i;
}

/** The class lists a source can give an element: its string and template literals, and a stylesheet's @apply lines. */
export function classStrings(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/@apply\s+([^;]+);/g)) found.push(match[1]!);
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === "/" && source[i + 1] === "/") {
      i = source.indexOf("\n", i);
      if (i < 0) break;
      continue;
    }
    if (c === "/" && /[(,=:[!&|?{};]\s*$/.test(source.slice(Math.max(0, i - 8), i))) {
      i = regexEnd(source, i);
      continue;
    }
    if (c === '"' || c === "'") {
      const [text, next] = quoted(source, i);
      found.push(text);
      i = next;
      continue;
    }
    if (c === "`") {
      const [strings, next] = template(source, i);
      found.push(...strings);
      i = next;
      continue;
    }
    i++;
  }
  return found.filter((text) => COLOUR_UTILITY_HINT.test(text));
}

const label = (use: Use) => (use.alpha < 1 ? `${use.name}/${Math.round(use.alpha * 100)}` : use.name);

/**
 * Every pair the class strings make. `page` is the body's own class string (app.css): its text and background are
 * what a class string without one of them inherits.
 */
export function palettePairs(sources: { file: string; source: string }[], tokens: Map<string, Rgba>, page: string): PalettePair[] {
  const pageUses = colourUses(page, tokens);
  const pageOf = (mode: PaletteMode, role: "text" | "bg") => {
    const own = pageUses.filter((u) => u.role === role && u.dark === (mode === "dark"));
    return own.length ? own : pageUses.filter((u) => u.role === role && !u.dark);
  };
  const pairs = new Map<string, PalettePair>();
  const add = (mode: PaletteMode, kind: PairKind, fg: Use, bg: Use, file: string) => {
    const key = `${mode}|${kind}|${label(fg)}|${label(bg)}`;
    const existing = pairs.get(key);
    if (existing) {
      if (!existing.usedIn.includes(file)) existing.usedIn.push(file);
      return;
    }
    const pageBg = tokens.get(pageOf(mode, "bg")[0]!.name)!;
    const bgColour = over({ ...tokens.get(bg.name)!, a: bg.alpha }, pageBg);
    const fgColour = { ...tokens.get(fg.name)!, a: fg.alpha };
    pairs.set(key, {
      mode,
      kind,
      foreground: label(fg),
      background: label(bg),
      foregroundHex: toHex(over(fgColour, bgColour)),
      backgroundHex: toHex(bgColour),
      ratio: contrastRatio(fgColour, bgColour),
      usedIn: [file],
    });
  };
  for (const { file, source } of sources) {
    for (const classes of classStrings(source)) {
      const uses = colourUses(classes, tokens);
      if (!uses.length) continue;
      for (const mode of ["light", "dark"] as const) {
        const pick = (role: Use["role"]) => {
          const dark = uses.filter((u) => u.role === role && u.dark);
          const light = uses.filter((u) => u.role === role && !u.dark);
          return mode === "dark" && dark.length ? dark : light;
        };
        const texts = pick("text");
        const ui = pick("ui");
        const backgrounds = pick("bg");
        const bgs = backgrounds.length ? backgrounds : pageOf(mode, "bg");
        const fgs = texts.length ? texts : backgrounds.length ? pageOf(mode, "text") : [];
        for (const bg of bgs) {
          for (const fg of fgs) add(mode, "text", fg, bg, file);
          for (const part of ui) add(mode, "ui", part, bg, file);
        }
      }
    }
  }
  return [...pairs.values()].sort((a, b) => a.mode.localeCompare(b.mode) || a.kind.localeCompare(b.kind) || a.ratio - b.ratio);
}
