import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { foldSql, slugSql } from "#app/db/fold";
import { brands, products } from "#app/db/schema/catalog";
import { brandMatchValue, searchPattern, subcategoryMatchValues } from "#app/domain/catalog-matching";
import { CATEGORIES, resolveCategory } from "#app/domain/catalog-taxonomy";
import { productBrandName, productCategoryName, withBrand } from "./product-names.server";

const publicColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  category: productCategoryName,
  subcategory: products.subcategory,
  brand: productBrandName,
  imageUrl: products.imageUrl,
  features: products.features,
  specifications: products.specifications,
  documents: products.documents,
  isActive: products.isActive,
  isFeatured: products.isFeatured,
};

/** What a product card needs. */
const cardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: productCategoryName,
  subcategory: products.subcategory,
  brand: productBrandName,
  imageUrl: products.imageUrl,
  features: products.features,
  isFeatured: products.isFeatured,
};

export type ProductFilters = {
  category?: string;
  brand?: string;
  subcategory?: string;
  q?: string;
  featured?: boolean;
};

const inList = (values: string[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * The id of the brand a `brand` filter names, or null. One brand: every product of a folded name
 * refers to the oldest brand of that name (migration 0014 mapped them so; writers resolve names the
 * same way). Resolved before the product query, so the planner knows the brand: a brand with few
 * products, or none, is read from (brand_id, id) instead of scanning the catalogue in id order.
 */
async function brandIdNamed(db: Db, name: string): Promise<number | null> {
  const [brand] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(sql`${foldSql(brands.name)} = ${brandMatchValue(name)}`)
    .orderBy(asc(brands.id))
    .limit(1);
  return brand?.id ?? null;
}

/**
 * The WHERE clause of the public catalogue: active products matching the rules of ADR 006. The
 * category and the brand are resolved to their keys (one outside the taxonomy, or a brand that does
 * not exist, matches nothing); exported for the catalogue benchmark, whose EXPLAIN shows these queries.
 */
export async function publicProductsWhere(db: Db, filters: ProductFilters): Promise<SQL | undefined> {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (filters.category) {
    const category = resolveCategory(filters.category);
    conditions.push(category ? eq(products.categorySlug, category.slug) : sql`false`);
  }
  if (filters.subcategory) {
    const { folded, slug } = subcategoryMatchValues(filters.subcategory);
    conditions.push(sql`(${foldSql(products.subcategory)} in (${inList(folded)}) or ${slugSql(products.subcategory)} = ${slug})`);
  }
  if (filters.brand) {
    const brandId = await brandIdNamed(db, filters.brand);
    conditions.push(brandId === null ? sql`false` : eq(products.brandId, brandId));
  }
  if (filters.q) conditions.push(sql`${products.searchText} like ${searchPattern(filters.q)}`);
  if (filters.featured !== undefined) conditions.push(eq(products.isFeatured, filters.featured));
  return and(...conditions);
}

type Paging = { limit: number; offset: number };

async function countPublicProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

/**
 * Counts up to `cap` + 1 matching rows and stops there: a broad search ("kamera" matches a third of
 * 50,000 products) is not counted exactly, which cost 130 ms (ADR 008); the page says "1.000+".
 */
async function countPublicProductsUpTo(db: Db, where: SQL | undefined, cap: number): Promise<number> {
  const matching = db.select({ id: products.id }).from(products).where(where).limit(cap + 1).as("matching");
  const [row] = await db.select({ total: count() }).from(matching);
  return row?.total ?? 0;
}

/**
 * One page of product cards for /urunler, with the total for the count and pagination. With
 * `countCap`, a total above it comes back as `countCap + 1` and `totalCapped` is true. `keepCount`
 * may answer the count from memory (see `taxonomyCountKey`).
 */
export async function listProductCards(
  db: Db,
  params: ProductFilters & Paging & { countCap?: number; keepCount?: (count: () => Promise<number>) => Promise<number> },
) {
  const where = await publicProductsWhere(db, params);
  const countRows = () => (params.countCap === undefined ? countPublicProducts(db, where) : countPublicProductsUpTo(db, where, params.countCap));
  const [items, total] = await Promise.all([
    db.select(cardColumns).from(products).innerJoin(...withBrand).where(where).orderBy(asc(products.id)).limit(params.limit).offset(params.offset),
    params.keepCount ? params.keepCount(countRows) : countRows(),
  ]);
  return { items, total, totalCapped: params.countCap !== undefined && total > params.countCap };
}

const SUBCATEGORY_SLUGS = new Set(CATEGORIES.flatMap((category) => category.subcategories.map((subcategory) => subcategory.slug)));

/**
 * A key for the exact count of a listing filtered by the taxonomy alone (a category, a subcategory,
 * both or neither; no brand, no search): few such counts exist, each changes only when products are
 * written, and at 50,000 products counting a category was most of its page's time (ADR 027, "Fourth
 * pass"). Null for any other filter, and for values outside the taxonomy, so the keys stay few.
 */
export function taxonomyCountKey({ category, subcategory, brand, q, featured }: ProductFilters): string | null {
  if (brand !== undefined || q !== undefined || featured !== undefined) return null;
  const categorySlug = category === undefined ? "" : resolveCategory(category)?.slug;
  if (categorySlug === undefined) return null;
  if (subcategory !== undefined && !SUBCATEGORY_SLUGS.has(subcategory)) return null;
  return `product-count:${categorySlug}:${subcategory ?? ""}`;
}

/** Public products with every public field, for the JSON API. */
export async function listPublicProducts(db: Db, params: ProductFilters & Paging) {
  const where = await publicProductsWhere(db, params);
  const [items, total] = await Promise.all([
    db.select(publicColumns).from(products).innerJoin(...withBrand).where(where).orderBy(asc(products.id)).limit(params.limit).offset(params.offset),
    countPublicProducts(db, where),
  ]);
  return { items, total };
}

/** Active, featured products for the home page carousel. */
export async function listFeaturedProducts(db: Db, { limit = 12 }: { limit?: number } = {}) {
  return db
    .select({
      id: products.id,
      name: products.name,
      brand: productBrandName,
      description: products.description,
      imageUrl: products.imageUrl,
      features: products.features,
    })
    .from(products)
    .innerJoin(...withBrand)
    .where(and(eq(products.isActive, true), eq(products.isFeatured, true)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/**
 * The product page's two reads, built once per database handle: Drizzle otherwise builds their SQL
 * again on every page (a tenth of an uncached product page's server time; ADR 039, "Fifth session").
 */
function prepareProductPageReads(db: Db) {
  return {
    activeProduct: db
      .select(publicColumns)
      .from(products)
      .innerJoin(...withBrand)
      .where(and(eq(products.id, sql.placeholder("id")), eq(products.isActive, true)))
      .limit(1)
      .prepare("active_product"),
    categoryFirstProducts: db
      .select(cardColumns)
      .from(products)
      .innerJoin(...withBrand)
      .where(and(eq(products.isActive, true), eq(products.categorySlug, sql.placeholder("categorySlug"))))
      .orderBy(asc(products.id))
      .limit(sql.placeholder("limit"))
      .prepare("category_first_products"),
  };
}

const productPageReadsByDb = new WeakMap<Db, ReturnType<typeof prepareProductPageReads>>();

function productPageReads(db: Db) {
  let reads = productPageReadsByDb.get(db);
  if (!reads) {
    reads = prepareProductPageReads(db);
    productPageReadsByDb.set(db, reads);
  }
  return reads;
}

/** One active product, or undefined when it is missing or passive. */
export async function getActiveProduct(db: Db, { id }: { id: number }) {
  const [product] = await productPageReads(db).activeProduct.execute({ id });
  return product;
}

type CategoryFirstProducts = Awaited<ReturnType<ReturnType<typeof prepareProductPageReads>["categoryFirstProducts"]["execute"]>>;

/**
 * Up to `limit` other active products of the same category (any spelling of it): the category's
 * first `limit + 1` by id, without the product itself. Those are the same for every product of the
 * category (twelve lists in all), so `keepFirst` may answer them from memory; a product page then
 * reads one row from the database instead of two queries (ADR 039, "Ninth session").
 */
export async function listRelatedProducts(
  db: Db,
  {
    id,
    category,
    limit = 4,
    keepFirst,
  }: { id: number; category: string; limit?: number; keepFirst?: (categorySlug: string, count: number, read: () => Promise<CategoryFirstProducts>) => Promise<CategoryFirstProducts> },
) {
  const categorySlug = resolveCategory(category)?.slug;
  if (categorySlug === undefined) return [];
  const read = () => productPageReads(db).categoryFirstProducts.execute({ categorySlug, limit: limit + 1 });
  const first = await (keepFirst ? keepFirst(categorySlug, limit + 1, read) : read());
  return first.filter((product) => product.id !== id).slice(0, limit);
}

/** The active products among `ids` with what the comparison table shows, in no particular order. */
export async function listComparedProducts(db: Db, { ids }: { ids: number[] }) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      name: products.name,
      brand: productBrandName,
      category: productCategoryName,
      subcategory: products.subcategory,
      imageUrl: products.imageUrl,
      features: products.features,
      specifications: products.specifications,
    })
    .from(products)
    .innerJoin(...withBrand)
    .where(and(eq(products.isActive, true), inArray(products.id, ids)));
}

/** The active products among `ids` with what a quote basket line shows, in no particular order. */
export async function listQuotedProducts(db: Db, { ids }: { ids: number[] }) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, name: products.name, brand: productBrandName, imageUrl: products.imageUrl })
    .from(products)
    .innerJoin(...withBrand)
    .where(and(eq(products.isActive, true), inArray(products.id, ids)));
}

/** Up to `limit` active products of `category` (any spelling of it) that are not among `excludeIds`. */
export async function listComparisonSuggestions(db: Db, { category, excludeIds, limit = 6 }: { category: string; excludeIds: number[]; limit?: number }) {
  return db
    .select({ id: products.id, name: products.name, brand: productBrandName })
    .from(products)
    .innerJoin(...withBrand)
    .where(and(await publicProductsWhere(db, { category }), excludeIds.length > 0 ? notInArray(products.id, excludeIds) : undefined))
    .orderBy(asc(products.id))
    .limit(limit);
}

export type ProductCardData = Awaited<ReturnType<typeof listProductCards>>["items"][number];
export type PublicProduct = NonNullable<Awaited<ReturnType<typeof getActiveProduct>>>;
