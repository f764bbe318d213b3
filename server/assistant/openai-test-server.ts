// A real, deterministic OpenAI-compatible server (node:http) for tests and local end-to-end runs: chat completions
// (grounded answers, or scripted ones with tool calls), embeddings, and speech: transcription, text-to-speech and the
// Realtime WebSocket (server/voice/voice-test-peer.ts).
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { handleSpeechRequest, startRealtimeTestPeer, type VoiceTestPeer, VOICE_MODES, type VoiceTestMode } from "../voice/voice-test-peer.ts";

/**
 * How the server answers the next requests:
 * - "ok": a normal completion (streamed when the request asks for it);
 * - "fail": 500 with an OpenAI-style error body;
 * - "hang": accepts the request and never answers (for time-outs);
 * - "close": destroys the connection before any response;
 * - "truncate": starts streaming, then destroys the connection mid-answer;
 * - "empty": a completion whose content is empty.
 */
export type OpenAiTestServerMode = "ok" | "fail" | "hang" | "close" | "truncate" | "empty";

/** How `/embeddings` answers: vectors, a 500, or never (for time-outs). */
export type OpenAiTestEmbeddingMode = "ok" | "fail" | "hang";

export interface ChatCompletionMessage {
  role: string;
  content: string | null;
  tool_calls?: Array<{ id: string; type: string; function: { name: string; arguments: string } }>;
  tool_call_id?: string;
}

/**
 * A scripted response to the next chat-completions request (in "ok" mode): text, tool calls, or both (text first).
 * `arguments` is sent as JSON, or as it is when it is a string (to script malformed calls).
 */
export interface ScriptedResponse {
  content?: string;
  toolCalls?: Array<{ name: string; arguments?: unknown; id?: string }>;
}

export interface RecordedChatRequest {
  method: string;
  /** Path and query as received, e.g. "/v1/chat/completions?api-version=2024-10-21". */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; null when the body was not JSON. */
  body: {
    model?: string;
    stream?: boolean;
    messages?: ChatCompletionMessage[];
    tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>;
    input?: unknown;
    [key: string]: unknown;
  } | null;
}

export interface OpenAiTestServer {
  /** Base URL to configure as AI_BASE_URL: `http://127.0.0.1:{port}/v1`. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedChatRequest[];
  /** Switch at any time; applies to requests that arrive afterwards. */
  mode: OpenAiTestServerMode;
  embeddingMode: OpenAiTestEmbeddingMode;
  /** Queues responses for the next chat-completions requests, one each, before the grounded default answers again. */
  script(responses: ScriptedResponse[]): void;
  /** Chat-completions requests only, oldest first. */
  chatRequests(): RecordedChatRequest[];
  /** The speech endpoints' state: transcripts to hand out, what they received, how they answer. */
  voice: VoiceTestPeer;
  close(): Promise<void>;
}

/** The sentence every grounded answer ends with, so tests can recognise the test model's output. */
export const TEST_MODEL_SENTENCE = "This answer comes from the test model.";
/** The answer when the prompt holds no passage: what the grounding instruction asks a real model to say. */
export const TEST_MODEL_NO_ANSWER = "The passages do not answer this question. I can connect you with a human expert.";

/** A passage URL as the assistant lists it in its prompt ("URL: /en/itad#process"): a site path with a language prefix. */
const PASSAGE_URL = /^URL:\s*(\/(?:se|en|fi|no)(?:\/[\w-]+)*\/?(?:#[\w-]+)?)\s*$/mu;

/** The answer to a request: a link to the first passage URL in the system or user messages, then a fixed sentence. */
export function testModelAnswer(messages: ChatCompletionMessage[] | undefined): string {
  const prompt = (messages ?? [])
    .filter((m) => m.role === "system" || m.role === "user")
    .map((m) => m.content ?? "")
    .join("\n");
  const url = PASSAGE_URL.exec(prompt)?.[1];
  return url ? `See [${url}](${url}) for the details. ${TEST_MODEL_SENTENCE}` : TEST_MODEL_NO_ANSWER;
}

/** Small pieces, split after spaces, so a streaming client sees several deltas. */
function chunksOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function completionChunk(model: string, delta: Record<string, unknown>, finishReason: string | null): string {
  const chunk = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
}

/** Dimensions of the test embedding model. */
export const TEST_EMBEDDING_DIMENSIONS = 256;

/** FNV-1a, 32 bits: a stable hash for the test embedding's buckets. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The test embedding model: a bag of the text's character trigrams hashed into TEST_EMBEDDING_DIMENSIONS buckets,
 * normalised to length 1. Texts sharing word pieces ("backups", "backup") come out close, as with a real model.
 */
export function testEmbedding(text: string): number[] {
  const vector = new Array<number>(TEST_EMBEDDING_DIMENSIONS).fill(0);
  const words = text.normalize("NFKC").toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  for (const word of words) {
    const padded = ` ${word} `;
    for (let i = 0; i + 3 <= padded.length; i += 1) vector[fnv1a(padded.slice(i, i + 3)) % TEST_EMBEDDING_DIMENSIONS]! += 1;
  }
  const norm = Math.hypot(...vector);
  return norm > 0 ? vector.map((value) => value / norm) : vector;
}

/** The arguments of a scripted tool call cut into pieces, as a real server streams them. */
function argumentPieces(text: string): string[] {
  return text.match(/[\s\S]{1,7}/g) ?? [""];
}

function scriptedToolCalls(response: ScriptedResponse) {
  return (response.toolCalls ?? []).map((call, index) => ({
    id: call.id ?? `call_test_${index}`,
    type: "function",
    function: {
      name: call.name,
      arguments: typeof call.arguments === "string" ? call.arguments : JSON.stringify(call.arguments ?? {}),
    },
  }));
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Port 0 (the default) picks a free one; end-to-end runs may need a fixed port for their AI_BASE_URL. */
export interface OpenAiTestServerOptions {
  port?: number;
  /** Pause between streamed pieces, so a browser test can watch an answer grow. */
  streamDelayMs?: number;
}

const MODES: readonly OpenAiTestServerMode[] = ["ok", "fail", "hang", "close", "truncate", "empty"];
const EMBEDDING_MODES: readonly OpenAiTestEmbeddingMode[] = ["ok", "fail", "hang"];

function isScriptedResponse(value: unknown): value is ScriptedResponse {
  if (typeof value !== "object" || value === null) return false;
  const { content, toolCalls } = value as Record<string, unknown>;
  return (
    (content === undefined || typeof content === "string") &&
    (toolCalls === undefined ||
      (Array.isArray(toolCalls) && toolCalls.every((call) => typeof (call as { name?: unknown } | null)?.name === "string")))
  );
}

export async function startOpenAiTestServer(options: OpenAiTestServerOptions = {}): Promise<OpenAiTestServer> {
  const requests: RecordedChatRequest[] = [];
  const scripted: ScriptedResponse[] = [];
  const state: OpenAiTestServer = {
    url: "",
    requests,
    mode: "ok",
    embeddingMode: "ok",
    voice: { mode: "ok", transcripts: [], transcriptions: [], speechRequests: [], realtimeSessions: [] },
    script: (responses) => void scripted.push(...responses),
    chatRequests: () => requests.filter((request) => new URL(request.url, "http://test").pathname.endsWith("/chat/completions")),
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", async () => {
      if (await handleSpeechRequest(state.voice, req, res, Buffer.concat(parts))) return;
      let body: RecordedChatRequest["body"] = null;
      try {
        body = JSON.parse(Buffer.concat(parts).toString("utf8")) as RecordedChatRequest["body"];
      } catch {
        body = null;
      }
      requests.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });

      const path = new URL(req.url ?? "/", "http://test").pathname;
      // Browser tests run the server in another process and switch its behaviour over HTTP.
      if (req.method === "POST" && path === "/__mode") {
        const { mode, embeddingMode } = (body ?? {}) as { mode?: unknown; embeddingMode?: unknown };
        if (mode !== undefined && !MODES.includes(mode as OpenAiTestServerMode)) return sendJson(res, 400, { error: { message: "unknown mode" } });
        if (embeddingMode !== undefined && !EMBEDDING_MODES.includes(embeddingMode as OpenAiTestEmbeddingMode)) {
          return sendJson(res, 400, { error: { message: "unknown embedding mode" } });
        }
        const { voiceMode } = (body ?? {}) as { voiceMode?: unknown };
        if (voiceMode !== undefined && !VOICE_MODES.includes(voiceMode as VoiceTestMode)) return sendJson(res, 400, { error: { message: "unknown voice mode" } });
        if (voiceMode !== undefined) state.voice.mode = voiceMode as VoiceTestMode;
        if (mode !== undefined) state.mode = mode as OpenAiTestServerMode;
        if (embeddingMode !== undefined) state.embeddingMode = embeddingMode as OpenAiTestEmbeddingMode;
        return sendJson(res, 200, { mode: state.mode, embeddingMode: state.embeddingMode });
      }
      if (req.method === "POST" && path === "/__script") {
        const responses = (body as { responses?: unknown } | null)?.responses;
        if (!Array.isArray(responses) || !responses.every(isScriptedResponse)) {
          return sendJson(res, 400, { error: { message: "responses must be a list of { content?, toolCalls? }" } });
        }
        state.script(responses);
        return sendJson(res, 200, { queued: scripted.length });
      }
      if (req.method === "POST" && path.endsWith("/embeddings")) {
        if (state.embeddingMode === "hang") return;
        if (state.embeddingMode === "fail") {
          return sendJson(res, 500, { error: { message: "The test server was told to fail embeddings.", type: "server_error" } });
        }
        const input = body?.input;
        const inputs = typeof input === "string" ? [input] : input;
        if (!Array.isArray(inputs) || inputs.length === 0 || !inputs.every((item) => typeof item === "string" && item.length > 0)) {
          return sendJson(res, 400, { error: { message: "input must be a non-empty string or list of strings", type: "invalid_request_error" } });
        }
        // Listed last to first, as the API allows: a client must place each vector by its index.
        const data = inputs.map((text, index) => ({ object: "embedding", index, embedding: testEmbedding(text) })).reverse();
        return sendJson(res, 200, { object: "list", data, model: body?.model ?? "test-embedding", usage: { prompt_tokens: 0, total_tokens: 0 } });
      }
      if (req.method !== "POST" || !path.endsWith("/chat/completions")) {
        return sendJson(res, 404, { error: { message: "Not found", type: "invalid_request_error" } });
      }
      if (!body || !Array.isArray(body.messages)) {
        return sendJson(res, 400, { error: { message: "messages is required", type: "invalid_request_error" } });
      }

      const mode = state.mode;
      if (mode === "hang") return;
      if (mode === "close") return req.socket.destroy();
      if (mode === "fail") {
        return sendJson(res, 500, { error: { message: "The test server was told to fail.", type: "server_error" } });
      }

      const model = typeof body.model === "string" ? body.model : "test-model";
      const next = mode === "ok" ? scripted.shift() : undefined;
      if (next) return sendScripted(res, model, next, body.stream === true);
      const answer = mode === "empty" ? "" : testModelAnswer(body.messages);
      if (!body.stream) {
        return sendJson(res, 200, {
          id: "chatcmpl-test",
          object: "chat.completion",
          created: 0,
          model,
          choices: [{ index: 0, message: { role: "assistant", content: answer }, finish_reason: "stop" }],
        });
      }

      res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
      res.write(completionChunk(model, { role: "assistant", content: "" }, null));
      const chunks = chunksOf(answer);
      if (mode === "truncate") {
        res.write(completionChunk(model, { content: chunks[0] ?? "" }, null));
        // Give the client time to receive the first piece, then cut the connection mid-answer.
        setTimeout(() => req.socket.destroy(), 20);
        return;
      }
      const delay = options.streamDelayMs ?? 0;
      for (const chunk of chunks) {
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        if (res.destroyed) return;
        res.write(completionChunk(model, { content: chunk }, null));
      }
      res.write(completionChunk(model, {}, "stop"));
      res.end("data: [DONE]\n\n");
    });
  });

  function sendScripted(res: ServerResponse, model: string, response: ScriptedResponse, stream: boolean) {
    const toolCalls = scriptedToolCalls(response);
    const finishReason = toolCalls.length > 0 ? "tool_calls" : "stop";
    if (!stream) {
      return sendJson(res, 200, {
        id: "chatcmpl-test",
        object: "chat.completion",
        created: 0,
        model,
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: response.content ?? null, ...(toolCalls.length > 0 ? { tool_calls: toolCalls } : {}) },
            finish_reason: finishReason,
          },
        ],
      });
    }
    res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache", connection: "keep-alive" });
    res.write(completionChunk(model, { role: "assistant", content: response.content === undefined ? null : "" }, null));
    for (const chunk of chunksOf(response.content ?? "")) res.write(completionChunk(model, { content: chunk }, null));
    for (const [index, call] of toolCalls.entries()) {
      // The first piece names the call; the arguments follow in several pieces, as a real server streams them.
      res.write(completionChunk(model, { tool_calls: [{ index, id: call.id, type: "function", function: { name: call.function.name, arguments: "" } }] }, null));
      for (const piece of argumentPieces(call.function.arguments)) {
        res.write(completionChunk(model, { tool_calls: [{ index, function: { arguments: piece } }] }, null));
      }
    }
    res.write(completionChunk(model, {}, finishReason));
    res.end("data: [DONE]\n\n");
  }

  const realtime = startRealtimeTestPeer(server, state.voice);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      // Hanging requests would otherwise keep the server open forever.
      realtime.close();
      server.closeAllConnections();
      server.close((error) => (error ? reject(error) : resolve()));
    });
  return state;
}

// Runnable on its own for manual and end-to-end runs: `[PORT=8787] node server/assistant/openai-test-server.ts`.
if (import.meta.filename === process.argv[1]) {
  const server = await startOpenAiTestServer({
    port: Number(process.env.PORT ?? 0),
    streamDelayMs: Number(process.env.STREAM_DELAY_MS ?? 0),
  });
  process.stdout.write(`OpenAI-compatible test server: AI_BASE_URL=${server.url}\n`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}
