// A policy states the day its text was last revised, as its language writes dates — never the day it is read.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { legalContent } from "../../app/lib/messages.server.ts";
import { createTestApp } from "../test-support.ts";

const LANGS = ["se", "en", "fi", "no"] as const;
const DOCUMENTS = ["terms", "privacy", "cookies", "csr"] as const;
const LOCALES = { se: "sv-SE", en: "en-GB", fi: "fi-FI", no: "nb-NO" } as const;
/** How a long date looks in each language, whatever the day: "3 mars 2027", "3 March 2027", "3. maaliskuuta 2027", "3. mars 2027". */
const DATE_SHAPE = {
  se: /^\d{1,2} [a-zåäö]+ \d{4}$/,
  en: /^\d{1,2} [A-Z][a-z]+ \d{4}$/,
  fi: /^\d{1,2}\. [a-zäö]+kuuta \d{4}$/,
  no: /^\d{1,2}\. [a-zæøå]+ \d{4}$/,
} as const;

/** Half past midnight on New Year's Day in Malmö (still the old year in UTC), years after any revision. */
const READ_AT = new Date("2030-12-31T23:30:00Z");

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now: READ_AT });
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

const longDate = (lang: (typeof LANGS)[number], day: Date) =>
  new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "long", timeZone: "UTC" }).format(day);

describe.each(LANGS)("document dates in %s", (lang) => {
  it.each(DOCUMENTS)(`/${lang}/%s shows the date stored with its text, formatted in the language`, async (doc) => {
    const legal = legalContent(lang);
    const revised = legal[doc].revised;
    const html = (await t.app.inject({ url: `/${lang}/${doc}` })).body;
    const [, dateTime, shown] = html.match(/<time dateTime="([^"]+)">([^<]+)<\/time>/) ?? [];
    expect(dateTime).toBe(revised);
    expect(shown).toBe(longDate(lang, new Date(`${revised}T00:00:00Z`)));
    expect(shown).toMatch(DATE_SHAPE[lang]);
    const [before, after] = legal.lastUpdated.split("{{date}}");
    expect(html.replace(/<\/?time[^>]*>/g, "")).toContain(`${before}${shown}${after}`);
    expect(html).not.toContain(longDate(lang, READ_AT));
  });

  it("the footer's copyright year is the company's current year", async () => {
    const html = (await t.app.inject({ url: `/${lang}/csr` })).body;
    expect(html).toMatch(/©\s*(<!-- -->)?2031\b/);
  });
});
