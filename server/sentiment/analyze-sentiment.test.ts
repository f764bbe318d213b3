// Offline sentiment analysis in the four site languages, and the sampling of messages.
import { describe, expect, it } from "vitest";
import type { Sentiment } from "../../app/chat/chat-contract.ts";
import { analyzeSentiment, shouldAnalyze } from "./analyze-sentiment.ts";

type Case = [text: string, sentiment: Sentiment["sentiment"], urgency: Sentiment["urgency"]];

const CASES: Record<string, Case[]> = {
  se: [
    ["Tack så mycket, ni är fantastiska!", "positive", "low"],
    ["Jättebra service, jag är supernöjd.", "positive", "low"],
    ["Vilka tjänster erbjuder ni inom molnet?", "neutral", "low"],
    ["Jag är inte nöjd med svaret.", "negative", "medium"],
    ["Det fungerar inte.", "negative", "medium"],
    ["Servern ligger nere och vi kan inte jobba. Det är akut!", "negative", "high"],
    ["Tack, men servern är fortfarande nere", "negative", "high"],
    ["Det är inte akut, men skrivaren är trasig.", "negative", "low"],
    ["Kan ni inte hjälpa oss omgående?", "neutral", "high"],
    ["Inga problem alls!", "positive", "low"],
    ["Det här är inte bra alls, jag är väldigt besviken", "negative", "medium"],
    ["Jag är arg, det här är oacceptabelt!!!", "negative", "high"],
  ],
  en: [
    ["Thank you so much, this was really helpful!", "positive", "low"],
    ["What are your opening hours?", "neutral", "low"],
    ["I'm not happy with the response time.", "negative", "medium"],
    ["It doesn't work and I’m getting really frustrated.", "negative", "medium"],
    ["Our email server is down, we need help ASAP!!!", "negative", "high"],
    ["Not bad at all", "positive", "low"],
    ["Great service but the response was slow", "negative", "medium"],
    ["This is not urgent, whenever you have time.", "neutral", "low"],
    ["Critical: the whole network went down", "negative", "high"],
  ],
  fi: [
    ["Kiitos paljon, olen todella tyytyväinen!", "positive", "low"],
    ["Mitä palveluita tarjoatte?", "neutral", "low"],
    ["En ole tyytyväinen palveluun.", "negative", "medium"],
    ["Se ei toimi.", "negative", "medium"],
    ["Palvelin on alhaalla, tämä on kiireellinen!", "negative", "high"],
    ["Ei kiirettä, mutta tulostin on rikki.", "negative", "low"],
    ["Kiitos, mutta palvelu on edelleen alhaalla", "negative", "high"],
  ],
  no: [
    ["Tusen takk, dette var kjempebra!", "positive", "low"],
    ["Hvilke tjenester tilbyr dere?", "neutral", "low"],
    ["Jeg er ikke fornøyd med leveransen.", "negative", "medium"],
    ["Det virker ikke.", "negative", "medium"],
    ["Systemet ligger nede og det haster!", "negative", "high"],
    ["Det haster ikke.", "neutral", "low"],
    ["Nettverket er nede, vi trenger hjelp omgående", "negative", "high"],
    ["Dette er kritisk for oss", "neutral", "high"],
  ],
};

describe("analyzeSentiment", () => {
  for (const [language, cases] of Object.entries(CASES)) {
    it.each(cases)(`${language}: %s → %s, urgency %s`, (text, sentiment, urgency) => {
      const result = analyzeSentiment(text);
      expect({ sentiment: result.sentiment, urgency: result.urgency }).toEqual({ sentiment, urgency });
    });
  }

  it.each([
    ["Tack så mycket, ni är fantastiska!", ["joy", "gratitude"]],
    ["Kiitos paljon, olen todella tyytyväinen!", ["joy", "gratitude"]],
    ["Tusen takk!", ["gratitude"]],
    ["It doesn't work and I'm getting really frustrated.", ["frustration"]],
    ["Jag är arg, det här är oacceptabelt!!!", ["anger"]],
    ["I'm worried our backups are failing", ["worry"]],
    ["Olen huolissani tietoturvasta", ["worry"]],
    ["Jag förstår inte hur prissättningen fungerar.", ["confusion"]],
    ["Jeg er forvirret, hva koster det?", ["confusion"]],
    ["We are disappointed, the printer broke again", ["frustration", "disappointment"]],
    ["Vilka tjänster erbjuder ni?", []],
  ])("%s → emotions %j", (text, emotions) => {
    expect(analyzeSentiment(text).emotions).toEqual(emotions);
  });

  it("does not report a negated emotion", () => {
    expect(analyzeSentiment("I am not happy").emotions).not.toContain("joy");
    expect(analyzeSentiment("Jag är inte orolig").emotions).not.toContain("worry");
  });

  it("ignores case and reads intensified compounds by their stem", () => {
    expect(analyzeSentiment("SERVERN ÄR NERE")).toMatchObject({ sentiment: "negative", urgency: "high" });
    expect(analyzeSentiment("kjempefornøyd")).toMatchObject({ sentiment: "positive", emotions: ["joy"] });
    expect(analyzeSentiment("Vi har nätverksproblem").sentiment).toBe("negative");
  });

  it("gives a neutral, low-urgency result for empty or meaningless text", () => {
    expect(analyzeSentiment("")).toEqual({ sentiment: "neutral", urgency: "low", emotions: [] });
    expect(analyzeSentiment("1234 ...")).toEqual({ sentiment: "neutral", urgency: "low", emotions: [] });
  });
});

describe("shouldAnalyze", () => {
  it("samples the given share of messages", () => {
    expect(shouldAnalyze(0.3, () => 0.29)).toBe(true);
    expect(shouldAnalyze(0.3, () => 0.3)).toBe(false);
    expect(shouldAnalyze(0, () => 0)).toBe(false);
    expect(shouldAnalyze(1, () => 0.999)).toBe(true);
  });

  it("picks about 30 % of messages with the real random source", () => {
    const picked = Array.from({ length: 10_000 }, () => shouldAnalyze(0.3)).filter(Boolean).length;
    expect(picked).toBeGreaterThan(2700);
    expect(picked).toBeLessThan(3300);
  });
});
