// Loads the locale files for the server; the browser receives only its own language's messages.
import enCommon from "../../content/locales/en/common.json" with { type: "json" };
import enEmails from "../../content/locales/en/emails.json" with { type: "json" };
import enHome from "../../content/locales/en/home.json" with { type: "json" };
import enLegal from "../../content/locales/en/legal.json" with { type: "json" };
import enPages from "../../content/locales/en/pages.json" with { type: "json" };
import enServices from "../../content/locales/en/services.json" with { type: "json" };
import fiCommon from "../../content/locales/fi/common.json" with { type: "json" };
import fiEmails from "../../content/locales/fi/emails.json" with { type: "json" };
import fiHome from "../../content/locales/fi/home.json" with { type: "json" };
import fiLegal from "../../content/locales/fi/legal.json" with { type: "json" };
import fiPages from "../../content/locales/fi/pages.json" with { type: "json" };
import fiServices from "../../content/locales/fi/services.json" with { type: "json" };
import noCommon from "../../content/locales/no/common.json" with { type: "json" };
import noEmails from "../../content/locales/no/emails.json" with { type: "json" };
import noHome from "../../content/locales/no/home.json" with { type: "json" };
import noLegal from "../../content/locales/no/legal.json" with { type: "json" };
import noPages from "../../content/locales/no/pages.json" with { type: "json" };
import noServices from "../../content/locales/no/services.json" with { type: "json" };
import seCommon from "../../content/locales/se/common.json" with { type: "json" };
import seEmails from "../../content/locales/se/emails.json" with { type: "json" };
import seHome from "../../content/locales/se/home.json" with { type: "json" };
import seLegal from "../../content/locales/se/legal.json" with { type: "json" };
import sePages from "../../content/locales/se/pages.json" with { type: "json" };
import seServices from "../../content/locales/se/services.json" with { type: "json" };
import enChat from "../../content/locales/en/chat.json" with { type: "json" };
import enWidget from "../../content/locales/en/widget.json" with { type: "json" };
import enAssistant from "../../content/locales/en/assistant.json" with { type: "json" };
import enStorage from "../../content/locales/en/storage.json" with { type: "json" };
import enShareImages from "../../content/locales/en/share-images.json" with { type: "json" };
import fiChat from "../../content/locales/fi/chat.json" with { type: "json" };
import fiWidget from "../../content/locales/fi/widget.json" with { type: "json" };
import fiAssistant from "../../content/locales/fi/assistant.json" with { type: "json" };
import fiStorage from "../../content/locales/fi/storage.json" with { type: "json" };
import fiShareImages from "../../content/locales/fi/share-images.json" with { type: "json" };
import noChat from "../../content/locales/no/chat.json" with { type: "json" };
import noWidget from "../../content/locales/no/widget.json" with { type: "json" };
import noAssistant from "../../content/locales/no/assistant.json" with { type: "json" };
import noStorage from "../../content/locales/no/storage.json" with { type: "json" };
import noShareImages from "../../content/locales/no/share-images.json" with { type: "json" };
import seChat from "../../content/locales/se/chat.json" with { type: "json" };
import seWidget from "../../content/locales/se/widget.json" with { type: "json" };
import seAssistant from "../../content/locales/se/assistant.json" with { type: "json" };
import seStorage from "../../content/locales/se/storage.json" with { type: "json" };
import enApi from "../../content/locales/en/api.json" with { type: "json" };
import fiApi from "../../content/locales/fi/api.json" with { type: "json" };
import noApi from "../../content/locales/no/api.json" with { type: "json" };
import seApi from "../../content/locales/se/api.json" with { type: "json" };
import seShareImages from "../../content/locales/se/share-images.json" with { type: "json" };
import enSentiment from "../../content/locales/en/sentiment.json" with { type: "json" };
import fiSentiment from "../../content/locales/fi/sentiment.json" with { type: "json" };
import noSentiment from "../../content/locales/no/sentiment.json" with { type: "json" };
import seSentiment from "../../content/locales/se/sentiment.json" with { type: "json" };
import enAccount from "../../content/locales/en/account.json" with { type: "json" };
import fiAccount from "../../content/locales/fi/account.json" with { type: "json" };
import noAccount from "../../content/locales/no/account.json" with { type: "json" };
import seAccount from "../../content/locales/se/account.json" with { type: "json" };
import enAuthMail from "../../content/locales/en/auth-mail.json" with { type: "json" };
import fiAuthMail from "../../content/locales/fi/auth-mail.json" with { type: "json" };
import noAuthMail from "../../content/locales/no/auth-mail.json" with { type: "json" };
import seAuthMail from "../../content/locales/se/auth-mail.json" with { type: "json" };
import enConsole from "../../content/locales/en/console.json" with { type: "json" };
import fiConsole from "../../content/locales/fi/console.json" with { type: "json" };
import noConsole from "../../content/locales/no/console.json" with { type: "json" };
import seConsole from "../../content/locales/se/console.json" with { type: "json" };
import enConsoleLeads from "../../content/locales/en/console-leads.json" with { type: "json" };
import fiConsoleLeads from "../../content/locales/fi/console-leads.json" with { type: "json" };
import noConsoleLeads from "../../content/locales/no/console-leads.json" with { type: "json" };
import seConsoleLeads from "../../content/locales/se/console-leads.json" with { type: "json" };
import enConsoleMail from "../../content/locales/en/console-mail.json" with { type: "json" };
import fiConsoleMail from "../../content/locales/fi/console-mail.json" with { type: "json" };
import noConsoleMail from "../../content/locales/no/console-mail.json" with { type: "json" };
import seConsoleMail from "../../content/locales/se/console-mail.json" with { type: "json" };
import enConsoleUsers from "../../content/locales/en/console-users.json" with { type: "json" };
import fiConsoleUsers from "../../content/locales/fi/console-users.json" with { type: "json" };
import noConsoleUsers from "../../content/locales/no/console-users.json" with { type: "json" };
import seConsoleUsers from "../../content/locales/se/console-users.json" with { type: "json" };
import enConsolePresence from "../../content/locales/en/console-presence.json" with { type: "json" };
import fiConsolePresence from "../../content/locales/fi/console-presence.json" with { type: "json" };
import noConsolePresence from "../../content/locales/no/console-presence.json" with { type: "json" };
import seConsolePresence from "../../content/locales/se/console-presence.json" with { type: "json" };
import enNews from "../../content/locales/en/news.json" with { type: "json" };
import enConsoleNews from "../../content/locales/en/console-news.json" with { type: "json" };
import fiNews from "../../content/locales/fi/news.json" with { type: "json" };
import fiConsoleNews from "../../content/locales/fi/console-news.json" with { type: "json" };
import noNews from "../../content/locales/no/news.json" with { type: "json" };
import noConsoleNews from "../../content/locales/no/console-news.json" with { type: "json" };
import seNews from "../../content/locales/se/news.json" with { type: "json" };
import seConsoleNews from "../../content/locales/se/console-news.json" with { type: "json" };
import enBooking from "../../content/locales/en/booking.json" with { type: "json" };
import enConsoleBookings from "../../content/locales/en/console-bookings.json" with { type: "json" };
import fiBooking from "../../content/locales/fi/booking.json" with { type: "json" };
import fiConsoleBookings from "../../content/locales/fi/console-bookings.json" with { type: "json" };
import noBooking from "../../content/locales/no/booking.json" with { type: "json" };
import noConsoleBookings from "../../content/locales/no/console-bookings.json" with { type: "json" };
import seBooking from "../../content/locales/se/booking.json" with { type: "json" };
import seConsoleBookings from "../../content/locales/se/console-bookings.json" with { type: "json" };
import enSearch from "../../content/locales/en/search.json" with { type: "json" };
import fiSearch from "../../content/locales/fi/search.json" with { type: "json" };
import noSearch from "../../content/locales/no/search.json" with { type: "json" };
import seSearch from "../../content/locales/se/search.json" with { type: "json" };
import enJobs from "../../content/locales/en/jobs.json" with { type: "json" };
import enConsoleJobs from "../../content/locales/en/console-jobs.json" with { type: "json" };
import fiJobs from "../../content/locales/fi/jobs.json" with { type: "json" };
import fiConsoleJobs from "../../content/locales/fi/console-jobs.json" with { type: "json" };
import noJobs from "../../content/locales/no/jobs.json" with { type: "json" };
import noConsoleJobs from "../../content/locales/no/console-jobs.json" with { type: "json" };
import seJobs from "../../content/locales/se/jobs.json" with { type: "json" };
import seConsoleJobs from "../../content/locales/se/console-jobs.json" with { type: "json" };
import enPrivacy from "../../content/locales/en/privacy.json" with { type: "json" };
import fiPrivacy from "../../content/locales/fi/privacy.json" with { type: "json" };
import noPrivacy from "../../content/locales/no/privacy.json" with { type: "json" };
import sePrivacy from "../../content/locales/se/privacy.json" with { type: "json" };
import { withRetentionPeriods } from "./retention-periods.ts";
import sePerformance from "../../content/locales/se/performance.json" with { type: "json" };
import seContrast from "../../content/locales/se/contrast.json" with { type: "json" };
import enPerformance from "../../content/locales/en/performance.json" with { type: "json" };
import enContrast from "../../content/locales/en/contrast.json" with { type: "json" };
import fiPerformance from "../../content/locales/fi/performance.json" with { type: "json" };
import fiContrast from "../../content/locales/fi/contrast.json" with { type: "json" };
import noPerformance from "../../content/locales/no/performance.json" with { type: "json" };
import noContrast from "../../content/locales/no/contrast.json" with { type: "json" };
import type { HomeFile, LegalFile, ServiceContent, ServicesFile } from "../../content/content-types.ts";
import type { Lang } from "./languages.ts";
import type { ShareImage } from "./share-image.ts";
import { translate } from "./translate.ts";
import enQaAudit from "../../content/locales/en/qa-audit.json" with { type: "json" };
import fiQaAudit from "../../content/locales/fi/qa-audit.json" with { type: "json" };
import noQaAudit from "../../content/locales/no/qa-audit.json" with { type: "json" };
import seQaAudit from "../../content/locales/se/qa-audit.json" with { type: "json" };

export interface PageCopy {
  title: string;
  description: string;
  keywords?: string;
  h1: string;
  intro: string;
  pending?: string;
}

export const LOCALES = {
  se: { common: seCommon, pages: sePages, emails: seEmails, home: seHome as HomeFile, legal: seLegal as LegalFile, services: seServices as ServicesFile, chat: seChat, widget: seWidget, assistant: seAssistant, storage: seStorage, api: seApi, sentiment: seSentiment, shareImages: seShareImages, account: seAccount, authMail: seAuthMail, console: seConsole, consoleLeads: seConsoleLeads, consoleMail: seConsoleMail, consoleUsers: seConsoleUsers, consolePresence: seConsolePresence, news: seNews, consoleNews: seConsoleNews, booking: seBooking, consoleBookings: seConsoleBookings, search: seSearch, jobs: seJobs, consoleJobs: seConsoleJobs, qaAudit: seQaAudit, privacy: sePrivacy, performance: sePerformance, contrast: seContrast },
  en: { common: enCommon, pages: enPages, emails: enEmails, home: enHome as HomeFile, legal: enLegal as LegalFile, services: enServices as ServicesFile, chat: enChat, widget: enWidget, assistant: enAssistant, storage: enStorage, api: enApi, sentiment: enSentiment, shareImages: enShareImages, account: enAccount, authMail: enAuthMail, console: enConsole, consoleLeads: enConsoleLeads, consoleMail: enConsoleMail, consoleUsers: enConsoleUsers, consolePresence: enConsolePresence, news: enNews, consoleNews: enConsoleNews, booking: enBooking, consoleBookings: enConsoleBookings, search: enSearch, jobs: enJobs, consoleJobs: enConsoleJobs, qaAudit: enQaAudit, privacy: enPrivacy, performance: enPerformance, contrast: enContrast },
  fi: { common: fiCommon, pages: fiPages, emails: fiEmails, home: fiHome as HomeFile, legal: fiLegal as LegalFile, services: fiServices as ServicesFile, chat: fiChat, widget: fiWidget, assistant: fiAssistant, storage: fiStorage, api: fiApi, sentiment: fiSentiment, shareImages: fiShareImages, account: fiAccount, authMail: fiAuthMail, console: fiConsole, consoleLeads: fiConsoleLeads, consoleMail: fiConsoleMail, consoleUsers: fiConsoleUsers, consolePresence: fiConsolePresence, news: fiNews, consoleNews: fiConsoleNews, booking: fiBooking, consoleBookings: fiConsoleBookings, search: fiSearch, jobs: fiJobs, consoleJobs: fiConsoleJobs, qaAudit: fiQaAudit, privacy: fiPrivacy, performance: fiPerformance, contrast: fiContrast },
  no: { common: noCommon, pages: noPages, emails: noEmails, home: noHome as HomeFile, legal: noLegal as LegalFile, services: noServices as ServicesFile, chat: noChat, widget: noWidget, assistant: noAssistant, storage: noStorage, api: noApi, sentiment: noSentiment, shareImages: noShareImages, account: noAccount, authMail: noAuthMail, console: noConsole, consoleLeads: noConsoleLeads, consoleMail: noConsoleMail, consoleUsers: noConsoleUsers, consolePresence: noConsolePresence, news: noNews, consoleNews: noConsoleNews, booking: noBooking, consoleBookings: noConsoleBookings, search: noSearch, jobs: noJobs, consoleJobs: noConsoleJobs, qaAudit: noQaAudit, privacy: noPrivacy, performance: noPerformance, contrast: noContrast },
} as const;

/** The quality-audit page's texts (/qa-audit-pro). */
export function qaAuditMessages(lang: Lang) {
  return { qaAudit: LOCALES[lang].qaAudit.qaAudit };
}

/** The news pages' texts (list, article, share, the section-8 states). */
export function newsMessages(lang: Lang) {
  return LOCALES[lang].news;
}

export function commonMessages(lang: Lang) {
  return LOCALES[lang].common;
}

/** The account pages' texts (sign-in, settings, dashboard, admin gate). */
export function accountMessages(lang: Lang) {
  return LOCALES[lang].account;
}

/** The console's texts: its frame and inbox, and each section's own namespace (their top-level keys differ). */
export function consoleMessages(lang: Lang) {
  // One shape for every language (a test checks they match): spreading the four languages' union of types into
  // one object would be too complex a type for TypeScript.
  const l: (typeof LOCALES)["se"] = LOCALES[lang];
  return { ...l.console, ...l.consoleLeads, ...l.consoleMail, ...l.consoleUsers, ...l.consolePresence, ...l.consoleNews, ...l.consoleBookings, ...l.consoleJobs, privacyConsole: l.privacy.privacyConsole };
}

/**
 * What the root sends every page: the common texts, and the session timeout's dialog and toasts, which may
 * open on any page of SPEC section 4's routes (a public page with ?component=chat too).
 */
export function rootMessages(lang: Lang) {
  return { ...LOCALES[lang].common, sessionTimeout: LOCALES[lang].account.sessionTimeout, searchField: LOCALES[lang].search.searchField };
}

/** The search page's texts (the header's search field comes with rootMessages). */
export function searchMessages(lang: Lang) {
  return { searchPage: LOCALES[lang].search.searchPage };
}

export function pageCopy(lang: Lang, pageId: string): PageCopy {
  const copy = (LOCALES[lang].pages as Record<string, PageCopy>)[pageId];
  if (!copy) throw new Error(`No copy for page ${pageId} in ${lang}`);
  return copy;
}

/** Booking a call: the page's, the manage page's and the mails' texts. */
export function bookingMessages(lang: Lang) {
  return LOCALES[lang].booking;
}

/** The public jobs pages' texts (list, job, application form); the application mails stay on the server. */
export function jobsMessages(lang: Lang) {
  return { jobs: LOCALES[lang].jobs.jobs };
}

/** The performance page's texts (real-user vitals). */
export function performanceMessages(lang: Lang) {
  return { performance: LOCALES[lang].performance.performance };
}

/** The contrast test's texts (checker and the site's palette). */
export function contrastMessages(lang: Lang) {
  return { contrast: LOCALES[lang].contrast.contrast };
}

export function emailTexts(lang: Lang) {
  return LOCALES[lang].emails;
}

export function serviceContent(lang: Lang, serviceId: string): ServiceContent {
  const content = (LOCALES[lang].services as Record<string, ServiceContent>)[serviceId];
  if (!content) throw new Error(`No service content for ${serviceId} in ${lang}`);
  return content;
}

export function homeContent(lang: Lang): HomeFile {
  return LOCALES[lang].home;
}

/** The legal pages' copy, the privacy and cookie policies' retention periods filled in from app/lib/retention-periods.ts. */
export function legalContent(lang: Lang): LegalFile {
  return (filledLegal[lang] ??= fillPeriods(LOCALES[lang].legal as LegalFile));
}

const filledLegal: Partial<Record<Lang, LegalFile>> = {};

function fillPeriods<T>(value: T): T {
  if (typeof value === "string") return withRetentionPeriods(value) as T;
  if (Array.isArray(value)) return value.map((item) => fillPeriods(item)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillPeriods(item)])) as T;
  return value;
}

/** The privacy request page's, the dashboard's data section's and the mail's texts. */
export function privacyMessages(lang: Lang) {
  return LOCALES[lang].privacy;
}

/** What a shared link's picture says, and its alt text, in a language. */
export function shareImageCopy(lang: Lang, image: ShareImage, organizationName: string) {
  const texts = LOCALES[lang].shareImages;
  const title = texts.titles[image];
  return { title, coverage: texts.coverage, alt: translate(texts, "alt", { title, org: organizationName }) };
}
