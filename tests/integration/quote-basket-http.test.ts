import { asc, eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { brands, products } from "#app/db/schema/catalog";
import { leads } from "#app/db/schema/leads";
import { seedDemoContent } from "#app/db/seed/seed.server";
import { encodeQuoteBasket } from "#app/features/leads/quote-basket-cookie.server";
import { describeEachDatabase } from "#tests/setup/test-database";
import { createAppOver, TEST_APP_SECRET, TEST_ORIGIN } from "#tests/support/test-app";

/* Issue 19 item 1: the quote basket (signed cookie, /teklif-sepeti, the request), over HTTP, on PGlite and PostgreSQL. */

const decode = (text: string) => text.replace(/<!-- -->/g, "").replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
const COOKIE = "__Host-teklif-sepeti";

/** The basket cookie a response sets, as the browser would send it back ("" when it deletes it). */
function basketCookie(response: Response): string {
  const header = response.headers.getSetCookie().find((value) => value.startsWith(`${COOKIE}=`));
  if (!header) throw new Error(`no basket cookie set (status ${response.status})`);
  return header.split(";")[0]!;
}

describeEachDatabase("quote basket", (getDatabase) => {
  let request: Awaited<ReturnType<typeof createAppOver>>["request"];
  let productIds: number[];
  let ipCounter = 0;

  const form = (fields: Record<string, string>) => new URLSearchParams(fields);
  const update = (fields: Record<string, string>, { cookie = "", json = false } = {}) =>
    request("/teklif-sepeti/guncelle", {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: TEST_ORIGIN,
        ...(cookie && { cookie }),
        ...(json && { accept: "application/json" }),
      },
      body: form(fields),
    });
  const send = (fields: Record<string, string>, { cookie = "", ip = `192.0.2.${++ipCounter}`, origin = TEST_ORIGIN } = {}) =>
    request("/teklif-sepeti", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin, "x-forwarded-for": ip, ...(cookie && { cookie }) },
      body: form(fields),
    });
  const basketOf = (lines: { productId: number; quantity: number }[]) => `${COOKIE}=${encodeQuoteBasket(TEST_APP_SECRET, lines)}`;
  const valid = () => ({
    name: "Mehmet Demir",
    phone: "(0262) 321 45 67",
    email: "",
    company: "Demir Lojistik",
    district: "izmit",
    note: "Depo girişine kurulum istiyoruz.",
    channel: "whatsapp",
    consent: "on",
    website: "",
    sourcePage: "/urun/1",
    referrer: "",
    utmSource: "newsletter",
    utmMedium: "",
    utmCampaign: "",
    utmTerm: "",
    utmContent: "",
  });
  const leadCount = async () => (await getDatabase().db.select({ id: leads.id }).from(leads)).length;

  beforeAll(async () => {
    await seedDemoContent(getDatabase().db);
    productIds = (await getDatabase().db.select({ id: products.id }).from(products).where(eq(products.isActive, true)).orderBy(asc(products.id)).limit(4)).map((row) => row.id);
    ({ request } = await createAppOver(getDatabase(), { TRUST_PROXY: "1" }));
  });

  it("without JavaScript: Teklife Ekle answers 303 to the basket, which confirms it and links back; the cookie is signed, HttpOnly, SameSite=Lax", async () => {
    const [first] = productIds;
    const added = await update({ intent: "add", productId: String(first), returnTo: "/urunler?category=kamera" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/teklif-sepeti?eklendi=${first}&donus=${encodeURIComponent("/urunler?category=kamera")}`);
    const setCookie = added.headers.getSetCookie().join("\n");
    expect(setCookie).toMatch(new RegExp(`^${COOKIE}=${first}-1\\.[A-Za-z0-9_-]{43}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax; Secure$`));

    const page = await request(added.headers.get("location")!, { headers: { cookie: basketCookie(added) } });
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("private, no-store");
    const html = decode(await page.text());
    expect(html).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(html).toMatch(/“[^”]+” teklif sepetinize eklendi\./);
    expect(html).toContain('href="/urunler?category=kamera"');
    expect(html).toContain('aria-label="Teklif sepeti: 1 ürün"');
    expect(html).toContain(`id="adet-${first}"`);
  });

  it("with JavaScript: answers JSON with the count; adding again counts the line up, quantities change and lines go", async () => {
    let cookie = "";
    for (const id of productIds.slice(0, 3)) {
      const response = await update({ intent: "add", productId: String(id) }, { cookie, json: true });
      expect(response.status).toBe(200);
      cookie = basketCookie(response);
    }
    const again = await update({ intent: "add", productId: String(productIds[0]) }, { cookie, json: true });
    expect(await again.json()).toMatchObject({ count: 3, message: expect.stringContaining("teklif sepetinize eklendi") as unknown });
    cookie = basketCookie(again);
    expect(cookie).toMatch(new RegExp(`=${productIds[0]}-2_${productIds[1]}-1_${productIds[2]}-1\\.`));

    const set = await update({ intent: "set", productId: String(productIds[1]), quantity: "12" }, { cookie, json: true });
    expect(await set.json()).toEqual({ count: 3, message: "Adet güncellendi." });
    cookie = basketCookie(set);
    expect(cookie).toContain(`_${productIds[1]}-12_`);

    for (const quantity of ["0", "-5", "99999", "1000", "2.5", "abc"]) {
      const refused = await update({ intent: "set", productId: String(productIds[1]), quantity }, { cookie, json: true });
      expect(refused.status, quantity).toBe(400);
      expect((await refused.json()) as unknown).toEqual({ count: 3, message: "Adet 1 ile 999 arasında bir tam sayı olmalıdır." });
      expect(refused.headers.getSetCookie(), quantity).toEqual([]);
    }
    // Without JavaScript (issue 27): the message at the top and under the refused line's field, which is marked invalid.
    const plain = await update({ intent: "set", productId: String(productIds[1]), quantity: "0" }, { cookie });
    const refusedPage = `/teklif-sepeti?durum=adet&urun=${productIds[1]}`;
    expect(plain.headers.get("location")).toBe(refusedPage);
    const html = decode(await (await request(refusedPage, { headers: { cookie } })).text());
    expect(html).toMatch(/role="status"[^>]*>.*Adet 1 ile 999 arasında bir tam sayı olmalıdır\./s);
    expect(html).toMatch(new RegExp(`id="adet-${productIds[1]}"[^>]*aria-invalid="true"[^>]*aria-describedby="adet-hata-${productIds[1]}"`));
    expect(html).toContain(`<p id="adet-hata-${productIds[1]}" data-form-error="true" class="max-w-52 text-sm font-medium text-danger-700">Adet 1 ile 999 arasında bir tam sayı olmalıdır.</p>`);
    expect(html).toMatch(new RegExp(`<p id="adet-hata-${productIds[0]}" data-form-error="true" hidden=""`));
    // The quantity forms leave the checking to the server, so the browser's own bubble never replaces the message.
    expect(html.match(/data-basket-form="set" novalidate=""/gi)).toHaveLength(3);
    // The heading counts the lines (the enhancer keeps it current as lines go).
    expect(html).toContain("Seçtiğiniz ürünler (<span data-basket-count=\"true\">3</span>)");

    const removed = await update({ intent: "remove", productId: String(productIds[2]) }, { cookie, json: true });
    expect(await removed.json()).toEqual({ count: 2, message: "Ürün teklif sepetinizden çıkarıldı." });
    const emptied = await update({ intent: "remove", productId: String(productIds[0]) }, { cookie: basketCookie(removed), json: true });
    const last = await update({ intent: "remove", productId: String(productIds[1]) }, { cookie: basketCookie(emptied), json: true });
    expect(await last.json()).toMatchObject({ count: 0 });
    expect(last.headers.getSetCookie()[0]).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0;`));
  });

  it("refuses an unknown or passive product, a bad intent and a 51st product without changing the basket", async () => {
    const passive = productIds[3]!;
    await getDatabase().db.update(products).set({ isActive: false }).where(eq(products.id, passive));
    try {
      for (const productId of ["999999", String(passive)]) {
        const response = await update({ intent: "add", productId }, { json: true });
        expect(response.status, productId).toBe(404);
        expect(await response.json()).toEqual({ count: 0, message: "Bu ürün bulunamadı veya artık satışta değil." });
      }
    } finally {
      await getDatabase().db.update(products).set({ isActive: true }).where(eq(products.id, passive));
    }
    expect((await update({ intent: "explode", productId: String(productIds[0]) }, { json: true })).status).toBe(400);
    expect((await update({ intent: "add", productId: "1;DROP" }, { json: true })).status).toBe(400);
    const full = basketOf(Array.from({ length: 50 }, (_, index) => ({ productId: 100_000 + index, quantity: 1 })));
    const refused = await update({ intent: "add", productId: String(productIds[0]) }, { cookie: full, json: true });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ count: 50, message: "Teklif sepetinize en fazla 50 farklı ürün ekleyebilirsiniz." });
  });

  it("treats a tampered, oversized or malformed cookie as an empty basket, never a 500", async () => {
    const genuine = basketOf([{ productId: productIds[0]!, quantity: 2 }]);
    for (const cookie of [genuine.replace("-2.", "-3."), `${COOKIE}=${"1-1_".repeat(400)}1-1.x`, `${COOKIE}=%E0%A4%A`, `${COOKIE}="\u0001"`]) {
      const page = await request("/teklif-sepeti", { headers: { cookie } });
      expect(page.status, cookie.slice(0, 40)).toBe(200);
      const html = decode(await page.text());
      expect(html).toContain('aria-label="Teklif sepeti: 0 ürün"');
      expect(html).toContain("Teklif sepetiniz boş.");
      const added = await update({ intent: "add", productId: String(productIds[1]) }, { cookie, json: true });
      expect(await added.json()).toMatchObject({ count: 1 });
    }
  });

  it("drops products made passive since they were added, with a notice, and rewrites the cookie", async () => {
    const [kept, stale] = productIds;
    const cookie = basketOf([
      { productId: kept!, quantity: 1 },
      { productId: stale!, quantity: 4 },
      { productId: 888_888, quantity: 1 },
    ]);
    await getDatabase().db.update(products).set({ isActive: false }).where(eq(products.id, stale!));
    try {
      const page = await request("/teklif-sepeti", { headers: { cookie } });
      expect(page.status).toBe(200);
      const html = decode(await page.text());
      expect(html).toContain("2 ürün artık satışta olmadığı için teklif sepetinizden çıkarıldı.");
      expect(html).toContain(`id="adet-${kept}"`);
      expect(html).not.toContain(`id="adet-${stale}"`);
      expect(basketCookie(page)).toMatch(new RegExp(`=${kept}-1\\.`));
    } finally {
      await getDatabase().db.update(products).set({ isActive: true }).where(eq(products.id, stale!));
    }
  });

  it("sends the basket as one quote lead with its lines, empties the basket and shows the TKL reference with a WhatsApp link", async () => {
    const [a, b, c] = productIds;
    const cookie = basketOf([
      { productId: a!, quantity: 1 },
      { productId: b!, quantity: 4 },
      { productId: c!, quantity: 2 },
    ]);
    const response = await send(valid(), { cookie });
    expect(response.status).toBe(303);
    const location = response.headers.get("location")!;
    expect(location).toMatch(/^\/teklif-sepeti\/talep-alindi\?no=TKL-\d{4}-\d{6}$/);
    expect(response.headers.getSetCookie()[0]).toMatch(new RegExp(`^${COOKIE}=; Max-Age=0;`));

    const id = Number(location.slice(-6));
    const [lead] = await getDatabase().db.select().from(leads).where(eq(leads.id, id));
    const names = await getDatabase()
      .db.select({ id: products.id, name: products.name, brand: brands.name })
      .from(products)
      .innerJoin(brands, eq(brands.id, products.brandId));
    const snapshot = (productId: number, quantity: number) => {
      const product = names.find((row) => row.id === productId)!;
      return { productId, name: product.name, brand: product.brand, quantity };
    };
    expect(lead).toMatchObject({
      type: "quote",
      status: "new",
      name: "Mehmet Demir",
      phone: "+902623214567",
      email: null,
      company: "Demir Lojistik",
      district: "izmit",
      note: "Depo girişine kurulum istiyoruz.",
      preferredChannel: "whatsapp",
      details: { lines: [snapshot(a!, 1), snapshot(b!, 4), snapshot(c!, 2)] },
      sourcePage: "/urun/1",
      utmSource: "newsletter",
    });

    const confirmation = decode(await (await request(location)).text());
    const reference = location.split("no=")[1]!;
    expect(confirmation).toContain(`Talep numaranız: <strong class="font-mono text-2xl text-navy-900">${reference}</strong>`);
    expect(confirmation).toContain(encodeURIComponent(`${reference} numaralı teklif talebim`));
    expect(confirmation).toContain('<meta name="robots" content="noindex, follow"/>');
  });

  it("refuses a wrong request with 400, Turkish messages beside the fields and the values kept; nothing is written, the basket stays", async () => {
    const before = await leadCount();
    const cookie = basketOf([{ productId: productIds[0]!, quantity: 1 }]);
    const response = await send({ ...valid(), name: "M", phone: "0212 12", district: "ankara", channel: "e-posta", email: "", consent: "" }, { cookie });
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie()).toEqual([]);
    const html = decode(await response.text());
    expect(html).toContain("Formda düzeltilmesi gereken alanlar var.");
    expect(html).toContain('<p id="teklif-telefon-error" class="text-sm text-danger-700">Geçerli bir telefon numarası girin');
    expect(html).toContain("Adınızı ve soyadınızı girin.");
    expect(html).toContain("İlçe seçin.");
    expect(html).toContain("E-posta ile dönüş için e-posta adresinizi yazın.");
    expect(html).toContain("Devam etmek için KVKK aydınlatma metnini onaylayın.");
    expect(html).toContain('value="Demir Lojistik"');
    expect(html).toContain(`id="adet-${productIds[0]}"`);
    expect(await leadCount()).toBe(before);
  });

  it("refuses to send an empty basket (400) and silently drops a filled honeypot", async () => {
    const before = await leadCount();
    const empty = await send(valid());
    expect(empty.status).toBe(400);
    expect(decode(await empty.text())).toContain("Teklif sepetiniz boş.");
    const bot = await send({ ...valid(), website: "https://spam.example" }, { cookie: basketOf([{ productId: productIds[0]!, quantity: 1 }]) });
    expect(bot.status).toBe(303);
    expect(bot.headers.get("location")).toBe("/teklif-sepeti/talep-alindi");
    expect(await leadCount()).toBe(before);
  });

  it("shares the lead forms' limit of 5 per IP in 10 minutes (429 after), and refuses a post from another site", async () => {
    const cookie = basketOf([{ productId: productIds[0]!, quantity: 1 }]);
    const ip = "198.51.100.91";
    for (let index = 0; index < 5; index++) expect((await send(valid(), { cookie, ip })).status).toBe(303);
    const refused = await send(valid(), { cookie, ip });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(decode(await refused.text())).toContain("Kısa sürede çok fazla talep gönderdiniz.");
    expect((await send(valid(), { cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await update({ intent: "add", productId: String(productIds[0]) }, { cookie: "" })).status).toBe(303);
  });

  it("is not in the sitemap, and a GET of the update route leads to the basket", async () => {
    const sitemap = await (await request("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("teklif-sepeti");
    const get = await request("/teklif-sepeti/guncelle");
    expect(get.status).toBe(302);
    expect(get.headers.get("location")).toBe("/teklif-sepeti");
  });
});
