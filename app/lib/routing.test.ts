import { describe, expect, it } from "vitest";
import { detectLanguage, mapBrowserLanguage, parseAcceptLanguage } from "./languages.ts";
import { resolveRedirect, type RoutingRequest } from "./routing.ts";

const NOW = 1_800_000_000;

function decide(pathname: string, extra: Partial<RoutingRequest> = {}) {
  const [path = "", query] = pathname.split("?");
  return resolveRedirect({
    pathname: path,
    search: query ? `?${query}` : "",
    cookies: {},
    acceptLanguage: null,
    nowSeconds: NOW,
    ...extra,
  });
}

describe("routing rules of SPEC section 2", () => {
  it.each([
    // prefix aliases keep the rest of the path
    ["/sv", "/se", 301],
    ["/sv/kontakt", "/se/kontakt", 301],
    ["/sv-SE/molntjanster", "/se/molntjanster", 301],
    ["/en-US/kontakt", "/en/kontakt", 301],
    ["/en-us/itad", "/en/itad", 301],
    ["/nb-NO/itad", "/no/itad", 301],
    ["/fi-FI/itad", "/fi/itad", 301],
    ["/EN/terms", "/en/terms", 301],
    // two prefixes collapse to the first, sv mapped to se
    ["/en/sv/kontakt", "/en/kontakt", 301],
    ["/sv/en/kontakt", "/se/kontakt", 301],
    ["/fi/no", "/fi", 301],
    ["/no/se/en/itad", "/no/itad", 301],
    // renamed and canonical-only slugs under a prefix
    ["/se/anlaggningsundersokning", "/se/sitesurveys", 301],
    ["/fi/anlaggningsundersokning", "/fi/sitesurveys", 301],
    ["/en/falttjanster", "/en/faltservice", 301],
    ["/no/site-survey", "/no/sitesurveys", 301],
    // legacy unprefixed paths go to the Swedish page
    ["/auth", "/se/auth", 301],
    ["/it-konsultation", "/se/it-konsultation", 301],
    ["/kontakt", "/se/kontakt", 301],
    ["/contact", "/se/kontakt", 301],
    ["/faltservice", "/se/faltservice", 301],
    ["/managed-field-services", "/se/managed-field-services", 301],
    ["/molntjanster", "/se/molntjanster", 301],
    ["/datacenter", "/se/datacenter", 301],
    ["/hardvarusupport", "/se/hardvarusupport", 301],
    ["/projektledning", "/se/projektledning", 301],
    ["/anlaggningsundersokning", "/se/sitesurveys", 301],
    ["/itad", "/se/itad", 301],
    ["/kontrasttest", "/se/kontrasttest", 301],
    ["/privacy", "/se/privacy", 301],
    ["/terms", "/se/terms", 301],
    ["/cookies", "/se/cookies", 301],
    ["/csr", "/se/csr", 301],
    // canonical paths of the specification's metadata that are not routes
    ["/falttjanster", "/se/faltservice", 301],
    ["/site-survey", "/se/sitesurveys", 301],
    ["/datacenter-support", "/se/datacenter-support", 301],
    ["/mjukvaruutveckling", "/se/mjukvaruutveckling", 301],
    ["/jobs", "/se/jobs", 301],
    ["/jobs/apply", "/se/jobs/apply", 301],
    // query strings survive, trailing slashes go
    ["/sv/kontakt?component=chat", "/se/kontakt?component=chat", 301],
    ["/en/kontakt/", "/en/kontakt", 301],
    // empty segments collapse, and never into a protocol-relative Location that leaves the site
    ["/se//kontakt", "/se/kontakt", 301],
    ["//127.0.0.1:4299/", "/127.0.0.1:4299", 301],
    ["//evil.example/se", "/evil.example/se", 301],
    ["///evil.example", "/evil.example", 301],
    ["//", "/", 301],
  ])("%s → %s (%i)", (from, to, status) => {
    expect(decide(from)).toMatchObject({ location: to, status });
  });

  it.each(["/se", "/en/kontakt", "/fi/jobs/some-job", "/no/sitesurveys", "/qa-audit-pro", "/unknown-page", "/se/unknown"])(
    "%s is rendered as it is",
    (path) => {
      expect(decide(path)).toBeNull();
    },
  );

  describe("bare root", () => {
    it("uses the language cookie first", () => {
      expect(decide("/", { cookies: { lang: "fi" }, acceptLanguage: "sv-SE" })).toEqual({
        location: "/fi",
        status: 302,
        vary: "Cookie, Accept-Language",
      });
    });
    it("ignores cookie values outside no, se, en, fi", () => {
      expect(decide("/", { cookies: { lang: "sv" }, acceptLanguage: "nb" })?.location).toBe("/no");
    });
    it.each([
      ["nb-NO,nb;q=0.9", "/no"],
      ["nn", "/no"],
      ["no", "/no"],
      ["sv-SE,sv;q=0.9,en;q=0.8", "/se"],
      ["se", "/se"],
      ["fi-FI", "/fi"],
      ["en-GB", "/en"],
      ["de-DE,fi;q=0.5", "/fi"],
      ["de-DE", "/en"],
      ["en;q=0.2,fi;q=0.9", "/fi"],
    ])("browser languages %s → %s", (acceptLanguage, location) => {
      expect(decide("/", { acceptLanguage })?.location).toBe(location);
    });
    it("falls back to English", () => {
      expect(decide("/")?.location).toBe("/en");
    });
    it("keeps the query", () => {
      expect(decide("/?component=kontakt", { cookies: { lang: "se" } })?.location).toBe("/se?component=kontakt");
    });
  });

  describe("the five-minute rule", () => {
    it("a language chosen within 300 seconds wins over the path", () => {
      const cookies = { lang: "en", lang_changed_at: String(NOW - 299) };
      expect(decide("/fi/kontakt", { cookies })).toEqual({ location: "/en/kontakt", status: 302, vary: "Cookie" });
    });
    it("after 300 seconds the path wins", () => {
      expect(decide("/fi/kontakt", { cookies: { lang: "en", lang_changed_at: String(NOW - 301) } })).toBeNull();
    });
    it("a stored language without a change time never overrides the path", () => {
      expect(decide("/fi/kontakt", { cookies: { lang: "en" } })).toBeNull();
    });
    it("the same language needs no redirect", () => {
      expect(decide("/en/kontakt", { cookies: { lang: "en", lang_changed_at: String(NOW) } })).toBeNull();
    });
  });
});

describe("language helpers", () => {
  it("maps browser languages as SPEC section 5 says", () => {
    expect(["no", "nb", "nn", "sv", "se", "en", "fi", "da"].map(mapBrowserLanguage)).toEqual([
      "no", "no", "no", "se", "se", "en", "fi", null,
    ]);
  });
  it("orders Accept-Language by quality", () => {
    expect(parseAcceptLanguage("da, en;q=0.5, fi;q=0.8, *;q=0.1, sv;q=0")).toEqual(["da", "fi", "en"]);
  });
  it("detects English when nothing matches", () => {
    expect(detectLanguage(undefined, "de")).toBe("en");
  });
});
