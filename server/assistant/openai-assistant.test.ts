// The OpenAI-compatible assistant against a real local chat-completions server: streaming, auth, grounding, failures.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { AssistantUnavailableError, type AssistantKnowledge, type AssistantRequest } from "./assistant.ts";
import { retrievePassages } from "./knowledge.ts";
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
