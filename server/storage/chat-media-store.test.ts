// The database store keeps bytes exactly and names files by time, randomness and extension, on PGlite and PostgreSQL.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { migrateToLatest, openDatabase, type Db } from "../db/database.ts";
import { DatabaseChatMediaStore, mediaBelongsToVisitor, mediaPathOfUrl, newMediaPath, type PutResult } from "./chat-media-store.ts";
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

  // Other test files share the PostgreSQL database, so each test uses visitors of its own.
  const visitor = () => randomBytes(32).toString("hex");
  const roomy = { uploads: 100, windowMinutes: 10 };
  const stored = (result: PutResult) => {
    if (!("stored" in result)) throw new Error(`refused: retry after ${result.retryAfterSeconds} s`);
    return result.stored;
  };

  it("stores a file under a timestamped name and returns the same bytes", async () => {
    const store = new DatabaseChatMediaStore(db);
    const data = Buffer.concat([png(), Buffer.from([0, 255, 0, 128])]);
    const owner = visitor();
    const before = Date.now();
    const saved = stored(await store.put({ visitorHash: owner, originalName: "Bild.PNG", extension: ".png", contentType: "image/png", data }, roomy));

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

  it("stores no more than the limit when a visitor's uploads arrive at the same moment", async () => {
    const store = new DatabaseChatMediaStore(db);
    const [owner, other] = [visitor(), visitor()];
    const limit = { uploads: 3, windowMinutes: 10 };
    const file = (visitorHash: string) => ({ visitorHash, originalName: "a.txt", extension: ".txt", contentType: "text/plain; charset=utf-8", data: Buffer.from("a") });
    const results = await Promise.all(Array.from({ length: 8 }, () => store.put(file(owner), limit)));

    expect(results.filter((r) => "stored" in r)).toHaveLength(3);
    for (const refused of results.filter((r) => "retryAfterSeconds" in r)) {
      expect(refused.retryAfterSeconds).toBeGreaterThan(9 * 60);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
    }
    expect(await store.retryAfterSeconds(owner, limit)).toBeGreaterThan(9 * 60);
    // Another visitor's uploads are counted apart.
    expect(await store.retryAfterSeconds(other, limit)).toBeNull();
    expect("stored" in (await store.put(file(other), limit))).toBe(true);
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
    const put = async (visitorHash: string) =>
      `/api/storage/chat-media/${stored(await store.put({ visitorHash, originalName: "a.txt", extension: ".txt", contentType: "text/plain; charset=utf-8", data: Buffer.from("a") }, roomy)).path}`;
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
