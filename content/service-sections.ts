// The sections of a service page, in page order: the one list that the page renders
// (app/routes/service-page.tsx) and the assistant cuts into passages (server/assistant/passages.ts).
// A section added here appears on the page and in the assistant's corpus, or a test says why not.
import type { ServiceContent } from "./content-types.ts";

/** The copy a service page is made of: its name and ingress (pages.json) and its long-form content (services.json). */
export interface ServicePageText {
  h1: string;
  intro: string;
  content: ServiceContent;
}

export type ServiceHeadingKey = keyof ServiceContent["headings"];

export interface HeaderRow {
  h1: string;
  subtitle: string;
  intro: string;
  tags: string[];
}

export interface TitledRow {
  title: string;
  text: string;
  /** Element id of the item itself, where the page renders one (sub-services). */
  id?: string;
}

export interface LevelRow {
  name: string;
  response: string;
  availability: string;
  text: string;
}

export interface FactRow {
  label: string;
  value: string;
}

export interface QuestionRow {
  question: string;
  answer: string;
}

export interface CallToActionRow {
  title: string;
  text: string;
  button: string;
}

/** How the page draws a section, and so the type of its rows. */
export interface RowsByKind {
  header: HeaderRow;
  paragraphs: string;
  cards: TitledRow;
  levels: LevelRow;
  facts: FactRow;
  steps: TitledRow;
  phases: TitledRow;
  checklist: string;
  "titled-list": TitledRow;
  faq: QuestionRow;
  cta: CallToActionRow;
}

export type SectionKind = keyof RowsByKind | "related";

/** One passage per item, titled by the item (an FAQ question, a sub-service). */
export interface ItemPassages<Row> {
  title: (row: Row) => string;
  text: (row: Row) => string;
  /** The element the passage links to, where the item has its own; else the section's anchor. */
  anchor?: (row: Row) => string | undefined;
  /** The section's heading names the item's passage too ("Our cloud services" finds "Azure"). */
  headingAsKeywords?: boolean;
}

/**
 * How the assistant reads a section.
 * - `prose`: text about the page as a whole, titled with the page's name: one passage per row.
 * - `table`: a table of facts (levels, SLA rows, steps) that an answer shows whole: one passage, one line per item.
 * - `alternatives`: a list whose items an answer may pick from (benefits, features): one passage, one line per item.
 * - `items`: one passage per item.
 */
export type SectionIndexing<Row> =
  | { as: "prose"; lines: (row: Row) => string[] }
  | { as: "table" | "alternatives"; line: (row: Row) => string; eachItem?: ItemPassages<Row> }
  | ({ as: "items" } & ItemPassages<Row>);

interface SectionBase {
  /** The registry's name of the section: its `headings` key where it has one. */
  name: string;
  /** The id the page gives the section's heading (and its `aria-labelledby`): links and passages point here. */
  anchor: string | null;
  /** The `headings` key that titles the section; null when its title comes from elsewhere (h1, call to action). */
  heading: ServiceHeadingKey | null;
  /** Consecutive half-width sections share one row of the page. */
  width: "full" | "half";
}

type RowSection<K extends keyof RowsByKind> = SectionBase & {
  kind: K;
  /** The section's items; undefined when this page has no such section. */
  rows: (page: ServicePageText) => RowsByKind[K][] | undefined;
  /** How the assistant indexes the section; null: not at all. */
  index: SectionIndexing<RowsByKind[K]> | null;
};

/** Links to related service pages: its rows are pages of the site map, not copy, and state no facts. */
type RelatedSection = SectionBase & { kind: "related"; index: null };

export type ServiceSection = { [K in keyof RowsByKind]: RowSection<K> }[keyof RowsByKind] | RelatedSection;

const titled = (items: { title: string; text: string }[] | undefined): TitledRow[] | undefined =>
  items?.map(({ title, text }) => ({ title, text }));
const named = (items: { name: string; description: string }[] | undefined): TitledRow[] | undefined =>
  items?.map(({ name, description }) => ({ title: name, text: description }));
const titleAndText = (row: TitledRow) => `${row.title}: ${row.text}`;

const full = { width: "full" } as const;

export const SERVICE_SECTIONS: readonly ServiceSection[] = [
  {
    ...full,
    name: "intro",
    anchor: null,
    heading: null,
    kind: "header",
    rows: ({ h1, intro, content }) => [{ h1, intro, subtitle: content.subtitle, tags: content.tags }],
    index: { as: "prose", lines: (row) => [row.intro, row.subtitle] },
  },
  {
    ...full,
    name: "description",
    anchor: null,
    heading: null,
    kind: "paragraphs",
    rows: ({ content }) => content.description,
    index: { as: "prose", lines: (paragraph) => [paragraph] },
  },
  {
    ...full,
    name: "benefits",
    anchor: "benefits",
    heading: "benefits",
    kind: "cards",
    rows: ({ content }) => titled(content.benefits),
    index: { as: "alternatives", line: titleAndText },
  },
  {
    ...full,
    name: "subServices",
    anchor: "sub-services",
    heading: "subServices",
    kind: "cards",
    rows: ({ content }) => content.subServices?.map(({ id, title, text }) => ({ id, title, text })),
    index: {
      as: "table",
      line: titleAndText,
      eachItem: { title: (row) => row.title, text: (row) => row.text, anchor: (row) => row.id, headingAsKeywords: true },
    },
  },
  {
    ...full,
    name: "supportLevels",
    anchor: "support-levels",
    heading: "supportLevels",
    kind: "levels",
    rows: ({ content }) => content.supportLevels,
    index: { as: "table", line: (level) => `${level.name}: ${level.response} (${level.availability}). ${level.text}` },
  },
  {
    ...full,
    name: "sla",
    anchor: "sla",
    heading: "sla",
    kind: "facts",
    rows: ({ content }) => content.slaItems,
    index: { as: "table", line: (item) => `${item.label}: ${item.value}` },
  },
  {
    ...full,
    name: "steps",
    anchor: "steps",
    heading: "steps",
    kind: "steps",
    rows: ({ content }) => titled(content.steps),
    index: { as: "table", line: titleAndText },
  },
  {
    ...full,
    name: "projectTypes",
    anchor: "project-types",
    heading: "projectTypes",
    kind: "cards",
    rows: ({ content }) => named(content.projectTypes),
    index: { as: "alternatives", line: titleAndText },
  },
  {
    ...full,
    name: "phases",
    anchor: "phases",
    heading: "phases",
    kind: "phases",
    rows: ({ content }) => named(content.phases),
    index: { as: "table", line: titleAndText },
  },
  {
    width: "half",
    name: "deliverables",
    anchor: "deliverables",
    heading: "deliverables",
    kind: "checklist",
    rows: ({ content }) => content.deliverables,
    index: { as: "alternatives", line: (item) => item },
  },
  {
    width: "half",
    name: "features",
    anchor: "features",
    heading: "features",
    kind: "titled-list",
    rows: ({ content }) => titled(content.features),
    index: { as: "alternatives", line: titleAndText },
  },
  {
    ...full,
    name: "faq",
    anchor: "faq",
    heading: "faq",
    kind: "faq",
    rows: ({ content }) => content.faq,
    index: { as: "items", title: (item) => item.question, text: (item) => item.answer },
  },
  { ...full, name: "related", anchor: "related", heading: "related", kind: "related", index: null },
  {
    ...full,
    name: "cta",
    anchor: "cta",
    heading: null,
    kind: "cta",
    rows: ({ content }) => [content.cta],
    index: null,
  },
];

/** The heading text of a section on this page; null when the page has no such heading. */
export function sectionHeading(section: ServiceSection, content: ServiceContent): string | null {
  return section.heading ? (content.headings[section.heading] ?? null) : null;
}

/** A section as one page draws it: its heading text and its rows read on the server, so the browser needs no registry code. */
export type RenderedSection =
  | { [K in keyof RowsByKind]: { name: string; kind: K; anchor: string | null; heading: string; rows: RowsByKind[K][] } }[keyof RowsByKind]
  | { name: string; kind: "related"; anchor: string | null; heading: string; rows: null };

/** The registry's sections in page order, consecutive half-width ones grouped into one row of the page. */
export interface RenderedRow {
  half: boolean;
  sections: RenderedSection[];
}

function rendered(section: ServiceSection, page: ServicePageText): RenderedSection | null {
  const heading = sectionHeading(section, page.content) ?? "";
  // A section whose heading this page does not word is not on this page.
  if (section.heading && !heading) return null;
  const { name, anchor } = section;
  if (section.kind === "related") return { name, kind: "related", anchor, heading, rows: null };
  const rows = section.rows(page);
  return rows ? ({ name, kind: section.kind, anchor, heading, rows } as RenderedSection) : null;
}

/** What the page renders: every section of the registry this page has, grouped into the page's rows. */
export function renderedRows(page: ServicePageText): RenderedRow[] {
  const rows: { half: boolean; sections: ServiceSection[] }[] = [];
  for (const section of SERVICE_SECTIONS) {
    const last = rows.at(-1);
    if (section.width === "half" && last?.half) last.sections.push(section);
    else rows.push({ half: section.width === "half", sections: [section] });
  }
  return rows.map(({ half, sections }) => ({
    half,
    sections: sections.map((section) => rendered(section, page)).filter((section): section is RenderedSection => section !== null),
  }));
}
