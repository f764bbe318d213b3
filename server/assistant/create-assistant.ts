// Picks the assistant: an OpenAI-compatible API when AI_BASE_URL is set, otherwise the offline one.
import type { Config } from "../config.ts";
import type { Assistant, AssistantKnowledge } from "./assistant.ts";
import { EmbeddingKnowledge } from "./embeddings.ts";
import type { KnowledgeIndex } from "./knowledge.ts";
import { OfflineAssistant } from "./offline-assistant.ts";
import { OpenAiCompatibleAssistant } from "./openai-assistant.ts";

export interface AssistantLog {
  warn(details: object, message: string): void;
}

const consoleLog: AssistantLog = { warn: (details, message) => console.warn(message, details) };

/** The assistant over the services' knowledge index; with AI_EMBEDDING_MODEL, retrieval is hybrid (lexical + vectors). */
export function createAssistant(config: Config, index: KnowledgeIndex, log: AssistantLog = consoleLog): Assistant {
  if (!config.ai) return new OfflineAssistant({ organization: config.organization, knowledge: index });
  const { embeddingModel, ...ai } = config.ai;
  const lexical: AssistantKnowledge = { search: (question, language, limit) => index.retrieve(question, language, limit) };
  const knowledge = embeddingModel
    ? new EmbeddingKnowledge({
        lexical,
        passages: (language) => index.passages(language).map(({ title, url, text }) => ({ title, url, text, language, score: 0 })),
        baseUrl: ai.baseUrl,
        apiKey: ai.apiKey,
        model: embeddingModel,
        timeoutMs: ai.timeoutMs,
        log,
      })
    : lexical;
  return new OpenAiCompatibleAssistant({ ...ai, organizationName: config.organization.name, knowledge });
}
