// The export dialog: counts, sentiment, a preview of the first messages, and PDF, text and share.
import { FileDown, FileText, Share2 } from "lucide-react";
import { useState, type RefObject } from "react";
import { showToast } from "../components/toasts.tsx";
import { HTML_LANG, type Lang } from "../lib/languages.ts";
import { EXPORT_PREVIEW_MESSAGES } from "./chat-contract.ts";
import { exportCounts, exportFileName, downloadFile, plainText, transcriptPdf, transcriptText, type Transcript } from "./chat-export.ts";
import { primaryButton, secondaryButton } from "./chat-styles.ts";
import type { ShownMessage } from "./conversation.ts";
import { messageText, senderLabel } from "./message-log.tsx";
import { TOAST_DURATION_MS } from "./use-conversation.ts";
import type { WidgetT } from "./widget-text.tsx";

const PREVIEW_LENGTH = 140;

function Counts({ title, items }: { title: string; items: [string, number][] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{title}</h3>
      <dl className="mt-1.5 grid grid-cols-2 gap-1.5 sm:grid-cols-4">
        {items.map(([label, value]) => (
          <div key={label} className="rounded-md bg-slate-100 px-2 py-1.5 dark:bg-slate-800">
            <dt className="text-xs text-slate-700 dark:text-slate-300">{label}</dt>
            <dd className="text-lg font-bold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ExportDialog({
  dialogRef,
  messages,
  lang,
  t,
}: {
  dialogRef: RefObject<HTMLDialogElement | null>;
  messages: ShownMessage[];
  lang: Lang;
  t: WidgetT;
}) {
  const [failed, setFailed] = useState(false);
  const [working, setWorking] = useState(false);
  const counts = exportCounts(messages);
  const preview = messages.slice(0, EXPORT_PREVIEW_MESSAGES);

  const transcript = (at: Date): Transcript => {
    const time = new Intl.DateTimeFormat(HTML_LANG[lang], { dateStyle: "short", timeStyle: "short" });
    return {
      title: t("export.documentTitle"),
      exportedAt: t("export.exportedAt", { date: time.format(at) }),
      attachmentsLine: (names) => t("export.attachments", { names }),
      entries: messages.map((message) => ({
        sender: senderLabel(message, t),
        time: time.format(new Date(message.created_at)),
        content: plainText(messageText(message, t)),
        attachments: message.media.map((item) => item.name),
      })),
    };
  };

  const exportPdf = async () => {
    setFailed(false);
    setWorking(true);
    try {
      const at = new Date();
      downloadFile(await transcriptPdf(transcript(at)), exportFileName(t("export.filePrefix"), at, "pdf"));
    } catch {
      setFailed(true);
    } finally {
      setWorking(false);
    }
  };

  const exportText = () => {
    const at = new Date();
    const blob = new Blob([transcriptText(transcript(at))], { type: "text/plain;charset=utf-8" });
    downloadFile(blob, exportFileName(t("export.filePrefix"), at, "txt"));
  };

  const share = async () => {
    const text = transcriptText(transcript(new Date()));
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: t("export.documentTitle"), text });
        return;
      } catch (error) {
        // The visitor closed the share sheet: nothing more to do. Any other failure falls back to the clipboard.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(text);
      showToast({ title: t("export.copiedTitle"), description: t("export.copied"), duration: TOAST_DURATION_MS });
    } catch {
      showToast({ title: t("export.shareFailed"), duration: TOAST_DURATION_MS, variant: "destructive" });
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="chat-export-title"
      onClose={() => setFailed(false)}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[min(32rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-slate-300 bg-white p-6 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      <h2 id="chat-export-title" className="text-xl font-bold">
        {t("export.title")}
      </h2>
      <div className="mt-4 space-y-4">
        <Counts
          title={t("export.countsLabel")}
          items={[
            [t("export.total"), counts.total],
            [t("export.user"), counts.user],
            [t("export.bot"), counts.bot],
            [t("export.agent"), counts.agent],
          ]}
        />
        <Counts
          title={t("export.sentimentLabel")}
          items={[
            [t("export.positive"), counts.positive],
            [t("export.neutral"), counts.neutral],
            [t("export.negative"), counts.negative],
          ]}
        />
        <div>
          <h3 className="text-sm font-semibold text-slate-900 dark:text-white">{t("export.preview")}</h3>
          {preview.length ? (
            <ol className="mt-1.5 space-y-1.5 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700">
              {preview.map((message) => {
                const text = plainText(messageText(message, t));
                return (
                  <li key={message.id}>
                    <span className="font-semibold">{senderLabel(message, t)}:</span>{" "}
                    {text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH).trimEnd()}…` : text}
                  </li>
                );
              })}
            </ol>
          ) : (
            <p className="mt-1.5 text-sm text-slate-700 dark:text-slate-300">{t("export.previewEmpty")}</p>
          )}
        </div>
        {failed ? (
          <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-800 dark:border-red-400 dark:bg-red-950 dark:text-red-200">
            {t("export.pdfFailed")}
          </p>
        ) : null}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={`${secondaryButton} sm:mr-auto`} onClick={() => dialogRef.current?.close()}>
          {t("export.close")}
        </button>
        <button type="button" className={primaryButton} disabled={working} aria-busy={working} onClick={() => void exportPdf()}>
          <FileDown aria-hidden="true" className="h-4 w-4" />
          {t("export.pdf")}
        </button>
        <button type="button" className={secondaryButton} onClick={exportText}>
          <FileText aria-hidden="true" className="h-4 w-4" />
          {t("export.text")}
        </button>
        <button type="button" className={secondaryButton} onClick={() => void share()}>
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t("export.share")}
        </button>
      </div>
    </dialog>
  );
}
