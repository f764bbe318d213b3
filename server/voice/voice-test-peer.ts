// The speech half of the OpenAI-compatible test server (server/assistant/openai-test-server.ts), a real peer for tests
// and end-to-end runs: /audio/transcriptions reads the WAV it is sent and "hears" a transcript the test registered
// (or a fixed question in the requested language) when the audio holds speech, and nothing in silence;
// /audio/speech answers a tone as long as the text would take to say; /realtime speaks the Realtime protocol with
// its current event names (response.output_audio.*) and its own voice activity detection.
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { Mp3Encoder } from "@breezystack/lamejs";
import { WebSocketServer } from "ws";
import { containsSpeech, pcmBytes, pcmSamples, readWav, rms, SPEECH_RMS_THRESHOLD, SPEECH_WINDOW_MS, VOICE_SAMPLE_RATE } from "./pcm.ts";

/** "ok" answers; "fail" answers 500; "hang" never answers (time-outs). */
export type VoiceTestMode = "ok" | "fail" | "hang";
export const VOICE_MODES: readonly VoiceTestMode[] = ["ok", "fail", "hang"];

/** What the test service hears in speech when no transcript was registered: a question in the language asked for. */
export const TEST_TRANSCRIPTS: Record<string, string> = {
  sv: "Vad kostar hårdvarusupport?",
  en: "What does hardware support cost?",
  fi: "Paljonko laitetuki maksaa?",
  no: "Hva koster maskinvarestøtte?",
};
/** What the realtime test model says back. */
export const TEST_REALTIME_ANSWER = "This is the realtime test model answering.";
/** The test voice speaks this long per character of text. */
export const TEST_SPEECH_MS_PER_CHAR = 50;

export interface VoiceTestPeer {
  mode: VoiceTestMode;
  /** Handed out one per transcription of speech, oldest first, before the default questions. */
  transcripts: string[];
  /** Every transcription request: its model, language hint, and the audio's length and whether it held speech. */
  transcriptions: Array<{ model: string; language: string | null; sampleRate: number; seconds: number; speech: boolean; authorization: string | undefined }>;
  speechRequests: Array<{ model: string; input: string; voice: string; format: string }>;
  /** Every realtime connection: its model and the events it received, by type. */
  realtimeSessions: Array<{ model: string | null; received: string[] }>;
}

function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** A 220 Hz tone, as long as the text would take to say (at least 0.3 s, at most 10 s). */
export function testSpeech(text: string, sampleRate = VOICE_SAMPLE_RATE): Int16Array {
  const seconds = Math.min(10, Math.max(0.3, (text.length * TEST_SPEECH_MS_PER_CHAR) / 1000));
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i++) samples[i] = Math.round(Math.sin((2 * Math.PI * 220 * i) / sampleRate) * 0.2 * 32767);
  return samples;
}

function mp3Of(samples: Int16Array, sampleRate: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, 48);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += 1152) parts.push(encoder.encodeBuffer(samples.subarray(start, start + 1152)));
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((part) => new Uint8Array(part.buffer, part.byteOffset, part.byteLength)));
}

function nextTranscript(peer: VoiceTestPeer, language: string | null): string {
  return peer.transcripts.shift() ?? TEST_TRANSCRIPTS[language ?? "en"] ?? TEST_TRANSCRIPTS.en!;
}

/** Answers the speech endpoints and the test-control route for transcripts; false for any other request. */
export async function handleSpeechRequest(peer: VoiceTestPeer, req: IncomingMessage, res: ServerResponse, body: Buffer): Promise<boolean> {
  const path = new URL(req.url ?? "/", "http://test").pathname;
  if (req.method === "POST" && path === "/__transcripts") {
    const texts = (JSON.parse(body.toString("utf8") || "{}") as { texts?: unknown }).texts;
    if (!Array.isArray(texts) || !texts.every((text) => typeof text === "string")) {
      sendJson(res, 400, { error: { message: "texts must be a list of strings" } });
    } else {
      peer.transcripts.push(...texts);
      sendJson(res, 200, { queued: peer.transcripts.length });
    }
    return true;
  }
  if (req.method === "GET" && path === "/__voice") {
    sendJson(res, 200, { transcriptions: peer.transcriptions, speechRequests: peer.speechRequests, realtimeSessions: peer.realtimeSessions });
    return true;
  }
  const transcription = req.method === "POST" && path.endsWith("/audio/transcriptions");
  const speech = req.method === "POST" && path.endsWith("/audio/speech");
  if (!transcription && !speech) return false;
  if (peer.mode === "hang") return true;
  if (peer.mode === "fail") {
    sendJson(res, 500, { error: { message: "The test server was told to fail speech.", type: "server_error" } });
    return true;
  }
  if (transcription) {
    let form: FormData;
    try {
      form = await new Request("http://test", { method: "POST", headers: { "content-type": req.headers["content-type"] ?? "" }, body: new Uint8Array(body) }).formData();
    } catch {
      sendJson(res, 400, { error: { message: "expected multipart/form-data", type: "invalid_request_error" } });
      return true;
    }
    const file = form.get("file");
    const model = form.get("model");
    if (!(file instanceof Blob) || typeof model !== "string" || !model) {
      sendJson(res, 400, { error: { message: "file and model are required", type: "invalid_request_error" } });
      return true;
    }
    let wav: ReturnType<typeof readWav>;
    try {
      wav = readWav(new Uint8Array(await file.arrayBuffer()));
    } catch (error) {
      sendJson(res, 400, { error: { message: `unreadable audio: ${(error as Error).message}`, type: "invalid_request_error" } });
      return true;
    }
    const language = typeof form.get("language") === "string" ? (form.get("language") as string) : null;
    const heard = containsSpeech(wav.samples, wav.sampleRate);
    peer.transcriptions.push({
      model,
      language,
      sampleRate: wav.sampleRate,
      seconds: wav.samples.length / wav.sampleRate,
      speech: heard,
      authorization: req.headers.authorization,
    });
    sendJson(res, 200, { text: heard ? nextTranscript(peer, language) : "" });
    return true;
  }
  const request = JSON.parse(body.toString("utf8") || "{}") as { model?: unknown; input?: unknown; voice?: unknown; response_format?: unknown };
  if (typeof request.model !== "string" || typeof request.input !== "string" || !request.input || typeof request.voice !== "string") {
    sendJson(res, 400, { error: { message: "model, input and voice are required", type: "invalid_request_error" } });
    return true;
  }
  const format = typeof request.response_format === "string" ? request.response_format : "mp3";
  peer.speechRequests.push({ model: request.model, input: request.input, voice: request.voice, format });
  if (format === "pcm") {
    res.writeHead(200, { "content-type": "audio/pcm" });
    res.end(pcmBytes(testSpeech(request.input)));
  } else if (format === "mp3") {
    res.writeHead(200, { "content-type": "audio/mpeg" });
    res.end(mp3Of(testSpeech(request.input, 22_050), 22_050));
  } else {
    sendJson(res, 400, { error: { message: "response_format must be mp3 or pcm here", type: "invalid_request_error" } });
  }
  return true;
}

/** The Realtime WebSocket at /v1/realtime?model=…: server VAD, a transcript, then a spoken answer as audio deltas. */
export function startRealtimeTestPeer(server: Server, peer: VoiceTestPeer): { close(): void } {
  const wss = new WebSocketServer({ server, path: "/v1/realtime" });
  const window = (VOICE_SAMPLE_RATE * SPEECH_WINDOW_MS) / 1000;
  wss.on("connection", (ws, req) => {
    const session = { model: new URL(req.url ?? "/", "http://test").searchParams.get("model"), received: [] as string[] };
    peer.realtimeSessions.push(session);
    const send = (event: object) => ws.readyState === ws.OPEN && ws.send(JSON.stringify(event));
    send({ type: "session.created", session: { model: session.model } });
    let pending = new Int16Array(0);
    let speaking = false;
    let silentMs = 0;
    ws.on("message", (data) => {
      let event: { type?: string; audio?: string };
      try {
        event = JSON.parse(data.toString()) as typeof event;
      } catch {
        return send({ type: "error", error: { message: "not JSON" } });
      }
      session.received.push(event.type ?? "?");
      if (event.type === "session.update") return send({ type: "session.updated" });
      if (event.type !== "input_audio_buffer.append" || typeof event.audio !== "string") return;
      const incoming = pcmSamples(Buffer.from(event.audio, "base64"));
      const joined = new Int16Array(pending.length + incoming.length);
      joined.set(pending);
      joined.set(incoming, pending.length);
      let start = 0;
      for (; start + window <= joined.length; start += window) {
        const loud = rms(joined, start, start + window) > SPEECH_RMS_THRESHOLD;
        if (!speaking && loud) {
          speaking = true;
          silentMs = 0;
          send({ type: "input_audio_buffer.speech_started" });
        } else if (speaking) {
          silentMs = loud ? 0 : silentMs + SPEECH_WINDOW_MS;
          if (silentMs >= 500) {
            speaking = false;
            send({ type: "input_audio_buffer.speech_stopped" });
            send({ type: "conversation.item.input_audio_transcription.completed", transcript: nextTranscript(peer, null) });
            const answer = testSpeech(TEST_REALTIME_ANSWER);
            for (let at = 0; at < answer.length; at += 4096) send({ type: "response.output_audio.delta", delta: pcmBytes(answer.subarray(at, at + 4096)).toString("base64") });
            send({ type: "response.output_audio_transcript.done", transcript: TEST_REALTIME_ANSWER });
            send({ type: "response.output_audio.done" });
            send({ type: "response.done" });
          }
        }
      }
      pending = joined.slice(start);
    });
  });
  return {
    close() {
      for (const client of wss.clients) client.terminate();
      wss.close();
    },
  };
}
