// The messages the widget shows: server messages merged by id and echo id, plus the few that exist only here.
import type { ChatMessage, MediaItem } from "./chat-contract.ts";

export interface ShownMessage extends ChatMessage {
  /**
   * Local stand-ins: `optimistic` is the visitor's message before the server's copy arrives, `stream` a bot
   * answer still being generated, `local` a message the server never stored (welcome, network fallback).
   */
  origin?: "optimistic" | "stream" | "local";
}

export const WELCOME_MESSAGE_ID = "local:welcome";

const optimisticId = (echoId: string) => `optimistic:${echoId}`;
const streamId = (id: string) => `stream:${id}`;

export function welcomeMessage(content: string): ShownMessage {
  return localBotMessage(WELCOME_MESSAGE_ID, content);
}

export function localBotMessage(id: string, content: string, offerExpert = false): ShownMessage {
  return {
    id,
    session_id: "",
    content,
    sender_type: "bot",
    sender_name: null,
    media: [],
    sentiment: null,
    echo_id: null,
    sources: [],
    offer_expert: offerExpert,
    created_at: new Date().toISOString(),
    origin: "local",
  };
}

export function optimisticMessage(echoId: string, content: string, media: MediaItem[]): ShownMessage {
  return {
    id: optimisticId(echoId),
    session_id: "",
    content,
    sender_type: "user",
    sender_name: null,
    media,
    sentiment: null,
    echo_id: echoId,
    sources: [],
    offer_expert: false,
    created_at: new Date().toISOString(),
    origin: "optimistic",
  };
}

/** The content of the bot message before `index` (the one a new bot message must not repeat). */
function previousBotContent(shown: ShownMessage[], index = shown.length): string | undefined {
  for (let i = index - 1; i >= 0; i--) {
    const message = shown[i]!;
    if (message.sender_type === "bot" && message.origin !== "stream") return message.content;
  }
  return undefined;
}

/**
 * Adds server messages: a known id is updated in place, a message carrying the echo id of a local stand-in
 * replaces it, and a bot message that repeats the previous bot message word for word is dropped.
 */
export function mergeMessages(shown: ShownMessage[], incoming: readonly ChatMessage[]): ShownMessage[] {
  let next = shown;
  for (const message of incoming) {
    const known = next.findIndex((m) => m.id === message.id);
    if (known >= 0) {
      // An offer the widget made itself (the assistant was unreachable) stays when the server's copy comes again.
      next = next.with(known, { ...message, offer_expert: message.offer_expert || next[known]!.offer_expert });
      continue;
    }
    if (message.echo_id) {
      const standIn = next.findIndex((m) =>
        message.sender_type === "user" ? m.id === optimisticId(message.echo_id!) : m.id === streamId(message.echo_id!),
      );
      if (standIn >= 0) {
        const repeats = message.sender_type === "bot" && previousBotContent(next, standIn) === message.content;
        next = repeats ? next.toSpliced(standIn, 1) : next.with(standIn, { ...message });
        continue;
      }
    }
    if (message.sender_type === "bot" && previousBotContent(next) === message.content) continue;
    next = [...next, { ...message }];
  }
  return next;
}

/** A piece of a bot answer being generated: grows the provisional bubble for that stream, or starts one. */
export function appendDelta(shown: ShownMessage[], sessionId: string, stream: string, delta: string): ShownMessage[] {
  const index = shown.findIndex((m) => m.id === streamId(stream));
  if (index >= 0) return shown.with(index, { ...shown[index]!, content: shown[index]!.content + delta });
  // The finished message may already be here (it can overtake its last deltas).
  if (shown.some((m) => m.echo_id === stream && m.sender_type === "bot")) return shown;
  return [
    ...shown,
    {
      id: streamId(stream),
      session_id: sessionId,
      content: delta,
      sender_type: "bot",
      sender_name: null,
      media: [],
      sentiment: null,
      echo_id: stream,
      sources: [],
      offer_expert: false,
      created_at: new Date().toISOString(),
      origin: "stream",
    },
  ];
}

export function withoutMessage(shown: ShownMessage[], id: string): ShownMessage[] {
  return shown.filter((m) => m.id !== id);
}

export function optimisticIdOf(echoId: string): string {
  return optimisticId(echoId);
}

/** created_at of the newest message the server stored, for `?after=` and realtime catch-up. */
export function newestServerTimestamp(shown: readonly ShownMessage[]): string | undefined {
  let newest: string | undefined;
  for (const message of shown) {
    if (message.origin) continue;
    if (!newest || message.created_at > newest) newest = message.created_at;
  }
  return newest;
}

/** Marks the bot messages among `ids` as offering the expert form. */
export function markOffersExpert(shown: ShownMessage[], ids: ReadonlySet<string>): ShownMessage[] {
  return shown.map((m) => (ids.has(m.id) && m.sender_type === "bot" ? { ...m, offer_expert: true } : m));
}

/** The messages that count as the conversation (export, counts): everything except answers still being written. */
export function settledMessages(shown: readonly ShownMessage[]): ShownMessage[] {
  return shown.filter((m) => m.origin !== "stream");
}
