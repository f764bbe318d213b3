// The chat assistant: one interface, an offline implementation (retrieval over the site's own content)
// and an OpenAI-compatible one grounded by the same retrieval.
import type { Lang } from "../../app/lib/languages.ts";
import type { Passage } from "./knowledge.ts";

export type AssistantIntent = "greeting" | "pricing" | "booking" | "jobs" | "human" | "thanks" | "question";

export interface AssistantTurn {
  role: "user" | "assistant";
  content: string;
}

export interface AssistantRequest {
  question: string;
  /** Language of the page the widget is on; breaks ties when the question's language is unclear. */
  pageLanguage: Lang;
  /** Chosen with the widget's translate action: answer in this language whatever the question's language. */
  replyLanguage?: Lang | null;
  /** Earlier turns of the conversation, oldest first (at most the last few). */
  history: AssistantTurn[];
  /** Names of the files sent with the message; a message may be only files. */
  attachments?: string[];
  /** Receives the answer text piece by piece as it is generated (streaming); may be ignored by offline answers. */
  onDelta?: (delta: string) => void;
  signal?: AbortSignal;
}

export interface AssistantSource {
  title: string;
  /** Site path of the page the facts come from, with the language prefix: "/en/hardvarusupport". */
  url: string;
}

export interface AssistantAnswer {
  /** The language the answer is written in. */
  language: Lang;
  /** Markdown: paragraphs, lists, and links to site paths. */
  text: string;
  sources: AssistantSource[];
  intent: AssistantIntent;
  /** False when retrieval found nothing good enough: the answer says so and offers an expert. */
  confident: boolean;
  /** The widget should offer the expert contact form next to this answer. */
  offerExpert: boolean;
  /** The question was in a language the site lacks (Danish, German); the answer says so and uses the nearest. */
  askedIn?: "da" | "de";
}

/** Retrieval over the site's own content, as the AI assistant asks for it (lexical, or hybrid with embeddings). */
export interface AssistantKnowledge {
  /** The best passages for a question in the language, best first, at most `limit`. */
  search(question: string, language: Lang, limit: number): Passage[] | Promise<Passage[]>;
}

export interface Assistant {
  answer(request: AssistantRequest): Promise<AssistantAnswer>;
}

/** The AI service could not be reached or failed; the chat answers with the fallback of SPEC section 8. */
export class AssistantUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "AssistantUnavailableError";
  }
}
