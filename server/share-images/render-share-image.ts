// Draws a shared link's picture: the company's mark and name, the page kind's title and the countries served.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../app/lib/share-image.ts";

// Roboto is in the site's own font stack (app.css) and ships in an npm package (OFL-1.1), so the picture
// looks the same on every machine without relying on fonts installed there.
const require = createRequire(import.meta.url);
const font = (weight: 400 | 700) => readFileSync(require.resolve(`@fontsource/roboto/files/roboto-latin-${weight}-normal.woff`));
const FONTS = [
  { name: "Roboto", data: font(400), weight: 400 as const, style: "normal" as const },
  { name: "Roboto", data: font(700), weight: 700 as const, style: "normal" as const },
];

/** The brand colours of app.css (--color-brand-*). */
const BRAND = { 100: "#d9eaff", 600: "#1d5fd1", 800: "#163f8c", 900: "#112f66" };

/** The favicon's "N" (public/favicon.svg), drawn on a 32-unit square. */
const MARK_PATH = "M9.5 23V9h3l7 9.6V9h3v14h-3l-7-9.6V23z";

export interface ShareImageText {
  organizationName: string;
  title: string;
  coverage: string;
}

type Style = Record<string, string | number>;
/** What satori lays out: the shape of a React element, without rendering React on the server. */
type Layout = { type: string; props: { style?: Style; children?: Layout | Layout[] | string; [attribute: string]: unknown } };
const box = (style: Style, children?: Layout | Layout[] | string): Layout => ({ type: "div", props: { style: { display: "flex", ...style }, children } });

const TITLE_WIDTH = 1040;

/** Long titles get a smaller size so that they stay within three lines, and a long word (a Finnish compound) within one. */
function titleSize(title: string): number {
  const bySentence = title.length <= 20 ? 96 : title.length <= 32 ? 84 : 72;
  const longestWord = Math.max(...title.split(/\s+/).map((word) => word.length));
  // Roboto Bold averages about 0.45 em per character; 0.6 leaves room for wide letters and the line end.
  return Math.min(bySentence, Math.floor(TITLE_WIDTH / (longestWord * 0.6)));
}

function template({ organizationName, title, coverage }: ShareImageText): Layout {
  const mark: Layout = {
    type: "svg",
    props: {
      width: 72,
      height: 72,
      viewBox: "0 0 32 32",
      children: [
        { type: "rect", props: { width: 32, height: 32, rx: 6, fill: "#ffffff" } },
        { type: "path", props: { d: MARK_PATH, fill: BRAND[600] } },
      ],
    },
  };
  // Flat colours rather than a gradient: the PNG stays a few tens of kilobytes instead of 150.
  const disc = (size: number, right: number, top: number, color: string) =>
    box({ position: "absolute", width: size, height: size, right, top, borderRadius: size / 2, backgroundColor: color });
  return box(
    {
      width: "100%",
      height: "100%",
      boxSizing: "border-box",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "72px 80px",
      backgroundColor: BRAND[900],
      color: "#ffffff",
      fontFamily: "Roboto",
    },
    [
      disc(640, -260, -300, BRAND[800]),
      disc(360, -140, -160, BRAND[600]),
      box({ alignItems: "center", gap: 24 }, [mark, box({ fontSize: 40, fontWeight: 700, maxWidth: 640 }, organizationName)]),
      box({ fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.1, maxWidth: TITLE_WIDTH }, title),
      box({ flexDirection: "column", gap: 20 }, [
        box({ width: 120, height: 8, backgroundColor: BRAND[100], borderRadius: 4 }),
        box({ fontSize: 32, fontWeight: 400, color: BRAND[100] }, coverage),
      ]),
    ],
  );
}

export async function renderShareImage(text: ShareImageText): Promise<Buffer> {
  // Satori lays the element tree out (wrapping, sizes) and writes the text as paths; resvg rasterises it.
  const svg = await satori(template(text) as unknown as ReactNode, { width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, fonts: FONTS });
  return new Resvg(svg, { fitTo: { mode: "original" } }).render().asPng();
}
