import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ChatBotResponse, ChatHistoryResponse } from "../../app/chat/chat-contract.ts";
import { startOpenAiTestServer } from "../assistant/openai-test-server.ts";
import { createTestApp } from "../test-support.ts";
import { CHAT_VISITOR_COOKIE } from "./visitor.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const STAFF = "staff-token-for-tests-0123456789";
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ STAFF_API_TOKEN: STAFF, SENTIMENT_SAMPLE_RATE: "1" });
});
afterEach(() => t.close());

/** One browser: keeps the chat cookie the server issued it. */
function browser(app = () => t.app) {
  let cookie = "";
  return {
    get cookie() {
      return cookie;
    },
    async request(method: "GET" | "POST", url: string, payload?: object) {
      const res = await app().inject({ method, url, payload, headers: cookie ? { cookie } : {} });
      const issued = res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE);
      if (issued) cookie = `${CHAT_VISITOR_COOKIE}=${issued.value}`;
      return res;
    },
  };
}

async function startChat(b: ReturnType<typeof browser>, message = "Hur snabbt svarar ni vid akuta hårdvarufel?", language = "se") {
  const res = await b.request("POST", "/api/chat-bot", { message, sessionId: null, userInfo: {}, media: [], language, echoId: "echo-1" });
  expect(res.statusCode).toBe(200);
  return res.json() as ChatBotResponse;
}

describe("POST /api/chat-bot", () => {
  it("creates the session on the first reply and answers with the specification's fields", async () => {
    const b = browser();
    const body = await startChat(b);
    expect(body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.data).toEqual({ sessionId: body.sessionId, response: body.response });
    expect(body.response).toContain("/se/hardvarusupport");
    expect(body.assistantUnavailable).toBe(false);
    const [user, bot] = body.messages;
    expect(user).toMatchObject({ sender_type: "user", content: "Hur snabbt svarar ni vid akuta hårdvarufel?", echo_id: "echo-1" });
    expect(user!.sentiment).toMatchObject({ sentiment: expect.any(String), urgency: expect.any(String) });
    expect(bot).toMatchObject({ sender_type: "bot", content: body.response });
    expect(b.cookie).toContain(CHAT_VISITOR_COOKIE);

    const history = (await b.request("GET", `/api/chat/sessions/${body.sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.status).toBe("pending");
    expect(history.messages.map((m) => m.sender_type)).toEqual(["bot", "user", "bot"]);
    expect(history.messages[0]!.content).toMatch(/Hej/);
  });

  it("names the configured company in the stored welcome message", async () => {
    const app = await createTestApp({ ORG_NAME: "Fjordtech" });
    try {
      const b = browser(() => app.app);
      const { sessionId } = (await b.request("POST", "/api/chat-bot", { message: "Hej", language: "se" })).json() as ChatBotResponse;
      const history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
      expect(history.messages[0]!.content).toContain("Hej! Jag är Fjordtech digitala assistent.");
    } finally {
      await app.close();
    }
  });

  it("answers a follow-up in the same session and stores the messages before answering", async () => {
    const b = browser();
    const first = await startChat(b);
    const res = await b.request("POST", "/api/chat-bot", { message: "What about ITAD data erasure?", sessionId: first.sessionId, language: "en" });
    expect(res.statusCode).toBe(200);
    expect(res.json().sessionId).toBe(first.sessionId);
    expect(res.json().response).toContain("/en/itad");
    const rows = await t.db.selectFrom("chat_messages").select("sender_type").where("session_id", "=", first.sessionId).execute();
    expect(rows).toHaveLength(5);
  });

  it("keeps a conversation to the browser that started it", async () => {
    const owner = browser();
    const { sessionId } = await startChat(owner);
    const stranger = browser();
    await startChat(stranger, "Hej");

    const read = await stranger.request("GET", `/api/chat/sessions/${sessionId}/messages`);
    expect(read.statusCode).toBe(404);
    const post = await stranger.request("POST", "/api/chat-bot", { message: "Visa allt", sessionId, language: "se" });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.message).toBe("Chattsessionen hittades inte.");
    const anonymous = await t.app.inject({ method: "GET", url: `/api/chat/sessions/${sessionId}/messages` });
    expect(anonymous.statusCode).toBe(404);
    const count = await t.db.selectFrom("chat_messages").select("id").where("session_id", "=", sessionId).execute();
    expect(count).toHaveLength(3);
  });

  it.each([
    ["blank text", { message: "   ", language: "se" }, "Skriv ett meddelande eller bifoga en fil."],
    ["no text and no file", { message: "", media: [], language: "en" }, "Write a message or attach a file."],
    ["4001 characters", { message: "x".repeat(4001), language: "fi" }, "Viesti on liian pitkä (enintään 4000 merkkiä)."],
    ["media from another site", { message: "Hei", media: [{ type: "file", url: "https://evil.example/x.pdf", name: "x.pdf" }], language: "no" }, "Forespørselen kunne ikke tolkes."],
    ["a malformed session id", { message: "Hej", sessionId: "not-a-uuid" }, "Begäran kunde inte tolkas."],
  ])("refuses %s with 400 and a localized message, storing nothing", async (_label, payload, message) => {
    const res = await browser().request("POST", "/api/chat-bot", payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: { code: "validation", message } });
    expect(await t.db.selectFrom("chat_messages").select("id").execute()).toEqual([]);
  });

  it("accepts media only from this browser's own uploads", async () => {
    const res = await browser().request("POST", "/api/chat-bot", {
      message: "Se bilaga",
      media: [{ type: "file", url: "/api/storage/chat-media/1700000000000-deadbeef.pdf", name: "offert.pdf" }],
      language: "se",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe("media_not_yours");
    expect(await t.db.selectFrom("conversations").select("id").execute()).toEqual([]);
  });

  it("limits a browser to 20 messages a minute", async () => {
    const b = browser();
    const { sessionId } = await startChat(b, "Hej");
    for (let i = 1; i < 20; i += 1) {
      expect((await b.request("POST", "/api/chat-bot", { message: `Fråga ${i}`, sessionId })).statusCode).toBe(200);
    }
    const refused = await b.request("POST", "/api/chat-bot", { message: "En till", sessionId, language: "en" });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect(refused.json().error.message).toBe("You are sending messages too quickly. Try again in 1 minute.");
  });

  it("answers in the reply language the visitor chose with translate", async () => {
    const b = browser();
    const { sessionId } = await startChat(b, "Hej");
    const set = await b.request("POST", `/api/chat/sessions/${sessionId}/reply-language`, { language: "en" });
    expect(set.json()).toEqual({ replyLanguage: "en" });
    const res = await b.request("POST", "/api/chat-bot", { message: "Vad kostar era tjänster?", sessionId, language: "se" });
    expect(res.json().response).toMatch(/free IT analysis/i);
    const bad = await b.request("POST", `/api/chat/sessions/${sessionId}/reply-language`, { language: "de" });
    expect(bad.statusCode).toBe(400);
  });
});

describe("the assistant's sources and its offer of an expert reach the visitor", () => {
  const botMessage = (body: ChatBotResponse) => body.messages.find((m) => m.sender_type === "bot")!;

  it("sends an answer's sources, site-relative links in the visitor's language, and keeps them after a reload", async () => {
    const b = browser();
    const body = await startChat(b, "What is the uptime of your cloud services?", "en");
    const bot = botMessage(body);
    expect(bot.sources.length).toBeGreaterThan(0);
    for (const source of bot.sources) {
      expect(source.title).not.toBe("");
      expect(source.url).toMatch(/^\/en\//);
    }
    expect(bot.offer_expert).toBe(false);
    expect(body.messages.find((m) => m.sender_type === "user")).toMatchObject({ sources: [], offer_expert: false });

    const history = (await b.request("GET", `/api/chat/sessions/${body.sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.messages.find((m) => m.id === bot.id)).toMatchObject({ sources: bot.sources, offer_expert: false });
    expect(history.messages[0]).toMatchObject({ sender_type: "bot", sources: [], offer_expert: false });
  });

  it("offers an expert with an answer the site cannot give, and still does after a reload", async () => {
    const b = browser();
    const body = await startChat(b, "Can you bake me a pizza?", "en");
    const bot = botMessage(body);
    expect(bot).toMatchObject({ offer_expert: true, sources: [] });

    const history = (await b.request("GET", `/api/chat/sessions/${body.sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.messages.find((m) => m.id === bot.id)).toMatchObject({ offer_expert: true, sources: [] });
  });

  it("never sends a source that is not a page of this site", async () => {
    const b = browser();
    const body = await startChat(b, "What is the uptime of your cloud services?", "en");
    const bot = botMessage(body);
    const stored = [
      { title: "Cloud", url: "/en/molntjanster" },
      { title: "Elsewhere", url: "https://evil.example/phish" },
      { title: "Protocol-relative", url: "//evil.example/phish" },
      { title: "Backslash", url: "/\\evil.example" },
      { title: "Script", url: "javascript:alert(1)" },
      { title: "", url: "/en/itad" },
      { title: "No url" },
      "not an object",
    ];
    await t.db.updateTable("chat_messages").set({ sources: JSON.stringify(stored) }).where("id", "=", bot.id).execute();

    const history = (await b.request("GET", `/api/chat/sessions/${body.sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.messages.find((m) => m.id === bot.id)!.sources).toEqual([{ title: "Cloud", url: "/en/molntjanster" }]);
  });
});

describe("hand-off to an expert through /api/send-contact-email", () => {
  it("opens the conversation, keeps the contact and tells the visitor with an activity message", async () => {
    const b = browser();
    const { sessionId } = await startChat(b);
    const res = await b.request("POST", "/api/send-contact-email", { name: "Anna Lind", email: "anna@example.se", sessionId, language: "se" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, sessionId });
    const conversation = await t.db.selectFrom("conversations").selectAll().where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(conversation).toMatchObject({ status: "open", contact_name: "Anna Lind", contact_email: "anna@example.se", contact_message: "Kontakt via chat-widget" });
    const history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.status).toBe("open");
    expect(history.messages.at(-1)).toMatchObject({ sender_type: "activity", content: expect.stringContaining("anna@example.se") });
    expect(await t.db.selectFrom("leads").select("source").execute()).toEqual([{ source: "chat-widget" }]);
  });

  it("starts a conversation for the hand-off when the visitor has not chatted yet", async () => {
    const b = browser();
    const res = await b.request("POST", "/api/send-contact-email", { name: "Ola", email: "ola@example.no", sessionId: null, language: "no" });
    expect(res.statusCode).toBe(200);
    const { sessionId } = res.json();
    const history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.messages).toHaveLength(1);
    expect(history.messages[0]!.content).toContain("Samtalen er overlevert til en ekspert");
  });

  it("refuses another browser's session and keeps the conversation as it was", async () => {
    const { sessionId } = await startChat(browser());
    const res = await browser().request("POST", "/api/send-contact-email", { name: "Eve", email: "eve@example.se", sessionId });
    expect(res.statusCode).toBe(404);
    const conversation = await t.db.selectFrom("conversations").selectAll().where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(conversation.status).toBe("pending");
    expect(await t.db.selectFrom("leads").select("id").execute()).toEqual([]);
  });

  it("validates the expert form as section 5 says", async () => {
    const res = await browser().request("POST", "/api/send-contact-email", { name: "", email: "", sessionId: null, language: "se" });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ name: "Detta fält är obligatoriskt", email: "Detta fält är obligatoriskt" });
    expect(await t.db.selectFrom("conversations").select("id").execute()).toEqual([]);
  });
});

describe("staff replies", () => {
  it("needs the staff token", async () => {
    const { sessionId } = await startChat(browser());
    const res = await t.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/messages`, payload: { content: "Hej", senderName: "Eva" } });
    expect(res.statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: "POST",
      url: `/api/staff/conversations/${sessionId}/messages`,
      payload: { content: "Hej", senderName: "Eva" },
      headers: { authorization: "Bearer wrong-token-wrong-token-wrong" },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it("adds an agent message the visitor reads, opens the conversation, and can resolve it", async () => {
    const b = browser();
    const { sessionId } = await startChat(b);
    const headers = { authorization: `Bearer ${STAFF}` };
    const res = await t.app.inject({
      method: "POST",
      url: `/api/staff/conversations/${sessionId}/messages`,
      payload: { content: "Hej! Jag heter Eva och hjälper dig vidare.", senderName: "Eva" },
      headers,
    });
    expect(res.statusCode).toBe(201);
    let history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.status).toBe("open");
    expect(history.messages.at(-1)).toMatchObject({ sender_type: "agent", sender_name: "Eva" });
    await t.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/status`, payload: { status: "resolved" }, headers });
    history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.status).toBe("resolved");
    expect(history.messages.at(-1)).toMatchObject({ sender_type: "activity", content: "Samtalet har markerats som avslutat." });
  });
});

describe("the staff status endpoint", () => {
  const headers = { authorization: `Bearer ${STAFF}` };
  const setStatus = (sessionId: string, status: string, extraHeaders: Record<string, string> = {}) =>
    t.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/status`, payload: { status }, headers: { ...headers, ...extraHeaders } });

  it("resolves, refuses resolving again with a localized 409 that changes nothing, and reopens", async () => {
    const b = browser();
    const { sessionId } = await startChat(b);
    const resolved = await setStatus(sessionId, "resolved");
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toEqual({ status: "resolved" });
    const before = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(before.messages.at(-1)).toMatchObject({ sender_type: "activity", content: "Samtalet har markerats som avslutat." });

    const again = await setStatus(sessionId, "resolved", { "accept-language": "fi" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: { code: "transition_not_allowed", message: "Keskustelun tilaa ei voi muuttaa näin.", from: "resolved", to: "resolved" },
    });
    const pending = await setStatus(sessionId, "pending", { "accept-language": "en" });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error.message).toBe("The conversation's status cannot be changed that way.");
    const after = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(after).toEqual(before);

    const reopened = await setStatus(sessionId, "open");
    expect(reopened.json()).toEqual({ status: "open" });
    const history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.status).toBe("open");
    expect(history.messages.at(-1)).toMatchObject({ sender_type: "activity", content: "Samtalet har öppnats igen." });
  });

  it("refuses an unknown status with 400, and anyone without the staff token with 401", async () => {
    const { sessionId } = await startChat(browser());
    const unknown = await setStatus(sessionId, "closed");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.code).toBe("validation");
    const anonymous = await t.app.inject({ method: "POST", url: `/api/staff/conversations/${sessionId}/status`, payload: { status: "resolved" } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error).toEqual({ code: "unauthenticated", message: "Du behöver logga in." });
    const conversation = await t.db.selectFrom("conversations").select("status").where("id", "=", sessionId).executeTakeFirstOrThrow();
    expect(conversation.status).toBe("pending");
  });

  it("hands a resolved conversation back to the assistant when the visitor writes again, saying so first", async () => {
    const b = browser();
    const { sessionId } = await startChat(b);
    await setStatus(sessionId, "resolved");
    const res = await b.request("POST", "/api/chat-bot", { message: "En sak till", sessionId, language: "se" });
    expect(res.statusCode).toBe(200);
    const history = (await b.request("GET", `/api/chat/sessions/${sessionId}/messages`)).json() as ChatHistoryResponse;
    expect(history.status).toBe("pending");
    expect(history.messages.slice(-3).map((m) => [m.sender_type, m.sender_type === "bot" ? "" : m.content])).toEqual([
      ["activity", "Samtalet har öppnats igen."],
      ["user", "En sak till"],
      ["bot", ""],
    ]);
  });
});

describe("with an OpenAI-compatible AI service", () => {
  it("falls back to the expert offer of section 8 when the service fails, keeping the visitor's message", async () => {
    const ai = await startOpenAiTestServer();
    const app = await createTestApp({ AI_BASE_URL: ai.url, AI_API_KEY: "sk-test", AI_TIMEOUT_MS: "2000" });
    try {
      ai.mode = "fail";
      const b = browser(() => app.app);
      const res = await b.request("POST", "/api/chat-bot", { message: "Hur snabbt svarar ni?", language: "se" });
      expect(res.statusCode).toBe(200);
      const body = res.json() as ChatBotResponse;
      expect(body.assistantUnavailable).toBe(true);
      expect(body.response).toContain("Kunde inte nå AI-tjänsten just nu. Jag kopplar dig gärna till en människa");
      expect(body.messages[0]).toMatchObject({ sender_type: "user", content: "Hur snabbt svarar ni?" });
      expect(body.messages[1]).toMatchObject({ sender_type: "bot", offer_expert: true });

      ai.mode = "ok";
      const ok = await b.request("POST", "/api/chat-bot", { message: "Hur snabbt svarar ni vid hårdvarufel?", sessionId: body.sessionId, language: "se" });
      expect(ok.json().assistantUnavailable).toBe(false);
      expect(ai.requests.length).toBeGreaterThanOrEqual(2);
    } finally {
      await app.close();
      await ai.close();
    }
  });
});
