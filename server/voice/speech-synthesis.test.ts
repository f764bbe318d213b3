// Offline speech in all four languages: espeak-ng on the worker pool, MP3 that a real decoder reads back with the
// duration of the speech, PCM at 24 kHz for the call, and a pool that refuses work beyond its queue.
import { MPEGDecoder } from "mpg123-decoder";
import { afterAll, describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/languages.ts";
import { containsSpeech, pcmSamples, rms } from "./pcm.ts";
import { SpeechSynthesizer, splitInParts, SynthesisBusyError } from "./speech-synthesis.ts";

const TWO_SENTENCES: Record<Lang, string> = {
  se: "Välkommen till vår IT-support. Vi hjälper dig med molntjänster och hårdvara.",
  en: "Welcome to our IT support. We help you with cloud services and hardware.",
  fi: "Tervetuloa IT-tukeemme. Autamme sinua pilvipalveluissa ja laitteissa.",
  no: "Velkommen til vår IT-støtte. Vi hjelper deg med skytjenester og maskinvare.",
};

const synthesizer = new SpeechSynthesizer({ workers: 2 });
afterAll(() => synthesizer.close());

async function decodeMp3(bytes: Uint8Array) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    return decoder.decode(bytes);
  } finally {
    decoder.free();
  }
}

describe("offline speech (espeak-ng)", () => {
  it.each(Object.keys(TWO_SENTENCES) as Lang[])("speaks %s as an MP3 that decodes to the speech's duration", async (lang) => {
    const audio = await synthesizer.synthesize(TWO_SENTENCES[lang], lang, "mp3");
    const decoded = await decodeMp3(audio.bytes);
    expect(decoded.errors).toEqual([]);
    expect(decoded.sampleRate).toBe(audio.sampleRate);
    const spoken = audio.samples / audio.sampleRate;
    const heard = decoded.samplesDecoded / decoded.sampleRate;
    // Two sentences take a few seconds to say; the MP3 holds all of it (plus at most the encoder's padding frames).
    expect(spoken).toBeGreaterThan(2.5);
    expect(spoken).toBeLessThan(9);
    // Each of the (up to two) parts spoken on its own worker carries the encoder's delay and padding.
    expect(Math.abs(heard - spoken)).toBeLessThan(0.25);
    const samples = Int16Array.from(decoded.channelData[0]!, (value) => Math.round(value * 32767));
    expect(containsSpeech(samples, decoded.sampleRate)).toBe(true);
  }, 30_000);

  it("speaks each language with its own voice: the same text sounds different in Swedish and Finnish", async () => {
    const text = "Molntjänster och support.";
    const swedish = await synthesizer.synthesize(text, "se", "pcm24k");
    const finnish = await synthesizer.synthesize(text, "fi", "pcm24k");
    expect(Buffer.from(swedish.bytes).equals(Buffer.from(finnish.bytes))).toBe(false);
  }, 30_000);

  it("gives the call 24 kHz PCM with speech in it", async () => {
    const audio = await synthesizer.synthesize("Hej och välkommen.", "se", "pcm24k");
    expect(audio.sampleRate).toBe(24_000);
    const samples = pcmSamples(audio.bytes);
    expect(samples.length).toBe(audio.samples);
    expect(rms(samples)).toBeGreaterThan(0.01);
  }, 30_000);

  it("speaks a text that begins with a dash instead of reading it as an option", async () => {
    const audio = await synthesizer.synthesize("-v en -w /etc/passwd hej", "se", "pcm24k");
    expect(audio.samples / audio.sampleRate).toBeGreaterThan(1);
  }, 30_000);

  it("splits a longer text into parts of whole sentences for the workers", () => {
    expect(splitInParts(TWO_SENTENCES.en, 2)).toEqual(["Welcome to our IT support.", "We help you with cloud services and hardware."]);
    expect(splitInParts("Hej. Hur mår du?", 2)).toEqual(["Hej. Hur mår du?"]);
    expect(splitInParts(TWO_SENTENCES.en, 1)).toEqual([TWO_SENTENCES.en]);
  });

  it("refuses work beyond its queue instead of queueing without end", async () => {
    const small = new SpeechSynthesizer({ workers: 1, maxQueue: 1, cacheEntries: 0 });
    try {
      const results = await Promise.allSettled(["Ett.", "Två.", "Tre.", "Fyra."].map((text) => small.synthesize(text, "se", "mp3")));
      expect(results.filter((r) => r.status === "rejected" && r.reason instanceof SynthesisBusyError).length).toBeGreaterThan(0);
      expect(results.filter((r) => r.status === "fulfilled").length).toBeGreaterThan(0);
    } finally {
      await small.close();
    }
  }, 30_000);
});
