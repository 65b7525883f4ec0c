import { eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts } from "#app/db/schema/blog";
import { brands, products } from "#app/db/schema/catalog";
import { normaliseImagePath } from "#app/features/data-cleanup/data-cleanup.server";
import { describeSignedIn } from "#tests/support/test-app";

describeSignedIn("admin data tools", (ctx) => {
  /** The columns every product inserted here shares: a category and the demo brand Optivizyon. */
  let base: { categorySlug: string; brandId: number };
  let otherBrandId: number;
  beforeAll(async () => {
    const brandId = async (name: string) => (await ctx.database.db.select({ id: brands.id }).from(brands).where(eq(brands.name, name)))[0]!.id;
    base = { categorySlug: "cctv-guvenlik-cozumleri", brandId: await brandId("Optivizyon") };
    otherBrandId = await brandId("Kaydera");
  });

  const call = (method: string, path: string) => ctx.request(path, { method, headers: { cookie: ctx.cookie } });

  describe("data management", () => {
    it("reports statistics in the shape of the API reference", async () => {
      const stats = await (await call("GET", "/api/admin/data-management/stats")).json();
      expect(Object.keys(stats.products).sort()).toEqual(["active", "featured", "total", "withImages"]);
      expect(Object.keys(stats.brands).sort()).toEqual(["active", "total"]);
      expect(Object.keys(stats.blog).sort()).toEqual(["published", "total"]);
      expect(Object.keys(stats.supportApps).sort()).toEqual(["mobileApps", "software", "total"]);
      expect(stats.products.total).toBeGreaterThanOrEqual(60);
      expect(stats.supportApps).toEqual({ total: 12, mobileApps: 6, software: 6 });
    });

    it("merges duplicates by folded name and brand into the oldest, in one go; another brand's product of that name stays", async () => {
      const db = ctx.database.db;
      const [oldest] = await db
        .insert(products)
        .values({ ...base, name: "Işıklı Kamera", slug: "dup-1", features: [], specifications: { Lens: "2,8 mm" }, createdAt: new Date("2024-01-01") })
        .returning();
      await db.insert(products).values([
        { ...base, name: "IŞIKLI KAMERA ", slug: "dup-2", description: "Açıklama ikinci kayıttan", features: ["IP67"], specifications: { Lens: "4 mm", IR: "30 m" }, createdAt: new Date("2024-02-01") },
        { ...base, name: "ışıklı kamera", slug: "dup-3", imageUrl: "/images/products/kamera-4mp-dome.svg", createdAt: new Date("2024-03-01") },
      ]);
      const [otherBrand] = await db.insert(products).values({ ...base, brandId: otherBrandId, name: "Işıklı Kamera", slug: "other-brand-1" }).returning();
      const preview = await call("GET", "/api/admin/data-management/clean-duplicates");
      expect(await preview.json()).toEqual({ count: 2, message: "2 yinelenen ürün silinecek; eksik bilgileri aynı ürünün en eski kaydına aktarılacak." });
      expect(await db.select().from(products).where(like(products.slug, "dup-%"))).toHaveLength(3);
      const response = await call("POST", "/api/admin/data-management/clean-duplicates");
      expect(response.status).toBe(200);
      expect((await response.json()).message).toBe("2 yinelenen ürün birleştirilip silindi.");
      const rows = await db.select().from(products).where(like(products.slug, "dup-%"));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        id: oldest!.id,
        description: "Açıklama ikinci kayıttan",
        features: ["IP67"],
        specifications: { Lens: "2,8 mm", IR: "30 m" },
        imageUrl: "/images/products/kamera-4mp-dome.svg",
      });
      expect(await db.select().from(products).where(eq(products.id, otherBrand!.id))).toHaveLength(1);
      expect((await (await call("POST", "/api/admin/data-management/clean-duplicates")).json()).message).toBe("Yinelenen ürün bulunamadı.");
    });

    it("normalises image paths and clears those pointing at missing files", async () => {
      const db = ctx.database.db;
      const [backslash, missing, external] = await db
        .insert(products)
        .values([
          { ...base, name: "Görsel 1", slug: "img-1", imageUrl: "images\\products\\switch-5-port.svg" },
          { ...base, name: "Görsel 2", slug: "img-2", imageUrl: "/images/products/olmayan.png" },
          { ...base, name: "Görsel 3", slug: "img-3", imageUrl: "https://cdn.example/kamera.jpg" },
        ])
        .returning();
      expect((await (await call("GET", "/api/admin/data-management/fix-images")).json()).count).toBe(2);
      expect(await db.select().from(products).where(eq(products.id, missing!.id))).toMatchObject([{ imageUrl: "/images/products/olmayan.png" }]);
      const response = await call("POST", "/api/admin/data-management/fix-images");
      expect((await response.json()).message).toBe("2 ürün görseli düzeltildi.");
      const byId = async (id: number) => (await db.select({ imageUrl: products.imageUrl }).from(products).where(eq(products.id, id)))[0]!.imageUrl;
      expect(await byId(backslash!.id)).toBe("/images/products/switch-5-port.svg");
      expect(await byId(missing!.id)).toBeNull();
      expect(await byId(external!.id)).toBe("https://cdn.example/kamera.jpg");
    });

    it.each([
      ["images\\a\\b.png", "/images/a/b.png"],
      [" /images//x.svg ", "/images/x.svg"],
      ["https://x.example/a.png", "https://x.example/a.png"],
    ])("normalises %s", (input, expected) => {
      expect(normaliseImagePath(input)).toBe(expected);
    });
  });

  describe("SEO analysis", () => {
    it("finds short descriptions, meta problems and duplicate titles, with severities and edit links", async () => {
      const db = ctx.database.db;
      const [short] = await db.insert(products).values({ ...base, name: "Kısa Açıklamalı", slug: "seo-1", description: "Kısa.", imageUrl: "/x.svg" }).returning();
      await db.insert(blogPosts).values([
        { title: "Aynı Başlık", slug: "ayni-1", content: "x", metaDescription: "çok kısa", metaTitle: "A".repeat(70), imageUrl: "/y.svg" },
        { title: "aynı başlık", slug: "ayni-2", content: "x", metaDescription: "m".repeat(140), metaTitle: "Başlık", imageUrl: "/y.svg" },
      ]);
      const analysis = await (await call("GET", "/api/admin/seo/analysis")).json();
      const ids = analysis.issues.map((issue: { id: string }) => issue.id);
      expect(ids).toContain(`product-${short!.id}-description`);
      const duplicate = analysis.issues.filter((issue: { id: string }) => issue.id.endsWith("-duplicate-title"));
      expect(duplicate).toHaveLength(2);
      expect(duplicate[0]).toMatchObject({ severity: "high", type: "blog" });
      expect(analysis.issues.find((issue: { id: string }) => issue.id === `product-${short!.id}-description`)).toMatchObject({
        severity: "medium",
        editUrl: `/n1_admin/products?edit=${short!.id}`,
      });
      expect(analysis.totalIssues).toBe(analysis.highSeverity + analysis.mediumSeverity + analysis.lowSeverity);
    });

    it("reports no issue for the clean demo blog posts' meta descriptions", async () => {
      const analysis = await (await call("GET", "/api/admin/seo/analysis")).json();
      const demoSlugIssues = analysis.issues.filter((issue: { type: string; issue: string }) => issue.type === "blog" && issue.issue.startsWith("Meta açıklama yok"));
      expect(demoSlugIssues).toEqual([]);
    });
  });
});
