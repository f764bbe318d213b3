import { describe, expect, it } from "vitest";
import { rfc822, xmlEscape } from "./news-rss.server.ts";

describe("RSS values", () => {
  it("escapes the five XML characters and drops characters XML cannot carry", () => {
    expect(xmlEscape(`a & b < c > d "e" 'f'\u0001`)).toBe("a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;");
  });
  it("writes dates as RFC 822", () => {
    expect(rfc822("2026-11-24T06:00:00.000Z")).toBe("Tue, 24 Nov 2026 06:00:00 GMT");
  });
});
