import { and, asc, count, eq, ne, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";
import { brandMatchValue, categoryMatchValues, searchPattern, subcategoryMatchValues } from "#app/lib/catalog-matching";
import { SQL_FOLD_FROM, SQL_FOLD_TO } from "#app/lib/turkish";

/**
 * foldTr in SQL: `lower(translate(column, 'İIı…', 'iii…'))`. The constants are inlined (not bound
 * parameters) so the expression is identical to the one the expression indexes were built on.
 */
export function foldSql(column: AnyPgColumn): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${SQL_FOLD_FROM}'`)}, ${sql.raw(`'${SQL_FOLD_TO}'`)}))`;
}

/** slugify in SQL, on top of foldSql: non-alphanumerics removed, spaces and hyphens collapsed. */
function slugSql(column: AnyPgColumn): SQL {
  return sql`trim(both '-' from regexp_replace(regexp_replace(${foldSql(column)}, '[^a-z0-9[:space:]-]', '', 'g'), '[[:space:]-]+', '-', 'g'))`;
}

const publicColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  description: products.description,
  category: products.category,
  subcategory: products.subcategory,
  brand: products.brand,
  imageUrl: products.imageUrl,
  features: products.features,
  specifications: products.specifications,
  documents: products.documents,
  isFeatured: products.isFeatured,
};

/** What a product card needs. */
const cardColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  category: products.category,
  subcategory: products.subcategory,
  brand: products.brand,
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

/** The WHERE clause of the public catalogue: active products matching DESIGN 7's rules. */
function publicProductsWhere(filters: ProductFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.isActive, true)];
  if (filters.category) {
    const values = categoryMatchValues(filters.category);
    conditions.push(sql`${foldSql(products.category)} in (${inList(values)})`);
  }
  if (filters.subcategory) {
    const { folded, slug } = subcategoryMatchValues(filters.subcategory);
    conditions.push(sql`(${foldSql(products.subcategory)} in (${inList(folded)}) or ${slugSql(products.subcategory)} = ${slug})`);
  }
  if (filters.brand) conditions.push(sql`${foldSql(products.brand)} = ${brandMatchValue(filters.brand)}`);
  if (filters.q) conditions.push(sql`${products.searchText} like ${searchPattern(filters.q)}`);
  if (filters.featured !== undefined) conditions.push(eq(products.isFeatured, filters.featured));
  return and(...conditions);
}

type Paging = { limit: number; offset: number };

async function countPublicProducts(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(products).where(where);
  return row?.total ?? 0;
}

/** One page of product cards for /urunler, with the total for the count and pagination. */
export async function listProductCards(db: Db, params: ProductFilters & Paging) {
  const where = publicProductsWhere(params);
  const [items, total] = await Promise.all([
    db.select(cardColumns).from(products).where(where).orderBy(asc(products.id)).limit(params.limit).offset(params.offset),
    countPublicProducts(db, where),
  ]);
  return { items, total };
}

/** Public products with every public field, for the JSON API. */
export async function listPublicProducts(db: Db, params: ProductFilters & Paging) {
  const where = publicProductsWhere(params);
  const [items, total] = await Promise.all([
    db.select(publicColumns).from(products).where(where).orderBy(asc(products.id)).limit(params.limit).offset(params.offset),
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
      brand: products.brand,
      description: products.description,
      imageUrl: products.imageUrl,
      features: products.features,
    })
    .from(products)
    .where(and(eq(products.isActive, true), eq(products.isFeatured, true)))
    .orderBy(asc(products.id))
    .limit(limit);
}

/** One active product, or undefined when it is missing or passive. */
export async function getActiveProduct(db: Db, { id }: { id: number }) {
  const [product] = await db
    .select(publicColumns)
    .from(products)
    .where(and(eq(products.id, id), eq(products.isActive, true)))
    .limit(1);
  return product;
}

/** Up to `limit` other active products of the same category (folded equality). */
export async function listRelatedProducts(db: Db, { id, category, limit = 4 }: { id: number; category: string; limit?: number }) {
  return db
    .select(cardColumns)
    .from(products)
    .where(and(publicProductsWhere({ category }), ne(products.id, id)))
    .orderBy(asc(products.id))
    .limit(limit);
}

export type ProductCardData = Awaited<ReturnType<typeof listProductCards>>["items"][number];
export type PublicProduct = NonNullable<Awaited<ReturnType<typeof getActiveProduct>>>;
