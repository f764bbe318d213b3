import { pageUrl } from "./page-url.ts";
import { LANGUAGE_COOKIE } from "./constants.ts";
import { DEFAULT_LANGUAGE, isLang, mapBrowserLanguage, parseAcceptLanguage, type Lang } from "./languages.ts";

export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get("cookie");
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

/** The path's language; for a path without a prefix the visitor's own (cookie, then browser), else Swedish. */
export function visitorLanguage(request: Request): Lang {
  const first = pageUrl(request).pathname.split("/")[1];
  if (isLang(first)) return first;
  const cookie = readCookie(request, LANGUAGE_COOKIE);
  if (isLang(cookie)) return cookie;
  for (const tag of parseAcceptLanguage(request.headers.get("accept-language"))) {
    const lang = mapBrowserLanguage(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANGUAGE;
}
