import { describe, expect, it } from "vitest";
import { exportCounts, exportFileName, plainText, toWinAnsi, transcriptPdf, transcriptText } from "./chat-export.ts";
import { optimisticMessage, welcomeMessage } from "./conversation.ts";

describe("chat export", () => {
  it("names files with the prefix and the local date and time", () => {
    expect(exportFileName("chatt", new Date(2026, 10, 23, 14, 5), "pdf")).toBe("chatt-2026-11-23-1405.pdf");
    expect(exportFileName("chat", new Date(2026, 0, 2, 3, 4), "txt")).toBe("chat-2026-01-02-0304.txt");
  });

  it("counts messages by sender and sentiment", () => {
    const positive = { ...optimisticMessage("e1", "Tack!", []), sentiment: { sentiment: "positive" as const, urgency: "low" as const, emotions: [] } };
    expect(exportCounts([welcomeMessage("Hej"), positive])).toEqual({ total: 2, user: 1, bot: 1, agent: 0, positive: 1, neutral: 0, negative: 0 });
  });

  it("turns Markdown into readable text", () => {
    expect(plainText("Se **[Hårdvarusupport](/se/hardvarusupport)** och *mer*.")).toBe("Se Hårdvarusupport (/se/hardvarusupport) och mer.");
  });

  it("keeps what the standard PDF fonts can draw", () => {
    expect(toWinAnsi("Åå Ää Öö Ææ Øø – “citat” … €")).toBe("Åå Ää Öö Ææ Øø – “citat” … €");
    expect(toWinAnsi("Hej 👋 → där")).toBe("Hej ? ? där");
  });

  it("writes Nordic letters into the PDF in WinAnsi (Latin-1) and adds pages for long chats", async () => {
    const transcript = {
      title: "Chatt med Nordic IT Services",
      exportedAt: "Exporterad 2026-11-23 14:05",
      attachmentsLine: (names: string) => `Bilagor: ${names}`,
      entries: Array.from({ length: 60 }, (_, i) => ({
        sender: "Du",
        time: "14:05",
        content: `Fråga ${i}: Kan ni hjälpa oss på kontoret i Tromsø med æ, ø och å? ${"Lång rad som måste brytas. ".repeat(6)}`,
        attachments: i === 0 ? ["nätverk.txt"] : [],
      })),
    };
    const bytes = Buffer.from(await (await transcriptPdf(transcript)).arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.includes(Buffer.from("Kan ni hjälpa oss på kontoret i Tromsø med æ, ø och å?", "latin1"))).toBe(true);
    expect(bytes.includes(Buffer.from("Bilagor: nätverk.txt", "latin1"))).toBe(true);
    expect(bytes.toString("latin1").match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
    expect(transcriptText(transcript)).toContain("[14:05] Du:\nFråga 0:");
  });
});
