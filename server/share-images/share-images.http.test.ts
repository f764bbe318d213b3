// Every kind of page, in every language, names a picture for shared links that the server really draws.
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LANGS = ["se", "en", "fi", "no"] as const;
/** One page of each kind that has its own picture. */
const PAGE_OF_KIND = {
  home: "",
  services: "/molntjanster",
  contact: "/kontakt",
  legal: "/privacy",
  jobs: "/jobs",
  news: "/news",
  info: "/kontrasttest",
} as const;

const meta = (html: string, key: string) =>
  html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];

/** Width and height from the PNG's IHDR chunk, which follows the 8-byte signature and the chunk's length and type. */
function pngSize(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

const drawn = new Map<string, string>();

describe.each(LANGS)("shared-link pictures in %s", (lang) => {
  it.each(Object.entries(PAGE_OF_KIND))("the %s page names a 1200×630 PNG at an absolute URL", async (kind, path) => {
    const html = (await t.app.inject({ url: `/${lang}${path}` })).body;
    const imageUrl = meta(html, "og:image")!;
    expect(imageUrl).toBe(`https://www.example.se/og/${lang}/${kind}.png`);
    expect(meta(html, "og:image:type")).toBe("image/png");
    expect(meta(html, "og:image:width")).toBe("1200");
    expect(meta(html, "og:image:height")).toBe("630");
    expect(meta(html, "og:image:alt")).toMatch(/Nordic IT Services/);
    expect(meta(html, "twitter:card")).toBe("summary_large_image");
    expect(meta(html, "twitter:image")).toBe(imageUrl);
    expect(meta(html, "twitter:image:alt")).toBe(meta(html, "og:image:alt"));

    const res = await t.app.inject({ url: new URL(imageUrl).pathname });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toBe("public, max-age=86400");
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect(res.rawPayload.length).toBeLessThan(100_000);
    drawn.set(`${lang}/${kind}`, createHash("sha256").update(res.rawPayload).digest("hex"));
  });
});

describe("shared-link pictures", () => {
  it("differ between every language and every kind of page", () => {
    expect(drawn.size).toBe(LANGS.length * Object.keys(PAGE_OF_KIND).length);
    expect(new Set(drawn.values()).size).toBe(drawn.size);
  });

  it("have localized text alternatives", async () => {
    const alts = await Promise.all(LANGS.map(async (lang) => meta((await t.app.inject({ url: `/${lang}/kontakt` })).body, "og:image:alt")));
    expect(new Set(alts).size).toBe(LANGS.length);
  });

  it("answers a repeated request with 304 when the picture is unchanged", async () => {
    const first = await t.app.inject({ url: "/og/fi/home.png" });
    const again = await t.app.inject({ url: "/og/fi/home.png", headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("knows only its own languages and kinds of page", async () => {
    for (const url of ["/og/de/home.png", "/og/se/admin.png", "/og/se/home.svg"]) {
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }
  });

  it("carry the configured company name", async () => {
    const other = await createTestApp({ ORG_NAME: "Fjordbyte" });
    try {
      const html = (await other.app.inject({ url: "/no/kontakt" })).body;
      expect(meta(html, "og:image:alt")).toMatch(/Fjordbyte/);
      const picture = (await other.app.inject({ url: "/og/no/contact.png" })).rawPayload;
      expect(pngSize(picture)).toEqual({ width: 1200, height: 630 });
      expect(createHash("sha256").update(picture).digest("hex")).not.toBe(drawn.get("no/contact"));
    } finally {
      await other.close();
    }
  });
});
