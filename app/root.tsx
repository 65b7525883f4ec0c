import "./lib/zod-jitless";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "react-router";
import type { Route } from "./+types/root";
import interLatinExtWoff2 from "../node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2?url";
import interLatinWoff2 from "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";
import { getAppContext } from "./app-context.server";
import { ErrorPage } from "./components/layout/error-page";
import { NotFoundPage } from "./components/layout/not-found-page";
import { useNonce } from "./components/nonce";
import { getSiteSettings } from "./features/site-settings/site-settings.server";

/**
 * Route `handle` fields the root layout reads. `scripts: false` serves the page without any
 * JavaScript: no `<Scripts/>` (hence no modulepreload or hydration data) and no `<ScrollRestoration/>`
 * (ADR 017). JSON-LD stays: it is data, not script.
 */
export type RouteHandle = { lang?: "tr" | "en"; scripts?: false };

/**
 * Both Inter files are preloaded: every page's first screen has ş, ğ or İ (latin-ext) beside the
 * basic letters and ı (latin), so both are render-critical; preloading one would let the other's
 * letters swap in late, mid-word (ADR 017). They are the only font files the build ships.
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: interLatinExtWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteOrigin, logger } = getAppContext(context);
  try {
    return { settings: await getSiteSettings(db), siteOrigin };
  } catch (error) {
    // The database is unreachable: every page would fail, so answer 503 with the Turkish error page.
    logger.error({ err: error }, "site settings unavailable");
    throw data({ message: "Hizmet geçici olarak kullanılamıyor" }, { status: 503 });
  }
}

function useDocumentLang(): "tr" | "en" {
  const matches = useMatches();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return "en";
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.lang === "en") ? "en" : "tr";
}

/**
 * False while the server renders a page whose route opted out of JavaScript. In the browser the
 * scripts always stay: such a page never hydrates, and a client-side navigation to it from a page
 * that did must keep the router's scroll handling (React does not run script elements it renders).
 */
function useShipsScripts(): boolean {
  const matches = useMatches();
  if (typeof document !== "undefined") return true;
  return !matches.some((match) => (match.handle as RouteHandle | undefined)?.scripts === false);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = useDocumentLang();
  const shipsScripts = useShipsScripts();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen">
        {children}
        {shipsScripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const status = isRouteErrorResponse(error) && error.status === 503 ? 503 : 500;
  return <ErrorPage status={status} />;
}
