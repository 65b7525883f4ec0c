import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { products } from "#app/db/schema/catalog";
import { redirects } from "#app/db/schema/redirects";
import { normaliseRedirectPath } from "#app/lib/redirect-paths";
import { escapeXml } from "#app/lib/xml";

/** The sitemap protocol's limit per file; above it `/sitemap.xml` becomes an index. */
export const SITEMAP_URL_LIMIT = 50_000;

export const SITEMAP_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" };

export type SitemapEntry = { path: string; lastmod: Date };

/**
 * Static pages, then every active product and every published post (sample posts are not rows);
 * never an address a redirect rule answers (the host would redirect it, ADR 043).
 */
export async function collectSitemapEntries(
  db: Db,
  { staticPaths, staticRevisedAt, pages = [] }: { staticPaths: readonly string[]; staticRevisedAt: Date; pages?: readonly SitemapEntry[] },
): Promise<SitemapEntry[]> {
  const [productRows, postRows, ruleRows] = await Promise.all([
    db.select({ id: products.id, updatedAt: products.updatedAt }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id)),
    db
      .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(and(eq(blogPosts.isPublished, true), isNotNull(blogPosts.publishedAt)))
      .orderBy(asc(blogPosts.id)),
    db.select({ sourceKey: redirects.sourceKey }).from(redirects),
  ]);
  // A rule with a query never answers the bare path the sitemap lists.
  const redirected = new Set(ruleRows.map((rule) => rule.sourceKey));
  const entries = [
    ...staticPaths.map((path) => ({ path, lastmod: staticRevisedAt })),
    ...pages,
    ...productRows.map((row) => ({ path: `/urun/${row.id}`, lastmod: row.updatedAt })),
    ...postRows.map((row) => ({ path: `/blog/${encodeURIComponent(row.slug)}`, lastmod: row.updatedAt })),
  ];
  return redirected.size === 0 ? entries : entries.filter((entry) => !redirected.has(normaliseRedirectPath(entry.path)));
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function urlsetXml(siteOrigin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => `<url><loc>${escapeXml(new URL(entry.path, siteOrigin).href)}</loc><lastmod>${day(entry.lastmod)}</lastmod></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

/** An index of `/sitemap/1`, `/sitemap/2`…, each with the newest lastmod of its part. */
export function sitemapIndexXml(siteOrigin: string, entries: readonly SitemapEntry[], perFile = SITEMAP_URL_LIMIT): string {
  const parts = sitemapParts(entries, perFile).map((part, index) => {
    const newest = new Date(Math.max(...part.map((entry) => entry.lastmod.getTime())));
    return `<sitemap><loc>${escapeXml(new URL(`/sitemap/${index + 1}`, siteOrigin).href)}</loc><lastmod>${day(newest)}</lastmod></sitemap>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join("\n")}\n</sitemapindex>\n`;
}

export function sitemapParts<T>(entries: readonly T[], perFile = SITEMAP_URL_LIMIT): T[][] {
  const parts: T[][] = [];
  for (let start = 0; start < entries.length; start += perFile) parts.push(entries.slice(start, start + perFile));
  return parts;
}

/**
 * robots.txt: the admin, its login and the API, and the visitor's own pages: the comparison (every
 * combination of products is an address, ADR 035) and the quote basket. Each rule is a path prefix.
 */
export function robotsTxt(siteOrigin: string): string {
  const disallowed = ["/n1_admin", "/admin-login", "/api", "/karsilastir", "/teklif-sepeti"];
  return ["User-agent: *", ...disallowed.map((path) => `Disallow: ${path}`), "", `Sitemap: ${new URL("/sitemap.xml", siteOrigin).href}`, ""].join("\n");
}
