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
import interTurkishWoff2 from "./fonts/generated/inter-tr.woff2?url";
import enhanceScriptUrl from "virtual:enhance-script";
import "./app.css";
import { getRequestScope, getServices } from "./app-context.server";
import { CONTENT_MEMO_KEYS } from "./composition/content-memo-keys.server";
import { ErrorPage } from "./components/layout/error-page";
import { NotFoundPage } from "./components/layout/not-found-page";
import { useNonce } from "./components/nonce";
import { PlainLinksContext } from "./components/ui/site-link";
import { readComparisonSelection } from "./features/catalog/comparison-selection-cookie.server";
import { quoteBasketCount } from "./features/leads/quote-basket";
import { readQuoteBasket } from "./features/leads/quote-basket-cookie.server";
import { getSiteSettings } from "./features/site-settings/site-settings.server";
import { loadPublishedContent } from "./features/content/content.server";
import { topBarText } from "./features/content/published-page.server";
import type { SiteData } from "./domain/use-site-data";
import { shippedScripts, type RouteHandle, type ShippedScripts } from "./lib/shipped-scripts";

export type { RouteHandle } from "./lib/shipped-scripts";

/**
 * The one font file, a Turkish subset of Inter, is preloaded; its ğ, İ and ş come inlined in the
 * stylesheet, so no letter swaps in late (ADR 027). It is the only font file the build ships.
 */
export const links: Route.LinksFunction = () => [
  { rel: "preload", href: interTurkishWoff2, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export async function loader({ request, context }: Route.LoaderArgs): Promise<SiteData> {
  const { db, siteOrigin, contentMemo, appSecret, isHttps } = getServices(context);
  const { logger } = getRequestScope(context);
  // A request with a basket or a comparison selection carries a cookie, so the page cache never keeps these counts (ADR 030, ADR 035).
  const basketCount = quoteBasketCount(readQuoteBasket(appSecret, request, isHttps));
  const comparisonCount = (await readComparisonSelection(request, isHttps)).length;
  try {
    const [settings, content] = await Promise.all([
      contentMemo.get(CONTENT_MEMO_KEYS.siteSettings, () => getSiteSettings(db)),
      contentMemo.get(CONTENT_MEMO_KEYS.publishedContent, () => loadPublishedContent(db)),
    ]);
    return { settings, topBarText: topBarText(content), siteOrigin, basketCount, comparisonCount };
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
 * What the server ships for the page: React ("react"), the enhancement script only, or nothing. In
 * the browser React always stays: such a page never hydrates, and a client-side navigation to it
 * from a page that did must keep the router's scroll handling (React does not run script elements
 * it renders); there the page's components run their enhancers themselves.
 */
function useShippedScripts(): ShippedScripts {
  const matches = useMatches();
  if (!import.meta.env.SSR || typeof document !== "undefined") return "react";
  return shippedScripts(matches.map((match) => match.handle));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const lang = useDocumentLang();
  const shipped = useShippedScripts();
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
        <PlainLinksContext value={shipped !== "react"}>{children}</PlainLinksContext>
        {shipped === "react" ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {shipped === "enhance" ? <script type="module" src={enhanceScriptUrl} nonce={nonce} /> : null}
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
