// The chat panel, loaded on the first open (React.lazy from chat-launcher.tsx) together with its texts.
import { MessagesSquare, UserRound, X, Zap } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useI18n } from "../lib/i18n.tsx";
import type { Lang } from "../lib/languages.ts";
import { ThemeToggle } from "../components/theme-toggle.tsx";
import { CHAT_PANEL_ID } from "./panel-id.ts";
import { iconButton, smallIconButton } from "./chat-styles.ts";
import { Composer } from "./composer.tsx";
import { settledMessages } from "./conversation.ts";
import { ExpertForm } from "./expert-form.tsx";
import { ExportDialog } from "./export-dialog.tsx";
import { MessageLog } from "./message-log.tsx";
import { QuickActions } from "./quick-actions.tsx";
import { RatingPrompt } from "./rating-prompt.tsx";
import { ScreenShareDialog } from "./screen-share-dialog.tsx";
import { useConversation } from "./use-conversation.ts";
import { useReadAloud, useVoiceCall, useVoiceCapabilities, useVoiceInput } from "./use-voice.ts";
import { CallBar, CallButton, MicrophoneButton, ReadAloudControls } from "./voice-controls.tsx";
import { useWidgetText, WidgetTextProvider } from "./widget-text.tsx";

export interface ChatPanelProps {
  open: boolean;
  /** Move focus into the panel when it opens (not when a reload restores it). */
  focusOnOpen: boolean;
  onClose: () => void;
}

function Panel({ open, focusOnOpen, onClose }: ChatPanelProps) {
  const t = useWidgetText();
  const { lang } = useI18n();
  const conversation = useConversation({ lang, t });
  const voiceCapabilities = useVoiceCapabilities();
  const voiceCall = useVoiceCall({ lang, t, sessionId: conversation.sessionId, onSession: conversation.adoptSession });
  // During a call its answers are already spoken: read-aloud lets them pass.
  const readAloud = useReadAloud({ messages: conversation.messages, ready: conversation.ready, muted: voiceCall.state !== "disconnected", lang, t });
  const insertVoiceText = useRef<(text: string) => void>(() => undefined);
  const voiceInput = useVoiceInput({ lang, t, onText: (text) => insertVoiceText.current(text) });
  const [view, setView] = useState<"chat" | "expert">("chat");
  const [quickActionsOpen, setQuickActionsOpen] = useState(false);
  const input = useRef<HTMLTextAreaElement>(null);
  const expertName = useRef<HTMLInputElement>(null);
  const exportDialog = useRef<HTMLDialogElement>(null);
  const screenShareDialog = useRef<HTMLDialogElement>(null);
  const focusAfterView = useRef(false);

  useEffect(() => {
    if (open && focusOnOpen) input.current?.focus();
  }, [open, focusOnOpen]);

  useEffect(() => {
    if (!focusAfterView.current) return;
    focusAfterView.current = false;
    (view === "expert" ? expertName.current : input.current)?.focus();
  }, [view]);

  const showView = (next: "chat" | "expert") => {
    focusAfterView.current = true;
    setQuickActionsOpen(false);
    setView(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Escape in the export dialog closes only the dialog (the browser does that itself).
    if (event.key !== "Escape" || (event.target as Element).closest("dialog")) return;
    event.stopPropagation();
    onClose();
  };

  const status = t(`panel.status.${conversation.status}`);
  const settled = settledMessages(conversation.messages);

  return (
    <section
      id={CHAT_PANEL_ID}
      role="dialog"
      aria-labelledby="chat-panel-title"
      aria-describedby="chat-panel-status"
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-40 flex flex-col overflow-hidden bg-white text-slate-900 shadow-2xl min-[480px]:inset-auto min-[480px]:right-4 min-[480px]:bottom-24 min-[480px]:h-[min(700px,calc(100dvh-7.5rem))] min-[480px]:w-96 min-[480px]:rounded-2xl min-[480px]:border min-[480px]:border-slate-200 dark:bg-slate-900 dark:text-slate-100 min-[480px]:dark:border-slate-700"
    >
      <div className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <span aria-hidden="true" className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-white/15">
          <MessagesSquare className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="chat-panel-title" className="truncate text-base font-bold">
            {t("panel.title")}
          </h2>
          <p id="chat-panel-status" className="truncate text-xs text-brand-50">
            {status}
          </p>
        </div>
        <button
          type="button"
          aria-label={t("panel.close")}
          title={t("panel.close")}
          onClick={onClose}
          className="grid h-9 w-9 shrink-0 place-items-center rounded-md text-white hover:bg-white/15 focus-visible:outline-white"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>

      <div role="group" aria-label={t("toolbar.label")} className="flex items-center gap-1.5 border-b border-slate-200 px-3 py-2 dark:border-slate-700">
        <button
          type="button"
          onClick={() => showView(view === "expert" ? "chat" : "expert")}
          aria-pressed={view === "expert"}
          className="inline-flex min-w-0 items-center gap-1.5 rounded-md px-2 py-1.5 text-left text-sm leading-tight font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-50 dark:text-brand-100 dark:hover:bg-slate-800 dark:aria-pressed:bg-slate-800"
        >
          <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          {/* Wraps rather than truncates: "Snakk med en ekspert" does not fit beside the other controls on a phone. */}
          <span>{t("toolbar.expert")}</span>
        </button>
        <button
          type="button"
          aria-label={t("toolbar.quickActions")}
          title={t("toolbar.quickActions")}
          aria-expanded={quickActionsOpen}
          aria-controls="chat-quick-actions"
          disabled={view !== "chat"}
          onClick={() => setQuickActionsOpen((shown) => !shown)}
          className={iconButton}
        >
          <Zap aria-hidden="true" className="h-5 w-5" />
        </button>
        <ReadAloudControls t={t} enabled={readAloud.enabled} speaking={readAloud.speaking} onToggle={readAloud.toggle} onStop={readAloud.stop} />
        {voiceCapabilities.call ? <CallButton t={t} state={voiceCall.state} disabled={view !== "chat"} onStart={() => void voiceCall.start()} /> : null}
        <div className="ml-auto shrink-0">
          <ThemeToggle
            labels={{ label: t("theme.label"), light: t("theme.light"), dark: t("theme.dark"), system: t("theme.system") }}
            buttonClassName={smallIconButton}
          />
        </div>
      </div>

      {view === "expert" ? (
        <ExpertForm t={t} firstFieldRef={expertName} onSubmit={conversation.contactExpert} onClose={() => showView("chat")} />
      ) : null}
      {/* Hidden, not unmounted, behind the expert form: the draft and the scroll position stay. */}
      <div hidden={view !== "chat"} className="flex min-h-0 flex-1 flex-col">
        {conversation.ready ? (
          <MessageLog
            messages={conversation.messages}
            busy={conversation.busy}
            typist={conversation.typist}
            lang={lang}
            t={t}
            onContactExpert={() => showView("expert")}
          />
        ) : (
          <p role="status" className="flex-1 px-4 py-4 text-sm text-slate-700 dark:text-slate-300">
            {t("panel.loading")}
          </p>
        )}
        {conversation.status === "resolved" && conversation.sessionId ? <RatingPrompt key={conversation.sessionId} sessionId={conversation.sessionId} t={t} /> : null}
        <QuickActions
          id="chat-quick-actions"
          hidden={!quickActionsOpen}
          t={t}
          lang={lang}
          busy={conversation.busy}
          replyLanguage={conversation.replyLanguage}
          onReply={(text) => {
            setQuickActionsOpen(false);
            void conversation.send(text, [], { clear() {}, restore() {} });
          }}
          onExport={() => exportDialog.current?.showModal()}
          onChooseLanguage={(language: Lang) => void conversation.chooseReplyLanguage(language)}
          onBookCall={onClose}
          onContactExpert={() => showView("expert")}
          onShareScreen={() => screenShareDialog.current?.showModal()}
        />
        <CallBar t={t} state={voiceCall.state} listening={voiceCall.listening} onHangUp={voiceCall.hangUp} />
        <Composer
          t={t}
          busy={conversation.busy || !conversation.ready}
          inputRef={input}
          onSend={conversation.send}
          onTyping={conversation.notifyTyping}
          onStopTyping={conversation.stopTyping}
          extraControls={
            voiceCapabilities.input
              ? ({ insertText, busy }) => {
                  insertVoiceText.current = insertText;
                  return <MicrophoneButton t={t} state={voiceInput.state} disabled={busy} onToggle={() => void voiceInput.toggle()} />;
                }
              : undefined
          }
        />
      </div>
      <ExportDialog dialogRef={exportDialog} messages={settled} lang={lang} t={t} />
      <ScreenShareDialog dialogRef={screenShareDialog} sessionId={conversation.sessionId} onSession={conversation.adoptSession} lang={lang} t={t} />
    </section>
  );
}

export default function ChatPanel(props: ChatPanelProps) {
  const { lang } = useI18n();
  return (
    <WidgetTextProvider lang={lang}>
      <Panel {...props} />
    </WidgetTextProvider>
  );
}
