import { describe, expect, it } from "vitest";
import { renderedUrl } from "./react-router.ts";

describe("renderedUrl and the news list's query", () => {
  it("keeps category and page on the news list (and its data request), sorted", () => {
    expect(renderedUrl("/en/news?page=2&utm_source=x&category=cloud").search).toBe("?category=cloud&page=2");
    expect(renderedUrl("/se/news.data?category=ai&_routes=x").search).toBe("?_routes=x&category=ai");
  });
  it("drops them everywhere else, as before", () => {
    expect(renderedUrl("/en/kontakt?page=2&category=cloud").search).toBe("");
    expect(renderedUrl("/en/news/some-article?page=2").search).toBe("");
  });
});
