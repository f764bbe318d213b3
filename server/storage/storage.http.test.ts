// POST/GET /api/storage/chat-media through the real app: what the uploading browser, a stranger and staff receive.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CHAT_MEDIA_MAX_BYTES } from "../../app/chat/chat-contract.ts";
import { CHAT_VISITOR_COOKIE, hashVisitorToken } from "../chat/visitor.ts";
import { addressHash } from "../security/address-limits.ts";
import { createTestApp } from "../test-support.ts";
import { docx, gif, pdf, png, windowsExecutable } from "./upload-fixtures.ts";

const STAFF_TOKEN = "x".repeat(32);
const PATH_PATTERN = /^\d{13}-[0-9a-f]{8}\.[a-z]+$/;
const SANDBOX = "default-src 'none'; sandbox";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;

beforeEach(async () => {
  t = await createTestApp({ STAFF_API_TOKEN: STAFF_TOKEN });
});
afterEach(() => t.close());

type Part = { field: string; value: string } | { field: string; file: Uint8Array; name: string; type?: string };

/** The bytes and content type a browser would send for this form. */
async function multipart(parts: Part[]) {
  const form = new FormData();
  for (const part of parts) {
    if ("file" in part) form.append(part.field, new Blob([new Uint8Array(part.file)], { type: part.type ?? "application/octet-stream" }), part.name);
    else form.append(part.field, part.value);
  }
  const response = new Response(form);
  return { payload: Buffer.from(await response.arrayBuffer()), contentType: response.headers.get("content-type") ?? "" };
}

interface UploadOptions {
  cookie?: string;
  query?: string;
  headers?: Record<string, string>;
  type?: string;
}

async function upload(name: string, file: Uint8Array, options: UploadOptions = {}) {
  return post([{ field: "file", file, name, type: options.type }], options);
}

async function post(parts: Part[], options: UploadOptions = {}) {
  const body = await multipart(parts);
  return t.app.inject({
    method: "POST",
    url: `/api/storage/chat-media${options.query ?? ""}`,
    payload: body.payload,
    headers: { "content-type": body.contentType, ...options.headers },
    cookies: options.cookie ? { [CHAT_VISITOR_COOKIE]: options.cookie } : undefined,
  });
}

function fetchMedia(url: string, options: { cookie?: string; headers?: Record<string, string> } = {}) {
  return t.app.inject({
    method: "GET",
    url,
    headers: options.headers,
    cookies: options.cookie ? { [CHAT_VISITOR_COOKIE]: options.cookie } : undefined,
  });
}

function visitorCookie(res: { cookies: Array<{ name: string; value: string }> }): string {
  const cookie = res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE);
  if (!cookie) throw new Error("no chat_visitor cookie issued");
  return cookie.value;
}

/** A token of the cookie's shape, as another browser would hold. */
function otherBrowserToken(): string {
  return "B".repeat(43);
}

const storedRows = () => t.db.selectFrom("chat_media").select(["path", "visitor_hash", "original_name", "size"]).execute();

describe("POST /api/storage/chat-media", () => {
  it("stores a PDF, answers 201 with its private URL and issues the visitor cookie", async () => {
    const data = pdf();
    const res = await upload("Offert 2025.pdf", data, { type: "application/pdf" });

    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      url: `/api/storage/chat-media/${body.path}`,
      path: expect.stringMatching(PATH_PATTERN),
      name: "Offert 2025.pdf",
      type: "file",
      size: data.length,
      contentType: "application/pdf",
    });
    expect(body.path.endsWith(".pdf")).toBe(true);

    const cookie = res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, path: "/api", sameSite: "Lax" });
    expect(await storedRows()).toEqual([
      { path: body.path, visitor_hash: hashVisitorToken(cookie!.value), original_name: "Offert 2025.pdf", size: data.length },
    ]);
  });

  it("keeps the browser's existing identity and reports an image as type image", async () => {
    const first = await upload("a.gif", gif());
    const token = visitorCookie(first);
    const res = await upload("Skärmbild.PNG", png(), { cookie: token, type: "image/png" });

    expect(res.statusCode).toBe(201);
    expect(res.cookies.find((c) => c.name === CHAT_VISITOR_COOKIE)).toBeUndefined();
    expect(res.json()).toMatchObject({ name: "Skärmbild.PNG", type: "image", contentType: "image/png" });
    expect(res.json().path).toMatch(/\.png$/);
    const rows = await storedRows();
    expect(new Set(rows.map((r) => r.visitor_hash))).toEqual(new Set([hashVisitorToken(token)]));
  });

  it("keeps only the last segment of a path-like file name", async () => {
    const res = await upload("C:\\Users\\anna\\..\\notes.txt", Buffer.from("hej\n"));
    expect(res.statusCode).toBe(201);
    expect(res.json().name).toBe("notes.txt");
  });

  it("refuses a program renamed to .pdf with 415, listing the allowed types, and stores nothing", async () => {
    const res = await upload("faktura.pdf", windowsExecutable(), { type: "application/pdf" });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({
      error: {
        code: "unsupported_type",
        message:
          "Filtypen stöds inte eller stämmer inte med filens innehåll. Tillåtna filtyper: bilder (JPG, PNG, GIF, WebP, BMP, AVIF, HEIC), PDF, Word (DOC, DOCX) och textfiler (TXT).",
      },
    });
    expect(await storedRows()).toEqual([]);
  });

  it("refuses an SVG even when the browser calls it an image", async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload("logo.svg", svg, { type: "image/svg+xml" });
    expect(res.statusCode).toBe(415);
    expect(await storedRows()).toEqual([]);
  });

  it("refuses a file one byte over the limit with 413, naming the limit, and stores nothing", async () => {
    const res = await upload("stor.txt", Buffer.alloc(CHAT_MEDIA_MAX_BYTES + 1, 0x61));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: { code: "too_large", message: "Filen är för stor. Största tillåtna storlek är 10 MB." } });
    expect(await storedRows()).toEqual([]);
  });

  it("accepts a file of exactly the limit", async () => {
    const res = await upload("precis.txt", Buffer.alloc(CHAT_MEDIA_MAX_BYTES, 0x61));
    expect(res.statusCode).toBe(201);
    expect(res.json().size).toBe(CHAT_MEDIA_MAX_BYTES);
  });

  it("answers 400 no_file when the form has no file, the file is under another field, or the body is not multipart", async () => {
    const noFile = await post([{ field: "comment", value: "hej" }]);
    const otherField = await post([{ field: "attachment", file: pdf(), name: "a.pdf" }]);
    const json = await t.app.inject({ method: "POST", url: "/api/storage/chat-media", payload: { file: "a.pdf" } });
    const binary = await t.app.inject({
      method: "POST",
      url: "/api/storage/chat-media",
      payload: pdf(),
      headers: { "content-type": "application/pdf" },
    });
    for (const res of [noFile, otherField, json, binary]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: { code: "no_file", message: "Ingen fil togs emot. Välj en fil och försök igen." } });
    }
    expect(await storedRows()).toEqual([]);
  });

  it("answers 400 empty for an empty file", async () => {
    const res = await upload("tom.pdf", Buffer.alloc(0));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: "empty", message: "Filen är tom. Välj en fil med innehåll." } });
    expect(await storedRows()).toEqual([]);
  });

  it("speaks the language of ?language=, else of Accept-Language, else Swedish", async () => {
    const exe = windowsExecutable();
    const en = await upload("x.pdf", exe, { query: "?language=en", headers: { "accept-language": "fi" } });
    expect(en.json().error.message).toBe(
      "This file type is not supported or does not match the file's content. Allowed file types: images (JPG, PNG, GIF, WebP, BMP, AVIF, HEIC), PDF, Word (DOC, DOCX) and text files (TXT).",
    );
    const tooLarge = await upload("x.txt", Buffer.alloc(CHAT_MEDIA_MAX_BYTES + 1, 0x61), { query: "?language=en" });
    expect(tooLarge.json().error.message).toBe("The file is too large. The maximum size is 10 MB.");
    const fi = await upload("x.pdf", Buffer.alloc(0), { headers: { "accept-language": "fi-FI,en;q=0.5" } });
    expect(fi.json().error.message).toBe("Tiedosto on tyhjä. Valitse tiedosto, jossa on sisältöä.");
    const no = await upload("x.pdf", Buffer.alloc(0), { query: "?language=no" });
    expect(no.json().error.message).toBe("Filen er tom. Velg en fil med innhold.");
    const unknown = await upload("x.pdf", Buffer.alloc(0), { query: "?language=de", headers: { "accept-language": "de-DE" } });
    expect(unknown.json().error.message).toBe("Filen är tom. Välj en fil med innehåll.");
  });

  it("allows 30 uploads per browser in 10 minutes, then answers 429 with retry-after, storing nothing", async () => {
    const token = visitorCookie(await upload("1.txt", Buffer.from("1")));
    const visitorHash = hashVisitorToken(token);
    const earlier = new Date(Date.now() - 9 * 60 * 1000);
    await t.db
      .insertInto("chat_media")
      .values(
        Array.from({ length: 29 }, (_, i) => ({
          path: `1700000000000-${i.toString(16).padStart(8, "0")}.txt`,
          visitor_hash: visitorHash,
          original_name: `${i}.txt`,
          content_type: "text/plain; charset=utf-8",
          size: 1,
          data: Buffer.from("x"),
          created_at: earlier,
        })),
      )
      .execute();

    const limited = await upload("31.txt", Buffer.from("31"), { cookie: token, query: "?language=en" });
    expect(limited.statusCode).toBe(429);
    // The oldest counted upload (9 minutes old) leaves the window in about a minute.
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(50);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toEqual({
      error: {
        code: "rate_limited",
        message: "You have uploaded many files in a short time. Please try again in 1 minute.",
        retryAfterSeconds: retryAfter,
      },
    });
    expect(await storedRows()).toHaveLength(30);

    const otherBrowser = await upload("other.txt", Buffer.from("o"), { cookie: otherBrowserToken() });
    expect(otherBrowser.statusCode).toBe(201);

    await t.db.updateTable("chat_media").set({ created_at: new Date(Date.now() - 11 * 60 * 1000) }).where("original_name", "=", "0.txt").execute();
    const afterWindow = await upload("32.txt", Buffer.from("32"), { cookie: token });
    expect(afterWindow.statusCode).toBe(201);
  });
});

describe("limits that hold without a cookie", () => {
  it("allows one address 60 uploads an hour whatever cookies it sends, then answers 429", async () => {
    const clientHash = addressHash("127.0.0.1");
    await t.db
      .insertInto("chat_media")
      .values(
        Array.from({ length: 59 }, (_, i) => ({
          path: `1700000000000-${i.toString(16).padStart(8, "0")}.txt`,
          visitor_hash: `visitor-${i}`,
          client_hash: clientHash,
          original_name: `${i}.txt`,
          content_type: "text/plain; charset=utf-8",
          size: 1,
          data: Buffer.from("x"),
          created_at: new Date(Date.now() - 30 * 60 * 1000),
        })),
      )
      .execute();
    expect((await upload("60.txt", Buffer.from("60"))).statusCode).toBe(201);
    const refused = await upload("61.txt", Buffer.from("61"), { query: "?language=fi" });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(25 * 60);
    expect(refused.json().error.message).toBe("Olet lähettänyt monta tiedostoa lyhyessä ajassa. Odota 30 minuuttia ja yritä uudelleen.");
    expect(await storedRows()).toHaveLength(60);
  });

  it("refuses every upload with 507 once anonymous uploads fill the storage budget", async () => {
    const small = await createTestApp({ CHAT_MEDIA_BUDGET_MB: "1" });
    try {
      const body = async (name: string, size: number) => {
        const form = await multipart([{ field: "file", file: Buffer.alloc(size, "a"), name }]);
        return small.app.inject({
          method: "POST",
          url: "/api/storage/chat-media?language=en",
          payload: form.payload,
          headers: { "content-type": form.contentType },
        });
      };
      expect((await body("first.txt", 600 * 1024)).statusCode).toBe(201);
      const full = await body("second.txt", 600 * 1024);
      expect(full.statusCode).toBe(507);
      expect(full.json()).toEqual({
        error: {
          code: "storage_full",
          message: "Attachments cannot be received right now. Please try again later or contact us directly.",
        },
      });
      expect((await body("tiny.txt", 10)).statusCode).toBe(201);
    } finally {
      await small.close();
    }
  });

  it("keeps the embedded database free of file bytes: they go to a file beside it", async () => {
    const res = await upload("Offert.pdf", pdf());
    expect(res.statusCode).toBe(201);
    const row = await t.db.selectFrom("chat_media").select(["data", "size"]).executeTakeFirstOrThrow();
    expect(row.data).toBeNull();
    expect(row.size).toBe(pdf().length);
  });
});

describe("GET /api/storage/chat-media/:path", () => {
  it("gives the uploading browser the exact bytes, as a download, private and sandboxed", async () => {
    const data = pdf();
    const uploaded = await upload("Offert.pdf", data);
    const token = visitorCookie(uploaded);

    const res = await fetchMedia(uploaded.json().url, { cookie: token });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''Offert.pdf");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["cache-control"]).toBe("private, max-age=3600");
    expect(res.headers["content-security-policy"]).toBe(SANDBOX);
  });

  it("serves an image inline with its detected type", async () => {
    const uploaded = await upload("bild.jpg", png());
    const res = await fetchMedia(uploaded.json().url, { cookie: visitorCookie(uploaded) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["content-disposition"]).toBe("inline");
    expect(res.rawPayload.equals(png())).toBe(true);
  });

  it("offers a Word document as a download under its original name", async () => {
    const uploaded = await upload("Avtal (år 1)*.docx", docx());
    const res = await fetchMedia(uploaded.json().url, { cookie: visitorCookie(uploaded) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(res.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''Avtal%20%28%C3%A5r%201%29%2A.docx");
    expect(res.headers["content-security-policy"]).toBe(SANDBOX);
  });

  it("serves text that looks like markup only as a plain-text download", async () => {
    const html = Buffer.from("<html><body><script>alert(document.cookie)</script></body></html>\n");
    const uploaded = await upload("page.txt", html, { type: "text/html" });
    expect(uploaded.statusCode).toBe(201);
    const res = await fetchMedia(uploaded.json().url, { cookie: visitorCookie(uploaded) });
    expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe("attachment; filename*=UTF-8''page.txt");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["content-security-policy"]).toBe(SANDBOX);
  });

  it("answers 404 not_found to another browser and to a browser without a cookie", async () => {
    const uploaded = await upload("hemligt.pdf", pdf());
    const url: string = uploaded.json().url;
    for (const res of [
      await fetchMedia(url, { cookie: otherBrowserToken() }),
      await fetchMedia(url),
      await fetchMedia(`${url}?language=en`, { headers: { authorization: `Bearer ${"y".repeat(32)}` } }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe("not_found");
      expect(res.rawPayload.includes(pdf())).toBe(false);
    }
    expect((await fetchMedia(url)).json().error.message).toBe("Filen hittades inte.");
    expect((await fetchMedia(`${url}?language=en`)).json().error.message).toBe("The file was not found.");
  });

  it("answers the same 404 for a path that does not exist or is not a stored name", async () => {
    const token = visitorCookie(await upload("a.txt", Buffer.from("a")));
    for (const path of ["1700000000000-00000000.pdf", "..%2F..%2Fetc%2Fpasswd", "x.pdf", "1700000000000-0000000g.pdf"]) {
      const res = await fetchMedia(`/api/storage/chat-media/${path}`, { cookie: token });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: "not_found", message: "Filen hittades inte." } });
    }
  });

  it("lets staff with the bearer token fetch any visitor's file", async () => {
    const data = docx();
    const uploaded = await upload("kund.docx", data);
    const res = await fetchMedia(uploaded.json().url, { headers: { authorization: `Bearer ${STAFF_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(data)).toBe(true);
  });
});
