// Offline text-to-speech: espeak-ng (WebAssembly, in npm) on a small pool of worker threads, so that a synthesis
// never blocks the event loop, with a queue limit (a flood is refused, not queued for minutes) and a small cache
// (the welcome and common answers are spoken again and again).
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { Lang } from "../../app/lib/languages.ts";
import type { SynthesisJob, SynthesisResult } from "./espeak-worker.ts";

/** espeak-ng's voice for each site language (Norwegian Bokmål for `no`). */
export const ESPEAK_VOICES: Record<Lang, string> = { se: "sv", en: "en", fi: "fi", no: "nb" };

export interface SynthesizedAudio {
  bytes: Uint8Array;
  /** Number of samples and their rate: the duration is samples / sampleRate. */
  samples: number;
  sampleRate: number;
}

/** The pool is full: the caller answers 503 rather than letting requests wait behind minutes of speech. */
export class SynthesisBusyError extends Error {
  constructor() {
    super("speech synthesis queue full");
    this.name = "SynthesisBusyError";
  }
}

/** Texts shorter than this are not worth splitting (the instantiation of espeak-ng dominates). */
const SPLIT_MIN_CHARS = 60;

/** The text in at most `count` parts of whole sentences, of about equal length. */
export function splitInParts(text: string, count: number): string[] {
  if (text.length < SPLIT_MIN_CHARS) return [text];
  const sentences = (text.match(/[^.!?\n]+(?:[.!?]+|\n|$)/g) ?? [text]).map((s) => s.trim()).filter(Boolean);
  if (sentences.length < 2) return [text];
  const target = text.length / Math.min(count, sentences.length);
  const parts: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length / 2 > target && parts.length < count - 1) {
      parts.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  parts.push(current);
  return parts;
}

interface Pending {
  job: SynthesisJob;
  resolve: (audio: SynthesizedAudio) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  busy: Pending | null;
}

export interface SpeechSynthesizerOptions {
  workers?: number;
  /** Jobs that may wait for a free worker; more are refused with SynthesisBusyError. */
  maxQueue?: number;
  cacheEntries?: number;
}

export class SpeechSynthesizer {
  private readonly workers: PoolWorker[] = [];
  private readonly queue: Pending[] = [];
  private readonly cache = new Map<string, SynthesizedAudio>();
  private readonly maxQueue: number;
  private readonly cacheEntries: number;
  private readonly size: number;
  private nextId = 1;
  private closed = false;

  constructor(options: SpeechSynthesizerOptions = {}) {
    // As many workers as cores (at most 4): the event loop stays free either way, since the work is on the workers.
    this.size = options.workers ?? Math.max(1, Math.min(4, availableParallelism()));
    this.maxQueue = options.maxQueue ?? 32;
    this.cacheEntries = options.cacheEntries ?? 64;
  }

  /**
   * Speech of the text in the language: an MP3 file, or 16-bit PCM at 24 kHz (the live call). A text of several
   * sentences is spoken in parts on several workers at once and joined: lamejs writes constant-bitrate frames without
   * a bit reservoir, so MP3 files concatenate into one valid file (with the encoder's few ms of padding at the seam).
   */
  async synthesize(text: string, lang: Lang, format: SynthesisJob["format"]): Promise<SynthesizedAudio> {
    const parts = this.size > 1 ? splitInParts(text, this.size) : [text];
    if (parts.length === 1) return this.synthesizeOne(text, lang, format);
    const audio = await Promise.all(parts.map((part) => this.synthesizeOne(part, lang, format)));
    const bytes = new Uint8Array(audio.reduce((sum, piece) => sum + piece.bytes.length, 0));
    let offset = 0;
    for (const piece of audio) {
      bytes.set(piece.bytes, offset);
      offset += piece.bytes.length;
    }
    return { bytes, samples: audio.reduce((sum, piece) => sum + piece.samples, 0), sampleRate: audio[0]!.sampleRate };
  }

  private async synthesizeOne(text: string, lang: Lang, format: SynthesisJob["format"]): Promise<SynthesizedAudio> {
    const key = `${format}\u0000${lang}\u0000${text}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    if (this.closed) throw new Error("speech synthesis closed");
    if (this.queue.length >= this.maxQueue) throw new SynthesisBusyError();
    const audio = await new Promise<SynthesizedAudio>((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, text, voice: ESPEAK_VOICES[lang], format }, resolve, reject });
      this.pump();
    });
    this.cache.set(key, audio);
    if (this.cache.size > this.cacheEntries) this.cache.delete(this.cache.keys().next().value!);
    return audio;
  }

  /** Starts the workers ahead of the first request (each compiles espeak-ng once, about a second). */
  warm(): void {
    while (this.workers.length < this.size) this.workers.push(this.spawn());
  }

  private spawn(): PoolWorker {
    const entry: PoolWorker = { worker: new Worker(new URL("./espeak-worker.ts", import.meta.url)), busy: null };
    entry.worker.unref();
    entry.worker.on("message", (result: SynthesisResult) => {
      const pending = entry.busy;
      entry.busy = null;
      if (pending && pending.job.id === result.id) {
        if (result.ok) pending.resolve({ bytes: result.bytes, samples: result.samples, sampleRate: result.sampleRate });
        else pending.reject(new Error(`espeak-ng: ${result.message}`));
      }
      this.pump();
    });
    entry.worker.on("error", (error) => {
      entry.busy?.reject(error);
      entry.busy = null;
    });
    entry.worker.on("exit", () => {
      entry.busy?.reject(new Error("speech worker exited"));
      entry.busy = null;
      const index = this.workers.indexOf(entry);
      if (index >= 0) this.workers.splice(index, 1);
      if (!this.closed) this.pump();
    });
    return entry;
  }

  private pump(): void {
    while (this.queue.length > 0) {
      let free = this.workers.find((entry) => !entry.busy);
      if (!free && this.workers.length < this.size) {
        free = this.spawn();
        this.workers.push(free);
      }
      if (!free) return;
      const next = this.queue.shift()!;
      free.busy = next;
      free.worker.postMessage(next.job);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.queue.splice(0)) pending.reject(new Error("speech synthesis closed"));
    await Promise.all(this.workers.splice(0).map((entry) => entry.worker.terminate()));
  }
}
