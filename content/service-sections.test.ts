// The registry of a service page's sections covers every section the copy has, and its anchors are unique.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../app/lib/languages.ts";
import { LOCALES } from "../app/lib/messages.server.ts";
import { SERVICE_SECTIONS } from "./service-sections.ts";

describe("the sections of a service page", () => {
  it("have an entry for every heading that any language's services.json uses", () => {
    const registered = new Set(SERVICE_SECTIONS.map((section) => section.heading));
    const used = new Set(
      LANGUAGES.flatMap((lang) => Object.values(LOCALES[lang].services).flatMap((content) => Object.keys(content.headings))),
    );
    expect(used.size).toBeGreaterThan(5);
    for (const key of used) expect(registered, `headings.${key}`).toContain(key);
  });

  it("have distinct names and anchors, none the same as a sub-service's own id", () => {
    const names = SERVICE_SECTIONS.map((section) => section.name);
    const anchors = SERVICE_SECTIONS.flatMap((section) => (section.anchor ? [section.anchor] : []));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(anchors).size).toBe(anchors.length);
    const itemIds = LANGUAGES.flatMap((lang) =>
      Object.values(LOCALES[lang].services).flatMap((content) => (content.subServices ?? []).map((item) => item.id)),
    );
    for (const id of itemIds) expect(anchors).not.toContain(id);
  });

  it("index every section with copy that states facts, and leave out links and the call to action", () => {
    const unindexed = SERVICE_SECTIONS.filter((section) => !section.index).map((section) => section.name);
    expect(unindexed).toEqual(["related", "cta"]);
  });
});
