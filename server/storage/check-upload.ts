// Which chat attachments we accept, judged by their bytes: the name and the browser's MIME type are only claims.
import { fileTypeFromBuffer } from "file-type";

export type UploadKind = "image" | "pdf" | "doc" | "docx" | "txt";

export type UploadCheck =
  | {
      ok: true;
      kind: UploadKind;
      /** How a chat message shows it (MediaItem.type). */
      mediaType: "image" | "file";
      /** The header we serve it with; taken from the detected content, never from the upload's claim. */
      contentType: string;
      /** The name's extension, lower-cased, with its dot (".pdf"). */
      extension: string;
    }
  | { ok: false; reason: "empty" | "unsupported_type" };

/** Extension (without dot) → the family its content must belong to. SVG is absent on purpose: it can carry script. */
const EXTENSION_KINDS: Readonly<Record<string, UploadKind>> = {
  jpg: "image",
  jpeg: "image",
  png: "image",
  gif: "image",
  webp: "image",
  bmp: "image",
  avif: "image",
  heic: "image",
  heif: "image",
  pdf: "pdf",
  doc: "doc",
  docx: "docx",
  txt: "txt",
};

export const ALLOWED_EXTENSIONS: readonly string[] = Object.keys(EXTENSION_KINDS);

/** file-type's `ext` of the raster formats browsers or phones produce → served type. */
const IMAGE_TYPES: Readonly<Record<string, string>> = {
  jpg: "image/jpeg",
  png: "image/png",
  apng: "image/apng",
  gif: "image/gif",
  webp: "image/webp",
  bmp: "image/bmp",
  avif: "image/avif",
};

const DOCX_TYPE = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const CFB_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** The lower-cased extension of a file name, without the dot; "" when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

export async function checkUpload(name: string, data: Uint8Array): Promise<UploadCheck> {
  if (data.length === 0) return { ok: false, reason: "empty" };
  const extension = extensionOf(name);
  const expected = EXTENSION_KINDS[extension];
  if (!expected) return { ok: false, reason: "unsupported_type" };

  const detected = await detectContent(data);
  if (!detected || detected.kind !== expected) return { ok: false, reason: "unsupported_type" };
  return {
    ok: true,
    kind: detected.kind,
    mediaType: detected.kind === "image" ? "image" : "file",
    contentType: detected.contentType,
    extension: `.${extension}`,
  };
}

async function detectContent(data: Uint8Array): Promise<{ kind: UploadKind; contentType: string } | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type) return isPlainText(data) ? { kind: "txt", contentType: "text/plain; charset=utf-8" } : null;

  const imageType = IMAGE_TYPES[type.ext];
  if (imageType) return { kind: "image", contentType: imageType };
  // file-type names every HEIF flavour "heic"; its mime says which (image/heic, image/heif, …-sequence).
  if (type.ext === "heic") return { kind: "image", contentType: type.mime };
  if (type.ext === "pdf") return { kind: "pdf", contentType: "application/pdf" };
  // Only the macro-free Word format: docm, xlsx, pptx and plain zips are other ext values and fall through.
  if (type.ext === "docx") return { kind: "docx", contentType: DOCX_TYPE };
  // A compound file is also an .msi installer, .xls or .ppt; only Word documents have a WordDocument stream.
  if (type.ext === "cfb" && hasWordDocumentStream(data)) return { kind: "doc", contentType: "application/msword" };
  return null;
}

// Text has no magic number, so the whole content is the evidence: strict UTF-8, and no control characters
// besides tab, LF, FF and CR, which rules out binaries (they all contain NUL or other C0 bytes).
const FORBIDDEN_IN_TEXT = /[\u0000-\u0008\u000B\u000E-\u001F\u007F-\u009F]/u;

export function isPlainText(data: Uint8Array): boolean {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    return false;
  }
  return !FORBIDDEN_IN_TEXT.test(text);
}

/**
 * Looks for a directory entry named "WordDocument" of type stream. Directory entries are 128 bytes and every
 * sector after the header is a multiple of 128 bytes, so scanning aligned offsets finds them without following
 * the FAT chains (enough to tell a Word file from another compound file; serving as an attachment does the rest).
 */
export function hasWordDocumentStream(data: Uint8Array): boolean {
  if (data.length < 512 || !CFB_SIGNATURE.every((byte, i) => data[i] === byte)) return false;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const sectorShift = view.getUint16(0x1e, true);
  if (sectorShift !== 9 && sectorShift !== 12) return false;
  const name = "WordDocument";
  const nameBytes = (name.length + 1) * 2;
  for (let offset = 1 << sectorShift; offset + 128 <= data.length; offset += 128) {
    if (view.getUint16(offset + 0x40, true) !== nameBytes || data[offset + 0x42] !== 2) continue;
    let matches = true;
    for (let i = 0; i < name.length && matches; i++) {
      matches = view.getUint16(offset + i * 2, true) === name.charCodeAt(i);
    }
    if (matches) return true;
  }
  return false;
}

export const FILE_NAME_MAX_LENGTH = 255;

// Control characters break headers and logs; bidi overrides make "gpj.exe" display as "exe.jpg".
const UNSAFE_IN_NAME = /[\u0000-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * The name we show and offer on download: the last segment of whatever path the browser sent (old browsers send
 * "C:\fakepath\…"), without control or bidi characters, at most 255 UTF-16 units with the extension kept.
 */
export function sanitizeFileName(raw: string): string {
  const base = (raw.split(/[/\\]/).pop() ?? "").normalize("NFC").replace(UNSAFE_IN_NAME, "").trim();
  if (base === "." || base === "..") return "";
  if (base.length <= FILE_NAME_MAX_LENGTH) return base;
  const extension = extensionOf(base);
  const suffix = extension && extension.length < 16 ? `.${extension}` : "";
  let stem = "";
  for (const char of base.slice(0, base.length - suffix.length)) {
    if (stem.length + char.length + suffix.length > FILE_NAME_MAX_LENGTH) break;
    stem += char;
  }
  return stem + suffix;
}
