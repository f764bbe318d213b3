// The sources the palette is read from, bundled at build time: Tailwind's theme tokens, app.css (its own tokens and
// the page's colours) and every component's class strings. Nothing is listed by hand, so the table follows the
// stylesheet; server/http/site-palette.http.test.ts checks it against the built stylesheet.
import tailwindTheme from "tailwindcss/theme.css?raw";
import appCss from "../app.css?raw";
import { colourTokens, palettePairs, type PalettePair } from "./palette.ts";

const SOURCES = import.meta.glob(["../**/*.tsx", "../**/*.ts", "!../**/*.test.ts", "!../**/*.server.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

let cached: PalettePair[] | null = null;

export function sitePalette(): PalettePair[] {
  if (cached) return cached;
  const tokens = colourTokens(tailwindTheme, appCss);
  const body = /body\s*\{[^}]*@apply\s+([^;]+);/.exec(appCss)?.[1] ?? "";
  const sources = [
    { file: "app.css", source: appCss },
    ...Object.entries(SOURCES).map(([path, source]) => ({ file: path.replace(/^\.\.\//, ""), source })),
  ];
  cached = palettePairs(sources, tokens, body);
  return cached;
}
