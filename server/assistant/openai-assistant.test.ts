// The OpenAI-compatible assistant against a real local chat-completions server: streaming, auth, grounding, failures.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AssistantUnavailableError, type AssistantKnowledge, type AssistantRequest } from "./assistant.ts";
import { buildCorpus } from "./corpus.ts";
import { KnowledgeIndex } from "./knowledge.ts";

const index = new KnowledgeIndex(buildCorpus());
const retrievePassages = (question: string, language: "se" | "en" | "fi" | "no", limit?: number) => index.retrieve(question, language, limit);
import { AZURE_API_VERSION, chatCompletionsEndpoint, OpenAiCompatibleAssistant, sourcesOf } from "./openai-assistant.ts";
import {
  startOpenAiTestServer,
  TEST_MODEL_NO_ANSWER,
  TEST_MODEL_SENTENCE,
  type OpenAiTestServer,
} from "./openai-test-server.ts";

const API_KEY = "sk-test-secret-123456";
let server: OpenAiTestServer;

beforeEach(async () => {
  server = await startOpenAiTestServer();
});
afterEach(() => server.close());

/** The site's lexical retrieval, as create-assistant passes it. */
const siteKnowledge: AssistantKnowledge = { search: (question, language, limit) => retrievePassages(question, language, limit) };

function assistant(overrides: { baseUrl?: string; apiKey?: string; timeoutMs?: number; knowledge?: AssistantKnowledge } = {}) {
  return new OpenAiCompatibleAssistant({
    baseUrl: server.url,
    apiKey: API_KEY,
    model: "gpt-test",
    timeoutMs: 5000,
    organizationName: "Nordic IT Services",
    knowledge: siteKnowledge,
    ...overrides,
  });
}

function ask(question: string, extra: Partial<AssistantRequest> = {}): AssistantRequest {
  return { question, pageLanguage: "se", history: [], ...extra };
}

function systemMessage(index = 0): string {
  const messages = server.requests[index]?.body?.messages ?? [];
  expect(messages[0]?.role).toBe("system");
  return messages[0]!.content ?? "";
}

async function unavailable(promise: Promise<unknown>): Promise<AssistantUnavailableError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AssistantUnavailableError);
  return error as AssistantUnavailableError;
}

describe("OpenAiCompatibleAssistant", () => {
  it("streams the answer piece by piece, in order, and returns the whole text with its sources", async () => {
    const deltas: string[] = [];
    const question = "Do you offer hardware support with a fast response time?";
    const answer = await assistant().answer(ask(question, { onDelta: (d) => deltas.push(d) }));

    const topUrl = retrievePassages(question, "en", 5)[0]!.url;
    expect(answer.text).toBe(`See [${topUrl}](${topUrl}) for the details. ${TEST_MODEL_SENTENCE}`);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(answer.text);
    expect(answer.language).toBe("en");
    expect(answer.sources).toEqual([expect.objectContaining({ url: topUrl })]);
    expect(answer).toMatchObject({ intent: "question", confident: true, offerExpert: false });
    expect(server.requests[0]!.body).toMatchObject({ model: "gpt-test", stream: true });
    expect(server.requests[0]!.url).toBe("/v1/chat/completions");
  });

  it("sends the key as a bearer token, and no authorization header without a key", async () => {
    await assistant().answer(ask("What is ITAD?"));
    expect(server.requests[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(server.requests[0]!.headers["api-key"]).toBeUndefined();

    await assistant({ apiKey: undefined }).answer(ask("What is ITAD?"));
    expect(server.requests[1]!.headers.authorization).toBeUndefined();
  });

  it("grounds the model: instruction, the retrieved passages of the answer language, history, then the question", async () => {
    const question = "Hur snabbt kommer ni ut vid ett hårdvarufel?";
    const history = Array.from({ length: 8 }, (_, i) => ({
      role: i % 2 === 0 ? ("user" as const) : ("assistant" as const),
      content: `turn ${i}`,
    }));
    await assistant().answer(ask(question, { pageLanguage: "en", history }));

    const passages = retrievePassages(question, "se", 5);
    expect(passages.length).toBeGreaterThan(0);
    const system = systemMessage();
    expect(system).toContain("You are the assistant of Nordic IT Services");
    expect(system).toContain("ONLY from the passages");
    expect(system).toContain("in Swedish");
    expect(system).toMatch(/Markdown link/);
    expect(system).toMatch(/Never state or invent prices/);
    expect(system).toContain("free IT analysis within 24 hours");
    expect(system).toContain("human expert");
    for (const passage of passages) {
      expect(system).toContain(`Title: ${passage.title}\nURL: ${passage.url}\nText: ${passage.text}`);
    }

    const messages = server.requests[0]!.body!.messages!;
    expect(messages.slice(1)).toEqual([
      ...history.slice(-6).map((turn) => ({ role: turn.role, content: turn.content })),
      { role: "user", content: question },
    ]);
  });

  it("answers in the reply language chosen with the translate action, whatever the question's language", async () => {
    const answer = await assistant().answer(ask("What does field service include?", { replyLanguage: "fi" }));
    expect(answer.language).toBe("fi");
    expect(systemMessage()).toContain("in Finnish");
    expect(systemMessage()).toMatch(/^URL: \/fi\//m);
    expect(systemMessage()).not.toMatch(/^URL: \/en\//m);
  });

  it("tells the model to say so when the visitor writes Danish, and answers in Norwegian", async () => {
    const answer = await assistant().answer(ask("Hvor hurtigt kan I sende en tekniker til Aarhus?", { pageLanguage: "en" }));
    expect(answer).toMatchObject({ language: "no", askedIn: "da" });
    expect(systemMessage()).toContain("The visitor wrote in Danish");
    expect(systemMessage()).toContain("in Norwegian");
  });

  it("hands off a request for a person even when the model does not call the tool", async () => {
    const answer = await assistant().answer(ask("Is there an actual engineer I can talk to?", { pageLanguage: "en" }));
    expect(answer).toMatchObject({ intent: "human", offerExpert: true });
  });

  it("offers an expert when the passages do not answer", async () => {
    const answer = await assistant().answer(ask("Zxqv blorf?", { pageLanguage: "en" }));
    expect(systemMessage()).toContain("Passages: none were found");
    expect(answer.text).toBe(TEST_MODEL_NO_ANSWER);
    expect(answer.sources).toEqual([]);
    expect(answer.offerExpert).toBe(true);
  });

  it("turns a 500 into AssistantUnavailableError without leaking the key", async () => {
    server.mode = "fail";
    const error = await unavailable(assistant().answer(ask("What is ITAD?")));
    expect(error.message).toContain("500");
    expect(error.message).not.toContain(API_KEY);
  });

  it("gives up with AssistantUnavailableError after about timeoutMs when the service hangs", async () => {
    server.mode = "hang";
    const started = performance.now();
    const error = await unavailable(assistant({ timeoutMs: 300 }).answer(ask("What is ITAD?")));
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(280);
    expect(elapsed).toBeLessThan(2000);
    expect(error.message).toContain("300 ms");
    expect(error.cause).toBeDefined();
  });

  it("stops when the caller's signal aborts", async () => {
    server.mode = "hang";
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const started = performance.now();
    await unavailable(assistant({ timeoutMs: 10_000 }).answer(ask("What is ITAD?", { signal: controller.signal })));
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("turns a closed connection into AssistantUnavailableError", async () => {
    server.mode = "close";
    const error = await unavailable(assistant().answer(ask("What is ITAD?")));
    expect(error.cause).toBeDefined();
    expect(error.message).not.toContain(API_KEY);
  });

  it("turns a connection cut mid-answer into AssistantUnavailableError after the first pieces", async () => {
    server.mode = "truncate";
    const deltas: string[] = [];
    await unavailable(assistant().answer(ask("What is ITAD?", { onDelta: (d) => deltas.push(d) })));
    expect(deltas).toEqual(["See "]);
  });

  it("turns an unreachable service into AssistantUnavailableError", async () => {
    const url = server.url;
    await server.close();
    await unavailable(assistant({ baseUrl: url }).answer(ask("What is ITAD?")));
    server = await startOpenAiTestServer();
  });

  it("treats an empty answer as unavailable", async () => {
    server.mode = "empty";
    await unavailable(assistant().answer(ask("What is ITAD?")));
  });
});

/** The messages the assistant sent with its n-th chat-completions request. */
function messagesOf(index: number) {
  return server.chatRequests()[index]!.body!.messages!;
}

function toolResults(index: number): Array<{ tool_call_id?: string; content: unknown }> {
  return messagesOf(index)
    .filter((message) => message.role === "tool")
    .map((message) => ({ tool_call_id: message.tool_call_id, content: JSON.parse(message.content ?? "null") as unknown }));
}

describe("OpenAiCompatibleAssistant with tools", () => {
  it("offers the three tools and the rules for them with every request that may use them", async () => {
    await assistant().answer(ask("What is ITAD?"));
    const body = server.chatRequests()[0]!.body!;
    expect(body.tools?.map((tool) => tool.function.name)).toEqual(["search_site", "hand_off_to_human", "open_booking"]);
    expect(body.tools?.[0]!.function.parameters).toMatchObject({ type: "object", required: ["query"] });
    expect(body.tool_choice).toBe("auto");
    expect(systemMessage()).toMatch(/call search_site when/);
  });

  it("runs search_site, sends its passages back as the tool result and cites the page found through it", async () => {
    const found = retrievePassages("cloud services uptime", "en", 5);
    expect(found.length).toBeGreaterThan(0);
    server.script([
      { toolCalls: [{ id: "call_1", name: "search_site", arguments: { query: "cloud services uptime" } }] },
      { content: `Our cloud services promise high uptime, see [Cloud](${found[0]!.url}).` },
    ]);
    const deltas: string[] = [];
    // No passage matches the question itself: the page can only come from the tool.
    const answer = await assistant().answer(ask("Zxqv blorf?", { pageLanguage: "en", onDelta: (d) => deltas.push(d) }));

    expect(answer.text).toBe(`Our cloud services promise high uptime, see [Cloud](${found[0]!.url}).`);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(answer.text);
    expect(answer.sources).toEqual([{ title: found[0]!.title, url: found[0]!.url }]);
    expect(answer).toMatchObject({ intent: "question", language: "en" });

    expect(server.chatRequests()).toHaveLength(2);
    const second = messagesOf(1);
    expect(second.at(-2)).toEqual({
      role: "assistant",
      content: null,
      tool_calls: [{ id: "call_1", type: "function", function: { name: "search_site", arguments: '{"query":"cloud services uptime"}' } }],
    });
    expect(toolResults(1)).toEqual([
      { tool_call_id: "call_1", content: { passages: found.map(({ title, url, text }) => ({ title, url, text })) } },
    ]);
  });

  it("hands the conversation to a human when the model calls hand_off_to_human", async () => {
    server.script([
      { toolCalls: [{ name: "hand_off_to_human", arguments: { reason: "wants a quote" } }] },
      { content: "I have asked a colleague to join this chat." },
    ]);
    const answer = await assistant().answer(ask("I want a quote for 40 laptops", { pageLanguage: "en" }));
    expect(answer).toMatchObject({ intent: "human", offerExpert: true, text: "I have asked a colleague to join this chat." });
    const [result] = toolResults(1);
    expect(result!.tool_call_id).toBe("call_test_0");
    expect(JSON.stringify(result!.content)).toMatch(/handed to a human colleague/);
  });

  it("gives the booking link when the model calls open_booking; text before and after the call reaches the visitor", async () => {
    server.script([
      { content: "Gärna!", toolCalls: [{ name: "open_booking" }] },
      { content: "Boka ett möte här: [Boka ett samtal](/se/booking)." },
    ]);
    const deltas: string[] = [];
    const answer = await assistant().answer(ask("Kan jag boka ett möte?", { onDelta: (d) => deltas.push(d) }));

    expect(answer.text).toBe("Gärna!\n\nBoka ett möte här: [Boka ett samtal](/se/booking).");
    expect(deltas.join("")).toBe(answer.text);
    expect(answer.intent).toBe("booking");
    expect(answer.sources).toContainEqual({ title: "Boka ett samtal", url: "/se/booking" });
    expect(messagesOf(1).at(-2)).toMatchObject({ role: "assistant", content: "Gärna!" });
    expect(toolResults(1)[0]!.content).toMatchObject({ url: "/se/booking" });
  });

  it("answers malformed JSON, unknown tools and invalid arguments with error results, and still answers", async () => {
    server.script([
      {
        toolCalls: [
          { name: "search_site", arguments: '{"query": ' },
          { name: "delete_everything", arguments: {} },
          { name: "search_site", arguments: { query: "" } },
          { name: "hand_off_to_human", arguments: { reason: 42 } },
        ],
      },
      { content: "I could not look that up. I can connect you with a human expert." },
    ]);
    const answer = await assistant().answer(ask("What is ITAD?"));

    const results = toolResults(1);
    expect(results.map((result) => result.tool_call_id)).toEqual(["call_test_0", "call_test_1", "call_test_2", "call_test_3"]);
    const errors = results.map((result) => (result.content as { error?: string }).error);
    expect(errors[0]).toMatch(/not valid JSON/);
    expect(errors[1]).toMatch(/no tool named "delete_everything".*search_site, hand_off_to_human, open_booking/);
    expect(errors[2]).toMatch(/Invalid arguments for search_site: query/);
    expect(errors[3]).toMatch(/Invalid arguments for hand_off_to_human: reason/);
    // A rejected hand-off call hands nothing off.
    expect(answer).toMatchObject({ intent: "question", text: "I could not look that up. I can connect you with a human expert.", offerExpert: true });
  });

  it("stops after 3 rounds of tool calls and asks for the answer without tools", async () => {
    const search = (query: string) => ({ toolCalls: [{ name: "search_site", arguments: { query } }] });
    server.script([
      search("itad"),
      search("cloud"),
      search("support"),
      { content: "Here is what I found.", toolCalls: [{ name: "search_site", arguments: { query: "more" } }] },
      { content: "This response is never asked for." },
    ]);
    const answer = await assistant().answer(ask("What is ITAD?"));

    expect(answer.text).toBe("Here is what I found.");
    const requests = server.chatRequests();
    expect(requests).toHaveLength(4);
    expect(requests.slice(0, 3).every((request) => request.body!.tools?.length === 3)).toBe(true);
    expect(requests[3]!.body!.tools).toBeUndefined();
    expect(requests[3]!.body!.tool_choice).toBeUndefined();
    expect(messagesOf(3).filter((message) => message.role === "tool")).toHaveLength(3);
  });

  it("treats rounds of tool calls that end without any text as unavailable", async () => {
    server.script([{ toolCalls: [{ name: "open_booking" }] }, { content: "" }]);
    await unavailable(assistant().answer(ask("What is ITAD?")));
  });
});

describe("the test server's scripted responses", () => {
  it("answers a request without streaming with the whole tool call in one message", async () => {
    server.script([{ toolCalls: [{ id: "c1", name: "search_site", arguments: { query: "uptime" } }] }]);
    const response = await fetch(`${server.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", messages: [{ role: "user", content: "hi" }] }),
    });
    expect(await response.json()).toMatchObject({
      choices: [
        {
          message: { role: "assistant", content: null, tool_calls: [{ id: "c1", type: "function", function: { name: "search_site", arguments: '{"query":"uptime"}' } }] },
          finish_reason: "tool_calls",
        },
      ],
    });
  });

  it("streams a tool call's arguments in several pieces and finishes with tool_calls", async () => {
    server.script([{ toolCalls: [{ name: "search_site", arguments: { query: "hardware support in Malmö" } }] }]);
    const response = await fetch(`${server.url}/chat/completions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ model: "m", stream: true, messages: [{ role: "user", content: "hi" }] }),
    });
    const chunks = (await response.text())
      .split("\n\n")
      .filter((event) => event.startsWith("data: {"))
      .map((event) => JSON.parse(event.slice(6)) as { choices: Array<{ delta: { tool_calls?: Array<{ function: { arguments: string } }> }; finish_reason: string | null }> });
    const pieces = chunks.flatMap((chunk) => chunk.choices[0]!.delta.tool_calls ?? []).map((call) => call.function.arguments);
    expect(pieces.filter(Boolean).length).toBeGreaterThan(2);
    expect(pieces.join("")).toBe('{"query":"hardware support in Malmö"}');
    expect(chunks.at(-1)!.choices[0]!.finish_reason).toBe("tool_calls");
  });
});

describe("chatCompletionsEndpoint", () => {
  it("appends /chat/completions for OpenAI, Ollama and vLLM and uses a bearer token", () => {
    expect(chatCompletionsEndpoint("https://api.openai.com/v1/", "k")).toMatchObject({
      url: "https://api.openai.com/v1/chat/completions",
      headers: { authorization: "Bearer k" },
    });
    expect(chatCompletionsEndpoint("http://localhost:11434/v1", undefined).url).toBe("http://localhost:11434/v1/chat/completions");
    expect(chatCompletionsEndpoint("http://localhost:11434/v1", undefined).headers.authorization).toBeUndefined();
  });

  it("sends the key as api-key to Azure OpenAI and adds the API version when the URL has none", () => {
    const azure = chatCompletionsEndpoint("https://acme.openai.azure.com/openai/deployments/gpt-4o", "azure-key");
    expect(azure.url).toBe(`https://acme.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=${AZURE_API_VERSION}`);
    expect(azure.headers["api-key"]).toBe("azure-key");
    expect(azure.headers.authorization).toBeUndefined();

    expect(chatCompletionsEndpoint("https://acme.cognitiveservices.azure.com/openai/deployments/x", "k").headers["api-key"]).toBe("k");

    const pinned = chatCompletionsEndpoint("https://acme.openai.azure.com/openai/deployments/gpt-4o?api-version=2024-06-01", "k");
    expect(pinned.url).toBe("https://acme.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-06-01");
  });
});

describe("sourcesOf", () => {
  const passage = (title: string, url: string) => ({ title, url, text: "", language: "en" as const, score: 1 });
  const passages = [
    passage("Hardware support", "/en/hardvarusupport"),
    passage("Support levels", "/en/datacenter-support#support-levels"),
    passage("Datacenter support", "/en/datacenter-support"),
    passage("ITAD", "/en/itad"),
  ];

  it("lists the pages the answer links, once per page, in passage order", () => {
    const text = "See [ITAD](/en/itad) and [levels](/en/datacenter-support#support-levels), also /en/itad again.";
    expect(sourcesOf(text, passages)).toEqual([
      { title: "Support levels", url: "/en/datacenter-support#support-levels" },
      { title: "ITAD", url: "/en/itad" },
    ]);
  });

  it("does not take a longer path for the page (/en/itad-x is not /en/itad) and falls back to the best passage", () => {
    expect(sourcesOf("See [x](/en/itad-x).", passages)).toEqual([{ title: "Hardware support", url: "/en/hardvarusupport" }]);
    expect(sourcesOf("No links.", [])).toEqual([]);
  });
});
