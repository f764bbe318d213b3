// The inbox: views with unread counts, a status filter and a search above the list of conversations (urgent first,
// then the longest wait), and the open conversation beside it. Live through the staff socket: new conversations,
// messages, status and assignment changes, typing; a hand-off rings (toast, sound, browser notification).
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate, useRevalidator } from "react-router";
import { showToast } from "../../components/toasts.tsx";
import { useI18n } from "../../lib/i18n.tsx";
import type { ConsoleUser } from "../console-sections.ts";
import {
  INBOX_STATUS_FILTERS,
  INBOX_VIEWS,
  type ConversationView,
  type InboxConversation,
  type InboxPage,
  type InboxView,
  type StaffRef,
  type StaffServerMessage,
} from "../inbox-contract.ts";
import { ConversationPane, type CannedReply } from "./conversation-pane.tsx";
import { belongsTo, inboxOrder, isUnread } from "./inbox-order.ts";
import { ScreenShareCodeForm } from "./screen-share-box.tsx";
import { useStaffSocket } from "./use-staff-socket.ts";

const TOAST_MS = 6000;

interface Props {
  staff: ConsoleUser;
  list: InboxPage;
  team: StaffRef[];
  opened: ConversationView | null;
  canned: Record<string, CannedReply[]>;
}

/** A short bell, made in the browser: no sound file to load. */
function ring() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
  } catch {
    // No audio (autoplay rules before any click): the toast and the notification remain.
  }
}

export function InboxScreen({ staff, list, team, opened, canned }: Props) {
  const { t } = useI18n();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [conversations, setConversations] = useState(list.conversations);
  const [readAt, setReadAt] = useState(list.readAt);
  const [unread, setUnread] = useState(list.unread);
  const [view, setView] = useState<ConversationView | null>(opened);
  const [typing, setTyping] = useState<{ name: string | null; type: string } | null>(null);
  const [permission, setPermission] = useState<NotificationPermission | "unsupported">("unsupported");
  const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const unreadTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const replyRef = useRef<HTMLTextAreaElement>(null);

  // A new loader result (navigation, revalidation) replaces what the socket built on the last one.
  useEffect(() => {
    setConversations(list.conversations);
    setReadAt(list.readAt);
    setUnread(list.unread);
  }, [list]);
  useEffect(() => {
    setView(opened);
    setTyping(null);
  }, [opened]);
  useEffect(() => {
    if ("Notification" in window) setPermission(Notification.permission);
  }, []);

  const openId = view?.conversation.id ?? null;
  const filter = useMemo(() => ({ view: list.view, status: list.status, q: list.q }), [list]);

  const refreshUnread = useCallback(() => {
    clearTimeout(unreadTimer.current);
    unreadTimer.current = setTimeout(() => {
      fetch(`/api/staff/inbox/unread?status=${list.status}`)
        .then((res) => (res.ok ? res.json() : null))
        .then((counts: Record<InboxView, number> | null) => counts && setUnread(counts))
        .catch(() => undefined);
    }, 300);
  }, [list.status]);

  const onMessage = useCallback(
    (message: StaffServerMessage) => {
      switch (message.type) {
        case "inbox.changed": {
          const changed = message.conversation;
          setConversations((shown) => {
            const rest = shown.filter((c) => c.id !== changed.id);
            const listed = shown.length !== rest.length;
            // A conversation new to this view joins the first page only: later pages keep their place.
            if (!belongsTo(changed, filter, staff.id) || (!listed && list.page > 1)) return rest;
            return [...rest, changed].sort(inboxOrder);
          });
          setView((current) => (current && current.conversation.id === changed.id ? { ...current, conversation: changed } : current));
          if (changed.id === openId && changed.lastVisitorMessageAt) {
            setReadAt((marks) => ({ ...marks, [changed.id]: changed.lastVisitorMessageAt! }));
            void fetch(`/api/staff/conversations/${changed.id}/read`, { method: "POST" });
          }
          refreshUnread();
          return;
        }
        case "handoff": {
          const who = message.conversation.contactName ?? t("inbox.visitor");
          showToast({ title: t("inbox.notifications.handoffTitle"), description: t("inbox.notifications.handoffBody", { name: who }), duration: TOAST_MS });
          ring();
          if ("Notification" in window && Notification.permission === "granted") {
            new Notification(t("inbox.notifications.handoffTitle"), { body: t("inbox.notifications.handoffBody", { name: who }), tag: message.conversation.id });
          }
          return;
        }
        case "message.created":
          setView((current) => {
            if (!current || current.conversation.id !== message.sessionId) return current;
            const known = new Set(current.messages.map((m) => m.id));
            const added = message.messages.filter((m) => !known.has(m.id));
            return added.length ? { ...current, messages: [...current.messages, ...added] } : current;
          });
          if (message.messages.some((m) => m.sender_type === "user")) setTyping(null);
          return;
        case "note.created":
          setView((current) =>
            current && current.conversation.id === message.sessionId && !current.notes.some((n) => n.id === message.note.id)
              ? { ...current, notes: [...current.notes, message.note] }
              : current,
          );
          return;
        case "typing":
          if (message.sessionId !== openId || message.user.type === "bot") return;
          clearTimeout(typingTimer.current);
          if (message.isTyping) {
            setTyping({ name: message.user.name, type: message.user.type });
            // Section 7: a receiver drops the indicator after 3 seconds without news.
            typingTimer.current = setTimeout(() => setTyping(null), 3000);
          } else setTyping(null);
          return;
        default:
          return;
      }
    },
    [filter, staff.id, list.page, openId, refreshUnread, t],
  );

  const { state, send } = useStaffSocket(onMessage, () => revalidator.revalidate());

  // The open conversation's messages, notes and typing come to this socket; again after every reconnect.
  useEffect(() => {
    if (state === "live" || state === "connecting") send({ type: "watch", sessionId: openId });
  }, [openId, state]);

  const hrefFor = useCallback(
    (changes: Record<string, string | number | null>) => {
      const params = new URLSearchParams(location.search);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === "") params.delete(key);
        else params.set(key, String(value));
      }
      const query = params.toString();
      return `${location.pathname}${query ? `?${query}` : ""}`;
    },
    [location],
  );

  // Keyboard: J/K next and previous conversation, E resolve, R write a reply — never while typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement;
      if (event.ctrlKey || event.metaKey || event.altKey || target.closest("input, textarea, select, [contenteditable=true]")) return;
      const key = event.key.toLowerCase();
      const index = conversations.findIndex((c) => c.id === openId);
      if (key === "j" || key === "k") {
        const next = conversations[key === "j" ? index + 1 : Math.max(0, index - 1)];
        if (next) {
          event.preventDefault();
          navigate(hrefFor({ conversation: next.id }));
        }
      } else if (key === "e" && view && view.conversation.status !== "resolved") {
        event.preventDefault();
        void fetch(`/api/staff/conversations/${view.conversation.id}/status`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ status: "resolved" }),
        });
      } else if (key === "r" && replyRef.current) {
        event.preventDefault();
        replyRef.current.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [conversations, openId, view, navigate, hrefFor]);

  const pages = Math.max(1, Math.ceil(list.total / list.pageSize));

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t("console.sections.inbox")}</h1>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p role="status" className={state === "live" ? "text-emerald-800 dark:text-emerald-300" : "text-amber-900 dark:text-amber-200"}>
            {state === "ended" ? null : t(state === "live" ? "inbox.live.connected" : "inbox.live.reconnecting")}
          </p>
          {permission === "default" ? (
            <button
              type="button"
              className="rounded-md border border-slate-400 px-3 py-1.5 font-medium hover:bg-slate-100 dark:border-slate-500 dark:hover:bg-slate-800"
              onClick={() => void Notification.requestPermission().then(setPermission)}
            >
              {t("inbox.notifications.enable")}
            </button>
          ) : null}
        </div>
      </div>
      {state === "ended" ? (
        <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          {t("inbox.live.ended")}
        </p>
      ) : null}

      <nav aria-label={t("inbox.viewsLabel")} className="mt-4">
        <ul className="flex flex-wrap gap-2">
          {INBOX_VIEWS.map((v) => (
            <li key={v}>
              <Link
                to={hrefFor({ view: v, page: null, conversation: null })}
                aria-current={v === list.view ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full px-3 py-1.5 text-sm font-semibold ${
                  v === list.view ? "bg-brand-700 text-white dark:bg-brand-100 dark:text-slate-900" : "border border-slate-400 dark:border-slate-500"
                }`}
              >
                {t(`inbox.views.${v}`)}
                {unread[v] > 0 ? (
                  <span className="rounded-full bg-red-700 px-2 text-xs text-white" data-testid={`unread-${v}`}>
                    <span aria-hidden="true">{unread[v]}</span>
                    <span className="sr-only">{t("inbox.unreadCount", { count: unread[v] })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form method="get" className="mt-3 flex flex-wrap items-end gap-2" role="search">
        <input type="hidden" name="view" value={list.view} />
        <label className="text-sm font-medium">
          {t("inbox.statusLabel")}
          <select
            name="status"
            defaultValue={list.status}
            key={list.status}
            onChange={(event) => navigate(hrefFor({ status: event.currentTarget.value, page: null, conversation: null }))}
            className="mt-1 block rounded-md border border-slate-400 bg-white px-2 py-2 dark:border-slate-500 dark:bg-slate-900"
          >
            {INBOX_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {t(`inbox.statuses.${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="min-w-[14rem] flex-1 text-sm font-medium">
          {t("inbox.search")}
          <input
            type="search"
            name="q"
            defaultValue={list.q}
            key={list.q}
            maxLength={200}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 dark:border-slate-500 dark:bg-slate-900"
          />
        </label>
        <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {t("inbox.searchButton")}
        </button>
      </Form>
      <ScreenShareCodeForm conversationHref={(sessionId, shareId) => hrefFor({ conversation: sessionId, screen: shareId })} />

      <div className="mt-4 grid gap-4 md:grid-cols-[minmax(16rem,22rem)_1fr]">
        <section aria-label={t("inbox.listLabel")} className={view ? "hidden md:block" : ""}>
          {conversations.length === 0 ? (
            <p className="text-slate-700 dark:text-slate-300">{t("inbox.empty")}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-700 dark:border-slate-700">
              {conversations.map((c) => (
                <ConversationItem key={c.id} conversation={c} unread={isUnread(c, readAt[c.id])} current={c.id === openId} href={hrefFor({ conversation: c.id })} />
              ))}
            </ul>
          )}
          {pages > 1 ? (
            <nav aria-label={t("inbox.pagination")} className="mt-3 flex items-center justify-between text-sm">
              {list.page > 1 ? <Link to={hrefFor({ page: list.page - 1, conversation: null })}>{t("inbox.previous")}</Link> : <span />}
              <span>{t("inbox.page", { page: list.page, pages })}</span>
              {list.page < pages ? <Link to={hrefFor({ page: list.page + 1, conversation: null })}>{t("inbox.next")}</Link> : <span />}
            </nav>
          ) : null}
        </section>

        {view ? (
          <ConversationPane
            key={view.conversation.id}
            view={view}
            staff={staff}
            team={team}
            typing={typing}
            canned={canned[view.conversation.language] ?? canned.se ?? []}
            replyRef={replyRef}
            backHref={hrefFor({ conversation: null })}
            onTyping={(isTyping) => send({ type: "typing", sessionId: view.conversation.id, isTyping })}
          />
        ) : (
          <p className="hidden text-slate-700 md:block dark:text-slate-300">{t("inbox.pickConversation")}</p>
        )}
      </div>

      <section aria-labelledby="keyboard-heading" className="mt-6 text-sm text-slate-700 dark:text-slate-300">
        <h2 id="keyboard-heading" className="font-semibold">
          {t("inbox.keyboard.heading")}
        </h2>
        <ul className="mt-1 flex flex-wrap gap-x-4">
          <li>{t("inbox.keyboard.next")}</li>
          <li>{t("inbox.keyboard.previous")}</li>
          <li>{t("inbox.keyboard.resolve")}</li>
          <li>{t("inbox.keyboard.reply")}</li>
        </ul>
      </section>
    </div>
  );
}

function ConversationItem({ conversation: c, unread, current, href }: { conversation: InboxConversation; unread: boolean; current: boolean; href: string }) {
  const { t } = useI18n();
  const who = c.contactName ?? c.contactEmail ?? t("inbox.visitor");
  return (
    <li>
      <Link
        to={href}
        aria-current={current ? "true" : undefined}
        data-conversation-id={c.id}
        className={`block px-3 py-3 hover:bg-slate-50 dark:hover:bg-slate-800 ${current ? "bg-brand-50 dark:bg-slate-800" : ""}`}
      >
        <span className="flex items-center justify-between gap-2">
          <span className={`truncate ${unread ? "font-bold" : "font-medium"}`}>
            {unread ? <span className="mr-1 inline-block h-2 w-2 rounded-full bg-red-700" aria-hidden="true" /> : null}
            {who}
            {unread ? <span className="sr-only"> ({t("inbox.unread")})</span> : null}
          </span>
          {c.urgency === "high" ? (
            <span className="shrink-0 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-900 dark:bg-red-950 dark:text-red-100">{t("inbox.urgent")}</span>
          ) : null}
        </span>
        <span className="mt-1 block truncate text-sm text-slate-700 dark:text-slate-300">{c.lastMessagePreview ?? ""}</span>
        <span className="mt-1 flex flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
          <span>{t(`inbox.statuses.${c.status}`)}</span>
          <span>{c.assignee ? t("inbox.assignedTo", { name: c.assignee.name }) : t("inbox.nobodyAssigned")}</span>
          {c.waitingSince ? <WaitingSince iso={c.waitingSince} /> : null}
        </span>
      </Link>
    </li>
  );
}

/** "Waiting since 14:05" in the reader's own time (written again after hydration, as LocalTime does). */
function WaitingSince({ iso }: { iso: string }) {
  const { t, lang } = useI18n();
  const format = (timeZone?: string) =>
    new Intl.DateTimeFormat(lang === "se" ? "sv-SE" : lang === "no" ? "nb-NO" : lang === "fi" ? "fi-FI" : "en-GB", { timeStyle: "short", timeZone }).format(new Date(iso));
  const [text, setText] = useState(() => format("Europe/Stockholm"));
  useEffect(() => setText(format()), [iso, lang]);
  return <span>{t("inbox.waiting", { time: text })}</span>;
}
