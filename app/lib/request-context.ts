// What the server hands every loader and action through React Router's context: per-request facts and the
// services of the composition root. Only the type of the services crosses into app/: the values come from the
// server process, so the SSR bundle never opens a database of its own.
import { createContext } from "react-router";
import type { Organization } from "../../content/organisation.ts";
import type { Services } from "../../server/services.ts";
import type { AccountServices } from "../account/account-context.ts";

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
  /** The client's address as the server trusts it (TRUST_PROXY), for per-client rate limits. */
  clientAddress: string;
  services: Services;
  /** The account pages' view of this request's visitor (their session, read without extending it). */
  account: AccountServices;
}

export const requestContext = createContext<RequestContext>();
