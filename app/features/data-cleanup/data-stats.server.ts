import { count, eq, isNotNull, and, ne, sql } from "drizzle-orm";
import type { Db } from "#app/db/client.server";
import { blogPosts } from "#app/db/schema/blog";
import { brands, products } from "#app/db/schema/catalog";
import { contactMessages } from "#app/db/schema/contact";
import { supportApps } from "#app/db/schema/support";
import type { DataStats } from "./data-stats.queries";

/** Data statistics (docs/product.md#admin-area), plus the unread message count for the dashboard. */
export async function getDataStats(db: Db): Promise<DataStats> {
  const [[productRow], [brandRow], [blogRow], [appRow], [messageRow]] = await Promise.all([
    db
      .select({
        total: count(),
        active: count(sql`case when ${products.isActive} then 1 end`),
        featured: count(sql`case when ${products.isFeatured} then 1 end`),
        withImages: count(sql`case when ${and(isNotNull(products.imageUrl), ne(products.imageUrl, ""))} then 1 end`),
      })
      .from(products),
    db.select({ total: count(), active: count(sql`case when ${brands.isActive} then 1 end`) }).from(brands),
    db.select({ total: count(), published: count(sql`case when ${blogPosts.isPublished} then 1 end`) }).from(blogPosts),
    db
      .select({
        total: count(),
        mobileApps: count(sql`case when ${eq(supportApps.type, "mobile-app")} then 1 end`),
        software: count(sql`case when ${eq(supportApps.type, "software")} then 1 end`),
      })
      .from(supportApps),
    db.select({ unread: count() }).from(contactMessages).where(eq(contactMessages.isRead, false)),
  ]);
  return {
    products: productRow ?? { total: 0, active: 0, featured: 0, withImages: 0 },
    brands: brandRow ?? { total: 0, active: 0 },
    blog: blogRow ?? { total: 0, published: 0 },
    supportApps: appRow ?? { total: 0, mobileApps: 0, software: 0 },
    messages: { unread: messageRow?.unread ?? 0 },
  };
}
