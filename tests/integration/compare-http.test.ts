import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#app/db/schema/catalog";
import { createTestApp, TEST_ORIGIN } from "#tests/support/test-app";

/* Issue 19 item 3: /karsilastir over HTTP, server-rendered, on the demo catalogue. */

let app: Awaited<ReturnType<typeof createTestApp>>;
let cameras: { id: number; name: string; specifications: Record<string, string> }[];
let passiveId: number;

beforeAll(async () => {
  app = await createTestApp();
  const rows = await app.database.db
    .select({ id: products.id, name: products.name, isActive: products.isActive, subcategory: products.subcategory, specifications: products.specifications })
    .from(products)
    .orderBy(asc(products.id));
  cameras = rows.filter((row) => row.isActive && row.subcategory === rows[0]!.subcategory).slice(0, 3);
  passiveId = rows.find((row) => !row.isActive)!.id;
  expect(cameras).toHaveLength(3);
});

afterAll(async () => {
  await app.database.dispose();
});

const decode = (text: string) => text.replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
const page = async (target: string) => {
  const response = await app.request(target);
  return { status: response.status, html: decode(await response.text()) };
};
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
const columnHeadings = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>.*?<a [^>]*href="\/urun\/(\d+)"[^>]*>([^<]+)<\/a>/gs)].map((match) => Number(match[1]));
const rowHeadings = (html: string) => [...html.matchAll(/<th scope="row"[^>]*>([^<]+)<\/th>/g)].map((match) => match[1]!);

describe("GET /karsilastir", () => {
  it("shows the products side by side in the given order, with the union of specification names and — for missing values", async () => {
    const [a, b, c] = cameras.map((camera) => camera.id);
    const { status, html } = await page(`/karsilastir?urun=${c},${a},${b}`);
    expect(status).toBe(200);
    expect(columnHeadings(html)).toEqual([c, a, b]);
    const names = new Set(cameras.flatMap((camera) => Object.keys(camera.specifications)));
    const rows = rowHeadings(html);
    expect(rows.slice(0, 4)).toEqual(["Marka", "Kategori", "Alt kategori", "Özellikler"]);
    expect(new Set(rows.slice(4))).toEqual(names);
    // Some specification is missing on some product in the demo data: its cell reads "—".
    expect(html).toMatch(/<td[^>]*>—<\/td>/);
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("has one canonical address whatever the order: the sorted ids", async () => {
    const ids = cameras.map((camera) => camera.id);
    const sorted = [...ids].sort((x, y) => x - y).join(",");
    const forward = canonical((await page(`/karsilastir?urun=${ids.join(",")}`)).html);
    const backward = canonical((await page(`/karsilastir?urun=${[...ids].reverse().join(",")}&fark=1`)).html);
    expect(forward).toBe(`${TEST_ORIGIN}/karsilastir?urun=${sorted}`);
    expect(backward).toBe(forward);
  });

  it("'yalnızca farkları göster' is a link that leaves out the rows where all products agree", async () => {
    const ids = cameras.map((camera) => camera.id).join(",");
    const full = await page(`/karsilastir?urun=${ids}`);
    expect(full.html).toContain(`href="/karsilastir?urun=${ids}&fark=1"`);
    expect(full.html).toContain("Yalnızca farkları göster");
    const differences = await page(`/karsilastir?urun=${ids}&fark=1`);
    expect(differences.status).toBe(200);
    // The three demo cameras share brand, category and subcategory.
    expect(rowHeadings(full.html)).toContain("Kategori");
    expect(rowHeadings(differences.html)).not.toContain("Kategori");
    expect(rowHeadings(differences.html)).toContain("Çözünürlük");
    expect(differences.html).toContain(`href="/karsilastir?urun=${ids}"`);
    expect(differences.html).toContain("Tüm bilgileri göster");
  });

  it("drops unknown, malformed and passive ids with a notice", async () => {
    const [a, b] = cameras.map((camera) => camera.id);
    const { status, html } = await page(`/karsilastir?urun=${a},${passiveId},999999,abc`);
    expect(status).toBe(200);
    expect(html).toContain("3 ürün bulunamadı veya artık satışta değil; karşılaştırmadan çıkarıldı.");
    expect(columnHeadings(html)).toEqual([a]);
    expect(html).toContain("Karşılaştırma için en az bir ürün daha ekleyin.");
    expect(canonical(html)).toBe(`${TEST_ORIGIN}/karsilastir?urun=${a}`);
    // Products of the same category are offered as links that add them.
    expect(html).toContain(`href="/karsilastir?urun=${a},${b}"`);
  });

  it("answers 400 with a Turkish page for more than four products", async () => {
    const { status, html } = await page("/karsilastir?urun=1,2,3,4,5");
    expect(status).toBe(400);
    expect(html).toContain("En fazla 4 ürün karşılaştırılabilir");
    expect(html).toContain('content="noindex, follow"');
  });

  it("without products explains how to start", async () => {
    const { status, html } = await page("/karsilastir");
    expect(status).toBe(200);
    expect(html).toContain("Karşılaştırılacak ürün yok");
  });

  it("keeps product text as text", async () => {
    const [a, b] = cameras.map((camera) => camera.id);
    await app.database.db.update(products).set({ specifications: { "<img src=x onerror=alert(1)>": "<script>alert(1)</script>" } }).where(eq(products.id, b!));
    const response = await app.request(`/karsilastir?urun=${a},${b}`);
    const raw = await response.text();
    expect(raw).not.toContain("<img src=x");
    expect(raw).not.toContain("<script>alert(1)");
    expect(raw).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("Karşılaştır links", () => {
  it("every product card on /urunler and the detail page link to a comparison", async () => {
    const list = await page("/urunler");
    const cards = [...list.html.matchAll(/href="\/urun\/(\d+)"/g)].length;
    const compareLinks = [...list.html.matchAll(/href="\/karsilastir\?urun=(\d+)"/g)].length;
    expect(cards).toBeGreaterThan(0);
    expect(compareLinks).toBe(cards);
    const [a] = cameras.map((camera) => camera.id);
    const detail = await page(`/urun/${a}`);
    expect(detail.html).toMatch(new RegExp(`href="/karsilastir\\?urun=${a},\\d+,\\d+"`));
  });
});
