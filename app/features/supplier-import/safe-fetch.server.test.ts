import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePolicy, startSupplierSite, type FixtureSite } from "#tests/fixtures/supplier-site";
import { DEFAULT_FETCH_LIMITS, createSafeFetcher, SUPPLIER_USER_AGENT } from "./safe-fetch.server";

let site: FixtureSite;
beforeAll(async () => {
  site = await startSupplierSite();
});
afterAll(async () => {
  await site.close();
});

const fast = { ...DEFAULT_FETCH_LIMITS, delayMs: 0 };

describe("createSafeFetcher", () => {
  it("reads an allowed page and says who it is", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast });
    const page = await fetcher.fetchPage(`${site.origin}/katalog/urunler?sayfa=2`);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain("TDR-011");
    expect(SUPPLIER_USER_AGENT).toMatch(/UrunAktarici/);
    await fetcher.close();
  });

  it("follows a redirect inside the allowed site", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast });
    const page = await fetcher.fetchPage(`${site.origin}/yonlendir-icerde`);
    expect(page.url).toBe(`${site.origin}/katalog/urunler?sayfa=2`);
    await fetcher.close();
  });

  it.each([
    ["a redirect to 127.0.0.1", "/yonlendir-yerel", /Güvenlik nedeniyle engellendi: 127\.0\.0\.1/],
    ["a redirect to the cloud metadata address", "/yonlendir-metadata", /Güvenlik nedeniyle engellendi: 169\.254\.169\.254/],
  ])("refuses %s without the allow flag", async (_label, path, message) => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast });
    await expect(fetcher.fetchPage(`${site.origin}${path}`)).rejects.toThrow(message);
    await fetcher.close();
  });

  it("refuses a host name that resolves to loopback", async () => {
    const fetcher = createSafeFetcher({ policy: () => false, limits: fast });
    await expect(fetcher.fetchPage("http://localhost:9/")).rejects.toThrow(/Güvenlik nedeniyle engellendi: localhost → (127\.0\.0\.1|::1)/);
    await fetcher.close();
  });

  it("POSTs (a webhook) without following a redirect, and refuses a host that resolves to loopback", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast, userAgent: "Deneme/1.0" });
    expect(await fetcher.post(`${site.origin}/yonlendir-yerel`, { headers: { "content-type": "application/json" }, body: "{}" })).toEqual({ status: 302 });
    await fetcher.close();
    const strict = createSafeFetcher({ policy: () => false, limits: fast });
    await expect(strict.post("http://localhost:9/kanca", { headers: {}, body: "{}" })).rejects.toThrow(/Güvenlik nedeniyle engellendi: localhost/);
    await strict.close();
  });

  it("names the peer it could not reach: the supplier by default, a webhook's receiver when told", async () => {
    const closedPort = "http://127.0.0.1:9/";
    const supplier = createSafeFetcher({ policy: () => true, limits: fast });
    await expect(supplier.fetchPage(closedPort)).rejects.toThrow("Tedarikçi sitesine bağlanılamadı.");
    await supplier.close();
    const webhook = createSafeFetcher({ policy: () => true, limits: fast, peer: { name: "Webhook alıcısı", place: "Webhook adresine" } });
    await expect(webhook.post(`${closedPort}kanca`, { headers: {}, body: "{}" })).rejects.toThrow("Webhook adresine bağlanılamadı.");
    await webhook.close();
  });

  it("stops after 3 redirects", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast });
    await expect(fetcher.fetchPage(`${site.origin}/yonlendir-dongu`)).rejects.toThrow("Çok fazla yönlendirme (en fazla 3).");
    await fetcher.close();
  });

  it("cuts a response at the size limit", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast });
    await expect(fetcher.fetchPage(`${site.origin}/buyuk`)).rejects.toThrow("Yanıt 5 MB sınırını aştı; okuma kesildi.");
    await fetcher.close();
  });

  it("gives up on a hanging supplier after the request timeout", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: { ...fast, requestTimeoutMs: 500 } });
    const started = Date.now();
    await expect(fetcher.fetchPage(`${site.origin}/asili`)).rejects.toThrow("Tedarikçi 1 saniye içinde yanıt vermedi.");
    expect(Date.now() - started).toBeLessThan(3_000);
    await fetcher.close();
  });

  it("obeys robots.txt", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: fast });
    await expect(fetcher.fetchPage(`${site.origin}/gizli/urunler`)).rejects.toThrow("Tedarikçinin robots.txt dosyası bu sayfanın okunmasına izin vermiyor.");
    expect(site.requests).not.toContain("/gizli/urunler");
    await fetcher.close();
  });

  it("spaces requests to the supplier by the polite delay", async () => {
    const fetcher = createSafeFetcher({ policy: fixturePolicy, limits: { ...fast, delayMs: 100 } });
    await fetcher.fetchPage(`${site.origin}/katalog/urunler?sayfa=1`);
    const started = Date.now();
    await Promise.all([1, 2, 3].map((page) => fetcher.fetchPage(`${site.origin}/katalog/urunler?sayfa=${page}`)));
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    await fetcher.close();
  });
});
