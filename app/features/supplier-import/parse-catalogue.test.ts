import { describe, expect, it } from "vitest";
import { FIXTURE_SELECTOR_PROFILE } from "#tests/fixtures/supplier-selector-profile";
import {
  mergeProductPage,
  needsProductPage,
  parseCsvFeed,
  parseHtmlListing,
  parseJsonFeed,
  parseProductPage,
  parseStructuredListing,
  selectorMisses,
  selectorSyntaxErrors,
  toImportCandidate,
} from "./parse-catalogue";
import { absoluteUrl, emptyProduct, normaliseText, plainText } from "./scraped-product";
import { DEFAULT_SUPPLIER_PROFILE, supplierProfileSchema } from "./supplier-profile.schema";

const base = "https://tedarikci.example/katalog/sayfa-1";

describe("normalising supplier text", () => {
  it("trims and collapses every run of whitespace", () => {
    expect(normaliseText("  Dome\n\t IP   Kamera ")).toBe("Dome IP Kamera");
  });

  it("reduces HTML to plain text: tags dropped, blocks apart, entities decoded, escaped HTML read twice, scripts gone", () => {
    expect(plainText("<p>Gece <b>görüş</b></p><p>IP67</p><script>alert(1)</script>")).toBe("Gece görüş IP67");
    expect(plainText("&lt;p&gt;A &amp;amp; B&lt;/p&gt;")).toBe("A & B");
    expect(plainText("3 < 5 ve 7 > 2")).toBe("3 < 5 ve 7 > 2");
  });

  it("makes URLs absolute and drops other schemes", () => {
    expect(absoluteUrl("../gorseller/1.png", base)).toBe("https://tedarikci.example/gorseller/1.png");
    expect(absoluteUrl("javascript:alert(1)", base)).toBeNull();
    expect(absoluteUrl("", base)).toBeNull();
  });
});

describe("reading a supplier page", () => {
  it("reads product cards and the next-page link with CSS selectors", () => {
    const html = `<article class="urun"><h2 class="urun-adi">A  1</h2><span class="marka">Optivizyon</span><span class="kategori">IP Kameralar</span>
      <img class="gorsel" data-src="/g/1.png"><ul class="ozellikler"><li> IP67 </li><li></li></ul>
      <table class="teknik"><tr><th>Çözünürlük</th><td>4 MP</td></tr><tr><th>Boş</th><td></td></tr></table></article>
      <a class="sonraki" href="?sayfa=2">Sonraki</a>`;
    const page = parseHtmlListing(html, base, FIXTURE_SELECTOR_PROFILE);
    expect(page.nextUrl).toBe("https://tedarikci.example/katalog/sayfa-1?sayfa=2");
    expect(page.products).toEqual([
      {
        name: "A 1",
        brand: "Optivizyon",
        category: "IP Kameralar",
        description: "",
        imageUrl: "https://tedarikci.example/g/1.png",
        features: ["IP67"],
        specifications: [{ name: "Çözünürlük", value: "4 MP" }],
        sku: null,
        detailUrl: null,
        source: "selectors",
      },
    ]);
  });

  it("reads a JSON feed by field names, features as an array", () => {
    const profile = supplierProfileSchema.parse({ type: "json", fields: { items: "urunler", name: "baslik", brand: "marka", category: "kategori", image: "resim", features: "ozellikler", sku: "kod" } });
    const page = parseJsonFeed(JSON.stringify({ urunler: [{ baslik: " Switch 8 ", marka: "Dalgalink", kategori: "Switch", resim: "/s.png", ozellikler: ["PoE", " 8 port "], kod: 42 }] }), base, profile);
    expect(page.products[0]).toMatchObject({ name: "Switch 8", brand: "Dalgalink", imageUrl: "https://tedarikci.example/s.png", features: ["PoE", "8 port"], sku: "42", source: "json" });
  });

  it("reads a CSV feed with a BOM and any separator, features split on |", () => {
    const profile = supplierProfileSchema.parse({ type: "csv", fields: { name: "ad", brand: "marka", category: "kategori", features: "ozellikler" } });
    const page = parseCsvFeed('\uFEFFad;marka;kategori;ozellikler\n"Kamera, 4 MP";Optivizyon;IP Kameralar;IP67|PoE\n', base, profile);
    expect(page.products[0]).toMatchObject({ name: "Kamera, 4 MP", brand: "Optivizyon", features: ["IP67", "PoE"] });
  });

  it("refuses a JSON feed without a product list", () => {
    const profile = supplierProfileSchema.parse({ type: "json", fields: { items: "urunler", name: "baslik" } });
    expect(() => parseJsonFeed('{"baska":[]}', base, profile)).toThrow("JSON akışında ürün listesi bulunamadı.");
  });
});

describe("a listing without selectors", () => {
  const profile = DEFAULT_SUPPLIER_PROFILE;

  it("finds product links in the content's largest group of same-site links, leaving header, navigation, footer and pagination out", () => {
    const html = `<header><a href="/urun/reklam">Kampanya</a></header><nav><a href="/iletisim">İletişim</a></nav>
      <main><a href="/urun/a">A</a><a href="/urun/b#detay">B</a><a href="/urun/a">A tekrar</a><a href="/blog/haber">Haber</a>
      <a href="https://baska.example/urun/c">Başka site</a><a href="#ust">Yukarı</a><a rel="next" href="/katalog/sayfa-2">Sonraki</a></main>
      <footer><a href="/kvkk">KVKK</a></footer>`;
    const page = parseStructuredListing(html, base, profile);
    expect(page.products).toEqual([]);
    expect(page.productLinks).toEqual(["https://tedarikci.example/urun/a", "https://tedarikci.example/urun/b"]);
    expect(page.nextUrl).toBe("https://tedarikci.example/katalog/sayfa-2");
  });

  it("uses the profile's link and next-page selectors over what it would find itself", () => {
    const html = `<main><a class="u" href="/p/1">1</a><a href="/urun/x">x</a><a href="/urun/y">y</a><a class="ileri" href="?s=9">İleri</a><link rel="next" href="?s=2"></main>`;
    const page = parseStructuredListing(html, base, { ...profile, selectors: { link: "a.u" }, nextPageSelector: "a.ileri" });
    expect(page.productLinks).toEqual(["https://tedarikci.example/p/1"]);
    expect(page.nextUrl).toBe("https://tedarikci.example/katalog/sayfa-1?s=9");
  });
});

describe("a product page", () => {
  it("takes a specification table (or dl) when the structured data has no additionalProperty", () => {
    const html = `<meta property="og:type" content="product"><meta property="og:title" content="Kamera">
      <header><table><tr><td>Menü</td><td>x</td></tr><tr><td>a</td><td>b</td></tr></table></header>
      <table class="shop_attributes"><tr><th>Lens</th><td><p>2,8 mm</p></td></tr><tr><th>IP</th><td>67</td></tr></table>`;
    expect(parseProductPage(html, base, DEFAULT_SUPPLIER_PROFILE)?.specifications).toEqual([
      { name: "Lens", value: "2,8 mm" },
      { name: "IP", value: "67" },
    ]);
    const list = `<meta property="og:type" content="product"><meta property="og:title" content="Kamera"><dl><dt>Lens</dt><dd>2,8 mm</dd><dt>IP</dt><dd>67</dd></dl>`;
    expect(parseProductPage(list, base, DEFAULT_SUPPLIER_PROFILE)?.specifications).toHaveLength(2);
  });

  it("lets a configured field selector override what the structured data says, and needs the page for it", () => {
    const html = `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Kamera","brand":"Yanlış"}</script><span class="marka">Doğru Marka</span>`;
    const profile = { ...DEFAULT_SUPPLIER_PROFILE, selectors: { brand: ".marka" } };
    expect(parseProductPage(html, base, profile)).toMatchObject({ name: "Kamera", brand: "Doğru Marka", source: "json-ld", detailUrl: base });
    const complete = { ...emptyProduct("microdata"), name: "K", brand: "B", category: "C", description: "D", imageUrl: "https://x.example/1.png", detailUrl: base };
    expect(needsProductPage(complete, DEFAULT_SUPPLIER_PROFILE)).toBe(false);
    expect(needsProductPage(complete, profile)).toBe(true);
    expect(needsProductPage({ ...complete, description: "" }, DEFAULT_SUPPLIER_PROFILE)).toBe(true);
    expect(needsProductPage({ ...complete, description: "", detailUrl: null }, DEFAULT_SUPPLIER_PROFILE)).toBe(false);
  });

  it("merges with the listing: the page wins over structured listings, the profile's selectors win over the page", () => {
    const page = { ...emptyProduct("json-ld"), name: "Sayfadaki Ad", description: "Açıklama", brand: "Sayfa Markası" };
    expect(mergeProductPage({ ...emptyProduct("json-ld"), name: "Listedeki Ad", sku: "S1" }, page)).toMatchObject({ name: "Sayfadaki Ad", description: "Açıklama", sku: "S1" });
    expect(mergeProductPage({ ...emptyProduct("selectors"), name: "Listedeki Ad" }, page)).toMatchObject({ name: "Listedeki Ad", brand: "Sayfa Markası", source: "selectors" });
  });
});

describe("checking selectors", () => {
  it("names the selectors that are not valid CSS, by form field", () => {
    const profile = supplierProfileSchema.parse({ type: "html", selectors: { item: "article[", name: "h2" }, nextPageSelector: "a::>x" });
    expect(selectorSyntaxErrors(profile)).toEqual({ "profile.selectors.item": ["Geçerli bir CSS seçici değil."], "profile.nextPageSelector": ["Geçerli bir CSS seçici değil."] });
  });

  it("names the selectors and feed fields that match nothing on the pages read", () => {
    const listing = { body: `<article class="urun"><h2>A</h2><span class="marka">M</span></article><article class="urun"><h2>B</h2></article>` };
    const html = supplierProfileSchema.parse({ type: "html", selectors: { item: "article.urun", name: "h2", brand: ".marka", description: ".aciklama" }, nextPageSelector: "a.sonraki" });
    expect(selectorMisses(html, { listing })).toEqual({
      "profile.selectors.description": ["Bu seçici ürün kutularının hiçbirinde eşleşmedi."],
      "profile.nextPageSelector": ["Bu seçici katalog sayfasında hiçbir öğeyle eşleşmedi."],
    });
    expect(selectorMisses({ ...html, selectors: { ...html.selectors, item: "div.yok" } }, { listing })).toMatchObject({ "profile.selectors.item": ["Bu seçici katalog sayfasında hiçbir öğeyle eşleşmedi."] });
    const structured = supplierProfileSchema.parse({ selectors: { brand: ".marka", sku: ".kod" } });
    expect(selectorMisses(structured, { listing, productPage: { body: '<span class="marka">M</span>' } })).toEqual({ "profile.selectors.sku": ["Bu seçici ürün sayfasında hiçbir öğeyle eşleşmedi."] });
    const feed = supplierProfileSchema.parse({ type: "json", fields: { items: "urunler", name: "ad", brand: "marka" } });
    expect(selectorMisses(feed, { listing: { body: '{"urunler":[{"ad":"A"}]}' } })).toEqual({ "profile.fields.brand": ["Akıştaki kayıtların hiçbirinde bu alan yok."] });
    expect(selectorMisses(feed, { listing: { body: '{"liste":[]}' } })).toEqual({ "profile.fields.items": ["Akışta bu adla bir ürün listesi bulunamadı."] });
  });
});

describe("turning a supplier product into an import candidate", () => {
  const product = { ...emptyProduct("json-ld"), name: "Duman Dedektörü", brand: "Alevsiz", category: "yangın dedektörleri", sku: "AL-1" };
  const profile = supplierProfileSchema.parse({ categoryMap: [{ supplierCategory: "Yangın Dedektörleri", category: "yangin-algilama-ve-ihbar-sistemleri", subcategory: "dedektorler" }] });

  it("maps the supplier's category (folded), keeps the SKU, and keeps imports passive unless the profile activates them", () => {
    expect(toImportCandidate(product, profile)).toEqual({
      candidate: {
        name: "Duman Dedektörü",
        brand: "Alevsiz",
        category: "Yangın Algılama ve İhbar Sistemleri",
        subcategory: "Dedektörler",
        description: null,
        imageUrl: null,
        features: [],
        specifications: [],
        supplierSku: "AL-1",
        isActive: false,
        isFeatured: false,
      },
    });
    const active = toImportCandidate(product, { ...profile, activate: true });
    expect("candidate" in active && active.candidate.isActive).toBe(true);
  });

  it("maps a category path by its parts, last first", () => {
    expect(toImportCandidate({ ...product, category: "Ana Sayfa > Yangın Dedektörleri > Optik" }, profile)).toMatchObject({ candidate: { subcategory: "Dedektörler" } });
  });

  it("accepts one of our own category names without a mapping, uses the default brand, and reports what it cannot place", () => {
    expect(toImportCandidate({ ...product, category: "Rack Kabinetler" }, profile)).toMatchObject({ candidate: { category: "Rack Kabinetler" } });
    expect(toImportCandidate({ ...product, category: "Bahçe Mobilyası" }, profile)).toEqual({ error: 'Duman Dedektörü: "Bahçe Mobilyası" kategorisi eşleşmedi.' });
    expect(toImportCandidate({ ...product, brand: "" }, profile)).toEqual({ error: "Duman Dedektörü: marka bulunamadı." });
    expect(toImportCandidate({ ...product, brand: "" }, { ...profile, defaultBrand: "Genel" })).toMatchObject({ candidate: { brand: "Genel" } });
  });
});
