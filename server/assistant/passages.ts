// Cuts the site's copy (services, home, legal pages, contact data) into the passages the assistant retrieves.
import type { LegalSection, ServiceContent, TitledText } from "../../content/content-types.ts";
import {
  SERVICE_SECTIONS,
  sectionHeading,
  type ItemPassages,
  type SectionIndexing,
  type ServicePageText,
  type ServiceSection,
} from "../../content/service-sections.ts";
import { ORGANIZATION_DEFAULTS, type Organization } from "../../content/organisation.ts";
import type { Lang } from "../../app/lib/languages.ts";
import type { PublishedDocument } from "../content/published-content.ts";
import { commonMessages, homeContent, legalContent, pageCopy, serviceContent } from "../../app/lib/messages.server.ts";
import { PAGE_BY_ID, SERVICE_PAGES, pagePath } from "../../app/lib/site-map.ts";

export interface PassageDoc {
  id: number;
  /**
   * The passage's place in the site's structure, the same in every language (the copy of all four has the
   * same shape): the key to the same passage in another language.
   */
  key: number;
  language: Lang;
  /** The passage's own heading (an FAQ question, a benefit's title, a section heading), else the page's name. */
  title: string;
  /** The passage's own heading only: empty when it would just repeat the page's name, which keywords carry. */
  heading: string;
  /** Site path, with an anchor only where the page renders that id. */
  url: string;
  /** The lines joined by newlines: what the index and the AI adapter read. */
  text: string;
  /** Paragraphs, then list items (levels, steps, SLA rows, retention periods …). */
  lines: string[];
  /** Index of the first list item in lines; lines.length when the passage has no list. */
  listFrom: number;
  /**
   * A list of alternatives (benefits, features, deliverables) whose items an answer may pick from; a table of
   * facts (levels, steps, SLA rows, retention periods) is always shown whole.
   */
  pickItems: boolean;
  /** The service page's section it comes from (content/service-sections.ts: "steps", "phases", "faq" …); "" elsewhere. */
  section: string;
  /** Page name, service name and tags: lets "hardware" find every passage of the hardware page. */
  keywords: string;
  /**
   * Words visitors asked this passage's question with that its copy never uses, learned from the development set
   * (server/assistant/asked-words.ts): searched like keywords, more weakly. Absent until learned words are added.
   */
  asked?: string;
  /**
   * Questions this passage answered, as visitors asked them (development questions and the visitor questions written
   * for it): a new question like one of them votes for this passage (server/assistant/asked-words.ts).
   */
  askedQuestions?: string[];
  /** How far the passage states facts (1) rather than opinions (testimonials): multiplies its score. */
  prior: number;
  /** Name and bare path of the page, for the answer's link and its sources. */
  pageTitle: string;
  pagePath: string;
}

type DraftDoc = Omit<PassageDoc, "id" | "key" | "language">;

interface PageRef {
  title: string;
  path: string;
  keywords: string;
}

interface SectionOptions {
  /** Id of the element on the page the passage comes from. */
  anchor?: string;
  /** true: every line is a list item; a number: the lines from there on are; false: prose only. */
  list?: boolean | number;
  pickItems?: boolean;
  section?: string;
  prior?: number;
  /** Words that name the passage's section, searched like the page's name. */
  keywords?: string;
}

function section(page: PageRef, title: string, lines: string[], options: SectionOptions = {}): DraftDoc {
  const { anchor = "", list = false, pickItems = false, section: sectionName = "", keywords = "", prior = 1 } = options;
  const kept = lines.map((line) => line.trim()).filter((line) => line !== "");
  const listFrom = list === true ? 0 : list === false ? kept.length : list;
  return {
    title,
    heading: title === page.title ? "" : title,
    url: anchor ? `${page.path}#${anchor}` : page.path,
    text: kept.join("\n"),
    lines: kept,
    listFrom,
    pickItems,
    section: sectionName,
    prior,
    keywords: `${page.keywords} ${keywords}`.trim(),
    pageTitle: page.title,
    pagePath: page.path,
  };
}

function titledLines(items: TitledText[]): string[] {
  return items.map((item) => `${item.title}: ${item.text}`);
}

function sectionDocs(page: PageRef, entry: ServiceSection, text: ServicePageText): DraftDoc[] {
  if (entry.kind === "related" || !entry.index) return [];
  const heading = sectionHeading(entry, text.content);
  if (entry.heading && !heading) return [];
  // An entry's rows and its indexing share one row type, which TypeScript cannot follow across the union of entries.
  const rows = entry.rows(text) as unknown[] | undefined;
  const index = entry.index as SectionIndexing<unknown>;
  if (!rows) return [];
  const anchor = entry.anchor ?? undefined;
  const title = heading ?? page.title;
  const itemDocs = (items: ItemPassages<unknown>) =>
    rows.map((row) =>
      section(page, items.title(row), [items.text(row)], {
        anchor: items.anchor?.(row) ?? anchor,
        keywords: items.headingAsKeywords ? title : "",
        section: entry.name,
      }),
    );
  switch (index.as) {
    case "prose":
      return rows.map((row) => section(page, title, index.lines(row), { anchor, section: entry.name }));
    case "items":
      return itemDocs(index);
    case "table":
    case "alternatives":
      return [
        section(page, title, rows.map(index.line), { anchor, list: true, pickItems: index.as === "alternatives", section: entry.name }),
        ...(index.eachItem ? itemDocs(index.eachItem) : []),
      ];
  }
}

/** A service page's passages: its sections of content/service-sections.ts, in page order. */
function serviceDocs(lang: Lang, id: string, slug: string): DraftDoc[] {
  const copy = pageCopy(lang, id);
  const content: ServiceContent = serviceContent(lang, id);
  const serviceName = (commonMessages(lang).services as Record<string, string>)[id] ?? copy.h1;
  const page: PageRef = {
    title: copy.h1,
    path: pagePath(lang, slug),
    keywords: [copy.h1, serviceName, copy.title, ...content.tags].join(" "),
  };
  const text: ServicePageText = { h1: copy.h1, intro: copy.intro, content };
  return SERVICE_SECTIONS.flatMap((entry) => sectionDocs(page, entry, text));
}

/** Customers' words match many questions loosely ("came quickly") but answer none of them with a fact. */
const TESTIMONIAL_PRIOR = 0.5;

function homeDocs(lang: Lang): DraftDoc[] {
  const home = homeContent(lang);
  const common = commonMessages(lang);
  const page: PageRef = { title: common.meta.siteName, path: pagePath(lang, ""), keywords: common.meta.siteName };
  const about: PageRef = { ...page, title: home.about.heading, keywords: `${page.keywords} ${home.about.heading}` };
  return [
    section(page, pageCopy(lang, "home").h1, [home.hero.text]),
    ...home.claims.items.map((item) => section(page, item.title, [item.text], { keywords: home.claims.heading })),
    section(page, home.servicesOverview.heading, [home.servicesOverview.text], { anchor: "services" }),
    section(page, home.challenge.heading, [home.challenge.text]),
    section(page, home.solution.heading, [home.solution.text]),
    section(page, home.result.heading, [home.result.text]),
    section(page, home.partnership.heading, [home.partnership.text, ...home.partnership.points], { list: 1 }),
    ...home.about.text.map((paragraph) => section(about, home.about.heading, [paragraph], { anchor: "about" })),
    section(about, home.about.heading, home.about.stats.map((stat) => `${stat.value} ${stat.label}`), { anchor: "about", list: true }),
    section(about, home.about.valuesHeading, titledLines(home.about.values), { anchor: "about", list: true, pickItems: true }),
    section(about, home.about.teamHeading, titledLines(home.about.team), { anchor: "about", list: true, pickItems: true }),
    section(page, home.testimonials.heading, home.testimonials.items.map((t) => `”${t.text}” – ${t.author}, ${t.company}`), { list: true, pickItems: true, prior: TESTIMONIAL_PRIOR }),
  ];
}

function legalSectionDocs(page: PageRef, sections: LegalSection[]): DraftDoc[] {
  return sections.map((s) => section(page, s.heading, [...s.paragraphs, ...(s.items ?? [])], { list: s.paragraphs.length }));
}

function legalPage(lang: Lang, id: string): PageRef {
  const copy = pageCopy(lang, id);
  return { title: copy.h1, path: pagePath(lang, PAGE_BY_ID[id]!.slug), keywords: `${copy.h1} ${copy.title}` };
}

function legalDocs(lang: Lang): DraftDoc[] {
  const legal = legalContent(lang);
  const terms = legalPage(lang, "terms");
  const privacy = legalPage(lang, "privacy");
  const cookies = legalPage(lang, "cookies");
  const csr = legalPage(lang, "csr");
  const cookieLines = legal.cookies.entries.map((entry) => `${entry.name}: ${entry.purpose} (${entry.type}, ${entry.lifetime})`);
  return [
    ...legalSectionDocs(terms, legal.terms.sections),
    ...legalSectionDocs(privacy, legal.privacy.sections),
    section(cookies, cookies.title, legal.cookies.intro),
    section(cookies, cookies.title, cookieLines, { list: true, pickItems: true }),
    ...legalSectionDocs(cookies, legal.cookies.sections),
    ...legalSectionDocs(csr, legal.csr.sections),
    section(csr, legal.csr.certificationsHeading, legal.csr.certifications.map((c) => `${c.name} (${legal.csr.statusLabels[c.status]}): ${c.text}`), { anchor: "certifications", list: true }),
    section(csr, legal.csr.goalsHeading, legal.csr.goals.map((goal) => `${goal.value}: ${goal.label}`), { anchor: "goals", list: true }),
  ];
}

function contactDocs(lang: Lang, organization: Organization): DraftDoc[] {
  const common = commonMessages(lang);
  const copy = pageCopy(lang, "contact");
  const page: PageRef = { title: copy.h1, path: pagePath(lang, "kontakt"), keywords: `${copy.h1} ${common.nav.contact}` };
  const labels = common.contactPage;
  const { address } = organization;
  return [
    section(page, labels.detailsHeading, [
      labels.responseTime,
      labels.freeAnalysis,
      labels.coverage,
      `${labels.phone}: ${organization.telephone}`,
      `${labels.email}: ${organization.email}`,
      `${labels.address}: ${address.street}, ${address.postalCode} ${address.locality}`,
    ], { list: 3 }),
    section(page, copy.h1, [copy.intro]),
    // The form's own words ("Send message"), so that "how soon do you answer after I send the form?" finds the reply time.
    section(page, labels.formHeading, [labels.responseTime], { keywords: `${common.form.submit} ${common.form.message} ${common.form.successTitle}` }),
  ];
}

function areaDocs(lang: Lang): DraftDoc[] {
  return ["jobs", "news"].map((id) => {
    const copy = pageCopy(lang, id);
    const page: PageRef = { title: copy.h1, path: pagePath(lang, PAGE_BY_ID[id]!.slug), keywords: copy.title };
    return section(page, copy.h1, [copy.intro]);
  });
}

/** The tool pages (the contrast test, the performance dashboard): what each is for, so "where can I test my colours?" finds it. */
function toolDocs(lang: Lang): DraftDoc[] {
  return ["contrastTest", "performance"].map((id) => {
    const copy = pageCopy(lang, id);
    const page: PageRef = { title: copy.h1, path: pagePath(lang, PAGE_BY_ID[id]!.slug), keywords: `${copy.title} ${copy.keywords ?? ""}`.trim() };
    return section(page, copy.h1, [copy.intro]);
  });
}

/** Every passage of one language, numbered from firstId so ids stay unique across languages. */
export function buildPassageDocs(lang: Lang, firstId = 0, organization: Organization = ORGANIZATION_DEFAULTS): PassageDoc[] {
  const drafts = [
    ...homeDocs(lang),
    ...SERVICE_PAGES.flatMap((page) => serviceDocs(lang, page.id, page.slug)),
    ...contactDocs(lang, organization),
    ...areaDocs(lang),
    ...legalDocs(lang),
    ...toolDocs(lang),
  ];
  return drafts
    .map((doc, key) => ({ ...doc, key, id: firstId + key, language: lang }))
    .filter((doc) => doc.text !== "");
}

/** Keys of published items start here, past every passage of the site's copy; ids keep the same offset. */
const FIRST_PUBLISHED_KEY = 50_000;
const MAX_PUBLISHED_ITEMS = 49_999;
/** A published body is cut to this many paragraphs: enough for an answer, not a whole article per passage. */
const PUBLISHED_PARAGRAPHS = 8;

/**
 * Each language of each published job and article as one passage: its summary and the first paragraphs of its
 * text, found by its title, its keywords (locations, department, category, tags) and the name of its section.
 * The same item has the same key in every language it is published in.
 */
export function publishedPassages(documents: PublishedDocument[]): (lang: Lang, firstId: number) => PassageDoc[] {
  const items = [...new Set(documents.map((doc) => `${doc.source}:${doc.sourceId}`))].sort().slice(0, MAX_PUBLISHED_ITEMS);
  const keyOf = new Map(items.map((item, ordinal) => [item, FIRST_PUBLISHED_KEY + ordinal]));
  return (lang, firstId) =>
    documents.flatMap((doc) => {
      const key = keyOf.get(`${doc.source}:${doc.sourceId}`);
      if (doc.lang !== lang || key === undefined) return [];
      const sectionName = doc.source === "job" ? commonMessages(lang).breadcrumbs.jobs : pageCopy(lang, "news").h1;
      const paragraphs = doc.text.split(/\n\s*\n|\n/).map((line) => line.trim()).filter(Boolean).slice(0, PUBLISHED_PARAGRAPHS);
      const page: PageRef = { title: doc.title, path: doc.path, keywords: [doc.title, sectionName, ...doc.keywords].join(" ") };
      const draft = section(page, doc.title, [doc.summary, ...paragraphs]);
      return [{ ...draft, key, id: firstId + key, language: lang }];
    });
}
