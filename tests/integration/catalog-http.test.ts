import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#app/db/schema/catalog";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_ORIGIN } from "#tests/support/test-app";

let database: TestDatabase;
let request: Awaited<ReturnType<typeof createAppOver>>["request"];
let activeCount: number;
let passiveId: number;
let featuredActiveCount: number;

beforeAll(async () => {
  database = await createTestDatabase("pglite");
  await seedDemoContent(database.db);
  ({ request } = await createAppOver(database));
  const all = await database.db.select({ id: products.id, isActive: products.isActive, isFeatured: products.isFeatured }).from(products).orderBy(asc(products.id));
  activeCount = all.filter((row) => row.isActive).length;
  passiveId = all.find((row) => !row.isActive)!.id;
  featuredActiveCount = all.filter((row) => row.isActive && row.isFeatured).length;
});

afterAll(async () => {
  await database.dispose();
});

const json = async (target: string) => {
  const response = await request(target);
  return { response, body: (await response.json()) as unknown };
};

describe("GET /api/products", () => {
  it("without page: a plain array of active products with X-Total-Count", async () => {
    const { response, body } = await json("/api/products");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(Array.isArray(body)).toBe(true);
    const items = body as { id: number; isActive?: boolean; searchText?: string }[];
    expect(items).toHaveLength(activeCount);
    expect(response.headers.get("x-total-count")).toBe(String(activeCount));
    expect(items.some((item) => item.id === passiveId)).toBe(false);
    expect(items[0]).not.toHaveProperty("searchText");
  });

  it("caps the plain array at limit while X-Total-Count keeps the total", async () => {
    const { response, body } = await json("/api/products?limit=5");
    expect(body).toHaveLength(5);
    expect(response.headers.get("x-total-count")).toBe(String(activeCount));
  });

  it("pages with {items,total,page,pageSize}", async () => {
    const first = (await json("/api/products?page=1")).body as { items: { id: number }[]; total: number; page: number; pageSize: number };
    expect(first).toMatchObject({ total: activeCount, page: 1, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    const second = (await json("/api/products?page=2&limit=10")).body as { items: { id: number }[]; pageSize: number };
    expect(second.pageSize).toBe(10);
    expect(second.items[0]!.id).toBeGreaterThan(first.items[9]!.id);
    const beyond = (await json("/api/products?page=999")).body as { items: unknown[]; total: number };
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(activeCount);
  });

  it("filters: featured, category slug, subcategory slug, brand in any case and folded search", async () => {
    const featured = (await json("/api/products?featured=true")).body as { isFeatured: boolean }[];
    expect(featured).toHaveLength(featuredActiveCount);
    expect(featured.every((item) => item.isFeatured)).toBe(true);

    const cctv = (await json("/api/products?category=cctv-guvenlik-cozumleri")).body as { category: string }[];
    expect(cctv.length).toBeGreaterThan(0);
    expect(new Set(cctv.map((item) => item.category))).toEqual(new Set(["CCTV & Güvenlik Çözümleri"]));

    const dvr = (await json("/api/products?category=cctv-guvenlik-cozumleri&subcategory=dvr-xvr-kayit-cihazlari")).body as { subcategory: string }[];
    expect(dvr.length).toBeGreaterThan(0);
    expect(dvr.every((item) => item.subcategory === "DVR/XVR Kayıt Cihazları")).toBe(true);

    const lower = (await json("/api/products?brand=optivizyon")).body as { brand: string }[];
    const upper = (await json("/api/products?brand=OPTIVIZYON")).body as { brand: string }[];
    expect(lower.length).toBeGreaterThan(0);
    expect(upper).toEqual(lower);

    const kamera = (await json("/api/products?q=kamera")).body as unknown[];
    const KAMERA = (await json("/api/products?q=KAMERA")).body as unknown[];
    expect(kamera.length).toBeGreaterThan(0);
    expect(KAMERA).toEqual(kamera);
    expect((await json("/api/products?q=olmayan-bir-sey-xyz")).body).toEqual([]);
  });

  it.each([
    ["/api/products?page=0", "page"],
    ["/api/products?page=abc", "page"],
    ["/api/products?page=1.5", "page"],
    ["/api/products?limit=101", "limit"],
    ["/api/products?limit=-1", "limit"],
    ["/api/products?featured=evet", "featured"],
    ["/api/products?brand=a&brand=b", "brand"],
    ["/api/products?sort=price", "sort"],
    [`/api/products?q=${"a".repeat(101)}`, "q"],
  ])("%s answers 400 naming %s", async (target, field) => {
    const { response, body } = await json(target);
    expect(response.status).toBe(400);
    expect(body).toMatchObject({ message: expect.any(String), fieldErrors: { [field]: expect.any(Array) } });
  });
});

describe("GET /api/products/{id}", () => {
  it("answers one active product", async () => {
    const [row] = await database.db.select({ id: products.id, name: products.name }).from(products).where(and(eq(products.isActive, true))).limit(1);
    const { response, body } = await json(`/api/products/${row!.id}`);
    expect(response.status).toBe(200);
    expect(body).toMatchObject({ id: row!.id, name: row!.name, features: expect.any(Array), specifications: expect.any(Object) });
  });

  it.each(["abc", "1.5", "-1", "0", "99999999999"])("answers 400 for the id %s", async (id) => {
    const { response, body } = await json(`/api/products/${id}`);
    expect(response.status).toBe(400);
    expect(body).toEqual({ message: "Ürün numarası pozitif bir tam sayı olmalıdır." });
  });

  it("answers 404 for a missing or passive product", async () => {
    for (const id of [999999, passiveId]) {
      const { response, body } = await json(`/api/products/${id}`);
      expect(response.status).toBe(404);
      expect(body).toEqual({ message: "Ürün bulunamadı." });
    }
  });
});

describe("GET /api/brands", () => {
  it("lists active brands by Turkish name order with the public fields", async () => {
    const { response, body } = await json("/api/brands");
    expect(response.status).toBe(200);
    const brands = body as { id: number; name: string; logoUrl: string | null; description: string | null }[];
    expect(brands.length).toBeGreaterThan(0);
    expect(Object.keys(brands[0]!).sort()).toEqual(["description", "id", "logoUrl", "name"]);
    expect(brands.map((brand) => brand.name)).toEqual([...brands.map((brand) => brand.name)].sort((a, b) => a.localeCompare(b, "tr")));
  });
});

describe("catalogue pages", () => {
  const html = async (target: string) => {
    const response = await request(target);
    return { status: response.status, text: (await response.text()).replace(/<!-- -->/g, "") };
  };

  it("render filters, count and cards on the server for a filter combination", async () => {
    const { status, text } = await html("/urunler?category=cctv-guvenlik-cozumleri&subcategory=ip-kameralar&brand=optivizyon");
    expect(status).toBe(200);
    expect(text).toMatch(/\d+ ürün bulundu/);
    expect(text).toContain("Kategori: CCTV &amp; Güvenlik Çözümleri");
    expect(text).toContain("Alt kategori: IP Kameralar");
    expect(text).toContain('aria-current="true"');
    expect(text).toContain("Detayları Görüntüle");
    expect(text).toContain('"@type":"BreadcrumbList"');
  });

  it("renders the empty state with its exact texts", async () => {
    const { text } = await html("/urunler?q=olmayan-bir-sey-xyz");
    expect(text).toContain("0 ürün bulundu");
    expect(text).toContain("Ürün Bulunamadı");
    expect(text).toContain("Seçilen filtrelere uygun ürün bulunamadı. Filtreleri değiştirmeyi deneyin.");
  });

  it("paginates 24 a page with real links, and ignores a malformed page", async () => {
    const first = await html("/urunler");
    expect(first.text.match(/Detayları Görüntüle/g)).toHaveLength(24);
    expect(first.text).toContain('href="/urunler?page=2"');
    const last = await html(`/urunler?page=${Math.ceil(activeCount / 24)}`);
    expect(last.text.match(/Detayları Görüntüle/g)).toHaveLength(activeCount % 24 || 24);
    expect((await html("/urunler?page=abc")).status).toBe(200);
  });

  it("a page past the last one (issue 27): no 'N ürün bulundu' over an empty grid, but a 404 empty state linking to the first and last pages", async () => {
    const pages = Math.ceil(activeCount / 24);
    const { status, text } = await html("/urunler?page=999");
    expect(status).toBe(404);
    expect(text).not.toContain("ürün bulundu");
    expect(text).not.toContain("Detayları Görüntüle");
    expect(text).toContain("Bu sayfada ürün yok");
    expect(text).toContain(`${activeCount} ürün ${pages} sayfada listeleniyor; 999. sayfa yok.`);
    expect(text).toMatch(/href="\/urunler"[^>]*>İlk sayfaya dön</);
    expect(text).toContain(`href="/urunler?page=${pages}"`);
    expect(text).toContain('<meta name="robots" content="noindex, follow"/>');
    // The filters stay: past the last page of a category, back to its first page.
    const category = await html("/urunler?category=guc-kaynaklari&page=50");
    expect(category.status).toBe(404);
    expect(category.text).toMatch(/href="\/urunler\?category=guc-kaynaklari"[^>]*>İlk sayfaya dön</);
  });

  it("renders the product page with JSON-LD, WhatsApp and share links", async () => {
    const [row] = await database.db.select({ id: products.id, name: products.name }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id)).limit(1);
    const { status, text } = await html(`/urun/${row!.id}`);
    expect(status).toBe(200);
    expect(text).toContain('"@type":"Product"');
    expect(text).toContain('"@type":"BreadcrumbList"');
    expect(text).toContain(`"publisher":{"@id":"${TEST_ORIGIN}/#isletme"}`);
    expect(text).toContain("Ürün Hakkında Operatör Yardımı Alın");
    expect(text).toContain("https://wa.me/905320000000?text=");
    expect(text).toContain("https://www.facebook.com/sharer/sharer.php?u=");
    expect(text).toContain("Benzer Ürünler");
  });

  it("shows the category's other products as related ones, and stops showing one made passive on the next render", async () => {
    const active = await database.db
      .select({ id: products.id, categorySlug: products.categorySlug })
      .from(products)
      .where(eq(products.isActive, true))
      .orderBy(asc(products.id));
    const inCategory = active.filter((row) => row.categorySlug === active[0]!.categorySlug);
    expect(inCategory.length).toBeGreaterThan(5);
    const [shown, ...others] = inCategory;
    const relatedIds = async () => [...(await html(`/urun/${shown!.id}`)).text.matchAll(/href="\/urun\/(\d+)"/g)].map((match) => Number(match[1]));
    expect(new Set(await relatedIds())).toEqual(new Set(others.slice(0, 4).map((row) => row.id)));

    const madePassive = others[1]!.id;
    await database.db.update(products).set({ isActive: false }).where(eq(products.id, madePassive));
    try {
      // On PostgreSQL the purge arrives by NOTIFY a moment later.
      await expect.poll(async () => new Set(await relatedIds())).toEqual(new Set([others[0]!.id, ...others.slice(2, 5).map((row) => row.id)]));
    } finally {
      await database.db.update(products).set({ isActive: true }).where(eq(products.id, madePassive));
    }
  });

  it("describes the business with one @id on the home page", async () => {
    const { text } = await html("/");
    expect(text).toContain(`"@type":"LocalBusiness","@id":"${TEST_ORIGIN}/#isletme"`);
    expect(text.match(/Stokta/g)?.length).toBe(Math.min(featuredActiveCount, 12));
  });
});
