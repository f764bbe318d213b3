// Every redirect rule of SPEC section 2, decided from the request alone so the server can answer before rendering.
import { LANGUAGE_CHANGE_GUARD_SECONDS, LANGUAGE_CHANGED_COOKIE, LANGUAGE_COOKIE } from "./constants.ts";
import { detectLanguage, isLang, languageOfSegment, type Lang } from "./languages.ts";
import { PAGES } from "./site-map.ts";

export interface RoutingRequest {
  pathname: string;
  search: string;
  cookies: Readonly<Record<string, string | undefined>>;
  acceptLanguage: string | null | undefined;
  nowSeconds: number;
}

export interface RoutingRedirect {
  location: string;
  status: 301 | 302;
  /** Request headers the decision depended on. */
  vary?: string;
}

/** Page slugs under a prefix that name another page: old names and the specification's canonical paths. */
const SLUG_ALIASES: Record<string, string> = {
  anlaggningsundersokning: "sitesurveys",
  falttjanster: "faltservice",
  "site-survey": "sitesurveys",
  contact: "kontakt",
};

/** First segments that, without a prefix, lead to the Swedish page (SPEC section 2's legacy paths and more). */
const UNPREFIXED_SLUGS = new Set(PAGES.map((page) => page.slug.split("/")[0]).filter(Boolean));

export function resolveRedirect(request: RoutingRequest): RoutingRedirect | null {
  const { pathname, search } = request;
  if (pathname === "/" || pathname === "") {
    const lang = detectLanguage(request.cookies[LANGUAGE_COOKIE], request.acceptLanguage);
    return { location: `/${lang}${search}`, status: 302, vary: "Cookie, Accept-Language" };
  }

  // Empty segments (a trailing slash, "//" inside the path) go: a redirect that kept "//host" at the start of
  // its Location would send the browser to another site.
  const raw = pathname.split("/").slice(1);
  const segments = raw.filter((segment) => segment !== "");
  let changed = segments.length !== raw.length;

  const first = segments[0];
  const lang = languageOfSegment(first);
  if (lang) {
    if (first !== lang) changed = true;
    let rest = segments.slice(1);
    while (rest.length > 0 && languageOfSegment(rest[0])) {
      rest = rest.slice(1);
      changed = true;
    }
    const alias = rest[0] === undefined ? undefined : SLUG_ALIASES[rest[0]];
    if (alias) {
      rest = [alias, ...rest.slice(1)];
      changed = true;
    }
    const restPath = rest.length ? `/${rest.join("/")}` : "";
    if (changed) return { location: `/${lang}${restPath}${search}`, status: 301 };

    const stored = storedRecentChoice(request);
    if (stored && stored !== lang) {
      return { location: `/${stored}${restPath}${search}`, status: 302, vary: "Cookie" };
    }
    return null;
  }

  if (first !== undefined) {
    const target = SLUG_ALIASES[first] ?? (UNPREFIXED_SLUGS.has(first) ? first : undefined);
    if (target) {
      const rest = segments.slice(1);
      const restPath = rest.length ? `/${rest.join("/")}` : "";
      return { location: `/se/${target}${restPath}${search}`, status: 301 };
    }
  }
  if (changed) return { location: `/${segments.join("/")}${search}`, status: 301 };
  return null;
}

/** A language the visitor chose within the last five minutes wins over the path (SPEC section 4). */
function storedRecentChoice(request: RoutingRequest): Lang | null {
  const stored = request.cookies[LANGUAGE_COOKIE];
  const changedAt = Number(request.cookies[LANGUAGE_CHANGED_COOKIE]);
  if (!isLang(stored) || !Number.isFinite(changedAt)) return null;
  const age = request.nowSeconds - changedAt;
  return age >= 0 && age <= LANGUAGE_CHANGE_GUARD_SECONDS ? stored : null;
}
