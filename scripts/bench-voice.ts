// Voice figures for npm run bench, on a server process of its own whose speech service is the OpenAI-compatible test
// server (in this process): text-to-speech time to first audio for a two-sentence answer (the endpoint answers the
// whole MP3, so first audio is the full answer), beside baselines of the same run; and, in the live call's offline
// pipeline, the time from the end of the visitor's speech to the first response.audio.delta, with the microphone's
// frames sent at real-time pace (4096 samples every 171 ms) so that the end-of-speech pause is waited for as in life.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import ESpeakNg from "espeak-ng";
import WebSocket from "ws";
import { startOpenAiTestServer } from "../server/assistant/openai-test-server.ts";
import { pcmBytes, readWav, resample, rms, SPEECH_RMS_THRESHOLD, VOICE_FRAME_SAMPLES, VOICE_SAMPLE_RATE } from "../server/voice/pcm.ts";

const ROOT = resolve(import.meta.dirname, "..");

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return { runs: sorted.length, p50Ms: +percentile(sorted, 50).toFixed(1), p95Ms: +percentile(sorted, 95).toFixed(1), maxMs: +(sorted.at(-1) ?? NaN).toFixed(1) };
}

/** Two sentences as the assistant would answer them, made different by a number so no cached speech is reused. */
const ANSWERS = [
  (n: number) => ({ text: `Vår hårdvarusupport kostar från ${n} kronor i månaden. Kontakta oss så tar vi fram en offert.`, language: "se" }),
  (n: number) => ({ text: `Our hardware support starts at ${n} euros a month. Contact us and we will send you a quote.`, language: "en" }),
  (n: number) => ({ text: `Laitetukemme maksaa alkaen ${n} euroa kuukaudessa. Ota yhteyttä, niin teemme tarjouksen.`, language: "fi" }),
  (n: number) => ({ text: `Maskinvarestøtten vår koster fra ${n} kroner i måneden. Kontakt oss, så lager vi et tilbud.`, language: "no" }),
];

async function startSite(port: number, env: Record<string, string>): Promise<{ child: ChildProcess; origin: string; dataDir: string }> {
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), "bench-voice-"));
  const child = spawn(process.execPath, ["server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "error", SITE_URL: origin, TRUST_PROXY: "true", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${origin}/readyz`)).ok) return { child, origin, dataDir };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error("server did not start");
}

let address = 0;
/** Each request comes from an address of its own (the server trusts one proxy hop), so the rate limits stay out of it. */
const nextAddress = () => {
  address += 1;
  return `198.18.${Math.floor(address / 250) % 250}.${address % 250}`;
};

async function timed(url: string, init: RequestInit): Promise<{ ms: number; status: number; bytes: number }> {
  const start = performance.now();
  const res = await fetch(url, init);
  const body = await res.arrayBuffer();
  return { ms: performance.now() - start, status: res.status, bytes: body.byteLength };
}

async function benchTextToSpeech(origin: string, rounds: number) {
  const post = (body: unknown) =>
    timed(`${origin}/api/text-to-speech`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": nextAddress() },
      body: JSON.stringify(body),
    });
  // The workers start with the server; the first synthesis per worker compiles nothing more, but warm up anyway.
  for (let i = 0; i < 4; i++) await post(ANSWERS[i]!(1000 + i));
  const speech: number[] = [];
  const validation: number[] = [];
  const healthz: number[] = [];
  let mp3Bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const result = await post(ANSWERS[i % ANSWERS.length]!(2000 + i));
    if (result.status !== 200) throw new Error(`text-to-speech answered ${result.status}`);
    speech.push(result.ms);
    mp3Bytes += result.bytes;
    validation.push((await post({ text: "x".repeat(1501) })).ms);
    healthz.push((await timed(`${origin}/healthz`, {})).ms);
  }
  // Two visitors at once on this machine's speech workers.
  const concurrent: number[] = [];
  for (let i = 0; i < rounds / 2; i++) {
    const pair = await Promise.all([post(ANSWERS[i % 4]!(5000 + i)), post(ANSWERS[(i + 1) % 4]!(7000 + i))]);
    concurrent.push(...pair.map((r) => r.ms));
  }
  return {
    twoSentences: summary(speech),
    twoAtOnce: summary(concurrent),
    averageBase64Bytes: Math.round(mp3Bytes / rounds),
    baselineValidationError: summary(validation),
    baselineHealthz: summary(healthz),
  };
}

/** The question as espeak-ng says it, at 24 kHz, and where its speech ends (the last loud 100 ms window). */
async function spokenQuestion() {
  const engine = await ESpeakNg({ arguments: ["-v", "sv", "-w", "q.wav", "--", "Vad kostar hårdvarusupport?"] });
  const { samples, sampleRate } = readWav(engine.FS.readFile("q.wav"));
  const speech = resample(samples, sampleRate, VOICE_SAMPLE_RATE);
  const lead = new Int16Array(Math.round(0.3 * VOICE_SAMPLE_RATE));
  const audio = new Int16Array(lead.length + speech.length);
  audio.set(speech, lead.length);
  const window = VOICE_SAMPLE_RATE / 10;
  let end = 0;
  for (let start = 0; start < audio.length; start += window) {
    if (rms(audio, start, Math.min(audio.length, start + window)) > SPEECH_RMS_THRESHOLD) end = Math.min(audio.length, start + window);
  }
  return { audio, speechEndSample: end };
}

async function oneTurn(origin: string, question: { audio: Int16Array; speechEndSample: number }) {
  const ws = new WebSocket(`${origin.replace("http", "ws")}/api/realtime-voice-chat?language=se`, { headers: { "x-forwarded-for": nextAddress() } });
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  let stoppedAt = 0;
  const firstDelta = new Promise<number>((resolve, reject) => {
    ws.on("message", (data) => {
      const event = JSON.parse(data.toString()) as { type: string; message?: string };
      if (event.type === "input_audio_buffer.speech_stopped") stoppedAt = performance.now();
      if (event.type === "response.audio.delta") resolve(performance.now());
      if (event.type === "error") reject(new Error(event.message));
    });
    setTimeout(() => reject(new Error("no audio within 15 s")), 15_000);
  });
  // Frames leave when their audio has been "recorded": frame k at start + (k + 1) · 4096 / 24 000 s; after the question, silence.
  const start = performance.now();
  let got = false;
  void firstDelta.then(() => (got = true), () => (got = true));
  for (let frame = 0; !got && frame < 200; frame++) {
    const due = start + ((frame + 1) * VOICE_FRAME_SAMPLES * 1000) / VOICE_SAMPLE_RATE;
    await new Promise((r) => setTimeout(r, Math.max(0, due - performance.now())));
    const from = frame * VOICE_FRAME_SAMPLES;
    const samples = from < question.audio.length ? question.audio.subarray(from, from + VOICE_FRAME_SAMPLES) : new Int16Array(VOICE_FRAME_SAMPLES);
    ws.send(JSON.stringify({ type: "input_audio_buffer.append", audio: pcmBytes(samples).toString("base64") }));
  }
  const deltaAt = await firstDelta;
  ws.close();
  const speechEndedAt = start + (question.speechEndSample * 1000) / VOICE_SAMPLE_RATE;
  return { fromEndOfSpeech: deltaAt - speechEndedAt, fromSpeechStopped: deltaAt - stoppedAt };
}

async function benchCall(origin: string, turns: number) {
  const question = await spokenQuestion();
  const fromEnd: number[] = [];
  const fromStopped: number[] = [];
  await oneTurn(origin, question); // warm-up
  for (let i = 0; i < turns; i++) {
    const turn = await oneTurn(origin, question);
    fromEnd.push(turn.fromEndOfSpeech);
    fromStopped.push(turn.fromSpeechStopped);
  }
  return { endOfSpeechToFirstDelta: summary(fromEnd), speechStoppedToFirstDelta: summary(fromStopped) };
}

/** Runs on `port` (a server of its own, stopped afterwards). */
export async function benchVoice({ port, rounds = 40, turns = 20 }: { port: number; rounds?: number; turns?: number }) {
  const service = await startOpenAiTestServer();
  const site = await startSite(port, { VOICE_BASE_URL: service.url });
  try {
    const textToSpeech = await benchTextToSpeech(site.origin, rounds);
    const call = await benchCall(site.origin, turns);
    return { textToSpeech, call, endOfSpeechPauseMs: 500 };
  } finally {
    const exited = new Promise((r) => site.child.once("exit", r));
    site.child.kill("SIGTERM");
    await exited;
    await service.close();
    rmSync(site.dataDir, { recursive: true, force: true });
  }
}

export function printVoice(voice: Awaited<ReturnType<typeof benchVoice>>) {
  const t = voice.textToSpeech;
  console.log(`\nText-to-speech, two sentences in the four languages rotating, offline espeak-ng → MP3, one request at a time (${t.twoSentences.runs} runs):`);
  console.log(`  time to audio            p50 ${t.twoSentences.p50Ms} ms, p95 ${t.twoSentences.p95Ms} ms (target p95 < 300 ms), max ${t.twoSentences.maxMs} ms; MP3 ~${t.averageBase64Bytes} bytes of JSON`);
  console.log(`  two requests at once     p50 ${t.twoAtOnce.p50Ms} ms, p95 ${t.twoAtOnce.p95Ms} ms`);
  console.log(`  baseline, same endpoint's validation error p95 ${t.baselineValidationError.p95Ms} ms; /healthz p95 ${t.baselineHealthz.p95Ms} ms`);
  const c = voice.call;
  console.log(`Live call, offline pipeline (transcription by the test service, offline assistant, espeak-ng), ${c.endOfSpeechToFirstDelta.runs} turns at real-time pace:`);
  console.log(`  end of speech → first response.audio.delta p50 ${c.endOfSpeechToFirstDelta.p50Ms} ms, p95 ${c.endOfSpeechToFirstDelta.p95Ms} ms (target p95 < 800 ms; includes the ${voice.endOfSpeechPauseMs} ms pause that ends a turn)`);
  console.log(`  speech_stopped → first delta (server work alone) p50 ${c.speechStoppedToFirstDelta.p50Ms} ms, p95 ${c.speechStoppedToFirstDelta.p95Ms} ms`);
}

// Standalone: `node scripts/bench-voice.ts [port]`.
if (import.meta.filename === process.argv[1]) {
  const voice = await benchVoice({ port: Number(process.argv[2] ?? 3390) });
  printVoice(voice);
  console.log(JSON.stringify(voice, null, 2));
}
