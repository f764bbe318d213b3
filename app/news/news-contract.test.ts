import { describe, expect, it } from "vitest";
import { markdownToText } from "../lib/markdown-text.ts";
import { newsImageIdOfUrl, newsListHref, readNewsListQuery, slugify } from "./news-contract.ts";

describe("slugify", () => {
  it("folds Nordic letters and joins words with dashes", () => {
    expect(slugify("Säker molnmigrering – på 5 dagar!")).toBe("saker-molnmigrering-pa-5-dagar");
    expect(slugify("Bærekraftig IT for ødegårder")).toBe("baerekraftig-it-for-odegarder");
    expect(slugify("Tekoäly ja tietoturva")).toBe("tekoaly-ja-tietoturva");
    expect(slugify("  ---  ")).toBe("");
    expect(slugify("x".repeat(300))).toHaveLength(120);
  });
});

describe("readNewsListQuery", () => {
  const read = (query: string) => readNewsListQuery(new URLSearchParams(query));
  it("reads a category and a page; all and empty mean every category", () => {
    expect(read("")).toEqual({ category: null, page: 1 });
    expect(read("category=all&page=")).toEqual({ category: null, page: 1 });
    expect(read("category=cloud&page=2")).toEqual({ category: "cloud", page: 2 });
  });
  it("refuses an unknown category and a page that is not a whole number in range", () => {
    for (const query of ["category=sports", "category=Cloud", "page=0", "page=-1", "page=1.5", "page=abc", "page=1001", "page=99999"]) {
      expect(read(query), query).toBeNull();
    }
  });
  it("writes the same query back, leaving out page 1 and every category", () => {
    expect(newsListHref("en", { category: null, page: 1 })).toBe("/en/news");
    expect(newsListHref("se", { category: "ai", page: 3 })).toBe("/se/news?category=ai&page=3");
  });
});

describe("newsImageIdOfUrl", () => {
  it("knows only our own image addresses", () => {
    expect(newsImageIdOfUrl(`/api/news/images/${"a1".repeat(16)}`)).toBe("a1".repeat(16));
    expect(newsImageIdOfUrl("https://evil.example/api/news/images/x")).toBeNull();
    expect(newsImageIdOfUrl("/api/news/images/../../secret")).toBeNull();
  });
});

describe("markdownToText", () => {
  it("keeps the words and drops the markup", () => {
    const text = markdownToText("## Heading\n\nSome **bold** and *italic* text with a [link](https://x.se).\n\n- one\n- two\n\n![A diagram](/api/news/images/x)\n\n<b>raw</b>");
    expect(text).toBe("Heading\n\nSome bold and italic text with a link.\n\none\ntwo\n\nA diagram\n\nraw");
  });
});
