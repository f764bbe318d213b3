// The assistant through the chat API: the configured organisation's data, a file without text, Danish and German.
import { afterEach, describe, expect, it } from "vitest";
import type { ChatBotResponse } from "../../app/chat/chat-contract.ts";
import type { PublishedDocument, PublishedSource } from "../content/published-content.ts";
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

describe("published jobs and news in the assistant's knowledge", () => {
  it("knows an item from the moment it is published and forgets it when it is withdrawn", async () => {
    t = await createTestApp();
    const at = new Date("2026-11-20T09:00:00Z");
    let published: PublishedDocument[] = [];
    const jobs: PublishedSource = {
      name: "job",
      all: async () => published,
      of: async (id) => published.filter((doc) => doc.sourceId === id),
    };
    t.services.publishedContent.register(jobs);
    const question = "Are you hiring a fibre splicing technician in Luleå?";
    expect((await ask(t, question, "en")).response).not.toContain("/en/jobs/fibre-splicing-technician");

    published = [
      {
        source: "job", sourceId: "job-1", lang: "en", path: "/en/jobs/fibre-splicing-technician",
        title: "Fibre splicing technician, Luleå",
        summary: "We are looking for a fibre splicing technician for field assignments in Norrbotten.",
        text: "You splice and measure fibre in customer sites.\nDriving licence B required.",
        keywords: ["Luleå", "Field services", "Full-time"], publishedAt: at, updatedAt: at, validThrough: null,
      },
    ];
    await t.services.publishedContent.changed("job", "job-1");
    const answer = await ask(t, question, "en");
    expect(answer.response).toContain("fibre splicing technician");
    expect(answer.response).toContain("/en/jobs/fibre-splicing-technician");

    published = [];
    await t.services.publishedContent.changed("job", "job-1");
    expect((await ask(t, question, "en")).response).not.toContain("/en/jobs/fibre-splicing-technician");
  });
});
