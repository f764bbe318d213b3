// Staff sign-in with the company's identity provider, as the pages see it: the provider's id for
// POST /api/auth/sign-in/social, what the auth page's loader receives, and the text for each failure code Better Auth
// puts on its redirect back to the page (`?error=`).

export const SSO_PROVIDER_ID = "company-sso";

/** Present when SSO is configured (server/auth/company-sso.ts ssoOption). */
export interface SsoOption {
  providerId: string;
  /** OIDC_DISPLAY_NAME, e.g. "Microsoft Entra ID": the button says "Sign in with {name}". */
  displayName: string;
}

/**
 * Where a failed SSO sign-in lands: the auth page, marked so the page knows the `error` Better Auth appends is
 * about SSO (other flows put their own `error` on the same page).
 */
export function ssoErrorPath(lang: string): string {
  return `/${lang}/auth?via=sso`;
}

/** The failure code of an SSO sign-in on the auth page's URL, if that is what brought the visitor there. */
export function ssoFailureCode(search: URLSearchParams): string | null {
  return search.get("via") === "sso" ? search.get("error") : null;
}

/** Failure codes of our own, beside Better Auth's. */
export const SSO_ERRORS = { domainNotAllowed: "sso_domain_not_allowed" } as const;

export type SsoErrorText = "domainNotAllowed" | "accountNotLinked" | "noEmail" | "blocked" | "cancelled" | "failed";

const TEXT_OF_CODE: Record<string, SsoErrorText> = {
  [SSO_ERRORS.domainNotAllowed]: "domainNotAllowed",
  account_not_linked: "accountNotLinked",
  unable_to_link_account: "accountNotLinked",
  email_not_found: "noEmail",
  BANNED_USER: "blocked",
  access_denied: "cancelled",
};

/** The text for a failure code on the auth page's URL; any other code (state, code, issuer, provider errors) is "failed". */
export function ssoErrorText(code: string | null | undefined): SsoErrorText | null {
  if (!code) return null;
  return TEXT_OF_CODE[code] ?? "failed";
}
