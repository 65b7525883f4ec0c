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
import interLatinWoff2 from "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import "./app.css";
import { getAppContext } from "./app-context.server";
import { ErrorPage } from "./components/layout/error-page";
import { NotFoundPage } from "./components/layout/not-found-page";
import { useNonce } from "./components/nonce";
import { getSiteSettings } from "./features/site-settings/site-settings.server";

/** Route `handle` fields the root layout reads. */
export type RouteHandle = { lang?: "tr" | "en" };

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interLatinWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
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

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = useDocumentLang();
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
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
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
