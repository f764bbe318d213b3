// The chat's figures for npm run bench: offline assistant answer time, and realtime delivery latency
// to 1,000 connected sockets on a running server.
import WebSocket from "ws";
import type { AssistantTurn } from "../server/assistant/assistant.ts";
import { buildCorpus } from "../server/assistant/corpus.ts";
import { EVALUATION_CASES } from "../server/assistant/eval/questions.ts";
import { TEST_CASES } from "../server/assistant/eval/test-set.ts";
import { KnowledgeIndex } from "../server/assistant/knowledge.ts";
import { OfflineAssistant } from "../server/assistant/offline-assistant.ts";

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * The offline assistant's server-side answer time over every question of both evaluation sets (follow-ups with
 * their history), beside the baseline of the same run: the retrieval alone (one index search per question).
 */
export async function benchAssistant(rounds = 10) {
  const buildStart = performance.now();
  const knowledge = new KnowledgeIndex(buildCorpus());
  const indexBuildMs = +(performance.now() - buildStart).toFixed(0);
  const assistant = new OfflineAssistant({ knowledge });
  const cases = [...EVALUATION_CASES, ...TEST_CASES].map((item) => ({
    ...item,
    history: (item.history ?? []).flatMap((question): AssistantTurn[] => [{ role: "user", content: question }]),
  }));
  const times: number[] = [];
  const retrievalTimes: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const item of cases) {
      const start = performance.now();
      await assistant.answer({ question: item.question, pageLanguage: item.pageLanguage, history: item.history });
      times.push(performance.now() - start);
      const searchStart = performance.now();
      knowledge.search(item.question, item.expectLanguage, 30);
      retrievalTimes.push(performance.now() - searchStart);
    }
  }
  times.sort((a, b) => a - b);
  retrievalTimes.sort((a, b) => a - b);
  return {
    answers: times.length,
    indexBuildMs,
    p50Ms: +percentile(times, 50).toFixed(2),
    p95Ms: +percentile(times, 95).toFixed(2),
    p99Ms: +percentile(times, 99).toFixed(2),
    baselineRetrievalP95Ms: +percentile(retrievalTimes, 95).toFixed(2),
  };
}

interface Conversation {
  sessionId: string;
  cookie: string;
}

/** Each conversation is a visitor of its own, from an address of its own (the bench server trusts one proxy hop). */
async function startConversation(origin: string, visitor: number): Promise<Conversation> {
  const res = await fetch(`${origin}/api/chat-bot`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `198.19.${Math.floor(visitor / 250)}.${visitor % 250}` },
    body: JSON.stringify({ message: "Hej", language: "se" }),
  });
  if (!res.ok) throw new Error(`chat-bot answered ${res.status}`);
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]!).find((c) => c.startsWith("chat_visitor="))!;
  return { sessionId: ((await res.json()) as { sessionId: string }).sessionId, cookie };
}

async function postAgentMessage(origin: string, staffToken: string, sessionId: string, content: string) {
  const res = await fetch(`${origin}/api/staff/conversations/${sessionId}/messages`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${staffToken}` },
    body: JSON.stringify({ content, senderName: "Bench" }),
  });
  if (!res.ok) throw new Error(`staff message answered ${res.status}`);
}

function summary(latencies: number[], expected: number) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return { delivered: sorted.length, expected, p50Ms: +percentile(sorted, 50).toFixed(1), p99Ms: +percentile(sorted, 99).toFixed(1) };
}

/**
 * 100 conversations with 10 open sockets each (tabs of the same visitor): 1,000 subscribers. Latency runs from
 * just before an agent's POST to each socket's receipt, so it includes the HTTP call and the database write.
 * Steady: 100 messages a second spread over the conversations (1,000 deliveries a second) for 5 s.
 * Burst: one message to every conversation at the same instant, which mostly measures how fast the
 * database takes 100 simultaneous writes (PGlite serialises them).
 */
export async function benchRealtime(origin: string, staffToken: string, { conversations = 100, socketsEach = 10 } = {}) {
  const wsOrigin = origin.replace(/^http/, "ws");
  const convs: Conversation[] = [];
  for (let i = 0; i < conversations; i++) convs.push(await startConversation(origin, i));

  const sentAt = new Map<string, number>();
  let latencies: number[] = [];
  const sockets: WebSocket[] = [];
  await Promise.all(
    convs.flatMap((conv) =>
      Array.from({ length: socketsEach }, async () => {
        const ws = new WebSocket(`${wsOrigin}/api/realtime`, { headers: { cookie: conv.cookie } });
        sockets.push(ws);
        const subscribed = new Promise<void>((resolve) => {
          ws.on("message", (data) => {
            const message = JSON.parse(data.toString()) as { type: string; messages?: { content: string }[] };
            if (message.type === "subscribed") resolve();
            if (message.type !== "message.created") return;
            for (const m of message.messages ?? []) {
              const at = sentAt.get(m.content);
              if (at !== undefined) latencies.push(performance.now() - at);
            }
          });
        });
        await new Promise<void>((resolve, reject) => {
          ws.once("open", () => resolve());
          ws.once("error", reject);
        });
        ws.send(JSON.stringify({ type: "subscribe", sessionId: conv.sessionId }));
        await subscribed;
      }),
    ),
  );
  await new Promise((r) => setTimeout(r, 1000)); // past the 500 ms start delay

  const steadyMessages = 500;
  const sends: Promise<void>[] = [];
  for (let i = 0; i < steadyMessages; i++) {
    const content = `steady ${i}`;
    sentAt.set(content, performance.now());
    sends.push(postAgentMessage(origin, staffToken, convs[i % conversations]!.sessionId, content));
    await new Promise((r) => setTimeout(r, 10));
  }
  await Promise.all(sends);
  await new Promise((r) => setTimeout(r, 1000));
  const steady = summary(latencies, steadyMessages * socketsEach);

  latencies = [];
  await Promise.all(
    convs.map((conv, i) => {
      const content = `burst ${i}`;
      sentAt.set(content, performance.now());
      return postAgentMessage(origin, staffToken, conv.sessionId, content);
    }),
  );
  await new Promise((r) => setTimeout(r, 1000));
  const burst = summary(latencies, conversations * socketsEach);

  for (const ws of sockets) ws.close();
  return { sockets: sockets.length, steady, burst };
}
