import { and, asc, eq } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";

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
