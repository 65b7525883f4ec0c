import { getServices } from "#app/app-context.server";
import { sitemapEntries } from "#app/composition/sitemap-entries.server";
import { SITEMAP_HEADERS, SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml } from "#app/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml: every indexable URL on SITE_URL, or an index of parts above 50,000 URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteOrigin } = getServices(context);
  const entries = await sitemapEntries(db);
  const xml = entries.length > SITEMAP_URL_LIMIT ? sitemapIndexXml(siteOrigin, entries) : urlsetXml(siteOrigin, entries);
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
