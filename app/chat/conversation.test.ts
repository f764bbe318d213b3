import { describe, expect, it } from "vitest";
import type { ChatMessage } from "./chat-contract.ts";
import {
  appendDelta,
  markOffersExpert,
  mergeMessages,
  newestServerTimestamp,
  optimisticMessage,
  welcomeMessage,
  type ShownMessage,
} from "./conversation.ts";

let clock = Date.parse("2026-11-23T14:00:00Z");
function stored(partial: Partial<ChatMessage> & Pick<ChatMessage, "id" | "sender_type">): ChatMessage {
  clock += 1000;
  return {
    session_id: "s",
    content: "",
    sender_name: null,
    media: [],
    sentiment: null,
    echo_id: null,
    sources: [],
    offer_expert: false,
    created_at: new Date(clock).toISOString(),
    ...partial,
  };
}

describe("mergeMessages", () => {
  it("replaces the optimistic message with the server's copy in place", () => {
    const shown = [welcomeMessage("Hej"), optimisticMessage("e1", "Fråga", [])];
    const next = mergeMessages(shown, [
      stored({ id: "u1", sender_type: "user", content: "Fråga", echo_id: "e1" }),
      stored({ id: "b1", sender_type: "bot", content: "Svar", echo_id: "stream-1" }),
    ]);
    expect(next.map((m) => [m.id, m.origin])).toEqual([
      ["local:welcome", "local"],
      ["u1", undefined],
      ["b1", undefined],
    ]);
  });

  it("adds nothing twice when realtime and the HTTP answer bring the same messages", () => {
    const batch = [stored({ id: "u1", sender_type: "user", content: "Q", echo_id: "e1" }), stored({ id: "b1", sender_type: "bot", content: "A" })];
    const once = mergeMessages([optimisticMessage("e1", "Q", [])], batch);
    expect(mergeMessages(once, batch)).toEqual(once);
  });

  it("drops a bot message that repeats the previous bot message", () => {
    const first = stored({ id: "b1", sender_type: "bot", content: "Samma svar" });
    const user = stored({ id: "u1", sender_type: "user", content: "Igen?" });
    const repeat = stored({ id: "b2", sender_type: "bot", content: "Samma svar" });
    expect(mergeMessages([], [first, user, repeat]).map((m) => m.id)).toEqual(["b1", "u1"]);
  });

  it("lets the finished answer replace its streamed bubble", () => {
    let shown: ShownMessage[] = [optimisticMessage("e1", "Q", [])];
    shown = appendDelta(shown, "s", "stream-1", "Hal");
    shown = appendDelta(shown, "s", "stream-1", "lå");
    expect(shown.at(-1)).toMatchObject({ content: "Hallå", origin: "stream" });
    shown = mergeMessages(shown, [stored({ id: "b1", sender_type: "bot", content: "Hallå där", echo_id: "stream-1" })]);
    expect(shown.map((m) => m.id)).toEqual(["optimistic:e1", "b1"]);
  });

  it("gives the streamed bubble's place to the answer with its sources and offer of an expert", () => {
    const sources = [{ title: "Cloud services", url: "/en/molntjanster" }];
    const shown = appendDelta([], "s", "stream-1", "Our cloud…");
    const next = mergeMessages(shown, [stored({ id: "b1", sender_type: "bot", content: "Our cloud…", echo_id: "stream-1", sources, offer_expert: true })]);
    expect(next).toMatchObject([{ id: "b1", sources, offer_expert: true }]);
  });

  it("keeps the widget's own offer of an expert when the server's copy of the message comes again", () => {
    const answer = stored({ id: "b1", sender_type: "bot", content: "Fallback" });
    const offered = markOffersExpert(mergeMessages([], [answer]), new Set(["b1"]));
    expect(mergeMessages(offered, [answer])[0]!.offer_expert).toBe(true);
  });

  it("ignores late deltas of an answer that is already complete", () => {
    const shown = mergeMessages([], [stored({ id: "b1", sender_type: "bot", content: "Klart", echo_id: "stream-1" })]);
    expect(appendDelta(shown, "s", "stream-1", "…")).toBe(shown);
  });
});

describe("newestServerTimestamp", () => {
  it("skips local messages", () => {
    const message = stored({ id: "b1", sender_type: "bot", content: "A" });
    const shown = [...mergeMessages([], [message]), optimisticMessage("e2", "later", [])];
    expect(newestServerTimestamp(shown)).toBe(message.created_at);
    expect(newestServerTimestamp([welcomeMessage("Hej")])).toBeUndefined();
  });
});
