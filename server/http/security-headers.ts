// Headers every response carries: a CSP whose scripts need this response's nonce, and HSTS over TLS.
import { randomBytes } from "node:crypto";

export function newNonce(): string {
  return randomBytes(16).toString("base64");
}

/** Google Analytics' origins, allowed only when a measurement id is configured (its script loads after consent). */
const GOOGLE_ANALYTICS = {
  script: "https://www.googletagmanager.com",
  connect: "https://*.google-analytics.com https://*.analytics.google.com https://www.googletagmanager.com",
};

export function contentSecurityPolicy(nonce: string, overTls: boolean, googleAnalytics = false): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${googleAnalytics ? ` ${GOOGLE_ANALYTICS.script}` : ""}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${googleAnalytics ? ` ${GOOGLE_ANALYTICS.connect}` : ""}`,
    "font-src 'self'",
    `connect-src 'self'${googleAnalytics ? ` ${GOOGLE_ANALYTICS.connect}` : ""}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (overTls) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export const HSTS = "max-age=31536000; includeSubDomains";
