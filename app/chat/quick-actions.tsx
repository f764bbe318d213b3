// The quick actions: four quick replies, export, translate (reply language), book a call, contact an expert.
import { CalendarClock, Download, Languages, MonitorUp, UserRound } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { LANGUAGES, type Lang } from "../lib/languages.ts";
import { pagePath } from "../lib/site-map.ts";
import { chipButton, secondaryButton } from "./chat-styles.ts";
import type { WidgetT } from "./widget-text.tsx";

/** Quick reply categories the widget shows (SPEC section 3: only the first four). */
const QUICK_REPLIES = ["cloud", "consulting", "field", "pricing"] as const;

export function QuickActions({
  id,
  hidden,
  t,
  lang,
  busy,
  replyLanguage,
  onReply,
  onExport,
  onChooseLanguage,
  onBookCall,
  onContactExpert,
  onShareScreen,
}: {
  id: string;
  hidden: boolean;
  t: WidgetT;
  lang: Lang;
  busy: boolean;
  replyLanguage: Lang | null;
  onReply: (text: string) => void;
  onExport: () => void;
  onChooseLanguage: (language: Lang) => void;
  onBookCall: () => void;
  onContactExpert: () => void;
  /** Opens the screen-share dialog (screen-share-dialog.tsx). */
  onShareScreen?: () => void;
}) {
  const [translating, setTranslating] = useState(false);
  // On a phone the panel is the whole screen: the tray keeps to 30 % of it and scrolls, so the messages
  // keep a readable height (it took all but about 100 px with the languages open).
  return (
    <section id={id} hidden={hidden} aria-label={t("quickActions.label")} className="shrink-0 space-y-3 overflow-y-auto border-t border-slate-200 bg-slate-50 px-3 py-3 max-[479px]:max-h-[30dvh] dark:border-slate-700 dark:bg-slate-950">
      <div role="group" aria-label={t("quickActions.repliesLabel")} className="flex flex-wrap gap-1.5">
        {QUICK_REPLIES.map((key) => (
          <button key={key} type="button" className={chipButton} disabled={busy} onClick={() => onReply(t(`quickReplies.${key}.text`))}>
            {t(`quickReplies.${key}.label`)}
          </button>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-1.5">
        <button type="button" className={secondaryButton} onClick={onExport}>
          <Download aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t("quickActions.export")}
        </button>
        <button
          type="button"
          className={secondaryButton}
          aria-expanded={translating}
          aria-controls={`${id}-languages`}
          onClick={() => setTranslating((open) => !open)}
        >
          <Languages aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t("quickActions.translate")}
        </button>
        {onShareScreen ? (
          <button type="button" className={secondaryButton} onClick={onShareScreen}>
            <MonitorUp aria-hidden="true" className="h-4 w-4 shrink-0" />
            {t("quickActions.shareScreen")}
          </button>
        ) : null}
        <Link to={pagePath(lang, "booking")} className={secondaryButton} onClick={onBookCall}>
          <CalendarClock aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t("quickActions.bookCall")}
        </Link>
        <button type="button" className={secondaryButton} onClick={onContactExpert}>
          <UserRound aria-hidden="true" className="h-4 w-4 shrink-0" />
          {t("quickActions.contactExpert")}
        </button>
      </div>
      <div id={`${id}-languages`} hidden={!translating} role="group" aria-labelledby={`${id}-languages-label`} className="flex flex-wrap items-center gap-1.5">
        <span id={`${id}-languages-label`} className="mr-1 text-sm font-medium text-slate-700 dark:text-slate-300">
          {t("translate.label")}
        </span>
        {LANGUAGES.map((language) => (
          <button
            key={language}
            type="button"
            className={`${secondaryButton} capitalize`}
            aria-pressed={replyLanguage === language}
            onClick={() => onChooseLanguage(language)}
          >
            {t(`translate.languages.${language}`)}
          </button>
        ))}
      </div>
    </section>
  );
}
