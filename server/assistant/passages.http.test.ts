// The service page and the assistant's passages are cut from one registry (content/service-sections.ts): every
// section that states facts reaches the corpus, and every passage links to an id the rendered page has.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "../../app/lib/languages.ts";
import { pageCopy, serviceContent } from "../../app/lib/messages.server.ts";
import { SERVICE_PAGES, pagePath } from "../../app/lib/site-map.ts";
import { SERVICE_SECTIONS, sectionHeading, type SectionIndexing, type ServicePageText } from "../../content/service-sections.ts";
import { createTestApp } from "../test-support.ts";
import { buildPassageDocs, type PassageDoc } from "./passages.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const renderedIds = new Map<string, Set<string>>();

async function idsOnPage(path: string): Promise<Set<string>> {
  const cached = renderedIds.get(path);
  if (cached) return cached;
  const res = await t.app.inject({ method: "GET", url: path });
  expect(res.statusCode, path).toBe(200);
  const ids = new Set([...res.body.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));
  renderedIds.set(path, ids);
  return ids;
}

/** What the assistant must be able to quote of one item of a section, and the anchor its passage links to. */
function expectedTexts(index: SectionIndexing<unknown>, row: unknown, sectionAnchor: string | null): { text: string; anchor: string | null }[] {
  switch (index.as) {
    case "prose":
      return index.lines(row).map((text) => ({ text, anchor: sectionAnchor }));
    case "items":
      return [{ text: index.text(row), anchor: index.anchor?.(row) ?? sectionAnchor }];
    case "table":
    case "alternatives": {
      const whole = { text: index.line(row), anchor: sectionAnchor };
      const each = index.eachItem ? [{ text: index.eachItem.text(row), anchor: index.eachItem.anchor?.(row) ?? sectionAnchor }] : [];
      return [whole, ...each];
    }
  }
}

const anchorOf = (passage: PassageDoc) => passage.url.split("#")[1] ?? null;

const cases = LANGUAGES.flatMap((lang) => SERVICE_PAGES.map((page) => [lang, page.slug, page.id] as [Lang, string, string]));

describe.each(cases)("the service page /%s/%s", (lang, slug, id) => {
  const path = pagePath(lang, slug);
  const passages = buildPassageDocs(lang).filter((passage) => passage.pagePath === path);
  const copy = pageCopy(lang, id);
  const text: ServicePageText = { h1: copy.h1, intro: copy.intro, content: serviceContent(lang, id) };

  it("has a passage for every item of every section the registry indexes", () => {
    let checked = 0;
    for (const section of SERVICE_SECTIONS) {
      if (section.kind === "related" || !section.index) continue;
      if (section.heading && !sectionHeading(section, text.content)) continue;
      const rows = (section.rows(text) as unknown[] | undefined) ?? [];
      for (const row of rows) {
        for (const expected of expectedTexts(section.index as SectionIndexing<unknown>, row, section.anchor)) {
          const holder = passages.find((passage) => passage.lines.includes(expected.text.trim()) && anchorOf(passage) === expected.anchor);
          expect(holder, `${section.name}: "${expected.text}" at #${expected.anchor}`).toBeDefined();
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it("links its passages only to ids the page renders, and renders every anchored section it has", async () => {
    const ids = await idsOnPage(path);
    for (const passage of passages) {
      const anchor = anchorOf(passage);
      if (anchor !== null) expect(ids, `${passage.title} → ${passage.url}`).toContain(anchor);
    }
    for (const section of SERVICE_SECTIONS) {
      if (!section.anchor) continue;
      const present = section.kind === "related" || (section.rows(text) !== undefined && (!section.heading || sectionHeading(section, text.content)));
      if (present) expect(ids, `${section.name} renders #${section.anchor}`).toContain(section.anchor);
      else expect(ids, `${section.name} is absent from this page`).not.toContain(section.anchor);
    }
  });
});
