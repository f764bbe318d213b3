// The voice features over one configuration: offline espeak-ng speech (or the service's, when a speech model is
// named) and transcription by the configured OpenAI-compatible service (none offline: docs/decisions/017).
import type { Lang } from "../../app/lib/languages.ts";
import type { VoiceCapabilities } from "../../app/chat/voice-contract.ts";
import type { VoiceConfig } from "../config.ts";
import { pcmSamples, VOICE_SAMPLE_RATE } from "./pcm.ts";
import { SpeechSynthesizer } from "./speech-synthesis.ts";
import { serviceSpeech, transcribe, type VoiceService } from "./voice-service.ts";

export interface Voice {
  capabilities: VoiceCapabilities;
  /** The service for transcription and the call; null offline. */
  service: VoiceService | null;
  /** An MP3 of the text spoken in the language. */
  speechMp3(text: string, lang: Lang, voice: string): Promise<Uint8Array>;
  /** The text spoken in the language as 16-bit 24 kHz mono PCM (the live call's answer). */
  speechPcm(text: string, lang: Lang, voice: string): Promise<Int16Array>;
  /** The words of 24 kHz PCM; throws VoiceServiceError, or Error when no service is configured. */
  transcribe(samples: Int16Array, lang?: Lang): Promise<string>;
  /** Starts the speech workers ahead of the first request. */
  warm(): void;
  close(): Promise<void>;
}

export function createVoice(config: VoiceConfig, synthesizer = new SpeechSynthesizer()): Voice {
  const service = config.service;
  const serviceSpeaks = Boolean(service?.speechModel);
  return {
    capabilities: { speech: true, input: Boolean(service), call: Boolean(service) },
    service,
    async speechMp3(text, lang, voice) {
      if (service && serviceSpeaks) return serviceSpeech(service, text, voice, "mp3");
      return (await synthesizer.synthesize(text, lang, "mp3")).bytes;
    },
    async speechPcm(text, lang, voice) {
      const bytes = service && serviceSpeaks ? await serviceSpeech(service, text, voice, "pcm") : (await synthesizer.synthesize(text, lang, "pcm24k")).bytes;
      return pcmSamples(bytes);
    },
    async transcribe(samples, lang) {
      if (!service) throw new Error("no voice service configured");
      return transcribe(service, samples, lang);
    },
    warm: () => synthesizer.warm(),
    close: () => synthesizer.close(),
  };
}

export { VOICE_SAMPLE_RATE };
