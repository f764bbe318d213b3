import { describe, expect, it } from "vitest";
import { formatWait } from "./wait-time.ts";

describe("formatWait", () => {
  it.each([
    ["se", 1, "1 sekund"],
    ["se", 5, "5 sekunder"],
    ["se", 60, "1 minut"],
    ["se", 608, "11 minuter"],
    ["se", 3600, "1 timme"],
    ["en", 1, "1 second"],
    ["en", 30, "30 seconds"],
    ["en", 61, "2 minutes"],
    ["fi", 1, "1 sekunti"],
    ["fi", 608, "11 minuuttia"],
    ["no", 1, "1 sekund"],
    ["no", 900, "15 minutter"],
    ["no", 7200, "2 timer"],
  ] as const)("%s, %i s → %s", (lang, seconds, text) => {
    expect(formatWait(lang, seconds)).toBe(text);
  });

  it("never says zero", () => {
    expect(formatWait("en", 0.2)).toBe("1 second");
  });
});
