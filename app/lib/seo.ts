// Builds everything a page puts in <head>: title, description, canonical, alternates, social tags, JSON-LD.
import type { Organization } from "../../content/organisation.ts";
import { HTML_LANG, LANGUAGES, OG_LOCALES, type Lang } from "./languages.ts";
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImagePath, type ShareImage } from "./share-image.ts";

export interface Crumb {
  name: string;
  /** Site-relative path, e.g. /se/molntjanster. */
  path: string;
}

export interface HeadInput {
  lang: Lang;
  siteUrl: string;
  siteName: string;
  organization: Organization;
  organizationDescription: string;
  title: string;
  description: string;
  keywords?: string;
  /** Path after the language prefix ("" for home, "/kontakt"); null for pages without language versions. */
  localizedPath: string | null;
  /** The path of this page when it has no language versions. */
  path?: string;
  /**
   * A page that exists in some languages only, each at its own path after the prefix (a job: `/jobs/faltservicetekniker`
   * in Swedish, `/jobs/field-service-technician` in English): the alternates name these and no others. Without it,
   * every language has the page at `localizedPath`.
   */
  languagePaths?: Partial<Record<Lang, string>>;
  noindex: boolean;
  breadcrumbs: Crumb[];
  service?: { name: string; description: string };
  /** The picture a shared link to the page shows, with its text alternative in the page's language. */
  shareImage: { image: ShareImage; alt: string };
  /**
   * For content that exists in only some languages (a news article): the path of each language version there is,
   * with its prefix (`{ en: "/en/news/x", se: "/se/news/y" }`). Alternates and og:locale:alternate name only these.
   * Absent, every language has the page at `/{lang}{localizedPath}`.
   */
  alternatePaths?: Partial<Record<Lang, string>>;
  /** A picture of the page's own (an article's cover, absolute URL) instead of the drawn share image. */
  ownImage?: { url: string; alt: string };
  /** og:type; "website" unless given. */
  ogType?: "website" | "article";
}

export interface HeadData {
  title: string;
  meta: { name?: string; property?: string; content: string }[];
  links: { rel: string; href: string; hrefLang?: string; type?: string; title?: string }[];
  jsonLd: Record<string, unknown>[];
}

export function buildHead(input: HeadInput): HeadData {
  const { lang, siteUrl, siteName } = input;
  const path = input.localizedPath === null ? (input.path ?? "/") : `/${lang}${input.localizedPath}`;
  const canonical = `${siteUrl}${path}`;
  const title = input.title === siteName ? siteName : `${input.title} | ${siteName}`;
  const imageUrl = input.ownImage?.url ?? `${siteUrl}${shareImagePath(lang, input.shareImage.image)}`;
  const imageAlt = input.ownImage?.alt ?? input.shareImage.alt;
  // The full path of each language version the page has: every language unless the page says otherwise.
  const versionPath = (other: Lang): string | undefined => {
    if (input.localizedPath === null) return undefined;
    if (input.alternatePaths) return input.alternatePaths[other];
    if (input.languagePaths) return input.languagePaths[other] === undefined ? undefined : `/${other}${input.languagePaths[other]}`;
    return `/${other}${input.localizedPath}`;
  };
  const versions = LANGUAGES.filter((other) => versionPath(other) !== undefined);
  const meta: HeadData["meta"] = [
    { name: "description", content: input.description },
    ...(input.keywords ? [{ name: "keywords", content: input.keywords }] : []),
    { name: "robots", content: input.noindex ? "noindex, nofollow" : "index, follow" },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...versions.filter((other) => other !== lang).map((other) => ({
      property: "og:locale:alternate",
      content: OG_LOCALES[other],
    })),
    { property: "og:image", content: imageUrl },
    ...(input.ownImage
      ? []
      : [
          { property: "og:image:type", content: "image/png" },
          { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
          { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
        ]),
    { property: "og:image:alt", content: imageAlt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: imageUrl },
    { name: "twitter:image:alt", content: imageAlt },
  ];
  const links: HeadData["links"] = [{ rel: "canonical", href: canonical }];
  for (const other of versions) {
    links.push({ rel: "alternate", hrefLang: HTML_LANG[other], href: `${siteUrl}${versionPath(other)}` });
  }
  // Swedish is the default; a page without a Swedish version defaults to its first language.
  const fallback = versions[0];
  if (fallback) links.push({ rel: "alternate", hrefLang: "x-default", href: `${siteUrl}${versionPath(fallback)}` });

  const organizationId = `${siteUrl}/#organization`;
  const org = input.organization;
  const jsonLd: Record<string, unknown>[] = [
    {
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": organizationId,
      name: org.name,
      legalName: org.legalName,
      url: `${siteUrl}/`,
      description: input.organizationDescription,
      email: org.email,
      telephone: org.telephone,
      foundingDate: String(org.foundingYear),
      address: {
        "@type": "PostalAddress",
        streetAddress: org.address.street,
        addressLocality: org.address.locality,
        postalCode: org.address.postalCode,
        addressRegion: org.address.region,
        addressCountry: org.address.country,
      },
      areaServed: org.areaServed.map((name) => ({ "@type": "Country", name })),
      availableLanguage: org.languages,
    },
    {
      "@context": "https://schema.org",
      "@type": "WebSite",
      "@id": `${siteUrl}/#website`,
      name: siteName,
      url: `${siteUrl}/${lang}`,
      inLanguage: HTML_LANG[lang],
      publisher: { "@id": organizationId },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: `${siteUrl}/${lang}/search?q={search_term_string}` },
        "query-input": "required name=search_term_string",
      },
    },
  ];
  if (input.service) {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "Service",
      name: input.service.name,
      description: input.service.description,
      url: canonical,
      provider: { "@id": organizationId },
      areaServed: org.areaServed.map((name) => ({ "@type": "Country", name })),
      inLanguage: HTML_LANG[lang],
    });
  }
  if (input.breadcrumbs.length > 1) {
    jsonLd.push({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: input.breadcrumbs.map((crumb, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: crumb.name,
        item: `${siteUrl}${crumb.path}`,
      })),
    });
  }
  return { title, meta, links, jsonLd };
}
