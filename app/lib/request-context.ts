// What the server hands every loader through React Router's context: configuration and per-request facts.
import { createContext } from "react-router";
import type { Organization } from "../../content/organisation.ts";
import type { ContactSubmitResult } from "./contact-form.ts";
import type { Lang } from "./languages.ts";

export interface RequestContext {
  /** Absolute origin for canonical links, from SITE_URL. */
  siteUrl: string;
  /** Preview host or local development: the whole site is kept out of search engines. */
  noindexHost: boolean;
  organization: Organization;
  /** Token that stands for this response's CSP nonce in the rendered HTML. */
  nonce: string;
  /** Revision of the cookie policy; a stored consent for another revision asks again. */
  consentRevision: string;
  /** Google Analytics 4, only when configured (and then only after consent). */
  gaMeasurementId: string | null;
  /** The contact page's form, bound to this request's client for rate limiting. */
  submitContact(input: unknown, language: Lang): Promise<ContactSubmitResult>;
}

export const requestContext = createContext<RequestContext>();
