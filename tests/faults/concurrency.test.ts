import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { users } from "#app/db/schema/auth";
import { brands, products } from "#app/db/schema/catalog";
import { newsletterSubscribers } from "#app/db/schema/contact";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { hashPassword } from "#app/features/auth/password.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { ADMIN, createAppOver, jsonSender, signIn, TEST_ORIGIN } from "#tests/support/test-app";

describeEachDatabase("concurrent writes", (database) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let cookie: string;
  beforeAll(async () => {
    await seedDemoContent(database().db);
    await database().db.insert(users).values({ username: ADMIN.username, passwordHash: await hashPassword(ADMIN.password) });
    ({ request } = await createAppOver(database(), { TRUST_PROXY: "1" }));
    cookie = await signIn(request);
  });

  it("50 parallel edits of one product with the same updatedAt: exactly one succeeds, 49 get 409", async () => {
    const send = jsonSender(request, () => cookie);
    const [product] = await database()
      .db.select({ id: products.id, brand: brands.name, updatedAt: products.updatedAt })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .limit(1);
    const edit = { description: "Aynı anda düzenlenen ürün.", category: "cctv-guvenlik-cozumleri", brand: product!.brand, updatedAt: product!.updatedAt.toISOString() };
    const statuses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => send("PUT", `/api/admin/products/${product!.id}`, { ...edit, name: `Eşzamanlı düzenleme ${index}` }).then((r) => r.status)),
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [saved] = await database().db.select({ name: products.name }).from(products).where(eq(products.id, product!.id));
    expect(saved!.name).toMatch(/^Eşzamanlı düzenleme \d+$/);
  });

  it("20 identical newsletter sign-ups at once: one row, no 500", async () => {
    const email = "ayni.kisi@ornek.example";
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        request("/api/newsletter", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${index + 1}`, origin: TEST_ORIGIN },
          body: JSON.stringify({ email }),
        }).then((r) => r.status),
      ),
    );
    expect(statuses).toEqual(Array(20).fill(200));
    expect(await database().db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
  });
});
