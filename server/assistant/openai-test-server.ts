// A real, deterministic OpenAI-compatible chat-completions server (node:http) for tests and local end-to-end runs.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

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

export interface ChatCompletionMessage {
  role: string;
  content: string;
}

export interface RecordedChatRequest {
  method: string;
  /** Path and query as received, e.g. "/v1/chat/completions?api-version=2024-10-21". */
  url: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body; null when the body was not JSON. */
  body: { model?: string; stream?: boolean; messages?: ChatCompletionMessage[]; [key: string]: unknown } | null;
}

export interface OpenAiTestServer {
  /** Base URL to configure as AI_BASE_URL: `http://127.0.0.1:{port}/v1`. */
  url: string;
  /** Every request received, oldest first. */
  requests: RecordedChatRequest[];
  /** Switch at any time; applies to requests that arrive afterwards. */
  mode: OpenAiTestServerMode;
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
    .map((m) => m.content)
    .join("\n");
  const url = PASSAGE_URL.exec(prompt)?.[1];
  return url ? `See [${url}](${url}) for the details. ${TEST_MODEL_SENTENCE}` : TEST_MODEL_NO_ANSWER;
}

/** Small pieces, split after spaces, so a streaming client sees several deltas. */
function chunksOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function completionChunk(model: string, delta: Record<string, string>, finishReason: string | null): string {
  const chunk = {
    id: "chatcmpl-test",
    object: "chat.completion.chunk",
    created: 0,
    model,
    choices: [{ index: 0, delta, finish_reason: finishReason }],
  };
  return `data: ${JSON.stringify(chunk)}\n\n`;
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

export async function startOpenAiTestServer(options: OpenAiTestServerOptions = {}): Promise<OpenAiTestServer> {
  const requests: RecordedChatRequest[] = [];
  const state: OpenAiTestServer = {
    url: "",
    requests,
    mode: "ok",
    close: async () => {},
  };

  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", async () => {
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
        const mode = (body as { mode?: unknown } | null)?.mode;
        if (!MODES.includes(mode as OpenAiTestServerMode)) return sendJson(res, 400, { error: { message: "unknown mode" } });
        state.mode = mode as OpenAiTestServerMode;
        return sendJson(res, 200, { mode: state.mode });
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

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = () =>
    new Promise<void>((resolve, reject) => {
      // Hanging requests would otherwise keep the server open forever.
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
