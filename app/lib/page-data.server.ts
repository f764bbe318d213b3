// What every page's loader returns: its copy, breadcrumbs and <head>, built on the server.
import { pageUrl } from "./page-url.ts";
import { data } from "react-router";
import { DEFAULT_LANGUAGE, isLang, type Lang } from "./languages.ts";
import { commonMessages, pageCopy, shareImageCopy, type PageCopy } from "./messages.server.ts";
import { requestContext } from "./request-context.ts";
import { suggestPages } from "./suggestions.server.ts";
import { buildHead, type Crumb, type HeadData } from "./seo.ts";
import { shareImageOf } from "./share-image.ts";
import { PAGE_BY_SLUG, pagePath, type PageEntry } from "./site-map.ts";

export interface PageData {
  lang: Lang;
  page: PageEntry;
  copy: PageCopy;
  breadcrumbs: Crumb[];
  head: HeadData;
}

interface LoaderArgsLike {
  request: Request;
  params: Record<string, string | undefined>;
  context: { get: typeof import("react-router").RouterContextProvider.prototype.get };
}

/** Ends the request with the not-found page, in the language of the path (Swedish when it has none). */
export function notFound(request: Request, lang: Lang = DEFAULT_LANGUAGE): never {
  throw data({ suggestions: suggestPages(pageUrl(request).pathname, lang) }, { status: 404 });
}

/** What a page built from data (a job) says instead of its copy's placeholders, and where its language versions are. */
export interface PageOverrides {
  copy?: Partial<PageCopy>;
  languagePaths?: Partial<Record<Lang, string>>;
}

export function loadPage({ request, params, context }: LoaderArgsLike, pageOverride?: PageEntry, overrides: PageOverrides = {}): PageData {
  const lang = params.lang;
  if (!isLang(lang)) notFound(request);
  const slug = pageUrl(request).pathname.split("/").slice(2).join("/");
  const page = pageOverride ?? PAGE_BY_SLUG[slug];
  if (!page) notFound(request, lang);
  const ctx = context.get(requestContext);
  const common = commonMessages(lang);
  const copy = { ...pageCopy(lang, page.id), ...overrides.copy };
  const breadcrumbs: Crumb[] = [];
  if (page.kind !== "home") {
    breadcrumbs.push({ name: common.breadcrumbs.home, path: pagePath(lang, "") });
    if (page.section === "services") breadcrumbs.push({ name: common.breadcrumbs.services, path: `/${lang}#services` });
    if (page.section === "jobs" && page.id !== "jobs") breadcrumbs.push({ name: common.breadcrumbs.jobs, path: pagePath(lang, "jobs") });
    breadcrumbs.push({ name: copy.h1, path: pagePath(lang, slug) });
  }
  const shareImage = shareImageOf(page);
  const head = buildHead({
    lang,
    siteUrl: ctx.siteUrl,
    siteName: common.meta.siteName,
    organization: ctx.organization,
    organizationDescription: common.meta.organizationDescription,
    title: copy.title,
    description: copy.description,
    keywords: copy.keywords,
    localizedPath: slug ? `/${slug}` : "",
    languagePaths: overrides.languagePaths,
    noindex: ctx.noindexHost || Boolean(page.noindex),
    breadcrumbs,
    service: page.kind === "service" ? { name: copy.h1, description: copy.description } : undefined,
    shareImage: { image: shareImage, alt: shareImageCopy(lang, shareImage, ctx.organization.name).alt },
  });
  return { lang, page, copy, breadcrumbs, head };
}
