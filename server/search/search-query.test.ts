import { describe, expect, it } from "vitest";
import { MARK_START, MARK_STOP, normalizeQuery, plainText, queryTerm, queryWords, snippetSegments } from "./search-query.ts";

describe("search query", () => {
  it("trims, collapses and cuts the query at 200 characters (by characters, not UTF-16 units)", () => {
    expect(normalizeQuery("  molntjänster \n i   Malmö ")).toBe("molntjänster i Malmö");
    expect(normalizeQuery("ö".repeat(300))).toBe("ö".repeat(200));
    expect(normalizeQuery(`a\u0000b\u0001c`)).toBe("a b c");
  });

  it("takes letters and digits as words, lower-cased, once each, at most eight, none longer than 40", () => {
    expect(queryWords("IT-konsult, Malmö! it-KONSULT 24/7")).toEqual(["it", "konsult", "malmö", "24", "7"]);
    expect(queryWords("a b c d e f g h i j")).toHaveLength(8);
    expect(queryWords(`${"x".repeat(41)} cloud`)).toEqual(["cloud"]);
    expect(queryWords(" -- !! ")).toEqual([]);
  });

  it("quotes a lexeme for to_tsquery and prefix-matches only lexemes of three letters or more", () => {
    expect(queryTerm("hardvar")).toBe("'hardvar':*");
    expect(queryTerm("it")).toBe("'it'");
    expect(queryTerm("o'brien")).toBe("'o''brien':*");
    expect(queryTerm("a\\b")).toBe("'a\\\\b':*");
  });

  it("turns the headline's markers into plain segments and keeps indexed text free of markers", () => {
    expect(snippetSegments(`Vi har ${MARK_START}hårdvarusupport${MARK_STOP} i ${MARK_START}Malmö${MARK_STOP}.`)).toEqual([
      { text: "Vi har ", mark: false },
      { text: "hårdvarusupport", mark: true },
      { text: " i ", mark: false },
      { text: "Malmö", mark: true },
      { text: ".", mark: false },
    ]);
    expect(snippetSegments("<b>not markup</b>")).toEqual([{ text: "<b>not markup</b>", mark: false }]);
    expect(plainText(`a${MARK_START}b${MARK_STOP}c`)).toBe("a b c");
  });
});
