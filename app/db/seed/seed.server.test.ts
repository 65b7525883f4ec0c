import { count, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { CATEGORIES } from "#app/domain/catalog-taxonomy";
import { describeEachDatabase } from "#tests/setup/test-database";
import { blogPosts } from "../schema/blog";
import { brands, products } from "../schema/catalog";
import { supportApps } from "../schema/support";
import { seedDemoContent } from "./seed.server";

describeEachDatabase("seedDemoContent", (getDatabase) => {
  it("fills an empty database with a catalogue covering every category and subcategory", async () => {
    const { db } = getDatabase();
    const seeded = await seedDemoContent(db);
    expect(seeded).not.toBeNull();
    expect(seeded!.products).toBeGreaterThanOrEqual(60);

    const rows = await db.select().from(products);
    expect(rows).toHaveLength(seeded!.products);
    for (const category of CATEGORIES) {
      for (const subcategory of category.subcategories) {
        const matching = rows.filter((row) => row.categorySlug === category.slug && row.subcategory === subcategory.name);
        expect(matching.length, `${category.slug} / ${subcategory.slug}`).toBeGreaterThan(0);
      }
    }
    for (const row of rows) {
      expect(row.features.length, row.name).toBeGreaterThanOrEqual(3);
      expect(row.features.length, row.name).toBeLessThanOrEqual(8);
      expect(Object.keys(row.specifications).length, row.name).toBeGreaterThan(0);
      expect(row.imageUrl, row.name).toMatch(/^\/images\//);
      expect(row.searchText).toBe(row.searchText.toLowerCase());
    }
    const brandIds = new Set((await db.select({ id: brands.id }).from(brands)).map((brand) => brand.id));
    expect(brandIds.size).toBeGreaterThanOrEqual(10);
    expect(rows.every((row) => brandIds.has(row.brandId))).toBe(true);
  });

  it("publishes 6 posts and seeds 6 software items and 6 mobile apps", async () => {
    const { db } = getDatabase();
    const [published] = await db.select({ total: count() }).from(blogPosts).where(eq(blogPosts.isPublished, true));
    expect(published?.total).toBe(6);
    const apps = await db.select({ type: supportApps.type, total: count() }).from(supportApps).groupBy(supportApps.type);
    expect(Object.fromEntries(apps.map((row) => [row.type, row.total]))).toEqual({ software: 6, "mobile-app": 6 });
  });

  it("does nothing when the database already has content", async () => {
    const { db } = getDatabase();
    const [before] = await db.select({ total: count() }).from(products);
    expect(await seedDemoContent(db)).toBeNull();
    const [after] = await db.select({ total: count() }).from(products);
    expect(after?.total).toBe(before?.total);
  });

  it("enforces unique product slugs", async () => {
    const { db } = getDatabase();
    const [first] = await db.select().from(products).limit(1);
    await expect(
      db.insert(products).values({ name: "Kopya", slug: first!.slug, categorySlug: first!.categorySlug, brandId: first!.brandId }),
    ).rejects.toThrow();
  });

  it("finds products by trigram similarity on the folded search text", async () => {
    const { db } = getDatabase();
    const rows = await db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.searchText} % ${"kamera"} or ${products.searchText} like ${"%kamera%"}`);
    expect(rows.length).toBeGreaterThan(0);
  });
});
