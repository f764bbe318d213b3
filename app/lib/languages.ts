// The four site languages and how a URL, a cookie or a browser names them.
export const LANGUAGES = ["se", "en", "fi", "no"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = "se";

/** BCP 47 tag for <html lang> and hreflang. */
export const HTML_LANG: Record<Lang, string> = { se: "sv", en: "en", fi: "fi", no: "nb" };
export const LOCALE_CODES: Record<Lang, string> = { se: "sv-SE", en: "en-US", fi: "fi-FI", no: "nb-NO" };
export const OG_LOCALES: Record<Lang, string> = { se: "sv_SE", en: "en_US", fi: "fi_FI", no: "nb_NO" };
export const LANGUAGE_NAMES: Record<Lang, string> = { se: "Svenska", en: "English", fi: "Suomi", no: "Norsk" };

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Path segments that name a language but are not our prefix: sv → se, and the locale codes. */
const PREFIX_ALIASES: Record<string, Lang> = {
  sv: "se",
  "sv-se": "se",
  "en-us": "en",
  "fi-fi": "fi",
  "nb-no": "no",
};

/** The language a first path segment names, whether it is our prefix or an alias; null otherwise. */
export function languageOfSegment(segment: string | undefined): Lang | null {
  if (!segment) return null;
  const lower = segment.toLowerCase();
  if (isLang(lower)) return lower;
  return PREFIX_ALIASES[lower] ?? null;
}

/** The language a page is in: the first path segment; Swedish when it names none. */
export function languageFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : DEFAULT_LANGUAGE;
}

/** Browser language → site language: no, nb, nn → no; sv, se → se; en → en; fi → fi; anything else → null. */
export function mapBrowserLanguage(tag: string): Lang | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  switch (primary) {
    case "no":
    case "nb":
    case "nn":
      return "no";
    case "sv":
    case "se":
      return "se";
    case "en":
      return "en";
    case "fi":
      return "fi";
    default:
      return null;
  }
}

/** The languages of an Accept-Language header, best first (by q, then by order). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const q = qParam ? Number(qParam.slice(2)) : 1;
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Detection order for the bare root: language cookie, then the browser's languages, then English. */
export function detectLanguage(cookieLanguage: string | undefined, acceptLanguage: string | null | undefined): Lang {
  if (isLang(cookieLanguage)) return cookieLanguage;
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    const lang = mapBrowserLanguage(tag);
    if (lang) return lang;
  }
  return "en";
}
