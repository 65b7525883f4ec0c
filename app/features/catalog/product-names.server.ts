import { eq, sql } from "drizzle-orm";
import { brands, products } from "#app/db/schema/catalog";
import { CATEGORIES } from "#app/domain/catalog-taxonomy";

/*
 * A product stores keys (its brand's id, its category's slug); every answer carries names (ADR 033).
 * These are the two name columns for `db.select(…)`, over `products` joined with `withBrand`.
 */

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** The category's display name, from the taxonomy in the code (the CHECK constraint keeps the slug one of them). */
export const productCategoryName = sql<string>`(case ${products.categorySlug} ${sql.raw(
  CATEGORIES.map((category) => `when ${quoted(category.slug)} then ${quoted(category.name)}`).join(" "),
)} end)`;

export const productBrandName = brands.name;

/** The join that gives `productBrandName`: `.from(products).innerJoin(...withBrand)`. */
export const withBrand = [brands, eq(brands.id, products.brandId)] as const;
