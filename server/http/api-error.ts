// The one error of the API (docs/decisions/007): a code the client acts on, an HTTP status, and the key of a message
// that the edge's error handler (api-edge.ts) says in the caller's language. Handlers throw it; nothing else answers errors.
import type { ApiErrorDetails } from "../../app/lib/api-error-response.ts";
import type { Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { formatWait } from "../../app/lib/wait-time.ts";

type Locale = (typeof LOCALES)["se"];

/** Dotted paths to the texts of a locale file, such as "errors.tooLong". */
type TextPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextPath<T[K]>}`;
}[keyof T & string];

/** A message an API error may say: a domain's texts, the API's own, the contact form's (common `form.*`) or a console section's. */
export type ErrorText =
  | ["api", TextPath<Locale["api"]>]
  | ["chat", TextPath<Locale["chat"]>]
  | ["storage", TextPath<Locale["storage"]>]
  | ["sentiment", TextPath<Locale["sentiment"]>]
  | ["common", `form.${TextPath<Locale["common"]["form"]>}`]
  | ["account", `authErrors.${keyof Locale["account"]["authErrors"] & string}`]
  | ["consoleLeads", `leads.errors.${keyof Locale["consoleLeads"]["leads"]["errors"] & string}`]
  | ["consoleMail", `mail.errors.${keyof Locale["consoleMail"]["mail"]["errors"] & string}`]
  | ["booking", `booking.errors.${keyof Locale["booking"]["booking"]["errors"] & string}`]
  | ["consoleBookings", `bookings.errors.${keyof Locale["consoleBookings"]["bookings"]["errors"] & string}`]
  | ["consoleUsers", `users.errors.${keyof Locale["consoleUsers"]["users"]["errors"] & string}` | `securityLog.errors.${keyof Locale["consoleUsers"]["securityLog"]["errors"] & string}`]
  | ["consoleNews", `newsConsole.errors.${keyof Locale["consoleNews"]["newsConsole"]["errors"] & string}`]
  | ["consoleJobs", `jobsConsole.errors.${keyof Locale["consoleJobs"]["jobsConsole"]["errors"] & string}`]
  | ["privacy", `privacyErrors.${keyof Locale["privacy"]["privacyErrors"] & string}`];

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** The keys an error may use in one namespace. */
export type ErrorTextKey<N extends ErrorText[0]> = Extract<ErrorText, [N, string]>[1];

/** A value that depends on the language the error is said in (a wait in words, a form's field messages). */
export type InLanguage<T> = T | ((lang: Lang) => T);

export interface ApiErrorOptions {
  /** `{{name}}` placeholders of the message. */
  vars?: Record<string, InLanguage<string | number>>;
  /** Fields the error object carries beside code and message (`retryAfterSeconds`, `fields`, …). */
  extra?: Record<string, InLanguage<Json>>;
  /** Headers of the answer (`retry-after`). */
  headers?: Record<string, string>;
  /** What went wrong inside; logged, never sent. */
  cause?: unknown;
}

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: ErrorText;
  readonly vars: Record<string, InLanguage<string | number>>;
  readonly extra: Record<string, InLanguage<Json>>;
  readonly headers: Record<string, string>;

  constructor(status: number, code: string, text: ErrorText, options: ApiErrorOptions = {}) {
    super(`${status} ${code}`, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.text = text;
    this.vars = options.vars ?? {};
    this.extra = options.extra ?? {};
    this.headers = options.headers ?? {};
  }

  /** The `error` object of the answer, said in a language. */
  details(lang: Lang): ApiErrorDetails {
    const [namespace, key] = this.text;
    const vars = Object.fromEntries(Object.entries(this.vars).map(([name, value]) => [name, inLanguage(value, lang)]));
    const extra = Object.fromEntries(Object.entries(this.extra).map(([name, value]) => [name, inLanguage(value, lang)]));
    return { ...extra, code: this.code, message: translate(LOCALES[lang][namespace] as unknown as Messages, key, vars) };
  }
}

function inLanguage<T>(value: InLanguage<T>, lang: Lang): T {
  return typeof value === "function" ? (value as (lang: Lang) => T)(lang) : value;
}

/** 429 with `Retry-After` and `retryAfterSeconds`; the message's `{{wait}}` says the wait in words. */
export function rateLimited(text: ErrorText, retryAfterSeconds: number): ApiError {
  return new ApiError(429, "rate_limited", text, {
    vars: { wait: (lang) => formatWait(lang, retryAfterSeconds) },
    extra: { retryAfterSeconds },
    headers: { "retry-after": String(retryAfterSeconds) },
  });
}
