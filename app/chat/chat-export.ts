// Chat export: counts for the dialog, a plain-text transcript, and a PDF built with jsPDF (loaded on demand).
import type { ShownMessage } from "./conversation.ts";

export interface ExportCounts {
  total: number;
  user: number;
  bot: number;
  agent: number;
  positive: number;
  neutral: number;
  negative: number;
}

export function exportCounts(messages: readonly ShownMessage[]): ExportCounts {
  const counts: ExportCounts = { total: 0, user: 0, bot: 0, agent: 0, positive: 0, neutral: 0, negative: 0 };
  for (const message of messages) {
    counts.total += 1;
    if (message.sender_type === "user") counts.user += 1;
    else if (message.sender_type === "bot") counts.bot += 1;
    else if (message.sender_type === "agent") counts.agent += 1;
    const sentiment = message.sentiment?.sentiment;
    if (sentiment === "positive" || sentiment === "neutral" || sentiment === "negative") counts[sentiment] += 1;
  }
  return counts;
}

const pad = (value: number) => String(value).padStart(2, "0");

/** `chatt-2026-11-23-1405.pdf`: the language's prefix, then the local date and time of the export. */
export function exportFileName(prefix: string, at: Date, extension: "pdf" | "txt"): string {
  const date = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
  return `${prefix}-${date}-${pad(at.getHours())}${pad(at.getMinutes())}.${extension}`;
}

/** Markdown as a reader sees it: links as "text (address)", without emphasis markers. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, text: string, href: string) => (text && text !== href ? `${text} (${href})` : href))
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[^\w*])[*_]([^*_\n]+)[*_](?=[^\w*]|$)/g, "$1$2")
    .replace(/^#{1,6}\s+/gm, "")
    .replace(/`([^`]+)`/g, "$1")
    .trim();
}

export interface TranscriptEntry {
  sender: string;
  time: string;
  content: string;
  attachments: string[];
}

export interface Transcript {
  title: string;
  exportedAt: string;
  /** "Attachments: {{names}}" in the reader's language. */
  attachmentsLine: (names: string) => string;
  entries: TranscriptEntry[];
}

export function transcriptText({ title, exportedAt, attachmentsLine, entries }: Transcript): string {
  const blocks = entries.map((entry) => {
    const lines = [`[${entry.time}] ${entry.sender}:`, entry.content];
    if (entry.attachments.length) lines.push(attachmentsLine(entry.attachments.join(", ")));
    return lines.filter(Boolean).join("\n");
  });
  return `${title}\n${exportedAt}\n\n${blocks.join("\n\n")}\n`;
}

/** WinAnsi's characters beyond Latin-1 (the standard PDF fonts' encoding); å ä ö æ ø are Latin-1. */
const WIN_ANSI_EXTRA = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

/** The standard fonts cannot draw other characters (emoji, arrows); they become "?" rather than garbage. */
export function toWinAnsi(text: string): string {
  let result = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (char === "\n" || (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)) result += char;
    else if (char === "\t") result += " ";
    else if (code > 0x7e) result += "?";
  }
  return result;
}

const PAGE_MARGIN = 48;
const BODY_SIZE = 11;
const LINE_FACTOR = 1.35;

/** A4 PDF of the transcript in Helvetica (WinAnsi encoding), long lines wrapped, new pages as needed. */
export async function transcriptPdf({ title, exportedAt, attachmentsLine, entries }: Transcript): Promise<Blob> {
  const { jsPDF } = await import("jspdf");
  const doc = new jsPDF({ unit: "pt", format: "a4" });
  doc.setProperties({ title: toWinAnsi(title) });
  const width = doc.internal.pageSize.getWidth() - PAGE_MARGIN * 2;
  const bottom = doc.internal.pageSize.getHeight() - PAGE_MARGIN;
  let y = PAGE_MARGIN;

  const write = (text: string, size: number, style: "normal" | "bold", gapAfter = 0) => {
    doc.setFont("helvetica", style);
    doc.setFontSize(size);
    const lineHeight = size * LINE_FACTOR;
    const lines = doc.splitTextToSize(toWinAnsi(text), width) as string[];
    for (const line of lines) {
      if (y + lineHeight > bottom) {
        doc.addPage();
        y = PAGE_MARGIN;
      }
      doc.text(line, PAGE_MARGIN, y, { baseline: "top" });
      y += lineHeight;
    }
    y += gapAfter;
  };

  write(title, 16, "bold", 2);
  write(exportedAt, 9, "normal", 14);
  for (const entry of entries) {
    write(`${entry.sender} · ${entry.time}`, 9, "bold", 2);
    if (entry.content) write(entry.content, BODY_SIZE, "normal");
    if (entry.attachments.length) write(attachmentsLine(entry.attachments.join(", ")), 9, "normal");
    y += 10;
  }
  return doc.output("blob");
}

/** Saves a file through a temporary link; the object URL is released once the download has started. */
export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
