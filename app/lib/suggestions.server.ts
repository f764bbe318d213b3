// Three pages that look most like a mistyped address, for the not-found page.
import type { Suggestion } from "../components/not-found.tsx";
import type { Lang } from "./languages.ts";
import { pageCopy } from "./messages.server.ts";
import { PAGES, pagePath } from "./site-map.ts";

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

function similarity(a: string, b: string): number {
  if (!a || !b) return 0;
  if (a.includes(b) || b.includes(a)) return 0.9 + Math.min(a.length, b.length) / Math.max(a.length, b.length) / 10;
  return 1 - editDistance(a, b) / Math.max(a.length, b.length);
}

export function suggestPages(pathname: string, lang: Lang, count = 3): Suggestion[] {
  const segments = pathname.toLowerCase().split("/").filter(Boolean);
  const wanted = (segments[0]?.length === 2 ? segments.slice(1) : segments).join("/");
  return PAGES.filter((page) => page.kind !== "home" && !page.noindex && page.kind !== "tool")
    .map((page) => {
      const copy = pageCopy(lang, page.id);
      const score = Math.max(similarity(wanted, page.slug), similarity(wanted, copy.h1.toLowerCase()));
      return { path: pagePath(lang, page.slug), title: copy.h1, score };
    })
    .sort((a, b) => b.score - a.score || a.title.localeCompare(b.title))
    .slice(0, count)
    .map(({ path, title }) => ({ path, title }));
}
