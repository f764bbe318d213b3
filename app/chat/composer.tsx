// Writing a message: text (Enter sends, Shift+Enter is a new line), attachments as removable chips, send.
import { Paperclip, SendHorizontal, X } from "lucide-react";
import { useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { showToast } from "../components/toasts.tsx";
import { CHAT_MEDIA_ACCEPT, CHAT_MEDIA_PER_MESSAGE_MAX, CHAT_MESSAGE_MAX_LENGTH } from "./chat-contract.ts";
import { iconButton } from "./chat-styles.ts";
import { TOAST_DURATION_MS, type Draft } from "./use-conversation.ts";
import type { WidgetT } from "./widget-text.tsx";

export function Composer({
  t,
  busy,
  inputRef,
  onSend,
  onTyping,
  onStopTyping,
  extraControls,
}: {
  t: WidgetT;
  busy: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onSend: (text: string, files: readonly File[], draft: Draft) => Promise<void>;
  onTyping: () => void;
  onStopTyping: () => void;
  /** Controls beside the attach button (the microphone); `insertText` adds words to the draft. */
  extraControls?: (composer: { insertText: (text: string) => void; busy: boolean }) => ReactNode;
}) {
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const canSend = !busy && (text.trim().length > 0 || files.length > 0);

  const submit = () => {
    if (!canSend) return;
    const sentText = text;
    const sentFiles = files;
    void onSend(sentText, sentFiles, {
      clear: () => {
        setText("");
        setFiles([]);
      },
      restore: () => {
        setText((current) => current || sentText);
        setFiles((current) => (current.length ? current : sentFiles));
      },
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const addFiles = (chosen: FileList | null) => {
    if (!chosen?.length) return;
    const next = [...files, ...Array.from(chosen)];
    if (next.length > CHAT_MEDIA_PER_MESSAGE_MAX) {
      showToast({
        title: t("composer.tooManyFilesTitle"),
        description: t("composer.tooManyFiles", { max: CHAT_MEDIA_PER_MESSAGE_MAX }),
        duration: TOAST_DURATION_MS,
        variant: "destructive",
      });
    }
    setFiles(next.slice(0, CHAT_MEDIA_PER_MESSAGE_MAX));
  };

  return (
    <form
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="border-t border-slate-200 bg-white px-3 py-3 dark:border-slate-700 dark:bg-slate-900"
    >
      {files.length ? (
        <ul aria-label={t("composer.attachments")} className="mb-2 flex flex-wrap gap-1.5">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${index}`}
              className="inline-flex max-w-full items-center gap-1 rounded-full border border-slate-300 bg-slate-50 py-0.5 pr-0.5 pl-3 text-xs text-slate-800 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
            >
              <span className="truncate">{file.name}</span>
              <button
                type="button"
                aria-label={t("composer.removeFile", { name: file.name })}
                title={t("composer.removeFile", { name: file.name })}
                disabled={busy}
                onClick={() => setFiles((current) => current.filter((_, i) => i !== index))}
                className="grid h-6 w-6 shrink-0 place-items-center rounded-full hover:bg-slate-200 disabled:opacity-50 dark:hover:bg-slate-700"
              >
                <X aria-hidden="true" className="h-3.5 w-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex items-end gap-1.5">
        <input
          ref={fileInput}
          type="file"
          multiple
          accept={CHAT_MEDIA_ACCEPT}
          hidden
          onChange={(event) => {
            addFiles(event.currentTarget.files);
            event.currentTarget.value = "";
          }}
        />
        <button
          type="button"
          className={iconButton}
          aria-label={t("composer.attach")}
          title={t("composer.attach")}
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          <Paperclip aria-hidden="true" className="h-5 w-5" />
        </button>
        {extraControls?.({
          busy,
          insertText: (words) => {
            setText((current) => (current.trim() ? `${current.trimEnd()} ${words}` : words));
            inputRef.current?.focus();
          },
        })}
        <label htmlFor="chat-input" className="sr-only">
          {t("composer.label")}
        </label>
        <textarea
          id="chat-input"
          ref={inputRef}
          rows={1}
          value={text}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={t("composer.placeholder")}
          aria-describedby="chat-input-hint"
          onChange={(event) => {
            setText(event.currentTarget.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          onBlur={onStopTyping}
          className="field-sizing-content max-h-32 min-h-10 flex-1 resize-none rounded-xl border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 dark:border-slate-500 dark:bg-slate-950 dark:text-slate-100 dark:placeholder:text-slate-400"
        />
        <p id="chat-input-hint" className="sr-only">
          {t("composer.hint")}
        </p>
        <button
          type="submit"
          disabled={!canSend}
          aria-label={t("composer.send")}
          title={t("composer.send")}
          className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300 disabled:text-slate-600 dark:disabled:bg-slate-700 dark:disabled:text-slate-300"
        >
          <SendHorizontal aria-hidden="true" className="h-5 w-5" />
        </button>
      </div>
    </form>
  );
}
