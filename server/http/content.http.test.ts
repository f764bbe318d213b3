// Every figure of SPEC section 9 stands on the page it belongs to, in every language.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-support.ts";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const LANGS = ["se", "en", "fi", "no"] as const;
const hours = (n: string) => new RegExp(`${n}\\s*(h\\b|hours?|timmar|timme|tunti|tunnin|tunnissa|tuntia|timer|time)`, "i");
const minutes = (n: string) => new RegExp(`${n}\\s*min`, "i");
const any = (...words: string[]) => new RegExp(words.join("|"), "i");

const FIGURES: Record<string, RegExp[]> = {
  "it-konsultation": [hours("24"), hours("2")],
  faltservice: [
    hours("8"),
    hours("4"),
    any("Stockholm", "Tukholm"),
    any("Gothenburg", "Göteborg", "Gøteborg"),
    /Malmö/,
    /Oslo/,
    any("Copenhagen", "Köpenhamn", "København", "Kööpenhamin"),
    any("Helsinki", "Helsingfors", "Helsingissä"),
  ],
  "managed-field-services": [/L1\s*[–-]\s*L3/, hours("4"), hours("8"), any("break/fix"), any("IMAC"), any("remote hands"), any("smart hands")],
  molntjanster: [/99[.,]9\s*%/, /Microsoft 365/, /Azure/],
  datacenter: [minutes("15"), hours("4"), /24\/7/],
  "datacenter-support": [minutes("15"), hours("4"), /24\/7/],
  hardvarusupport: [/08\s*[–-]\s*17/, hours("4"), hours("2"), minutes("30"), /24\/7/, /2\s*[–-]\s*4/],
  sitesurveys: [any("passive analysis", "passiv analys", "passiivi", "passiv analyse"), any("active testing", "aktiv testning", "aktiivi", "aktiv testing")],
  itad: [/NIST/, /DoD/],
  "it-bemanning": [/L1\s*[–-]\s*L3/],
};

describe.each(LANGS)("service figures in %s", (lang) => {
  it.each(Object.entries(FIGURES))(`/${lang}/%s carries its figures`, async (slug, patterns) => {
    const res = await t.app.inject({ url: `/${lang}/${slug}` });
    expect(res.statusCode).toBe(200);
    const text = res.body.replace(/<[^>]+>/g, " ").replace(/&nbsp;|\s+/g, " ");
    for (const pattern of patterns) expect(text, `${pattern} on /${lang}/${slug}`).toMatch(pattern);
  });

  it("the site survey has four steps and every service page an FAQ in FAQPage JSON-LD", async () => {
    const survey = (await t.app.inject({ url: `/${lang}/sitesurveys` })).body;
    const steps = survey.match(/<section aria-labelledby="steps".*?<\/section>/s)![0];
    expect(steps.match(/<li /g)).toHaveLength(4);
    const faq = survey.match(/"@type":"FAQPage".*?<\/script>/s)![0];
    expect(faq.match(/"@type":"Question"/g)!.length).toBeGreaterThanOrEqual(3);
  });

  it("the home page states the claims of section 1", async () => {
    const text = (await t.app.inject({ url: `/${lang}` })).body.replace(/<[^>]+>/g, " ");
    for (const figure of [hours("2"), hours("24"), /15\+/, /24\/7/, /100/, /2023/, /Skåne/, /ISO/]) expect(text).toMatch(figure);
  });

  it("the terms carry every term of section 9", async () => {
    const text = (await t.app.inject({ url: `/${lang}/terms` })).body.replace(/<[^>]+>/g, " ");
    for (const figure of [/30\s/, /60 (SEK|kr)/, /45\s/, /90\s/, /35\s*%/, /200[\s ,]000/, /500[\s ,]000/, /100[\s ,]000/]) expect(text).toMatch(figure);
  });

  it("the sustainability page has its goals and certification statuses, and no date that has already passed", async () => {
    const html = (await t.app.inject({ url: `/${lang}/csr` })).body;
    for (const figure of [/40\s*%/, /60\s*%/, /Q2[\s/]2027/]) expect(html).toMatch(figure);
    // The specification's "by 2025" and "next report Q2 2025" read as stale beside the page's 2026 revision.
    expect(html).not.toMatch(/\b202[45]\b/);
    for (const status of ["certified", "implementing", "planned"]) expect(html).toContain(`data-status="${status}"`);
  });

  it("the cookie policy lists what the site stores, and Google's cookies only when it is configured", async () => {
    const html = (await t.app.inject({ url: `/${lang}/cookies` })).body;
    for (const name of ["lang", "lang_changed_at", "vite-ui-theme", "selected-language", "cookie-consent", "nordic-it-v1", "chat_visitor", "chat-session-id", "chat-open"]) {
      expect(html).toContain(`>${name}</th>`);
    }
    expect(html).not.toContain(">_ga</th>");
  });
});
