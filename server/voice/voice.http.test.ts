// The voice endpoints through HTTP and the live call through a real socket, against the OpenAI-compatible test
// server (transcription, speech, realtime) fed with speech espeak-ng made.
import { MPEGDecoder } from "mpg123-decoder";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import type { ChatHistoryResponse } from "../../app/chat/chat-contract.ts";
import type { VoiceCallServerMessage } from "../../app/chat/voice-contract.ts";
import { startOpenAiTestServer, type OpenAiTestServer } from "../assistant/openai-test-server.ts";
import { CHAT_VISITOR_COOKIE } from "../chat/visitor.ts";
import { createTestApp } from "../test-support.ts";
import { pcmBytes, pcmSamples, VOICE_SAMPLE_RATE } from "./pcm.ts";
import { SpeechSynthesizer } from "./speech-synthesis.ts";
import { TEST_REALTIME_ANSWER, TEST_TRANSCRIPTS } from "./voice-test-peer.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
let service: OpenAiTestServer;
const synthesizer = new SpeechSynthesizer({ workers: 1 });
/** "What does hardware support cost?" as espeak-ng says it, 24 kHz PCM: what a microphone would send. */
let question: Int16Array;

beforeAll(async () => {
  service = await startOpenAiTestServer();
  question = pcmSamples((await synthesizer.synthesize("Vad kostar hårdvarusupport?", "se", "pcm24k")).bytes);
});
afterAll(async () => {
  await service.close();
  await synthesizer.close();
});
afterEach(async () => {
  await t?.close();
  t = undefined;
  service.mode = "ok";
  service.voice.mode = "ok";
});

const withService = () => ({ VOICE_BASE_URL: service.url, VOICE_API_KEY: "sk-voice-test" });
const silence = (seconds: number) => new Int16Array(Math.round(seconds * VOICE_SAMPLE_RATE));
const base64 = (samples: Int16Array) => pcmBytes(samples).toString("base64");

async function mp3Seconds(audioContent: string): Promise<number> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const decoded = decoder.decode(new Uint8Array(Buffer.from(audioContent, "base64")));
  decoder.free();
  expect(decoded.errors).toEqual([]);
  return decoded.samplesDecoded / decoded.sampleRate;
}

describe("text-to-speech", () => {
  it("speaks offline by default: an MP3 of the text in its own language", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "POST", url: "/api/text-to-speech", payload: { text: "Hello and welcome. We help with cloud services." } });
    expect(res.statusCode).toBe(200);
    const { audioContent } = res.json() as { audioContent: string };
    expect(await mp3Seconds(audioContent)).toBeGreaterThan(1.5);
    expect((await t.app.inject({ method: "GET", url: "/api/voice" })).json()).toEqual({ speech: true, input: false, call: false });
  }, 30_000);

  it("refuses a text over the limit, an unknown voice and an empty text, in the caller's language", async () => {
    t = await createTestApp();
    const long = await t.app.inject({ method: "POST", url: "/api/text-to-speech", payload: { text: "a".repeat(1501) } });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ error: { code: "text_too_long", message: "Texten är för lång för uppläsning (högst 1500 tecken)." } });
    const english = await t.app.inject({ method: "POST", url: "/api/text-to-speech", headers: { "accept-language": "en" }, payload: { text: "a".repeat(1501) } });
    expect(english.json().error.message).toBe("The text is too long to read aloud (at most 1500 characters).");
    for (const payload of [{ text: "Hej", voice: "robot" }, { text: "   " }, { text: 42 }]) {
      const res = await t.app.inject({ method: "POST", url: "/api/text-to-speech", payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe("validation");
    }
  }, 30_000);

  it("limits the requests of one address (30 a minute)", async () => {
    t = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      statuses.push((await t.app.inject({ method: "POST", url: "/api/text-to-speech", payload: { text: "Hej." } })).statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    const last = await t.app.inject({ method: "POST", url: "/api/text-to-speech", payload: { text: "Hej." } });
    expect(last.statusCode).toBe(429);
    expect(last.headers["retry-after"]).toBeDefined();
  }, 60_000);

  it("goes to the service's /audio/speech when a speech model is named, and says so when it fails", async () => {
    t = await createTestApp({ ...withService(), VOICE_SPEECH_MODEL: "tts-test" });
    const res = await t.app.inject({ method: "POST", url: "/api/text-to-speech", payload: { text: "Hej och välkommen!", voice: "nova" } });
    expect(res.statusCode).toBe(200);
    // The test voice speaks 50 ms per character: 18 characters are 0.9 s (and the MP3 encoder pads up to two frames).
    const seconds = await mp3Seconds(res.json().audioContent);
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(0.9 + (2 * 1152) / 22_050);
    expect(service.voice.speechRequests.at(-1)).toEqual({ model: "tts-test", input: "Hej och välkommen!", voice: "nova", format: "mp3" });
    service.voice.mode = "fail";
    const failed = await t.app.inject({ method: "POST", url: "/api/text-to-speech", headers: { "accept-language": "fi" }, payload: { text: "Hei." } });
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error).toEqual({ code: "speech_failed", message: "Viestiä ei voitu lukea ääneen. Yritä uudelleen." });
  }, 30_000);
});

describe("voice-to-text", () => {
  it("without a service answers 503 with a clear message, and the widget is told there is no microphone", async () => {
    t = await createTestApp();
    const res = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: base64(question) } });
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: "voice_unavailable", message: "Röstinmatning och röstsamtal är inte tillgängliga på den här webbplatsen." });
  }, 30_000);

  it("transcribes espeak-ng's speech through the service as a 24 kHz WAV, with the page's language as a hint", async () => {
    t = await createTestApp(withService());
    expect((await t.app.inject({ method: "GET", url: "/api/voice" })).json()).toEqual({ speech: true, input: true, call: true });
    const res = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: base64(question), language: "se" } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ text: TEST_TRANSCRIPTS.sv });
    const heard = service.voice.transcriptions.at(-1)!;
    expect(heard).toMatchObject({ model: "whisper-1", language: "sv", sampleRate: 24_000, speech: true, authorization: "Bearer sk-voice-test" });
    expect(heard.seconds).toBeCloseTo(question.length / VOICE_SAMPLE_RATE, 3);
    // Silence holds no words: the service hears nothing.
    const quiet = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: base64(silence(1)) } });
    expect(quiet.json()).toEqual({ text: "" });
  }, 30_000);

  it("falls back to AI_BASE_URL and AI_API_KEY when no voice service is named", async () => {
    t = await createTestApp({ AI_BASE_URL: service.url, AI_API_KEY: "sk-ai-test" });
    service.voice.transcripts.push("Registrerad mening.");
    const res = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: base64(question) } });
    expect(res.json()).toEqual({ text: "Registrerad mening." });
    expect(service.voice.transcriptions.at(-1)!.authorization).toBe("Bearer sk-ai-test");
  }, 30_000);

  it("refuses audio that is not 16-bit PCM, too short, or longer than 30 seconds", async () => {
    t = await createTestApp(withService());
    const odd = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: Buffer.alloc(4801).toString("base64") } });
    expect(odd.statusCode).toBe(400);
    expect(odd.json().error.code).toBe("audio_invalid");
    const notBase64 = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: "not base64!" } });
    expect(notBase64.json().error.code).toBe("audio_invalid");
    const short = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: base64(silence(0.1)) } });
    expect(short.json().error).toEqual({ code: "audio_too_short", message: "Inspelningen är för kort." });
    const long = await t.app.inject({ method: "POST", url: "/api/voice-to-text", headers: { "accept-language": "no" }, payload: { audio: base64(silence(30.5)) } });
    expect(long.statusCode).toBe(413);
    expect(long.json().error).toEqual({ code: "audio_too_long", message: "Opptaket er for langt (høyst 30 sekunder)." });
  }, 30_000);

  it("says 'Kunde inte konvertera röst till text' when the service fails, never its message", async () => {
    t = await createTestApp(withService());
    service.voice.mode = "fail";
    const res = await t.app.inject({ method: "POST", url: "/api/voice-to-text", payload: { audio: base64(question) } });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ error: { code: "voice_error", message: "Kunde inte konvertera röst till text" } });
  }, 30_000);
});

interface CallSocket {
  ws: WebSocket;
  events: VoiceCallServerMessage[];
  setCookie: string | undefined;
  next(type: VoiceCallServerMessage["type"], timeoutMs?: number): Promise<VoiceCallServerMessage>;
  closed: Promise<number>;
}

async function openCall(port: number, query = "", headers: Record<string, string> = {}): Promise<CallSocket> {
  const ws = new WebSocket(`ws://127.0.0.1:${port}/api/realtime-voice-chat${query}`, { headers });
  const events: VoiceCallServerMessage[] = [];
  const waiters: Array<() => void> = [];
  let setCookie: string | undefined;
  ws.on("upgrade", (response) => {
    setCookie = [response.headers["set-cookie"] ?? []].flat()[0];
  });
  ws.on("message", (data) => {
    events.push(JSON.parse(data.toString()) as VoiceCallServerMessage);
    for (const waiter of waiters.splice(0)) waiter();
  });
  const closed = new Promise<number>((resolve) => ws.on("close", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
    ws.once("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
  });
  const call: CallSocket = {
    ws,
    events,
    get setCookie() {
      return setCookie;
    },
    closed,
    async next(type, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events.find((event) => event.type === type);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no ${type} within ${timeoutMs} ms; got ${events.map((e) => e.type).join(", ")}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
  };
  return call;
}

/** Sends audio as a microphone does: 4096-sample frames. */
function speak(ws: WebSocket, samples: Int16Array) {
  for (let start = 0; start < samples.length; start += 4096) {
    ws.send(JSON.stringify({ type: "input_audio_buffer.append", audio: base64(samples.subarray(start, start + 4096)) }));
  }
}

describe("the live voice call", () => {
  it("hears speech, transcribes it, answers with the chat's assistant in the visitor's conversation and speaks the answer", async () => {
    t = await createTestApp(withService());
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const call = await openCall(port, "?language=se");
    expect(await call.next("session.created")).toEqual({ type: "session.created", sessionId: null });
    // A visitor without the chat cookie receives one in the handshake: the transcript needs an owner.
    expect(call.setCookie).toMatch(new RegExp(`^${CHAT_VISITOR_COOKIE}=`));
    speak(call.ws, silence(0.5));
    expect(call.events.some((event) => event.type === "input_audio_buffer.speech_started")).toBe(false);
    speak(call.ws, question);
    speak(call.ws, silence(1));
    await call.next("input_audio_buffer.speech_started");
    await call.next("input_audio_buffer.speech_stopped");
    const transcript = (await call.next("conversation.item.input_audio_transcription.completed")) as Extract<
      VoiceCallServerMessage,
      { type: "conversation.item.input_audio_transcription.completed" }
    >;
    expect(transcript.transcript).toBe(TEST_TRANSCRIPTS.sv);
    await call.next("response.audio.done", 20_000);
    const deltas = call.events.filter((event) => event.type === "response.audio.delta");
    const answerSamples = deltas.reduce((sum, event) => sum + Buffer.from(event.delta, "base64").length / 2, 0);
    expect(answerSamples / VOICE_SAMPLE_RATE).toBeGreaterThan(1);
    const said = (await call.next("response.audio_transcript.done")) as Extract<VoiceCallServerMessage, { type: "response.audio_transcript.done" }>;

    // The call's words are in the conversation, where the visitor's widget and the agents see them.
    const cookie = call.setCookie!.split(";")[0]!;
    const history = await t.app.inject({ method: "GET", url: `/api/chat/sessions/${transcript.sessionId}/messages`, headers: { cookie } });
    const messages = (history.json() as ChatHistoryResponse).messages;
    expect(messages.map((m) => m.sender_type)).toEqual(["bot", "user", "bot"]);
    expect(messages[1]!.content).toBe(TEST_TRANSCRIPTS.sv);
    expect(messages[2]!.content.length).toBeGreaterThan(0);
    expect(said.transcript.length).toBeGreaterThan(0);
    call.ws.close();
  }, 60_000);

  it("continues the visitor's own conversation, refuses someone else's, and refuses a call without a service", async () => {
    t = await createTestApp(withService());
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const chat = await t.app.inject({ method: "POST", url: "/api/chat-bot", payload: { message: "Hej", sessionId: null, userInfo: {}, media: [], language: "se" } });
    const sessionId = chat.json().sessionId as string;
    const cookie = chat.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const mine = await openCall(port, `?sessionId=${sessionId}`, { cookie });
    expect(await mine.next("session.created")).toEqual({ type: "session.created", sessionId });
    expect(mine.setCookie).toBeUndefined();
    mine.ws.close();
    await expect(openCall(port, `?sessionId=${sessionId}`)).rejects.toThrow("HTTP 404");
    await expect(openCall(port, "?sessionId=not-a-uuid")).rejects.toThrow("HTTP 400");
    await expect(openCall(port, "", { origin: "https://evil.example" })).rejects.toThrow("HTTP 403");
    await t.close();
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    await expect(openCall((t.app.server.address() as { port: number }).port)).rejects.toThrow("HTTP 503");
  }, 60_000);

  it("answers a malformed message with an error event and closes on an oversized frame or a failing service", async () => {
    t = await createTestApp(withService());
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const call = await openCall(port);
    call.ws.send(JSON.stringify({ type: "response.create" }));
    expect(await call.next("error")).toMatchObject({ code: "invalid" });
    call.ws.send(JSON.stringify({ type: "input_audio_buffer.append", audio: "A".repeat(20_000) }));
    expect(await call.closed).toBe(1009);

    // A microphone sends about 6 frames a second; a socket sending far more is closed (policy violation).
    const flooding = await openCall(port);
    speak(flooding.ws, silence(6));
    expect(await flooding.closed).toBe(1008);

    service.voice.mode = "fail";
    const failing = await openCall(port, "", { "accept-language": "en" });
    speak(failing.ws, question);
    speak(failing.ws, silence(1));
    const error = await failing.next("error");
    expect(error).toEqual({ type: "error", code: "voice_error", message: "Could not convert speech to text" });
    expect(await failing.closed).toBe(1011);
  }, 60_000);

  it("relays to the service's Realtime API when a realtime model is named, translating its event names", async () => {
    t = await createTestApp({ ...withService(), VOICE_REALTIME_MODEL: "gpt-realtime-test" });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    service.voice.transcripts.push("Hur når jag er support?");
    const call = await openCall(port, "?language=se");
    speak(call.ws, question);
    speak(call.ws, silence(1));
    await call.next("input_audio_buffer.speech_started");
    await call.next("input_audio_buffer.speech_stopped");
    await call.next("response.audio.done");
    expect(call.events.filter((event) => event.type === "response.audio.delta").length).toBeGreaterThan(0);
    const transcript = (await call.next("conversation.item.input_audio_transcription.completed")) as { sessionId: string };
    const session = service.voice.realtimeSessions.at(-1)!;
    expect(session.model).toBe("gpt-realtime-test");
    expect(session.received[0]).toBe("session.update");
    // Both sides of the call are in the conversation.
    const cookie = call.setCookie!.split(";")[0]!;
    await expect
      .poll(async () => {
        const history = await t!.app.inject({ method: "GET", url: `/api/chat/sessions/${transcript.sessionId}/messages`, headers: { cookie } });
        return (history.json() as ChatHistoryResponse).messages.map((m) => m.content);
      })
      .toEqual(["Hur når jag er support?", TEST_REALTIME_ANSWER]);
    call.ws.close();
  }, 60_000);
});
