// PGlite is one session: requests must take turns with it, or one's rollback undoes another's writes.
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "./database.ts";

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("the embedded database (PGlite) with concurrent requests", () => {
  let db: Db;
  beforeAll(async () => {
    ({ db } = await openDatabase({ dataDir: "memory://" }));
    await sql`create table notes (id serial primary key, body text not null)`.execute(db);
  });
  afterAll(() => db.destroy());

  const bodies = async () => (await sql<{ body: string }>`select body from notes order by id`.execute(db)).rows.map((r) => r.body);

  it("keeps a write made while another request's transaction rolls back", async () => {
    await sql`truncate notes`.execute(db);
    const failing = db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into notes (body) values ('rolled back')`.execute(trx);
        await pause(50);
        throw new Error("the request failed");
      })
      .catch((error: Error) => error.message);
    await pause(10);
    await sql`insert into notes (body) values ('saved')`.execute(db);

    expect(await failing).toBe("the request failed");
    expect(await bodies()).toEqual(["saved"]);
  });

  it("runs transactions one after the other, so a read-then-write sees the other's write", async () => {
    await sql`truncate notes`.execute(db);
    const countThenInsert = () =>
      db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from notes`.execute(trx);
        await pause(20);
        await sql`insert into notes (body) values (${`seen ${rows[0]!.n}`})`.execute(trx);
      });
    await Promise.all([countThenInsert(), countThenInsert(), countThenInsert()]);

    expect(await bodies()).toEqual(["seen 0", "seen 1", "seen 2"]);
  });
});
