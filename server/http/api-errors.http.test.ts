// Every /api error has one shape, { error: { code, message } }, said in the caller's language (docs/decisions/007).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, withoutTable } from "../test-support.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Accept-Language as a browser sends it, and what the API says in that language. */
const LANGUAGES = [
  { acceptLanguage: "sv-SE,sv;q=0.9", invalidBody: "Begäran kunde inte tolkas.", unsupported: "Den här innehållstypen tas inte emot.", notFound: "Adressen finns inte." },
  { acceptLanguage: "en-GB,en;q=0.9", invalidBody: "The request could not be read.", unsupported: "This content type is not accepted.", notFound: "There is nothing at this address." },
  { acceptLanguage: "fi-FI,fi;q=0.9", invalidBody: "Pyyntöä ei voitu lukea.", unsupported: "Tätä sisältötyyppiä ei vastaanoteta.", notFound: "Tässä osoitteessa ei ole mitään." },
  { acceptLanguage: "nb-NO,no;q=0.9", invalidBody: "Forespørselen kunne ikke tolkes.", unsupported: "Denne innholdstypen tas ikke imot.", notFound: "Det finnes ingenting på denne adressen." },
];

function expectApiError(res: Awaited<ReturnType<TestApp["app"]["inject"]>>, status: number, code: string, message: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers["content-type"]).toMatch(/^application\/json/);
  expect(res.headers["cache-control"]).toBe("no-store");
  expect(res.json()).toEqual({ error: { code, message } });
}

describe.each(LANGUAGES)("in $acceptLanguage", ({ acceptLanguage, invalidBody, unsupported, notFound }) => {
  const post = (url: string, contentType: string, payload: string) =>
    t.app.inject({ method: "POST", url, headers: { "content-type": contentType, "accept-language": acceptLanguage }, payload });

  it("malformed JSON → 400 invalid_body", async () => {
    expectApiError(await post("/api/chat-bot", "application/json", '{"message": "hej"'), 400, "invalid_body", invalidBody);
  });

  it("a content type no route reads → 415 unsupported_media_type", async () => {
    expectApiError(await post("/api/send-contact-email", "application/xml", "<contact/>"), 415, "unsupported_media_type", unsupported);
  });

  it.each(["GET", "POST"] as const)("%s /api/nope → 404 not_found as JSON, not the site's HTML page", async (method) => {
    const res = await t.app.inject({ method, url: "/api/nope", headers: { "accept-language": acceptLanguage } });
    expectApiError(res, 404, "not_found", notFound);
    expect(res.body).not.toContain("<html");
  });
});

describe("the language of an error", () => {
  it("follows a `language` field of the body before Accept-Language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sentiment-analysis",
      headers: { "accept-language": "fi" },
      payload: { text: " ", language: "no" },
    });
    expectApiError(res, 400, "validation", "Tekst mangler eller er for lang.");
  });

  it("is Swedish when the caller names no language we speak", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/nope", headers: { "accept-language": "de-DE" } });
    expectApiError(res, 404, "not_found", "Adressen finns inte.");
  });
});

describe("a fault inside", () => {
  it("answers 500 with our own words only: no stack, no database text", async () => {
    await withoutTable(t.db, "conversations", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/chat-bot",
        headers: { "accept-language": "en" },
        payload: { message: "Hello", sessionId: null, userInfo: {}, media: [] },
      });
      expectApiError(res, 500, "internal", "Something went wrong. Please try again or contact us directly.");
      expect(res.body).not.toMatch(/conversations|relation|does not exist|stack|\bat \S+\.(ts|js)/);
    });
  });
});

describe("refusals that carry more than a message", () => {
  it("an outdated cookie policy: 409 with the current revision inside the error", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/consent",
      headers: { "accept-language": "en" },
      payload: { consentId: crypto.randomUUID(), choice: "analytics-granted", revision: "1999-01" },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: { code: "outdated_policy", message: "The cookie policy has changed. Please make your choice again.", revision: t.config.consentPolicyRevision },
    });
  });

  it("a page view without consent: 403 in the caller's language", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analytics/page-view",
      headers: { "accept-language": "sv" },
      payload: { path: "/se", language: "se", consentId: crypto.randomUUID() },
    });
    expectApiError(res, 403, "no_analytics_consent", "Inget samtycke till analys har lämnats.");
  });

  it("a realtime connection from another site: 403 forbidden_origin", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/realtime", headers: { origin: "https://evil.example", "accept-language": "fi" } });
    expectApiError(res, 403, "forbidden_origin", "Toiselta verkkosivustolta tulevia yhteyksiä ei oteta vastaan.");
  });
});

describe("pages outside /api", () => {
  it("keep the site's HTML not-found page", async () => {
    const res = await t.app.inject({ url: "/se/finns-inte" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
  });
});
