// The AI assistant over any OpenAI-compatible chat-completions API (OpenAI, Azure OpenAI, Ollama, vLLM), grounded by
// retrieval and able to call tools (search the site, hand off to a human, open the booking page).
import type { Lang } from "../../app/lib/languages.ts";
import {
  AssistantUnavailableError,
  type Assistant,
  type AssistantAnswer,
  type AssistantIntent,
  type AssistantKnowledge,
  type AssistantRequest,
  type AssistantSource,
  type AssistantTurn,
} from "./assistant.ts";
import {
  ASSISTANT_TOOL_DEFINITIONS,
  AssistantToolSession,
  bookingSource,
  MAX_TOOL_CALLS_PER_ROUND,
  MAX_TOOL_ROUNDS,
  type ToolCall,
} from "./assistant-tools.ts";
import { detectAnyLanguage, isForeign, siteLanguageFor } from "./detect-language.ts";
import { asksForPerson } from "./intents.ts";
import { withoutOverlongWords } from "./text-terms.ts";
import type { ForeignLang } from "./language-data.ts";
import type { Passage } from "./knowledge.ts";

export interface OpenAiCompatibleAssistantOptions {
  /** Up to the API version path segment: "https://api.openai.com/v1", "http://localhost:11434/v1", an Azure deployment URL. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  /** For the whole answer, tool rounds included. */
  timeoutMs: number;
  organizationName: string;
  /** Where the grounding passages and the search_site tool's results come from. */
  knowledge: AssistantKnowledge;
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

/** A tool call as the Chat Completions API writes it in an assistant message. */
interface ApiToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export type ChatMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: ApiToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** URL and headers of a call to the API (`chat/completions`, `embeddings`): Azure wants an `api-key` header and an api-version. */
export function apiEndpoint(
  baseUrl: string,
  apiKey: string | undefined,
  operation: "chat/completions" | "embeddings",
): { url: string; headers: Record<string, string> } {
  const url = new URL(baseUrl);
  url.pathname = `${url.pathname.replace(/\/+$/, "")}/${operation}`;
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

export function chatCompletionsEndpoint(baseUrl: string, apiKey: string | undefined): { url: string; headers: Record<string, string> } {
  return apiEndpoint(baseUrl, apiKey, "chat/completions");
}

/** The grounding instruction: answer only from these passages, in this language, linking their pages. */
/** Languages the site lacks, named in the instruction to say which language the answer is in instead. */
const FOREIGN_LANGUAGE_NAMES: Record<ForeignLang, string> = { da: "Danish", de: "German" };

export function systemPrompt(organizationName: string, language: Lang, passages: Passage[], askedIn?: ForeignLang): string {
  const languageName = LANGUAGE_NAMES[language];
  const foreign = askedIn
    ? [`The visitor wrote in ${FOREIGN_LANGUAGE_NAMES[askedIn]}, which this site does not offer: begin with one short sentence saying that you answer in ${languageName}.`]
    : [];
  const rules = [
    `You are the assistant of ${organizationName} on its website.`,
    "Answer ONLY from the passages below and the results of your tools. Do not use any other knowledge and do not guess.",
    `Always answer in ${languageName}, concisely, formatted in Markdown.`,
    "Link the source page of every passage you use as a Markdown link with the page path given as its URL, " +
      "for example [Page title](/path).",
    `Never state or invent prices. When asked about prices or costs, offer the free IT analysis within 24 hours ` +
      `and contact through the contact page [/${language}/kontakt](/${language}/kontakt).`,
    "If the passages do not answer the question, say so plainly and offer to connect the visitor with a human expert.",
    "Tools: call search_site when the passages below do not cover the question (its passages may be used and linked " +
      "like these); call hand_off_to_human when the visitor asks for a person or you cannot help, then tell them a " +
      "colleague will join; call open_booking when the visitor wants to book a meeting, then give them its link.",
    ...foreign,
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
  askedIn?: ForeignLang,
): ChatMessage[] {
  return [
    { role: "system", content: systemPrompt(organizationName, language, passages, askedIn) },
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

/** The passages' pages the answer links to, once per page (not per section). */
function linkedSources(text: string, passages: Passage[]): AssistantSource[] {
  const linked = new Map<string, AssistantSource>();
  for (const passage of passages) {
    const page = passage.url.split("#")[0]!;
    if (!linked.has(page) && mentions(text, passage.url)) linked.set(page, { title: passage.title, url: passage.url });
  }
  return [...linked.values()];
}

/** The passages' pages the answer links to, once per page (not per section); the best passage when it links none. */
export function sourcesOf(text: string, passages: Passage[]): AssistantSource[] {
  const linked = linkedSources(text, passages);
  if (linked.length > 0) return linked;
  const top = passages[0];
  return top ? [{ title: top.title, url: top.url }] : [];
}

/** A piece of a tool call in a streamed chunk: `index` says which call, the arguments arrive in pieces. */
interface ToolCallPiece {
  index?: unknown;
  id?: unknown;
  function?: { name?: unknown; arguments?: unknown };
}

interface CompletionChunk {
  choices?: Array<{
    delta?: { content?: unknown; tool_calls?: unknown };
    message?: { content?: unknown; tool_calls?: unknown };
    finish_reason?: unknown;
  }>;
  error?: { message?: unknown };
}

function contentOf(chunk: CompletionChunk): string {
  const choice = chunk.choices?.[0];
  const content = choice?.delta?.content ?? choice?.message?.content;
  return typeof content === "string" ? content : "";
}

function toolCallPiecesOf(chunk: CompletionChunk): ToolCallPiece[] {
  const choice = chunk.choices?.[0];
  const calls = choice?.delta?.tool_calls ?? choice?.message?.tool_calls;
  return Array.isArray(calls) ? calls.filter((call): call is ToolCallPiece => typeof call === "object" && call !== null) : [];
}

/** Puts the streamed pieces of tool calls together, by index (by position for servers that send whole calls without one). */
class ToolCallCollector {
  readonly #calls = new Map<number, { id: string; name: string; arguments: string }>();

  add(pieces: ToolCallPiece[]): void {
    for (const piece of pieces) {
      const index = typeof piece.index === "number" ? piece.index : this.#calls.size;
      const call = this.#calls.get(index) ?? { id: "", name: "", arguments: "" };
      if (typeof piece.id === "string" && piece.id) call.id = piece.id;
      if (typeof piece.function?.name === "string") call.name += piece.function.name;
      const args = piece.function?.arguments;
      if (typeof args === "string") call.arguments += args;
      else if (args && typeof args === "object") call.arguments += JSON.stringify(args);
      this.#calls.set(index, call);
    }
  }

  calls(round: number): ToolCall[] {
    return [...this.#calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${round}_${index}` }));
  }
}

/** What one request to the API produced: text (already streamed to onDelta) and the tool calls asked for. */
interface CompletionTurn {
  text: string;
  toolCalls: ToolCall[];
}

export class OpenAiCompatibleAssistant implements Assistant {
  readonly #options: OpenAiCompatibleAssistantOptions;

  constructor(options: OpenAiCompatibleAssistantOptions) {
    this.#options = options;
  }

  async answer(request: AssistantRequest): Promise<AssistantAnswer> {
    const { knowledge, organizationName, timeoutMs } = this.#options;
    const asked = detectAnyLanguage(withoutOverlongWords(request.question), request.pageLanguage);
    const language = request.replyLanguage ?? siteLanguageFor(asked);
    const askedIn = isForeign(asked) && !request.replyLanguage ? asked : undefined;
    const passages = await knowledge.search(request.question, language, PASSAGE_LIMIT);
    // The model cannot open the visitor's files; it is told their names so it can acknowledge them.
    const attached = request.attachments?.length ? `[The visitor attached: ${request.attachments.join(", ")}]` : "";
    const question = [request.question, attached].filter((part) => part !== "").join("\n\n");
    const messages: ChatMessage[] = buildMessages(organizationName, language, passages, request.history, question, askedIn);
    const tools = new AssistantToolSession({ knowledge, language, passageLimit: PASSAGE_LIMIT });

    // One deadline for the whole answer, however many tool rounds it takes.
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    let text = "";
    for (let round = 0; ; round += 1) {
      const toolsAllowed = round < MAX_TOOL_ROUNDS;
      let roundText = "";
      const onDelta = (delta: string) => {
        // Text of a later round starts a new paragraph, for the visitor watching the stream as for the stored answer.
        if (!roundText && text.trim() && !/\s$/.test(text)) {
          text += "\n\n";
          request.onDelta?.("\n\n");
        }
        roundText += delta;
        text += delta;
        request.onDelta?.(delta);
      };
      const turn = await this.#complete(messages, { signal, timeout, callerSignal: request.signal, toolsAllowed, round, onDelta });
      if (!toolsAllowed || turn.toolCalls.length === 0) break;
      messages.push({
        role: "assistant",
        content: turn.text || null,
        tool_calls: turn.toolCalls.map((call) => ({ id: call.id, type: "function", function: { name: call.name, arguments: call.arguments } })),
      });
      for (const [position, call] of turn.toolCalls.entries()) {
        const content =
          position < MAX_TOOL_CALLS_PER_ROUND
            ? await tools.run(call)
            : JSON.stringify({ error: `At most ${MAX_TOOL_CALLS_PER_ROUND} tool calls are answered at a time.` });
        messages.push({ role: "tool", tool_call_id: call.id, content });
      }
    }

    text = text.trim();
    if (!text) throw new AssistantUnavailableError("The AI service returned an empty answer.");

    const candidates = [...passages, ...tools.foundPassages.filter((found) => !passages.some((p) => p.url === found.url && p.text === found.text))];
    let sources = tools.booking ? linkedSources(text, candidates) : sourcesOf(text, candidates);
    if (tools.booking) {
      const booking = bookingSource(language);
      if (!sources.some((source) => source.url === booking.url)) sources = [...sources, booking];
    }
    // A request for a person is a hand-off whether or not the model called the tool for it.
    const handedOff = tools.handedOff || asksForPerson(withoutOverlongWords(request.question));
    const intent: AssistantIntent = handedOff ? "human" : tools.booking ? "booking" : "question";
    return {
      language,
      text,
      sources,
      intent,
      confident: true,
      offerExpert: handedOff || EXPERT_HINT.test(text),
      ...(askedIn ? { askedIn } : {}),
    };
  }

  /** One request: streams its text to onDelta and returns it with the tool calls; every failure is AssistantUnavailableError. */
  async #complete(
    messages: ChatMessage[],
    call: {
      signal: AbortSignal;
      timeout: AbortSignal;
      callerSignal: AbortSignal | undefined;
      toolsAllowed: boolean;
      round: number;
      onDelta: (delta: string) => void;
    },
  ): Promise<CompletionTurn> {
    const { baseUrl, apiKey, model, timeoutMs } = this.#options;
    const { url, headers } = chatCompletionsEndpoint(baseUrl, apiKey);
    const body = {
      model,
      messages,
      stream: true,
      temperature: TEMPERATURE,
      ...(call.toolsAllowed ? { tools: ASSISTANT_TOOL_DEFINITIONS, tool_choice: "auto" } : {}),
    };
    try {
      const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body), signal: call.signal });
      if (!response.ok) {
        const detail = this.#redact((await response.text().catch(() => "")).slice(0, 300));
        throw new AssistantUnavailableError(`The AI service answered ${response.status} ${response.statusText}: ${detail}`);
      }
      const collector = new ToolCallCollector();
      // Some servers ignore `stream: true` and send one JSON completion.
      if (!(response.headers.get("content-type") ?? "").includes("text/event-stream")) {
        const completion = (await response.json()) as CompletionChunk;
        const text = contentOf(completion);
        if (text) call.onDelta(text);
        collector.add(toolCallPiecesOf(completion));
        return { text, toolCalls: collector.calls(call.round) };
      }
      const text = await this.#readStream(response, call.onDelta, collector);
      return { text, toolCalls: collector.calls(call.round) };
    } catch (error) {
      if (error instanceof AssistantUnavailableError) throw error;
      const reason = call.timeout.aborted
        ? `The AI service did not answer within ${timeoutMs} ms.`
        : call.callerSignal?.aborted
          ? "The AI request was cancelled."
          : `The AI service could not be reached: ${this.#redact(error instanceof Error ? error.message : String(error))}`;
      throw new AssistantUnavailableError(reason, { cause: error });
    }
  }

  async #readStream(response: Response, onDelta: (delta: string) => void, collector: ToolCallCollector): Promise<string> {
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
        onDelta(delta);
      }
      collector.add(toolCallPiecesOf(chunk));
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
