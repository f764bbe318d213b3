// What the server hands every loader through React Router's context: configuration and per-request facts.
import { createContext } from "react-router";
import type { Organization } from "../../content/organisation.ts";

export interface RequestContext {
  /** Absolute origin for canonical links, from SITE_URL. */
  siteUrl: string;
  /** Preview host or local development: the whole site is kept out of search engines. */
  noindexHost: boolean;
  organization: Organization;
  /** Token that stands for this response's CSP nonce in the rendered HTML. */
  nonce: string;
}

export const requestContext = createContext<RequestContext>();
