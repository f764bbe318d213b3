// POST /api/text-to-speech and /api/voice-to-text (SPEC section 7), GET /api/voice (what the widget may offer).
import type { FastifyInstance } from "fastify";
import {
  TEXT_TO_SPEECH_MAX_CHARS,
  textToSpeechRequestSchema,
  VOICE_SAMPLE_RATE,
  VOICE_TO_TEXT_MAX_BYTES,
  VOICE_TO_TEXT_MAX_SECONDS,
  VOICE_TO_TEXT_MIN_SECONDS,
  voiceToTextRequestSchema,
  type TextToSpeechResponse,
  type VoiceToTextResponse,
} from "../../app/chat/voice-contract.ts";
import { detectLanguage } from "../assistant/detect-language.ts";
import type { Db } from "../db/database.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, type ApiErrorOptions } from "../http/api-error.ts";
import { ADDRESS_LIMITS, enforceAddressLimits } from "../security/address-limits.ts";
import { pcmSamples } from "./pcm.ts";
import { SynthesisBusyError } from "./speech-synthesis.ts";
import type { Voice } from "./voice.ts";

type VoiceErrorKey = keyof typeof import("../../content/locales/se/chat.json")["voiceErrors"];

export function voiceError(status: number, code: string, key: VoiceErrorKey, options?: ApiErrorOptions): ApiError {
  return new ApiError(status, code, ["chat", `voiceErrors.${key}`], options);
}

/** Base64 of the largest recording and a quarter more, so a recording a little too long hears why (above: 413 too large). */
const VOICE_TO_TEXT_BODY_LIMIT = Math.ceil((VOICE_TO_TEXT_MAX_BYTES * 1.25) / 3) * 4;

export async function voiceRoutes(app: FastifyInstance, { db, voice }: { db: Db; voice: Voice }) {
  app.get("/api/voice", async (_request, reply) => reply.header("cache-control", "no-store").send(voice.capabilities));

  app.post("/api/text-to-speech", async (request, reply) => {
    const parsed = textToSpeechRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big" && issue.path[0] === "text");
      throw tooLong
        ? voiceError(400, "text_too_long", "textTooLong", { vars: { max: TEXT_TO_SPEECH_MAX_CHARS } })
        : new ApiError(400, "validation", ["chat", "errors.invalid"]);
    }
    await enforceAddressLimits(db, request, [ADDRESS_LIMITS.textToSpeech]);
    const { text, voice: voiceName } = parsed.data;
    // The text's own language, so an English answer on a Swedish page is spoken with English sounds.
    const language = detectLanguage(text, parsed.data.language ?? requestLanguage(request));
    try {
      const mp3 = await voice.speechMp3(text, language, voiceName);
      const response: TextToSpeechResponse = { audioContent: Buffer.from(mp3).toString("base64") };
      return reply.header("cache-control", "no-store").send(response);
    } catch (error) {
      if (error instanceof SynthesisBusyError) throw voiceError(503, "speech_busy", "speechBusy", { headers: { "retry-after": "5" } });
      throw voiceError(502, "speech_failed", "speechFailed", { cause: error });
    }
  });

  app.post("/api/voice-to-text", { bodyLimit: VOICE_TO_TEXT_BODY_LIMIT }, async (request, reply) => {
    if (!voice.service) throw voiceError(503, "voice_unavailable", "voiceUnavailable");
    const parsed = voiceToTextRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.code === "too_big" && issue.path[0] === "audio");
      throw tooLong
        ? voiceError(413, "audio_too_long", "audioTooLong", { vars: { max: VOICE_TO_TEXT_MAX_SECONDS } })
        : voiceError(400, "audio_invalid", "audioInvalid");
    }
    const bytes = Buffer.from(parsed.data.audio, "base64");
    if (bytes.length % 2 !== 0) throw voiceError(400, "audio_invalid", "audioInvalid");
    const seconds = bytes.length / 2 / VOICE_SAMPLE_RATE;
    if (seconds > VOICE_TO_TEXT_MAX_SECONDS) throw voiceError(413, "audio_too_long", "audioTooLong", { vars: { max: VOICE_TO_TEXT_MAX_SECONDS } });
    if (seconds < VOICE_TO_TEXT_MIN_SECONDS) throw voiceError(400, "audio_too_short", "audioTooShort");
    await enforceAddressLimits(db, request, [ADDRESS_LIMITS.voiceToText]);
    try {
      const text = await voice.transcribe(pcmSamples(bytes), parsed.data.language ?? requestLanguage(request));
      const response: VoiceToTextResponse = { text };
      return reply.header("cache-control", "no-store").send(response);
    } catch (error) {
      throw voiceError(502, "voice_error", "voiceFailed", { cause: error });
    }
  });
}
