import { redirect } from "react-router";
import { foldTr } from "#app/lib/turkish";
import type { Route } from "./+types/landing-spelling-redirect";

/**
 * A landing page requested with its Turkish spelling (`/darıca-guvenlik-sistemleri`, percent-encoded
 * by browsers) answers 301 with the registered ASCII path, keeping the query string (ADR 015).
 */
export function loader({ request, pattern }: Route.LoaderArgs) {
  // `pattern` is the registered (decoded) path, also on client-side navigations, whose request.url
  // ends in `.data` and carries React Router's `_routes` parameter.
  const search = new URL(request.url).searchParams;
  search.delete("_routes");
  const query = search.toString();
  return redirect(`/${foldTr(pattern.replace(/^\//, ""))}${query ? `?${query}` : ""}`, 301);
}
