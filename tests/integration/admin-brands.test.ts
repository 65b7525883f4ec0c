import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { createTestApp, jsonSender, signIn } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
});

const send = (method: string, path: string, body?: unknown) => jsonSender(ctx.request, () => cookie)(method, path, body);

type Brand = { id: number; name: string; updatedAt: string };

describe("admin brands API", () => {
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

  it("refuses to delete a brand in use, saying how many products use it", async () => {
    const [brand] = await ctx.database.db.select().from(brands).where(eq(brands.name, "Optivizyon"));
    const used = (await ctx.database.db.select().from(products).where(eq(products.brand, "Optivizyon"))).length;
    const response = await send("DELETE", `/api/admin/brands/${brand!.id}`);
    expect(response.status).toBe(409);
    expect(((await response.json()) as { message: string }).message).toContain(`${used} üründe kullanılıyor`);
    expect(await ctx.database.db.select().from(brands).where(eq(brands.id, brand!.id))).toHaveLength(1);
  });

  it("renames the brand on its products in the same transaction, and refuses a stale edit", async () => {
    const [brand] = await ctx.database.db.select().from(brands).where(eq(brands.name, "Kaydera"));
    const before = (await ctx.database.db.select().from(products).where(eq(products.brand, "Kaydera"))).length;
    const response = await send("PUT", `/api/admin/brands/${brand!.id}`, { name: "Kaydera Pro", updatedAt: brand!.updatedAt.toISOString() });
    expect(response.status).toBe(200);
    const renamed = await ctx.database.db.select().from(products).where(eq(products.brand, "Kaydera Pro"));
    expect(renamed).toHaveLength(before);
    expect(renamed.every((row) => row.searchText.includes("kaydera pro"))).toBe(true);
    const stale = await send("PUT", `/api/admin/brands/${brand!.id}`, { name: "Eski", updatedAt: brand!.updatedAt.toISOString() });
    expect(stale.status).toBe(409);
  });

  it("deletes an unused brand", async () => {
    const list = (await (await send("GET", "/api/admin/brands")).json()) as Brand[];
    const unused = list.find((brand) => brand.name === "Işıktek")!;
    expect((await send("DELETE", `/api/admin/brands/${unused.id}`)).status).toBe(204);
    expect((await send("DELETE", `/api/admin/brands/${unused.id}`)).status).toBe(404);
  });
});
