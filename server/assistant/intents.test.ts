// The chat's fixed intents in all four languages, and questions that must stay questions.
import { describe, expect, it } from "vitest";
import type { AssistantIntent } from "./assistant.ts";
import { detectIntent } from "./intents.ts";

const CASES: Record<Exclude<AssistantIntent, "question">, string[]> = {
  greeting: ["Hej!", "Hej, hur mår du?", "Hello", "Good morning!", "Hei", "Moi", "Hyvää päivää", "God morgen"],
  thanks: ["Tack så mycket!", "Thanks a lot!", "Thank you", "Takk for hjelpen", "Tusen takk", "Kiitos paljon"],
  pricing: ["Vad kostar det?", "Vad kostar det att anlita er?", "Vilka kostnader tillkommer?", "What are the costs?", "Hva er kostnaden?", "Hva er kostnadene?", "Mitä kustannuksia on?", "How much does hardware support cost?", "What are your prices?", "Hva koster en befaring?", "Paljonko palvelu maksaa?", "Mikä on hinta?"],
  booking: ["Kan jag boka ett samtal?", "Ring mig gärna", "Can I book a call?", "Schedule a meeting please", "Kan jeg bestille et møte?", "Voinko varata ajan?", "Soittakaa minulle"],
  jobs: ["Har ni lediga jobb?", "Are you hiring?", "Do you have any job openings?", "Har dere ledige stillinger?", "Onko teillä avoimia työpaikkoja?"],
  human: [
    "Kan jag prata med en människa?",
    "prata med en människa",
    "I want to talk to a person",
    "talk to a person",
    "Kan jeg snakke med et menneske?",
    "snakke med et menneske",
    "Voinko puhua ihmisen kanssa?",
    "puhua ihmisen kanssa",
  ],
};

describe("detectIntent", () => {
  for (const [intent, texts] of Object.entries(CASES)) {
    it.each(texts)(`${intent}: %s`, (text) => {
      expect(detectIntent(text)).toBe(intent);
    });
  }

  it.each([
    "Hej! Vad är SLA?",
    "Vilken SLA gäller i Malmö?",
    "Hur lång betalningstid har ni på fakturor?",
    "Milloin lasku pitää maksaa?",
    "Hvor lenge lagrer dere dataene mine?",
    "What does 24/7 monitoring cover?",
    "Vilken expertis har ni inom Azure?",
    "Kan ni hjälpa oss att rekrytera IT-personal?",
    // Lowering costs is a question about a service, not about our prices.
    "Can you help us reduce our cloud costs?",
    "Kan ni hjälpa oss att sänka våra molnkostnader?",
    "Kan dere hjelpe oss å redusere kostnadene?",
    "Voitteko auttaa vähentämään pilvikustannuksia?",
  ])("keeps a real question a question: %s", (text) => {
    expect(detectIntent(text)).toBe("question");
  });

  it("ranks a wish for a human above everything else", () => {
    expect(detectIntent("Vad kostar det? Jag vill prata med en människa")).toBe("human");
  });
});

describe("who a visitor asks for", () => {
  it.each(["Kan en av teknikerne deres ringe meg tilbake?", "Kan någon av experterna ringa mig?", "Kan en af teknikerne ringe mig op?"])(
    "is recognised in its inflected forms: %s",
    (text) => {
      expect(detectIntent(text)).toBe("human");
    },
  );
});
