// 16-bit PCM, the one audio shape of the voice features (SPEC section 9: 24 kHz mono): WAV headers, resampling,
// loudness, and the base64 the browser and the OpenAI-compatible APIs exchange.

import { VOICE_FRAME_SAMPLES, VOICE_SAMPLE_RATE } from "../../app/chat/voice-contract.ts";

export { VOICE_FRAME_SAMPLES, VOICE_SAMPLE_RATE };
/** SPEC section 9: speech is louder than this RMS (of samples scaled to −1…1) over a 100 ms window. */
export const SPEECH_RMS_THRESHOLD = 0.01;
export const SPEECH_WINDOW_MS = 100;

/** The samples of little-endian 16-bit PCM bytes (an odd last byte is dropped). */
export function pcmSamples(bytes: Uint8Array): Int16Array {
  const count = Math.floor(bytes.byteLength / 2);
  const samples = new Int16Array(count);
  const view = new DataView(bytes.buffer, bytes.byteOffset, count * 2);
  for (let i = 0; i < count; i++) samples[i] = view.getInt16(i * 2, true);
  return samples;
}

/** Little-endian bytes of samples. */
export function pcmBytes(samples: Int16Array): Buffer {
  const bytes = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) bytes.writeInt16LE(samples[i]!, i * 2);
  return bytes;
}

/** A WAV file (RIFF, PCM 16-bit mono) around samples: what /audio/transcriptions accepts. */
export function wavFile(samples: Int16Array, sampleRate: number): Buffer {
  const data = pcmBytes(samples);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** The samples and rate of a 16-bit mono PCM WAV file (espeak-ng's output); chunks before `data` are skipped. */
export function readWav(bytes: Uint8Array): { samples: Int16Array; sampleRate: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  if (bytes.byteLength < 12 || tag(0) !== "RIFF" || tag(8) !== "WAVE") throw new Error("not a WAV file");
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= bytes.byteLength) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === "fmt ") {
      if (view.getUint16(body, true) !== 1 || view.getUint16(body + 2, true) !== 1 || view.getUint16(body + 14, true) !== 16) {
        throw new Error("not 16-bit mono PCM");
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === "data") {
      // espeak-ng writes to a pipe-like file and may leave the size at its maximum: the bytes present count.
      const end = Math.min(bytes.byteLength, body + size);
      return { samples: pcmSamples(bytes.subarray(body, end)), sampleRate };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV file without data");
}

/** Linear-interpolation resampling: espeak-ng speaks at 22 050 Hz, the call plays 24 kHz. */
export function resample(samples: Int16Array, from: number, to: number): Int16Array {
  if (from === to || samples.length === 0) return samples;
  const length = Math.max(1, Math.round((samples.length * to) / from));
  const out = new Int16Array(length);
  const step = from / to;
  for (let i = 0; i < length; i++) {
    const position = i * step;
    const index = Math.floor(position);
    const a = samples[index] ?? samples[samples.length - 1]!;
    const b = samples[index + 1] ?? a;
    out[i] = Math.round(a + (b - a) * (position - index));
  }
  return out;
}

/** Root mean square of samples scaled to −1…1. */
export function rms(samples: Int16Array, start = 0, end = samples.length): number {
  if (end <= start) return 0;
  let sum = 0;
  for (let i = start; i < end; i++) {
    const value = samples[i]! / 32768;
    sum += value * value;
  }
  return Math.sqrt(sum / (end - start));
}

/** True when any 100 ms window of the audio is louder than the speech threshold. */
export function containsSpeech(samples: Int16Array, sampleRate: number): boolean {
  const window = Math.max(1, Math.round((sampleRate * SPEECH_WINDOW_MS) / 1000));
  for (let start = 0; start < samples.length; start += window) {
    if (rms(samples, start, Math.min(samples.length, start + window)) > SPEECH_RMS_THRESHOLD) return true;
  }
  return false;
}
