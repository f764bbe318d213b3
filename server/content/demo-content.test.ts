// DEMO_CONTENT: every example set once per database — staff who delete the examples never see them come back.
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";
import { seedDemoContent } from "./demo-content.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp | undefined;
afterEach(() => t?.close());
const log = { info() {}, warn() {}, error() {} };

describe("example content", () => {
  it("publishes each set once per database: deleted examples stay deleted on the next start", async () => {
    t = await createTestApp({ DEMO_CONTENT: "true" });
    await seedDemoContent(t.services, log);
    expect((await t.services.publishedContent.all()).length).toBeGreaterThan(0);
    expect(await t.services.bookings.settings()).not.toBeNull();

    await t.services.db.deleteFrom("news_articles").execute();
    await t.services.db.deleteFrom("jobs").execute();
    await t.services.db.deleteFrom("booking_settings").execute();
    await seedDemoContent(t.services, log);
    expect(await t.services.publishedContent.all()).toEqual([]);
    expect(await t.services.bookings.settings()).toBeNull();
    const seeded = await t.services.db.selectFrom("demo_content_seeds").select("name").orderBy("name").execute();
    expect(seeded.map((row) => row.name)).toEqual(["booking hours (example content)", "jobs", "news"]);
  });
});
