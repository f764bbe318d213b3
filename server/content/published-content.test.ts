import { describe, expect, it } from "vitest";
import { LocalBus } from "../realtime/bus.ts";
import { PublishedContent, type PublishedDocument, type PublishedSource } from "./published-content.ts";

function job(id: string): PublishedDocument {
  const at = new Date("2026-11-01T08:00:00Z");
  return {
    source: "job", sourceId: id, lang: "en", path: `/en/jobs/${id}`, title: `Job ${id}`, summary: "", text: "", keywords: [],
    publishedAt: at, updatedAt: at, validThrough: null,
  };
}

describe("published content", () => {
  it("reads its sources and tells the changing instance once and every instance over the bus", async () => {
    const bus = new LocalBus();
    const here = new PublishedContent(bus);
    const there = new PublishedContent(bus);
    const jobs: PublishedSource = { name: "job", all: async () => [job("a"), job("b")], of: async (id) => (id === "a" ? [job("a")] : []) };
    here.register(jobs);
    const local: string[] = [];
    const heard: string[] = [];
    here.onLocalChange(async (source, id) => void local.push(`${source}:${id}`));
    there.onLocalChange(async (source, id) => void local.push(`elsewhere ${source}:${id}`));
    here.onAnyChange(async (source) => void heard.push(`here ${source}`));
    there.onAnyChange(async (source) => void heard.push(`there ${source}`));

    expect((await here.all()).map((d) => d.sourceId)).toEqual(["a", "b"]);
    expect(await here.of("job", "b")).toEqual([]);
    expect(await here.of("news", "a")).toEqual([]);
    await here.changed("job", "a");
    expect(local).toEqual(["job:a"]);
    expect(heard).toEqual(["here job", "there job"]);

    there.close();
    await here.changed("job", "b");
    expect(heard).toEqual(["here job", "there job", "here job"]);
  });
});
