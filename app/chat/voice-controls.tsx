// The widget's voice controls: the read-aloud toggle (and its stop button), the microphone beside the input, and the
// live call's button and status bar (SPEC sections 2 and 4).
import { LoaderCircle, Mic, Phone, PhoneOff, Square, Volume2, VolumeX } from "lucide-react";
import { iconButton } from "./chat-styles.ts";
import type { CallState, RecorderState } from "./use-voice.ts";
import type { WidgetT } from "./widget-text.tsx";

export function ReadAloudControls({ t, enabled, speaking, onToggle, onStop }: { t: WidgetT; enabled: boolean; speaking: boolean; onToggle: () => void; onStop: () => void }) {
  return (
    <>
      <button type="button" aria-label={t("voice.readAloud")} title={t("voice.readAloud")} aria-pressed={enabled} onClick={onToggle} className={iconButton}>
        {enabled ? <Volume2 aria-hidden="true" className="h-5 w-5" /> : <VolumeX aria-hidden="true" className="h-5 w-5" />}
      </button>
      {speaking ? (
        <button type="button" aria-label={t("voice.stopReading")} title={t("voice.stopReading")} onClick={onStop} className={iconButton}>
          <Square aria-hidden="true" className="h-4 w-4 fill-current" />
        </button>
      ) : null}
      <span role="status" className="sr-only">
        {speaking ? t("voice.reading") : ""}
      </span>
    </>
  );
}

export function MicrophoneButton({ t, state, disabled, onToggle }: { t: WidgetT; state: RecorderState; disabled: boolean; onToggle: () => void }) {
  const label = state === "recording" ? t("voice.stopRecording") : state === "processing" ? t("voice.processing") : t("voice.microphone");
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={state === "recording"}
        data-state={state}
        disabled={disabled || state === "processing"}
        onClick={onToggle}
        className={`${iconButton} data-[state=recording]:bg-red-50 data-[state=recording]:text-red-800 dark:data-[state=recording]:bg-red-950 dark:data-[state=recording]:text-red-100`}
      >
        {state === "processing" ? (
          <LoaderCircle aria-hidden="true" className="h-5 w-5 motion-safe:animate-spin" />
        ) : state === "recording" ? (
          <Square aria-hidden="true" className="h-4 w-4 fill-current" />
        ) : (
          <Mic aria-hidden="true" className="h-5 w-5" />
        )}
      </button>
      <span role="status" className="sr-only">
        {state === "recording" ? t("voice.recording") : state === "processing" ? t("voice.processing") : ""}
      </span>
    </>
  );
}

export function CallButton({ t, state, disabled, onStart }: { t: WidgetT; state: CallState; disabled: boolean; onStart: () => void }) {
  return (
    <button
      type="button"
      aria-label={t("voice.call.start")}
      title={t("voice.call.start")}
      aria-pressed={state !== "disconnected"}
      disabled={disabled || state !== "disconnected"}
      onClick={onStart}
      className={iconButton}
    >
      <Phone aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/** The call's bar above the composer while it lasts: what is happening, and the hang-up button. */
export function CallBar({ t, state, listening, onHangUp }: { t: WidgetT; state: CallState; listening: boolean; onHangUp: () => void }) {
  if (state === "disconnected") return null;
  const status =
    state === "connecting"
      ? t("voice.call.connecting")
      : state === "speaking"
        ? t("voice.call.speaking")
        : listening
          ? t("voice.call.listening")
          : t("voice.call.silent");
  return (
    <section
      aria-label={t("voice.call.label")}
      data-call-state={state}
      className="flex items-center gap-3 border-t border-slate-200 bg-brand-50 px-3 py-2 dark:border-slate-700 dark:bg-slate-800"
    >
      <span aria-hidden="true" className={`h-2.5 w-2.5 shrink-0 rounded-full ${state === "speaking" ? "bg-brand-600 motion-safe:animate-pulse" : "bg-green-700"}`} />
      <p role="status" className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900 dark:text-slate-100">
        {state === "connected" && !listening ? `${t("voice.call.connected")} · ${status}` : status}
      </p>
      <button
        type="button"
        onClick={onHangUp}
        aria-label={t("voice.call.hangUp")}
        title={t("voice.call.hangUp")}
        className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-red-700 text-white hover:bg-red-800"
      >
        <PhoneOff aria-hidden="true" className="h-5 w-5" />
      </button>
    </section>
  );
}
