// Which CVs we take, judged by their bytes like the chat's uploads (server/storage/check-upload.ts): a PDF (`%PDF-`),
// a Word 97–2003 document (an OLE2 compound file with a WordDocument stream) or a DOCX (a ZIP with `word/`), and the
// name's extension must be of the same kind. A program renamed cv.pdf is refused.
import { CV_MAX_BYTES } from "../../app/jobs/application-form.ts";
import { checkUpload, sanitizeFileName } from "../storage/check-upload.ts";

export type CvCheck =
  | { ok: true; name: string; contentType: string; extension: string }
  | { ok: false; reason: "cvRequired" | "cvEmpty" | "cvTooLarge" | "cvType" };

const CV_KINDS = new Set(["pdf", "doc", "docx"]);

export async function checkCv(rawName: string, data: Uint8Array): Promise<CvCheck> {
  const name = sanitizeFileName(rawName);
  if (!name) return { ok: false, reason: "cvRequired" };
  if (data.length === 0) return { ok: false, reason: "cvEmpty" };
  if (data.length > CV_MAX_BYTES) return { ok: false, reason: "cvTooLarge" };
  const check = await checkUpload(name, data);
  if (!check.ok) return { ok: false, reason: check.reason === "empty" ? "cvEmpty" : "cvType" };
  if (!CV_KINDS.has(check.kind)) return { ok: false, reason: "cvType" };
  return { ok: true, name, contentType: check.contentType, extension: check.extension };
}
