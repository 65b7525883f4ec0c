import { count, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { describeEachDatabase } from "#tests/setup/test-database";
import { seededAppOver } from "#tests/support/test-app";

type Brand = { id: number; name: string; updatedAt: string };

describeEachDatabase("admin brands API", (getDatabase) => {
  let app: Awaited<ReturnType<typeof seededAppOver>>;
  const send = (method: string, path: string, body?: unknown) => app.send(method, path, body);
  const request = (target: string) => app.request(target);
  beforeAll(async () => {
    app = await seededAppOver(getDatabase());
  });
  const brandNamed = async (name: string) => (await getDatabase().db.select().from(brands).where(eq(brands.name, name)))[0]!;
  const productsOf = (brandId: number) => getDatabase().db.select().from(products).where(eq(products.brandId, brandId)).orderBy(products.id);

  it("creates a brand and refuses a second one with the same folded name", async () => {
    const created = await send("POST", "/api/admin/brands", { name: "Işıktek", description: "Aydınlatmalı kameralar" });
    expect(created.status).toBe(201);
    const duplicate = await send("POST", "/api/admin/brands", { name: "ISIKTEK" });
    expect(duplicate.status).toBe(409);
    // Another name with the same slug (found by sqlmap as a 500 on the unique slug index).
    const sameSlug = await send("POST", "/api/admin/brands", { name: "Işıktek (()" });
    expect(sameSlug.status).toBe(409);
    expect((await sameSlug.json()).message).toContain("çok benzeyen");
  });

  it("refuses to delete a brand in use, saying how many products (passive ones too) refer to it", async () => {
    const brand = await brandNamed("Optivizyon");
    const used = await productsOf(brand.id);
    await getDatabase().db.update(products).set({ isActive: false }).where(eq(products.id, used[0]!.id));
    const response = await send("DELETE", `/api/admin/brands/${brand.id}`);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain(`${used.length} üründe kullanılıyor`);
    expect(await getDatabase().db.select().from(brands).where(eq(brands.id, brand.id))).toHaveLength(1);
    await getDatabase().db.update(products).set({ isActive: true }).where(eq(products.id, used[0]!.id));
  });

  it("refuses, in the database too, to delete a brand that products refer to", async () => {
    const brand = await brandNamed("Optivizyon");
    await expect(getDatabase().db.delete(brands).where(eq(brands.id, brand.id))).rejects.toThrow();
    expect((await productsOf(brand.id)).length).toBeGreaterThan(0);
  });

  it("renames a brand without writing its products: they keep their key and updatedAt, answers and search show the new name", async () => {
    const brand = await brandNamed("Kaydera");
    const before = await productsOf(brand.id);
    expect(before.length).toBeGreaterThan(0);
    const response = await send("PUT", `/api/admin/brands/${brand.id}`, { name: "Kaydera Pro", updatedAt: brand.updatedAt.toISOString() });
    expect(response.status).toBe(200);

    const after = await productsOf(brand.id);
    expect(after.map((row) => [row.id, row.brandId, row.updatedAt.getTime()])).toEqual(before.map((row) => [row.id, row.brandId, row.updatedAt.getTime()]));
    expect(after.every((row) => row.searchText.includes("kaydera pro"))).toBe(true);
    const listed = async (query: string) => ((await (await request(`/api/products?${query}`)).json()) as { id: number; brand: string }[]).filter((item) => before.some((row) => row.id === item.id));
    const active = before.filter((row) => row.isActive).map((row) => row.id);
    expect((await listed("brand=kaydera%20pro")).map((item) => item.id)).toEqual(active);
    expect((await listed("brand=Kaydera")).map((item) => item.id)).toEqual([]);
    expect((await listed("q=kaydera%20pro")).map((item) => item.brand)).toEqual(active.map(() => "Kaydera Pro"));
    const stale = await send("PUT", `/api/admin/brands/${brand.id}`, { name: "Eski", updatedAt: brand.updatedAt.toISOString() });
    expect(stale.status).toBe(409);
  });

  it("deletes an unused brand", async () => {
    const list = (await (await send("GET", "/api/admin/brands")).json()) as Brand[];
    const unused = list.find((brand) => brand.name === "Işıktek")!;
    expect((await send("DELETE", `/api/admin/brands/${unused.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/brands/${unused.id}`)).status).toBe(404);
    expect((await getDatabase().db.select({ total: count() }).from(brands).where(eq(brands.id, unused.id)))[0]!.total).toBe(0);
  });
});
