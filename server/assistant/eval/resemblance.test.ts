// Near-copies of evaluation questions: most of their words (three letters or more) the same.
import { describe, expect, it } from "vitest";
import { resembles, resemblesAny } from "./resemblance.ts";

describe("resemblance between questions", () => {
  it("finds a question reworded around the same words", () => {
    expect(resembles("Hvor hurtigt kan I have en tekniker ude hos os i Aarhus?", "Hvor hurtigt kan I sende en tekniker til os i Aarhus?")).toBe(true);
    expect(resembles("Vad kostar det?", "vad kostar det")).toBe(true);
  });

  it("tells apart questions that share only a few words", () => {
    expect(resembles("Hvor hurtigt kan I sende en tekniker til Aarhus?", "Hvilke standarder bruger I, når I sletter data på vores gamle computere?")).toBe(false);
    expect(resembles("How long do you keep my CV?", "How long does a migration to Microsoft 365 take?")).toBe(false);
    expect(resembles("?", "!")).toBe(false);
  });

  it("checks a question against a list", () => {
    expect(resemblesAny("vad kostar det", ["Hur snabbt svarar ni?", "Vad kostar det?"])).toBe(true);
    expect(resemblesAny("vad kostar det", [])).toBe(false);
  });
});
