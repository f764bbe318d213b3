// Retrieval over the site's content: passages in every language, real anchors, scores, language filtering.
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { ORGANIZATION_DEFAULTS } from "../../content/organisation.ts";
import { buildCorpus } from "./corpus.ts";
import { asksForSpeed, isTimeTable, KnowledgeIndex, withSearchMemo } from "./knowledge.ts";
import { contentTerms } from "./text-terms.ts";

const knowledge = new KnowledgeIndex(buildCorpus());
const allPassages = (lang: (typeof LANGUAGES)[number]) => knowledge.passages(lang);
const retrievePassages = (question: string, lang: (typeof LANGUAGES)[number], limit?: number) => knowledge.retrieve(question, lang, limit);
const searchKnowledge = (question: string, lang: (typeof LANGUAGES)[number], limit?: number) => knowledge.search(question, lang, limit);

/** Ids the pages render (service-page.tsx, home.tsx, legal-page.tsx); a passage may link only to these. */
const RENDERED_ANCHORS = new Set([
  "benefits", "deliverables", "features", "faq", "support-levels", "sla", "steps", "sub-services", "project-types", "phases",
  "m365", "azure", "migration", "hybrid", "about", "services", "certifications", "goals",
]);

describe("the passages", () => {
  it.each(LANGUAGES)("cover the whole site in %s", (lang) => {
    const passages = allPassages(lang);
    const paths = new Set(passages.map((p) => p.pagePath));
    for (const slug of ["", "hardvarusupport", "sitesurveys", "molntjanster", "itad", "managed-field-services", "kontakt", "jobs", "terms", "privacy", "csr"]) {
      expect(paths).toContain(slug ? `/${lang}/${slug}` : `/${lang}`);
    }
    expect(passages.every((p) => p.language === lang && p.text.trim() !== "")).toBe(true);
  });

  it.each(LANGUAGES)("link only to anchors the pages render (%s)", (lang) => {
    for (const passage of allPassages(lang)) {
      const [path, anchor] = passage.url.split("#");
      expect(path).toBe(passage.pagePath);
      if (anchor !== undefined) expect(RENDERED_ANCHORS).toContain(anchor);
    }
  });

  it("have the same shape in every language, so a passage can be shown in the visitor's reply language", () => {
    const shape = (lang: (typeof LANGUAGES)[number]) =>
      allPassages(lang).map((p) => `${p.key} ${p.url.slice(lang.length + 1)} ${p.lines.length} ${p.listFrom}`);
    for (const lang of LANGUAGES) expect(shape(lang)).toEqual(shape("en"));
  });

  it("carry the contact data of the organisation", () => {
    const contact = allPassages("en").find((p) => p.pagePath === "/en/kontakt" && p.text.includes("Phone"));
    expect(contact?.text).toContain("+46 40 123 45 00");
    expect(contact?.text).toContain("info@example.com");
  });

  it("carry the configured organisation's data, not the example's, when ORG_* is set", () => {
    const organization = { ...ORGANIZATION_DEFAULTS, telephone: "+47 22 33 44 55", email: "hei@firma.no", address: { ...ORGANIZATION_DEFAULTS.address, street: "Storgata 1" } };
    const configured = new KnowledgeIndex(buildCorpus({ organization }));
    const [best] = configured.search("Where is your office?", "en");
    expect(best?.doc.text).toContain("Storgata 1");
    const contact = configured.passages("no").find((p) => p.pagePath === "/no/kontakt" && p.text.includes("Storgata"));
    expect(contact?.text).toContain("+47 22 33 44 55");
    expect(contact?.text).toContain("hei@firma.no");
    expect(contact?.text).not.toContain(ORGANIZATION_DEFAULTS.telephone);
  });
});

describe("retrievePassages", () => {
  it("finds the hardware support levels with scores, best first", () => {
    const passages = retrievePassages("Vilka svarstider har ni på hårdvarusupporten?", "se");
    expect(passages.length).toBeGreaterThan(0);
    expect(passages.length).toBeLessThanOrEqual(4);
    expect(passages[0]!.url.startsWith("/se/hardvarusupport")).toBe(true);
    expect(passages[0]!.text).toContain("30 minuter");
    const scores = passages.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s > 0)).toBe(true);
  });

  it("answers only from the asked language", () => {
    for (const lang of LANGUAGES) {
      const passages = retrievePassages("NIST DoD", lang, 8);
      expect(passages.length).toBeGreaterThan(0);
      expect(passages.every((p) => p.language === lang && p.url.startsWith(`/${lang}`))).toBe(true);
    }
  });

  it("tolerates typos, missing diacritics and inflected forms", () => {
    expect(retrievePassages("hardvarusuport svarstider", "se")[0]!.url).toMatch(/^\/se\/hardvarusupport/);
    expect(retrievePassages("Kuinka nopeasti laitteistotuki reagoi vikaan?", "fi")[0]!.url).toMatch(/^\/fi\/hardvarusupport/);
    expect(retrievePassages("sletting av data på gamle PC-er", "no")[0]!.url).toMatch(/^\/no\/itad/);
  });

  it("respects the limit and returns nothing for an empty question", () => {
    expect(retrievePassages("support", "en", 2)).toHaveLength(2);
    expect(retrievePassages("", "en")).toEqual([]);
    expect(retrievePassages("?!", "en")).toEqual([]);
  });

  it("reports question words the site never uses", () => {
    const [best] = searchKnowledge("Do you sell pizza?", "en");
    expect(best?.unknownTerms ?? ["pizza"]).toContain("pizza");
  });
});

describe("speed questions", () => {
  it.each([
    ["se", "Inom hur lång tid svarar ni?"],
    ["en", "What is your response time?"],
    ["no", "Hvor raskt kan dere komme?"],
    ["fi", "Mikä on vasteaika?"],
  ] as const)("are recognised in %s", (lang, question) => {
    expect(asksForSpeed(question, lang)).toBe(true);
  });

  it("are not every question", () => {
    expect(asksForSpeed("Which cloud services do you offer?", "en")).toBe(false);
  });

  it("rank a table of response times first when asking how fast the service responds", () => {
    const [best] = searchKnowledge("How fast do you respond if one of our servers breaks down?", "en");
    expect(best?.doc.pagePath).toBe("/en/hardvarusupport");
    expect(best && isTimeTable(best.doc)).toBe(true);
  });

  it("answer a speed question naming no service from the company's own claims", () => {
    const [best] = searchKnowledge("Hur snabbt svarar ni?", "se");
    expect(["/se", "/se/kontakt"]).toContain(best?.doc.pagePath);
  });

  it("prefer where a technician is on site when asking how fast you can come", () => {
    const [best] = searchKnowledge("Hur snabbt kan ni komma till vårt kontor i Malmö?", "se");
    expect(best?.doc.pagePath).toBe("/se/faltservice");
  });
});

describe("the question's words", () => {
  it("do not count a hyphenated word's joined form the site never uses as a subject it lacks", () => {
    const [best] = searchKnowledge("Räknas SLA-tiden från när vi ringer in?", "se");
    expect(best?.unknownTerms).toEqual([]);
    expect(best?.knownTerms).toBe(4);
  });

  it("still count a word nothing on the site matches", () => {
    const [best] = searchKnowledge("Kan ni baka en pizza åt oss i SLA-tiden?", "se");
    expect(best?.unknownTerms).toEqual(["bak", "pizz"]);
  });

  it("name the few words only a few passages use as the distinctive ones, and the best passage's lead", () => {
    const [best, second] = searchKnowledge("Hur länge efter att vi slutat samarbeta gäller sekretessen?", "se");
    expect(best?.distinctiveTerms).toContain("sekretess");
    expect(best?.matchedTerms).toContain("sekretess");
    expect(best?.lead).toBeCloseTo(best!.score / second!.score, 5);
    expect(best?.lead).toBeGreaterThan(2);
  });

  it("leave out everyday expressions: 'ta hand om' is no remote hands, 'svart på vitt' no colour", () => {
    const message = "Vilka papper får vi för varje maskin när ni har tagit hand om dem? Revisorn vill se det svart på vitt.";
    const terms = contentTerms(message, "se");
    expect(terms).not.toContain("hand");
    expect(terms).not.toContain("svart");
    expect(terms).toContain("papp");
    expect(contentTerms("Who takes care of the backups?", "en")).toEqual(["backup"]);
    // An expression typed without its diacritics is one too.
    expect(contentTerms("Kan dere ta dere av det, svart pa hvitt?", "no")).not.toContain("svart");
  });

  it("leave out filler words and phrases: what is left is the subject", () => {
    expect(contentTerms("Otatteko vastaan myös vanhoja varmuuskopionauhoja?", "fi")).toEqual(["vanho", "varmuuskopionauho"]);
    expect(contentTerms("Hur länge har ni funnits? Känns som ett nytt bolag.", "se")).not.toContain("kann");
    expect(contentTerms("How long does it take until you are here?", "en")).toEqual(["long"]);
  });

  it("read an idiom as the word the copy uses: 'dra ner på' is 'minska', 'switch off' is 'withdraw'", () => {
    expect(contentTerms("Hur mycket ska ni dra ner på resorna?", "se")).toEqual(["minsk", "res"]);
    expect(contentTerms("How do I switch off tracking?", "en")).toEqual(["withdraw", "track"]);
  });

  it("keep a word Snowball would stem onto another apart: 'grundades' (founded) is no 'grund' (legal basis)", () => {
    expect(contentTerms("När grundades ni?", "se")).toEqual(["grundlagd"]);
    expect(contentTerms("rättslig grund", "se")).toContain("grund");
    const [best] = searchKnowledge("När grundades ni egentligen?", "se");
    expect(best?.doc.pagePath).toBe("/se");
    expect(best?.doc.text).toContain("2023");
  });

  it("rank an FAQ answer above a list that matches as well", () => {
    const [best] = searchKnowledge("Kan vi ha billigste nivå på PC-ene og toppnivået på serverne?", "no");
    expect(best?.doc.url).toBe("/no/hardvarusupport#faq");
  });
});

describe("typos", () => {
  it("reads two neighbouring letters typed the wrong way round as the site's word", () => {
    const [best] = knowledge.search("hvilke standrader bruker dere", "no", 1);
    expect(best?.url).toBe("/no/itad#faq");
    expect(best?.matchedTerms).toContain("standrad");
  });

  it("reads a word with a letter left out as the site's word", () => {
    const [best] = searchKnowledge("premium response time for hardwre suport", "en");
    expect(best?.doc.pagePath).toBe("/en/hardvarusupport");
    expect(best?.unknownTerms).toEqual([]);
  });

  it("reads an unknown compound by its last part when that part has synonyms ('långtids|sjuk' → a replacement)", () => {
    const hits = searchKnowledge("Vad händer om den inhyrda konsulten blir långtidssjuk mitt i uppdraget?", "se", 3);
    expect(hits[0]?.unknownTerms).not.toContain("langtidssjuk");
    expect(hits.some((hit) => hit.doc.text.includes("ersättare"))).toBe(true);
  });

  it("matches a Finnish -s noun whatever its stem: 'muutosten' finds 'muutoksen'", () => {
    const hit = knowledge.search("Pidättekö räkkien dokumentaation ajan tasalla muutosten jälkeen?", "fi", 4).find((h) => h.url === "/fi/datacenter#faq");
    expect(hit?.matchedTerms).toContain("muutost");
  });

  it("hears 'begynne' as the site's 'starte' (a synonym)", () => {
    expect(knowledge.search("hvor raskt kan en konsulent begynne", "no", 1)[0]?.url).toBe("/no/it-bemanning#faq");
  });
});

describe("English stems", () => {
  it("find the passage that says \"employs\" for a question about the employer, though the stemmer spells their ends apart", () => {
    expect(contentTerms("employer", "en")).toEqual(contentTerms("employs", "en"));
    expect(knowledge.search("Who would be their employer?", "en", 4).map((hit) => hit.url)).toContain("/en/it-bemanning#faq");
  });
});

describe("one answer's searches remembered within it", () => {
  const questions = [
    ["se", "Hur snabbt kommer en tekniker till vårt kontor i Malmö om servern går ner?"],
    ["fi", "Paljonko laitteistotuen premium-vaste on ja mitä muutoksia sopimukseen voi tehdä?"],
    ["en", "We are replacing 300 laptops this spring: can you wipe the drives on site and certify each one?"],
  ] as const;

  it.each(questions)("find the same passages as searched afresh (%s): %s", (lang, question) => {
    const afresh = searchKnowledge(question, lang, 10);
    const remembered = withSearchMemo(() => {
      searchKnowledge(question, lang, 10);
      return searchKnowledge(question, lang, 10);
    });
    expect(remembered).toEqual(afresh);
    // The copy-only view searches other fields: what the full index found is not its answer.
    const copy = knowledge.copyOnly();
    expect(withSearchMemo(() => [searchKnowledge(question, lang, 10), copy.search(question, lang, 10)])[1]).toEqual(copy.search(question, lang, 10));
  });
});
