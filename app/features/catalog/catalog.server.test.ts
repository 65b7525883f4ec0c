import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { foldSql } from "#app/db/fold";
import { brands, products } from "#app/db/schema/catalog";
import { productSearchText } from "#app/domain/catalog-matching";
import { foldTr, slugify } from "#app/lib/turkish";
import { describeEachDatabase } from "#tests/setup/test-database";
import { getActiveProduct, listProductCards, listPublicProducts, listRelatedProducts, taxonomyCountKey } from "./catalog.server";

const brandNames = ["Optivizyon", "Işıkçı", "Alevgard", "Dalgalink"];
const rows = [
  { name: "IP Dome KAMERA", brand: "Optivizyon", categorySlug: "cctv-guvenlik-cozumleri", subcategory: "IP Kameralar", description: "İç mekân" },
  { name: "Bullet Kamera", brand: "Optivizyon", categorySlug: "cctv-guvenlik-cozumleri", subcategory: "ip kameralar", description: null },
  { name: "Gizli kamera", brand: "Işıkçı", categorySlug: "cctv-guvenlik-cozumleri", subcategory: "DVR/XVR Kayıt Cihazları", description: "kamera" },
  { name: "Pasif Kamera", brand: "Optivizyon", categorySlug: "cctv-guvenlik-cozumleri", subcategory: "IP Kameralar", description: null, isActive: false },
  { name: "Yangın Paneli", brand: "Alevgard", categorySlug: "yangin-algilama-ve-ihbar-sistemleri", subcategory: "Kontrol Panelleri", description: "Adresli", isFeatured: true },
  { name: "Switch 24 port", brand: "Dalgalink", categorySlug: "network-urun-gruplari", subcategory: null, description: "100%_hız" },
];

describeEachDatabase("catalogue queries", (getDatabase) => {
  const ids: number[] = [];
  beforeAll(async () => {
    const seededBrands = await getDatabase()
      .db.insert(brands)
      .values(brandNames.map((name) => ({ name, slug: slugify(name) })))
      .returning({ id: brands.id, name: brands.name });
    const brandIds = new Map(seededBrands.map((brand) => [brand.name, brand.id]));
    const inserted = await getDatabase()
      .db.insert(products)
      .values(rows.map(({ brand, ...row }, index) => ({ ...row, brandId: brandIds.get(brand)!, slug: `${slugify(row.name)}-${index}`, features: [] })))
      .returning({ id: products.id });
    ids.push(...inserted.map((row) => row.id));
  });

  it("counts a broad search only up to its cap, and says so; under the cap the count is exact", async () => {
    const db = getDatabase().db;
    const capped = await listProductCards(db, { q: "kamera", limit: 1, offset: 0, countCap: 2 });
    expect(capped).toMatchObject({ total: 3, totalCapped: true });
    expect(capped.items).toHaveLength(1);
    expect(await listProductCards(db, { q: "kamera", limit: 24, offset: 0, countCap: 3 })).toMatchObject({ total: 3, totalCapped: false });
    expect(await listProductCards(db, { q: "kamera", limit: 24, offset: 0 })).toMatchObject({ total: 3, totalCapped: false });
  });

  it("folds in SQL exactly as foldTr does, accents of other languages included", async () => {
    const samples = ["İSTANBUL", "IŞIK", "ışık", "Çağrı ÖĞÜT", "ŞİŞLİ", "Kâğıt", "CCTV & Güvenlik Çözümleri", "KAMERA", "Café Ñandú", "ÉCLAIR"];
    for (const sample of samples) {
      const result = await getDatabase().db.execute(sql`select ${foldSql(sql.raw(`'${sample}'`) as never)} as folded`);
      expect((result.rows[0] as { folded: string }).folded, sample).toBe(foldTr(sample));
    }
  });

  it("computes every product's search text in the database with its brand's name, as productSearchText states it", async () => {
    const stored = await getDatabase()
      .db.select({ name: products.name, brand: brands.name, description: products.description, searchText: products.searchText })
      .from(products)
      .innerJoin(brands, sql`${brands.id} = ${products.brandId}`);
    expect(stored).toHaveLength(rows.length);
    for (const row of stored) expect(row.searchText, row.name).toBe(productSearchText(row));
  });

  it("ignores a search text the app writes: the database computes it", async () => {
    const [row] = await getDatabase().db.update(products).set({ searchText: "uydurma" }).where(sql`${products.id} = ${ids[5]!}`).returning();
    expect(row!.searchText).toBe("switch 24 port dalgalink 100%_hiz");
  });

  it("recomputes the search text when a product changes", async () => {
    const [row] = await getDatabase().db.update(products).set({ description: "Gece GÖRÜŞ" }).where(sql`${products.id} = ${ids[1]!}`).returning();
    expect(row!.searchText).toBe("bullet kamera optivizyon gece gorus");
    await getDatabase().db.update(products).set({ description: null }).where(sql`${products.id} = ${ids[1]!}`);
  });

  const names = async (filters: Parameters<typeof listProductCards>[1]) =>
    (await listProductCards(getDatabase().db, filters)).items.map((item) => item.name);
  const all = { limit: 50, offset: 0 };

  it("filters by category slug against every spelling, active products only", async () => {
    expect(await names({ ...all, category: "cctv-guvenlik-cozumleri" })).toEqual(["IP Dome KAMERA", "Bullet Kamera", "Gizli kamera"]);
    expect(await names({ ...all, category: "yangin-algilama-ve-ihbar-sistemleri" })).toEqual(["Yangın Paneli"]);
    expect(await names({ ...all, category: "bilinmeyen" })).toEqual([]);
  });

  it("filters by subcategory slug or folded name, and by brand regardless of case", async () => {
    expect(await names({ ...all, subcategory: "ip-kameralar" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
    expect(await names({ ...all, subcategory: "dvr-xvr-kayit-cihazlari" })).toEqual(["Gizli kamera"]);
    expect(await names({ ...all, subcategory: "IP KAMERALAR" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
    expect(await names({ ...all, brand: "optivizyon" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
    expect(await names({ ...all, brand: "IŞIKÇI" })).toEqual(["Gizli kamera"]);
    expect(await listProductCards(getDatabase().db, { ...all, brand: "Olmayan Marka" })).toMatchObject({ items: [], total: 0 });
  });

  it("searches folded name, brand and description, escaping wildcards", async () => {
    expect(await names({ ...all, q: "kamera" })).toEqual(["IP Dome KAMERA", "Bullet Kamera", "Gizli kamera"]);
    expect(await names({ ...all, q: "KAMERA", brand: "Optivizyon" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
    expect(await names({ ...all, q: "iç mekan" })).toEqual(["IP Dome KAMERA"]);
    expect(await names({ ...all, q: "100%_" })).toEqual(["Switch 24 port"]);
    expect(await names({ ...all, q: "1%0" })).toEqual([]);
  });

  it("pages with a total that ignores paging", async () => {
    const { items, total } = await listPublicProducts(getDatabase().db, { limit: 2, offset: 2 });
    expect(total).toBe(5);
    expect(items.map((item) => item.name)).toEqual(["Gizli kamera", "Yangın Paneli"]);
    expect((await listPublicProducts(getDatabase().db, { limit: 10, offset: 0, featured: true })).items).toHaveLength(1);
  });

  it("hides passive products from detail and related lists", async () => {
    expect(await getActiveProduct(getDatabase().db, { id: ids[3]! })).toBeUndefined();
    expect((await getActiveProduct(getDatabase().db, { id: ids[0]! }))?.name).toBe("IP Dome KAMERA");
    const related = await listRelatedProducts(getDatabase().db, { id: ids[0]!, category: "CCTV & Güvenlik Çözümleri" });
    expect(related.map((item) => item.name)).toEqual(["Bullet Kamera", "Gizli kamera"]);
  });

  it("takes related products from the category's first ones, which keepFirst may keep: one read per category and count", async () => {
    const kept = new Map<string, Promise<unknown>>();
    const reads: string[] = [];
    const keepFirst = <T>(categorySlug: string, count: number, read: () => Promise<T>) => {
      const key = `${categorySlug}:${count}`;
      if (!kept.has(key)) {
        reads.push(key);
        kept.set(key, read());
      }
      return kept.get(key) as Promise<T>;
    };
    const related = async (id: number, limit: number) =>
      (await listRelatedProducts(getDatabase().db, { id, category: "cctv-guvenlik-cozumleri", limit, keepFirst })).map((item) => item.name);
    expect(await related(ids[0]!, 1)).toEqual(["Bullet Kamera"]);
    expect(await related(ids[1]!, 1)).toEqual(["IP Dome KAMERA"]);
    expect(await related(ids[2]!, 1)).toEqual(["IP Dome KAMERA"]);
    expect(reads).toEqual(["cctv-guvenlik-cozumleri:2"]);
    expect(await related(ids[2]!, 2)).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
    expect(await related(ids[0]!, 2)).toEqual(["Bullet Kamera", "Gizli kamera"]);
    expect(reads).toEqual(["cctv-guvenlik-cozumleri:2", "cctv-guvenlik-cozumleri:3"]);
  });
});

describe("taxonomyCountKey", () => {
  it("names one count per taxonomy filter, whatever the category's spelling", () => {
    expect(taxonomyCountKey({})).toBe("product-count::");
    expect(taxonomyCountKey({ category: "cctv-guvenlik-cozumleri" })).toBe("product-count:cctv-guvenlik-cozumleri:");
    expect(taxonomyCountKey({ category: "CCTV & Güvenlik Çözümleri" })).toBe("product-count:cctv-guvenlik-cozumleri:");
    expect(taxonomyCountKey({ category: "cctv-guvenlik-cozumleri", subcategory: "ip-kameralar" })).toBe("product-count:cctv-guvenlik-cozumleri:ip-kameralar");
  });

  it("keeps nothing for a brand, a search or a value outside the taxonomy, so the keys stay few", () => {
    expect(taxonomyCountKey({ category: "cctv-guvenlik-cozumleri", brand: "Optivizyon" })).toBeNull();
    expect(taxonomyCountKey({ q: "kamera" })).toBeNull();
    expect(taxonomyCountKey({ featured: true })).toBeNull();
    expect(taxonomyCountKey({ category: "uydurma-kategori-123" })).toBeNull();
    expect(taxonomyCountKey({ category: "cctv-guvenlik-cozumleri", subcategory: "uydurma-alt-kategori" })).toBeNull();
  });
});
