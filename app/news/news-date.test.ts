import { describe, expect, it } from "vitest";
import { formatNewsDate } from "./news-date.ts";

describe("formatNewsDate", () => {
  it("says the day in each language's format, on the company's calendar", () => {
    // 23:30 UTC on 23 November is already 24 November in Stockholm.
    const iso = "2026-11-23T23:30:00Z";
    expect(formatNewsDate("se", iso)).toBe("24 november 2026");
    expect(formatNewsDate("en", iso)).toBe("24 November 2026");
    expect(formatNewsDate("fi", iso)).toBe("24. marraskuuta 2026");
    expect(formatNewsDate("no", iso)).toBe("24. november 2026");
  });
});
