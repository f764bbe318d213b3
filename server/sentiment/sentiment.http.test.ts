// POST /api/sentiment-analysis through the real app: analysis, validation and localized errors.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

function post(payload: unknown, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "POST", url: "/api/sentiment-analysis", payload: payload as object, headers });
}

describe("POST /api/sentiment-analysis", () => {
  it("returns sentiment, urgency and emotions", async () => {
    const res = await post({ text: "Servern ligger nere igen och jag är riktigt frustrerad, det är akut!" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentiment: "negative", urgency: "high", emotions: ["frustration"] });
  });

  it("analyses a positive English message", async () => {
    const res = await post({ text: "Thanks, that was really helpful!", language: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ sentiment: "positive", urgency: "low", emotions: ["gratitude"] });
  });

  it.each([
    ["blank text", { text: "   \n " }],
    ["missing text", {}],
    ["too long text", { text: "a".repeat(4001) }],
    ["text of the wrong type", { text: 42 }],
  ])("refuses %s with 400 and the Swedish message by default", async (_case, payload) => {
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "validation", message: "Text saknas eller är för lång." } });
  });

  it("accepts text of exactly 4000 characters", async () => {
    const res = await post({ text: "bra ".repeat(1000) });
    expect(res.statusCode).toBe(200);
    expect(res.json().sentiment).toBe("positive");
  });

  it("localizes the error by the body's language, then by Accept-Language", async () => {
    const english = await post({ text: "", language: "en" });
    expect(english.statusCode).toBe(400);
    expect(english.json().error.message).toBe("The text is missing or too long.");

    const finnish = await post({ text: "" }, { "accept-language": "fi-FI,fi;q=0.9,en;q=0.5" });
    expect(finnish.json().error.message).toBe("Teksti puuttuu tai on liian pitkä.");

    const norwegian = await post({ text: 7 }, { "accept-language": "nb-NO" });
    expect(norwegian.json().error.message).toBe("Tekst mangler eller er for lang.");
  });
});
