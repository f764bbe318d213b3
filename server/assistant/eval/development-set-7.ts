// Development batch 7 (2026-11-24): English questions as visitors write them — loose wording, the subject named
// in everyday words rather than the site's — across services, terms, privacy and sustainability. English passes
// least on the held-out sets' aggregates, so this batch looks for what goes wrong in English. Written from the
// copy before running the assistant on them; tuned on.
import type { EvaluationCase } from "./evaluation-case.ts";

const ask = (question: string, facts: string[], source: string, kind: EvaluationCase["kind"] = "fact", acceptSources?: string[]): EvaluationCase => ({
  question, kind, pageLanguage: "en", expectLanguage: "en", facts, source, ...(acceptSources ? { acceptSources } : {}),
});

export const DEVELOPMENT_CASES_7: EvaluationCase[] = [
  ask("If our rack goes down at 3 am, how fast does someone start working on it with premium?", ["15 minutes"], "/en/datacenter", "fact", ["/en/datacenter-support"]),
  ask("we might start on basic support for our server room and upgrade later, is that possible?", ["Premium"], "/en/datacenter-support"),
  ask("Are your phone lines open on weekends for hardware issues?", ["08–17"], "/en/hardvarusupport"),
  ask("What does emergency hardware support guarantee in terms of response?", ["30 minutes"], "/en/hardvarusupport"),
  ask("Will running the wifi measurements slow down our network while people are working?", ["Passive analysis"], "/en/sitesurveys"),
  ask("After the wireless survey, can your guys actually move the access points for us?", ["access points"], "/en/sitesurveys"),
  ask("How much notice do we need to give to cancel a service with you?", ["30 days"], "/en/terms"),
  ask("how late can we pay an invoice before you charge a reminder fee", ["30 days"], "/en/terms"),
  ask("What's the cap on your liability if something goes badly wrong?", ["12 months"], "/en/terms"),
  ask("For how long after the contract do we have to keep your stuff confidential?", ["3 years"], "/en/terms"),
  ask("Once we stop working together, what happens to our data you hold?", ["30 days"], "/en/terms"),
  ask("How long do you hang on to chat logs after I've talked to you?", ["2 years"], "/en/privacy"),
  ask("How long is analytics data from my visits stored?", ["26 months"], "/en/cookies", "fact", ["/en/privacy"]),
  ask("Are you ISO certified for quality?", ["ISO 9001"], "/en/csr", "fact", ["/en"]),
  ask("What share of technical roles do you want women to hold?", ["40%"], "/en/csr"),
  ask("Do you keep the documentation of our racks up to date after changes?", ["rack diagrams"], "/en/datacenter"),
  ask("Can you carry our whole server room over to a new building?", ["restart sequence"], "/en/datacenter"),
  ask("What kinds of devices can you wipe and recycle for us?", ["backup tapes"], "/en/itad"),
  ask("can you pick up old laptops from our offices in several countries", ["Finland"], "/en/itad"),
  ask("Which tech stack do you usually build custom software with?", [".NET"], "/en/mjukvaruutveckling"),
];
