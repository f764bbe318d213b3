// Translations: plain JSON per language (content/locales), looked up by dotted key; see docs/decisions/001.
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "./languages.ts";

export { lookup, translate, type Messages } from "./translate.ts";
import { translate, type Messages } from "./translate.ts";

interface I18nValue {
  lang: Lang;
  messages: Messages;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider({ lang, messages, children }: I18nValue & { children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, messages }}>{children}</I18nContext.Provider>;
}

export function useI18n() {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n needs an I18nProvider");
  const { lang, messages } = value;
  return { lang, t: (key: string, vars?: Record<string, string | number>) => translate(messages, key, vars) };
}
