// The voice endpoints (server/voice/routes.ts), as results like the chat's own calls.
import type { Lang } from "../lib/languages.ts";
import { call, postJson, type ApiResult } from "./chat-api.ts";
import type { TextToSpeechResponse, VoiceCapabilities, VoiceToTextResponse } from "./voice-contract.ts";

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

export function fetchVoiceCapabilities(): Promise<ApiResult<VoiceCapabilities>> {
  return call("/api/voice", {}, (body): body is VoiceCapabilities => isObject(body) && typeof body.input === "boolean" && typeof body.call === "boolean");
}

export function textToSpeech(text: string, language: Lang): Promise<ApiResult<TextToSpeechResponse>> {
  return postJson("/api/text-to-speech", { text, voice: "alloy", language }, (body): body is TextToSpeechResponse => isObject(body) && typeof body.audioContent === "string");
}

export function voiceToText(audio: string, language: Lang): Promise<ApiResult<VoiceToTextResponse>> {
  return postJson("/api/voice-to-text", { audio, language }, (body): body is VoiceToTextResponse => isObject(body) && typeof body.text === "string");
}

export function voiceCallUrl(sessionId: string | null, language: Lang): string {
  const query = new URLSearchParams({ language });
  if (sessionId) query.set("sessionId", sessionId);
  return `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/api/realtime-voice-chat?${query}`;
}
