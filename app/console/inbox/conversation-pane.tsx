// One conversation as staff see it: who the visitor is and where they are, every message with its attachments,
// sentiment and the assistant's sources, private notes, the actions (assign, transfer, snooze, resolve, reopen) and
// the reply box with canned replies (type / to search them).
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Link } from "react-router";
import { LocalTime } from "../../account/local-time.tsx";
import { showToast } from "../../components/toasts.tsx";
import { readApiError } from "../../lib/api-error-response.ts";
import { MessageMarkdown } from "../../chat/message-markdown.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import type { ConsoleUser } from "../console-sections.ts";
import type { MediaItem } from "../../chat/chat-contract.ts";
import type { ConversationView, StaffMessage, StaffRef } from "../inbox-contract.ts";
import { ScreenShareBox } from "./screen-share-box.tsx";

export interface CannedReply {
  id: string;
  text: string;
}

interface Props {
  view: ConversationView;
  staff: ConsoleUser;
  team: StaffRef[];
  typing: { name: string | null; type: string } | null;
  canned: CannedReply[];
  replyRef: RefObject<HTMLTextAreaElement | null>;
  backHref: string;
  onTyping(isTyping: boolean): void;
}

const button =
  "inline-flex items-center justify-center rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold hover:bg-slate-100 disabled:opacity-60 dark:border-slate-500 dark:hover:bg-slate-800";
const field = "rounded-md border border-slate-400 bg-white px-2 py-1.5 text-sm dark:border-slate-500 dark:bg-slate-900";
/** SPEC section 7: typing stops after 1 second without input. */
const TYPING_STOP_MS = 1000;

function tomorrowAtNine(): string {
  const at = new Date();
  at.setDate(at.getDate() + 1);
  at.setHours(9, 0, 0, 0);
  return at.toISOString();
}

export function ConversationPane({ view, staff, team, typing, canned, replyRef, backHref, onTyping }: Props) {
  const { t } = useI18n();
  const c = view.conversation;
  const [busy, setBusy] = useState(false);
  const [transferTo, setTransferTo] = useState("");
  const [snooze, setSnooze] = useState("hour");
  const logRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    logRef.current?.lastElementChild?.scrollIntoView({ block: "nearest" });
  }, [view.messages.length]);

  async function act(path: string, body: object): Promise<boolean> {
    setBusy(true);
    try {
      const res = await fetch(`/api/staff/conversations/${c.id}/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      if (!res.ok) {
        const error = readApiError(await res.json().catch(() => null));
        showToast({ title: t("inbox.errors.action"), description: error?.message, duration: 5000, variant: "destructive" });
        return false;
      }
      return true;
    } catch {
      showToast({ title: t("inbox.errors.action"), duration: 5000, variant: "destructive" });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const snoozeUntil = () => (snooze === "hour" ? new Date(Date.now() + 3_600_000).toISOString() : snooze === "tomorrow" ? tomorrowAtNine() : null);
  const mine = c.assignee?.id === staff.id;
  const name = c.contactName ?? t("inbox.visitor");
  const transferable = team.filter((member) => member.id !== c.assignee?.id);

  return (
    <section aria-labelledby="conversation-heading" className="min-w-0 rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <Link to={backHref} className="mb-2 inline-block text-sm font-semibold underline underline-offset-2 md:hidden">
        {t("inbox.actions.back")}
      </Link>
      <h2 id="conversation-heading" className="text-xl font-bold">
        {name}
      </h2>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t("inbox.details.email")}</dt>
        <dd>{c.contactEmail ? <a href={`mailto:${c.contactEmail}`}>{c.contactEmail}</a> : t("inbox.details.none")}</dd>
        <dt className="font-semibold">{t("inbox.details.phone")}</dt>
        <dd>{c.contactPhone ?? t("inbox.details.none")}</dd>
        <dt className="font-semibold">{t("inbox.details.language")}</dt>
        <dd>{c.language}</dd>
        <dt className="font-semibold">{t("inbox.details.currentPage")}</dt>
        <dd className="break-all">{c.currentPage ?? t("inbox.details.none")}</dd>
        <dt className="font-semibold">{t("inbox.details.status")}</dt>
        <dd data-testid="conversation-status">{t(`inbox.statuses.${c.status}`)}</dd>
        <dt className="font-semibold">{t("inbox.details.assignee")}</dt>
        <dd data-testid="conversation-assignee">{c.assignee?.name ?? t("inbox.nobodyAssigned")}</dd>
        <dt className="font-semibold">{t("inbox.details.handoff")}</dt>
        <dd>{c.handoffReason ? t(`inbox.handoffReasons.${c.handoffReason}`) : t("inbox.details.none")}</dd>
        <dt className="font-semibold">{t("inbox.details.rating")}</dt>
        <dd data-testid="conversation-rating">{c.rating ? t("inbox.ratingValue", { rating: c.rating }) : t("inbox.details.none")}</dd>
      </dl>
      {view.contactMessage ? (
        <div className="mt-3 text-sm">
          <p className="font-semibold">{t("inbox.contactMessage")}</p>
          <p className="whitespace-pre-wrap">{view.contactMessage}</p>
        </div>
      ) : null}

      <ScreenShareBox sessionId={c.id} messageCount={view.messages.length} />

      <div role="group" aria-label={t("inbox.actions.label")} className="mt-4 flex flex-wrap items-end gap-2">
        {mine ? (
          <button type="button" className={button} disabled={busy} onClick={() => void act("assign", { assigneeId: null })}>
            {t("inbox.actions.unassign")}
          </button>
        ) : (
          <button type="button" className={button} disabled={busy} onClick={() => void act("assign", { assigneeId: staff.id })}>
            {t("inbox.actions.assignToMe")}
          </button>
        )}
        <label className="text-sm font-medium">
          {t("inbox.actions.transferTo")}
          <select className={`ml-1 ${field}`} value={transferTo} onChange={(e) => setTransferTo(e.currentTarget.value)}>
            <option value="">–</option>
            {transferable.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={button} disabled={busy || !transferTo} onClick={() => void act("assign", { assigneeId: transferTo }).then((ok) => ok && setTransferTo(""))}>
          {t("inbox.actions.transfer")}
        </button>
        {c.status === "resolved" ? (
          <button type="button" className={button} disabled={busy} onClick={() => void act("reopen", {})}>
            {t("inbox.actions.reopen")}
          </button>
        ) : (
          <>
            {c.status !== "snoozed" ? (
              <>
                <label className="text-sm font-medium">
                  {t("inbox.actions.snoozeFor")}
                  <select className={`ml-1 ${field}`} value={snooze} onChange={(e) => setSnooze(e.currentTarget.value)}>
                    <option value="hour">{t("inbox.actions.snoozeHour")}</option>
                    <option value="tomorrow">{t("inbox.actions.snoozeTomorrow")}</option>
                    <option value="reply">{t("inbox.actions.snoozeUntilReply")}</option>
                  </select>
                </label>
                <button type="button" className={button} disabled={busy} onClick={() => void act("snooze", { until: snoozeUntil() })}>
                  {t("inbox.actions.snooze")}
                </button>
              </>
            ) : (
              <button type="button" className={button} disabled={busy} onClick={() => void act("reopen", {})}>
                {t("inbox.actions.reopen")}
              </button>
            )}
            <button type="button" className={button} disabled={busy} onClick={() => void act("status", { status: "resolved" })}>
              {t("inbox.actions.resolve")}
            </button>
          </>
        )}
      </div>

      <h3 className="mt-5 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">{t("inbox.log.label")}</h3>
      <ol ref={logRef} aria-label={t("inbox.log.label")} className="mt-2 max-h-[28rem] space-y-3 overflow-y-auto pr-1" tabIndex={0}>
        {view.messages.map((message) => (
          <MessageItem key={message.id} message={message} />
        ))}
      </ol>
      <p aria-live="polite" className="mt-2 min-h-[1.25rem] text-sm italic text-slate-600 dark:text-slate-400">
        {typing ? (typing.type === "user" ? t("inbox.visitorTyping") : t("inbox.typing", { name: typing.name ?? t("inbox.visitor") })) : ""}
      </p>

      <ReplyBox key={c.id} conversationId={c.id} staffName={staff.name} canned={canned} replyRef={replyRef} onTyping={onTyping} />

      <section aria-labelledby="notes-heading" className="mt-5">
        <h3 id="notes-heading" className="text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-300">
          {t("inbox.notes.heading")}
        </h3>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t("inbox.notes.hint")}</p>
        {view.notes.length === 0 ? (
          <p className="mt-2 text-sm">{t("inbox.notes.empty")}</p>
        ) : (
          <ul className="mt-2 space-y-2">
            {view.notes.map((note) => (
              <li key={note.id} className="rounded-md bg-amber-50 p-2 text-sm text-amber-950 dark:bg-amber-950 dark:text-amber-50">
                <p className="whitespace-pre-wrap">{note.body}</p>
                <p className="mt-1 text-xs">
                  {note.authorName} · <LocalTime iso={note.createdAt} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}

function MessageItem({ message }: { message: StaffMessage }) {
  const { t } = useI18n();
  if (message.sender_type === "activity") {
    return (
      <li className="text-center text-xs text-slate-600 dark:text-slate-400">
        <span className="sr-only">{t("inbox.log.activity")}: </span>
        {message.content}
      </li>
    );
  }
  const sender =
    message.sender_type === "user" ? t("inbox.log.visitor") : message.sender_type === "agent" ? (message.sender_name ?? "") : t("inbox.log.assistant");
  const visitor = message.sender_type === "user";
  return (
    <li className={`rounded-lg p-3 text-sm ${visitor ? "bg-slate-100 dark:bg-slate-800" : "bg-brand-50 dark:bg-slate-900"}`} data-sender={message.sender_type}>
      <p className="text-xs font-semibold text-slate-700 dark:text-slate-300">
        {sender} · <LocalTime iso={message.created_at} />
      </p>
      {message.content && visitor ? <p className="mt-1 whitespace-pre-wrap break-words">{message.content}</p> : null}
      {/* The assistant's and agents' answers are Markdown, shown as the visitor saw them; a visitor's text as typed. */}
      {message.content && !visitor ? (
        <div className="mt-1">
          <MessageMarkdown content={message.content} newTabLabel={t("dashboard.opensInNewTab")} />
        </div>
      ) : null}
      {message.media.length ? (
        <ul aria-label={t("inbox.log.attachments")} className="mt-1 list-inside list-disc">
          {message.media.map((item) => (
            <li key={item.url}>
              <a href={item.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {item.name}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {message.sentiment ? (
        <p className="mt-1 text-xs text-slate-700 dark:text-slate-300">
          {t("inbox.log.sentiment", { sentiment: t(`inbox.sentiments.${message.sentiment.sentiment}`), urgency: t(`inbox.urgencies.${message.sentiment.urgency}`) })}
        </p>
      ) : null}
      {message.sources.length ? (
        <p className="mt-1 text-xs">
          {t("inbox.log.sources")}:{" "}
          {message.sources.map((source, i) => (
            <span key={source.url}>
              {i > 0 ? ", " : ""}
              <a href={source.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
                {source.title}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </li>
  );
}

function ReplyBox({ conversationId, staffName, canned, replyRef, onTyping }: { conversationId: string; staffName: string; canned: CannedReply[]; replyRef: RefObject<HTMLTextAreaElement | null>; onTyping(isTyping: boolean): void }) {
  const { t } = useI18n();
  const [text, setText] = useState("");
  const [asNote, setAsNote] = useState(false);
  const [sending, setSending] = useState(false);
  const [active, setActive] = useState(0);
  const [media, setMedia] = useState<MediaItem[]>([]);
  const [uploading, setUploading] = useState(false);
  const typingRef = useRef<{ on: boolean; timer?: ReturnType<typeof setTimeout> }>({ on: false });
  const listId = useId();

  const searching = text.startsWith("/") && !asNote;
  const term = text.slice(1).trim().toLowerCase();
  const matches = searching ? canned.filter((reply) => reply.id.toLowerCase().includes(term) || reply.text.toLowerCase().includes(term)) : [];

  const stopTyping = () => {
    clearTimeout(typingRef.current.timer);
    if (typingRef.current.on) onTyping(false);
    typingRef.current.on = false;
  };
  const typed = () => {
    if (asNote) return;
    if (!typingRef.current.on) onTyping(true);
    typingRef.current.on = true;
    clearTimeout(typingRef.current.timer);
    typingRef.current.timer = setTimeout(stopTyping, TYPING_STOP_MS);
  };

  const choose = (reply: CannedReply) => {
    setText(reply.text.replace("{{agent}}", staffName));
    setActive(0);
    replyRef.current?.focus();
  };

  async function attach(files: FileList | null) {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of [...files]) {
        const form = new FormData();
        form.append("file", file, file.name);
        const res = await fetch(`/api/staff/conversations/${conversationId}/attachments`, { method: "POST", body: form });
        const body = await res.json().catch(() => null);
        if (!res.ok) {
          showToast({ title: t("inbox.errors.action"), description: readApiError(body)?.message, duration: 5000, variant: "destructive" });
          continue;
        }
        const stored = body as { url: string; name: string; type: MediaItem["type"] };
        setMedia((list) => [...list, { type: stored.type, url: stored.url, name: stored.name }]);
      }
    } finally {
      setUploading(false);
    }
  }

  async function submit() {
    const content = text.trim();
    if ((!content && (asNote || media.length === 0)) || sending || uploading) return;
    setSending(true);
    stopTyping();
    try {
      const res = await fetch(`/api/staff/conversations/${conversationId}/${asNote ? "notes" : "messages"}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(asNote ? { body: content } : { content, media }),
      });
      if (res.ok) {
        setText("");
        if (!asNote) setMedia([]);
      }
      else {
        const error = readApiError(await res.json().catch(() => null));
        showToast({ title: t("inbox.errors.action"), description: error?.message, duration: 5000, variant: "destructive" });
      }
    } catch {
      showToast({ title: t("inbox.errors.action"), duration: 5000, variant: "destructive" });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="mt-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${listId}-reply`} className="text-sm font-semibold">
        {asNote ? t("inbox.reply.noteLabel") : t("inbox.reply.label")}
      </label>
      <div className="relative">
        <textarea
          id={`${listId}-reply`}
          ref={replyRef}
          value={text}
          rows={3}
          maxLength={4000}
          placeholder={t("inbox.reply.placeholder")}
          role={searching ? "combobox" : undefined}
          aria-expanded={searching ? matches.length > 0 : undefined}
          aria-controls={searching ? listId : undefined}
          aria-activedescendant={searching && matches[active] ? `${listId}-${matches[active].id}` : undefined}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setActive(0);
            typed();
          }}
          onBlur={stopTyping}
          onKeyDown={(event) => {
            if (searching && matches.length) {
              if (event.key === "ArrowDown" || event.key === "ArrowUp") {
                event.preventDefault();
                setActive((i) => (i + (event.key === "ArrowDown" ? 1 : matches.length - 1)) % matches.length);
                return;
              }
              if (event.key === "Enter" || event.key === "Tab") {
                event.preventDefault();
                choose(matches[active]!);
                return;
              }
            }
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              void submit();
            }
          }}
          className={`mt-1 block w-full rounded-md border px-3 py-2 text-sm dark:bg-slate-900 ${asNote ? "border-amber-600 bg-amber-50 dark:border-amber-500" : "border-slate-400 bg-white dark:border-slate-500"}`}
        />
        {searching ? (
          <div className="absolute bottom-full left-0 z-10 mb-1 w-full rounded-md border border-slate-300 bg-white shadow-lg dark:border-slate-600 dark:bg-slate-900">
            <p className="px-3 pt-2 text-xs font-semibold">{t("inbox.reply.cannedLabel")}</p>
            {matches.length ? (
              <ul id={listId} role="listbox" aria-label={t("inbox.reply.cannedLabel")} className="max-h-48 overflow-y-auto py-1">
                {matches.map((reply, i) => (
                  <li
                    key={reply.id}
                    id={`${listId}-${reply.id}`}
                    role="option"
                    aria-selected={i === active}
                    className={`cursor-pointer px-3 py-1.5 text-sm ${i === active ? "bg-brand-100 dark:bg-slate-700" : ""}`}
                    onMouseDown={(event) => {
                      event.preventDefault();
                      choose(reply);
                    }}
                  >
                    <span className="font-semibold">/{reply.id}</span> {reply.text.replace("{{agent}}", staffName)}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="px-3 py-2 text-sm">{t("inbox.reply.noCanned")}</p>
            )}
          </div>
        ) : null}
      </div>
      {media.length ? (
        <ul aria-label={t("inbox.log.attachments")} className="mt-2 flex flex-wrap gap-2 text-sm">
          {media.map((item) => (
            <li key={item.url} className="inline-flex items-center gap-1 rounded-full border border-slate-300 px-2 py-0.5 dark:border-slate-600">
              {item.name}
              <button type="button" aria-label={t("inbox.reply.removeAttachment", { name: item.name })} onClick={() => setMedia((list) => list.filter((m) => m.url !== item.url))}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold focus-within:outline-2 dark:border-slate-500">
          {uploading ? t("inbox.reply.uploading") : t("inbox.reply.attach")}
          <input type="file" multiple className="sr-only" accept="image/*,.pdf,.doc,.docx,.txt" disabled={asNote || uploading} onChange={(event) => {
              const input = event.currentTarget;
              void attach(input.files).then(() => (input.value = ""));
            }}
          />
        </label>
        <label className="inline-flex items-center gap-2 text-sm">
          <input type="checkbox" checked={asNote} onChange={(event) => setAsNote(event.currentTarget.checked)} />
          {t("inbox.reply.noteLabel")}
        </label>
        <button type="submit" disabled={sending || uploading || (!text.trim() && (asNote || media.length === 0))} className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {asNote ? t("inbox.reply.addNote") : t("inbox.reply.send")}
        </button>
      </div>
    </form>
  );
}
