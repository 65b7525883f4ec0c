import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "#server/page-cache";
import { inlineScriptHashes } from "#tests/support/inline-scripts";
import { encodeQuoteBasket } from "#app/features/leads/quote-basket-cookie.server";
import { createTestApp, jsonSender, signIn, TEST_APP_SECRET } from "#tests/support/test-app";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
const send = (method: string, path: string, body?: unknown) => jsonSender(ctx.request, () => cookie)(method, path, body);

beforeAll(async () => {
  ctx = await createTestApp();
  cookie = await signIn(ctx.request);
});
afterAll(async () => {
  await ctx.database.dispose();
});

/** Purges arrive as NOTIFY messages after the write commits; wait until the page is rendered afresh. */
async function expectPurged(path: string) {
  const deadline = Date.now() + 2_000;
  let status: string | null = null;
  while (Date.now() < deadline) {
    status = (await ctx.request(path)).headers.get("x-cache");
    if (status === "MISS") return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${path} was still served from the cache (X-Cache: ${status})`);
}

async function warm(path: string) {
  await ctx.request(path);
  expect((await ctx.request(path)).headers.get("x-cache")).toBe("HIT");
}

describe("page cache", () => {
  it("renders a public page once and then serves the same bytes from memory", async () => {
    const first = await ctx.request("/hakkimizda");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-cache")).toBe("MISS");
    const second = await ctx.request("/hakkimizda");
    expect(second.headers.get("x-cache")).toBe("HIT");
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(second.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
  });

  it("allows a cached page's inline scripts by hash, never by a nonce shared between visitors", async () => {
    // A page that hydrates React, so it has inline scripts (the enhanced pages have none).
    await ctx.request("/destek");
    const hit = await ctx.request("/destek");
    const html = await hit.text();
    const csp = hit.headers.get("content-security-policy") ?? "";
    expect(csp).not.toContain("nonce-");
    expect(html).not.toMatch(/\snonce="/);
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
  });

  it("answers 304 to the page's ETag and gzip to a browser that accepts it", async () => {
    const page = await ctx.request("/hizmetlerimiz");
    const etag = page.headers.get("etag")!;
    const notModified = await ctx.request("/hizmetlerimiz", { headers: { "if-none-match": etag } });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
    const gzip = await ctx.request("/hizmetlerimiz", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(await page.text());
  });

  it("answers HEAD from the cache without a body", async () => {
    await warm("/blog");
    const head = await ctx.request("/blog", { method: "HEAD" });
    expect(head.headers.get("x-cache")).toBe("HIT");
    expect(await head.text()).toBe("");
  });

  it("renders every request of a signed-in visitor, with a fresh nonce, and keeps admin pages and the API out", async () => {
    await warm("/hakkimizda");
    const signedIn = await ctx.request("/hakkimizda", { headers: { cookie } });
    expect(signedIn.headers.has("x-cache")).toBe(false);
    expect(signedIn.headers.get("content-security-policy")).toMatch(/'nonce-[^']+'/);
    for (const path of ["/api/products", "/admin-login"]) {
      await ctx.request(path);
      expect((await ctx.request(path)).headers.has("x-cache")).toBe(false);
    }
  });

  it("renders every page for a visitor with a quote basket (the header shows its count) and keeps serving hits to one without", async () => {
    await warm("/hakkimizda");
    const basket = `__Host-teklif-sepeti=${encodeQuoteBasket(TEST_APP_SECRET, [
      { productId: 1, quantity: 2 },
      { productId: 2, quantity: 1 },
    ])}`;
    const withBasket = await ctx.request("/hakkimizda", { headers: { cookie: basket } });
    expect(withBasket.status).toBe(200);
    expect(withBasket.headers.has("x-cache")).toBe(false);
    expect(await withBasket.text()).toMatch(/aria-label="Teklif sepeti: 2 ürün"[^>]*>.*<span data-basket-count="true"[^>]*>2<\/span>/s);
    const anonymous = await ctx.request("/hakkimizda");
    expect(anonymous.headers.get("x-cache")).toBe("HIT");
    expect(await anonymous.text()).toContain('aria-label="Teklif sepeti: 0 ürün"');
  });

  it("marks every answer to a request with a cookie as private to that visitor, so that no shared cache (a CDN) keeps it", async () => {
    const basket = `__Host-teklif-sepeti=${encodeQuoteBasket(TEST_APP_SECRET, [{ productId: 1, quantity: 1 }])}`;
    for (const [path, requestCookie] of [
      ["/hakkimizda", basket],
      ["/urun/999999", basket],
      ["/api/products?limit=1&page=1", basket],
      ["/hakkimizda", cookie],
    ] as const) {
      const response = await ctx.request(path, { headers: { cookie: requestCookie } });
      expect(response.headers.get("cache-control"), path).toBe("private, no-store");
      expect(response.headers.get("vary") ?? "", path).toMatch(/\bCookie\b/);
    }
    // Files that are the same for everyone keep their own caching.
    const stylesheet = /href="(\/assets\/[^"]+\.css)"/.exec(await (await ctx.request("/hakkimizda")).text())![1]!;
    expect((await ctx.request(stylesheet, { headers: { cookie: basket } })).headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Admin pages and the account API stay no-store.
    expect((await ctx.request("/n1_admin", { headers: { cookie } })).headers.get("cache-control")).toBe("no-store");
  });

  it("does not keep error pages", async () => {
    await ctx.request("/urun/999999");
    const again = await ctx.request("/urun/999999");
    expect(again.status).toBe(404);
    expect(again.headers.has("x-cache")).toBe(false);
  });

  it("is emptied by a product write, and shows the new content", async () => {
    const created = await send("POST", "/api/admin/products", {
      name: "Önbellek Testi Kamera",
      description: "Önbellek sınaması için ürün.",
      category: "cctv-guvenlik-cozumleri",
      brand: "optivizyon",
      isActive: true,
    });
    expect(created.status).toBe(201);
    const product = (await created.json()) as { id: number; updatedAt: string; brand: string };
    await warm(`/urun/${product.id}`);
    await warm("/");
    const renamed = await send("PUT", `/api/admin/products/${product.id}`, {
      name: "Önbellek Testi Kamera 4K",
      description: "Önbellek sınaması için ürün.",
      category: "cctv-guvenlik-cozumleri",
      brand: "optivizyon",
      isActive: true,
      updatedAt: product.updatedAt,
    });
    expect(renamed.status).toBe(200);
    await expectPurged(`/urun/${product.id}`);
    expect(await (await ctx.request(`/urun/${product.id}`)).text()).toContain("Önbellek Testi Kamera 4K");
    expect((await ctx.request("/")).headers.get("x-cache")).toBe("MISS");
  });

  it.each([
    ["a brand", () => send("POST", "/api/admin/brands", { name: "Önbellek Marka" })],
    ["a blog post", () => send("POST", "/api/admin/blog", { title: "Önbellek yazısı", slug: "onbellek-yazisi", content: "Metin", isPublished: true })],
    ["a support download", () => send("POST", "/api/admin/support-apps", { type: "software", name: "Önbellek İstemcisi", platforms: ["windows"] })],
    [
      "the site settings",
      async () => {
        const current = (await (await send("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
        return send("PUT", "/api/admin/settings", { ...current, address: "Yeni Mah. Önbellek Sok. No: 3, 41100 İzmit / Kocaeli" });
      },
    ],
  ])("is emptied by a write to %s", async (_name, write) => {
    await warm("/");
    const response = await write();
    expect(response.status).toBeLessThan(300);
    await expectPurged("/");
  });

  it("keeps pages when a write does not change them (a contact message)", async () => {
    await warm("/hakkimizda");
    const contact = await ctx.request("/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Ayşe Yılmaz", email: "ayse@example.com", phone: "05320000000", subject: "diger", message: "Önbellek sınaması için bir mesaj." }),
    });
    expect(contact.status).toBeLessThan(300);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await ctx.request("/hakkimizda")).headers.get("x-cache")).toBe("HIT");
  });

  it("is emptied by staff's clear-cache tool, which only staff may use", async () => {
    await warm("/hakkimizda");
    expect((await ctx.request("/api/admin/page-cache/purge", { method: "POST" })).status).toBe(401);
    expect((await ctx.request("/hakkimizda")).headers.get("x-cache")).toBe("HIT");
    const purge = await send("POST", "/api/admin/page-cache/purge");
    expect(purge.status).toBe(200);
    expect(await purge.json()).toEqual({ message: "Sayfa önbelleği temizlendi." });
    expect((await ctx.request("/hakkimizda")).headers.get("x-cache")).toBe("MISS");
  });
});

describe("page cache turned off (PAGE_CACHE=off)", () => {
  let off: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    off = await createTestApp({ PAGE_CACHE: "off" });
  });
  afterAll(async () => {
    await off.database.dispose();
  });

  it("renders every request, still shareable: hashes, public cache policy and ETag", async () => {
    // A page that hydrates React, so it has inline scripts to allow.
    await off.request("/hizmetlerimiz");
    const again = await off.request("/hizmetlerimiz");
    expect(again.headers.has("x-cache")).toBe(false);
    expect(again.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(again.headers.get("etag")).toMatch(/^W\/"/);
    expect(again.headers.get("content-security-policy")).toContain("'sha256-");
  });

  it("compresses a render only for a client that takes gzip", async () => {
    const plain = await off.request("/hakkimizda", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const gzip = await off.request("/hakkimizda", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString("utf8")).toBe(await plain.text());
  });

  it("keeps a category's product count in memory only until a product is written", async () => {
    const offCookie = await signIn(off.request);
    const sendOff = jsonSender(off.request, () => offCookie);
    const listing = "/urunler?category=intercom-ve-erisim-kontrol-sistemleri";
    const shownCount = async () => {
      const text = (await (await off.request(listing)).text()).replaceAll("<!-- -->", "");
      return Number(/([\d.]+) ürün bulundu/.exec(text)?.[1]?.replaceAll(".", ""));
    };
    const before = await shownCount();
    expect(before).toBeGreaterThanOrEqual(0);
    const created = await sendOff("POST", "/api/admin/products", {
      name: "Sayım Testi Kart Okuyucu",
      category: "intercom-ve-erisim-kontrol-sistemleri",
      brand: "optivizyon",
      isActive: true,
    });
    expect(created.status).toBe(201);
    const deadline = Date.now() + 2_000;
    let after = before;
    while (Date.now() < deadline && after === before) after = await shownCount();
    expect(after).toBe(before + 1);
  });

  it("drops the site settings kept in memory when they are written, so the next render shows the new ones", async () => {
    const offCookie = await signIn(off.request);
    const sendOff = jsonSender(off.request, () => offCookie);
    expect(await (await off.request("/hakkimizda")).text()).not.toContain("Bellek Sok. No: 9");
    const current = (await (await sendOff("GET", "/api/admin/settings")).json()) as Record<string, unknown>;
    expect((await sendOff("PUT", "/api/admin/settings", { ...current, address: "Yeni Mah. Bellek Sok. No: 9, 41100 İzmit / Kocaeli" })).status).toBe(200);
    const deadline = Date.now() + 2_000;
    let html = "";
    while (Date.now() < deadline && !html.includes("Bellek Sok. No: 9")) html = await (await off.request("/hakkimizda")).text();
    expect(html).toContain("Bellek Sok. No: 9");
  });
});
