import { desc } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { products } from "#app/db/schema/catalog";

/** Every product, active or not, newest first: the admin list. */
export async function listAdminProducts(db: Db, { limit }: { limit?: number } = {}) {
  const query = db
    .select({
      id: products.id,
      name: products.name,
      brand: products.brand,
      category: products.category,
      subcategory: products.subcategory,
      imageUrl: products.imageUrl,
      isActive: products.isActive,
      isFeatured: products.isFeatured,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .orderBy(desc(products.createdAt), desc(products.id));
  return limit ? query.limit(limit) : query;
}
