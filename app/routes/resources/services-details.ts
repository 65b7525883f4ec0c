import { loadContentPage, PREVIEW_HEADERS } from "#app/composition/content-page.server";
import type { Route } from "./+types/services-details";

/**
 * The services' details for the services page's dialog (ADR 041): JSON, fetched when a card is
 * pointed at, focused or opened, so that the page itself carries them once (as its sections' HTML).
 * A preview (`?onizleme=…`) answers the draft's, uncached, as the page does.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { page, preview } = await loadContentPage(request, context, "page/hizmetlerimiz", "services");
  return Response.json({ services: page.services }, preview ? { headers: PREVIEW_HEADERS } : undefined);
}
