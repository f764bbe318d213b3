// The assistant through the chat API: the configured organisation's data, a file without text, Danish and German.
import { afterEach, describe, expect, it } from "vitest";
import type { ChatBotResponse } from "../../app/chat/chat-contract.ts";
import { createTestApp } from "../test-support.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(() => t?.close());

async function ask(app: TestApp, message: string, language: string, media: object[] = []): Promise<ChatBotResponse> {
  const res = await app.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message, sessionId: null, userInfo: {}, media, language } });
  expect(res.statusCode).toBe(200);
  return res.json() as ChatBotResponse;
}

describe("the assistant in the chat", () => {
  it("quotes the configured ORG_PHONE, ORG_EMAIL and ORG_STREET, not the example data", async () => {
    t = await createTestApp({ ORG_PHONE: "+47 22 33 44 55", ORG_EMAIL: "hei@firma.example", ORG_STREET: "Storgata 1" });
    const office = await ask(t, "Where is your office?", "en");
    expect(office.response).toContain("Storgata 1");
    expect(office.response).not.toContain("Stortorget 1");
    const person = await ask(t, "Kan jeg snakke med et menneske?", "no");
    expect(person.response).toContain("+47 22 33 44 55");
    expect(person.response).toContain("hei@firma.example");
  });

  it("acknowledges a message that is only a file and offers an expert", async () => {
    t = await createTestApp();
    const upload = await t.app.inject({
      method: "POST",
      url: "/api/storage/chat-media",
      headers: { "content-type": "multipart/form-data; boundary=b" },
      payload: '--b\r\nContent-Disposition: form-data; name="file"; filename="felrapport.txt"\r\nContent-Type: text/plain\r\n\r\nDisken låter.\r\n--b--\r\n',
    });
    expect(upload.statusCode).toBeLessThan(300);
    const { url } = upload.json() as { url: string };
    const cookie = upload.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const res = await t.app.inject({
      method: "POST",
      url: "/api/chat-bot",
      headers: cookie ? { cookie } : {},
      payload: { message: "", sessionId: null, userInfo: {}, media: [{ type: "file", url, name: "felrapport.txt" }], language: "se" },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as ChatBotResponse;
    expect(body.response).toContain("“felrapport.txt”");
    expect(body.response).toMatch(/expert/i);
  });

  it("answers a Danish question in Norwegian and a German one in English, saying so", async () => {
    t = await createTestApp();
    const danish = await ask(t, "Hvor hurtigt kan I sende en tekniker til Aarhus?", "se");
    expect(danish.response).toContain("Du skrev på dansk");
    expect(danish.response).toContain("8 timer");
    const german = await ask(t, "Wie lange speichern Sie meine Daten?", "se");
    expect(german.response).toContain("You wrote in German");
    expect(german.response).toContain("2 years");
  });
});
