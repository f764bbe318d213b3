// The conversation as a live log: bubbles per sender, Markdown answers with their sources and an offer of an expert,
// attachments, busy and typing indicators.
import { Bot, FileText, Info, UserRound } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { HTML_LANG, type Lang } from "../lib/languages.ts";
import { siteSources, type MediaItem, type MessageSource } from "./chat-contract.ts";
import { chipButton } from "./chat-styles.ts";
import { WELCOME_MESSAGE_ID, type ShownMessage } from "./conversation.ts";
import { MessageMarkdown } from "./message-markdown.tsx";
import type { Typist } from "./use-conversation.ts";
import type { WidgetT } from "./widget-text.tsx";

/** The text a message shows; the local welcome follows the page's language. */
export function messageText(message: ShownMessage, t: WidgetT): string {
  return message.id === WELCOME_MESSAGE_ID ? t("welcome") : message.content;
}

export function senderLabel(message: ShownMessage, t: WidgetT): string {
  if (message.sender_type === "agent") return message.sender_name ?? t("senders.agent");
  return t(`senders.${message.sender_type}`);
}

function Attachments({ media, own, newTabLabel }: { media: MediaItem[]; own: boolean; newTabLabel: string }) {
  if (media.length === 0) return null;
  const link = own
    ? "text-white underline decoration-white/70 underline-offset-2 hover:decoration-white"
    : "text-brand-700 underline underline-offset-2 dark:text-brand-100";
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {media.map((item) => (
        <li key={item.url} className="max-w-full">
          {item.type === "image" ? (
            <a href={item.url} target="_blank" rel="noopener noreferrer" className="block">
              <img src={item.url} alt={item.name} loading="lazy" className="h-24 max-w-full rounded-md border border-white/40 bg-white object-cover" />
              <span className="sr-only"> {newTabLabel}</span>
            </a>
          ) : (
            <a href={item.url} target="_blank" rel="noopener noreferrer" className={`inline-flex max-w-full items-center gap-1.5 text-sm font-medium ${link}`}>
              <FileText aria-hidden="true" className="h-4 w-4 shrink-0" />
              <span className="truncate">{item.name}</span>
              <span className="sr-only"> {newTabLabel}</span>
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * The pages an answer drew on, as a list named by its visible label. Links to this site open in the same tab and
 * navigate client-side, so the chat stays open on the new page.
 */
function Sources({ sources, label }: { sources: MessageSource[]; label: string }) {
  const labelId = useId();
  const shown = siteSources(sources);
  if (shown.length === 0) return null;
  return (
    <div className="mt-1 max-w-[85%] px-1 text-xs break-words text-slate-700 dark:text-slate-300">
      <span id={labelId} className="font-semibold">
        {label}
      </span>
      :{" "}
      <ul aria-labelledby={labelId} className="inline">
        {shown.map((source, i) => (
          <li key={source.url} className="inline">
            {i > 0 ? ", " : null}
            <Link to={source.url} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 dark:text-brand-100 dark:hover:text-white">
              {source.title}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function MessageBubble({
  message,
  t,
  time,
  onContactExpert,
}: {
  message: ShownMessage;
  t: WidgetT;
  time: string;
  onContactExpert: () => void;
}) {
  const newTab = t("log.opensInNewTab");
  if (message.sender_type === "activity") {
    return (
      <li className="flex items-start justify-center gap-1.5 px-2 text-center text-xs text-slate-600 dark:text-slate-300">
        <Info aria-hidden="true" className="mt-px h-3.5 w-3.5 shrink-0" />
        <p>
          <span className="sr-only">{t("senders.activity")}: </span>
          {message.content}
        </p>
      </li>
    );
  }
  const own = message.sender_type === "user";
  const agent = message.sender_type === "agent";
  return (
    <li className={`flex flex-col ${own ? "items-end" : "items-start"}`} data-sender={message.sender_type}>
      <p className={`mb-1 flex items-center gap-1 text-xs font-semibold text-slate-600 dark:text-slate-300 ${own ? "sr-only" : ""}`}>
        {agent ? <UserRound aria-hidden="true" className="h-3.5 w-3.5" /> : own ? null : <Bot aria-hidden="true" className="h-3.5 w-3.5" />}
        {senderLabel(message, t)}
      </p>
      <div
        className={`max-w-[85%] rounded-2xl px-3.5 py-2 text-sm leading-relaxed ${
          own
            ? "rounded-br-sm bg-brand-600 text-white"
            : agent
              ? "rounded-bl-sm border border-brand-600/40 bg-brand-50 text-slate-900 dark:border-brand-100/40 dark:bg-slate-800 dark:text-slate-100"
              : "rounded-bl-sm bg-slate-100 text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        }`}
      >
        {own ? (
          message.content ? <p className="whitespace-pre-wrap break-words">{message.content}</p> : null
        ) : (
          <MessageMarkdown content={messageText(message, t)} newTabLabel={newTab} />
        )}
        <Attachments media={message.media} own={own} newTabLabel={newTab} />
      </div>
      {message.sender_type === "bot" ? <Sources sources={message.sources} label={t("log.sources")} /> : null}
      {time ? (
        <time dateTime={message.created_at} className="mt-0.5 px-1 text-[0.7rem] text-slate-600 dark:text-slate-400">
          {time}
        </time>
      ) : null}
      {message.sender_type === "bot" && message.offer_expert ? (
        <button type="button" className={`${chipButton} mt-2 inline-flex items-center gap-1.5`} onClick={onContactExpert}>
          <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t("quickActions.contactExpert")}
        </button>
      ) : null}
    </li>
  );
}

function Indicator({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 px-1 text-xs text-slate-600 dark:text-slate-300">
      <span aria-hidden="true" className="flex gap-1 rounded-2xl bg-slate-100 px-3 py-2.5 dark:bg-slate-800">
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-500 dark:bg-slate-300" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:150ms] dark:bg-slate-300" />
        <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-500 [animation-delay:300ms] dark:bg-slate-300" />
      </span>
      {label}
    </div>
  );
}

export function MessageLog({
  messages,
  busy,
  typist,
  lang,
  t,
  onContactExpert,
}: {
  messages: ShownMessage[];
  busy: boolean;
  typist: Typist | null;
  lang: Lang;
  t: WidgetT;
  onContactExpert: () => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const timeFormat = new Intl.DateTimeFormat(HTML_LANG[lang], { hour: "2-digit", minute: "2-digit" });
  const streaming = messages.some((m) => m.origin === "stream");
  const last = messages.at(-1);

  // Keep the newest message in view as messages arrive and answers grow.
  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.content, busy, typist]);

  const indicator =
    typist && typist.type === "agent"
      ? t("log.typing", { name: typist.name ?? t("senders.agent") })
      : (busy || typist) && !streaming
        ? t("log.busy")
        : null;

  return (
    <div
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={t("log.label")}
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 py-4"
    >
      <ol className="space-y-4">
        {messages.map((message) => (
          <MessageBubble
            key={message.id}
            message={message}
            t={t}
            time={message.origin === "stream" ? "" : timeFormat.format(new Date(message.created_at))}
            onContactExpert={onContactExpert}
          />
        ))}
      </ol>
      {indicator ? (
        <div className="mt-4">
          <Indicator label={indicator} />
        </div>
      ) : null}
    </div>
  );
}
