import { getAppContext } from "#app/app-context.server";
import { INDEXABLE_STATIC_PATHS, STATIC_PAGES_REVISED_AT } from "#app/content/site-pages";
import { collectSitemapEntries, SITEMAP_HEADERS, SITEMAP_URL_LIMIT, sitemapIndexXml, urlsetXml } from "#app/features/seo/sitemap.server";
import type { Route } from "./+types/sitemap";

/** GET /sitemap.xml: every indexable URL on SITE_URL, or an index of parts above 50,000 URLs. */
export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteOrigin } = getAppContext(context);
  const entries = await collectSitemapEntries(db, { staticPaths: INDEXABLE_STATIC_PATHS, staticRevisedAt: STATIC_PAGES_REVISED_AT });
  const xml = entries.length > SITEMAP_URL_LIMIT ? sitemapIndexXml(siteOrigin, entries) : urlsetXml(siteOrigin, entries);
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
