import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { redirects } from "#app/db/schema/redirects";
import { describeSignedIn } from "#tests/support/test-app";

/*
 * Issue 31 (ADR 041): the district pages, their hub and the service landing pages as content
 * documents, and the landing pages staff add at a top-level address: refused addresses, drafts off
 * the site and the sitemap, publication, renaming with a 301 from every old address (ADR 043), 410
 * after unpublishing. On PGlite and PostgreSQL: there the page cache is purged by NOTIFY a moment
 * after the commit, so public answers are polled.
 */

type Doc = { key: string; version: number; path: string; published: Record<string, unknown> | null; draft: Record<string, unknown> | null };
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 5_000, interval: 50 });

describeSignedIn("district and service landing documents", (ctx) => {
  const load = async (key: string) => (await (await ctx.send("GET", `/api/admin/content/${key}`)).json()) as Doc;
  const publish = async (key: string, change: (data: Record<string, unknown>) => Record<string, unknown>) => {
    const doc = await load(key);
    const response = await ctx.send("POST", `/api/admin/content/${key}/publish`, { version: doc.version, data: change(doc.published!) });
    expect(response.status, await response.clone().text()).toBe(200);
  };

  it("seeds the 24 district pages, the 3 service pages and the hub as documents", async () => {
    const list = (await (await ctx.send("GET", "/api/admin/content")).json()) as { key: string; kind: string }[];
    const count = (kind: string) => list.filter((document) => document.kind === kind).length;
    expect([count("district-systems"), count("district-companies"), count("service-landing"), count("service-areas")]).toEqual([11, 13, 3, 1]);
  });

  it("shows a district page's published paragraph, and its new title on the pages that link to it", async () => {
    await publish("ilce/gebze-guvenlik-sirketleri", (data) => ({ ...data, title: "Gebze Güvenlik Firmaları", character: "Gebze'nin yeni tanıtım paragrafı, personel tarafından yazıldı." }));
    await eventually(async () => expect(await (await ctx.request("/gebze-guvenlik-sirketleri")).text()).toContain("Gebze&#x27;nin yeni tanıtım paragrafı"));
    expect(await (await ctx.request("/izmit-guvenlik-sirketleri")).text()).toContain(">Gebze Güvenlik Firmaları</a>");
    expect(await (await ctx.request("/hizmet-bolgeleri")).text()).toContain(">Gebze Güvenlik Firmaları</a>");
  });

  it("warns when a district page's draft repeats another district page", async () => {
    const gebze = await load("ilce/gebze-guvenlik-sistemleri");
    const izmit = await load("ilce/izmit-guvenlik-sistemleri");
    const response = await ctx.send("PUT", "/api/admin/content/ilce/izmit-guvenlik-sistemleri", { version: izmit.version, data: { ...gebze.published, title: "İzmit Güvenlik Sistemleri" } });
    expect(response.status).toBe(200);
    const { warnings } = (await response.json()) as { warnings: string[] };
    expect(warnings).toEqual([expect.stringContaining("/gebze-guvenlik-sistemleri")]);
    const own = await ctx.send("PUT", "/api/admin/content/ilce/izmit-guvenlik-sistemleri", { version: izmit.version + 1, data: izmit.published });
    expect(((await own.json()) as { warnings: string[] }).warnings).toEqual([]);
  });

  it("takes an unpublished district page off the site and out of the links to it", async () => {
    const doc = await load("ilce/derince-guvenlik-sistemleri");
    expect((await ctx.send("POST", "/api/admin/content/ilce/derince-guvenlik-sistemleri/unpublish", { version: doc.version })).status).toBe(200);
    await eventually(async () => expect((await ctx.request("/derince-guvenlik-sistemleri")).status).toBe(410));
    expect(await (await ctx.request("/kocaeli-kamera-sistemleri")).text()).not.toContain('href="/derince-guvenlik-sistemleri"');
    expect(await (await ctx.request("/derince-guvenlik-sirketleri")).text()).not.toContain('href="/derince-guvenlik-sistemleri"');
  });

  it("refuses a district page whose solution links to a category that does not exist", async () => {
    const doc = await load("ilce/gebze-guvenlik-sistemleri");
    const solutions = (doc.published!.solutions as Record<string, unknown>[]).map((solution) => ({ ...solution, category: "yok-boyle-kategori" }));
    const response = await ctx.send("PUT", "/api/admin/content/ilce/gebze-guvenlik-sistemleri", { version: doc.version, data: { ...doc.published, solutions } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors["solutions.0.category"]).toEqual(["Ürün kategorisi listeden seçilmeli."]);
  });
});

describeSignedIn("the district pages' shared wording", (ctx) => {
  const KEY = "site/ilce-ortak-metinleri";
  const load = async () => (await (await ctx.send("GET", `/api/admin/content/${KEY}`)).json()) as Doc;
  type Copy = { systems: Record<string, unknown>; companies: Record<string, unknown> };
  const edited = (data: Record<string, unknown>, systems: Record<string, unknown>, companies: Record<string, unknown> = {}) => {
    const copy = data as unknown as Copy;
    return { ...data, systems: { ...copy.systems, ...systems }, companies: { ...copy.companies, ...companies } };
  };

  it("refuses an unknown placeholder with 400 and a Turkish message beside the field, writing nothing", async () => {
    const doc = await load();
    const response = await ctx.send("PUT", `/api/admin/content/${KEY}`, { version: doc.version, data: edited(doc.published!, {}, { aboutHeading: "{ilce} hakkında" }) });
    expect(response.status).toBe(400);
    const { fieldErrors } = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors["companies.aboutHeading"]).toEqual([expect.stringMatching(/^İlçe başlığı bilinmeyen bir yer tutucu içeriyor: yalnızca \{ilçe\}, \{ilçede\}/)]);
    expect((await load()).version).toBe(doc.version);
  });

  it("keeps the live pages as they are while a draft is saved, and shows the draft in a district page's preview", async () => {
    const doc = await load();
    const response = await ctx.send("PUT", `/api/admin/content/${KEY}`, { version: doc.version, data: edited(doc.published!, { whyUsHeading: "{ilçede} bizi seçmeniz için" }) });
    expect(response.status).toBe(200);
    expect(await (await ctx.request("/gebze-guvenlik-sistemleri")).text()).toContain(">Neden biz?</h2>");
    const preview = await ctx.request("/gebze-guvenlik-sistemleri?onizleme=1", { headers: { cookie: ctx.cookie } });
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect(await preview.text()).toContain(">Gebze&#x27;de bizi seçmeniz için</h2>");
  });

  it("publishes: every district page of the family shows the new wording with its own district filled in", async () => {
    const doc = await load();
    const data = edited(doc.published!, { whyUsHeading: "Bizi seçmeniz için" }, { conclusionHeading: "{ilçe} için son söz", whyUsHeading: "{company} ile çalışmak" });
    const response = await ctx.send("POST", `/api/admin/content/${KEY}/publish`, { version: doc.version, data });
    expect(response.status, await response.clone().text()).toBe(200);
    await eventually(async () => expect(await (await ctx.request("/gebze-guvenlik-sirketleri")).text()).toContain(">Gebze için son söz</h2>"));
    const izmit = await (await ctx.request("/izmit-guvenlik-sirketleri")).text();
    expect(izmit).toContain(">İzmit için son söz</h2>");
    expect(izmit).not.toContain(">Sonuç</h2>");
    expect(izmit).toMatch(/>[^<]+ ile çalışmak<\/h2>/);
    expect(izmit).not.toContain("{company}");
    expect(await (await ctx.request("/izmit-guvenlik-sistemleri")).text()).toContain(">Bizi seçmeniz için</h2>");
  });

  it("falls back to the first release's wording when staff take it off the site: the district pages stay up", async () => {
    const doc = await load();
    expect((await ctx.send("POST", `/api/admin/content/${KEY}/unpublish`, { version: doc.version })).status).toBe(200);
    await eventually(async () => expect(await (await ctx.request("/gebze-guvenlik-sirketleri")).text()).toContain(">Sonuç</h2>"));
    expect((await ctx.request("/gebze-guvenlik-sirketleri")).status).toBe(200);
  });
});

describeSignedIn("landing pages staff add", (ctx) => {
  const create = (slug: string, title = "Kocaeli Plaka Tanıma Sistemleri") => ctx.send("POST", "/api/admin/content", { title, slug });
  const sitemap = async () => (await ctx.request("/sitemap.xml")).text();
  const load = async (key: string) => (await (await ctx.send("GET", `/api/admin/content/${key}`)).json()) as Doc;
  const rename = async (key: string, slug: string) => ctx.send("POST", `/api/admin/content/${key}/slug`, { version: (await load(key)).version, slug });

  it.each([
    ["kocaeli plaka", "boşluk"],
    ["Kocaeli-Plaka", "büyük harf"],
    ["plaka-tanıma", "Türkçe harf"],
    ["-plaka", "tireyle başlayan"],
    ["a/b", "eğik çizgi"],
  ])("refuses the malformed address %j (%s) with 400 beside the field", async (slug) => {
    const response = await create(slug);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fieldErrors: Record<string, string[]> };
    expect(body.fieldErrors.slug?.[0]).toMatch(/küçük İngilizce harf, rakam ve tire/);
  });

  it.each([
    ["urunler", "sitede yayında olan bir sayfanın adresi"],
    ["hakkimizda", "zaten “Hakkımızda” sayfası var"],
    ["hizmetlerimiz", "zaten “Hizmetlerimiz” sayfası var"],
    ["blog", "sitede yayında olan bir sayfanın adresi"],
    ["kocaeli-alarm-sistemleri", "zaten “Kocaeli Alarm Sistemleri” sayfası var"],
    ["api", "sitenin kendi kullandığı bir adres"],
    ["n1_admin", "küçük İngilizce harf"],
  ])("refuses /%s, a route of the site or another page", async (slug, reason) => {
    const response = await create(slug);
    expect([400, 409]).toContain(response.status);
    expect(JSON.stringify(await response.json())).toContain(reason);
  });

  it("creates a draft that answers 404 and stays out of the sitemap; staff preview it", async () => {
    const response = await create("kocaeli-plaka-tanima-sistemleri");
    expect(response.status).toBe(201);
    expect(((await response.json()) as Doc).key).toBe("sayfa/kocaeli-plaka-tanima-sistemleri");
    expect((await ctx.request("/kocaeli-plaka-tanima-sistemleri")).status).toBe(404);
    expect(await sitemap()).not.toContain("/kocaeli-plaka-tanima-sistemleri");
    expect(await (await ctx.request("/hizmetlerimiz")).text(), "a draft is not listed").not.toContain("Diğer hizmet sayfalarımız");
    const preview = await ctx.request("/kocaeli-plaka-tanima-sistemleri?onizleme=1", { headers: { cookie: ctx.cookie } });
    expect(preview.status).toBe(200);
    expect(await preview.text()).toContain("Kocaeli Plaka Tanıma Sistemleri");
    expect((await ctx.request("/kocaeli-plaka-tanima-sistemleri?onizleme=1")).status, "not for a visitor").toBe(404);
    expect((await create("kocaeli-plaka-tanima-sistemleri", "İkinci")).status, "a second page at the address").toBe(409);
  });

  it("publishes the page: script-free, in the sitemap, on the hub and on the services page", async () => {
    const doc = await load("sayfa/kocaeli-plaka-tanima-sistemleri");
    const data = { ...doc.draft, intro: "Site ve otopark girişleri için plaka tanıma kameraları ve bariyer entegrasyonu." };
    expect((await ctx.send("POST", "/api/admin/content/sayfa/kocaeli-plaka-tanima-sistemleri/publish", { version: doc.version, data })).status).toBe(200);
    await eventually(async () => expect((await ctx.request("/kocaeli-plaka-tanima-sistemleri")).status).toBe(200));
    const html = await (await ctx.request("/kocaeli-plaka-tanima-sistemleri")).text();
    expect(html).toContain("Site ve otopark girişleri için plaka tanıma kameraları");
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(await sitemap()).toContain("/kocaeli-plaka-tanima-sistemleri</loc>");
    expect(await (await ctx.request("/hizmet-bolgeleri")).text()).toContain('href="/kocaeli-plaka-tanima-sistemleri"');
    const services = await (await ctx.request("/hizmetlerimiz")).text();
    expect(services).toMatch(/<h2 id="diger-hizmet-sayfalari"[^>]*>Diğer hizmet sayfalarımız<\/h2>/);
    expect(services).toContain('href="/kocaeli-plaka-tanima-sistemleri"');
  });

  it("renames the page: the old addresses answer 301 with the current one, no chains", async () => {
    const key = "sayfa/kocaeli-plaka-tanima-sistemleri";
    expect((await rename(key, "kocaeli-plaka-tanima")).status).toBe(200);
    await eventually(async () => expect((await ctx.request("/kocaeli-plaka-tanima")).status).toBe(200));
    await eventually(async () => expect((await ctx.request("/kocaeli-plaka-tanima-sistemleri")).headers.get("location")).toBe("/kocaeli-plaka-tanima"));
    expect((await rename(key, "plaka-tanima-sistemleri")).status).toBe(200);
    await eventually(async () => expect((await ctx.request("/kocaeli-plaka-tanima")).status).toBe(301));
    for (const old of ["/kocaeli-plaka-tanima-sistemleri", "/kocaeli-plaka-tanima"]) {
      const response = await ctx.request(old);
      expect(response.status).toBe(301);
      expect(response.headers.get("location")).toBe("/plaka-tanima-sistemleri");
    }
    const xml = await sitemap();
    expect(xml).toContain("/plaka-tanima-sistemleri</loc>");
    expect(xml).not.toContain("/kocaeli-plaka-tanima</loc>");
  });

  it("refuses a rename onto another page or a malformed address, and leaves no rule for a page never published", async () => {
    const key = "sayfa/kocaeli-plaka-tanima-sistemleri";
    expect((await rename(key, "gebze-guvenlik-sistemleri")).status).toBe(409);
    expect((await rename(key, "Plaka Tanıma")).status).toBe(400);
    expect((await create("taslak-sayfa", "Taslak Sayfa")).status).toBe(201);
    expect((await rename("sayfa/taslak-sayfa", "taslak-sayfa-iki")).status).toBe(200);
    expect(await ctx.database.db.select().from(redirects).where(eq(redirects.sourceKey, "/taslak-sayfa"))).toEqual([]);
    expect((await ctx.request("/taslak-sayfa")).status).toBe(404);
  });

  it("takes a published page off the site: 410 and out of the sitemap", async () => {
    const key = "sayfa/kocaeli-plaka-tanima-sistemleri";
    expect((await ctx.send("POST", `/api/admin/content/${key}/unpublish`, { version: (await load(key)).version })).status).toBe(200);
    await eventually(async () => expect((await ctx.request("/plaka-tanima-sistemleri")).status).toBe(410));
    expect(await sitemap()).not.toContain("/plaka-tanima-sistemleri</loc>");
  });

  it("answers an unknown one-segment address with the English not-found page", async () => {
    const response = await ctx.request("/boyle-bir-sayfa-yok");
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain("Page not found");
  });
});
