import { getServices } from "#app/app-context.server";
import { sitemapEntries } from "#app/composition/sitemap-entries.server";
import { SITEMAP_HEADERS, sitemapParts, urlsetXml } from "#app/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap-part";

/** GET /sitemap/{n}: one part of the sitemap index (only listed when there are over 50,000 URLs). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { db, siteOrigin } = getServices(context);
  const part = /^[1-9]\d{0,4}$/.test(params.part) ? Number(params.part) : 0;
  const entries = await sitemapEntries(db);
  const urls = sitemapParts(entries)[part - 1];
  if (!urls) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return new Response(urlsetXml(siteOrigin, urls), { headers: SITEMAP_HEADERS });
}
