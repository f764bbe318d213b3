// The configured OpenAI-compatible speech service (OpenAI, Azure OpenAI, speaches, LocalAI…): transcription of
// 24 kHz PCM (sent as WAV) and, when a speech model is named, text-to-speech.
import type { Lang } from "../../app/lib/languages.ts";
import type { VoiceConfig } from "../config.ts";
import { VOICE_SAMPLE_RATE, wavFile } from "./pcm.ts";

/** The service failed or could not be reached; the widget says 'Röstfel' (SPEC section 8). */
export class VoiceServiceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "VoiceServiceError";
  }
}

/** ISO 639-1 codes the transcription API takes as its `language` hint. */
const ISO_LANGUAGE: Record<Lang, string> = { se: "sv", en: "en", fi: "fi", no: "no" };

export type VoiceService = NonNullable<VoiceConfig["service"]>;

function headers(service: VoiceService): Record<string, string> {
  return service.apiKey ? { authorization: `Bearer ${service.apiKey}`, "api-key": service.apiKey } : {};
}

async function call(service: VoiceService, path: string, init: RequestInit): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(`${service.baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(service.timeoutMs) });
  } catch (error) {
    throw new VoiceServiceError(`${path}: unreachable`, { cause: error });
  }
  if (!response.ok) {
    const body = await response.text().catch(() => "");
    throw new VoiceServiceError(`${path}: HTTP ${response.status} ${body.slice(0, 200)}`);
  }
  return response;
}

/** The words in 16-bit 24 kHz mono PCM; `language` is a hint (the page's language), not a constraint on the speaker. */
export async function transcribe(service: VoiceService, samples: Int16Array, language?: Lang): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(wavFile(samples, VOICE_SAMPLE_RATE))], { type: "audio/wav" }), "speech.wav");
  form.append("model", service.transcribeModel);
  form.append("response_format", "json");
  if (language) form.append("language", ISO_LANGUAGE[language]);
  const response = await call(service, "/audio/transcriptions", { method: "POST", body: form, headers: headers(service) });
  const body = (await response.json().catch(() => null)) as { text?: unknown } | null;
  if (typeof body?.text !== "string") throw new VoiceServiceError("/audio/transcriptions: no text in the answer");
  return body.text.trim();
}

/** Speech from the service's /audio/speech: an MP3 file, or raw 24 kHz 16-bit PCM for the call. */
export async function serviceSpeech(service: VoiceService, text: string, voice: string, format: "mp3" | "pcm"): Promise<Uint8Array> {
  if (!service.speechModel) throw new VoiceServiceError("no speech model configured");
  const response = await call(service, "/audio/speech", {
    method: "POST",
    headers: { ...headers(service), "content-type": "application/json" },
    body: JSON.stringify({ model: service.speechModel, input: text, voice, response_format: format }),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.byteLength === 0) throw new VoiceServiceError("/audio/speech: empty audio");
  return bytes;
}
