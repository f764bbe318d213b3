// A real SMTP server for the browser tests (the sites deliver to it through SMTP_URL) with a small HTTP side that
// answers which mails an address received: GET /messages?to=anna@example.se → [{ to, subject, text, receivedAt }].
// Run by playwright.config.ts as a web server: SMTP on MAIL_SMTP_PORT, HTTP on MAIL_HTTP_PORT.
import { createServer } from "node:http";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  /** Files of a multipart mail (a booking's .ics), decoded to text. */
  attachments?: { filename: string; contentType: string; content: string }[];
  receivedAt: string;
}

const caught: CaughtMail[] = [];

function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** `=?UTF-8?Q?…?=` and `=?UTF-8?B?…?=` words of a header. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toUpperCase() === "B" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/**
 * The plain text of a mail as nodemailer writes it (7bit, quoted-printable or base64); of a multipart mail, its
 * text part, with the other parts as attachments.
 */
export function parseMail(raw: string): Pick<CaughtMail, "subject" | "text" | "attachments"> {
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const header = (name: string) => head.match(new RegExp(`^${name}:\\s*(.*)$`, "im"))?.[1] ?? "";
  const boundary = /^multipart\/[^;]+;.*boundary="?([^";]+)"?/i.exec(header("Content-Type"))?.[1];
  if (boundary) {
    const parts = body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith("--"))
      .map((part) => {
        const partHead = part.slice(0, part.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, " ");
        const parsed = parseMail(part.replace(/^\r?\n/, ""));
        const contentType = partHead.match(/^Content-Type:\s*(.*)$/im)?.[1] ?? "";
        const filename = /filename="?([^";\r\n]+)"?/i.exec(partHead)?.[1];
        return { contentType, filename, text: parsed.text.replace(/\n+$/, "\n") };
      });
    const text = parts.find((part) => !part.filename && part.contentType.startsWith("text/plain"))?.text ?? "";
    const attachments = parts.filter((part) => part.filename).map((part) => ({ filename: part.filename!, contentType: part.contentType, content: part.text }));
    return { subject: decodeHeader(header("Subject")), text, attachments };
  }
  const encoding = header("Content-Transfer-Encoding").toLowerCase();
  const text =
    encoding === "quoted-printable" ? decodeQuotedPrintable(body) : encoding === "base64" ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8") : body;
  return { subject: decodeHeader(header("Subject")), text: text.replace(/\r\n/g, "\n") };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const { subject, text, attachments } = parseMail(Buffer.concat(chunks).toString("utf8"));
      caught.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), subject, text, attachments, receivedAt: new Date().toISOString() });
      callback();
    });
  },
});

const http = createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  if (url.pathname === "/healthz") return response.end("ok");
  if (url.pathname !== "/messages") return response.writeHead(404).end();
  const to = url.searchParams.get("to")?.toLowerCase();
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(caught.filter((mail) => !to || mail.to.includes(to))));
});

if (process.env.MAIL_SMTP_PORT && process.env.MAIL_HTTP_PORT) {
  smtp.listen(Number(process.env.MAIL_SMTP_PORT), "127.0.0.1");
  http.listen(Number(process.env.MAIL_HTTP_PORT), "127.0.0.1");
}
