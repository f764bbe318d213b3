// /api/realtime-voice-chat: the live voice call (SPEC section 7). The browser streams 24 kHz PCM frames; the server
// hears speech (0.01 RMS over 100 ms windows, SPEC section 9), and when the visitor stops it transcribes the words
// (the configured service), lets the chat's own grounded assistant answer in the visitor's conversation (where
// agents see it), and speaks the answer back sentence by sentence as response.audio.delta chunks. With a realtime
// model configured the call is relayed to the service's Realtime WebSocket instead (server/voice/realtime-relay.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { WebSocket } from "ws";
import { z } from "zod";
import {
  VOICE_CALL_MAX_FRAME_BYTES,
  VOICE_CALL_MAX_SECONDS,
  voiceCallClientMessageSchema,
  type VoiceCallServerMessage,
} from "../../app/chat/voice-contract.ts";
import { isLang, type Lang } from "../../app/lib/languages.ts";
import { markdownToText } from "../../app/lib/markdown-text.ts";
import { detectLanguage } from "../assistant/detect-language.ts";
import { answerVisitorMessage, type AnswerDependencies } from "../chat/answer-visitor-message.ts";
import { findOwnedConversation, recentVisitorMessageCount } from "../chat/conversations.ts";
import { CHAT_MESSAGES_PER_MINUTE } from "../chat/routes.ts";
import { CHAT_VISITOR_COOKIE, hashVisitorToken, newVisitorToken, visitorCookieOptions, visitorHashOf } from "../chat/visitor.ts";
import { requestLanguage } from "../http/api-edge.ts";
import { ApiError, rateLimited } from "../http/api-error.ts";
import { assertSocketOrigin, frameBytes, FrameCounter } from "../realtime/socket-guards.ts";
import { ADDRESS_LIMITS, enforceAddressLimits } from "../security/address-limits.ts";
import { pcmBytes, pcmSamples, rms, SPEECH_RMS_THRESHOLD, SPEECH_WINDOW_MS, VOICE_FRAME_SAMPLES, VOICE_SAMPLE_RATE } from "./pcm.ts";
import { relayCall } from "./realtime-relay.ts";
import { voiceError } from "./routes.ts";
import type { Voice } from "./voice.ts";

/** A pause this long after speech ends the visitor's turn (OpenAI's server VAD defaults to 500 ms as well). */
export const END_OF_SPEECH_SILENCE_MS = 500;
/** Audio kept from before the first loud window, so the first syllable is not cut. */
const PRE_ROLL_WINDOWS = 3;
/** One turn is transcribed after at most this much speech even without a pause. */
const MAX_TURN_SECONDS = 30;
/** 4096-sample frames arrive about 6 times a second; room for a burst after a stall. */
const MAX_FRAMES_PER_SECOND = 30;
const WINDOW_SAMPLES = (VOICE_SAMPLE_RATE * SPEECH_WINDOW_MS) / 1000;
/** The answer is spoken in chunks of this many samples (one response.audio.delta each). */
const DELTA_SAMPLES = VOICE_FRAME_SAMPLES;

export interface VoiceCallOptions {
  voice: Voice;
  chat: AnswerDependencies;
  allowedOrigins: string[];
}

const callQuery = z.object({ sessionId: z.uuid().optional(), language: z.string().optional() });

declare module "fastify" {
  interface FastifyRequest {
    voiceCall?: { visitorHash: string; sessionId: string | null; language: Lang };
  }
}

/** The chat cookie a visitor without one receives in the handshake's answer (its transcript needs an owner). */
const HANDSHAKE_COOKIE = Symbol("voice-call-cookie");

export function sendCallEvent(ws: WebSocket, message: VoiceCallServerMessage): void {
  if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(message));
}

/** Sends the localized error event and closes the call (SPEC section 4: a call ends on error). */
export function failCall(ws: WebSocket, error: ApiError, lang: Lang, closeCode = 1011): void {
  const details = error.details(lang);
  sendCallEvent(ws, { type: "error", code: details.code, message: details.message });
  if (ws.readyState === ws.OPEN) ws.close(closeCode, details.code.slice(0, 100));
}

export async function voiceCallRoutes(app: FastifyInstance, options: VoiceCallOptions) {
  const { voice, chat, allowedOrigins } = options;

  app.websocketServer.on("headers", (headers: string[], request: { [HANDSHAKE_COOKIE]?: string }) => {
    const cookie = request[HANDSHAKE_COOKIE];
    if (cookie) headers.push(`Set-Cookie: ${cookie}`);
  });

  const prepare = async (request: FastifyRequest) => {
    assertSocketOrigin(request, allowedOrigins);
    if (!voice.service) throw voiceError(503, "voice_unavailable", "voiceUnavailable");
    const query = callQuery.safeParse(request.query);
    if (!query.success) throw new ApiError(400, "validation", ["chat", "errors.invalid"]);
    let visitorHash = visitorHashOf(request);
    if (query.data.sessionId && !(await findOwnedConversation(chat.db, query.data.sessionId, visitorHash))) {
      throw new ApiError(404, "not_found", ["chat", "errors.notFound"]);
    }
    await enforceAddressLimits(chat.db, request, [ADDRESS_LIMITS.voiceCalls]);
    if (!visitorHash) {
      const token = newVisitorToken();
      (request.raw as { [HANDSHAKE_COOKIE]?: string })[HANDSHAKE_COOKIE] = app.serializeCookie(CHAT_VISITOR_COOKIE, token, visitorCookieOptions(request));
      visitorHash = hashVisitorToken(token);
    }
    const language = isLang(query.data.language) ? query.data.language : requestLanguage(request);
    request.voiceCall = { visitorHash, sessionId: query.data.sessionId ?? null, language };
  };

  app.get("/api/realtime-voice-chat", { websocket: true, preValidation: prepare }, (ws, request) => {
    const call = request.voiceCall!;
    const log = request.log;
    const frames = new FrameCounter(MAX_FRAMES_PER_SECOND);
    const limit = setTimeout(() => failCall(ws, voiceError(408, "call_too_long", "callTooLong"), call.language, 1000), VOICE_CALL_MAX_SECONDS * 1000);
    ws.on("close", () => clearTimeout(limit));

    const relay = voice.service?.realtimeModel
      ? relayCall(ws, { service: voice.service, chat, call, log })
      : null;
    const pipeline = relay ? null : new OfflineCall(ws, voice, chat, call, log);
    sendCallEvent(ws, { type: "session.created", sessionId: call.sessionId });

    ws.on("message", (data, isBinary) => {
      if (frames.flooding()) return failCall(ws, rateLimited(["api", "errors.rateLimited"], 1), call.language, 1008);
      if (isBinary || frameBytes(data) > VOICE_CALL_MAX_FRAME_BYTES) return failCall(ws, voiceError(400, "audio_invalid", "audioInvalid"), call.language, 1009);
      let message;
      try {
        message = voiceCallClientMessageSchema.safeParse(JSON.parse(data.toString()));
      } catch {
        message = null;
      }
      if (!message?.success) return sendCallEvent(ws, { type: "error", code: "invalid", message: voiceError(400, "audio_invalid", "audioInvalid").details(call.language).message });
      const bytes = Buffer.from(message.data.audio, "base64");
      if (bytes.length % 2 !== 0) return sendCallEvent(ws, { type: "error", code: "invalid", message: voiceError(400, "audio_invalid", "audioInvalid").details(call.language).message });
      if (relay) relay.append(message.data.audio);
      else pipeline!.hear(pcmSamples(bytes));
    });
    ws.on("close", () => {
      relay?.close();
      pipeline?.close();
    });
  });
}

/** The offline pipeline of one call: voice activity detection, then transcribe → answer → speak per turn. */
export class OfflineCall {
  private readonly window = new Int16Array(WINDOW_SAMPLES);
  private windowFill = 0;
  private speaking = false;
  private silentMs = 0;
  private preRoll: Int16Array[] = [];
  private turn: Int16Array[] = [];
  /** Increases when the visitor speaks again: an answer still being spoken stops (barge-in). */
  private generation = 0;
  private turns: Promise<void> = Promise.resolve();
  private closed = false;

  private readonly ws: WebSocket;
  private readonly voice: Voice;
  private readonly chat: AnswerDependencies;
  private readonly call: { visitorHash: string; sessionId: string | null; language: Lang };
  private readonly log: FastifyRequest["log"];

  constructor(ws: WebSocket, voice: Voice, chat: AnswerDependencies, call: OfflineCall["call"], log: FastifyRequest["log"]) {
    this.ws = ws;
    this.voice = voice;
    this.chat = chat;
    this.call = call;
    this.log = log;
  }

  hear(samples: Int16Array): void {
    for (let i = 0; i < samples.length; ) {
      const take = Math.min(samples.length - i, WINDOW_SAMPLES - this.windowFill);
      this.window.set(samples.subarray(i, i + take), this.windowFill);
      this.windowFill += take;
      i += take;
      if (this.windowFill === WINDOW_SAMPLES) {
        this.onWindow(this.window.slice());
        this.windowFill = 0;
      }
    }
  }

  private onWindow(window: Int16Array): void {
    const loud = rms(window) > SPEECH_RMS_THRESHOLD;
    if (!this.speaking) {
      this.preRoll.push(window);
      if (this.preRoll.length > PRE_ROLL_WINDOWS) this.preRoll.shift();
      if (!loud) return;
      this.speaking = true;
      this.silentMs = 0;
      this.turn = this.preRoll;
      this.preRoll = [];
      this.generation += 1;
      sendCallEvent(this.ws, { type: "input_audio_buffer.speech_started" });
      return;
    }
    this.turn.push(window);
    this.silentMs = loud ? 0 : this.silentMs + SPEECH_WINDOW_MS;
    const turnSeconds = (this.turn.length * SPEECH_WINDOW_MS) / 1000;
    if (this.silentMs < END_OF_SPEECH_SILENCE_MS && turnSeconds < MAX_TURN_SECONDS) return;
    this.speaking = false;
    sendCallEvent(this.ws, { type: "input_audio_buffer.speech_stopped" });
    const speech = concat(this.turn);
    this.turn = [];
    const generation = this.generation;
    // Turns are answered one after the other, in the order spoken.
    this.turns = this.turns.then(() => this.answer(speech, generation)).catch((error: unknown) => this.fail(error));
  }

  private async answer(speech: Int16Array, generation: number): Promise<void> {
    if (this.closed) return;
    const { chat, call } = this;
    let transcript: string;
    try {
      transcript = await this.voice.transcribe(speech, call.language);
    } catch (error) {
      throw voiceError(502, "voice_error", "voiceFailed", { cause: error });
    }
    if (!transcript || this.closed) return;
    if ((await recentVisitorMessageCount(chat.db, call.visitorHash, 60_000)) >= CHAT_MESSAGES_PER_MINUTE) {
      throw rateLimited(["chat", "errors.rateLimited"], 60);
    }
    const conversation = call.sessionId ? await findOwnedConversation(chat.db, call.sessionId, call.visitorHash) : null;
    const result = await answerVisitorMessage(chat, {
      conversation: conversation ?? null,
      visitorHash: call.visitorHash,
      pageLanguage: call.language,
      replyLanguage: null,
      message: transcript,
      media: [],
      echoId: null,
    });
    call.sessionId = result.sessionId;
    sendCallEvent(this.ws, { type: "conversation.item.input_audio_transcription.completed", transcript, sessionId: result.sessionId });
    const spoken = markdownToText(result.response);
    if (!spoken) return;
    await this.speak(spoken, detectLanguage(spoken, call.language), generation);
  }

  /** Sentence by sentence, so the first words play while the rest is still being synthesized. */
  private async speak(text: string, lang: Lang, generation: number): Promise<void> {
    for (const sentence of sentences(text)) {
      if (this.closed || generation !== this.generation) return;
      const samples = await this.voice.speechPcm(sentence, lang, "alloy");
      for (let start = 0; start < samples.length; start += DELTA_SAMPLES) {
        if (this.closed || generation !== this.generation) return;
        sendCallEvent(this.ws, { type: "response.audio.delta", delta: pcmBytes(samples.subarray(start, start + DELTA_SAMPLES)).toString("base64") });
      }
    }
    sendCallEvent(this.ws, { type: "response.audio_transcript.done", transcript: text });
    sendCallEvent(this.ws, { type: "response.audio.done" });
  }

  private fail(error: unknown): void {
    if (this.closed) return;
    const apiError = error instanceof ApiError ? error : voiceError(500, "call_failed", "callFailed", { cause: error });
    if (apiError.cause !== undefined) this.log.error({ err: apiError.cause }, "voice call failed");
    failCall(this.ws, apiError, this.call.language);
  }

  close(): void {
    this.closed = true;
  }
}

function concat(parts: Int16Array[]): Int16Array {
  const out = new Int16Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The text cut after sentence ends and line breaks; a piece stays whole. */
export function sentences(text: string): string[] {
  return (text.match(/[^.!?\n]+(?:[.!?]+|\n|$)/g) ?? [text]).map((piece) => piece.trim()).filter(Boolean);
}
