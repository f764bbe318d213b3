// The panel's texts (content/locales/<lang>/widget.json), fetched with the panel, never with the page.
import { createContext, use, type ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import type { Organization } from "../../content/organisation.ts";
import type { Lang } from "../lib/languages.ts";
import { translate, type Messages } from "../lib/translate.ts";

const LOADERS: Record<Lang, () => Promise<{ default: unknown }>> = {
  se: () => import("../../content/locales/se/widget.json"),
  en: () => import("../../content/locales/en/widget.json"),
  fi: () => import("../../content/locales/fi/widget.json"),
  no: () => import("../../content/locales/no/widget.json"),
};

const loaded = new Map<Lang, Promise<Messages>>();

/** One promise per language, so `use()` sees the same promise on every render. */
export function loadWidgetMessages(lang: Lang): Promise<Messages> {
  let promise = loaded.get(lang);
  if (!promise) {
    promise = LOADERS[lang]().then((module) => module.default as Messages);
    // A failed chunk (a deploy in between) may be tried again on the next open.
    promise.catch(() => loaded.delete(lang));
    loaded.set(lang, promise);
  }
  return promise;
}

export type WidgetT = (key: string, vars?: Record<string, string | number>) => string;

const WidgetTextContext = createContext<WidgetT | null>(null);

export function WidgetTextProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const messages = use(loadWidgetMessages(lang));
  // The company's name is configuration (ORG_NAME), so the texts name it through {{organization}}.
  const organization = useRouteLoaderData<{ organization: Organization }>("root")?.organization.name ?? "";
  const t: WidgetT = (key, vars) => translate(messages, key, { organization, ...vars });
  return <WidgetTextContext value={t}>{children}</WidgetTextContext>;
}

export function useWidgetText(): WidgetT {
  const t = use(WidgetTextContext);
  if (!t) throw new Error("useWidgetText needs a WidgetTextProvider");
  return t;
}
