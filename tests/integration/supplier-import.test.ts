import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, getTableColumns, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { auditLog, siteSettings } from "#app/db/schema/site";
import { imageVariants } from "#app/lib/image-variants";
import { DEFAULT_SUPPLIER_PROFILE, type SupplierProfile } from "#app/features/supplier-import/supplier-profile.schema";
import { FIXTURE_SELECTOR_PROFILE } from "#tests/fixtures/supplier-selector-profile";
import { startSupplierSite, type FixtureSite } from "#tests/fixtures/supplier-site";
import { createTestApp, jsonSender, signIn } from "#tests/support/test-app";

const mediaDir = mkdtempSync(path.join(os.tmpdir(), "import-media-"));
let site: FixtureSite;
let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeAll(async () => {
  site = await startSupplierSite();
  ctx = await createTestApp({ SUPPLIER_URL: site.origin, SUPPLIER_ALLOW_PRIVATE: "1", MEDIA_DIR: mediaDir });
  cookie = await signIn(ctx.request);
  await useProfile("/katalog/urunler", { delayMs: 20 });
});
afterAll(async () => {
  await ctx.database.dispose();
  await site.close();
  rmSync(mediaDir, { recursive: true, force: true });
});

const send = (method: string, target: string, body?: unknown) => jsonSender(ctx.request, () => cookie)(method, target, body);
type ScrapeAnswer = { insertedCount: number; scrapedCount: number; errors: string[]; message?: string; jobId: number };

/** The selector profile with `changes`, reading the fixture site from `catalogue`. */
async function useProfile(catalogue: string, changes: Partial<SupplierProfile> = {}) {
  const profile = { ...FIXTURE_SELECTOR_PROFILE, delayMs: 20, ...changes };
  const values = { supplierUrl: `${site.origin}${catalogue}`, supplierProfile: profile };
  await ctx.database.db.insert(siteSettings).values({ id: 1, ...values }).onConflictDoUpdate({ target: siteSettings.id, set: values });
}

describe("supplier import against the fixture site", () => {
  it("scrapes 30 products over 3 pages and inserts 30, passive, with local images and mapped categories; a broken image leaves its product without one, reported", async () => {
    const response = await send("POST", "/api/admin/scrape-products");
    expect(response.status).toBe(200);
    const answer = (await response.json()) as ScrapeAnswer;
    expect(answer).toMatchObject({ insertedCount: 30, scrapedCount: 30 });
    expect(answer.errors).toEqual([
      "NVR Kayıt Cihazı TDR-002: görsel indirilemedi, ürün görselsiz eklendi (Görsel okunamadı; dosya bozuk olabilir.)",
      "Optik Duman Dedektörü TDR-003: görsel indirilemedi, ürün görselsiz eklendi (Tedarikçi HTTP 404 yanıtı verdi.)",
    ]);
    expect(site.requests.filter((request) => request.startsWith("/katalog/urunler"))).toEqual(["/katalog/urunler", "/katalog/urunler?sayfa=2", "/katalog/urunler?sayfa=3"]);

    const imported = await ctx.database.db
      .select({ ...getTableColumns(products), brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId))
      .where(like(products.name, "% TDR-%"));
    expect(imported).toHaveLength(30);
    const camera = imported.find((product) => product.name === "Dome IP Kamera TDR-001")!;
    expect(camera).toMatchObject({
      brand: "Optivizyon",
      categorySlug: "cctv-guvenlik-cozumleri",
      subcategory: "IP Kameralar",
      isActive: false,
      description: 'Tedarikçi ürünü 1: "kalite", güvenilirlik, kolay kurulum ve Türkçe destek. ikinci satır',
      features: ["IP67", "2 m gece görüşü", "PoE"],
      specifications: { Çözünürlük: "4 MP", "Çalışma sıcaklığı": "-30 / +60 °C" },
    });
    // Our own copy, with every variant <Picture> derives from the URL; never the supplier's address.
    expect(camera.imageUrl).toMatch(/^\/media\/[0-9a-f]{20}-800\.webp$/);
    for (const entry of `${imageVariants(camera.imageUrl!)!.avifSrcSet}, ${imageVariants(camera.imageUrl!)!.webpSrcSet}`.split(", ")) {
      expect(existsSync(path.join(mediaDir, path.basename(entry.split(" ")[0]!))), entry).toBe(true);
    }
    expect(imported.filter((product) => product.imageUrl === null).map((product) => product.name).sort()).toEqual(["NVR Kayıt Cihazı TDR-002", "Optik Duman Dedektörü TDR-003"]);
    expect(imported.every((product) => product.imageUrl === null || product.imageUrl.startsWith("/media/"))).toBe(true);
    expect(imported.find((product) => product.name.startsWith("Optik Duman"))!.categorySlug).toBe("yangin-algilama-ve-ihbar-sistemleri");
    // A brand the catalogue did not know is created with its products.
    expect(await ctx.database.db.select().from(brands).where(eq(brands.name, "Alevsiz"))).toHaveLength(1);
  });

  it("inserts 0 on the second run, and both runs are in the job list and the audit log", async () => {
    const answer = (await (await send("POST", "/api/admin/scrape-products")).json()) as ScrapeAnswer;
    expect(answer).toMatchObject({ insertedCount: 0, scrapedCount: 30 });

    const jobs = (await (await send("GET", "/api/admin/imports")).json()) as { status: string; progress: { pagesScanned: number; productsScanned: number } }[];
    expect(jobs.slice(0, 2).map((job) => job.status)).toEqual(["succeeded", "succeeded"]);
    expect(jobs[0]!.progress).toMatchObject({ pagesScanned: 3, productsScanned: 30 });
    const job = (await (await send("GET", `/api/admin/imports/${answer.jobId}`)).json()) as { result: { insertedCount: number } };
    expect(job.result.insertedCount).toBe(0);

    const audits = (await ctx.database.db.select().from(auditLog)).filter((row) => row.action === "import");
    expect(audits.map((row) => (row.details as { insertedCount: number }).insertedCount)).toEqual([30, 0]);
  });

  it("reports a malformed page's problems without crashing and inserts nothing from it", async () => {
    await useProfile("/bozuk");
    const answer = (await (await send("POST", "/api/admin/scrape-products")).json()) as ScrapeAnswer;
    expect(answer.insertedCount).toBe(0);
    expect(answer.errors).toEqual(["Ürün adı bulunamadı.", 'Eksik Kategorili Ürün: "Uçan Halı" kategorisi eşleşmedi.']);
  });

  it("ends with a clear error when a response exceeds 5 MB", async () => {
    await useProfile("/buyuk");
    const response = await send("POST", "/api/admin/scrape-products");
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe("Veri çekilirken bir hata oluştu. Yanıt 5 MB sınırını aştı; okuma kesildi.");
  });

  it("gives up on a hanging supplier within the request limit while the server keeps serving", { timeout: 30_000 }, async () => {
    await useProfile("/asili");
    const started = Date.now();
    const pending = send("POST", "/api/admin/scrape-products");
    await new Promise((resolve) => setTimeout(resolve, 500));
    const health = await ctx.request("/healthz");
    expect(health.status).toBe(200);
    expect((await ctx.request("/urunler")).status).toBe(200);
    const response = await pending;
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe("Veri çekilirken bir hata oluştu. Tedarikçi 10 saniye içinde yanıt vermedi.");
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});

describe("supplier import without SUPPLIER_ALLOW_PRIVATE", () => {
  it("refuses a supplier on a loopback address and stores nothing", async () => {
    const strict = await createTestApp({ SUPPLIER_URL: site.origin });
    const strictCookie = await signIn(strict.request);
    const before = (await strict.database.db.select().from(products)).length;
    const response = await jsonSender(strict.request, () => strictCookie)("POST", "/api/admin/scrape-products");
    expect(response.status).toBe(502);
    expect(((await response.json()) as { message: string }).message).toBe("Veri çekilirken bir hata oluştu. Güvenlik nedeniyle engellendi: 127.0.0.2:" + new URL(site.origin).port + " iç ağ adresi.");
    expect(await strict.database.db.select().from(products)).toHaveLength(before);
    await strict.database.dispose();
  });

  it("asks for a supplier URL when none is set", async () => {
    const bare = await createTestApp();
    const bareCookie = await signIn(bare.request);
    const response = await jsonSender(bare.request, () => bareCookie)("POST", "/api/admin/scrape-products");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Tedarikçi adresi ayarlanmamış. Site Ayarları'ndan tedarikçi katalog adresini girin.");
    await bare.database.dispose();
  });
});

describe("supplier profile API", () => {
  it("shows the default profile, refuses an invalid one in Turkish, and saves a valid one that the next import uses", async () => {
    const fresh = await createTestApp({ SUPPLIER_URL: site.origin, SUPPLIER_ALLOW_PRIVATE: "1", MEDIA_DIR: mediaDir });
    const freshCookie = await signIn(fresh.request);
    const call = jsonSender(fresh.request, () => freshCookie);
    expect(await (await call("GET", "/api/admin/supplier-profile")).json()).toEqual({ catalogueUrl: site.origin, profile: DEFAULT_SUPPLIER_PROFILE, isDefault: true });

    const invalid = await call("PUT", "/api/admin/supplier-profile", { catalogueUrl: site.origin, profile: { ...FIXTURE_SELECTOR_PROFILE, maxPages: 0 } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: "Sayfa sınırı en az 1 olmalıdır.", fieldErrors: { "profile.maxPages": ["Sayfa sınırı en az 1 olmalıdır."] } });

    const saved = await call("PUT", "/api/admin/supplier-profile", { catalogueUrl: `${site.origin}/katalog/urunler?sayfa=3`, profile: { ...FIXTURE_SELECTOR_PROFILE, downloadImages: false, delayMs: 0 } });
    expect(saved.status).toBe(200);
    const answer = (await (await call("POST", "/api/admin/scrape-products")).json()) as ScrapeAnswer;
    expect(answer).toMatchObject({ scrapedCount: 10, insertedCount: 10, errors: ["Görsel indirme kapalı: 10 ürün görselsiz eklendi."] });
    // Without downloads no supplier address is stored either (the CSP would block it).
    const third = await fresh.database.db.select({ imageUrl: products.imageUrl }).from(products).where(like(products.name, "% TDR-0%"));
    expect(third.filter((row) => row.imageUrl !== null)).toEqual([]);
    await fresh.database.dispose();
  });
});
