import { INDEXABLE_STATIC_PATHS, STATIC_PAGES_REVISED_AT } from "#app/content/site-pages";
import type { Db } from "#app/db/client.server";
import { listDocuments } from "#app/features/content/content.server";
import { collectSitemapEntries } from "#app/features/seo/sitemap.server";

/** The sitemap's pages: the static ones except those staff took off the site, then products and posts. */
export async function sitemapEntries(db: Db) {
  const offline = new Set((await listDocuments(db)).filter((document) => document.status !== "published").map((document) => document.path));
  return collectSitemapEntries(db, { staticPaths: INDEXABLE_STATIC_PATHS.filter((path) => !offline.has(path)), staticRevisedAt: STATIC_PAGES_REVISED_AT });
}
