// The voice features' contract, shared by the widget and the server (docs/decisions/017): request shapes, limits,
// and the events of the live call's WebSocket (SPEC section 7).
import { z } from "zod";
import { LANGUAGES } from "../lib/languages.ts";

/** SPEC section 9: audio is 24 kHz mono 16-bit PCM, sent in 4096-sample frames. */
export const VOICE_SAMPLE_RATE = 24_000;
export const VOICE_FRAME_SAMPLES = 4096;
/** SPEC section 9: the transcription toast shows the first 50 characters. */
export const TRANSCRIPT_TOAST_CHARS = 50;
/** Text-to-speech reads at most this much of one message (a long answer is cut at a sentence end before it). */
export const TEXT_TO_SPEECH_MAX_CHARS = 1500;
/** One recording for voice-to-text: at most 30 seconds (1.44 MB of PCM), at least 0.2 seconds. */
export const VOICE_TO_TEXT_MAX_SECONDS = 30;
export const VOICE_TO_TEXT_MIN_SECONDS = 0.2;
export const VOICE_TO_TEXT_MAX_BYTES = VOICE_SAMPLE_RATE * 2 * VOICE_TO_TEXT_MAX_SECONDS;
/** A live call ends after this long. */
export const VOICE_CALL_MAX_SECONDS = 10 * 60;
/** The voices of the OpenAI speech API; espeak-ng speaks its one voice per language whichever is chosen. */
export const SPEECH_VOICES = ["alloy", "ash", "ballad", "cedar", "coral", "echo", "fable", "marin", "nova", "onyx", "sage", "shimmer", "verse"] as const;

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/, "base64");

export const textToSpeechRequestSchema = z.object({
  text: z.string().trim().min(1).max(TEXT_TO_SPEECH_MAX_CHARS),
  voice: z.enum(SPEECH_VOICES).default("alloy"),
  language: z.enum(LANGUAGES).optional(),
});
export type TextToSpeechRequest = z.input<typeof textToSpeechRequestSchema>;
export interface TextToSpeechResponse {
  /** base64 MP3 */
  audioContent: string;
}

export const voiceToTextRequestSchema = z.object({
  audio: base64.max(Math.ceil(VOICE_TO_TEXT_MAX_BYTES / 3) * 4),
  language: z.enum(LANGUAGES).optional(),
});
export interface VoiceToTextResponse {
  text: string;
}

/** What the widget offers: read-aloud always; the microphone and the call only with a speech service. */
export interface VoiceCapabilities {
  speech: boolean;
  input: boolean;
  call: boolean;
}

/** 4096 samples of 16-bit PCM are 8192 bytes, 10 924 base64 characters. */
const FRAME_BASE64_MAX = Math.ceil((VOICE_FRAME_SAMPLES * 2) / 3) * 4;

export const voiceCallClientMessageSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("input_audio_buffer.append"), audio: base64.min(4).max(FRAME_BASE64_MAX) }),
]);
export type VoiceCallClientMessage = z.infer<typeof voiceCallClientMessageSchema>;
/** The largest client frame the call accepts (JSON around one 4096-sample frame). */
export const VOICE_CALL_MAX_FRAME_BYTES = FRAME_BASE64_MAX + 256;

export type VoiceCallServerMessage =
  /** The call is connected; sessionId is the conversation its transcript lands in (null until the first words). */
  | { type: "session.created"; sessionId: string | null }
  | { type: "input_audio_buffer.speech_started" }
  | { type: "input_audio_buffer.speech_stopped" }
  /** What the visitor said; its conversation (created by the first words when there was none). */
  | { type: "conversation.item.input_audio_transcription.completed"; transcript: string; sessionId: string }
  | { type: "response.audio.delta"; delta: string }
  | { type: "response.audio.done" }
  | { type: "response.audio_transcript.done"; transcript: string }
  | { type: "error"; code: string; message: string };
