// The live call relayed to an OpenAI-compatible Realtime WebSocket (VOICE_REALTIME_MODEL): the service hears, answers
// and speaks; we translate its current event names (response.output_audio.*) to the specification's
// (response.audio.*), pass speech_started/stopped through, and write both sides' transcripts into the conversation
// so agents see the call. The relayed model answers from its own instructions, not the site's retrieval.
import type { FastifyRequest } from "fastify";
import WebSocket from "ws";
import type { Lang } from "../../app/lib/languages.ts";
import type { AnswerDependencies } from "../chat/answer-visitor-message.ts";
import { addMessage, createConversation, findOwnedConversation } from "../chat/conversations.ts";
import { VOICE_SAMPLE_RATE } from "./pcm.ts";
import { failCall, sendCallEvent } from "./voice-call.ts";
import { voiceError } from "./routes.ts";
import type { VoiceService } from "./voice-service.ts";

/** The instructions the relayed model receives: the company's assistant, short spoken answers, the visitor's language. */
const INSTRUCTIONS =
  "You are the voice assistant of an IT services company in the Nordics. Answer briefly in plain spoken sentences, in the language the caller speaks (Swedish, English, Finnish or Norwegian). Offer to connect the caller with a human expert when you cannot help.";

export interface RelayedCall {
  append(audioBase64: string): void;
  close(): void;
}

export function realtimeUrl(service: VoiceService): string {
  const url = new URL(`${service.baseUrl}/realtime`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  url.searchParams.set("model", service.realtimeModel!);
  return url.toString();
}

export function relayCall(
  client: WebSocket,
  { service, chat, call, log }: {
    service: VoiceService;
    chat: AnswerDependencies;
    call: { visitorHash: string; sessionId: string | null; language: Lang };
    log: FastifyRequest["log"];
  },
): RelayedCall {
  const upstream = new WebSocket(realtimeUrl(service), {
    headers: service.apiKey ? { authorization: `Bearer ${service.apiKey}`, "api-key": service.apiKey } : {},
    handshakeTimeout: service.timeoutMs,
    maxPayload: 4 * 1024 * 1024,
  });
  const waiting: string[] = [];
  let writes: Promise<unknown> = Promise.resolve();
  const fail = (error: unknown) => {
    log.error({ err: error }, "voice relay failed");
    failCall(client, voiceError(502, "call_failed", "callFailed"), call.language);
    upstream.close();
  };

  const record = (content: string, senderType: "user" | "bot") => {
    writes = writes
      .then(async () => {
        const owned = call.sessionId ? await findOwnedConversation(chat.db, call.sessionId, call.visitorHash) : null;
        const conversation = owned ?? (await createConversation(chat.db, call.visitorHash, call.language, null));
        call.sessionId = conversation.id;
        await addMessage(chat, { sessionId: conversation.id, content, senderType });
        if (senderType === "user") {
          sendCallEvent(client, { type: "conversation.item.input_audio_transcription.completed", transcript: content, sessionId: conversation.id });
        }
      })
      .catch((error: unknown) => log.error({ err: error }, "voice relay transcript not stored"));
  };

  upstream.on("open", () => {
    upstream.send(
      JSON.stringify({
        type: "session.update",
        session: {
          type: "realtime",
          instructions: INSTRUCTIONS,
          audio: {
            input: {
              format: { type: "audio/pcm", rate: VOICE_SAMPLE_RATE },
              turn_detection: { type: "server_vad", silence_duration_ms: 500 },
              transcription: { model: service.transcribeModel },
            },
            output: { format: { type: "audio/pcm", rate: VOICE_SAMPLE_RATE } },
          },
        },
      }),
    );
    for (const audio of waiting.splice(0)) upstream.send(JSON.stringify({ type: "input_audio_buffer.append", audio }));
  });
  upstream.on("message", (data) => {
    let event: { type?: unknown; delta?: unknown; transcript?: unknown; error?: { message?: unknown } };
    try {
      event = JSON.parse(data.toString()) as typeof event;
    } catch {
      return;
    }
    switch (event.type) {
      case "input_audio_buffer.speech_started":
      case "input_audio_buffer.speech_stopped":
        return sendCallEvent(client, { type: event.type });
      // The GA names first, the beta's after: both are what the specification calls response.audio.*.
      case "response.output_audio.delta":
      case "response.audio.delta":
        if (typeof event.delta === "string") sendCallEvent(client, { type: "response.audio.delta", delta: event.delta });
        return;
      case "response.output_audio.done":
      case "response.audio.done":
        return sendCallEvent(client, { type: "response.audio.done" });
      case "conversation.item.input_audio_transcription.completed":
        if (typeof event.transcript === "string" && event.transcript.trim()) record(event.transcript.trim(), "user");
        return;
      case "response.output_audio_transcript.done":
      case "response.audio_transcript.done":
        if (typeof event.transcript === "string" && event.transcript.trim()) {
          record(event.transcript.trim(), "bot");
          sendCallEvent(client, { type: "response.audio_transcript.done", transcript: event.transcript.trim() });
        }
        return;
      case "error":
        return fail(new Error(`realtime service: ${String(event.error?.message ?? "error")}`));
    }
  });
  upstream.on("error", fail);
  upstream.on("close", () => {
    if (client.readyState === client.OPEN) client.close(1000);
  });

  return {
    append(audio) {
      if (upstream.readyState === WebSocket.OPEN) upstream.send(JSON.stringify({ type: "input_audio_buffer.append", audio }));
      else if (upstream.readyState === WebSocket.CONNECTING && waiting.length < 64) waiting.push(audio);
    },
    close() {
      upstream.removeAllListeners("close");
      upstream.removeAllListeners("error");
      // Closing during the handshake reports an error; the visitor has hung up, so it is not one.
      upstream.on("error", () => undefined);
      upstream.close();
    },
  };
}
