import { count } from "drizzle-orm";
import { findCategoryBySlug } from "#app/domain/catalog-taxonomy";
import { slugify } from "#app/lib/turkish";
import type { Db } from "../client.server";
import { blogPosts } from "../schema/blog";
import { brands, products } from "../schema/catalog";
import { supportApps } from "../schema/support";
import { DEMO_BLOG_POSTS } from "./demo-blog-posts";
import { DEMO_BRANDS } from "./demo-brands";
import { DEMO_PRODUCTS } from "./demo-products";
import { DEMO_SUPPORT_APPS } from "./demo-support-apps";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The product rows of the demo catalogue, their taxonomy slugs checked. The brand is still its name:
 * `withBrandIds` turns it into the id of the seeded brand.
 */
export function demoProductRows() {
  return DEMO_PRODUCTS.map((product) => {
    const category = findCategoryBySlug(product.categorySlug);
    const subcategory = category?.subcategories.find((sub) => sub.slug === product.subcategorySlug);
    if (!category || !subcategory) {
      throw new Error(`Demo product "${product.name}" names an unknown category or subcategory`);
    }
    return {
      name: product.name,
      slug: slugify(`${product.brand} ${product.name}`),
      description: product.description,
      categorySlug: category.slug,
      subcategory: subcategory.name,
      brand: product.brand,
      imageUrl: product.imageUrl,
      features: product.features,
      specifications: product.specifications,
      isActive: product.isActive ?? true,
      isFeatured: product.isFeatured ?? false,
    };
  });
}

/** Product rows with the brand's id in place of its name; a name that is no brand stops the seeding. */
export function withBrandIds<T extends { name: string; brand: string }>(rows: T[], brandIds: ReadonlyMap<string, number>) {
  return rows.map(({ brand, ...row }) => {
    const brandId = brandIds.get(brand);
    if (brandId === undefined) throw new Error(`Demo product "${row.name}" names an unknown brand "${brand}"`);
    return { ...row, brandId };
  });
}

/**
 * Seeds the demo catalogue, blog and support downloads into an empty database, in one
 * transaction. Returns what was inserted, or null when the database already has content.
 */
export async function seedDemoContent(db: Db, now = new Date()) {
  const [productCount, brandCount, postCount, appCount] = await Promise.all(
    [products, brands, blogPosts, supportApps].map(async (table) => {
      const [row] = await db.select({ total: count() }).from(table);
      return row?.total ?? 0;
    }),
  );
  if (productCount || brandCount || postCount || appCount) return null;

  const productRows = demoProductRows();
  await db.transaction(async (tx) => {
    const seededBrands = await tx
      .insert(brands)
      .values(DEMO_BRANDS.map((brand) => ({ ...brand, slug: slugify(brand.name) })))
      .returning({ id: brands.id, name: brands.name });
    await tx.insert(products).values(withBrandIds(productRows, new Map(seededBrands.map((brand) => [brand.name, brand.id]))));
    await tx.insert(blogPosts).values(
      DEMO_BLOG_POSTS.map(({ publishedDaysAgo, ...post }) => ({
        ...post,
        // Trimmed as the admin form stores it, so a post read and written back unchanged stays unchanged.
        content: post.content.trim(),
        metaTitle: post.metaTitle ?? post.title,
        isPublished: true,
        publishedAt: new Date(now.getTime() - publishedDaysAgo * DAY_MS),
      })),
    );
    await tx.insert(supportApps).values(DEMO_SUPPORT_APPS.map((app) => ({ ...app, isActive: true })));
  });
  return {
    products: productRows.length,
    brands: DEMO_BRANDS.length,
    blogPosts: DEMO_BLOG_POSTS.length,
    supportApps: DEMO_SUPPORT_APPS.length,
  };
}
