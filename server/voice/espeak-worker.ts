// One espeak-ng (WebAssembly) synthesis at a time on a worker thread: the synthesis and the MP3 encoding are
// synchronous CPU work that would otherwise stall every request of the instance (server/voice/speech-synthesis.ts).
import { readFileSync } from "node:fs";
import { parentPort } from "node:worker_threads";
import { Mp3Encoder } from "@breezystack/lamejs";
import ESpeakNg from "espeak-ng";
import { readWav, resample, VOICE_SAMPLE_RATE, pcmBytes } from "./pcm.ts";

export interface SynthesisJob {
  id: number;
  text: string;
  /** espeak-ng's voice name: sv, en, fi, nb. */
  voice: string;
  format: "mp3" | "pcm24k";
}

export type SynthesisResult = { id: number; ok: true; bytes: Uint8Array; samples: number; sampleRate: number } | { id: number; ok: false; message: string };

/**
 * The MP3 is encoded at 16 kHz, 32 kbit/s mono: espeak-ng's formants and fricatives lie below 8 kHz, and lamejs (fixed
 * at its quality 3) encodes a third fewer samples than at espeak-ng's 22 050 Hz — the encoding is most of the time.
 */
const MP3_SAMPLE_RATE = 16_000;
const MP3_KBPS = 32;
const MP3_BLOCK = 1152;

// Compiled once per worker; each synthesis instantiates it anew (espeak-ng's main() runs once per instance).
const compiled = await WebAssembly.compile(readFileSync(new URL(import.meta.resolve("espeak-ng/dist/espeak-ng.wasm"))));

async function speak(text: string, voice: string) {
  const engine = await ESpeakNg({
    // "--" ends the options: a text that starts with "-" is spoken, not read as one.
    arguments: ["-v", voice, "-w", "speech.wav", "--", text],
    instantiateWasm(imports, ready) {
      void WebAssembly.instantiate(compiled, imports).then((instance) => ready(instance, compiled));
      return {};
    },
  });
  return readWav(engine.FS.readFile("speech.wav") as Uint8Array);
}

function mp3(samples: Int16Array, sampleRate: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, MP3_KBPS);
  const parts: Uint8Array[] = [];
  for (let start = 0; start < samples.length; start += MP3_BLOCK) parts.push(encoder.encodeBuffer(samples.subarray(start, start + MP3_BLOCK)));
  parts.push(encoder.flush());
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

parentPort!.on("message", (job: SynthesisJob) => {
  speak(job.text, job.voice)
    .then(({ samples, sampleRate }) => {
      if (job.format === "mp3") {
        const at16k = resample(samples, sampleRate, MP3_SAMPLE_RATE);
        const bytes = mp3(at16k, MP3_SAMPLE_RATE);
        parentPort!.postMessage({ id: job.id, ok: true, bytes, samples: at16k.length, sampleRate: MP3_SAMPLE_RATE } satisfies SynthesisResult, [bytes.buffer as ArrayBuffer]);
      } else {
        const at24k = resample(samples, sampleRate, VOICE_SAMPLE_RATE);
        const bytes = new Uint8Array(pcmBytes(at24k));
        parentPort!.postMessage({ id: job.id, ok: true, bytes, samples: at24k.length, sampleRate: VOICE_SAMPLE_RATE } satisfies SynthesisResult, [bytes.buffer as ArrayBuffer]);
      }
    })
    .catch((error: unknown) => {
      parentPort!.postMessage({ id: job.id, ok: false, message: error instanceof Error ? error.message : String(error) } satisfies SynthesisResult);
    });
});
