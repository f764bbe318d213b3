// The browser's side of audio: the microphone as 24 kHz 16-bit PCM frames (an AudioWorklet from our own origin, as the
// CSP requires), MP3 and PCM played through Web Audio (media-src is 'self', so no data: or blob: audio elements).
import { VOICE_SAMPLE_RATE } from "./voice-contract.ts";

export const CAPTURE_WORKLET_URL = "/pcm-capture-worklet.js";

export interface OpenMicrophone {
  close(): void;
}

/** Asks for the microphone (throws when refused) and hands over 4096-sample frames until closed. */
export async function openMicrophone(onFrame: (frame: Int16Array) => void): Promise<OpenMicrophone> {
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, sampleRate: VOICE_SAMPLE_RATE, echoCancellation: true, noiseSuppression: true },
  });
  const context = new AudioContext({ sampleRate: VOICE_SAMPLE_RATE });
  try {
    await context.audioWorklet.addModule(CAPTURE_WORKLET_URL);
    const source = context.createMediaStreamSource(stream);
    const capture = new AudioWorkletNode(context, "pcm-capture");
    capture.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onFrame(new Int16Array(event.data));
    // A node only runs while the graph is pulled: a silent path to the speakers keeps it running.
    const mute = context.createGain();
    mute.gain.value = 0;
    source.connect(capture).connect(mute).connect(context.destination);
    await context.resume();
  } catch (error) {
    for (const track of stream.getTracks()) track.stop();
    void context.close();
    throw error;
  }
  return {
    close() {
      for (const track of stream.getTracks()) track.stop();
      void context.close();
    },
  };
}

export function concatFrames(frames: Int16Array[]): Int16Array {
  const out = new Int16Array(frames.reduce((sum, frame) => sum + frame.length, 0));
  let offset = 0;
  for (const frame of frames) {
    out.set(frame, offset);
    offset += frame.length;
  }
  return out;
}

/** Little-endian bytes of the samples, base64-encoded (what the API and the call take). */
export function samplesToBase64(samples: Int16Array): string {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let i = 0; i < samples.length; i++) view.setInt16(i * 2, samples[i]!, true);
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** An AudioBuffer of base64 16-bit 24 kHz PCM (one response.audio.delta). */
export function pcmAudioBuffer(context: BaseAudioContext, base64: string): AudioBuffer {
  const bytes = base64ToBytes(base64);
  const view = new DataView(bytes.buffer);
  const count = Math.floor(bytes.length / 2);
  const buffer = context.createBuffer(1, Math.max(1, count), VOICE_SAMPLE_RATE);
  const channel = buffer.getChannelData(0);
  for (let i = 0; i < count; i++) channel[i] = view.getInt16(i * 2, true) / 32768;
  return buffer;
}
