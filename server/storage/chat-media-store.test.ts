// The store keeps bytes exactly (in the row, or in files beside the embedded database), names files by time,
// randomness and extension, and holds every limit under concurrency, on PGlite and PostgreSQL.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrateToLatest, openDatabase, type Db } from "../db/database.ts";
import {
  DatabaseChatMediaStore,
  mediaBelongsToVisitor,
  mediaPathOfUrl,
  newMediaPath,
  type NewChatMedia,
  type PutResult,
  type UploadLimits,
} from "./chat-media-store.ts";
import { png } from "./upload-fixtures.ts";

const postgresUrl = inject("postgresUrl");
const engines = [["PGlite", undefined], ...(postgresUrl ? [["PostgreSQL", postgresUrl] as const] : [])] as const;

describe.each(engines)("DatabaseChatMediaStore on %s", (_engine, databaseUrl) => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await openDatabase({ databaseUrl, dataDir: "memory://" }));
    await migrateToLatest(db);
  });
  afterAll(() => db.destroy());

  // Other test files share the PostgreSQL database, so each test uses visitors and addresses of its own.
  const visitor = () => randomBytes(32).toString("hex");
  const window = (uploads: number) => ({ uploads, windowMinutes: 10 });
  const roomy: UploadLimits = { perVisitor: window(100), perAddress: window(100), budgetBytes: Number.MAX_SAFE_INTEGER };
  const stored = (result: PutResult) => {
    if (!("stored" in result)) throw new Error(`refused: ${JSON.stringify(result)}`);
    return result.stored;
  };
  const textFile = (visitorHash: string, clientHash = visitor(), text = "a"): NewChatMedia => ({
    visitorHash,
    clientHash,
    originalName: "a.txt",
    extension: ".txt",
    contentType: "text/plain; charset=utf-8",
    data: Buffer.from(text),
  });

  it("stores a file under a timestamped name and returns the same bytes", async () => {
    const store = new DatabaseChatMediaStore(db);
    const data = Buffer.concat([png(), Buffer.from([0, 255, 0, 128])]);
    const owner = visitor();
    const before = Date.now();
    const saved = stored(
      await store.put({ visitorHash: owner, clientHash: visitor(), originalName: "Bild.PNG", extension: ".png", contentType: "image/png", data }, roomy),
    );

    expect(saved).toMatchObject({ visitorHash: owner, originalName: "Bild.PNG", contentType: "image/png", size: data.length });
    expect(saved.path).toMatch(/^\d{13}-[0-9a-f]{8}\.png$/);
    const timestamp = Number(saved.path.split("-")[0]);
    expect(timestamp).toBeGreaterThanOrEqual(before);
    expect(timestamp).toBeLessThanOrEqual(Date.now());

    const file = await store.get(saved.path);
    expect(file).not.toBeNull();
    expect(Buffer.from(file!.data).equals(data)).toBe(true);
    expect(file).toMatchObject({ path: saved.path, visitorHash: owner, originalName: "Bild.PNG", size: data.length });
  });

  it("with a bytes folder keeps the bytes in a file, none in the database row", async () => {
    const folder = mkdtempSync(join(tmpdir(), "chat-media-test-"));
    try {
      const store = new DatabaseChatMediaStore(db, { bytesFolder: folder });
      const data = randomBytes(4096);
      const saved = stored(await store.put({ ...textFile(visitor()), originalName: "x.png", extension: ".png", contentType: "image/png", data }, roomy));
      expect(readdirSync(folder)).toEqual([saved.path]);
      expect(readFileSync(join(folder, saved.path)).equals(data)).toBe(true);
      const row = await db.selectFrom("chat_media").select("data").where("path", "=", saved.path).executeTakeFirstOrThrow();
      expect(row.data).toBeNull();
      expect(Buffer.from((await store.get(saved.path))!.data).equals(data)).toBe(true);
      // A refused upload leaves no file behind.
      const full = { ...roomy, perVisitor: window(1) };
      const owner = visitor();
      stored(await store.put(textFile(owner), full));
      expect(await store.put(textFile(owner), full)).toHaveProperty("retryAfterSeconds");
      expect(readdirSync(folder)).toHaveLength(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("stores no more than the limit when a visitor's uploads arrive at the same moment", async () => {
    const store = new DatabaseChatMediaStore(db);
    const [owner, other] = [visitor(), visitor()];
    const limits = { ...roomy, perVisitor: window(3) };
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put(textFile(owner), limits)));

    expect(results.filter((r) => "stored" in r)).toHaveLength(3);
    for (const refused of results.filter((r) => !("stored" in r))) {
      expect(refused).toHaveProperty("retryAfterSeconds");
      const wait = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
      expect(wait).toBeGreaterThan(9 * 60);
      expect(wait).toBeLessThanOrEqual(10 * 60);
    }
    expect((await store.refusal(owner, visitor(), limits)) as { retryAfterSeconds: number }).toMatchObject({
      retryAfterSeconds: expect.any(Number),
    });
    // Another visitor's uploads are counted apart.
    expect(await store.refusal(other, visitor(), limits)).toBeNull();
    expect("stored" in (await store.put(textFile(other), limits))).toBe(true);
  });

  it("counts one address across visitors (no cookie, a new one each time)", async () => {
    const store = new DatabaseChatMediaStore(db);
    const address = visitor();
    const limits = { ...roomy, perAddress: window(4) };
    const results = await Promise.all(Array.from({ length: 7 }, () => store.put(textFile(visitor(), address), limits)));
    expect(results.filter((r) => "stored" in r)).toHaveLength(4);
    expect(await store.refusal(visitor(), address, limits)).toHaveProperty("retryAfterSeconds");
    expect(await store.refusal(visitor(), visitor(), limits)).toBeNull();
  });

  it("refuses every upload once all of them together would pass the storage budget", async () => {
    const store = new DatabaseChatMediaStore(db);
    const used = await db.selectFrom("chat_media").select((eb) => eb.fn.sum<string>("size").as("bytes")).executeTakeFirstOrThrow();
    const limits = { ...roomy, budgetBytes: Number(used.bytes ?? 0) + 10 };
    stored(await store.put(textFile(visitor(), visitor(), "123456"), limits));
    expect(await store.put(textFile(visitor(), visitor(), "123456"), limits)).toEqual({ overBudget: true });
    expect(await store.refusal(visitor(), visitor(), { ...limits, budgetBytes: limits.budgetBytes - 4 })).toEqual({ overBudget: true });
  });

  it("gives two uploads in the same millisecond different names", () => {
    const now = Date.now();
    expect(newMediaPath(".txt", now)).not.toBe(newMediaPath(".txt", now));
  });

  it("answers null for an unknown or malformed path", async () => {
    const store = new DatabaseChatMediaStore(db);
    expect(await store.get(newMediaPath(".pdf"))).toBeNull();
    expect(await store.get("../../etc/passwd")).toBeNull();
    expect(await store.get("1700000000000-abcdef12.svg")).toBeNull();
  });

  it("tells whether every media URL is one of this visitor's uploads", async () => {
    const store = new DatabaseChatMediaStore(db);
    const [owner, other] = [visitor(), visitor()];
    const put = async (visitorHash: string) => `/api/storage/chat-media/${stored(await store.put(textFile(visitorHash), roomy)).path}`;
    const [mine1, mine2, theirs] = [await put(owner), await put(owner), await put(other)];

    expect(await mediaBelongsToVisitor(db, [], owner)).toBe(true);
    expect(await mediaBelongsToVisitor(db, [mine1, mine2, mine1], owner)).toBe(true);
    expect(await mediaBelongsToVisitor(db, [mine1, theirs], owner)).toBe(false);
    expect(await mediaBelongsToVisitor(db, [theirs], other)).toBe(true);
    expect(await mediaBelongsToVisitor(db, [`/api/storage/chat-media/${newMediaPath(".pdf")}`], owner)).toBe(false);
    expect(await mediaBelongsToVisitor(db, ["https://evil.example/x.png"], owner)).toBe(false);
    expect(await mediaBelongsToVisitor(db, [`${mine1}?x=1`], owner)).toBe(false);
  });
});

describe("mediaPathOfUrl", () => {
  it.each([
    ["/api/storage/chat-media/1700000000000-0a1b2c3d.pdf", "1700000000000-0a1b2c3d.pdf"],
    ["/api/storage/chat-media/1700000000000-0a1b2c3d.PDF", null],
    ["/api/storage/chat-media/1700000000000-0a1b2c3d.pdf/..", null],
    ["/api/storage/chat-media/x.pdf", null],
    ["/other/1700000000000-0a1b2c3d.pdf", null],
  ])("%s → %s", (url, expected) => {
    expect(mediaPathOfUrl(url)).toBe(expected);
  });
});
