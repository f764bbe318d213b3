// The AI assistant over any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, Ollama, vLLM), grounded by retrieval.
import type { Lang } from "../../app/lib/languages.ts";
import {
  AssistantUnavailableError,
  type Assistant,
  type AssistantAnswer,
  type AssistantRequest,
  type AssistantSource,
  type AssistantTurn,
} from "./assistant.ts";
import { detectLanguage } from "./detect-language.ts";
import type { KnowledgeIndex, Passage } from "./knowledge.ts";

export interface OpenAiCompatibleAssistantOptions {
  /** Up to the API version path segment: "https://api.openai.com/v1", "http://localhost:11434/v1", an Azure deployment URL. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  organizationName: string;
  knowledge: KnowledgeIndex;
}

/** The Azure OpenAI API version sent when the configured URL names none. */
export const AZURE_API_VERSION = "2024-10-21";
const PASSAGE_LIMIT = 5;
/** Earlier turns sent along: enough for follow-up questions, few enough to keep the prompt small. */
const HISTORY_TURNS = 6;
const TEMPERATURE = 0.2;

/** Language names the model is told to write in (the instruction itself is English, which models follow best). */
const LANGUAGE_NAMES: Record<Lang, string> = { se: "Swedish", en: "English", fi: "Finnish", no: "Norwegian (Bokmål)" };

/** Words in an answer that mean it points the visitor to a person, in the four languages. */
const EXPERT_HINT =
  /expert(?!is)|specialist|human|a person|colleague|människa|kollega|rådgivare|asiantuntij|ihmi|henkilö|ekspert(?!is)|menneske|rådgiver/iu;

interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** URL and headers of the chat-completions call: Azure wants an `api-key` header and an api-version. */
export function chatCompletionsEndpoint(baseUrl: string, apiKey: string | undefined): { url: string; headers: Record<string, string> } {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/chat/completions`;
  // Azure OpenAI resources live on {name}.openai.azure.com (older) or {name}.cognitiveservices.azure.com.
  const azure = /(^|\.)(openai|cognitiveservices)\.azure\.com$/.test(url.hostname);
  if (azure && !url.searchParams.has("api-version")) url.searchParams.set("api-version", AZURE_API_VERSION);
  const headers: Record<string, string> = { "content-type": "application/json", accept: "text/event-stream, application/json" };
  if (apiKey) {
    if (azure) headers["api-key"] = apiKey;
    else headers.authorization = `Bearer ${apiKey}`;
  }
  return { url: url.toString(), headers };
}

/** The grounding instruction: answer only from these passages, in this language, linking their pages. */
export function systemPrompt(organizationName: string, language: Lang, passages: Passage[]): string {
  const languageName = LANGUAGE_NAMES[language];
  const rules = [
    `You are the assistant of ${organizationName} on its website.`,
    "Answer ONLY from the passages below. Do not use any other knowledge and do not guess.",
    `Always answer in ${languageName}, concisely, formatted in Markdown.`,
    "Link the source page of every passage you use as a Markdown link with the page path given as its URL, " +
      "for example [Page title](/path).",
    `Never state or invent prices. When asked about prices or costs, offer the free IT analysis within 24 hours ` +
      `and contact through the contact page [/${language}/kontakt](/${language}/kontakt).`,
    "If the passages do not answer the question, say so plainly and offer to connect the visitor with a human expert.",
  ];
  const context =
    passages.length === 0
      ? "Passages: none were found for this question."
      : [
          "Passages:",
          ...passages.map((p, i) => `[${i + 1}] Title: ${p.title}\nURL: ${p.url}\nText: ${p.text}`),
        ].join("\n\n");
  return `${rules.join("\n")}\n\n${context}`;
}

export function buildMessages(
  organizationName: string,
  language: Lang,
  passages: Passage[],
  history: AssistantTurn[],
  question: string,
): ChatMessage[] {
  return [
    { role: "system", content: systemPrompt(organizationName, language, passages) },
    ...history.slice(-HISTORY_TURNS).map((turn) => ({ role: turn.role, content: turn.content })),
    { role: "user", content: question },
  ];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** True when the answer mentions the page: the full URL or its path without the fragment, as a whole path. */
function mentions(text: string, url: string): boolean {
  const path = url.split("#")[0]!;
  return [url, path].some((candidate) => new RegExp(`${escapeRegExp(candidate)}(?![\\w/-])`, "u").test(text));
}

/** The passages' pages the answer links to, once per page (not per section); the best passage when it links none. */
export function sourcesOf(text: string, passages: Passage[]): AssistantSource[] {
  const linked = new Map<string, AssistantSource>();
  for (const passage of passages) {
    const page = passage.url.split("#")[0]!;
    if (!linked.has(page) && mentions(text, passage.url)) linked.set(page, { title: passage.title, url: passage.url });
  }
  if (linked.size > 0) return [...linked.values()];
  const top = passages[0];
  return top ? [{ title: top.title, url: top.url }] : [];
}

interface CompletionChunk {
  choices?: Array<{ delta?: { content?: unknown }; message?: { content?: unknown }; finish_reason?: unknown }>;
  error?: { message?: unknown };
}

function contentOf(chunk: CompletionChunk): string {
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === "string" ? content : "";
}

export class OpenAiCompatibleAssistant implements Assistant {
  readonly #options: OpenAiCompatibleAssistantOptions;

  constructor(options: OpenAiCompatibleAssistantOptions) {
    this.#options = options;
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const language = request.replyLanguage ?? detectLanguage(request.question, request.pageLanguage);
    const passages = this.#options.knowledge.retrieve(request.question, language, PASSAGE_LIMIT);
    const messages = buildMessages(this.#options.organizationName, language, passages, request.history, request.question);

    const text = (await this.#complete(messages, request)).trim();
    if (!text) throw new AssistantUnavailableError("The AI service returned an empty answer.");

    return {
      language,
      text,
      sources: sourcesOf(text, passages),
      intent: "question",
      confident: true,
      offerExpert: EXPERT_HINT.test(text),
    };
  }

  /** Streams the completion to request.onDelta and returns the whole text; every failure is AssistantUnavailableError. */
  async #complete(messages: ChatMessage[], request: AssistantRequest): Promise<string> {
    const { baseUrl, apiKey, model, timeoutMs } = this.#options;
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    const { url, headers } = chatCompletionsEndpoint(baseUrl, apiKey);
    try {
      const response = await fetch(url, {
        method: "POST",
        headers,
        body: JSON.stringify({ model, messages, stream: true, temperature: TEMPERATURE }),
        signal,
      });
      if (!response.ok) {
        const detail = this.#redact((await response.text().catch(() => "")).slice(0, 300));
        throw new AssistantUnavailableError(`The AI service answered ${response.status} ${response.statusText}: ${detail}`);
      }
      // Some servers ignore `stream: true` and send one JSON completion.
      if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
        const text = contentOf((await response.json()) as CompletionChunk);
        if (text) request.onDelta?.(text);
        return text;
      }
      return await this.#readStream(response, request.onDelta);
    } catch (error) {
      if (error instanceof AssistantUnavailableError) throw error;
      const reason = timeout.aborted
        ? `The AI service did not answer within ${timeoutMs} ms.`
        : request.signal?.aborted
          ? "The AI request was cancelled."
          : `The AI service could not be reached: ${this.#redact(error instanceof Error ? error.message : String(error))}`;
      throw new AssistantUnavailableError(reason, { cause: error });
    }
  }

  async #readStream(response: Response, onDelta: ((delta: string) => void) | undefined): Promise<string> {
    if (!response.body) throw new AssistantUnavailableError("The AI service sent no body.");
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    let text = "";
    // Lines of the server-sent events; everything but `data:` lines (comments, event names, ids) is ignored.
    const handleLine = (line: string): boolean => {
      if (!line.startsWith("data:")) return false;
      const data = line.slice(5).trim();
      if (data === "[DONE]") return true;
      if (!data) return false;
      let chunk: CompletionChunk;
      try {
        chunk = JSON.parse(data) as CompletionChunk;
      } catch (error) {
        throw new AssistantUnavailableError("The AI service sent a malformed stream.", { cause: error });
      }
      if (chunk.error) {
        throw new AssistantUnavailableError(`The AI service failed mid-answer: ${this.#redact(String(chunk.error.message ?? ""))}`);
      }
      const delta = contentOf(chunk);
      if (delta) {
        text += delta;
        onDelta?.(delta);
      }
      return false;
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += value;
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop() ?? "";
        for (const line of lines) if (handleLine(line)) return text;
      }
      handleLine(buffer);
      return text;
    } finally {
      // Stops the download if the server keeps sending after [DONE]; a no-op once the stream has ended.
      await reader.cancel().catch(() => undefined);
    }
  }

  /** Error texts may quote the request; the key must never reach logs or visitors. */
  #redact(message: string): string {
    const key = this.#options.apiKey;
    return key ? message.split(key).join("[redacted]") : message;
  }
}
