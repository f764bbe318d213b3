// Visitors' words learned from the development set: what is learned, from which questions, how the index uses it,
// and that the committed data is what the development set teaches (never a held-out test set).
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../app/lib/languages.ts";
import { ORGANIZATION_DEFAULTS } from "../../content/organisation.ts";
import { LEARNED_QUESTIONS, LEARNED_WORDS, learnAskedQuestions, learnAskedWords, NO_LEARNED_WORDS, passageIdentity } from "./asked-words.ts";
import { buildCorpus } from "./corpus.ts";
import type { EvaluationCase } from "./eval/evaluation-case.ts";
import { LEARNING_CASES, LEARNING_VISITOR_QUESTIONS, TEST_QUESTIONS, VISITOR_QUESTIONS } from "./eval/learning-cases.ts";
import { EVALUATION_CASES } from "./eval/questions.ts";
import { resembles } from "./eval/resemblance.ts";
import { TEST_CASES } from "./eval/test-set.ts";
import { TEST_CASES_3 } from "./eval/test-set-3.ts";
import { TEST_CASES_4 } from "./eval/test-set-4.ts";
import { KnowledgeIndex } from "./knowledge.ts";
import { OfflineAssistant } from "./offline-assistant.ts";

const unlearned = buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: NO_LEARNED_WORDS });

/** The Swedish privacy passage that states how long a job application is kept. */
const applications = unlearned.se.find((doc) => doc.pagePath === "/se/privacy" && doc.text.includes("2 år"))!;

function taught(question: string, extra: Partial<EvaluationCase> = {}): EvaluationCase {
  return { question, kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: ["2 år"], source: "/se/privacy", ...extra };
}

describe("learning visitors' words", () => {
  it("teaches the answering passage the question's words its copy never uses, as the visitor wrote them", () => {
    const learned = learnAskedWords([taught("Hur länge sparar ni Zorblax-ansökningar och mina gamla grejer?")], unlearned);
    const words = learned.se[passageIdentity(applications)];
    expect(words).toEqual(expect.arrayContaining(["zorblax", "grejer"]));
    // Words the passage says itself, stop words and figures are not learned.
    expect(words).not.toContain("sparar");
    expect(words).not.toContain("och");
    expect(learnAskedWords([taught("Sparar ni den 2 år?")], unlearned).se[passageIdentity(applications)] ?? []).toEqual([]);
  });

  it("learns nothing from questions no passage answers: fixed replies, refusals, follow-ups, facts on no page", () => {
    for (const item of [
      taught("Zorblax, vad kostar det?", { facts: [], expectIntent: "pricing", source: "/se/kontakt" }),
      taught("Zorblax en dikt åt mig", { facts: [], expectDeclined: true, source: "" }),
      taught("och zorblax?", { history: ["Hur länge sparar ni min ansökan?"] }),
      taught("Zorblax?", { facts: ["ett faktum som ingen sida har"] }),
    ]) {
      expect(learnAskedWords([item], unlearned)).toEqual(NO_LEARNED_WORDS);
    }
  });

  it("teaches a Norwegian passage the Danish words of a question answered in Norwegian", () => {
    const learned = learnAskedWords(
      [{ question: "Hvor længe gemmer I min ansøgning?", kind: "other-language", askedIn: "da", pageLanguage: "se", expectLanguage: "no", facts: ["2 år"], source: "/no/privacy" }],
      unlearned,
    );
    expect(Object.values(learned.no).flat()).toEqual(expect.arrayContaining(["gemmer"]));
    expect(learned.se).toEqual({});
  });

  it("teaches a passage the words of the questions written for it, and no other passage", () => {
    const identity = passageIdentity(applications);
    const learned = learnAskedWords([], unlearned, { se: { [identity]: ["Hur länge ligger mina zorblax-papper kvar hos er?"] }, en: {}, fi: {}, no: {} });
    expect(learned.se[identity]).toEqual(expect.arrayContaining(["zorblax", "papper"]));
    expect(learned.se[identity]).not.toContain("länge");
    expect(Object.keys(learned.se).every((key) => unlearned.se.some((doc) => passageIdentity(doc) === key && doc.text === applications.text))).toBe(true);
    expect(learned.en).toEqual({});
  });

  it("makes a word only visitors use find its passage, as weaker evidence than the copy", () => {
    const question = "zorblax";
    expect(new KnowledgeIndex(unlearned).search(question, "se")).toEqual([]);
    const learned = learnAskedWords([taught("Hur länge sparar ni zorblax?")], unlearned);
    const [hit] = new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: learned })).search(question, "se");
    expect(hit?.url).toBe(applications.url);
    expect(hit?.learnedTerms).toEqual(["zorblax"]);
    expect(hit?.unknownTerms).toEqual([]);
  });

  it("never lets a learned word outrank a passage whose copy says it", () => {
    // "ITAD" is the copy's own word for the ITAD page; teach it to the privacy passage and it stays second at best.
    const learned = learnAskedWords([taught("Hur länge sparar ni ITAD-certifikat?")], unlearned);
    const index = new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: learned }));
    const [first] = index.search("certifikat", "se");
    expect(first?.url).not.toBe(applications.url);
    expect(first?.learnedTerms).toEqual([]);
  });

  it("answers a question the copy does not answer by a word learned from a development question", async () => {
    const learned = learnAskedWords([taught("Hur länge har ni kvar zorblax och quuxfiler från ansökan?")], unlearned);
    const assistant = new OfflineAssistant({ knowledge: new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: learned })) });
    const answer = await assistant.answer({ question: "Sparar ni zorblax och quuxfiler?", pageLanguage: "se", history: [] });
    expect(answer.confident).toBe(true);
    expect(answer.text).toContain("2 år");
    expect(answer.sources.map((source) => source.url)).toContain(applications.pagePath);
    // Without the learned word, the copy alone does not know it.
    const unaided = await new OfflineAssistant({ knowledge: new KnowledgeIndex(unlearned) }).answer({ question: "Sparar ni zorblax och quuxfiler?", pageLanguage: "se", history: [] });
    expect(unaided.confident).toBe(false);
  });

  it("leaves an answer the copy gives by itself as the copy gives it", async () => {
    // Teach the cookie policy's passage a question about applications: the copy's own answer still comes first.
    const cookies = unlearned.se.find((doc) => doc.pagePath === "/se/cookies")!;
    const misleading: EvaluationCase = { question: "Hur länge sparar ni min ansökan?", kind: "fact", pageLanguage: "se", expectLanguage: "se", facts: [cookies.text.slice(0, 12)], source: "/se/cookies" };
    const learned = learnAskedWords([misleading], unlearned);
    expect(Object.keys(learned.se)).not.toEqual([]);
    const question = "Hur länge sparar ni min ansökan?";
    const plain = await new OfflineAssistant({ knowledge: new KnowledgeIndex(unlearned) }).answer({ question, pageLanguage: "se", history: [] });
    const taughtAnswer = await new OfflineAssistant({ knowledge: new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: learned })) }).answer({ question, pageLanguage: "se", history: [] });
    expect(plain.confident).toBe(true);
    expect(taughtAnswer.text).toBe(plain.text);
  });
});

describe("the learned words in content/assistant/learned", () => {
  it("are exactly what the development set teaches (after changing it or the copy: npm run learn:assistant)", () => {
    expect(LEARNED_WORDS).toEqual(learnAskedWords(LEARNING_CASES, unlearned, LEARNING_VISITOR_QUESTIONS));
    expect(LEARNED_QUESTIONS).toEqual(learnAskedQuestions(LEARNING_CASES, unlearned, LEARNING_VISITOR_QUESTIONS));
  });

  it("are learned from the development set only: no held-out test question is in it", () => {
    const development = new Set(EVALUATION_CASES.map((item) => item.question));
    for (const item of [...TEST_CASES, ...TEST_CASES_3, ...TEST_CASES_4]) expect(development.has(item.question), item.question).toBe(false);
  });

  it("leave out the development questions that are near-copies of a test question, and only those", () => {
    const left = EVALUATION_CASES.filter((item) => !LEARNING_CASES.includes(item));
    expect(left.length).toBeGreaterThan(0);
    for (const item of left) expect(TEST_QUESTIONS.some((question) => resembles(item.question, question)), item.question).toBe(true);
    for (const item of LEARNING_CASES) expect(TEST_QUESTIONS.some((question) => resembles(item.question, question)), item.question).toBe(false);
  });

  it("leave out the visitor questions that happen to resemble a test question, and only those", () => {
    for (const lang of LANGUAGES) {
      for (const [identity, questions] of Object.entries(VISITOR_QUESTIONS[lang])) {
        const kept = LEARNING_VISITOR_QUESTIONS[lang][identity] ?? [];
        for (const question of questions) {
          expect(kept.includes(question), question).toBe(!TEST_QUESTIONS.some((test) => resembles(question, test)));
        }
      }
    }
  });

  it.each(LANGUAGES)("name passages the corpus has (%s)", (lang) => {
    const identities = new Set(unlearned[lang].map(passageIdentity));
    for (const identity of Object.keys(LEARNED_WORDS[lang])) expect(identities.has(identity), identity).toBe(true);
  });
});

describe("the questions written for each passage in content/assistant/visitor-questions", () => {
  it.each(LANGUAGES)("name passages the corpus has, and every passage has some (%s)", (lang) => {
    const identities = new Set(unlearned[lang].map(passageIdentity));
    for (const identity of Object.keys(VISITOR_QUESTIONS[lang])) expect(identities.has(identity), identity).toBe(true);
    // New copy needs its visitor questions: a passage without any is found only by the copy's own words.
    for (const identity of identities) expect(VISITOR_QUESTIONS[lang][identity]?.length ?? 0, identity).toBeGreaterThanOrEqual(2);
  });

  it.each([["da", "no"], ["de", "en"]] as const)("in %s name passages of the language they are answered in (%s)", (foreign, lang) => {
    const identities = new Set(unlearned[lang].map(passageIdentity));
    const questions = VISITOR_QUESTIONS[foreign] ?? {};
    expect(Object.keys(questions).length).toBeGreaterThan(0);
    for (const identity of Object.keys(questions)) expect(identities.has(identity), identity).toBe(true);
  });

  it("teach a Norwegian passage a Danish visitor's words, without Danish stop words", () => {
    const identity = passageIdentity(unlearned.no.find((doc) => doc.pagePath === "/no/privacy" && doc.text.includes("2 år"))!);
    const learned = learnAskedWords([], unlearned, { se: {}, en: {}, fi: {}, no: {}, da: { [identity]: ["Hvor længe gemmer I min zorblax-ansøgning?"] } });
    expect(learned.no[identity]).toEqual(expect.arrayContaining(["gemmer", "zorblax"]));
    expect(learned.no[identity]).not.toContain("hvor");
  });

  it("make a visitor's way of asking find the passage the copy alone misses", async () => {
    // The copy says "controller", the visitor "on the hook": with the copy alone the answer is another privacy passage.
    const question = "Which company is actually on the hook for my personal data?";
    const copyOnly = await new OfflineAssistant({ knowledge: new KnowledgeIndex(unlearned) }).answer({ question, pageLanguage: "en", history: [] });
    expect(copyOnly.text).not.toContain("controller");
    const learned = learnAskedWords([], unlearned, LEARNING_VISITOR_QUESTIONS);
    const assistant = new OfflineAssistant({ knowledge: new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: learned })) });
    const answer = await assistant.answer({ question, pageLanguage: "en", history: [] });
    expect(answer.confident).toBe(true);
    expect(answer.text).toContain("Nordic IT Services AB is the controller");
    expect(answer.sources.map((source) => source.url)).toContain("/en/privacy");
  });
});

describe("the questions a passage answered, as nearest neighbours of a new one", () => {
  const controller = unlearned.en.find((doc) => doc.pagePath === "/en/privacy" && doc.text.includes("is the controller"))!;
  const question = "Which company is actually on the hook for my personal data?";

  it("are learned from development questions for their answering passages and from visitor questions for their own", () => {
    const identity = passageIdentity(applications);
    const learned = learnAskedQuestions([taught("Hur länge ligger min ansökan kvar?")], unlearned, {
      se: { [passageIdentity(controller).replace("/en/", "/se/")]: [] },
      en: { [passageIdentity(controller)]: ["Who is on the hook for my data?"] },
      fi: {},
      no: {},
      de: { [passageIdentity(controller)]: ["Wer haftet für meine Daten?"] },
    });
    expect(learned.se[identity]).toEqual(["Hur länge ligger min ansökan kvar?"]);
    expect(learned.en[passageIdentity(controller)]).toEqual(["Who is on the hook for my data?", "Wer haftet für meine Daten?"]);
    expect(learned.fi).toEqual({});
  });

  it("lift the passage that answered a question like the new one, in the learned view only", () => {
    const rank = (index: KnowledgeIndex) => index.search(question, "en", 5).findIndex((hit) => hit.url === controller.url && hit.title === controller.title);
    const plain = new KnowledgeIndex(unlearned);
    const askedQuestions = { se: {}, en: { [passageIdentity(controller)]: ["Which company is on the hook for my data?"] }, fi: {}, no: {} };
    const taughtIndex = new KnowledgeIndex(buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: NO_LEARNED_WORDS, askedQuestions }));
    expect(rank(plain)).toBeGreaterThan(0);
    expect(rank(taughtIndex)).toBeLessThan(rank(plain));
    expect(rank(taughtIndex)).toBeGreaterThanOrEqual(0);
    // The copy-only view (what fixed replies are weighed against) is not steered by them.
    expect(rank(taughtIndex.copyOnly())).toBe(rank(plain));
  });

  it("order the passages but never make a question the copy barely matches an answered one", async () => {
    // The copy matches "fix" and "car's" weakly (a score under the threshold); a learned question like it must not
    // lift that weak match into a confident answer.
    const question = "How do I fix my car's brakes?";
    const [weak] = new KnowledgeIndex(unlearned).search(question, "en");
    const askedQuestions = { se: {}, en: { [passageIdentity(weak!.doc)]: ["Can you fix my car brakes?"] }, fi: {}, no: {} };
    const corpus = buildCorpus({ organization: ORGANIZATION_DEFAULTS, askedWords: NO_LEARNED_WORDS, askedQuestions });
    const [hit] = new KnowledgeIndex(corpus).search(question, "en");
    expect(hit?.neighbourBoost).toBe(2);
    expect(hit?.score).toBeCloseTo(weak!.score * 2);
    const answer = await new OfflineAssistant({ knowledge: new KnowledgeIndex(corpus) }).answer({ question, pageLanguage: "en", history: [] });
    const plain = await new OfflineAssistant({ knowledge: new KnowledgeIndex(unlearned) }).answer({ question, pageLanguage: "en", history: [] });
    expect(plain.confident).toBe(false);
    expect(answer.confident).toBe(false);
  });
});
