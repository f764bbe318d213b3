// The shape of the long-form copy in content/locales/<lang>/{services,home,legal}.json.
// Every language has exactly the same structure (same keys, same array lengths).

export interface TitledText {
  title: string;
  text: string;
}

export interface ServiceContent {
  /** One line under the h1. */
  subtitle: string;
  /** Body paragraphs after the ingress (the ingress is pages.json → intro). */
  description: string[];
  /** Section headings as this page words them. Only the keys of sections the page has. */
  headings: {
    benefits: string;
    deliverables: string;
    features: string;
    faq: string;
    related: string;
    steps?: string;
    supportLevels?: string;
    sla?: string;
    subServices?: string;
    projectTypes?: string;
    phases?: string;
  };
  benefits: TitledText[];
  deliverables: string[];
  features: TitledText[];
  tags: string[];
  steps?: TitledText[];
  supportLevels?: { name: string; response: string; availability: string; text: string }[];
  slaItems?: { label: string; value: string }[];
  subServices?: (TitledText & { id: "m365" | "azure" | "migration" | "hybrid" })[];
  projectTypes?: { name: string; description: string }[];
  phases?: { name: string; description: string }[];
  faq: { question: string; answer: string }[];
  cta: { title: string; text: string; button: string };
}

export type ServicesFile = Record<
  | "itConsultation"
  | "fieldService"
  | "managedFieldServices"
  | "cloud"
  | "datacenter"
  | "datacenterSupport"
  | "hardwareSupport"
  | "siteSurvey"
  | "itad"
  | "itStaffing"
  | "projectManagement"
  | "softwareDevelopment",
  ServiceContent
>;

export interface HomeFile {
  hero: { eyebrow: string; title: string; text: string; primaryCta: string; secondaryCta: string };
  claims: { heading: string; items: TitledText[] };
  servicesOverview: { heading: string; text: string };
  challenge: { heading: string; text: string };
  solution: { heading: string; text: string };
  result: { heading: string; text: string };
  partnership: { heading: string; text: string; points: string[] };
  about: {
    heading: string;
    text: string[];
    stats: { value: string; label: string }[];
    valuesHeading: string;
    values: TitledText[];
    teamHeading: string;
    team: TitledText[];
  };
  testimonials: { heading: string; items: { text: string; author: string; company: string }[] };
  cta: { title: string; text: string; button: string };
}

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  items?: string[];
}

/** The day a document's text was last revised, `YYYY-MM-DD`: a fact of the text, changed with it. */
type RevisionDate = string;

export interface LegalFile {
  /** "Last updated: {{date}}" in this language. */
  lastUpdated: string;
  terms: { revised: RevisionDate; sections: LegalSection[] };
  privacy: { revised: RevisionDate; sections: LegalSection[] };
  cookies: {
    revised: RevisionDate;
    intro: string[];
    tableHeadings: { name: string; type: string; purpose: string; lifetime: string; when: string };
    entries: { name: string; type: string; purpose: string; lifetime: string; when: string }[];
    sections: LegalSection[];
  };
  csr: {
    revised: RevisionDate;
    sections: LegalSection[];
    certificationsHeading: string;
    certifications: { name: string; status: "certified" | "planned" | "implementing"; text: string }[];
    statusLabels: { certified: string; planned: string; implementing: string };
    goalsHeading: string;
    goals: { value: string; label: string }[];
  };
}
