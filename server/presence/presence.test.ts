// The presence registry: counts per page and language from this instance's sockets and the other instances' reports
// (two registries on one in-process bus stand for two instances), expiry of a report that is not renewed, page views
// of the last five minutes, and reports that must fit one NOTIFY payload.
import { sql } from "kysely";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { busEventSchema, LocalBus, type BusEvent } from "../realtime/bus.ts";
import { migrateToLatest, openDatabase, type Db } from "../db/database.ts";
import { fitReport, PRESENCE_REPORT_MAX_BYTES, PRESENCE_REPORT_TTL_MS, PresenceRegistry } from "./presence.ts";

let db: Db;
const registries: PresenceRegistry[] = [];

beforeAll(async () => {
  db = (await openDatabase({ dataDir: "memory://" })).db;
  await migrateToLatest(db);
});
afterAll(() => db.destroy());
afterEach(async () => {
  for (const registry of registries.splice(0)) await registry.close();
  await db.deleteFrom("page_views").execute();
});

/** A registry whose clock the test moves. */
function instance(bus: LocalBus) {
  const clock = { now: Date.now() };
  const registry = new PresenceRegistry({ db, bus, now: () => clock.now });
  registries.push(registry);
  return { registry, clock };
}

async function until(check: () => Promise<boolean>, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("presence across instances", () => {
  it("adds up every instance's visitors per page and language, and lists each staff member once", async () => {
    const bus = new LocalBus();
    const { registry: a } = instance(bus);
    const { registry: b } = instance(bus);
    a.visitorSocket("a1", { path: "/en/cloud-services", language: "en" });
    a.visitorSocket("a2", { path: "/en/cloud-services", language: "en" });
    a.staffConnected("s1", { userId: "u-eva", name: "Eva" });
    b.visitorSocket("b1", { path: "/en/cloud-services", language: "en" });
    b.visitorSocket("b2", { path: "/se/molntjanster", language: "se" });
    b.staffConnected("s2", { userId: "u-eva", name: "Eva" });
    b.staffConnected("s3", { userId: "u-ali", name: "Ali" });

    for (const registry of [a, b]) {
      await until(async () => (await registry.snapshot()).visitorsNow === 4);
      const snapshot = await registry.snapshot();
      expect(snapshot.pages).toEqual([
        { path: "/en/cloud-services", language: "en", visitors: 3 },
        { path: "/se/molntjanster", language: "se", visitors: 1 },
      ]);
      expect(snapshot.languages).toEqual([
        { language: "en", visitors: 3 },
        { language: "se", visitors: 1 },
      ]);
      expect(snapshot.staffOnline).toEqual([
        { userId: "u-ali", name: "Ali" },
        { userId: "u-eva", name: "Eva" },
      ]);
      expect(snapshot.instances).toBe(2);
    }
  });

  it("follows a visitor who moves to another page or leaves, on the other instance too", async () => {
    const bus = new LocalBus();
    const { registry: a } = instance(bus);
    const { registry: b } = instance(bus);
    expect(a.visitorSocket("v", { path: "/en", language: "en" })).toBe(true);
    expect(a.visitorSocket("v", { path: "/en", language: "en" })).toBe(false);
    await until(async () => (await b.snapshot()).visitorsNow === 1);

    expect(a.visitorSocket("v", { path: "/fi/pilvipalvelut", language: "fi" })).toBe(true);
    await until(async () => (await b.snapshot()).pages[0]?.path === "/fi/pilvipalvelut");
    expect((await b.snapshot()).pages).toEqual([{ path: "/fi/pilvipalvelut", language: "fi", visitors: 1 }]);

    a.visitorGone("v");
    a.visitorGone("v"); // a second close changes nothing
    await until(async () => (await b.snapshot()).visitorsNow === 0);
    expect((await b.snapshot()).pages).toEqual([]);
  });

  it("drops an instance's report that has not been renewed for 15 seconds", async () => {
    const bus = new LocalBus();
    const { registry: a, clock } = instance(bus);
    const { registry: b } = instance(bus);
    b.visitorSocket("b1", { path: "/no/skytjenester", language: "no" });
    b.staffConnected("s", { userId: "u-kari", name: "Kari" });
    await until(async () => (await a.snapshot()).visitorsNow === 1);

    clock.now += PRESENCE_REPORT_TTL_MS - 1000;
    expect((await a.snapshot()).visitorsNow).toBe(1);
    clock.now += 2000;
    const stale = await a.snapshot();
    expect(stale.visitorsNow).toBe(0);
    expect(stale.staffOnline).toEqual([]);
    expect(stale.instances).toBe(1);
    // A renewed report counts again.
    b.start();
    await until(async () => (await a.snapshot()).visitorsNow === 1);
  });

  it("hears at once when another instance closes", async () => {
    const bus = new LocalBus();
    const { registry: a } = instance(bus);
    const { registry: b } = instance(bus);
    b.visitorSocket("b1", { path: "/se", language: "se" });
    await until(async () => (await a.snapshot()).visitorsNow === 1);
    await b.close();
    expect((await a.snapshot()).visitorsNow).toBe(0);
  });

  it("repeats its report while started, and not after stop", async () => {
    const bus = new LocalBus();
    const { registry } = instance(bus);
    const reports: BusEvent[] = [];
    bus.subscribe((event) => reports.push(event));
    registry.start();
    expect(reports).toHaveLength(1);
    expect(busEventSchema.parse(reports[0])).toMatchObject({ kind: "presence", instanceId: registry.instanceId, visitors: [], staff: [] });
    registry.stop();
  });

  it("publishes a burst of changes as one report", async () => {
    const bus = new LocalBus();
    const { registry } = instance(bus);
    const reports: BusEvent[] = [];
    bus.subscribe((event) => reports.push(event));
    for (let i = 0; i < 30; i++) registry.visitorSocket(`v${i}`, { path: "/en", language: "en" });
    await until(async () => reports.length > 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ visitors: [{ path: "/en", language: "en", count: 30 }] });
  });
});

describe("page views of the last five minutes", () => {
  it("counts consented page views by page and language, and none older than five minutes", async () => {
    const { registry } = instance(new LocalBus());
    const view = (path: string, language: string, minutesAgo: number) =>
      db
        .insertInto("page_views")
        .values({ path, language, created_at: sql<Date>`now() - make_interval(mins => ${minutesAgo})` })
        .execute();
    await view("/en/cloud-services", "en", 1);
    await view("/en/cloud-services", "en", 2);
    await view("/se/molntjanster", "se", 4);
    await view("/se/molntjanster", "se", 6);
    await view("/fi", "fi", 30);
    const snapshot = await registry.snapshot();
    expect(snapshot.pageViewsLast5Minutes).toEqual([
      { path: "/en/cloud-services", language: "en", views: 2 },
      { path: "/se/molntjanster", language: "se", views: 1 },
    ]);
    expect(snapshot.pageViewsLast5MinutesTotal).toBe(3);
    // Page views are not visitors with the chat open.
    expect(snapshot.visitorsNow).toBe(0);
  });
});

describe("a report on the bus", () => {
  it("fits one NOTIFY payload: the busiest pages by name, the rest counted together, the total kept", () => {
    const visitors = Array.from({ length: 150 }, (_, i) => ({
      path: `/en/${"a-long-page-name-".repeat(8)}${i}`,
      language: "en" as const,
      count: i + 1,
    }));
    const staff = Array.from({ length: 5 }, (_, i) => ({ userId: `user-${i}`, name: `Agent ${i}` }));
    const fitted = fitReport({ kind: "presence", instanceId: "i", visitors, staff, at: new Date().toISOString() });
    expect(Buffer.byteLength(JSON.stringify(fitted))).toBeLessThanOrEqual(PRESENCE_REPORT_MAX_BYTES);
    expect(busEventSchema.safeParse(fitted).success).toBe(true);
    expect(fitted.staff).toEqual(staff);
    const total = (list: { count: number }[]) => list.reduce((sum, entry) => sum + entry.count, 0);
    expect(total(fitted.visitors)).toBe(total(visitors));
    expect(fitted.visitors[0]).toMatchObject({ count: 150 });
    expect(fitted.visitors.at(-1)).toMatchObject({ path: null, language: null });
  });

  it("comes from a registry whose socket pages are too many for one payload, and is counted whole by the other instance", async () => {
    const bus = new LocalBus();
    const { registry: a } = instance(bus);
    const { registry: b } = instance(bus);
    for (let i = 0; i < 120; i++) a.visitorSocket(`v${i}`, { path: `/se/${"sida-".repeat(30)}${i}`, language: "se" });
    await until(async () => (await b.snapshot()).visitorsNow === 120);
    const pages = (await b.snapshot()).pages;
    expect(pages.at(-1)).toMatchObject({ path: null, language: null });
    expect(pages.length).toBeLessThan(120);
  });
});
