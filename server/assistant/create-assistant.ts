// Picks the assistant: an OpenAI-compatible API when AI_BASE_URL is set, otherwise the offline one.
import type { Config } from "../config.ts";
import type { Assistant } from "./assistant.ts";
import type { KnowledgeIndex } from "./knowledge.ts";
import { OfflineAssistant } from "./offline-assistant.ts";
import { OpenAiCompatibleAssistant } from "./openai-assistant.ts";

export function createAssistant(config: Config, knowledge: KnowledgeIndex): Assistant {
  if (!config.ai) return new OfflineAssistant({ organization: config.organization, knowledge });
  return new OpenAiCompatibleAssistant({ ...config.ai, organizationName: config.organization.name, knowledge });
}
