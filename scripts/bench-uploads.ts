// Does one visitor uploading stall everybody else? /healthz latency, probed one request at a time, while
// UPLOAD_CLIENTS clients upload 10 MB files in a loop — next to the same probe on the idle server (the baseline).
// The uploads run in a process of their own, so the probe's timings are the server's, not the uploader's.
import { spawn } from "node:child_process";
import { CHAT_MEDIA_MAX_BYTES } from "../app/chat/chat-contract.ts";

const UPLOAD_CLIENTS = 5;

/** A 10 MB file the server accepts as a PDF: its bytes are checked, so it must start like one. */
function tenMegabytePdf(): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(CHAT_MEDIA_MAX_BYTES);
  const header = new TextEncoder().encode("%PDF-1.7\n%\u00e2\u00e3\n");
  bytes.set(header);
  for (let i = header.length; i < bytes.length; i += 1) bytes[i] = (i * 31) & 0x7f;
  return bytes;
}

function percentile(sorted: number[], p: number): number {
  return +(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN).toFixed(1);
}

async function probeHealth(origin: string, seconds: number) {
  const latencies: number[] = [];
  const end = Date.now() + seconds * 1000;
  while (Date.now() < end) {
    const start = performance.now();
    await (await fetch(`${origin}/healthz`)).arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  latencies.sort((a, b) => a - b);
  return { probes: latencies.length, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), maxMs: percentile(latencies, 100) };
}

/** Each upload comes from its own address (the server trusts one proxy hop) and without a cookie: a new visitor. */
async function uploadLoop(origin: string, file: Uint8Array<ArrayBuffer>, client: number, until: number, counts: { ok: number; refused: number }) {
  for (let i = 0; Date.now() < until; i += 1) {
    const form = new FormData();
    form.append("file", new Blob([file], { type: "application/pdf" }), `offert-${client}-${i}.pdf`);
    const res = await fetch(`${origin}/api/storage/chat-media`, {
      method: "POST",
      body: form,
      headers: { "x-forwarded-for": `198.18.${client}.${i % 250}` },
    });
    await res.arrayBuffer();
    if (res.status === 201) counts.ok += 1;
    else counts.refused += 1;
  }
}

/** The upload clients, in this process: `node scripts/bench-uploads.ts ORIGIN SECONDS` prints what was stored. */
async function runUploadClients(origin: string, seconds: number) {
  const file = tenMegabytePdf();
  const counts = { ok: 0, refused: 0 };
  const until = Date.now() + seconds * 1000;
  await Promise.all(Array.from({ length: UPLOAD_CLIENTS }, (_, client) => uploadLoop(origin, file, client, until, counts)));
  console.log(JSON.stringify(counts));
}

export async function benchUploads(origin: string, seconds: number) {
  const idle = await probeHealth(origin, seconds);
  const uploader = spawn(process.execPath, [import.meta.filename, origin, String(seconds)], { stdio: ["ignore", "pipe", "inherit"] });
  let output = "";
  uploader.stdout.on("data", (chunk) => (output += chunk));
  const finished = new Promise((resolve) => uploader.once("exit", resolve));
  // The uploads are under way before the probe starts.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const underUploads = await probeHealth(origin, seconds - 1);
  await finished;
  const counts = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as { ok: number; refused: number };
  return { clients: UPLOAD_CLIENTS, fileBytes: CHAT_MEDIA_MAX_BYTES, uploadsStored: counts.ok, uploadsRefused: counts.refused, idle, underUploads };
}

if (process.argv[1] === import.meta.filename) await runUploadClients(process.argv[2]!, Number(process.argv[3]));
