import { pageUrl } from "./lib/page-url.ts";
import { lazy, Suspense } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  useLoaderData,
  useRouteLoaderData,
  type MiddlewareFunction,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheetUrl from "./app.css?url";
import { SessionTimeoutGate } from "./account/session-timeout-gate.tsx";
import { ErrorFallback } from "./components/error-fallback.tsx";
import type { Suggestion } from "./components/not-found.tsx";
import { SiteChrome } from "./components/site-chrome.tsx";
import { ToastHost } from "./components/toasts.tsx";

/** Only 404 pages show it, so other pages do not load it before interaction (the server renders it in full: onAllReady). */
const NotFound = lazy(() => import("./components/not-found.tsx").then((m) => ({ default: m.NotFound })));
import type { ConsentSettings } from "./lib/consent.ts";
import { copyrightYear } from "./lib/document-date.ts";
import { I18nProvider, lookup, type Messages } from "./lib/i18n.tsx";
import { HTML_LANG } from "./lib/languages.ts";
import { rootMessages } from "./lib/messages.server.ts";
import { useNonce } from "./lib/nonce.ts";
import { requestContext } from "./lib/request-context.ts";
import { resolveRedirect } from "./lib/routing.ts";
import { documentThemeClass, THEME_SCRIPT } from "./lib/theme.ts";
import { readCookie, visitorLanguage } from "./lib/visitor-language.server.ts";

/** Client navigations ask for data, not documents; the server's redirect rules apply to them here. */
const redirectMiddleware: MiddlewareFunction<Response> = ({ request }) => {
  const url = pageUrl(request);
  const decision = resolveRedirect({
    pathname: url.pathname,
    search: url.search,
    cookies: {
      lang: readCookie(request, "lang"),
      lang_changed_at: readCookie(request, "lang_changed_at"),
    },
    acceptLanguage: request.headers.get("accept-language"),
    nowSeconds: Math.floor(Date.now() / 1000),
  });
  if (decision) throw redirect(decision.location, decision.status);
};

export const middleware = [redirectMiddleware];

export function loader({ request, context }: Route.LoaderArgs) {
  const lang = visitorLanguage(request);
  const ctx = context.get(requestContext);
  const consent: ConsentSettings = { revision: ctx.consentRevision, enabled: !ctx.noindexHost, gaMeasurementId: ctx.gaMeasurementId };
  const { sessionTimeout } = context.get(requestContext).account;
  return { lang, messages: rootMessages(lang) as Messages, organization: ctx.organization, year: copyrightYear(new Date()), consent, sessionTimeout };
}

/** Common messages change only with the language, the first path segment. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname.split("/")[1] !== nextUrl.pathname.split("/")[1] || defaultShouldRevalidate;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  return (
    <html lang={HTML_LANG[data?.lang ?? "se"]} className={documentThemeClass()} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d5fd1" />
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        {/* In production the server inlines the stylesheet into <head>, saving a render-blocking request. */}
        {import.meta.env.DEV ? <link rel="stylesheet" href={stylesheetUrl} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ToastHost label={data ? lookup(data.messages, "accessibility.notifications") : undefined} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { lang, messages, organization, year, consent, sessionTimeout } = useLoaderData<typeof loader>();
  return (
    <I18nProvider lang={lang} messages={messages}>
      <SiteChrome organization={organization} year={year} consent={consent}>
        <Outlet />
      </SiteChrome>
      <SessionTimeoutGate settings={sessionTimeout} />
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (data && isRouteErrorResponse(error) && error.status === 404) {
    const suggestions: Suggestion[] = (error.data as { suggestions?: Suggestion[] } | null)?.suggestions ?? [];
    return (
      <I18nProvider lang={data.lang} messages={data.messages}>
        <SiteChrome organization={data.organization} year={data.year} consent={data.consent}>
          <Suspense fallback={null}>
            <NotFound suggestions={suggestions} organization={data.organization} />
          </Suspense>
        </SiteChrome>
      </I18nProvider>
    );
  }
  return <ErrorFallback error={error} />;
}
