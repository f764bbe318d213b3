// Translations: plain JSON per language (content/locales), looked up by dotted key; see docs/decisions/001.
import { createContext, useContext, useMemo, type ReactNode } from "react";
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

/** A page's own namespace beside the common texts: one lookup for both (their top-level sections must differ). */
export function WithMessages({ messages, children }: { messages: Messages; children: ReactNode }) {
  const parent = useContext(I18nContext);
  if (!parent) throw new Error("WithMessages needs an I18nProvider");
  const value = useMemo(() => ({ lang: parent.lang, messages: { ...parent.messages, ...messages } }), [parent, messages]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
