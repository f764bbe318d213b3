// The conversation as the panel sees it: history, sending with attachments, realtime, typing, reply language.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { showToast } from "../components/toasts.tsx";
import type { Lang } from "../lib/languages.ts";
import {
  fetchHistory,
  sendChatMessage,
  sendExpertContact,
  setReplyLanguage,
  uploadChatMedia,
  type ApiFailure,
  type ApiResult,
  type ExpertContactRequest,
} from "./chat-api.ts";
import {
  TYPING_INDICATOR_DROP_MS,
  TYPING_STOP_AFTER_MS,
  type ConversationStatus,
  type MediaItem,
  type RealtimeServerMessage,
  type SenderType,
} from "./chat-contract.ts";
import { readStoredSessionId, storeSessionId } from "./chat-storage.ts";
import {
  appendDelta,
  localBotMessage,
  markOffersExpert,
  mergeMessages,
  newestServerTimestamp,
  optimisticIdOf,
  optimisticMessage,
  welcomeMessage,
  withoutMessage,
  type ShownMessage,
} from "./conversation.ts";
import { connectRealtime, type RealtimeConnection } from "./realtime-client.ts";
import type { WidgetT } from "./widget-text.tsx";

export const TOAST_DURATION_MS = 6000;
/** While the visitor keeps typing, "typing" goes out again at most this often. */
const TYPING_REPEAT_MS = 1000;

export interface Typist {
  type: SenderType;
  name: string | null;
}

/** What the composer hands over with a message: how to empty itself, and how to take the draft back. */
export interface Draft {
  clear(): void;
  restore(): void;
}

const notMine = (failure: ApiFailure) => failure.kind === "http" && (failure.status === 403 || failure.status === 404);

export function useConversation({ lang, t }: { lang: Lang; t: WidgetT }) {
  const [messages, setMessages] = useState<ShownMessage[]>([]);
  const [sessionId, setSessionId] = useState<string | null>(() => readStoredSessionId());
  const [status, setStatus] = useState<ConversationStatus>("pending");
  const [replyLanguage, setReplyLanguageState] = useState<Lang | null>(null);
  const [busy, setBusy] = useState(false);
  const [typist, setTypist] = useState<Typist | null>(null);
  const [ready, setReady] = useState(false);

  const messagesRef = useRef(messages);
  const sessionRef = useRef(sessionId);
  const busyRef = useRef(false);
  /** The translate choice made before a conversation exists; it travels with the first message. */
  const pendingReplyLanguage = useRef<Lang | null>(null);
  const realtime = useRef<RealtimeConnection | null>(null);
  const typistTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const outgoingTyping = useRef({ active: false, lastSentAt: 0, stopTimer: null as ReturnType<typeof setTimeout> | null });
  const tRef = useRef(t);
  const { pathname } = useLocation();
  /** The page on screen, which the socket reports (the console's presence section). */
  const pageRef = useRef({ path: pathname, language: lang });

  useLayoutEffect(() => {
    messagesRef.current = messages;
    tRef.current = t;
    pageRef.current = { path: pathname, language: lang };
  });

  const toast = useCallback((titleKey: string, descriptionKey: string, description?: string) => {
    const text = tRef.current;
    showToast({ title: text(titleKey), description: description ?? text(descriptionKey), duration: TOAST_DURATION_MS, variant: "destructive" });
  }, []);

  const adoptSession = useCallback((id: string) => {
    sessionRef.current = id;
    storeSessionId(id);
    setSessionId(id);
  }, []);

  const forgetSession = useCallback(() => {
    sessionRef.current = null;
    storeSessionId(null);
    setSessionId(null);
    setStatus("pending");
    setReplyLanguageState(pendingReplyLanguage.current);
  }, []);

  const startFresh = useCallback(() => {
    forgetSession();
    setMessages([welcomeMessage(tRef.current("welcome"))]);
  }, [forgetSession]);

  // Opening: a stored conversation is loaded first; an empty one starts with the welcome message.
  useEffect(() => {
    const stored = sessionRef.current;
    if (!stored) {
      setMessages([welcomeMessage(tRef.current("welcome"))]);
      setReady(true);
      return;
    }
    let cancelled = false;
    void fetchHistory(stored).then((result) => {
      if (cancelled) return;
      if (result.ok) {
        const history = mergeMessages([], result.value.messages);
        setMessages(history.length ? history : [welcomeMessage(tRef.current("welcome"))]);
        setStatus(result.value.status);
        setReplyLanguageState(result.value.replyLanguage);
      } else if (notMine(result)) {
        startFresh();
      } else {
        setMessages([welcomeMessage(tRef.current("welcome"))]);
        toast("errors.chatTitle", "errors.chat");
      }
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [startFresh, toast]);

  const onRealtimeEvent = useCallback((event: RealtimeServerMessage) => {
    switch (event.type) {
      case "message.created":
        setMessages((shown) => mergeMessages(shown, event.messages));
        if (event.messages.some((m) => m.sender_type !== "user")) setTypist(null);
        return;
      case "message.delta":
        setMessages((shown) => appendDelta(shown, event.sessionId, event.streamId, event.delta));
        return;
      case "typing": {
        if (event.user.type === "user") return;
        if (typistTimer.current) clearTimeout(typistTimer.current);
        if (!event.isTyping) {
          setTypist(null);
          return;
        }
        setTypist(event.user);
        typistTimer.current = setTimeout(() => setTypist(null), TYPING_INDICATOR_DROP_MS);
        return;
      }
      case "conversation.status_changed":
        setStatus(event.status);
        return;
    }
  }, []);

  // The socket lives while there is a conversation and the panel has been opened (this hook is mounted).
  useEffect(() => {
    if (!ready || !sessionId) return;
    const connection = connectRealtime({
      sessionId,
      after: () => newestServerTimestamp(messagesRef.current),
      onEvent: onRealtimeEvent,
      onForbidden: startFresh,
      page: () => pageRef.current,
    });
    realtime.current = connection;
    return () => {
      connection.close();
      realtime.current = null;
    };
  }, [ready, sessionId, onRealtimeEvent, startFresh]);

  useEffect(() => {
    realtime.current?.sendPresence();
  }, [pathname, lang]);

  useEffect(
    () => () => {
      if (typistTimer.current) clearTimeout(typistTimer.current);
      if (outgoingTyping.current.stopTimer) clearTimeout(outgoingTyping.current.stopTimer);
    },
    [],
  );

  const stopTyping = useCallback(() => {
    const state = outgoingTyping.current;
    if (state.stopTimer) clearTimeout(state.stopTimer);
    state.stopTimer = null;
    if (!state.active) return;
    state.active = false;
    realtime.current?.sendTyping(false);
  }, []);

  const notifyTyping = useCallback(() => {
    const connection = realtime.current;
    if (!connection) return;
    const state = outgoingTyping.current;
    const now = Date.now();
    if (!state.active || now - state.lastSentAt >= TYPING_REPEAT_MS) {
      connection.sendTyping(true);
      state.active = true;
      state.lastSentAt = now;
    }
    if (state.stopTimer) clearTimeout(state.stopTimer);
    state.stopTimer = setTimeout(stopTyping, TYPING_STOP_AFTER_MS);
  }, [stopTyping]);

  /** Catches up with what the server stored since the newest message shown (after a hand-off, for instance). */
  const catchUp = useCallback(async () => {
    const id = sessionRef.current;
    if (!id) return;
    const result = await fetchHistory(id, newestServerTimestamp(messagesRef.current));
    if (!result.ok || sessionRef.current !== id) return;
    setMessages((shown) => mergeMessages(shown, result.value.messages));
    setStatus(result.value.status);
  }, []);

  const deliver = useCallback(
    async (text: string, media: MediaItem[], draft: Draft, retried = false): Promise<void> => {
      const echoId = crypto.randomUUID();
      setMessages((shown) => [...shown, optimisticMessage(echoId, text, media)]);
      draft.clear();
      stopTyping();
      const sessionId = sessionRef.current;
      const replyLanguage = sessionId ? null : pendingReplyLanguage.current;
      const result = await sendChatMessage({
        message: text,
        sessionId,
        userInfo: {},
        media,
        language: lang,
        ...(replyLanguage ? { replyLanguage } : {}),
        echoId,
      });

      if (result.ok) {
        const answer = result.value;
        if (answer.sessionId !== sessionRef.current) adoptSession(answer.sessionId);
        pendingReplyLanguage.current = null;
        const offering = new Set(answer.assistantUnavailable ? answer.messages.map((m) => m.id) : []);
        setMessages((shown) => markOffersExpert(mergeMessages(shown, answer.messages), offering));
        if (answer.assistantUnavailable) toast("errors.unreachableTitle", "errors.unreachable");
        return;
      }
      if (result.kind === "network") {
        // The message may have arrived, so it stays; the fallback offers a person instead of the assistant.
        toast("errors.unreachableTitle", "errors.unreachable");
        const fallback = localBotMessage(`local:fallback:${echoId}`, tRef.current("errors.fallbackMessage"), true);
        setMessages((shown) => (shown.findLast((m) => m.sender_type === "bot")?.content === fallback.content ? shown : [...shown, fallback]));
        return;
      }
      // Not delivered: the message goes back into the composer so it can be sent again.
      setMessages((shown) => withoutMessage(shown, optimisticIdOf(echoId)));
      if (notMine(result) && sessionId && !retried) {
        startFresh();
        return deliver(text, media, draft, true);
      }
      draft.restore();
      if (result.kind === "http" && result.status === 429) {
        toast("errors.rateLimitedTitle", "errors.chat", result.message ?? undefined);
      } else {
        toast("errors.chatTitle", "errors.chat", result.kind === "http" && result.status === 400 ? (result.message ?? undefined) : undefined);
      }
    },
    [adoptSession, lang, startFresh, stopTyping, toast],
  );

  /** Uploads the files first (a failure aborts and keeps the draft), then sends; ignored while busy or empty. */
  const send = useCallback(
    async (text: string, files: readonly File[], draft: Draft) => {
      const message = text.trim();
      if (busyRef.current || (!message && files.length === 0)) return;
      busyRef.current = true;
      setBusy(true);
      try {
        const media: MediaItem[] = [];
        for (const file of files) {
          const uploaded = await uploadChatMedia(file, lang);
          if (!uploaded.ok) {
            const reason = uploaded.kind === "http" ? uploaded.message : null;
            const text = tRef.current;
            showToast({
              title: text("errors.uploadTitle"),
              description: reason ? text("errors.uploadWithReason", { name: file.name, reason }) : text("errors.upload", { name: file.name }),
              duration: TOAST_DURATION_MS,
              variant: "destructive",
            });
            return;
          }
          media.push({ type: uploaded.value.type, url: uploaded.value.url, name: uploaded.value.name });
        }
        await deliver(message, media, draft);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [deliver, lang],
  );

  const chooseReplyLanguage = useCallback(
    async (language: Lang) => {
      const id = sessionRef.current;
      if (id) {
        const result = await setReplyLanguage(id, language);
        if (!result.ok && !notMine(result)) {
          toast("errors.chatTitle", "errors.chat");
          return;
        }
        if (!result.ok) {
          pendingReplyLanguage.current = language;
          startFresh();
        }
      } else {
        pendingReplyLanguage.current = language;
      }
      setReplyLanguageState(language);
      const text = tRef.current;
      showToast({
        title: text("translate.changedTitle"),
        description: text("translate.changed", { language: text(`translate.languages.${language}`) }),
        duration: TOAST_DURATION_MS,
      });
    },
    [startFresh, toast],
  );

  /** The expert form: the server hands the conversation (or a new one) to a person and answers with its id. */
  const contactExpert = useCallback(
    async (details: Omit<ExpertContactRequest, "language" | "sessionId">): Promise<ApiResult<{ ok: true; sessionId: string | null }>> => {
      let result = await sendExpertContact({ ...details, language: lang, sessionId: sessionRef.current });
      if (!result.ok && notMine(result) && sessionRef.current) {
        // The stored conversation is gone or not this browser's: hand off in a new one instead.
        startFresh();
        result = await sendExpertContact({ ...details, language: lang, sessionId: null });
      }
      if (result.ok) {
        const id = result.value.sessionId;
        if (id && id !== sessionRef.current) adoptSession(id);
        await catchUp();
      }
      return result;
    },
    [adoptSession, catchUp, lang, startFresh],
  );

  return {
    messages,
    sessionId,
    status,
    replyLanguage,
    busy,
    typist,
    ready,
    send,
    notifyTyping,
    stopTyping,
    chooseReplyLanguage,
    contactExpert,
    /** A conversation the server started elsewhere for this visitor (the voice call's first words): shown from its start. */
    adoptSession: useCallback(
      (id: string) => {
        if (id === sessionRef.current) return;
        adoptSession(id);
        void catchUp();
      },
      [adoptSession, catchUp],
    ),
  };
}

export type Conversation = ReturnType<typeof useConversation>;
