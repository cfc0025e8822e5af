import {
  data,
  Links,
  type LinksFunction,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useFetcher,
  useRouteLoaderData,
} from "react-router";

import stylesheet from "~/app.css?url";
import { CookieBanner } from "~/components/layout/cookie-banner";
import { SessionWatcher } from "~/components/layout/session-watcher";
import { SiteFooter } from "~/components/layout/site-footer";
import { SiteHeader } from "~/components/layout/site-header";
import { RouteErrorPage } from "~/components/route-error-page";
import { LinkNavigation } from "~/components/ui/link";
import { readCookieConsent } from "~/lib/cookie-consent";
import { DEFAULT_THEME, parseTheme, readThemeCookie, type Theme, THEME_FETCHER_KEY } from "~/lib/theme";
import { getViewer, sessionMiddleware } from "~/server/auth/session.server";
import { sharedReadsMiddleware } from "~/server/cache/shared-reads.server";
import { publicSiteUrl } from "~/server/core/site.server";
import { databaseOutageMiddleware } from "~/server/http/database-outage.server";
import { pageViewerOf } from "~/server/http/viewer-layers.server";
import { requestGuardMiddleware } from "~/server/request/guard.server";

import type { Route } from "./+types/root";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

// The outage check goes first: it wraps every other middleware, loader and action.
export const middleware: Route.MiddlewareFunction[] = [
  databaseOutageMiddleware,
  requestGuardMiddleware,
  sharedReadsMiddleware,
  sessionMiddleware,
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const cookieHeader = request.headers.get("Cookie");
  const theme = readThemeCookie(cookieHeader);
  // Only what the header and the review widgets need travels to the browser (the root's layer).
  const viewer = pageViewerOf(getViewer(context));
  // Null until the visitor answers the banner (the page cache keys on it, like on the theme).
  const cookieConsent = readCookieConsent(cookieHeader);
  // The public address, for every page's canonical URL and link previews (lib/seo.ts).
  return data({ theme, viewer, cookieConsent, siteUrl: publicSiteUrl() });
}

/** The theme being applied: an in-flight toggle wins over the cookie, so the switch is instant. */
function useTheme(): Theme {
  const rootData = useRouteLoaderData<typeof loader>("root");
  const themeFetcher = useFetcher({ key: THEME_FETCHER_KEY });
  return parseTheme(themeFetcher.formData?.get("theme")) ?? rootData?.theme ?? DEFAULT_THEME;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const theme = useTheme();
  const rootData = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="es" className={theme === "dark" ? "dark" : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content={theme} />
        {/* Hoisted by React ahead of the script preloads, so the one render-blocking file starts first. */}
        <link rel="stylesheet" href={stylesheet} precedence="high" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a
          href="#contenido"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-slate-900"
        >
          Saltar al contenido
        </a>
        {rootData && !rootData.cookieConsent && <CookieBanner />}
        <SiteHeader theme={theme} />
        <main id="contenido" className="flex-1">
          {children}
        </main>
        <SiteFooter />
        <SessionWatcher signedIn={Boolean(rootData?.viewer)} />
        <LinkNavigation />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteErrorPage error={error} />;
}
