// What the upload check accepts and refuses, judged on real file bytes.
import { describe, expect, it } from "vitest";
import { checkUpload, hasWordDocumentStream, isPlainText, sanitizeFileName } from "./check-upload.ts";
import {
  compoundFile,
  docx,
  elfExecutable,
  gif,
  jpeg,
  pdf,
  plainZip,
  png,
  SVG_WITH_SCRIPT,
  windowsExecutable,
} from "./upload-fixtures.ts";

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

describe("checkUpload", () => {
  it.each([
    ["photo.png", png(), "image", "image", "image/png", ".png"],
    ["Photo.JPG", jpeg(), "image", "image", "image/jpeg", ".jpg"],
    ["scan.jpeg", jpeg(), "image", "image", "image/jpeg", ".jpeg"],
    ["anim.gif", gif(), "image", "image", "image/gif", ".gif"],
    // Phones and editors mislabel images; the served type follows the bytes, so a PNG called .jpg is harmless.
    ["screenshot.jpg", png(), "image", "image", "image/png", ".jpg"],
    ["offert.pdf", pdf(), "pdf", "file", "application/pdf", ".pdf"],
    ["avtal.docx", docx(), "docx", "file", DOCX_TYPE, ".docx"],
    ["gammal.doc", compoundFile("WordDocument"), "doc", "file", "application/msword", ".doc"],
    ["notes.txt", Buffer.from("Hej!\r\nRäksmörgås – 😀\tklart\f\n", "utf8"), "txt", "file", "text/plain; charset=utf-8", ".txt"],
    ["bom.txt", Buffer.from("\uFEFFrad ett\n", "utf8"), "txt", "file", "text/plain; charset=utf-8", ".txt"],
  ])("accepts %s", async (name, data, kind, mediaType, contentType, extension) => {
    expect(await checkUpload(name, data)).toEqual({
      ok: true,
      kind,
      mediaType,
      contentType,
      extension,
    });
  });

  it.each([
    ["a PNG named .pdf", "invoice.pdf", png()],
    ["a PDF named .png", "image.png", pdf()],
    ["a Windows program named .pdf", "invoice.pdf", windowsExecutable()],
    ["a Windows program named .txt", "readme.txt", windowsExecutable()],
    ["a Linux program named .doc", "report.doc", elfExecutable()],
    ["a plain zip named .docx", "report.docx", plainZip()],
    ["a Word document named .pdf", "report.pdf", docx()],
    ["a docx named .doc", "report.doc", docx()],
    ["a compound file without a WordDocument stream (an installer) named .doc", "setup.doc", compoundFile("Workbook")],
    ["binary bytes named .txt", "data.txt", Buffer.from([0x48, 0x69, 0x00, 0x01, 0x02])],
    ["invalid UTF-8 named .txt", "latin1.txt", Buffer.from([0x52, 0xe4, 0x6b, 0x73])],
    ["an SVG (it can carry script)", "logo.svg", SVG_WITH_SCRIPT],
    ["an SVG named .png", "logo.png", SVG_WITH_SCRIPT],
    ["an HTML page", "page.html", Buffer.from("<html><script>alert(1)</script></html>")],
    ["a program with its own extension", "setup.exe", windowsExecutable()],
    ["a file without an extension", "README", Buffer.from("hello")],
    ["a file named only by its extension", ".txt", Buffer.from("hello")],
  ])("refuses %s as unsupported_type", async (_label, name, data) => {
    expect(await checkUpload(name, data)).toEqual({ ok: false, reason: "unsupported_type" });
  });

  it("reports an empty file as empty, whatever its name", async () => {
    expect(await checkUpload("tom.pdf", Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
    expect(await checkUpload("tom.exe", Buffer.alloc(0))).toEqual({ ok: false, reason: "empty" });
  });
});

describe("isPlainText", () => {
  it.each([
    ["UTF-8 with tabs and line breaks", Buffer.from("a\tb\r\nc\fd\n"), true],
    ["a NUL byte", Buffer.from("a\u0000b"), false],
    ["an escape character", Buffer.from("\u001b[31mred"), false],
    ["DEL", Buffer.from("a\u007f"), false],
    ["a C1 control character", Buffer.from("a\u0085b"), false],
    ["a truncated multi-byte sequence", Buffer.from([0x61, 0xc3]), false],
  ])("%s → %s", (_label, data, expected) => {
    expect(isPlainText(data)).toBe(expected);
  });
});

describe("hasWordDocumentStream", () => {
  it("finds the stream only in a compound file that has one", () => {
    expect(hasWordDocumentStream(compoundFile("WordDocument"))).toBe(true);
    expect(hasWordDocumentStream(compoundFile("WordDocumenx"))).toBe(false);
    expect(hasWordDocumentStream(compoundFile("Workbook"))).toBe(false);
    expect(hasWordDocumentStream(windowsExecutable())).toBe(false);
  });
});

describe("sanitizeFileName", () => {
  it.each([
    ["rapport.pdf", "rapport.pdf"],
    ["C:\\fakepath\\rapport.pdf", "rapport.pdf"],
    ["../../etc/passwd.txt", "passwd.txt"],
    ["  mellanslag.txt  ", "mellanslag.txt"],
    ["rad\r\nbrytning.txt", "radbrytning.txt"],
    ["invoice\u202Efdp.exe", "invoicefdp.exe"],
    ["..", ""],
    ["dir/", ""],
  ])("%j → %j", (raw, expected) => {
    expect(sanitizeFileName(raw)).toBe(expected);
  });

  it("shortens a long name to 255 characters and keeps its extension", () => {
    const name = sanitizeFileName(`${"å".repeat(300)}.docx`);
    expect(name).toHaveLength(255);
    expect(name.endsWith("å.docx")).toBe(true);
  });

  it("never splits an emoji when shortening", () => {
    const name = sanitizeFileName(`${"😀".repeat(200)}.txt`);
    expect(name.length).toBeLessThanOrEqual(255);
    expect(name).toBe(`${"😀".repeat(125)}.txt`);
  });
});
