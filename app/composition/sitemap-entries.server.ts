import { INDEXABLE_STATIC_PATHS, STATIC_PAGES_REVISED_AT } from "#app/content/site-pages";
import type { Db } from "#app/db/client.server";
import { listDocuments } from "#app/features/content/content.server";
import { collectSitemapEntries } from "#app/features/seo/sitemap.server";

/**
 * The sitemap's pages: the static ones except those staff took off the site, the landing pages staff
 * added that are live (a draft never published is not), then products and posts.
 */
export async function sitemapEntries(db: Db) {
  const documents = await listDocuments(db);
  const offline = new Set(documents.filter((document) => document.status !== "published").map((document) => document.path));
  const pages = documents
    .filter((document) => document.kind === "landing" && document.status === "published" && document.publishedAt !== null)
    .map((document) => ({ path: document.path, lastmod: document.publishedAt! }));
  return collectSitemapEntries(db, { staticPaths: INDEXABLE_STATIC_PATHS.filter((path) => !offline.has(path)), staticRevisedAt: STATIC_PAGES_REVISED_AT, pages });
}
