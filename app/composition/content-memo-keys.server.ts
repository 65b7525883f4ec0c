import type { listActiveBrands } from "#app/features/brands/brands.server";
import type { listFeaturedProducts, listRelatedProducts } from "#app/features/catalog/catalog.server";
import type { loadPublishedContent } from "#app/features/content/content.server";
import type { SiteSettings } from "#app/domain/site-settings";
import { memoKey } from "#app/runtime/content-memo.server";

type Answer<Query extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<Query>>;

/**
 * Every answer the content memo keeps (ADR 027, section 3), each key with the type of what it holds:
 * two pages that ask for the same key must ask for the same thing, so the key is written once, here.
 */
export const CONTENT_MEMO_KEYS = {
  /** Every page's root loader. */
  siteSettings: memoKey<SiteSettings>("site-settings"),
  /** The home page's brand strip and the catalogue's brand filter. */
  activeBrands: memoKey<Answer<typeof listActiveBrands>>("active-brands"),
  /** The home page's carousel (12 products). */
  featuredProducts: memoKey<Answer<typeof listFeaturedProducts>>("featured-products"),
  /** Every published content document (ADR 041): the content pages, one query per content generation. */
  publishedContent: memoKey<Answer<typeof loadPublishedContent>>("published-content"),
  /** A category's first active products by id, the "Benzer Ürünler" of its product pages: one key per category and count. */
  categoryFirstProducts: (categorySlug: string, count: number) =>
    memoKey<Answer<typeof listRelatedProducts>>(`category-first-products:${categorySlug}:${count}`),
  /** The exact count of a listing filtered by the taxonomy alone, under `taxonomyCountKey`'s name. */
  productCount: (taxonomyCountKey: string) => memoKey<number>(taxonomyCountKey),
};
