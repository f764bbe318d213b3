// The tools the AI assistant may call (Chat Completions function calling): search the site, hand the visitor to a
// human, open the booking page. Arguments come from the model, so they are parsed like any outside input.
import type { Lang } from "../../app/lib/languages.ts";
import { pageCopy } from "../../app/lib/messages.server.ts";
import { PAGE_BY_ID, pagePath } from "../../app/lib/site-map.ts";
import { z } from "../../app/lib/zod.ts";
import type { AssistantKnowledge, AssistantSource } from "./assistant.ts";
import type { Passage } from "./knowledge.ts";

/** Rounds of tool calls in one answer; after them the model is asked once more, without tools, to answer. */
export const MAX_TOOL_ROUNDS = 3;
/** Tool calls answered in one round; further calls in the same round get an error result. */
export const MAX_TOOL_CALLS_PER_ROUND = 4;
/** The page open_booking links: the booking calendar. */
export const BOOKING_PAGE_ID = "booking";

const searchSiteArguments = z.object({
  query: z.string().trim().min(1).max(300).describe("What to look for, in the visitor's language, e.g. 'backup of Microsoft 365'."),
});
const handOffArguments = z.object({
  reason: z.string().trim().max(300).optional().describe("Why a human is needed, in a few words, for the colleague who takes over."),
});
const openBookingArguments = z.object({});

const TOOLS = {
  search_site: {
    description:
      "Search the company's website for passages about a topic that the passages you were given do not cover. " +
      "Returns passages with their page title, page path and text; only these may be used and linked.",
    arguments: searchSiteArguments,
  },
  hand_off_to_human: {
    description:
      "Hand the conversation to a human colleague: when the visitor asks for a person, when the question needs " +
      "one (a quote, a contract, a complaint), or when the passages cannot answer it.",
    arguments: handOffArguments,
  },
  open_booking: {
    description: "Give the visitor the link to book a meeting or a free IT analysis with the company.",
    arguments: openBookingArguments,
  },
} as const;

export type AssistantToolName = keyof typeof TOOLS;

/** The `tools` parameter of the Chat Completions request, the JSON schemas made from the same zod schemas that parse the calls. */
export const ASSISTANT_TOOL_DEFINITIONS = Object.entries(TOOLS).map(([name, tool]) => {
  const { $schema: _dialect, ...parameters } = z.toJSONSchema(tool.arguments, { io: "input" });
  return { type: "function" as const, function: { name, description: tool.description, parameters } };
});

/** One call as the model made it; `arguments` is the JSON text the model wrote, possibly malformed. */
export interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

/** The page open_booking links, in the answer's language. */
export function bookingSource(language: Lang): AssistantSource {
  return { title: pageCopy(language, BOOKING_PAGE_ID).h1, url: pagePath(language, PAGE_BY_ID[BOOKING_PAGE_ID]!.slug) };
}

function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => `${issue.path.join(".") || "arguments"}: ${issue.message}`).join("; ");
}

/**
 * The tool calls of one answer and what they did: the passages found (candidate sources), whether the
 * conversation was handed to a human, whether the booking link was given.
 */
export class AssistantToolSession {
  readonly #knowledge: AssistantKnowledge;
  readonly #language: Lang;
  readonly #passageLimit: number;
  readonly foundPassages: Passage[] = [];
  handedOff = false;
  booking = false;

  constructor(options: { knowledge: AssistantKnowledge; language: Lang; passageLimit: number }) {
    this.#knowledge = options.knowledge;
    this.#language = options.language;
    this.#passageLimit = options.passageLimit;
  }

  /** The content of the tool message answering the call: JSON for the model, `{ "error": … }` when the call is wrong. */
  async run(call: ToolCall): Promise<string> {
    if (!Object.hasOwn(TOOLS, call.name)) {
      return JSON.stringify({ error: `There is no tool named "${call.name}". The tools are: ${Object.keys(TOOLS).join(", ")}.` });
    }
    let json: unknown;
    try {
      // Some servers send an empty string for a call without arguments.
      json = call.arguments.trim() ? JSON.parse(call.arguments) : {};
    } catch {
      return JSON.stringify({ error: `The arguments of ${call.name} are not valid JSON. Send a JSON object.` });
    }
    const name = call.name as AssistantToolName;
    switch (name) {
      case "search_site": {
        const parsed = searchSiteArguments.safeParse(json);
        if (!parsed.success) return JSON.stringify({ error: `Invalid arguments for search_site: ${describeIssues(parsed.error)}` });
        return this.#searchSite(parsed.data.query);
      }
      case "hand_off_to_human": {
        const parsed = handOffArguments.safeParse(json);
        if (!parsed.success) return JSON.stringify({ error: `Invalid arguments for hand_off_to_human: ${describeIssues(parsed.error)}` });
        this.handedOff = true;
        return JSON.stringify({
          result: "The conversation has been handed to a human colleague, who will join this chat shortly. Tell the visitor so.",
        });
      }
      case "open_booking": {
        const parsed = openBookingArguments.safeParse(json);
        if (!parsed.success) return JSON.stringify({ error: `Invalid arguments for open_booking: ${describeIssues(parsed.error)}` });
        this.booking = true;
        const { title, url } = bookingSource(this.#language);
        return JSON.stringify({ result: `Give the visitor this link to book a meeting: [${title}](${url}).`, url });
      }
    }
  }

  async #searchSite(query: string): Promise<string> {
    let passages: Passage[];
    try {
      passages = await this.#knowledge.search(query, this.#language, this.#passageLimit);
    } catch {
      return JSON.stringify({ error: "The site search failed. Answer from the passages you have, or offer a human expert." });
    }
    for (const passage of passages) {
      if (!this.foundPassages.some((p) => p.url === passage.url && p.text === passage.text)) this.foundPassages.push(passage);
    }
    if (passages.length === 0) return JSON.stringify({ passages: [], note: "Nothing on the site matches this query." });
    return JSON.stringify({ passages: passages.map(({ title, url, text }) => ({ title, url, text })) });
  }
}
