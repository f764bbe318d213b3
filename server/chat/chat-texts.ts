// The chat's server-side texts in the conversation's language (content/locales/<lang>/chat.json, widget.json).
import type { Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";

export function chatText(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  return translate(LOCALES[lang].chat as unknown as Messages, key, vars);
}

/** The assistant's welcome, shared with the widget so the stored and the shown greeting are one text. */
export function welcomeText(lang: Lang, organization: string): string {
  return translate(LOCALES[lang].widget as unknown as Messages, "welcome", { organization });
}
