// Hybrid retrieval against the real local test server's `/v1/embeddings`: fusion, batching, caching, fallback.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/languages.ts";
import { parseConfig } from "../config.ts";
import type { AssistantKnowledge } from "./assistant.ts";
import { createAssistant } from "./create-assistant.ts";
import { EMBEDDING_BATCH_SIZE, EmbeddingKnowledge, reciprocalRankFusion } from "./embeddings.ts";
import { buildCorpus } from "./corpus.ts";
import { KnowledgeIndex, type Passage } from "./knowledge.ts";
import { OpenAiCompatibleAssistant } from "./openai-assistant.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "./openai-test-server.ts";

const API_KEY = "sk-embed-secret-987654";
let server: OpenAiTestServer;
let warnings: Array<{ details: object; message: string }>;

beforeEach(async () => {
  server = await startOpenAiTestServer();
  warnings = [];
});
afterEach(() => server.close());

const passage = (title: string, url: string, text: string, language: Lang = "en"): Passage => ({ title, url, text, language, score: 0 });

const CORPUS: Passage[] = [
  passage("Hardware support", "/en/hardvarusupport", "We repair servers and laptops on site within four hours."),
  passage("Backup", "/en/backup", "Daily backup copies of Microsoft 365 mailboxes and files."),
  passage("Cloud", "/en/molntjanster", "Cloud hosting with 99.9 percent uptime."),
];

/** A plain lexical search over a corpus: passages sharing whole words (4 letters or more) with the question, most first. */
function wordSearch(corpus: Passage[]): AssistantKnowledge {
  const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
  return {
    search(question, _language, limit) {
      const asked = words(question);
      return corpus
        .map((p) => ({ p, shared: [...words(`${p.title} ${p.text}`)].filter((word) => asked.has(word)).length }))
        .filter(({ shared }) => shared > 0)
        .sort((a, b) => b.shared - a.shared)
        .slice(0, limit)
        .map(({ p, shared }) => ({ ...p, score: shared }));
    },
  };
}

function hybrid(corpus: Passage[], overrides: { timeoutMs?: number } = {}) {
  return new EmbeddingKnowledge({
    lexical: wordSearch(corpus),
    passages: () => corpus,
    baseUrl: server.url,
    apiKey: API_KEY,
    model: "test-embedding",
    timeoutMs: 2000,
    log: { warn: (details, message) => warnings.push({ details, message }) },
    ...overrides,
  });
}

function embeddingRequests() {
  return server.requests.filter((request) => request.url.endsWith("/embeddings"));
}

describe("reciprocalRankFusion", () => {
  it("ranks a passage both rankings place well above one that only the first ranks first", () => {
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => passage(name, `/en/${name}`, name)) as [Passage, Passage, Passage, Passage];
    const fused = reciprocalRankFusion([[a, b, c], [c, b, d]], 4);
    expect(fused.map((p) => p.title)).toEqual(["c", "b", "a", "d"]);
    expect(fused[0]!.score).toBeCloseTo(1 / 63 + 1 / 61);
    expect(reciprocalRankFusion([[a, b], [b, a]], 1).map((p) => p.title)).toEqual(["a"]);
  });
});

describe("EmbeddingKnowledge", () => {
  it("finds a passage that only the embeddings match and puts it first", async () => {
    const question = "backups of mail";
    expect(await wordSearch(CORPUS).search(question, "en", 3)).toEqual([]);

    const found = await hybrid(CORPUS).search(question, "en", 2);
    expect(found[0]!.url).toBe("/en/backup");
    expect(found).toHaveLength(2);
  });

  it("reorders the lexical results by what both rankings agree on", async () => {
    const corpus = [
      passage("Office", "/en/office", "Support and cloud for every office desk."),
      passage("Uptime", "/en/uptime", "Uptime guarantees for hosting: 99.9 percent uptime."),
      ...CORPUS,
    ];
    const question = "cloud support uptime guarantee";
    // Lexically the office passage shares two words, the uptime passage one ("guarantees" is not "guarantee");
    // the test embedding (character trigrams) puts the uptime passage first and the office passage far down.
    const lexical = await wordSearch(corpus).search(question, "en", 4);
    expect(lexical.map((p) => p.url)).toEqual(["/en/office", "/en/molntjanster", "/en/uptime", "/en/hardvarusupport"]);
    const found = await hybrid(corpus).search(question, "en", 4);
    expect(found.map((p) => p.url)).toEqual(["/en/uptime", "/en/molntjanster", "/en/office", "/en/hardvarusupport"]);
    expect(found[0]!.score).toBeGreaterThan(found[1]!.score);
  });

  it("embeds the passages once, in batches of at most 64, and only the question afterwards; with the key as bearer token", async () => {
    const many = Array.from({ length: 2 * EMBEDDING_BATCH_SIZE + 2 }, (_, i) => passage(`Page ${i}`, `/en/page-${i}`, `Text number ${i}`));
    const knowledge = hybrid(many);
    await knowledge.search("text number 7", "en", 3);
    const sizes = () => embeddingRequests().map((request) => (request.body!.input as string[]).length);
    expect(sizes()).toEqual([64, 64, 2, 1]);
    expect(embeddingRequests()[0]!.body).toMatchObject({ model: "test-embedding" });
    expect(embeddingRequests()[0]!.headers.authorization).toBe(`Bearer ${API_KEY}`);

    const found = await knowledge.search("page 99", "en", 3);
    expect(sizes()).toHaveLength(5);
    expect(embeddingRequests()[4]!.body!.input).toEqual(["page 99"]);
    expect(found).toHaveLength(3);
  });

  it("falls back to the lexical results when the endpoint fails, warns once and leaves it alone for a while", async () => {
    server.embeddingMode = "fail";
    const knowledge = hybrid(CORPUS);
    const lexical = await wordSearch(CORPUS).search("cloud hosting uptime", "en", 3);
    expect(await knowledge.search("cloud hosting uptime", "en", 3)).toEqual(lexical);
    expect(await knowledge.search("cloud hosting uptime", "en", 3)).toEqual(lexical);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.message).toMatch(/Embeddings unavailable/);
    expect(JSON.stringify(warnings[0]!.details)).toContain("500");
    expect(JSON.stringify(warnings)).not.toContain(API_KEY);
    // The second search did not try the failing endpoint again.
    expect(embeddingRequests()).toHaveLength(1);
  });

  it("falls back to the lexical results when the endpoint does not answer in time", async () => {
    server.embeddingMode = "hang";
    const started = performance.now();
    const found = await hybrid(CORPUS, { timeoutMs: 200 }).search("cloud hosting uptime", "en", 3);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(found.map((p) => p.url)).toEqual(["/en/molntjanster"]);
    expect(warnings).toHaveLength(1);
  });

  it("grounds the AI assistant; a failing endpoint never fails the answer", async () => {
    server.embeddingMode = "fail";
    const assistant = new OpenAiCompatibleAssistant({
      baseUrl: server.url,
      model: "gpt-test",
      timeoutMs: 5000,
      organizationName: "Nordic IT Services",
      knowledge: hybrid(CORPUS),
    });
    const answer = await assistant.answer({ question: "Is cloud hosting uptime guaranteed?", pageLanguage: "en", history: [] });
    expect(answer.sources).toEqual([{ title: "Cloud", url: "/en/molntjanster" }]);
    expect(warnings).toHaveLength(1);
  });
});

describe("createAssistant with AI_EMBEDDING_MODEL", () => {
  it("retrieves through the site's passages and the configured embedding model", async () => {
    const config = parseConfig({ AI_BASE_URL: server.url, AI_EMBEDDING_MODEL: "text-embedding-3-small" });
    const assistant = createAssistant(config, new KnowledgeIndex(buildCorpus()), { warn: (details, message) => warnings.push({ details, message }) });
    const answer = await assistant.answer({ question: "How fast is your hardware support?", pageLanguage: "en", history: [] });

    expect(answer.sources[0]!.url).toMatch(/^\/en\//);
    const requests = embeddingRequests();
    expect(requests.length).toBeGreaterThan(1);
    expect(requests.every((request) => request.body!.model === "text-embedding-3-small")).toBe(true);
    expect(requests.every((request) => (request.body!.input as string[]).length <= EMBEDDING_BATCH_SIZE)).toBe(true);
    expect(warnings).toEqual([]);
  });
});
