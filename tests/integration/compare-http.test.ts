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

describe("Karşılaştır on the cards and the detail page", () => {
  it("every product card on /urunler adds its product to the selection with a form; no card links to a comparison", async () => {
    const list = await page("/urunler");
    const cards = [...list.html.matchAll(/<article id="urun-(\d+)"/g)].map((match) => Number(match[1]));
    const forms = [...list.html.matchAll(/<form [^>]*action="\/karsilastir\/secim"[^>]*>.*?name="productId" value="(\d+)"/gs)];
    expect(cards.length).toBeGreaterThan(0);
    expect(forms.map((match) => Number(match[1]))).toEqual(cards);
    expect(list.html).not.toMatch(/<article[^]*?href="\/karsilastir\?/);
    const [a] = cameras.map((camera) => camera.id);
    const detail = await page(`/urun/${a}`);
    expect(detail.html).toMatch(new RegExp(`href="/karsilastir\\?urun=${a},\\d+,\\d+" rel="nofollow"|rel="nofollow"[^>]*href="/karsilastir\\?urun=${a},\\d+,\\d+"`));
  });
});

/*
 * Issue 27 item 27: every comparison is an address, so its links would lead a crawler through every
 * combination of products. They carry rel="nofollow", the page stays noindex, and robots.txt keeps
 * crawlers out (tests/integration/sitemap.test.ts).
 */
describe("links between comparisons", () => {
  const links = (html: string) => [...html.matchAll(/<a [^>]*href="(\/karsilastir[^"]*)"[^>]*>/g)].map((match) => ({ href: match[1]!, tag: match[0] }));

  it("'Ekle', 'Çıkar', the differences toggle and the header's counter are all rel=nofollow, on a noindex page", async () => {
    const [a, b] = cameras.map((camera) => camera.id);
    for (const target of [`/karsilastir?urun=${a}`, `/karsilastir?urun=${a},${b}`, `/karsilastir?urun=${a},${b}&fark=1`]) {
      const { html } = await page(target);
      const found = links(html);
      expect(found.length, target).toBeGreaterThan(1);
      for (const link of found) expect(link.tag, `${target}: ${link.href}`).toContain('rel="nofollow"');
      expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    }
    const { html } = await page(`/karsilastir?urun=${a},${b}`);
    expect(links(html).map((link) => link.href)).toEqual(
      expect.arrayContaining([`/karsilastir?urun=${a},${b}&fark=1`, `/karsilastir?urun=${b}`, `/karsilastir?urun=${a}`, expect.stringMatching(new RegExp(`^/karsilastir\\?urun=${a},${b},\\d+$`))]),
    );
  });
});

/*
 * Issue 27 item 6: "Karşılaştır" on a card adds to the visitor's selection (a cookie, up to four
 * products) instead of replacing it; the header counts the chosen products; without JavaScript the
 * plain post comes back to the card.
 */
describe("the comparison selection", () => {
  const COOKIE = "__Host-karsilastirma";
  const post = (fields: Record<string, string>, { cookie = "", json = false, origin = TEST_ORIGIN } = {}) =>
    app.request("/karsilastir/secim", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin,
        ...(cookie && { cookie }),
        ...(json && { accept: "application/json" }),
      },
      body: new URLSearchParams(fields),
    });
  /** The selection cookie an answer sets, as the browser sends it back ("" when it is deleted); undefined when none is set. */
  const selectionCookie = (response: Response) => {
    const header = response.headers.getSetCookie().find((value) => value.startsWith(`${COOKIE}=`));
    return header === undefined ? undefined : /Max-Age=0/.test(header) ? "" : header.split(";")[0]!;
  };
  const counter = (html: string) => /<a [^>]*data-compare-link="true"[^>]*>/.exec(html)?.[0] ?? "";
  let ids: number[];

  beforeAll(async () => {
    const rows = await app.database.db.select({ id: products.id, isActive: products.isActive }).from(products).orderBy(asc(products.id));
    ids = rows.filter((row) => row.isActive).map((row) => row.id).slice(0, 5);
  });

  it("adds products one by one, comes back to the card without JavaScript, and counts them in the header", async () => {
    let cookie = "";
    for (const [index, id] of ids.slice(0, 3).entries()) {
      const response = await post({ intent: "add", productId: String(id), returnTo: "/urunler?category=cctv-guvenlik-cozumleri" }, { cookie });
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/urunler?category=cctv-guvenlik-cozumleri#urun-${id}`);
      cookie = selectionCookie(response)!;
      expect(cookie).toMatch(new RegExp(`^${COOKIE}=`));
      const list = await app.request("/urunler", { headers: { cookie } });
      expect(counter(decode(await list.text()))).toContain(`aria-label="Karşılaştırma: ${index + 1} / 4 ürün seçili"`);
    }
    // The counter leads to the comparison of the chosen products, in the order chosen.
    const opened = await app.request("/karsilastir", { headers: { cookie } });
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`/karsilastir?urun=${ids.slice(0, 3).join(",")}`);
    expect(opened.headers.get("cache-control")).toBe("private, no-store");
  });

  it("answers JSON to the enhancer: the count and a Turkish message; the same product twice is counted once", async () => {
    const first = await post({ intent: "add", productId: String(ids[0]) }, { json: true });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ count: 1, message: expect.stringMatching(/karşılaştırmaya eklendi \(1 \/ 4 ürün seçili\)\. Karşılaştırmak için bir ürün daha seçin\.$/) });
    const cookie = selectionCookie(first)!;
    const again = await post({ intent: "add", productId: String(ids[0]) }, { cookie, json: true });
    expect(await again.json()).toEqual({ count: 1, message: expect.stringContaining("zaten karşılaştırmada") });
    expect(selectionCookie(again)).toBeUndefined();
  });

  it("refuses a fifth product with a message, keeping the four", async () => {
    let cookie = "";
    for (const id of ids.slice(0, 4)) cookie = selectionCookie(await post({ intent: "add", productId: String(id) }, { cookie, json: true }))!;
    const fifth = await post({ intent: "add", productId: String(ids[4]) }, { cookie, json: true });
    expect(fifth.status).toBe(409);
    expect(await fifth.json()).toEqual({ count: 4, message: "En fazla 4 ürün karşılaştırabilirsiniz. Yenisini eklemek için karşılaştırmadan bir ürün çıkarın." });
    expect(selectionCookie(fifth)).toBeUndefined();
    // Without JavaScript: to the comparison of the four, which says why.
    const plain = await post({ intent: "add", productId: String(ids[4]), returnTo: "/urunler" }, { cookie });
    expect(plain.status).toBe(303);
    const location = plain.headers.get("location")!;
    expect(location).toBe(`/karsilastir?urun=${ids.slice(0, 4).join(",")}&durum=dolu`);
    const { html } = await page(location);
    expect(html).toContain("En fazla 4 ürün karşılaştırabilirsiniz.");
    expect(columnHeadings(html)).toEqual(ids.slice(0, 4));
  });

  it("refuses unknown and passive products and malformed posts; a cross-origin post is 403", async () => {
    expect((await post({ intent: "add", productId: String(passiveId) }, { json: true })).status).toBe(404);
    expect((await post({ intent: "add", productId: "999999" })).headers.get("location")).toBe("/karsilastir?durum=bulunamadi");
    expect(decode(await (await app.request("/karsilastir?durum=bulunamadi")).text())).toContain("Bu ürün bulunamadı veya artık satışta değil.");
    for (const fields of [{ intent: "add", productId: "abc" }, { intent: "sil", productId: String(ids[0]) }, {}]) {
      const response = await post(fields as Record<string, string>, { json: true });
      expect(response.status).toBe(400);
      expect(selectionCookie(response)).toBeUndefined();
    }
    expect((await post({ intent: "add", productId: String(ids[0]) }, { origin: "https://evil.example" })).status).toBe(403);
  });

  it("follows the comparison shown: 'Çıkar' and 'Ekle' there rewrite it; a malformed cookie is an empty selection", async () => {
    let cookie = "";
    for (const id of ids.slice(0, 3)) cookie = selectionCookie(await post({ intent: "add", productId: String(id) }, { cookie, json: true }))!;
    const removed = await app.request(`/karsilastir?urun=${ids[0]},${ids[2]}`, { headers: { cookie } });
    expect(removed.headers.get("cache-control")).toBe("private, no-store");
    // The header already counts what the page shows, not what the request's cookie held.
    expect(counter(decode(await removed.text()))).toContain('aria-label="Karşılaştırma: 2 / 4 ürün seçili"');
    cookie = selectionCookie(removed)!;
    const later = await post({ intent: "add", productId: String(ids[3]) }, { cookie, json: true });
    expect((await later.json()).count).toBe(3);
    const opened = await app.request("/karsilastir", { headers: { cookie: selectionCookie(later)! } });
    expect(opened.headers.get("location")).toBe(`/karsilastir?urun=${ids[0]},${ids[2]},${ids[3]}`);
    // The same comparison again rewrites nothing.
    const same = await app.request(`/karsilastir?urun=${ids[0]},${ids[2]},${ids[3]}`, { headers: { cookie: selectionCookie(later)! } });
    expect(selectionCookie(same)).toBeUndefined();

    for (const garbage of ["bozuk", "W10%3D", "WzEsMiwzLDQsNV0%3D", "WzEsMV0%3D"]) {
      const response = await app.request("/karsilastir", { headers: { cookie: `${COOKIE}=${garbage}` } });
      expect(response.status, garbage).toBe(200);
      expect(decode(await response.text())).toContain("Karşılaştırılacak ürün yok");
    }
  });

  it("the product page's 'Karşılaştır' adds its product to the chosen ones instead of starting over", async () => {
    let cookie = selectionCookie(await post({ intent: "add", productId: String(ids[0]) }, { json: true }))!;
    const withOne = decode(await (await app.request(`/urun/${ids[1]}`, { headers: { cookie } })).text());
    expect(withOne).toContain(`href="/karsilastir?urun=${ids[0]},${ids[1]}"`);
    expect(withOne).toContain("ve seçtiğiniz ürünler");
    for (const id of ids.slice(1, 4)) cookie = selectionCookie(await post({ intent: "add", productId: String(id) }, { cookie, json: true }))!;
    const full = decode(await (await app.request(`/urun/${ids[4]}`, { headers: { cookie } })).text());
    expect(full).toContain(`href="/karsilastir?urun=${ids.slice(0, 4).join(",")}&durum=dolu"`);
  });

  it("'Karşılaştırmayı temizle' empties the selection", async () => {
    const cookie = selectionCookie(await post({ intent: "add", productId: String(ids[0]) }, { json: true }))!;
    const cleared = await post({ intent: "clear" }, { cookie });
    expect(cleared.status).toBe(303);
    expect(cleared.headers.get("location")).toBe("/karsilastir");
    expect(selectionCookie(cleared)).toBe("");
    const { html } = await page(`/karsilastir?urun=${ids[0]},${ids[1]}`);
    expect(html).toContain('action="/karsilastir/secim"');
    expect(html).toContain("Karşılaştırmayı temizle");
  });
});
