// Account mail through our Mailer (outbox, then SMTP), never Better Auth's console: texts from
// content/locales/*/auth-mail.json in the language the request asked in, links to our own pages.
import { isLang, LOCALE_CODES, type Lang } from "../../app/lib/languages.ts";
import { LOCALES } from "../../app/lib/messages.server.ts";
import { translate, type Messages } from "../../app/lib/translate.ts";
import { formatWait } from "../../app/lib/wait-time.ts";
import type { Mailer } from "../mail/mailer.ts";

/**
 * The language the HTTP edge decided for an auth request (body or query `language`, the `lang` cookie,
 * Accept-Language, Swedish), handed to Better Auth's mail callbacks on the forwarded request.
 */
export const AUTH_LANGUAGE_HEADER = "x-site-language";

export function mailLanguage(request: Request | undefined | null): Lang {
  const value = request?.headers.get(AUTH_LANGUAGE_HEADER);
  return isLang(value) ? value : "se";
}

export const VALIDITY_SECONDS = {
  verification: 24 * 60 * 60,
  passwordReset: 60 * 60,
  magicLink: 15 * 60,
  oneTimeCode: 10 * 60,
  /** An administrator's invitation: the person chooses a password within a week. */
  invitation: 7 * 24 * 60 * 60,
} as const;

type LinkMail = "verification" | "emailChangeVerification" | "emailChangeConfirmation" | "magicLink" | "passwordReset";
type NoticeMail = "passwordChanged" | "existingAccount" | "passwordRequired";
export type OneTimeCodeType = "sign-in" | "email-verification" | "forget-password" | "change-email";

const CODE_TEXT_KEYS: Record<OneTimeCodeType, string> = {
  "sign-in": "signIn",
  "email-verification": "emailVerification",
  "forget-password": "forgetPassword",
  "change-email": "changeEmail",
};

/** Where a mail's link leads: our pages, in the mail's language. */
export class AuthLinks {
  private readonly siteUrl: string;

  constructor(siteUrl: string) {
    this.siteUrl = siteUrl;
  }

  /** Better Auth verifies, signs the user in and sends them to their dashboard. */
  verification(token: string, lang: Lang): string {
    return `${this.siteUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(`/${lang}/dashboard`)}`;
  }

  magicLink(token: string, lang: Lang): string {
    const query = new URLSearchParams({ token, callbackURL: `/${lang}/dashboard`, errorCallbackURL: `/${lang}/auth?mode=magic-link` });
    return `${this.siteUrl}/api/auth/magic-link/verify?${query}`;
  }

  passwordReset(token: string, lang: Lang): string {
    return `${this.siteUrl}/${lang}/auth?mode=reset&token=${encodeURIComponent(token)}`;
  }

  forgotPassword(lang: Lang): string {
    return `${this.siteUrl}/${lang}/auth?mode=forgot`;
  }

  signIn(lang: Lang): string {
    return `${this.siteUrl}/${lang}/auth`;
  }
}

export class AuthMail {
  readonly links: AuthLinks;
  private readonly mailer: Mailer;
  private readonly organizationName: string;

  constructor(mailer: Mailer, organizationName: string, siteUrl: string) {
    this.mailer = mailer;
    this.organizationName = organizationName;
    this.links = new AuthLinks(siteUrl);
  }

  private texts(lang: Lang): Messages {
    return LOCALES[lang].authMail as unknown as Messages;
  }

  private async send(to: string, lang: Lang, kind: string, subject: string, body: string, notYou: boolean): Promise<void> {
    const texts = this.texts(lang);
    const parts = [body, ...(notYou ? [translate(texts, "notYou")] : []), `${translate(texts, "closing")}\n${this.organizationName}`];
    await this.mailer.send({ to, subject, text: parts.join("\n\n"), kind: `auth-${kind}` });
  }

  /** A mail whose link does the work: verification, email change, magic link, password reset. */
  async sendLink(kind: LinkMail, to: string, lang: Lang, url: string, validitySeconds: number, newEmail?: string): Promise<void> {
    const texts = this.texts(lang);
    const vars = { org: this.organizationName, url, validity: formatWait(lang, validitySeconds), newEmail: newEmail ?? "" };
    await this.send(to, lang, kind, translate(texts, `${kind}.subject`, vars), translate(texts, `${kind}.body`, vars), true);
  }

  async sendOneTimeCode(type: OneTimeCodeType, to: string, lang: Lang, code: string): Promise<void> {
    const texts = this.texts(lang);
    const key = CODE_TEXT_KEYS[type];
    const vars = { org: this.organizationName, code, validity: formatWait(lang, VALIDITY_SECONDS.oneTimeCode) };
    const body = translate(texts, "oneTimeCode.body", { ...vars, intro: translate(texts, `oneTimeCode.intro.${key}`, vars) });
    await this.send(to, lang, `code-${type}`, translate(texts, `oneTimeCode.subject.${key}`, vars), body, true);
  }

  /** An administrator invited the person: the link (a password reset token) lets them choose their password. */
  async sendInvitation(to: string, lang: Lang, invitation: { name: string; role: "user" | "agent" | "admin"; inviter: string; url: string }): Promise<void> {
    const texts = this.texts(lang);
    const vars = {
      org: this.organizationName,
      name: invitation.name,
      inviter: invitation.inviter,
      url: invitation.url,
      role: translate(texts, `invitation.roles.${invitation.role}`),
      validity: new Intl.NumberFormat(LOCALE_CODES[lang], { style: "unit", unit: "day", unitDisplay: "long" }).format(VALIDITY_SECONDS.invitation / 86_400),
    };
    const staffNote = invitation.role === "user" ? "" : `\n\n${translate(texts, "invitation.staffNote", vars)}`;
    const body = `${translate(texts, "invitation.body", vars)}${staffNote}`;
    await this.send(to, lang, "invitation", translate(texts, "invitation.subject", vars), body, false);
  }

  /** A notice with a link back to the auth page: password changed, existing account, password needed. */
  async sendNotice(kind: NoticeMail, to: string, lang: Lang): Promise<void> {
    const texts = this.texts(lang);
    const url = kind === "passwordChanged" ? this.links.forgotPassword(lang) : this.links.signIn(lang);
    const vars = { org: this.organizationName, url };
    await this.send(to, lang, kind, translate(texts, `${kind}.subject`, vars), translate(texts, `${kind}.body`, vars), kind !== "passwordChanged");
  }
}
