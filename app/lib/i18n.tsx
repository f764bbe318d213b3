// Translations: plain JSON per language (content/locales), looked up by dotted key; see docs/decisions/001.
import { createContext, useContext, type ReactNode } from "react";
import type { Lang } from "./languages.ts";

export type Messages = { readonly [key: string]: string | Messages };

export function lookup(messages: Messages, key: string): string | undefined {
  let node: string | Messages | undefined = messages;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

/** `{{name}}` placeholders are replaced by vars; a missing key shows the key, so it is seen and fixed. */
export function translate(messages: Messages, key: string, vars?: Record<string, string | number>): string {
  const text = lookup(messages, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

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
