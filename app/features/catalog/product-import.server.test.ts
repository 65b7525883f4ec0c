import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { products } from "#app/db/schema/catalog";
import { describeEachDatabase } from "#tests/setup/test-database";
import { findNewProducts, insertImportedProducts, matchExistingProducts } from "./product-import.server";

const candidate = (name: string, supplierSku: string | null) => ({
  name,
  brand: "Optivizyon",
  category: "CCTV & Güvenlik Çözümleri",
  subcategory: null,
  description: null,
  imageUrl: null,
  features: [],
  specifications: [],
  supplierSku,
  isActive: false,
  isFeatured: false,
});

describeEachDatabase("matching imported products", (getDatabase) => {
  it("stores the supplier SKU and matches a re-import by SKU first, then by folded name + brand", async () => {
    const { db } = getDatabase();
    const first = await insertImportedProducts(db, [candidate("Dome Kamera D1", "SKU-1"), candidate("Bullet Kamera B1", null)], { actor: null, source: "test" });
    expect(first).toEqual({ insertedCount: 2, errors: [] });
    const [stored] = await db.select({ supplierSku: products.supplierSku }).from(products).where(eq(products.name, "Dome Kamera D1"));
    expect(stored!.supplierSku).toBe("SKU-1");

    // The supplier renamed the first product (same SKU), and lists the second again without a SKU.
    const next = [candidate("Dome Kamera D1 (Yeni Seri)", "SKU-1"), candidate("BULLET kamera b1", "SKU-2"), candidate("Yeni Ürün N1", "SKU-3"), candidate("Yeni Ürün N1 kopyası", "SKU-3")];
    expect(await matchExistingProducts(db, next)).toEqual(["sku", "name", null, "sku"]);
    expect((await findNewProducts(db, next)).map((entry) => entry.name)).toEqual(["Yeni Ürün N1"]);
    // The insert checks again inside its transaction, so a stale plan cannot insert a duplicate.
    expect(await insertImportedProducts(db, next, { actor: null, source: "test" })).toEqual({ insertedCount: 1, errors: [] });
    expect(await db.select().from(products).where(eq(products.supplierSku, "SKU-3"))).toHaveLength(1);
  });
});
