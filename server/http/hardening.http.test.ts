// Faults an attack on the running product found (issue 9), each answered at the edge with a clear 4xx.
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, withoutTable } from "../test-support.ts";
import { pdf } from "../storage/upload-fixtures.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let clientNumber = 0;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
});
afterAll(() => t.close());

/** Each test speaks from its own address. */
function client() {
  clientNumber += 1;
  return `192.0.2.${clientNumber}`;
}

const NUL = "Hej\u0000då";
const LONE_SURROGATE = "Hej \ud800";

async function count(table: "conversations" | "chat_messages" | "leads" | "consent_records" | "mail_outbox") {
  const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe("text the database cannot store is refused before any work is done", () => {
  it.each([
    ["a NUL character", NUL],
    ["a lone surrogate", LONE_SURROGATE],
  ])("chat-bot: %s → 400 invalid_text, no conversation, no welcome", async (_name, text) => {
    const before = [await count("conversations"), await count("chat_messages")];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat-bot",
      headers: { "x-forwarded-for": client() },
      payload: { message: text, sessionId: null, userInfo: {}, media: [], language: "en" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "invalid_text", message: expect.stringMatching(/^The text contains characters that cannot be accepted/) } });
    expect([await count("conversations"), await count("chat_messages")]).toEqual(before);
  });

  it("contact API: a NUL in the name → 400 in Swedish, no lead, no mail", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/send-contact-email",
      headers: { "x-forwarded-for": client() },
      payload: { name: "Anna\u0000", email: "anna@example.se", sessionId: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/^Texten innehåller tecken som inte kan tas emot/);
    expect(await count("leads")).toBe(0);
    expect(await count("mail_outbox")).toBe(0);
  });

  it("a lone surrogate hidden in a nested field (an attachment's name) is found too", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat-bot",
      headers: { "x-forwarded-for": client() },
      payload: { message: "hej", sessionId: null, userInfo: {}, media: [{ type: "file", url: "/x", name: "a\udc00.pdf" }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_text");
  });

  it("a body nested deeper than any request of ours is refused, not walked past unchecked", async () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 40; i++) deep = [deep];
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat-bot",
      headers: { "x-forwarded-for": client() },
      payload: { message: "hej", sessionId: null, userInfo: { note: deep } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("invalid_text");
  });

  it("the contact page's form drops a NUL from the message and stores the rest", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/se/kontakt",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client(), origin: "http://localhost" },
      payload: new URLSearchParams({ name: "Bo", email: "bo@example.se", message: "Rad\u0000ett", consent: "on" }).toString(),
    });
    expect(res.statusCode).toBe(200);
    const lead = await t.db.selectFrom("leads").select("message").where("email", "=", "bo@example.se").executeTakeFirstOrThrow();
    expect(lead.message).toBe("Radett");
  });
});

describe("a fault inside never reaches the response", () => {
  it("answers a database error with 500 and our own words only", async () => {
    await withoutTable(t.db, "consent_records", async () => {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/consent",
        headers: { "x-forwarded-for": client(), "accept-language": "fi" },
        payload: { consentId: crypto.randomUUID(), choice: "analytics-granted", revision: t.config.consentPolicyRevision },
      });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ error: { code: "internal", message: "Tapahtui virhe. Yritä uudelleen tai ota meihin yhteyttä suoraan." } });
      expect(res.body).not.toMatch(/consent_records|relation|stack|at /);
    });
  });

  it("answers malformed JSON and a wrong content type with a localized 4xx", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/chat-bot",
      headers: { "content-type": "application/json", "accept-language": "en" },
      payload: '{"message": "hej"',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: { code: "invalid_body", message: "The request could not be read." } });
    const xml = await t.app.inject({ method: "POST", url: "/api/chat-bot", headers: { "content-type": "application/xml" }, payload: "<a/>" });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe("unsupported_media_type");
  });
});

describe("an /api address no route serves", () => {
  it.each(["GET", "POST", "DELETE"] as const)("%s → 404 JSON in the caller's language", async (method) => {
    const res = await t.app.inject({ method, url: "/api/nothing-here?x=1", headers: { "accept-language": "nb-NO" } });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: { code: "not_found", message: "Det finnes ingenting på denne adressen." } });
  });
});

describe("odd requests to pages and the upload route get a 4xx", () => {
  it.each(["PUT", "PATCH", "DELETE"] as const)("%s without a body on a page", async (method) => {
    const res = await t.app.inject({ method, url: "/se/kontakt" });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it.each([
    ["text/plain", "name=Anna"],
    ["application/json", JSON.stringify({ name: "Anna", email: "a@example.se", message: "x", consent: "on" })],
    ["multipart/form-data; boundary=----cut", '------cut\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna'],
  ])("a form post to /se/kontakt as %s → 400 with the form's own message, nothing stored", async (contentType, payload) => {
    const leads = await count("leads");
    const res = await t.app.inject({
      method: "POST",
      url: "/se/kontakt",
      headers: { "content-type": contentType, "x-forwarded-for": client(), origin: "http://localhost" },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toContain("Något gick fel. Försök igen.");
    expect(await count("leads")).toBe(leads);
  });

  it("an upload that claims gzip, true or not, → 415, nothing stored", async () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(pdf())], { type: "application/pdf" }), "a.pdf");
    const response = new Response(form);
    const body = Buffer.from(await response.arrayBuffer());
    for (const payload of [body, gzipSync(body)]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/storage/chat-media",
        headers: { "content-type": response.headers.get("content-type")!, "content-encoding": "gzip", "x-forwarded-for": client() },
        payload,
      });
      expect(res.statusCode).toBe(415);
      expect(res.json().error.code).toBe("unsupported_media_type");
    }
    const stored = await t.db.selectFrom("chat_media").select((eb) => eb.fn.countAll<string>().as("n")).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(0);
  });
});

describe("the render cache and the query string", () => {
  it("serves one cached page whatever tracking or cache-busting parameters come along", async () => {
    const first = await t.app.inject({ url: "/se/molntjanster?cb=1" });
    expect(first.headers["x-render-cache"]).toBe("miss");
    for (const query of ["?cb=2", "?utm_source=news&utm_medium=mail", "", "?cb=%00"]) {
      const res = await t.app.inject({ url: `/se/molntjanster${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers["x-render-cache"]).toBe("hit");
    }
    expect(first.body).not.toContain("cb=1");
  });
});

describe("redirects stay on this site", () => {
  it.each(["/.//127.0.0.1:4299/", "//127.0.0.1:4299/", "/.//evil.example/se", "/%2F/evil.example"])("%s", async (url) => {
    const res = await t.app.inject({ url });
    if (res.statusCode >= 300 && res.statusCode < 400) {
      expect(res.headers.location).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe("cookies over https", () => {
  it("marks the language cookie Secure when the page came over https", async () => {
    const res = await t.app.inject({ url: "/fi/itad", headers: { "x-forwarded-proto": "https" } });
    const lang = res.cookies.find((c) => c.name === "lang");
    expect(lang).toMatchObject({ value: "fi", secure: true, sameSite: "Lax", path: "/" });
    const plain = (await t.app.inject({ url: "/fi/itad" })).cookies.find((c) => c.name === "lang");
    expect(plain?.secure).toBeUndefined();
  });
});

describe("the contact page's 429", () => {
  it("carries Retry-After and says the wait in words, with plural rules", async () => {
    const ip = client();
    let res;
    for (let i = 0; i < 3; i++) {
      res = await t.app.inject({
        method: "POST",
        url: "/se/kontakt",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": ip, origin: "http://localhost" },
        payload: new URLSearchParams({ name: "Cia", email: `cia${i}@example.se`, message: "Hej", consent: "on" }).toString(),
      });
    }
    // The third attempt comes within the 1-second pause after the second.
    expect(res!.statusCode).toBe(429);
    expect(res!.headers["retry-after"]).toBe("1");
    expect(res!.body).toContain("För många försök. Försök igen om 1 sekund.");
  });
});

/** The counters use fixed windows: a burst that straddled a window's end would be counted in two. */
async function awayFromMinuteEdge() {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 55_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
}

describe("per-address limits on the anonymous endpoints", () => {
  it("lets one address start 30 conversations an hour, cookie or not, then answers 429 without creating one", async () => {
    const ip = client();
    const start = () =>
      t.app.inject({
        method: "POST",
        url: "/api/chat-bot",
        headers: { "x-forwarded-for": ip, "accept-language": "sv" },
        payload: { message: "Hej", sessionId: null, userInfo: {}, media: [] },
      });
    for (let i = 0; i < 30; i++) expect((await start()).statusCode).toBe(200);
    const conversations = await count("conversations");
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    expect(refused.json().error.message).toMatch(/^För många förfrågningar\. Försök igen om \d+ (minuter|minut|sekunder|sekund)\.$/);
    expect(await count("conversations")).toBe(conversations);
    // Another address is not affected.
    expect((await t.app.inject({ method: "POST", url: "/api/chat-bot", headers: { "x-forwarded-for": client() }, payload: { message: "Hej", sessionId: null } })).statusCode).toBe(200);
  });

  it("takes 30 consent records a minute from one address", async () => {
    await awayFromMinuteEdge();
    const ip = client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/consent",
        headers: { "x-forwarded-for": ip },
        payload: { consentId: crypto.randomUUID(), choice: "analytics-denied", revision: t.config.consentPolicyRevision },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("takes 120 page views a minute from one address", async () => {
    const ip = client();
    const consentId = crypto.randomUUID();
    await t.app.inject({
      method: "POST",
      url: "/api/consent",
      headers: { "x-forwarded-for": client() },
      payload: { consentId, choice: "analytics-granted", revision: t.config.consentPolicyRevision },
    });
    await awayFromMinuteEdge();
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/analytics/page-view",
        headers: { "x-forwarded-for": ip },
        payload: { path: "/se", language: "se", consentId },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
