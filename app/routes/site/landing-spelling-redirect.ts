import { redirect } from "react-router";
import { foldTr } from "#app/lib/turkish";
import type { Route } from "./+types/landing-spelling-redirect";

/**
 * A landing page requested with its Turkish spelling (`/darıca-guvenlik-sistemleri`, percent-encoded
 * by browsers) answers 301 with the registered ASCII path, keeping the query string (ADR 015).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return redirect(`${foldTr(decodeURIComponent(url.pathname))}${url.search}`, 301);
}
