// Loads the locale files for the server; the browser receives only its own language's messages.
import enCommon from "../../content/locales/en/common.json" with { type: "json" };
import enPages from "../../content/locales/en/pages.json" with { type: "json" };
import fiCommon from "../../content/locales/fi/common.json" with { type: "json" };
import fiPages from "../../content/locales/fi/pages.json" with { type: "json" };
import noCommon from "../../content/locales/no/common.json" with { type: "json" };
import noPages from "../../content/locales/no/pages.json" with { type: "json" };
import seCommon from "../../content/locales/se/common.json" with { type: "json" };
import sePages from "../../content/locales/se/pages.json" with { type: "json" };
import type { Lang } from "./languages.ts";

export interface PageCopy {
  title: string;
  description: string;
  keywords?: string;
  h1: string;
  intro: string;
  pending?: string;
}

export const LOCALES = {
  se: { common: seCommon, pages: sePages },
  en: { common: enCommon, pages: enPages },
  fi: { common: fiCommon, pages: fiPages },
  no: { common: noCommon, pages: noPages },
} as const;

export function commonMessages(lang: Lang) {
  return LOCALES[lang].common;
}

export function pageCopy(lang: Lang, pageId: string): PageCopy {
  const copy = (LOCALES[lang].pages as Record<string, PageCopy>)[pageId];
  if (!copy) throw new Error(`No copy for page ${pageId} in ${lang}`);
  return copy;
}
