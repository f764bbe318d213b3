// The site's pages as typed data: slug under the language prefix, what kind of page it is, and where it sits.
import type { ShareImage } from "./share-image.ts";

export type PageKind = "home" | "service" | "legal" | "contact" | "tool" | "jobs" | "area";

export interface PageEntry {
  /** Key into the `pages` namespace of the locale files. */
  id: string;
  /** Path after the language prefix, without leading slash ("" for home). */
  slug: string;
  kind: PageKind;
  /** Breadcrumb parent: Services for service pages, Jobs for job pages. */
  section?: "services" | "jobs";
  /** Kept out of search engines (meta robots and sitemap). */
  noindex?: boolean;
  /** Shows the centred loading spinner while a navigation to it is under way. */
  loadsBehindSpinner?: boolean;
  /** Only for signed-in visitors: anyone else is sent to sign in and brought back. */
  signedInOnly?: boolean;
  /** The picture of a shared link when the page's kind does not decide it. */
  shareImage?: ShareImage;
}

export const SERVICE_PAGES: PageEntry[] = [
  { id: "itConsultation", slug: "it-konsultation", kind: "service", section: "services" },
  { id: "fieldService", slug: "faltservice", kind: "service", section: "services" },
  { id: "managedFieldServices", slug: "managed-field-services", kind: "service", section: "services" },
  { id: "cloud", slug: "molntjanster", kind: "service", section: "services" },
  { id: "datacenter", slug: "datacenter", kind: "service", section: "services" },
  { id: "datacenterSupport", slug: "datacenter-support", kind: "service", section: "services" },
  { id: "hardwareSupport", slug: "hardvarusupport", kind: "service", section: "services" },
  { id: "siteSurvey", slug: "sitesurveys", kind: "service", section: "services" },
  { id: "itad", slug: "itad", kind: "service", section: "services" },
  { id: "itStaffing", slug: "it-bemanning", kind: "service", section: "services" },
  { id: "projectManagement", slug: "projektledning", kind: "service", section: "services" },
  { id: "softwareDevelopment", slug: "mjukvaruutveckling", kind: "service", section: "services" },
];

export const PAGES: PageEntry[] = [
  { id: "home", slug: "", kind: "home" },
  ...SERVICE_PAGES,
  { id: "contact", slug: "kontakt", kind: "contact" },
  { id: "jobs", slug: "jobs", kind: "jobs", section: "jobs" },
  { id: "jobApply", slug: "jobs/apply", kind: "jobs", section: "jobs", noindex: true, loadsBehindSpinner: true },
  { id: "news", slug: "news", kind: "area", shareImage: "news" },
  { id: "search", slug: "search", kind: "area", noindex: true },
  { id: "booking", slug: "booking", kind: "area" },
  { id: "privacy", slug: "privacy", kind: "legal" },
  { id: "terms", slug: "terms", kind: "legal" },
  { id: "cookies", slug: "cookies", kind: "legal" },
  { id: "csr", slug: "csr", kind: "legal" },
  { id: "contrastTest", slug: "kontrasttest", kind: "tool" },
  { id: "performance", slug: "performance", kind: "tool" },
  { id: "auth", slug: "auth", kind: "area", noindex: true, loadsBehindSpinner: true },
  { id: "userAuth", slug: "user-auth", kind: "area", noindex: true, loadsBehindSpinner: true, signedInOnly: true },
  { id: "dashboard", slug: "dashboard", kind: "area", noindex: true, loadsBehindSpinner: true, signedInOnly: true },
  { id: "admin", slug: "admin", kind: "area", noindex: true, loadsBehindSpinner: true, signedInOnly: true },
];

export const PAGE_BY_ID: Record<string, PageEntry> = Object.fromEntries(PAGES.map((p) => [p.id, p]));
export const PAGE_BY_SLUG: Record<string, PageEntry> = Object.fromEntries(PAGES.map((p) => [p.slug, p]));

/** Services that a service page points on to. */
export const RELATED_SERVICES: Record<string, string[]> = {
  itConsultation: ["projectManagement", "cloud", "siteSurvey"],
  fieldService: ["managedFieldServices", "hardwareSupport", "siteSurvey"],
  managedFieldServices: ["fieldService", "itStaffing", "hardwareSupport"],
  cloud: ["itConsultation", "datacenter", "projectManagement"],
  datacenter: ["datacenterSupport", "hardwareSupport", "itad"],
  datacenterSupport: ["datacenter", "hardwareSupport", "managedFieldServices"],
  hardwareSupport: ["fieldService", "datacenterSupport", "itad"],
  siteSurvey: ["fieldService", "projectManagement", "itConsultation"],
  itad: ["hardwareSupport", "datacenter", "projectManagement"],
  itStaffing: ["managedFieldServices", "projectManagement", "itConsultation"],
  projectManagement: ["itConsultation", "fieldService", "cloud"],
  softwareDevelopment: ["cloud", "itConsultation", "projectManagement"],
};

/** The five pages the not-found page recommends (SPEC section 2). */
export const POPULAR_PAGE_IDS = ["itConsultation", "fieldService", "cloud", "jobs", "contact"] as const;

/** Path segments (first after the prefix) whose pages are private or personal: never cached, never indexed. */
export const PRIVATE_AREAS = new Set(["admin", "auth", "user-auth", "dashboard"]);

/**
 * Public areas whose pages show live data (free booking times, one visitor's booking, one person's data, the
 * real-user vitals) or answer any query (the contrast test's two colours): never from the render cache, and they
 * read their own query.
 */
export const LIVE_AREAS = new Set(["booking", "my-data", "performance", "kontrasttest"]);

/** `/se/jobs/apply`-style path of a page in a language. */
export function pagePath(lang: string, slug: string): string {
  return slug ? `/${lang}/${slug}` : `/${lang}`;
}

const SPINNER_SLUGS = PAGES.filter((p) => p.loadsBehindSpinner).map((p) => p.slug);

/** Areas that load behind the spinner, with or without prefix, and any page opened with ?component=kontakt|chat. */
export function loadsBehindSpinner(pathname: string, search: string): boolean {
  const component = new URLSearchParams(search).get("component")?.toLowerCase();
  if (component === "kontakt" || component === "chat") return true;
  const segments = pathname.split("/").filter(Boolean);
  const rest = (segments[0]?.length === 2 ? segments.slice(1) : segments).join("/");
  return SPINNER_SLUGS.includes(rest);
}
