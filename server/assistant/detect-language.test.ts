// Language detection of chat messages: the four languages, Swedish against Norwegian, and the tie breaker.
import { describe, expect, it } from "vitest";
import type { Lang } from "../../app/lib/languages.ts";
import { detectAnyLanguage, detectLanguage } from "./detect-language.ts";

const CASES: [text: string, expected: Lang][] = [
  ["Hur snabbt kan ni komma?", "se"],
  ["Hvor raskt kan dere komme?", "no"],
  ["Vad kostar det?", "se"],
  ["Hva koster det?", "no"],
  ["Kan jag prata med en människa?", "se"],
  ["Kan jeg snakke med et menneske?", "no"],
  ["Hur länge sparar ni mina personuppgifter?", "se"],
  ["Hvor lenge lagrer dere personopplysningene mine?", "no"],
  ["Vilka standarder använder ni för dataradering?", "se"],
  ["Hvilke slettestandarder bruker dere?", "no"],
  ["Finns ni i Oslo?", "se"],
  ["Har dere kontor i Oslo?", "no"],
  ["How fast can you come?", "en"],
  ["How long do you keep my data?", "en"],
  ["What is the uptime of your cloud services?", "en"],
  ["Kuinka nopeasti voitte tulla paikalle?", "fi"],
  ["Paljonko maksaa?", "fi"],
  ["Mitä tietojen poiston standardeja käytätte?", "fi"],
  ["Voinko puhua ihmisen kanssa?", "fi"],
  ["Kauanko säilytätte tietojani?", "fi"],
];

describe("detectLanguage", () => {
  it.each(CASES)("%s → %s", (text, expected) => {
    // The tie breaker is never the expected language, so a pass is the text's own evidence.
    const tieBreaker: Lang = expected === "en" ? "fi" : "en";
    expect(detectLanguage(text, tieBreaker)).toBe(expected);
  });

  it.each<[string, Lang]>([
    ["SLA?", "se"],
    ["IMAC", "fi"],
    ["24/7", "no"],
    ["", "en"],
  ])("gives the tie breaker for text without evidence: %j", (text, tieBreaker) => {
    expect(detectLanguage(text, tieBreaker)).toBe(tieBreaker);
  });

  it("gives the tie breaker when two languages are equally likely", () => {
    // "Hei" greets in Norwegian and in Finnish alike.
    expect(detectLanguage("Hei", "se")).toBe("se");
    expect(detectLanguage("Hei", "en")).toBe("en");
  });

  it("follows the text rather than the page when the text is clear", () => {
    expect(detectLanguage("Hvor raskt kan dere komme?", "se")).toBe("no");
    expect(detectLanguage("Hur snabbt kan ni komma?", "no")).toBe("se");
  });
});

describe("evidence in the text as written", () => {
  it("hears Danish by its capitalised 'I' (you) between Danish and Norwegian", () => {
    expect(detectAnyLanguage("Dækker I også små byer langt ude på landet?", "no")).toBe("da");
    expect(detectAnyLanguage("Hvilken standard bruger I, når I sletter harddiske?", "se")).toBe("da");
    // "mig" and "dig" are Danish; Norwegian writes "meg" and "deg".
    expect(detectAnyLanguage("Den her chatbot kan ikke hjelpe mig, få fat i en medarbejder", "no")).toBe("da");
  });

  it("leaves English and Norwegian as they are", () => {
    expect(detectAnyLanguage("Can I get a copy of my data?", "no")).toBe("en");
    expect(detectAnyLanguage("Kan dere sende en tekniker til Bergen?", "se")).toBe("no");
  });
});

describe("Danish against Norwegian", () => {
  it("lets the words only Danish uses decide, not the letters both languages write (æ, ø, hv-)", () => {
    expect(detectAnyLanguage("Hvor hurtigt kan en tekniker være hos os i København?", "no")).toBe("da");
    expect(detectAnyLanguage("Hvor raskt kan en tekniker være hos oss i København?", "se")).toBe("no");
    expect(detectAnyLanguage("Hvordan sletter dere data på gamle bærbare?", "se")).toBe("no");
  });

  it("hears Danish in 'blevet', 'op', 'nu', participles in -erede and the comma before 'at'", () => {
    expect(detectAnyLanguage("Er I ISO-certificerede?", "no")).toBe("da");
    expect(detectAnyLanguage("Hold nu op med at svare som en robot, jeg vil have fat i et menneske.", "no")).toBe("da");
    expect(detectAnyLanguage("Får vi et bevis for, at data er slettet fra vores gamle computere?", "no")).toBe("da");
    // The same sentences in Norwegian and Swedish stay theirs: "nu" is Swedish too.
    expect(detectAnyLanguage("Er dere ISO-sertifiserte?", "se")).toBe("no");
    expect(detectAnyLanguage("Får vi et bevis for at dataene er slettet fra de gamle datamaskinene våre?", "se")).toBe("no");
    expect(detectAnyLanguage("Kan ni ringa mig nu?", "no")).toBe("se");
    expect(detectAnyLanguage("Hur lång tid tar det nu för er att komma ut?", "no")).toBe("se");
  });
});

describe("words Danish and Norwegian share", () => {
  it("count as no evidence for Danish when the Norwegian copy uses them ('for', 'til', 'tilbyder')", () => {
    // The tie breaker is Swedish, so Norwegian must come from the text, and a tie with Danish goes to Norwegian.
    expect(detectAnyLanguage("Hvem er arbeidsgiver for konsulenten?", "se")).toBe("no");
    expect(detectAnyLanguage("Kan vi bytte fra Basis til Premium senere?", "se")).toBe("no");
    expect(detectAnyLanguage("hvor lang tid har vi pa a betale en regning fra dere for det blir purring", "se")).toBe("no");
  });

  it("hears Danish in adjectives in -igt, which Norwegian writes without the t ('rigtigt', 'hurtigt')", () => {
    expect(detectAnyLanguage("Kan jeg tale med et rigtigt menneske?", "se")).toBe("da");
    expect(detectAnyLanguage("Kan jeg snakke med et ekte menneske?", "se")).toBe("no");
  });
});
