import { and, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { auditLog } from "#app/db/schema/site";
import { describeSignedIn } from "#tests/support/test-app";

const newProduct = {
  name: "8 MP Bullet IP Kamera, 4 mm",
  description: "Dış mekân için 8 MP bullet kamera.",
  category: "cctv-guvenlik-cozumleri",
  subcategory: "ip-kameralar",
  brand: "optivizyon",
  features: ["IP67", "", "Gece görüşü 40 m"],
  specifications: { Çözünürlük: "3840 × 2160" },
  documents: [{ kind: "datasheet", title: "Teknik şartname", url: "/dokumanlar/8mp.pdf" }],
  isActive: false,
  isFeatured: true,
};

describeSignedIn("admin products API", (ctx) => {
  const { send } = ctx;

  let created: { id: number; slug: string; updatedAt: string };

  it("lists every product, passive ones included", async () => {
    const response = await send("GET", "/api/admin/products");
    expect(response.status).toBe(200);
    const list = (await response.json()) as { isActive: boolean }[];
    expect(list.some((product) => !product.isActive)).toBe(true);
  });

  it("creates a product with normalised category, brand and features, and audits it", async () => {
    const response = await send("POST", "/api/admin/products", newProduct);
    expect(response.status).toBe(201);
    created = await response.json();
    // The answer names the category and the brand; the row refers to them by key.
    expect(created).toMatchObject({
      category: "CCTV & Güvenlik Çözümleri",
      subcategory: "IP Kameralar",
      brand: "Optivizyon",
      features: ["IP67", "Gece görüşü 40 m"],
      specifications: { Çözünürlük: "3840 × 2160" },
      isActive: false,
      isFeatured: true,
      slug: "optivizyon-8-mp-bullet-ip-kamera-4-mm",
    });
    const [row] = await ctx.database.db.select().from(products).where(eq(products.id, created.id));
    const [brand] = await ctx.database.db.select().from(brands).where(eq(brands.name, "Optivizyon"));
    expect(row).toMatchObject({ categorySlug: "cctv-guvenlik-cozumleri", brandId: brand!.id });
    expect(row!.searchText).toContain("8 mp bullet ip kamera");
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "product"), eq(auditLog.entityId, String(created.id))));
    expect(audit.map((entry) => entry.action)).toEqual(["create"]);
  });

  it("gives a second product with the same name a distinct slug", async () => {
    const response = await send("POST", "/api/admin/products", newProduct);
    expect(((await response.json()) as { slug: string }).slug).toBe("optivizyon-8-mp-bullet-ip-kamera-4-mm-2");
  });

  it.each([
    [{ ...newProduct, name: "" }, "name"],
    [{ ...newProduct, brand: "Olmayan Marka" }, "brand"],
    [{ ...newProduct, category: "Bilinmeyen" }, "category"],
  ])("answers 400 with field errors for %#", async (body, field) => {
    const response = await send("POST", "/api/admin/products", body);
    expect(response.status).toBe(400);
    const payload = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(payload.fieldErrors[field]?.length).toBeGreaterThan(0);
  });

  it("edits with the loaded updatedAt, and refuses a stale edit with 409", async () => {
    const edit = await send("PUT", `/api/admin/products/${created.id}`, { ...newProduct, name: "8 MP Bullet Kamera", updatedAt: created.updatedAt });
    expect(edit.status).toBe(200);
    const edited = (await edit.json()) as { name: string; updatedAt: string };
    expect(edited.name).toBe("8 MP Bullet Kamera");

    const stale = await send("PUT", `/api/admin/products/${created.id}`, { ...newProduct, name: "Eski sürüm", updatedAt: created.updatedAt });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { message: string }).message).toMatch(/başka biri tarafından değiştirildi/);
    const [row] = await ctx.database.db.select({ name: products.name }).from(products).where(eq(products.id, created.id));
    expect(row!.name).toBe("8 MP Bullet Kamera");
  });

  it("answers 400 for a non-integer id and 404 for a missing one", async () => {
    expect((await send("GET", "/api/admin/products/abc")).status).toBe(400);
    expect((await send("GET", "/api/admin/products/999999")).status).toBe(404);
    expect((await send("PUT", "/api/admin/products/999999", { ...newProduct, updatedAt: new Date().toISOString() })).status).toBe(404);
  });

  it("deletes, then answers 404", async () => {
    expect((await send("DELETE", `/api/admin/products/${created.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/products/${created.id}`)).status).toBe(404);
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "delete"), eq(auditLog.entityId, String(created.id))));
    expect(entry?.username).toBe("yonetici");
  });
});
