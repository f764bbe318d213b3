// The widget's voice (SPEC section 4): read-aloud of the assistant's and agents' messages, voice input into the
// composer, and the live call. The microphone and the call exist only when the server has a speech service.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { showToast } from "../components/toasts.tsx";
import { markdownToText } from "../lib/markdown-text.ts";
import type { Lang } from "../lib/languages.ts";
import { WELCOME_MESSAGE_ID, type ShownMessage } from "./conversation.ts";
import { TOAST_DURATION_MS } from "./use-conversation.ts";
import { concatFrames, openMicrophone, pcmAudioBuffer, samplesToBase64, base64ToBytes, type OpenMicrophone } from "./voice-audio.ts";
import { fetchVoiceCapabilities, textToSpeech, voiceCallUrl, voiceToText } from "./voice-api.ts";
import {
  TEXT_TO_SPEECH_MAX_CHARS,
  TRANSCRIPT_TOAST_CHARS,
  VOICE_TO_TEXT_MAX_SECONDS,
  type VoiceCallServerMessage,
  type VoiceCapabilities,
} from "./voice-contract.ts";
import type { WidgetT } from "./widget-text.tsx";

const VOICE_MODE_KEY = "chat-voice-mode";

function toast(t: WidgetT, titleKey: string, descriptionKey: string, description?: string, variant: "default" | "destructive" = "destructive") {
  showToast({ title: t(titleKey), description: description ?? t(descriptionKey), duration: TOAST_DURATION_MS, variant });
}

/** What the server offers; nothing but read-aloud until it has answered, so no button is ever shown dead. */
export function useVoiceCapabilities(): VoiceCapabilities {
  const [capabilities, setCapabilities] = useState<VoiceCapabilities>({ speech: true, input: false, call: false });
  useEffect(() => {
    let cancelled = false;
    void fetchVoiceCapabilities().then((result) => {
      if (!cancelled && result.ok) setCapabilities(result.value);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return capabilities;
}

let sharedContext: AudioContext | null = null;
/** One output context for the widget; created or resumed on a click, so the browser lets it play. */
function audioContext(): AudioContext {
  if (!sharedContext || sharedContext.state === "closed") sharedContext = new AudioContext();
  if (sharedContext.state === "suspended") void sharedContext.resume();
  return sharedContext;
}

/** The text as it is spoken: Markdown marks removed, cut at a sentence end within the server's limit. */
export function spokenText(markdown: string): string {
  const text = markdownToText(markdown);
  if (text.length <= TEXT_TO_SPEECH_MAX_CHARS) return text;
  const cut = text.slice(0, TEXT_TO_SPEECH_MAX_CHARS);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "), cut.lastIndexOf("\n"));
  return end > TEXT_TO_SPEECH_MAX_CHARS / 2 ? cut.slice(0, end + 1) : cut;
}

/** A piece read aloud at a time: short enough that the first words play soon, long enough to sound natural. */
const READ_CHUNK_CHARS = 240;

/** The text in pieces of whole sentences, each at most READ_CHUNK_CHARS (a longer sentence stays whole). */
export function readingChunks(text: string): string[] {
  const sentences = text.match(/[^.!?\n]+(?:[.!?]+|\n|$)/g) ?? [text];
  const chunks: string[] = [];
  for (const sentence of sentences.map((piece) => piece.trim()).filter(Boolean)) {
    const last = chunks.at(-1);
    if (last !== undefined && last.length + 1 + sentence.length <= READ_CHUNK_CHARS) chunks[chunks.length - 1] = `${last} ${sentence}`;
    else chunks.push(sentence);
  }
  return chunks;
}

/**
 * Voice mode: while on, each new assistant or agent message is read aloud as it arrives (the welcome too, when the
 * conversation starts), one at a time; stop() ends the current one and drops the queue.
 */
export function useReadAloud({ messages, ready, muted, lang, t }: { messages: ShownMessage[]; ready: boolean; muted: boolean; lang: Lang; t: WidgetT }) {
  const [enabled, setEnabled] = useState(false);
  const [speaking, setSpeaking] = useState(false);
  const enabledRef = useRef(false);
  const heard = useRef<Set<string> | null>(null);
  const queue = useRef<string[]>([]);
  /** The speech of the queue's next piece, asked for while the current one plays. */
  const prefetched = useRef<{ text: string; result: ReturnType<typeof textToSpeech> } | null>(null);
  const current = useRef<AudioBufferSourceNode | null>(null);
  const playing = useRef(false);
  /** Increases on stop: a piece still being fetched or decoded then is not played. */
  const generation = useRef(0);
  const tRef = useRef(t);
  useLayoutEffect(() => {
    tRef.current = t;
  });

  useEffect(() => {
    const stored = localStorage.getItem(VOICE_MODE_KEY) === "on";
    enabledRef.current = stored;
    setEnabled(stored);
  }, []);

  const playNext = useCallback(async () => {
    if (playing.current) return;
    const text = queue.current.shift();
    if (text === undefined) {
      setSpeaking(false);
      return;
    }
    playing.current = true;
    setSpeaking(true);
    const round = generation.current;
    const finish = () => {
      if (round !== generation.current) return;
      playing.current = false;
      current.current = null;
      void playNext();
    };
    const ahead = prefetched.current;
    prefetched.current = null;
    const pending = ahead && ahead.text === text ? ahead.result : textToSpeech(text, lang);
    const next = queue.current[0];
    if (next !== undefined) prefetched.current = { text: next, result: textToSpeech(next, lang) };
    const result = await pending;
    if (round !== generation.current) return;
    if (!enabledRef.current) return finish();
    if (!result.ok) {
      toast(tRef.current, "voice.errors.speechTitle", "voice.errors.speech", result.kind === "http" ? (result.message ?? undefined) : undefined);
      return finish();
    }
    try {
      const context = audioContext();
      const bytes = base64ToBytes(result.value.audioContent);
      const buffer = await context.decodeAudioData(bytes.buffer as ArrayBuffer);
      if (round !== generation.current) return;
      if (!enabledRef.current) return finish();
      const source = context.createBufferSource();
      source.buffer = buffer;
      source.connect(context.destination);
      source.onended = finish;
      current.current = source;
      source.start();
    } catch {
      toast(tRef.current, "voice.errors.speechTitle", "voice.errors.speech");
      finish();
    }
  }, [lang]);

  // New assistant and agent messages are read when they are complete (not while an answer still streams in).
  useEffect(() => {
    if (!ready) return;
    const spoken = messages.filter((m) => (m.sender_type === "bot" || m.sender_type === "agent") && m.origin !== "stream" && m.content.trim());
    if (!heard.current) {
      // On opening, what was said before is not read again; a fresh conversation's welcome is (SPEC section 4).
      const onlyWelcome = messages.length === 1 && messages[0]!.id === WELCOME_MESSAGE_ID;
      heard.current = new Set(onlyWelcome ? [] : spoken.map((m) => m.id));
    }
    for (const message of spoken) {
      const key = message.echo_id ?? message.id;
      if (heard.current.has(message.id) || heard.current.has(key)) continue;
      heard.current.add(message.id);
      heard.current.add(key);
      if (enabledRef.current && !muted) queue.current.push(...readingChunks(spokenText(message.content)));
    }
    void playNext();
  }, [messages, ready, muted, playNext]);

  const stop = useCallback(() => {
    generation.current += 1;
    queue.current = [];
    prefetched.current = null;
    const source = current.current;
    current.current = null;
    if (source) {
      source.onended = null;
      source.stop();
    }
    playing.current = false;
    setSpeaking(false);
  }, []);

  const toggle = useCallback(() => {
    const next = !enabledRef.current;
    enabledRef.current = next;
    setEnabled(next);
    localStorage.setItem(VOICE_MODE_KEY, next ? "on" : "off");
    if (next) audioContext();
    else stop();
  }, [stop]);

  useEffect(() => stop, [stop]);
  return { enabled, speaking, toggle, stop };
}

export type RecorderState = "idle" | "recording" | "processing";

/** Voice to text: record, send, and hand the words to the composer; the toast shows their first 50 characters. */
export function useVoiceInput({ lang, t, onText }: { lang: Lang; t: WidgetT; onText: (text: string) => void }) {
  const [state, setState] = useState<RecorderState>("idle");
  const microphone = useRef<OpenMicrophone | null>(null);
  const frames = useRef<Int16Array[]>([]);
  const limit = useRef<ReturnType<typeof setTimeout> | null>(null);

  const finish = useCallback(async () => {
    if (limit.current) clearTimeout(limit.current);
    limit.current = null;
    microphone.current?.close();
    microphone.current = null;
    setState("processing");
    const samples = concatFrames(frames.current.splice(0));
    const result = await voiceToText(samplesToBase64(samples), lang);
    setState("idle");
    if (!result.ok) {
      // The service could not make words of it: 'Röstfel'; the recording did not reach it: 'Fel' (SPEC section 8).
      if (result.kind === "http" && result.status === 502) toast(t, "voice.errors.voiceTitle", "voice.errors.voice");
      else if (result.kind === "http" && result.status < 500 && result.message) toast(t, "voice.errors.voiceTitle", "voice.errors.voice", result.message);
      else toast(t, "voice.errors.sendTitle", "voice.errors.send");
      return;
    }
    const text = result.value.text.trim();
    if (!text) {
      toast(t, "voice.errors.voiceTitle", "voice.errors.voice");
      return;
    }
    onText(text);
    const preview = text.length > TRANSCRIPT_TOAST_CHARS ? `${text.slice(0, TRANSCRIPT_TOAST_CHARS)}…` : text;
    toast(t, "voice.transcribedTitle", "", preview, "default");
  }, [lang, onText, t]);

  const toggle = useCallback(async () => {
    if (state === "processing") return;
    if (state === "recording") return finish();
    frames.current = [];
    try {
      microphone.current = await openMicrophone((frame) => frames.current.push(frame));
    } catch {
      toast(t, "voice.errors.micTitle", "voice.errors.mic");
      return;
    }
    setState("recording");
    limit.current = setTimeout(() => void finish(), VOICE_TO_TEXT_MAX_SECONDS * 1000 - 500);
  }, [finish, state, t]);

  useEffect(
    () => () => {
      if (limit.current) clearTimeout(limit.current);
      microphone.current?.close();
    },
    [],
  );
  return { state, toggle };
}

export type CallState = "disconnected" | "connecting" | "connected" | "speaking";

/**
 * The live call: the microphone streams to /api/realtime-voice-chat; the answer's audio deltas play as they arrive
 * (AI speaking), and the call ends on hang-up, on an error, or when the server closes it.
 */
export function useVoiceCall({
  lang,
  t,
  sessionId,
  onSession,
}: {
  lang: Lang;
  t: WidgetT;
  sessionId: string | null;
  onSession: (sessionId: string) => void;
}) {
  const [state, setState] = useState<CallState>("disconnected");
  const [listening, setListening] = useState(false);
  const socket = useRef<WebSocket | null>(null);
  const microphone = useRef<OpenMicrophone | null>(null);
  const playback = useRef({ playhead: 0, sources: new Set<AudioBufferSourceNode>(), done: false });
  const stateRef = useRef<CallState>("disconnected");
  const setCallState = (next: CallState) => {
    stateRef.current = next;
    setState(next);
  };

  const stopPlayback = () => {
    for (const source of playback.current.sources) {
      source.onended = null;
      source.stop();
    }
    playback.current = { playhead: 0, sources: new Set(), done: false };
  };

  const hangUp = useCallback(() => {
    const ws = socket.current;
    socket.current = null;
    if (ws) {
      ws.onclose = null;
      ws.close(1000);
    }
    microphone.current?.close();
    microphone.current = null;
    stopPlayback();
    setListening(false);
    setCallState("disconnected");
  }, []);

  const play = (delta: string) => {
    const context = audioContext();
    const buffer = pcmAudioBuffer(context, delta);
    const source = context.createBufferSource();
    source.buffer = buffer;
    source.connect(context.destination);
    const state = playback.current;
    const at = Math.max(context.currentTime, state.playhead);
    state.playhead = at + buffer.duration;
    state.sources.add(source);
    source.onended = () => {
      state.sources.delete(source);
      if (state.sources.size === 0 && state.done && stateRef.current === "speaking") setCallState("connected");
    };
    source.start(at);
    state.done = false;
    setCallState("speaking");
  };

  const start = useCallback(async () => {
    if (stateRef.current !== "disconnected") return;
    setCallState("connecting");
    audioContext();
    const ws = new WebSocket(voiceCallUrl(sessionId, lang));
    socket.current = ws;
    const fail = (titleKey: string, descriptionKey: string, description?: string) => {
      if (socket.current !== ws) return;
      hangUp();
      toast(t, titleKey, descriptionKey, description);
    };
    ws.onerror = () => fail("voice.errors.callTitle", "voice.errors.call");
    ws.onclose = () => fail("voice.errors.callTitle", "voice.errors.call");
    ws.onmessage = (event: MessageEvent<string>) => {
      let message: VoiceCallServerMessage;
      try {
        message = JSON.parse(event.data) as VoiceCallServerMessage;
      } catch {
        return;
      }
      switch (message.type) {
        case "session.created":
          if (stateRef.current === "connecting") setCallState("connected");
          return;
        case "input_audio_buffer.speech_started":
          // The visitor talks over the answer: it stops (the server stops sending it too).
          stopPlayback();
          setListening(true);
          if (stateRef.current === "speaking") setCallState("connected");
          return;
        case "input_audio_buffer.speech_stopped":
          setListening(false);
          return;
        case "conversation.item.input_audio_transcription.completed":
          onSession(message.sessionId);
          return;
        case "response.audio.delta":
          play(message.delta);
          return;
        case "response.audio.done":
          playback.current.done = true;
          if (playback.current.sources.size === 0 && stateRef.current === "speaking") setCallState("connected");
          return;
        case "error":
          fail("voice.errors.voiceTitle", "voice.errors.voice", message.message);
          return;
      }
    };
    ws.onopen = async () => {
      try {
        microphone.current = await openMicrophone((frame) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "input_audio_buffer.append", audio: samplesToBase64(frame) }));
        });
        if (socket.current !== ws) microphone.current.close();
      } catch {
        fail("voice.errors.micTitle", "voice.errors.mic");
      }
    };
  }, [hangUp, lang, onSession, sessionId, t]);

  useEffect(() => hangUp, [hangUp]);
  return { state, listening, start, hangUp };
}
