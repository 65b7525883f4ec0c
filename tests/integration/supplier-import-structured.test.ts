import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { getTableColumns, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { importJobs } from "#app/db/schema/jobs";
import { auditLog, siteSettings } from "#app/db/schema/site";
import type { ImportPreview } from "#app/features/supplier-import/import-preview-shape";
import { productBrandName, productCategoryName, withBrand } from "#app/features/catalog/product-names.server";
import { SHOP_CATEGORY_MAP, startShopSite, type ShopShape, type ShopSite } from "#tests/fixtures/structured-supplier-sites";
import { createTestApp, jsonSender, signIn } from "#tests/support/test-app";

/*
 * Issue 20: a supplier's own catalogue page, read with no selector configured. Three shops of the
 * shapes real suppliers have (tests/fixtures/structured-supplier-sites.ts); the profile gives only the
 * catalogue address and the category map, as a staff member would fill the guided form.
 */
const mediaDir = mkdtempSync(path.join(os.tmpdir(), "import-structured-media-"));
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp({ SUPPLIER_ALLOW_PRIVATE: "1", MEDIA_DIR: mediaDir });
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
  rmSync(mediaDir, { recursive: true, force: true });
});

const send = (method: string, target: string, body?: unknown) => jsonSender(ctx.request, () => cookie)(method, target, body);
const setupFor = (site: ShopSite, profile: Record<string, unknown> = {}) => ({ catalogueUrl: site.catalogueUrl, profile: { categoryMap: SHOP_CATEGORY_MAP, delayMs: 0, ...profile } });

/** Row counts of every table an import writes, and the stored media files. */
async function footprint() {
  const { db } = ctx.database;
  const [settings] = await db.select({ updatedAt: siteSettings.updatedAt }).from(siteSettings);
  return {
    products: (await db.select({ id: products.id }).from(products)).length,
    brands: (await db.select({ id: brands.id }).from(brands)).length,
    jobs: (await db.select({ id: importJobs.id }).from(importJobs)).length,
    audit: (await db.select({ id: auditLog.id }).from(auditLog)).length,
    settingsUpdatedAt: settings?.updatedAt.toISOString(),
    media: existsSync(mediaDir) ? readdirSync(mediaDir).length : 0,
  };
}

describe.each<ShopShape>(["woocommerce", "microdata", "open-graph"])("a %s shop, no selectors configured", (shape) => {
  let site: ShopSite;
  beforeAll(async () => {
    site = await startShopSite(shape);
    const saved = await send("PUT", "/api/admin/supplier-profile", setupFor(site));
    expect(saved.status).toBe(200);
  });
  afterAll(() => site.close());

  it("previews every product as it would be imported, writing nothing", async () => {
    const before = await footprint();
    const response = await send("POST", "/api/admin/supplier-profile/preview", setupFor(site));
    expect(response.status).toBe(200);
    const preview = (await response.json()) as ImportPreview;
    expect(await footprint()).toEqual(before);

    expect(preview.products.map((product) => product.name)).toEqual(site.products.map((product) => product.name));
    for (const [index, product] of preview.products.entries()) {
      const expected = site.products[index]!;
      expect(product).toMatchObject({ brand: expected.brand, supplierCategory: expected.supplierCategory, description: expected.description, sku: expected.sku, missing: [], skipReason: null });
      expect(product.category).toBe(SHOP_CATEGORY_MAP.find((row) => row.supplierCategory === expected.supplierCategory)!.category);
      expect(product.imageUrl).toMatch(new RegExp(`^${site.origin}/resimler/\\d+\\.png$`));
    }
    expect(preview.unmappedCategories).toEqual([]);
    expect(preview.fieldErrors).toEqual({});
  });

  it("imports every product with name, brand, mapped category, plain-text description, local image, SKU and specifications; a second run inserts 0", async () => {
    const first = await send("POST", "/api/admin/scrape-products");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ insertedCount: site.products.length, scrapedCount: site.products.length, errors: [] });

    const names = site.products.map((product) => product.name);
    const imported = await ctx.database.db
      .select({ ...getTableColumns(products), brand: productBrandName, category: productCategoryName })
      .from(products)
      .innerJoin(...withBrand)
      .where(inArray(products.name, names));
    expect(imported).toHaveLength(site.products.length);
    for (const expected of site.products) {
      const row = imported.find((product) => product.name === expected.name)!;
      const target = SHOP_CATEGORY_MAP.find((entry) => entry.supplierCategory === expected.supplierCategory)!;
      expect(row).toMatchObject({
        brand: expected.brand,
        category: target.category,
        subcategory: target.subcategory,
        description: expected.description,
        supplierSku: expected.sku,
        specifications: expected.specifications,
        isActive: false,
      });
      expect(row.imageUrl).toMatch(/^\/media\/[0-9a-f]{20}-\d+\.webp$/);
    }

    const second = await send("POST", "/api/admin/scrape-products");
    expect(await second.json()).toMatchObject({ insertedCount: 0, scrapedCount: site.products.length });
    expect(await ctx.database.db.select({ id: products.id }).from(products).where(inArray(products.name, names))).toHaveLength(site.products.length);
  });

  it("previews the imported products as already in the catalogue, by their SKU", async () => {
    const preview = (await (await send("POST", "/api/admin/supplier-profile/preview", setupFor(site))).json()) as ImportPreview;
    expect(new Set(preview.products.map((product) => product.skipReason))).toEqual(new Set(["Katalogda zaten var (aynı tedarikçi kodu)."]));
  });
});

describe("what the reading of a structured shop shows", () => {
  let site: ShopSite;
  beforeAll(async () => {
    site = await startShopSite("woocommerce");
  });
  afterAll(() => site.close());

  it("follows the JSON-LD list's paging and reads each product page once", async () => {
    site.requests.length = 0;
    await send("POST", "/api/admin/supplier-profile/preview", setupFor(site));
    const pages = site.requests.filter((request) => request !== "/robots.txt");
    expect(pages.slice(0, 2)).toEqual(["/magaza/", "/magaza/page/2/"]);
    expect(pages.slice(2).sort()).toEqual(site.products.map((product) => `/urun/${product.sku.toLowerCase().replace(/-sku$/, "")}/`).sort());
  });

  it("lists unmapped supplier categories with a suggestion from the matching rules, and why their products would be skipped", async () => {
    const preview = (await (await send("POST", "/api/admin/supplier-profile/preview", setupFor(site, { categoryMap: [] }))).json()) as ImportPreview;
    expect(preview.unmappedCategories).toEqual([
      { supplierCategory: "Güvenlik Kameraları", count: 2, suggestion: { category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" } },
      { supplierCategory: "Kayıt Cihazları", count: 2, suggestion: { category: "CCTV & Güvenlik Çözümleri", subcategory: "DVR/XVR Kayıt Cihazları" } },
      { supplierCategory: "Yangın Dedektörleri", count: 1, suggestion: { category: "Yangın Algılama ve İhbar Sistemleri", subcategory: "Dedektörler" } },
      { supplierCategory: "Ağ Anahtarları", count: 1, suggestion: null },
    ]);
    expect(preview.products[0]!.skipReason).toBe(`${site.products[0]!.name}: "Güvenlik Kameraları" kategorisi eşleşmedi.`);
  });

  it("stops at the page limit and says which product pages it left unread", async () => {
    const preview = (await (await send("POST", "/api/admin/supplier-profile/preview", setupFor(site, { maxPages: 4 }))).json()) as ImportPreview;
    expect(preview.pagesScanned).toBe(4);
    expect(preview.notes).toEqual(["Sayfa sınırı nedeniyle 4 ürün sayfası okunmadı; bu ürünler listedeki bilgileriyle değerlendirildi."]);
    expect(preview.products.filter((product) => product.missing.includes("marka")).length).toBeGreaterThan(0);
  });

  it("shows a selector that matches nothing next to its field, and a supplier that cannot be read as a 502 in Turkish", async () => {
    const preview = (await (await send("POST", "/api/admin/supplier-profile/preview", setupFor(site, { selectors: { brand: ".marka-yok" } }))).json()) as ImportPreview;
    expect(preview.fieldErrors).toEqual({ "profile.selectors.brand": ["Bu seçici ürün sayfasında hiçbir öğeyle eşleşmedi."] });
    // The structured data still gives the brand where the override finds nothing.
    expect(preview.products.every((product) => product.brand)).toBe(true);

    const missing = await send("POST", "/api/admin/supplier-profile/preview", { ...setupFor(site), catalogueUrl: `${site.origin}/yok/` });
    expect(missing.status).toBe(502);
    expect(await missing.json()).toEqual({ message: "Önizleme yapılamadı. Tedarikçi HTTP 404 yanıtı verdi." });
  });
});

describe("the guided form's API", () => {
  const full = {
    catalogueUrl: "https://tedarikci.example/katalog",
    profile: {
      type: "html",
      listingPaths: ["/kampanya", "https://tedarikci.example/outlet?s=1"],
      nextPageSelector: "a.sonraki",
      maxPages: 30,
      selectors: { item: "article.urun", name: "h2", brand: ".marka", description: ".aciklama", image: "img", category: ".kategori", sku: ".kod", features: "li", specifications: "tr", link: "a.detay" },
      fields: {},
      categoryMap: [
        { supplierCategory: "Kameralar", category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" },
        { supplierCategory: "Raflar", category: "Rack Kabinetler" },
      ],
      defaultBrand: "Genel",
      activate: true,
      downloadImages: false,
      delayMs: 500,
    },
  };

  it("round-trips the profile: what GET answers, PUT takes back unchanged", async () => {
    expect((await send("PUT", "/api/admin/supplier-profile", full)).status).toBe(200);
    const read = (await (await send("GET", "/api/admin/supplier-profile")).json()) as { catalogueUrl: string; profile: unknown; isDefault: boolean };
    expect(read).toEqual({ ...full, isDefault: false });
    expect((await send("PUT", "/api/admin/supplier-profile", { catalogueUrl: read.catalogueUrl, profile: read.profile })).status).toBe(200);
    expect(await (await send("GET", "/api/admin/supplier-profile")).json()).toEqual(read);
  });

  it("takes the form's spellings: slugs for categories, extra pages one a line, blank optional fields", async () => {
    const response = await send("PUT", "/api/admin/supplier-profile", {
      catalogueUrl: " https://tedarikci.example/ ",
      profile: { listingPaths: "/a\n\n /b ", selectors: { brand: "", link: " a.u " }, defaultBrand: "", categoryMap: [{ supplierCategory: "Kamera", category: "cctv-guvenlik-cozumleri", subcategory: "ip-kameralar" }] },
    });
    expect(response.status).toBe(200);
    const { catalogueUrl, profile } = (await (await send("GET", "/api/admin/supplier-profile")).json()) as { catalogueUrl: string; profile: Record<string, unknown> };
    expect(catalogueUrl).toBe("https://tedarikci.example/");
    expect(profile).toMatchObject({ type: "structured", listingPaths: ["/a", "/b"], selectors: { link: "a.u" }, categoryMap: [{ supplierCategory: "Kamera", category: "CCTV & Güvenlik Çözümleri", subcategory: "IP Kameralar" }] });
    expect(profile).not.toHaveProperty("defaultBrand");
  });

  it.each([
    ["a non-http catalogue address", { ...full, catalogueUrl: "ftp://tedarikci.example/" }, "catalogueUrl", "Katalog adresi http:// veya https:// ile başlayan geçerli bir adres olmalıdır."],
    ["an empty catalogue address", { ...full, catalogueUrl: "" }, "catalogueUrl", "Katalog sayfasının adresini girin."],
    ["a supplier category mapped to nothing", { ...full, profile: { ...full.profile, categoryMap: [{ supplierCategory: "Kameralar", category: "" }] } }, "profile.categoryMap.0.category", "Bu tedarikçi kategorisi için bir kategori seçin."],
    ["a category that is not one of our 12", { ...full, profile: { ...full.profile, categoryMap: [{ supplierCategory: "Kameralar", category: "Bahçe" }] } }, "profile.categoryMap.0.category", "Geçerli bir kategori seçin (12 kategorimizden biri)."],
    ["a subcategory of another category", { ...full, profile: { ...full.profile, categoryMap: [{ supplierCategory: "Kameralar", category: "Rack Kabinetler", subcategory: "IP Kameralar" }] } }, "profile.categoryMap.0.subcategory", "Alt kategori seçilen kategoriye ait değil."],
    ["the same supplier category twice", { ...full, profile: { ...full.profile, categoryMap: [full.profile.categoryMap[0], { ...full.profile.categoryMap[1], supplierCategory: "KAMERALAR" }] } }, "profile.categoryMap.1.supplierCategory", "Bu tedarikçi kategorisi zaten eşlendi."],
    ["CSS selectors without the product box", { ...full, profile: { ...full.profile, selectors: { name: "h2" } } }, "profile.selectors.item", "CSS seçicileri yönteminde ürün kutusu seçicisi zorunludur."],
    ["a selector that is not CSS", { ...full, profile: { ...full.profile, selectors: { ...full.profile.selectors, brand: "span[" } } }, "profile.selectors.brand", "Geçerli bir CSS seçici değil."],
    ["an extra page that is not an address", { ...full, profile: { ...full.profile, listingPaths: ["kampanya"] } }, "profile.listingPaths.0", "Her satır http:// veya https:// ile başlayan bir adres ya da / ile başlayan bir yol olmalıdır."],
    ["a feed without its name field", { ...full, profile: { ...full.profile, type: "json", fields: { items: "urunler" } } }, "profile.fields.name", "Akışta ürün adının bulunduğu alanı yazın."],
  ])("refuses %s with a Turkish message for that field, saving nothing", async (_, body, field, message) => {
    const before = await footprint();
    for (const target of ["/api/admin/supplier-profile", "/api/admin/supplier-profile/preview"]) {
      const response = await send(target.endsWith("preview") ? "POST" : "PUT", target, body);
      expect(response.status, target).toBe(400);
      const answer = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
      expect(answer.fieldErrors[field], target).toEqual([message]);
    }
    expect(await footprint()).toEqual(before);
  });
});
