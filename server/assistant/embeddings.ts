// Hybrid retrieval for the AI assistant: the lexical search fused with a vector search over embeddings from the
// configured OpenAI-compatible `/embeddings` endpoint (no npm package ships a multilingual embedding model: NOTES.md).
import type { Lang } from "../../app/lib/languages.ts";
import { z } from "../../app/lib/zod.ts";
import type { AssistantKnowledge } from "./assistant.ts";
import type { Passage } from "./knowledge.ts";
import { apiEndpoint } from "./openai-assistant.ts";

/** Inputs per embeddings request: providers cap the batch (OpenAI at 2048, many self-hosted servers far lower). */
export const EMBEDDING_BATCH_SIZE = 64;
/** The constant of reciprocal rank fusion (Cormack et al.): damps the weight of the very first ranks. */
export const RRF_K = 60;
/** After a failure the endpoint is left alone this long and answers use lexical retrieval only. */
export const EMBEDDING_RETRY_AFTER_MS = 60_000;
/** Each ranking contributes this many candidates per requested passage to the fusion. */
const CANDIDATES_PER_RESULT = 3;

export interface EmbeddingKnowledgeOptions {
  /** The lexical search it fuses with and falls back to. */
  lexical: AssistantKnowledge;
  /** Every passage of a language: embedded once, on the first question in that language. */
  passages: (language: Lang) => Passage[];
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  /** Per embeddings request. */
  timeoutMs: number;
  log: { warn(details: object, message: string): void };
}

const embeddingsResponse = z.object({
  data: z.array(z.object({ embedding: z.array(z.number()).min(1), index: z.number().int().min(0) })),
});

interface EmbeddedPassage {
  passage: Passage;
  vector: Float64Array;
}

function passageKey(passage: Passage): string {
  return `${passage.url}\n${passage.text}`;
}

function normalised(values: number[]): Float64Array {
  const vector = Float64Array.from(values);
  const norm = Math.hypot(...vector);
  if (norm > 0) for (let i = 0; i < vector.length; i += 1) vector[i]! /= norm;
  return vector;
}

function dot(a: Float64Array, b: Float64Array): number {
  let sum = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) sum += a[i]! * b[i]!;
  return sum;
}

/**
 * Merges rankings by reciprocal rank fusion: a passage scores the sum of 1 / (k + rank) over the rankings it is in
 * (rank from 1). Ties keep the order in which passages first appear, so the first ranking wins them.
 */
export function reciprocalRankFusion(rankings: Passage[][], limit: number, k = RRF_K): Passage[] {
  const fused = new Map<string, { passage: Passage; score: number }>();
  for (const ranking of rankings) {
    for (const [position, passage] of ranking.entries()) {
      const key = passageKey(passage);
      const entry = fused.get(key) ?? { passage, score: 0 };
      entry.score += 1 / (k + position + 1);
      fused.set(key, entry);
    }
  }
  return [...fused.values()]
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ passage, score }) => ({ ...passage, score }));
}

export class EmbeddingKnowledge implements AssistantKnowledge {
  readonly #options: EmbeddingKnowledgeOptions;
  readonly #indexes = new Map<Lang, Promise<EmbeddedPassage[]>>();
  #unavailableUntil = 0;
  #warned = false;

  constructor(options: EmbeddingKnowledgeOptions) {
    this.#options = options;
  }

  async search(question: string, language: Lang, limit: number): Promise<Passage[]> {
    const candidates = Math.max(limit * CANDIDATES_PER_RESULT, 10);
    const lexical = await this.#options.lexical.search(question, language, candidates);
    if (!question.trim() || Date.now() < this.#unavailableUntil) return lexical.slice(0, limit);
    try {
      // The passages first: while their embedding fails, no question is sent to the endpoint.
      const index = await this.#index(language);
      const [questionVector] = await this.#embed([question]);
      const vector = index
        .map(({ passage, vector }) => ({ passage, similarity: dot(questionVector!, vector) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, candidates)
        .map(({ passage }) => passage);
      this.#warned = false;
      return reciprocalRankFusion([lexical, vector], limit);
    } catch (error) {
      this.#unavailableUntil = Date.now() + EMBEDDING_RETRY_AFTER_MS;
      if (!this.#warned) {
        this.#warned = true;
        this.#options.log.warn(
          { err: this.#redact(error instanceof Error ? error.message : String(error)) },
          `Embeddings unavailable; the assistant retrieves lexically for the next ${EMBEDDING_RETRY_AFTER_MS / 1000} s`,
        );
      }
      return lexical.slice(0, limit);
    }
  }

  /** The language's passages with their vectors, embedded once; a failed attempt is forgotten so a later one retries. */
  #index(language: Lang): Promise<EmbeddedPassage[]> {
    let index = this.#indexes.get(language);
    if (!index) {
      index = this.#embedPassages(this.#options.passages(language));
      this.#indexes.set(language, index);
      index.catch(() => this.#indexes.delete(language));
    }
    return index;
  }

  async #embedPassages(passages: Passage[]): Promise<EmbeddedPassage[]> {
    const embedded: EmbeddedPassage[] = [];
    for (let start = 0; start < passages.length; start += EMBEDDING_BATCH_SIZE) {
      const batch = passages.slice(start, start + EMBEDDING_BATCH_SIZE);
      const vectors = await this.#embed(batch.map((passage) => `${passage.title}\n${passage.text}`));
      batch.forEach((passage, i) => embedded.push({ passage, vector: vectors[i]! }));
    }
    return embedded;
  }

  /** One request to the embeddings endpoint: unit vectors in the order of the inputs. */
  async #embed(inputs: string[]): Promise<Float64Array[]> {
    const { baseUrl, apiKey, model, timeoutMs } = this.#options;
    const { url, headers } = apiEndpoint(baseUrl, apiKey, "embeddings");
    const response = await fetch(url, {
      method: "POST",
      headers: { ...headers, accept: "application/json" },
      body: JSON.stringify({ model, input: inputs }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) {
      const detail = (await response.text().catch(() => "")).slice(0, 300);
      throw new Error(`The embeddings endpoint answered ${response.status} ${response.statusText}: ${detail}`);
    }
    const { data } = embeddingsResponse.parse(await response.json());
    const vectors: Float64Array[] = [];
    for (const item of data) if (item.index < inputs.length) vectors[item.index] = normalised(item.embedding);
    if (vectors.length !== inputs.length || vectors.includes(undefined as never)) {
      throw new Error(`The embeddings endpoint returned ${data.length} vectors for ${inputs.length} inputs.`);
    }
    return vectors;
  }

  /** Error texts may quote the request; the key must never reach logs. */
  #redact(message: string): string {
    const key = this.#options.apiKey;
    return key ? message.split(key).join("[redacted]") : message;
  }
}
