// The conversation's status table: every allowed transition applies and says what it should; every other changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConversationStatus } from "../../app/chat/chat-contract.ts";
import { migrateToLatest, openDatabase, type Db } from "../db/database.ts";
import { ApiError } from "../http/api-error.ts";
import { LocalBus, type BusEvent } from "../realtime/bus.ts";
import {
  changeConversationStatus,
  findTransition,
  followStatusRule,
  STATUS_TRANSITIONS,
  type StatusCause,
  type StatusEvent,
} from "./change-conversation-status.ts";
import { createConversation, listMessages, type ChatStore } from "./conversations.ts";

const STATUSES: ConversationStatus[] = ["pending", "open", "resolved"];
const CAUSES: StatusCause[] = [{ by: "visitor-message" }, { by: "hand-off", email: "anna@example.se" }, { by: "staff-reply" }, { by: "staff" }];

/** What each activity says in English, the conversation language of these tests. */
const ENGLISH_ACTIVITY: Record<string, string> = {
  "activity.reopened": "The conversation has been reopened.",
  "activity.resolved": "The conversation has been marked as resolved.",
  "activity.handedOff":
    "The conversation has been handed over to an expert. We will get back to you at anna@example.se as soon as we can, normally within 2 hours.",
};

let db: Db;
let store: ChatStore;
let events: BusEvent[];

beforeAll(async () => {
  ({ db } = await openDatabase({ dataDir: "memory://" }));
  await migrateToLatest(db);
  const bus = new LocalBus();
  bus.subscribe((event) => events.push(event));
  store = { db, bus };
});
afterAll(() => db.destroy());
beforeEach(() => {
  events = [];
});

async function conversationIn(status: ConversationStatus, language: "en" | "se" = "en", replyLanguage: "en" | null = null) {
  const conversation = await createConversation(db, "visitor-hash", language, replyLanguage);
  await db.updateTable("conversations").set({ status }).where("id", "=", conversation.id).execute();
  return { ...conversation, status };
}

async function statusOf(id: string) {
  return (await db.selectFrom("conversations").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
}

const cases = STATUSES.flatMap((from) => STATUSES.flatMap((to) => CAUSES.map((cause) => ({ from, to, cause }))));
const allowed = cases.filter(({ from, to, cause }) => findTransition(from, to, cause.by));
const refused = cases.filter(({ from, to, cause }) => !findTransition(from, to, cause.by));

describe("changeConversationStatus", () => {
  it.each(allowed.map((c) => [c.from, c.to, c.cause.by, c] as const))("%s → %s by %s", async (_from, _to, _by, { from, to, cause }) => {
    const conversation = await conversationIn(from);
    const change = await changeConversationStatus(store, conversation.id, to, cause);

    const transition = findTransition(from, to, cause.by)!;
    expect(change).toMatchObject({ from, to });
    expect(await statusOf(conversation.id)).toBe(to);
    const statusEvents = events.filter((e) => e.kind === "status");
    expect(statusEvents).toEqual(from === to ? [] : [{ kind: "status", sessionId: conversation.id, status: to }]);

    const messages = await listMessages(db, conversation.id);
    if (transition.activity) {
      expect(messages).toEqual([expect.objectContaining({ sender_type: "activity", content: ENGLISH_ACTIVITY[transition.activity] })]);
      expect(change.activity?.id).toBe(messages[0]!.id);
    } else {
      expect(messages).toEqual([]);
      expect(change.activity).toBeNull();
    }
  });

  it.each(refused.map((c) => [c.from, c.to, c.cause.by, c] as const))("refuses %s → %s by %s and changes nothing", async (_from, _to, _by, { from, to, cause }) => {
    const conversation = await conversationIn(from);
    const refusal = await changeConversationStatus(store, conversation.id, to, cause).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 409, code: "transition_not_allowed" });
    expect((refusal as ApiError).details("en")).toEqual({
      code: "transition_not_allowed",
      message: "The conversation's status cannot be changed that way.",
      from,
      to,
    });
    expect(await statusOf(conversation.id)).toBe(from);
    expect(await listMessages(db, conversation.id)).toEqual([]);
    expect(events).toEqual([]);
  });

  it("speaks the conversation's reply language, else the language it started in", async () => {
    const swedish = await conversationIn("open", "se");
    await changeConversationStatus(store, swedish.id, "resolved", { by: "staff" });
    expect((await listMessages(db, swedish.id))[0]!.content).toBe("Samtalet har markerats som avslutat.");
    const translated = await conversationIn("open", "se", "en");
    await changeConversationStatus(store, translated.id, "resolved", { by: "staff" });
    expect((await listMessages(db, translated.id))[0]!.content).toBe(ENGLISH_ACTIVITY["activity.resolved"]);
  });

  it("lets only one of two changes made at once apply", async () => {
    const conversation = await conversationIn("open");
    const results = await Promise.allSettled([
      changeConversationStatus(store, conversation.id, "resolved", { by: "staff" }),
      changeConversationStatus(store, conversation.id, "resolved", { by: "staff" }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(results.filter((r) => r.status === "rejected").map((r) => (r as PromiseRejectedResult).reason.status)).toEqual([409]);
    expect(await listMessages(db, conversation.id)).toHaveLength(1);
  });

  it("answers 404 for a conversation that does not exist", async () => {
    const refusal = await changeConversationStatus(store, crypto.randomUUID(), "open", { by: "staff" }).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 404, code: "not_found" });
  });
});

describe("followStatusRule: what an event does by itself", () => {
  const EVENTS: StatusEvent[] = [{ by: "visitor-message" }, { by: "staff-reply" }];

  it("leads from each status to at most one other", () => {
    for (const event of EVENTS) {
      for (const from of STATUSES) {
        expect(STATUS_TRANSITIONS.filter((t) => t.from === from && t.by === event.by).length).toBeLessThanOrEqual(1);
      }
    }
  });

  it.each([
    ["visitor-message", "resolved", "pending", "The conversation has been reopened."],
    ["visitor-message", "pending", "pending", null],
    ["visitor-message", "open", "open", null],
    ["staff-reply", "pending", "open", null],
    ["staff-reply", "open", "open", null],
    ["staff-reply", "resolved", "resolved", null],
  ] as const)("%s in a %s conversation leaves it %s", async (by, from, to, activity) => {
    const conversation = await conversationIn(from);
    const change = await followStatusRule(store, conversation, { by });
    expect(await statusOf(conversation.id)).toBe(to);
    expect(change?.to ?? from).toBe(to);
    expect((await listMessages(db, conversation.id)).map((m) => m.content)).toEqual(activity ? [activity] : []);
  });
});
