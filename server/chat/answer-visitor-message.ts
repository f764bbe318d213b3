// A visitor writes in the chat: store the message first, then let the assistant answer (streamed over realtime).
import { randomUUID } from "node:crypto";
import type { ChatBotRequest, ChatMessage, MediaItem } from "../../app/chat/chat-contract.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { AssistantUnavailableError, type Assistant, type AssistantTurn } from "../assistant/assistant.ts";
import { analyzeSentiment, shouldAnalyze } from "../sentiment/analyze-sentiment.ts";
import { followStatusRule } from "./change-conversation-status.ts";
import { chatText, welcomeText } from "./chat-texts.ts";
import { addMessage, createConversation, recentMessages, type ChatStore, type Conversation } from "./conversations.ts";

export interface AnswerDependencies extends ChatStore {
  assistant: Assistant;
  sentiment: { enabled: boolean; sampleRate: number };
  /** ORG_NAME, which the welcome message names. */
  organizationName: string;
  /** The visitor asked the assistant for a person (console/hand-off.ts); returns the activity message it wrote. */
  onHumanRequested?: (conversation: Conversation) => Promise<ChatMessage | null>;
  random?: () => number;
}

export interface VisitorMessage {
  conversation: Conversation | null;
  visitorHash: string;
  pageLanguage: Lang;
  replyLanguage: Lang | null;
  message: string;
  media: MediaItem[];
  echoId: string | null;
}

export interface AnswerResult {
  sessionId: string;
  response: string;
  messages: ChatMessage[];
  assistantUnavailable: boolean;
  /** A person has taken the conversation: the assistant stayed silent and the response is empty. */
  agentHandling: boolean;
}

const HISTORY_TURNS = 8;

export async function answerVisitorMessage(deps: AnswerDependencies, input: VisitorMessage): Promise<AnswerResult> {
  let conversation = input.conversation;
  let status = conversation?.status ?? "pending";
  if (!conversation) {
    conversation = await createConversation(deps.db, input.visitorHash, input.pageLanguage, input.replyLanguage);
    await addMessage(deps, { sessionId: conversation.id, content: welcomeText(input.pageLanguage, deps.organizationName), senderType: "bot" });
  } else {
    status = (await followStatusRule(deps, conversation, { by: "visitor-message" }))?.to ?? status;
  }
  const sessionId = conversation.id;
  const earlier = await recentMessages(deps.db, sessionId, HISTORY_TURNS);

  const text = input.message.trim();
  const sentiment =
    text && deps.sentiment.enabled && shouldAnalyze(deps.sentiment.sampleRate, deps.random) ? analyzeSentiment(text) : null;
  const userMessage = await addMessage(deps, {
    sessionId,
    content: text,
    senderType: "user",
    media: input.media,
    sentiment,
    echoId: input.echoId,
  });

  // While an agent has the conversation, the assistant steps aside: the agent answers (SPEC: hand-off to a human).
  if (status === "open" && conversation.assignee_id) {
    return { sessionId, response: "", messages: [userMessage], assistantUnavailable: false, agentHandling: true };
  }

  const replyLanguage = (conversation.reply_language as Lang | null) ?? input.replyLanguage;
  const streamId = `stream-${randomUUID()}`;
  await deps.bus.publish({ kind: "typing", sessionId, user: { type: "bot", name: null }, isTyping: true, originSocket: null });
  try {
    const answer = await deps.assistant.answer({
      question: text,
      attachments: input.media.map((item) => item.name),
      pageLanguage: input.pageLanguage,
      replyLanguage,
      history: toHistory(earlier),
      onDelta: (delta) => void deps.bus.publish({ kind: "delta", sessionId, streamId, delta }).catch(() => undefined),
    });
    const botMessage = await addMessage(deps, { sessionId, content: answer.text, senderType: "bot", echoId: streamId, sources: answer.sources, offerExpert: answer.offerExpert });
    const messages = [userMessage, botMessage];
    // The visitor asked for a person: staff are called in (and told), the visitor hears when to expect them.
    if (answer.intent === "human" && deps.onHumanRequested) {
      const called = await deps.onHumanRequested(conversation);
      if (called) messages.push(called);
    }
    return { sessionId, response: answer.text, messages, assistantUnavailable: false, agentHandling: false };
  } catch (error) {
    if (!(error instanceof AssistantUnavailableError)) throw error;
    const language = replyLanguage ?? input.pageLanguage;
    const fallback = await addMessage(deps, {
      sessionId,
      content: chatText(language, "fallback.aiUnavailable"),
      senderType: "bot",
      echoId: streamId,
      // SPEC section 8: the fallback offers expert contact; stored, so the button is still there after a reload.
      offerExpert: true,
    });
    return { sessionId, response: fallback.content, messages: [userMessage, fallback], assistantUnavailable: true, agentHandling: false };
  } finally {
    await deps.bus.publish({ kind: "typing", sessionId, user: { type: "bot", name: null }, isTyping: false, originSocket: null });
  }
}

function toHistory(messages: ChatMessage[]): AssistantTurn[] {
  return messages
    .filter((m) => m.sender_type === "user" || m.sender_type === "bot" || m.sender_type === "agent")
    .map((m) => ({ role: m.sender_type === "user" ? "user" : "assistant", content: m.content }));
}

export type { ChatBotRequest };
