// buildHead's per-language paths (news articles exist in some languages only): alternates and og:locale:alternate
// name only those, and a page without them renders exactly as before.
import { describe, expect, it } from "vitest";
import { ORGANIZATION_DEFAULTS } from "../../content/organisation.ts";
import { buildHead, type HeadInput } from "./seo.ts";

const base: HeadInput = {
  lang: "en",
  siteUrl: "https://www.example.se",
  siteName: "Site",
  organization: ORGANIZATION_DEFAULTS,
  organizationDescription: "Org",
  title: "Title",
  description: "Description",
  localizedPath: "/news/x",
  noindex: false,
  breadcrumbs: [],
  shareImage: { image: "news", alt: "Alt" },
};

describe("buildHead with alternatePaths", () => {
  it("links only the languages given, with x-default on Swedish when there is one, else this language", () => {
    const head = buildHead({ ...base, alternatePaths: { en: "/en/news/x", fi: "/fi/news/y" } });
    const alternates = head.links.filter((link) => link.rel === "alternate").map((link) => `${link.hrefLang} ${link.href}`);
    expect(alternates).toEqual(["en https://www.example.se/en/news/x", "fi https://www.example.se/fi/news/y", "x-default https://www.example.se/en/news/x"]);
    expect(head.meta.filter((m) => m.property === "og:locale:alternate").map((m) => m.content)).toEqual(["fi_FI"]);
  });

  it("uses a page's own picture and og:type when given", () => {
    const head = buildHead({ ...base, ownImage: { url: "https://www.example.se/api/news/images/abc", alt: "Cover" }, ogType: "article" });
    expect(head.meta).toContainEqual({ property: "og:image", content: "https://www.example.se/api/news/images/abc" });
    expect(head.meta).toContainEqual({ property: "og:type", content: "article" });
    expect(head.meta.some((m) => m.property === "og:image:width")).toBe(false);
  });

  it("leaves every other page as it was: all four languages and the drawn share image", () => {
    const head = buildHead(base);
    expect(head.links.filter((link) => link.rel === "alternate")).toHaveLength(5);
    expect(head.meta).toContainEqual({ property: "og:image", content: "https://www.example.se/og/en/news.png" });
    expect(head.meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(head.meta).toContainEqual({ property: "og:type", content: "website" });
  });
});
