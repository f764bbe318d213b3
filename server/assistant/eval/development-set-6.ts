// Development batch 6 (2026-11-24): questions in languages the site lacks — Danish (answered in Norwegian) and
// German (answered in English) — and Swedish or Finnish mixed with English, about services the earlier batches
// asked little about in these languages. Written from the copy before running the assistant on them; tuned on.
import type { EvaluationCase } from "./evaluation-case.ts";

/** Pages that state the same words as the source (the SLA is on both field-service pages). */
const SAME_WORDS: Record<string, string[]> = {
  faltservice: ["managed-field-services"],
};
const accept = (lang: string, source: string) => (SAME_WORDS[source.split("/")[2]!] ?? []).map((slug) => `/${lang}/${slug}`);
const danish = (question: string, facts: string[], source: string): EvaluationCase => ({
  question, kind: "other-language", pageLanguage: "no", expectLanguage: "no", askedIn: "da", facts, source, acceptSources: accept("no", source),
});
const german = (question: string, facts: string[], source: string): EvaluationCase => ({
  question, kind: "other-language", pageLanguage: "en", expectLanguage: "en", askedIn: "de", facts, source, acceptSources: accept("en", source),
});

export const DEVELOPMENT_CASES_6: EvaluationCase[] = [
  danish("Hvilken standard bruger I, når I sletter data på vores gamle computere?", ["NIST/DoD"], "/no/itad"),
  danish("Får vi et certifikat for hver enkelt enhed, når I henter vores udstyr?", ["slettesertifikat"], "/no/itad"),
  danish("Hvilken oppetid lover I, hvis I drifter vores Microsoft 365 og Azure?", ["99,9 %"], "/no/molntjanster"),
  danish("Hvad er forskellen på remote hands og smart hands hos jer?", ["smart hands"], "/no/managed-field-services"),
  danish("Hvem er arbejdsgiver for konsulenten, når vi lejer en tekniker gennem jer?", ["ansatt i Nordic IT Services"], "/no/it-bemanning"),
  danish("Hvor hurtigt kan en tekniker være hos os i København?", ["4 timer"], "/no/faltservice"),
  danish("Er jeres IT-analyse virkelig gratis, og hvor lang tid tager den?", ["24 timer"], "/no/it-konsultation"),
  german("Welchen Standard verwenden Sie für die Datenlöschung bei alten Laptops?", ["NIST/DoD"], "/en/itad"),
  german("Wie hoch ist die garantierte Verfügbarkeit, wenn Sie unsere Cloud betreiben?", ["99.9%"], "/en/molntjanster"),
  german("Wie schnell ist ein Techniker in Helsinki vor Ort?", ["4 hours"], "/en/faltservice"),
  german("Wer ist der Arbeitgeber des Beraters, wenn wir ihn über Sie einsetzen?", ["employed by Nordic IT Services"], "/en/it-bemanning"),
  german("Bekommen wir für jedes Gerät ein Löschzertifikat?", ["erasure certificate"], "/en/itad"),
  german("Ist die erste IT-Analyse kostenlos?", ["24 hours"], "/en/it-konsultation"),
  {
    question: "Vad är skillnaden mellan remote hands och smart hands, like in practice?",
    kind: "other-language", pageLanguage: "se", expectLanguage: "se", facts: ["smart hands"], source: "/se/managed-field-services",
  },
  {
    question: "Kuinka nopeasti teknikko on paikalla Helsingissä, like what's the SLA?",
    kind: "other-language", pageLanguage: "fi", expectLanguage: "fi", facts: ["4 tun"], source: "/fi/faltservice", acceptSources: ["/fi/managed-field-services"],
  },
];
