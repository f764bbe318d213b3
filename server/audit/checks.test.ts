// Each check of the site audit against HTML that breaks it (it must be caught) and HTML that does not (no finding).
import { describe, expect, it } from "vitest";
import {
  checkHead,
  checkHreflang,
  checkImages,
  checkJsonLd,
  checkLinks,
  checkResponse,
  checkTranslations,
  checkWeight,
  internalTarget,
  localeDictionary,
  parsePage,
  summarize,
  type FetchedResource,
  type ParsedPage,
} from "./checks.ts";
import { siteDictionary } from "./site-audit.ts";

const SITE = "https://www.example.se";
const ORIGINS = [SITE, "http://127.0.0.1:3000"];

function doc(head: string, body = "<main><h1>Rubrik</h1></main>", lang = "sv"): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;
}

const GOOD_HEAD = (path: string) =>
  `<title>Molntjänster för företag | Nordic IT</title>` +
  `<meta name="description" content="Microsoft 365, Azure, migrering och hybridmoln för nordiska företag och offentliga verksamheter.">` +
  `<link rel="canonical" href="${SITE}${path}">`;

function resource(path: string, overrides: Partial<FetchedResource> = {}): FetchedResource {
  return { path, finalPath: path, status: 200, redirects: [], contentType: "text/html", bytes: 10_000, ms: 50, body: "", ...overrides };
}

const codes = (findings: { code: string }[]) => findings.map((f) => f.code);

describe("internal targets", () => {
  it("keeps links on the site (relative, SITE_URL, the crawl origin) and drops the rest", () => {
    expect(internalTarget("/se/kontakt#form", "/se", ORIGINS)).toEqual({ path: "/se/kontakt", fragment: "form" });
    expect(internalTarget(`${SITE}/en/jobs?page=2`, "/se", ORIGINS)).toEqual({ path: "/en/jobs?page=2", fragment: null });
    expect(internalTarget("http://127.0.0.1:3000/fi", "/se", ORIGINS)).toEqual({ path: "/fi", fragment: null });
    expect(internalTarget("itad", "/se/kontakt", ORIGINS)).toEqual({ path: "/se/itad", fragment: null });
    expect(internalTarget("https://www.linkedin.com/company/x", "/se", ORIGINS)).toBeNull();
    expect(internalTarget("mailto:info@example.com", "/se", ORIGINS)).toBeNull();
    expect(internalTarget("tel:+4640123", "/se", ORIGINS)).toBeNull();
  });
});

describe("status and redirects", () => {
  it("reports 4xx and 5xx answers as errors and a 200 as nothing", () => {
    expect(codes(checkResponse(resource("/se/saknas", { status: 404 })))).toEqual(["clientError"]);
    expect(checkResponse(resource("/se/trasig", { status: 500 }))[0]).toMatchObject({ severity: "error", code: "serverError", params: { status: 500 } });
    expect(checkResponse(resource("/se"))).toEqual([]);
  });

  it("reports a chain of redirects, and notes a temporary one", () => {
    const chain = resource("/sv-SE/kontakt", {
      finalPath: "/se/kontakt",
      redirects: [
        { from: "/sv-SE/kontakt", status: 301, to: "/sv/kontakt" },
        { from: "/sv/kontakt", status: 301, to: "/se/kontakt" },
      ],
    });
    expect(checkResponse(chain)).toEqual([expect.objectContaining({ check: "redirect", severity: "warning", code: "redirectChain", params: expect.objectContaining({ hops: 2 }) })]);
    const temporary = resource("/en/news/x", { finalPath: "/en/news/y", redirects: [{ from: "/en/news/x", status: 302, to: "/en/news/y" }] });
    expect(checkResponse(temporary)).toEqual([expect.objectContaining({ severity: "notice", code: "temporaryRedirect" })]);
  });
});

describe("title, description and canonical", () => {
  it("passes a page within the limits whose canonical is itself", () => {
    expect(checkHead(parsePage("/se/molntjanster", doc(GOOD_HEAD("/se/molntjanster")), ORIGINS), SITE)).toEqual([]);
  });

  it("catches a missing title, description and canonical", () => {
    expect(codes(checkHead(parsePage("/se/x", doc(""), ORIGINS), SITE))).toEqual(["titleMissing", "descriptionMissing", "canonicalMissing"]);
  });

  it("catches a title and description outside their lengths", () => {
    const short = parsePage("/se/x", doc(`<title>Hej</title><meta name="description" content="För kort."><link rel="canonical" href="${SITE}/se/x">`), ORIGINS);
    expect(codes(checkHead(short, SITE))).toEqual(["titleShort", "descriptionShort"]);
    const long = parsePage("/se/x", doc(`<title>${"Lång titel ".repeat(8)}</title><meta name="description" content="${"ord ".repeat(50)}"><link rel="canonical" href="${SITE}/se/x">`), ORIGINS);
    expect(codes(checkHead(long, SITE))).toEqual(["titleLong", "descriptionLong"]);
  });

  it("catches a canonical on another origin or naming another page", () => {
    const otherOrigin = parsePage("/se/x", doc(GOOD_HEAD("/se/x").replace(SITE, "http://localhost:3000")), ORIGINS);
    expect(codes(checkHead(otherOrigin, SITE))).toEqual(["canonicalOrigin"]);
    const elsewhere = parsePage("/se/x", doc(GOOD_HEAD("/se/y")), ORIGINS);
    expect(checkHead(elsewhere, SITE)).toEqual([expect.objectContaining({ severity: "error", code: "canonicalElsewhere" })]);
    // A filtered view whose canonical is its list is right; one pointing at another path is only noted.
    expect(checkHead(parsePage("/se/news?category=ai", doc(GOOD_HEAD("/se/news")), ORIGINS), SITE)).toEqual([]);
    const filtered = parsePage("/se/news?category=ai", doc(GOOD_HEAD("/se/jobs")), ORIGINS);
    expect(checkHead(filtered, SITE)).toEqual([expect.objectContaining({ severity: "notice", code: "canonicalElsewhere" })]);
  });

  it("asks a noindex page for a title only", () => {
    const page = parsePage("/se/auth", doc(`<title>Logga in | Nordic IT</title><meta name="robots" content="noindex, nofollow">`), ORIGINS);
    expect(page.noindex).toBe(true);
    expect(checkHead(page, SITE)).toEqual([]);
  });
});

describe("images", () => {
  it("catches an image without alt and accepts alt=\"\" as decorative", () => {
    const page = parsePage("/se", doc(GOOD_HEAD("/se"), `<img src="/a.png" alt="Karta"><img src="/deco.svg" alt=""><img src="/b.png">`), ORIGINS);
    expect(checkImages(page)).toEqual([expect.objectContaining({ check: "imageAlt", code: "imageWithoutAlt", params: { src: "/b.png" } })]);
  });
});

describe("structured data", () => {
  const ld = (value: string) => `<script type="application/ld+json">${value}</script>`;

  it("passes complete objects, nested ones included", () => {
    const page = parsePage(
      "/se",
      doc(
        ld(JSON.stringify([
          { "@context": "https://schema.org", "@type": "Organization", name: "Nordic IT", url: SITE },
          { "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", position: 1, name: "Hem", item: `${SITE}/se` }] },
        ])),
      ),
      ORIGINS,
    );
    expect(checkJsonLd(page)).toEqual([]);
  });

  it("catches a block that does not parse", () => {
    expect(codes(checkJsonLd(parsePage("/se", doc(ld(`{"@type": "Organization", name: }`)), ORIGINS)))).toEqual(["jsonLdInvalid"]);
  });

  it("catches missing required fields of JobPosting, NewsArticle and BreadcrumbList items", () => {
    const page = parsePage(
      "/se/jobs/x",
      doc(
        ld(JSON.stringify({ "@context": "https://schema.org", "@type": "JobPosting", title: "Tekniker", description: "…", hiringOrganization: { "@type": "Organization", name: "Nordic IT" } })) +
          ld(JSON.stringify({ "@type": "NewsArticle", headline: "Nyhet", author: { "@type": "Organization", name: "Nordic IT" } })) +
          ld(JSON.stringify({ "@type": "BreadcrumbList", itemListElement: [{ "@type": "ListItem", name: "Hem" }] })),
      ),
      ORIGINS,
    );
    expect(checkJsonLd(page).map((f) => f.params)).toEqual([
      { type: "JobPosting", field: "datePosted" },
      { type: "JobPosting", field: "jobLocation" },
      { type: "NewsArticle", field: "datePublished" },
      { type: "ListItem", field: "position" },
    ]);
  });
});

describe("weight and response time", () => {
  it("catches a heavy document, a heavy page and a slow answer", () => {
    expect(codes(checkWeight(resource("/se", { bytes: 300_000, ms: 2500 }), 1_400_000))).toEqual(["htmlHeavy", "pageHeavy", "slow"]);
    expect(checkWeight(resource("/se", { bytes: 40_000, ms: 120 }), 200_000)).toEqual([]);
  });
});

describe("untranslated text", () => {
  const dictionary = localeDictionary({
    se: { jobs: { filters: { submitLabel: "Visa jobb" }, intro: "Vi söker tekniker till hela Norden och Skåne." }, common: { brand: "Nordic IT Services AB" } },
    en: { jobs: { filters: { submitLabel: "Show jobs" }, intro: "We are looking for technicians across the Nordics." }, common: { brand: "Nordic IT Services AB" } },
    fi: { jobs: { filters: { submitLabel: "Näytä työpaikat" }, intro: "Etsimme teknikoita kaikkialle Pohjoismaihin." }, common: { brand: "Nordic IT Services AB" } },
    no: { jobs: { filters: { submitLabel: "Vis jobber" }, intro: "Vi ser etter teknikere i hele Norden og Skåne." }, common: { brand: "Nordic IT Services AB" } },
  });

  it("catches a placeholder, a raw key and another language's text", () => {
    const page = parsePage(
      "/fi/jobs",
      doc(
        GOOD_HEAD("/fi/jobs"),
        `<p>Soita meille: {phone}</p><button>filters.submitLabel</button><p>We are looking for technicians across the Nordics.</p><input placeholder="{{email}}" aria-label="Sähköposti">`,
        "fi",
      ),
      ORIGINS,
    );
    expect(checkTranslations(page, dictionary).map((f) => [f.code, f.params.text])).toEqual([
      ["placeholder", "{phone}"],
      ["rawKey", "filters.submitLabel"],
      ["foreignText", "We are looking for technicians across the Nordics."],
      ["placeholder", "{{email}}"],
    ]);
  });

  it("leaves the page's own texts, shared names, host names and JSON-LD templates alone", () => {
    const page = parsePage(
      "/se/jobs",
      doc(
        `<script type="application/ld+json">{"target":"https://x/se/search?q={search_term_string}"}</script>`,
        `<p>Vi söker tekniker till hela Norden och Skåne.</p><p>Nordic IT Services AB</p><p>www.example.se</p><script>var a = "{phone}";</script>`,
      ),
      ORIGINS,
    );
    expect(checkTranslations(page, dictionary)).toEqual([]);
  });

  it("knows the site's real message keys", () => {
    expect(siteDictionary().keyPaths.has("qaAudit.statuses.running")).toBe(true);
    expect(siteDictionary().texts.fi.has("Laatutarkastus")).toBe(true);
  });
});

describe("links and anchors across pages", () => {
  it("catches a link to a 404, a missing file and an anchor that names nothing", () => {
    const home = parsePage("/se", doc(GOOD_HEAD("/se"), `<a href="/se/finns-inte">x</a><a href="/se/kontakt#formular">y</a><a href="#main">z</a><main id="main"></main><img src="/bild.png" alt="">`), ORIGINS);
    const contact = parsePage("/se/kontakt", doc(GOOD_HEAD("/se/kontakt"), `<form id="form"></form>`), ORIGINS);
    const resources = new Map<string, FetchedResource>([
      ["/se", resource("/se")],
      ["/se/finns-inte", resource("/se/finns-inte", { status: 404 })],
      ["/se/kontakt", resource("/se/kontakt")],
      ["/bild.png", resource("/bild.png", { status: 404, contentType: "text/html" })],
    ]);
    const parsed = new Map<string, ParsedPage>([
      ["/se", home],
      ["/se/kontakt", contact],
    ]);
    const findings = checkLinks([home, contact], resources, parsed);
    expect(findings.map((f) => [f.code, f.params.target])).toEqual([
      ["brokenLink", "/se/finns-inte"],
      ["brokenAnchor", "/se/kontakt#formular"],
      ["brokenAsset", "/bild.png"],
    ]);
    expect(summarize(findings)).toEqual({ error: 3, warning: 0, notice: 0, brokenLinks: 2 });
  });
});

describe("hreflang reciprocity", () => {
  const page = (path: string, alternates: [string, string][]) =>
    parsePage(path, doc(GOOD_HEAD(path) + alternates.map(([hreflang, href]) => `<link rel="alternate" hreflang="${hreflang}" href="${SITE}${href}">`).join("")), ORIGINS);

  it("passes pages that name each other", () => {
    const se = page("/se/itad", [["sv", "/se/itad"], ["en", "/en/itad"], ["x-default", "/se/itad"]]);
    const en = page("/en/itad", [["sv", "/se/itad"], ["en", "/en/itad"], ["x-default", "/se/itad"]]);
    expect(checkHreflang([se, en], SITE)).toEqual([]);
  });

  it("catches an alternate that does not link back, one that is missing, and a set without the page itself", () => {
    const se = page("/se/itad", [["sv", "/se/itad"], ["en", "/en/itad"], ["fi", "/fi/itad"]]);
    const en = page("/en/itad", [["sv", "/se/csr"], ["en", "/en/itad"]]);
    const csr = page("/se/csr", [["en", "/en/csr"]]);
    expect(checkHreflang([se, en, csr], SITE).map((f) => [f.page, f.code])).toEqual([
      ["/se/itad", "hreflangNotReciprocal"],
      ["/se/itad", "hreflangTargetMissing"],
      ["/en/itad", "hreflangNotReciprocal"],
      ["/se/csr", "hreflangNoSelf"],
      ["/se/csr", "hreflangTargetMissing"],
    ]);
  });
});
