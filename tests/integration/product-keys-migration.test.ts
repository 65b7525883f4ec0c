import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "#app/db/client.server";
import { brands, products } from "#app/db/schema/catalog";
import { auditLog } from "#app/db/schema/site";
import { productSearchText } from "#app/domain/catalog-matching";
import { listActiveBrands } from "#app/features/brands/brands.server";
import { listProductCards } from "#app/features/catalog/catalog.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "#tests/setup/test-database";
import { createAppOver } from "#tests/support/test-app";

/*
 * Migration 0014 (ADR 033) on a database as it is today: products that name their brand and
 * category by text, in every spelling the old rules accepted. Migrated, nothing is refused, every
 * product has its keys, and the catalogue's filters find what they found before.
 */

const MIGRATION_TAG = "products_refer_to_brand_and_category_keys";
const CCTV = "cctv-guvenlik-cozumleri";

/** A copy of drizzle/ holding only the migrations before ours: the database "as it is today". */
function migrationsBeforeOurs(): { folder: string; remove: () => void } {
  const journal = JSON.parse(readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
  const ours = journal.entries.findIndex((entry) => entry.tag.endsWith(MIGRATION_TAG));
  expect(ours, "migration 0014 is in the journal").toBeGreaterThan(0);
  const folder = mkdtempSync(path.join(os.tmpdir(), "migrations-before-0014-"));
  mkdirSync(path.join(folder, "meta"));
  const entries = journal.entries.slice(0, ours);
  for (const entry of entries) cpSync(path.join("drizzle", `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

async function migrateUpTo(database: TestDatabase, migrationsFolder: string) {
  if (database.kind === "pglite") await migratePglite(database.db as never, { migrationsFolder });
  else await migrateNodePg(database.db as never, { migrationsFolder });
}

const BRANDS_TODAY = [
  { name: "Optivizyon", slug: "optivizyon", active: true },
  { name: "Işıkçı", slug: "isikci", active: true },
  { name: "Alevgard", slug: "alevgard", active: true },
  { name: "Dalgalink", slug: "dalgalink", active: true },
  { name: "Ağ Kale", slug: "ag-kale", active: true },
];

/**
 * Products as today's columns hold them: brand and category as text, spelt as writers left them;
 * `becomes` is the brand and category key each must have after the migration.
 */
const PRODUCTS_TODAY = [
  { name: "IP Dome KAMERA", brand: "Optivizyon", category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar", description: "İç mekân", becomes: ["Optivizyon", CCTV] },
  { name: "Bullet Kamera", brand: "OPTIVIZYON", category: "CCTV & Guvenlik Cozumleri", subcategory: "ip kameralar", description: null, becomes: ["Optivizyon", CCTV] },
  { name: "Gizli kamera", brand: "Işıkçı", category: "cctv güvenlik çözümleri", subcategory: "DVR/XVR Kayıt Cihazları", description: "kamera", becomes: ["Işıkçı", CCTV] },
  { name: "Pasif Kamera", brand: "Optivizyon", category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar", description: null, isActive: false, becomes: ["Optivizyon", CCTV] },
  { name: "Yangın Paneli", brand: "Alevgard", category: "YANGIN ALGILAMA VE İHBAR SİSTEMLERİ", subcategory: "Kontrol Panelleri", description: "Adresli", isFeatured: true, becomes: ["Alevgard", "yangin-algilama-ve-ihbar-sistemleri"] },
  { name: "Switch 24 port", brand: "Dalgalink", category: "network-urun-gruplari", subcategory: null, description: "100%_hız", becomes: ["Dalgalink", "network-urun-gruplari"] },
  // Brands with no row: created, passive, once per folded spelling; a taken slug gets a suffix.
  { name: "Anons Amfisi", brand: "Sesmaster", category: "Seslendirme ve Anons Sistemleri", subcategory: "Anons Sistemleri", description: null, becomes: ["SESMASTER", "ses-sistemleri"] },
  { name: "Tavan Hoparlörü", brand: "SESMASTER", category: "Ses Sistemleri", subcategory: null, description: "Tavan tipi", becomes: ["SESMASTER", "ses-sistemleri"] },
  { name: "Kablo Rulosu", brand: "Ağ-Kale", category: "Fiber ve Alt Yapı Çözümleri", subcategory: "Network Kabloları", description: null, becomes: ["Ağ-Kale", "fiber-ve-alt-yapi-cozumleri"] },
  { name: "Güç Modülü", brand: "★★★", category: "GÜÇ KAYNAKLARI", subcategory: null, description: null, becomes: ["★★★", "guc-kaynaklari"] },
  // A category that is nowhere in the taxonomy: kept, passive, under the first category.
  { name: "Uçan Halı", brand: "Alevgard", category: "Özel Ürünler", subcategory: null, description: null, becomes: ["Alevgard", CCTV] },
];

async function insertTodaysRows(db: Db) {
  for (const brand of BRANDS_TODAY) {
    await db.execute(sql`insert into brands (name, slug, is_active) values (${brand.name}, ${brand.slug}, ${brand.active})`);
  }
  for (const [index, product] of PRODUCTS_TODAY.entries()) {
    await db.execute(sql`insert into products (name, slug, category, subcategory, brand, description, is_active, is_featured)
      values (${product.name}, ${`urun-${index}`}, ${product.category}, ${product.subcategory}, ${product.brand}, ${product.description}, ${product.isActive ?? true}, ${product.isFeatured ?? false})`);
  }
}

for (const kind of databaseKinds()) {
  describe(`migration 0014: products refer to brands and categories by key [${kind}]`, () => {
    let database: TestDatabase;
    let activeBrandsBefore: string[];
    beforeAll(async () => {
      const previous = migrationsBeforeOurs();
      database = await createTestDatabase(kind, { migrate: false });
      try {
        await migrateUpTo(database, previous.folder);
      } finally {
        previous.remove();
      }
      await insertTodaysRows(database.db);
      activeBrandsBefore = ((await database.db.execute(sql`select name from brands where is_active order by name`)).rows as { name: string }[]).map((row) => row.name);
      await database.migrate();
    });
    afterAll(async () => {
      await database?.dispose();
    });

    const migrated = () =>
      database.db
        .select({ name: products.name, brand: brands.name, brandActive: brands.isActive, brandSlug: brands.slug, categorySlug: products.categorySlug, isActive: products.isActive, description: products.description, searchText: products.searchText })
        .from(products)
        .innerJoin(brands, eq(brands.id, products.brandId));
    const byName = async () => new Map((await migrated()).map((row) => [row.name, row]));

    it("refuses nothing: every product is kept and has its brand's id and its category's key", async () => {
      const rows = await migrated();
      expect(rows.map((row) => row.name).sort()).toEqual(PRODUCTS_TODAY.map((product) => product.name).sort());
      const columns = (await database.db.execute(sql`select column_name from information_schema.columns where table_name = 'products'`)).rows.map((row) => (row as { column_name: string }).column_name);
      expect(columns).toEqual(expect.arrayContaining(["brand_id", "category_slug"]));
      expect(columns).not.toContain("brand");
      expect(columns).not.toContain("category");
    });

    it("maps each brand text to the brand of that folded name, and each category spelling (slug, display name, ASCII, alias, any case) to the taxonomy's key", async () => {
      const rows = await byName();
      for (const product of PRODUCTS_TODAY) {
        const [brand, categorySlug] = product.becomes;
        expect(rows.get(product.name), product.name).toMatchObject({ brand, categorySlug });
      }
    });

    it("creates a passive brand, once per folded spelling and with a free slug, for a brand text that names no brand, and audits it", async () => {
      const rows = await byName();
      expect(rows.get("Anons Amfisi")).toMatchObject({ brand: "SESMASTER", brandActive: false, brandSlug: "sesmaster" });
      expect(rows.get("Tavan Hoparlörü")!.brand).toBe("SESMASTER");
      expect(rows.get("Kablo Rulosu")).toMatchObject({ brand: "Ağ-Kale", brandActive: false, brandSlug: "ag-kale-2" });
      expect(rows.get("Güç Modülü")).toMatchObject({ brand: "★★★", brandActive: false, brandSlug: "marka" });
      const created = await database.db.select({ details: auditLog.details }).from(auditLog).where(and(eq(auditLog.entityType, "brand"), eq(auditLog.action, "create")));
      expect(created.map((entry) => entry.details!.name).sort()).toEqual(["Ağ-Kale", "SESMASTER", "★★★"]);
      expect(created.find((entry) => entry.details!.name === "SESMASTER")!.details!.products).toBe(2);
      expect((await listActiveBrands(database.db)).map((brand) => brand.name).sort()).toEqual([...activeBrandsBefore].sort());
    });

    it("keeps a product whose category is outside the taxonomy, passive under the first category, with its old category in the audit log", async () => {
      expect((await byName()).get("Uçan Halı")).toMatchObject({ categorySlug: "cctv-guvenlik-cozumleri", isActive: false });
      const [entry] = await database.db.select({ details: auditLog.details }).from(auditLog).where(and(eq(auditLog.entityType, "product"), eq(auditLog.action, "update")));
      expect(entry!.details).toMatchObject({ name: "Uçan Halı", category: "Özel Ürünler" });
    });

    it("writes every search text from the brand's name, as productSearchText states it", async () => {
      for (const row of await migrated()) expect(row.searchText, row.name).toBe(productSearchText(row));
    });

    const names = async (filters: Parameters<typeof listProductCards>[1]) => (await listProductCards(database.db, filters)).items.map((item) => item.name);
    const all = { limit: 50, offset: 0 };

    it("gives the filters the results they gave on the text columns", async () => {
      expect(await names({ ...all, category: "cctv-guvenlik-cozumleri" })).toEqual(["IP Dome KAMERA", "Bullet Kamera", "Gizli kamera"]);
      expect(await names({ ...all, category: "CCTV & Güvenlik Çözümleri" })).toEqual(["IP Dome KAMERA", "Bullet Kamera", "Gizli kamera"]);
      expect(await names({ ...all, category: "ses-sistemleri" })).toEqual(["Anons Amfisi", "Tavan Hoparlörü"]);
      expect(await names({ ...all, category: "bilinmeyen" })).toEqual([]);
      expect(await names({ ...all, subcategory: "ip-kameralar" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
      expect(await names({ ...all, subcategory: "dvr-xvr-kayit-cihazlari" })).toEqual(["Gizli kamera"]);
      expect(await names({ ...all, brand: "optivizyon" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
      expect(await names({ ...all, brand: "IŞIKÇI" })).toEqual(["Gizli kamera"]);
      expect(await names({ ...all, brand: "sesmaster" })).toEqual(["Anons Amfisi", "Tavan Hoparlörü"]);
      expect(await names({ ...all, q: "kamera" })).toEqual(["IP Dome KAMERA", "Bullet Kamera", "Gizli kamera"]);
      expect(await names({ ...all, q: "SESMASTER" })).toEqual(["Anons Amfisi", "Tavan Hoparlörü"]);
      expect(await names({ ...all, q: "100%_" })).toEqual(["Switch 24 port"]);
      expect(await names({ ...all, q: "KAMERA", brand: "Optivizyon", category: "cctv-guvenlik-cozumleri" })).toEqual(["IP Dome KAMERA", "Bullet Kamera"]);
    });

    it("answers the public API in the same shape: names, not keys", async () => {
      const { request } = await createAppOver(database);
      const response = await request("/api/products?category=cctv-guvenlik-cozumleri&page=1");
      const body = (await response.json()) as { items: Record<string, unknown>[]; total: number };
      expect(body.total).toBe(3);
      expect(Object.keys(body.items[0]!)).toEqual(["id", "name", "slug", "description", "category", "subcategory", "brand", "imageUrl", "features", "specifications", "documents", "isActive", "isFeatured"]);
      expect(body.items.map((item) => [item.brand, item.category])).toEqual([
        ["Optivizyon", "CCTV & Güvenlik Çözümleri"],
        ["Optivizyon", "CCTV & Güvenlik Çözümleri"],
        ["Işıkçı", "CCTV & Güvenlik Çözümleri"],
      ]);
    });

    it("refuses, from now on, a category outside the taxonomy and a brand id that is no brand", async () => {
      const [brand] = await database.db.select({ id: brands.id }).from(brands).limit(1);
      await expect(database.db.insert(products).values({ name: "X", slug: "x-1", categorySlug: "ozel-urunler", brandId: brand!.id })).rejects.toThrow();
      await expect(database.db.insert(products).values({ name: "X", slug: "x-2", categorySlug: "ses-sistemleri", brandId: 999_999 })).rejects.toThrow();
    });
  });
}
