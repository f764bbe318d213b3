import { describe, expect, it } from "vitest";
import { CV_MAX_BYTES } from "../../app/jobs/application-form.ts";
import { compoundFile, docx, elfExecutable, gif, pdf, plainZip, windowsExecutable } from "../storage/upload-fixtures.ts";
import { checkCv } from "./cv-check.ts";

describe("a CV is judged by its bytes", () => {
  it.each([
    ["cv.pdf", pdf(), "application/pdf"],
    ["CV.PDF", pdf(), "application/pdf"],
    ["cv.docx", docx(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
    ["cv.doc", compoundFile("WordDocument"), "application/msword"],
  ])("takes %s", async (name, data, contentType) => {
    expect(await checkCv(name, data)).toMatchObject({ ok: true, name, contentType });
  });

  it.each([
    ["a Windows program renamed cv.pdf", "cv.pdf", windowsExecutable()],
    ["a Linux program renamed cv.doc", "cv.doc", elfExecutable()],
    ["a zip renamed cv.docx", "cv.docx", plainZip()],
    ["an installer renamed cv.doc", "cv.doc", compoundFile("Installer")],
    ["a PDF renamed cv.docx", "cv.docx", pdf()],
    ["a picture", "cv.gif", gif()],
    ["a PDF without extension", "cv", pdf()],
    ["text", "cv.txt", Buffer.from("Anna Lind")],
  ])("refuses %s", async (_what, name, data) => {
    expect(await checkCv(name, data)).toEqual({ ok: false, reason: "cvType" });
  });

  it("refuses an empty file, one over the limit and one without a usable name", async () => {
    expect(await checkCv("cv.pdf", new Uint8Array())).toEqual({ ok: false, reason: "cvEmpty" });
    expect(await checkCv("cv.pdf", Buffer.concat([pdf(), Buffer.alloc(CV_MAX_BYTES)]))).toEqual({ ok: false, reason: "cvTooLarge" });
    expect(await checkCv("..", pdf())).toEqual({ ok: false, reason: "cvRequired" });
  });

  it("keeps a path's last segment as the name, without control or direction characters", async () => {
    expect(await checkCv("C:\\fakepath\\Mitt cv\u202Efdp.pdf", pdf())).toMatchObject({ ok: true, name: "Mitt cvfdp.pdf" });
  });
});
